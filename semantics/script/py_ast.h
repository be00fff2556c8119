#pragma once
/// The Python subset that TVMScript is written in, as a small syntax tree. The reader works in two
/// stages: `parse_python` (py_parser.h) turns text into this tree, knowing nothing of Relax; then
/// the Relax and TIR readers translate the tree into IR. Every node keeps its source location so
/// that the translators report errors at the exact line and column.
///
/// The tree lives in its PyModule's arena (py_arena.h): nodes are plain structs that point at each
/// other, child lists are spans and strings are views, all into that arena (or static storage), so
/// a tree is built with a pointer bump per node and freed at once. A node is valid as long as the
/// PyModule that holds it.
#include <cstdint>
#include <memory>
#include <span>
#include <string_view>

#include "semantics/script/py_arena.h"
#include "semantics/support/diagnostic.h"

namespace rxv::sem::py {

struct PyExpr;
struct PyStmt;
/// Nodes are owned by the arena of their PyModule.
using PyExprPtr = PyExpr*;
using PyStmtPtr = PyStmt*;
using PyExprList = std::span<PyExpr*>;
using PyStmtList = std::span<PyStmt*>;

enum class PyExprKind : uint8_t {
  kName,      ///< `x`                      str = identifier
  kInt,       ///< `3`                      int_value
  kFloat,     ///< `0.5`, `1e-05`           float_value (str keeps the literal's text)
  kString,    ///< `"abc"`                  str = decoded value
  kBool,      ///< `True` / `False`         int_value 1 / 0
  kNone,      ///< `None`
  kAttribute, ///< `a.b`                    items = {a}, str = "b"
  kCall,      ///< `f(a, k=v)`              items = {f, a...}, keywords
  kSubscript, ///< `a[i, j]`                items = {a, i, j...}
  kSlice,     ///< `lo:hi` / `lo:hi:step`   items = {lo, hi, step}, each may be null
  kTuple,     ///< `(a, b)` / `a, b`        items
  kList,      ///< `[a, b]`                 items
  kDict,      ///< `{k: v}`                 items = {k0, v0, k1, v1, ...}
  kBinOp,   ///< `a + b`                  items = {a, b}, str = "+", "-", "*", "/", "//", "%", "**",
            ///< ...
  kUnaryOp, ///< `-a`, `not a`, `~a`      items = {a}, str = "-", "+", "not", "~"
  kCompare, ///< `a < b <= c`             items = {a, b, c}, ops = {"<", "<="}
  kBoolOp,  ///< `a and b and c`          items = {a, b, c}, str = "and" | "or"
  kIfExp,   ///< `a if c else b`          items = {c, a, b}
  kLambda,  ///< `lambda i, j: (j, i)`    params, items = {body}
  kStarred, ///< `*a` (a call argument)   items = {a}
};

struct PyKeyword {
  std::string_view name;
  PyExprPtr value = nullptr;
  SourceLoc loc;
};

struct PyExpr {
  PyExprKind kind = PyExprKind::kNone;
  bool parenthesized = false; ///< written inside (...) (distinguishes `(a)` from `a`)
  SourceLoc loc;

private:
  uint32_t extra_size_ = 0; // (here: it fills the padding after `loc`)

public:
  std::string_view str;
  union {                  // one per kind: a literal's value or a list of names
    int64_t int_value = 0; ///< kInt, kBool
    double float_value;    ///< kFloat
    void* extra_;          ///< kCall, kCompare, kLambda: read by keywords() / ops() / params()
  };
  PyExprList items; ///< may contain nulls only for kSlice

  /// kCall's keyword arguments (empty for other kinds).
  std::span<PyKeyword> keywords() const {
    return kind == PyExprKind::kCall ? std::span(static_cast<PyKeyword*>(extra_), extra_size_)
                                     : std::span<PyKeyword>();
  }
  /// kCompare's operators (empty for other kinds).
  std::span<std::string_view> ops() const { return names(PyExprKind::kCompare); }
  /// kLambda's parameter names (empty for other kinds).
  std::span<std::string_view> params() const { return names(PyExprKind::kLambda); }
  void set_keywords(std::span<PyKeyword> k) { set_extra(k.data(), k.size()); }
  void set_ops(std::span<std::string_view> o) { set_extra(o.data(), o.size()); }
  void set_params(std::span<std::string_view> p) { set_extra(p.data(), p.size()); }

private:
  // One list per kind at most (keywords, ops or params): they share a pointer, which shares its
  // place with the literal values (no kind has both), and its size sits in the padding after
  // `loc`, so that a node is 56 bytes (a file holds ~15 per line: the syntax tree of a large module
  // sets the reader's peak memory, bench/RESULTS.md).
  std::span<std::string_view> names(PyExprKind k) const {
    return kind == k ? std::span(static_cast<std::string_view*>(extra_), extra_size_)
                     : std::span<std::string_view>();
  }
  void set_extra(void* p, size_t n) {
    extra_ = p;
    extra_size_ = uint32_t(n);
  }
};
static_assert(sizeof(PyExpr) <= 56, "a file holds about 15 PyExprs per line: keep them small");

/// A function parameter `name: annotation = default`.
struct PyParam {
  std::string_view name;
  PyExprPtr annotation = nullptr;    ///< may be null
  PyExprPtr default_value = nullptr; ///< may be null
  SourceLoc loc;
};

enum class PyStmtKind : uint8_t {
  kFunctionDef, ///< decorators, name, params, returns, body
  kClassDef,    ///< decorators, name, body (bases ignored)
  kWith,        ///< `with e as t:` value = e, target = t (may be null), body
  kIf,          ///< value = test, body, orelse (`elif` is an If inside orelse)
  kFor,         ///< `for t in e:` target, value = e, body
  kAssign,      ///< `t = e` target, value
  kAnnAssign,   ///< `t: a = e` target, annotation, value (may be null)
  kAugAssign,   ///< `t += e` target, value, op
  kReturn,      ///< value (may be null)
  kExpr,        ///< value
  kPass,
  kImport, ///< `import x` / `from x import y as z` (ignored by the readers)
};

struct PyStmt {
  PyStmtKind kind = PyStmtKind::kPass;
  SourceLoc loc;
  /// The arena block (PyArena::block_index) where this statement's nodes begin: a reader that is
  /// done with statements may release the blocks before the next statement's.
  uint32_t arena_block = 0;
  std::string_view name; ///< kFunctionDef / kClassDef
  std::string_view op;   ///< kAugAssign: "+=", ...
  PyExprList decorators;
  std::span<PyParam> params;
  PyExprPtr returns = nullptr;
  PyExprPtr target = nullptr;
  PyExprPtr annotation = nullptr;
  PyExprPtr value = nullptr;
  PyStmtList body;
  PyStmtList orelse;
};

/// A whole source file, and the arena that holds its tree.
struct PyModule {
  std::unique_ptr<PyArena> arena = std::make_unique<PyArena>();
  PyStmtList body;
};

} // namespace rxv::sem::py
