#pragma once
/// Helpers shared by the PrimExpr reader, the TIR reader's files and the Relax reader (not a public
/// interface). The syntax helpers live in tir_reader_syntax.cpp.
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "semantics/ir/tir.h"
#include "semantics/script/prim_expr_reader.h"
#include "semantics/script/type_vars.h"

namespace rxv::sem::detail {

/// Like read_prim_expr, but a bare Python literal (`0`, `-1`, `0.5`, `2 * 3`) takes `want` as its
/// dtype, as TVMScript does for a stored value or a let-bound value. A typed value is returned as
/// it is: the caller checks its dtype.
PrimExpr read_prim_expr_as(const py::PyExpr& e, const PrimScope& scope, DataType want,
                           DiagnosticSink& sink);

/// Whether `e` is a bare Python number (or arithmetic on bare numbers): it has no dtype of its own.
bool is_bare_literal(const py::PyExpr& e);

/// `T.max`, `R.nn.relu`, `x`: the dotted name of a Name/Attribute chain with the `tirx` prefix
/// spelled `T`; empty when `e` is not such a chain.
std::string dotted_name(const py::PyExpr& e);
/// The name of a TIR statement call with TVM >= 0.26's block spellings mapped to the classic
/// ones: `T.sblock_alloc_buffer` is `T.alloc_buffer`, `T.sblock_attr` is `T.block_attr` (as
/// `T.sblock` is `T.block`).
std::string canonical_tir_name(std::string name);

/// A short rendering of `e` for messages: `R.add(...)`, `A[...]`, `"abc"`, `3`.
std::string describe(const py::PyExpr& e);

/// The dtype named by a `T.<dtype>` function or annotation name (`T.int64` → int64); nullopt when
/// the name is not a scalar dtype (handle and void are not).
std::optional<DataType> dtype_of_name(std::string_view dotted);

/// `e` as canonical source text: one space around binary operators, `, ` between items, strings in
/// double quotes, parentheses where the source had them. Used for attribute values kept raw.
std::string source_text(const py::PyExpr& e);

/// An attribute value (`T.func_attr`, `T.block_attr`): Python literals, lists, tuples and dicts
/// structurally, `T.bool(True)` as a bool, other PrimExprs as kPrimExpr, anything else kRaw.
AttrValue read_attr_value(const py::PyExpr& e, const PrimScope& scope, DiagnosticSink& sink);

/// Checks that `call` has between `min_args` and `max_args` positional arguments and no keywords;
/// reports and returns false otherwise. `written` is the callee as the source spells it.
bool check_call(const py::PyExpr& call, std::string_view written, size_t min_args, size_t max_args,
                DiagnosticSink& sink);

/// The TIR reader's state for one PrimFunc. Split over tir_reader.cpp (function, parameters,
/// declarations, scoping), tir_reader_stmt.cpp (statements and loops) and tir_reader_block.cpp
/// (blocks, axes, regions).
class TirReader {
public:
  explicit TirReader(DiagnosticSink& sink);
  TirReader(const TirReader&) = delete; // scope_ captures `this`
  TirReader& operator=(const TirReader&) = delete;
  PrimFunc read_function(const py::PyStmt& def, const TypeVarNames& type_vars);

private:
  /// Where a statement list sits; decides which declarations it may hold.
  enum class Level : uint8_t {
    kFunction, ///< the function body: func_attr, match_buffer, root allocations
    kRoot,     ///< inside an explicit `with T.block("root"):`
    kBlock,    ///< directly inside a block: axes, where, reads/writes, allocations, init
    kNested,   ///< inside a loop, if, or init: statements only
  };
  struct Context {
    Level level;
    BlockStmt* block = nullptr; ///< kBlock: the block being filled
  };
  /// One name in scope: a variable or a buffer. A stack; scopes are marks into it.
  struct Binding {
    std::string name;
    PrimExpr var;
    Buffer buffer;
  };
  struct LoopInfo {
    PrimExpr min, extent;
  };
  /// Block header parts already given, to reject a second `T.reads` etc.
  enum SeenBit : unsigned {
    kSeenReads = 1,
    kSeenWrites = 2,
    kSeenWhere = 4,
    kSeenInit = 8,
    kSeenAttr = 16
  };
  /// Statement kinds an assignment can be; decides whether it scopes over what follows (a let).
  enum class AssignKind : uint8_t { kLet, kOther };
  static AssignKind classify(const py::PyStmt& s);

  // tir_reader.cpp
  bool failed() const { return sink_.num_errors() > errors_at_start_; }
  void error(SourceLoc loc, std::string message) { sink_.error(loc, std::move(message)); }
  /// Reports when `e` is not an integer (loop bounds, indices, shapes); false after reporting.
  bool require_int(const PrimExpr& e, SourceLoc loc, const char* what);
  size_t mark() const { return bindings_.size(); }
  void pop_to(size_t m) { bindings_.resize(m); }
  void bind_var(std::string_view name, PrimExpr var);
  void bind_buffer(std::string_view name, Buffer buf);
  PrimExpr lookup_var(std::string_view name) const;
  Buffer lookup_buffer(std::string_view name) const;
  PrimExpr expr(const py::PyExpr& e);
  PrimExpr expr_as(const py::PyExpr& e, DataType want);
  /// Reads `a` and `b` to one dtype (a bare literal adopts the other's); false after reporting.
  bool expr_pair(const py::PyExpr& a, const py::PyExpr& b, PrimExpr& out_a, PrimExpr& out_b);
  /// hi - lo, folded for constants and for `hi == lo + e`.
  static PrimExpr extent_of(const PrimExpr& lo, const PrimExpr& hi, SourceLoc loc);
  bool read_decorator(const py::PyStmt& def, bool& is_private);
  bool read_params(const py::PyStmt& def);
  /// A buffer dimension written as a string (`"n * T.int64(3)"`, TVM's print of a dimension whose
  /// variables no earlier parameter defines). In the signature its first occurrence defines the
  /// variables that are not yet bound (TVM's "match scope"): with the dtype of the scalar
  /// parameter of that name if there is one, else int32; elsewhere every name must be bound.
  PrimExpr read_dim_string(const py::PyExpr& s);
  void define_match_vars(const py::PyExpr& e);
  /// A buffer from `T.Buffer`/`T.match_buffer`/`T.alloc_buffer` arguments starting at `first`.
  Buffer read_buffer_spec(const py::PyExpr& call, size_t first, std::string_view name,
                          std::string_view written);
  bool read_func_attr(const py::PyExpr& call);
  void read_var_decl(const py::PyExpr& target, const py::PyExpr& call, DataType dt);
  void read_match_buffer(const py::PyStmt& s, const py::PyExpr& call, Context ctx);
  void read_alloc_buffer(const py::PyStmt& s, const py::PyExpr& call, Context ctx);

  // tir_reader_stmt.cpp
  /// A statement list as one statement (SeqStmt, the single statement, or `T.evaluate(0)` when
  /// empty); its declarations are scoped to it.
  Stmt read_body(py::PyStmtList body, Context ctx);
  /// One statement; null when it only declared something or failed.
  Stmt read_stmt(const py::PyStmt& s, Context ctx);
  /// `x = e` / `x: T.int32 = e`: a LetStmt whose body the caller fills; null after reporting.
  std::shared_ptr<LetStmt> read_let(const py::PyStmt& s);
  Stmt read_expr_stmt(const py::PyStmt& s, Context ctx);
  /// `return e` in a function with a return annotation: `T.evaluate(T.ret(e))`.
  Stmt read_return(const py::PyStmt& s);
  Stmt read_assign(const py::PyStmt& s, Context ctx);
  Stmt read_store(const py::PyStmt& s, const py::PyExpr& value, std::string_view aug_op);
  Stmt read_for(const py::PyStmt& s);
  Stmt read_if(const py::PyStmt& s);
  Stmt read_with(const py::PyStmt& s, Context ctx);

  // tir_reader_block.cpp
  Stmt read_block(const py::PyStmt& s, const py::PyExpr& call, Context ctx);
  void read_axis(const py::PyStmt& s, const py::PyExpr& call, Context ctx);
  void read_axis_remap(const py::PyStmt& s, const py::PyExpr& call, Context ctx);
  void read_block_call(const py::PyExpr& call, std::string_view name, Context ctx);
  bool read_regions(const py::PyExpr& call, std::vector<BufferRegion>& out);
  std::optional<BufferRegion> read_region(const py::PyExpr& e, std::string_view written);
  void read_init(const py::PyStmt& s, Context ctx);

  DiagnosticSink& sink_;
  size_t errors_at_start_;
  PrimScope scope_;
  std::vector<Binding> bindings_;
  std::unordered_map<const PrimExprNode*, LoopInfo> loops_; ///< loop var → its range (remap)
  /// `for iters in T.grid(...)`: the one name bound to all the loop variables (for T.axis.remap).
  std::unordered_map<std::string, std::vector<PrimExpr>> loop_tuples_;
  std::unordered_map<const BlockStmt*, unsigned> seen_; ///< SeenBits per block
  std::shared_ptr<PrimFuncNode> func_;
  std::vector<std::string> param_names_;
  bool in_signature_ = false; ///< reading parameter annotations (string dims define variables)
  /// Scalar parameters' dtypes (`k: T.int64`), for variables a string dim defines before them.
  std::unordered_map<std::string, DataType> signature_dtypes_;
  /// Variables defined by string dims; a later scalar parameter of that name is the same variable.
  std::unordered_map<std::string, PrimExpr> match_vars_;
};

} // namespace rxv::sem::detail
