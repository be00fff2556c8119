#pragma once
/// Private to the printer (printer.cpp, print_*.cpp): the shared printing state, one class whose
/// members are defined by concept across those files. Output goes into one std::string with
/// explicit indentation; names come from hash tables, so printing is linear in the size of the IR.
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "semantics/ir/module.h"
#include "semantics/script/printer.h"
#include "semantics/support/stable_vector.h"

namespace rxv::sem::print_detail {

/// A character of a Python identifier (ASCII: names the printer writes are ASCII).
inline bool is_ident_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

/// Literal spelling (docs/tvmscript-dialect.md, "PrimExpr"): in Relax, int64 literals are bare; in
/// TIR, int32 literals are. Every other literal dtype is spelled `T.<dtype>(v)`.
enum class LiteralRules : uint8_t { kRelax, kTir };

/// Sets the literal rules for a region of printing and restores the previous ones after it.
class RulesScope {
public:
  RulesScope(LiteralRules& rules, LiteralRules value) : rules_(rules), saved_(rules) {
    rules = value;
  }
  ~RulesScope() { rules_ = saved_; }
  RulesScope(const RulesScope&) = delete;
  RulesScope& operator=(const RulesScope&) = delete;

private:
  LiteralRules& rules_;
  LiteralRules saved_;
};

/// Nesting beyond this depth prints as `...`, so that pathological IR cannot overflow the stack:
/// expressions, and statements (which also indent, so their bound is lower).
inline constexpr int kMaxNesting = 4000;
inline constexpr int kMaxStatementNesting = 1000;

/// Appends `v` in decimal.
void append_int(std::string& out, int64_t v);
/// Appends `v` as an unsigned decimal (uint64 values are stored in int64 fields).
void append_uint(std::string& out, uint64_t v);
/// Appends a finite double so that it reads back to the same double, always with a '.' or an
/// exponent (`1.0`, `1e-05`, `0.5`). Not for inf/nan (callers spell those per context).
void append_finite_double(std::string& out, double v);
/// Appends a double-quoted Python string literal.
void append_quoted(std::string& out, std::string_view s);

/// Printed names. A name is defined the first time its key (a node address) is seen, as its hint
/// made unique among the names in use (`x`, `x_1`, ...); `_` is never renamed. Scopes release the
/// names defined in them, so sibling TIR loops (or sibling closures) may reuse a name as TVM does.
/// Both tables are open-addressing hash tables: printing does a lookup per variable occurrence.
class NameTable {
public:
  /// `names`: about how many names the table will hold (its tables are sized for them up front).
  explicit NameTable(size_t names = 0);
  /// The printed name of `key`, defining it from `hint` in the current scope if it has none yet.
  std::string_view define(const void* key, std::string_view hint);
  /// Like define, but a new name lives until the table dies (for uses outside any definition).
  std::string_view define_root(const void* key, std::string_view hint);
  void push_scope() { scopes_.push_back(scoped_.size()); }
  void pop_scope();
  /// Starts loading the slots that define(key, hint) will probe first: a printer that knows
  /// which variable comes a few bindings later hides the misses of tables larger than the caches.
  void prefetch(const void* key, std::string_view hint) const;

private:
  struct KeySlot {
    const void* key = nullptr; ///< null: empty; kDeadKey: erased
    uint32_t name = 0;         ///< index into names_
  };
  struct NameSlot {
    uint32_t name = kEmptyName; ///< index into names_, or kEmptyName / kDeadName
    uint32_t hash = 0;
  };
  static constexpr uint32_t kEmptyName = ~0u;
  static constexpr uint32_t kDeadName = ~0u - 1;

  KeySlot* find_key(const void* key);
  void insert_key(const void* key, uint32_t name);
  NameSlot* find_used(std::string_view name, uint32_t hash);
  /// Adds `name` to the names in use unless it is; false if it was.
  bool try_use(std::string_view name);
  uint32_t make(std::string_view hint);
  void grow_keys();
  void grow_used();

  StableVector<std::string> names_; ///< every name made (stable addresses); [0] is "_"
  std::vector<KeySlot> keys_;       ///< key -> name
  size_t live_keys_ = 0, dead_keys_ = 0;
  std::vector<NameSlot> used_; ///< the names in use
  size_t live_used_ = 0, dead_used_ = 0;
  std::unordered_map<std::string, uint32_t> next_suffix_;
  std::vector<const void*> scoped_; ///< keys defined inside scopes, in order
  std::vector<size_t> scopes_;      ///< start of each open scope in `scoped_`
};

/// Where a Relax function is printed: it decides its decorator and `global_symbol` handling.
enum class FuncPlace : uint8_t { kModule, kNested };

class ScriptPrinter {
public:
  /// `raw_names`: print every variable by its own name (diagnostics), without a name table.
  explicit ScriptPrinter(bool raw_names) : raw_names_(raw_names) {}

  std::string take() { return std::move(out_); }

  // --- printer.cpp: layout and names ---
  /// `reserve_bytes`: PrintOptions::reserve_bytes.
  void module(const IRModule& mod, size_t reserve_bytes = 0);
  /// Starts a line at the current indentation.
  void begin_line() { out_.append(size_t(indent_) * 4, ' '); }
  void end_line() { out_ += '\n'; }
  /// The `T.` / `R.` prefixes: they also record which header lines the text needs.
  void t_prefix() {
    uses_tir_ = true;
    out_ += "T.";
  }
  void r_prefix() {
    uses_relax_ = true;
    out_ += "R.";
  }
  /// The printed name of a node, defined on first sight.
  std::string_view name_of(const void* key, std::string_view hint);
  /// Defines a printed name at its binding site.
  std::string_view define_name(const void* key, std::string_view hint);
  /// Runs `f` with output redirected to a fresh string and returns that string.
  template <class F> std::string capture(F&& f) {
    std::string saved;
    saved.swap(out_);
    f();
    saved.swap(out_);
    return saved;
  }

  // --- print_prim_expr.cpp ---
  void prim_expr(const PrimExpr& e, int depth = 0);
  /// `T.int64(3)`-style literal whatever the rules, so that attrs keep their dtype.
  void prim_expr_typed(const PrimExpr& e);
  void dtype_literal_prefix(DataType dt); ///< `T.float32`
  LiteralRules rules_ = LiteralRules::kRelax;
  Dialect dialect_ = Dialect::kClassic;
  /// Set when a TIR block is printed: the PrimFunc's decorator then says `s_tir=True` (kTvm027).
  bool printed_block_ = false;

  // --- print_struct_info.cpp ---
  /// `sig`: inside a Relax signature, where PrimExprs that mention a variable this function
  /// declares print as strings (`"n * 2"`).
  void struct_info(const StructInfo& s, bool sig, int depth = 0);
  void attr_value(const AttrValue& v, int depth = 0);
  /// `{"k": v, ...}`, leaving out `skip_key` (if not null).
  void attrs_dict(const Attrs& attrs, const char* skip_key = nullptr);
  void constant(const NDArray& data);
  /// `R.device_mesh((2, 2), I.Range(0, 4))`.
  void device_mesh(const DeviceMesh& m);
  /// The module's global infos (for a DTensor's `"mesh[0]"`); null outside a module.
  const Attrs* global_infos_ = nullptr;

  // --- print_relax_expr.cpp ---
  /// A Relax expression in expression position.
  void expr(const Expr& e, int depth = 0);
  std::string_view var_name(const VarNode* v);
  bool in_module_ = false; ///< GlobalVars print as `cls.name` (else by their bare name)

  // --- print_relax.cpp ---
  /// A Relax function definition at the current indentation, named `name` (already defined).
  void relax_function(std::string_view name, const FunctionNode& fn, FuncPlace place);

  // --- print_tir.cpp ---
  /// A PrimFunc definition at the current indentation.
  void prim_func(std::string_view name, const PrimFuncNode& fn);

private:
  // print_prim_expr.cpp
  void prim_operand(const PrimExpr& e, int min_prec, int depth);
  void prim_literal(const PrimExprNode& e, bool typed);
  void prim_call_args(const std::vector<PrimExpr>& args, int depth);
  // print_struct_info.cpp
  void sig_prim(const PrimExpr& e, bool sig, int depth);
  /// A Tensor or DTensor annotation's shape: `(n, 4)` for a ShapeExpr, else the expression.
  void sinfo_shape(const Expr& shape, bool sig, int depth);
  void dtensor(const DTensorSInfo& t, bool sig, int depth);
  void note_prefixes(std::string_view text);
  void constant_elems(const NDArray& data, size_t dim, size_t& pos);
  void constant_elem(const NDArray& data, size_t i);
  // print_relax_expr.cpp
  void op_name(const std::string& name);
  /// `R.hint_on_device(x, R.device(device_type=1, index=0), "global")`, as TVM prints it.
  void hint_on_device(const CallNode& c, int depth);
  void call(const CallNode& c, int depth);
  void call_kwargs(const CallNode& c, bool& first, int depth);
  void seq_expr_inline(const SeqExprNode& s, int depth);
  void function_inline(const FunctionNode& f, int depth);
  // print_relax.cpp
  void seq_blocks(const SeqExprNode& s);
  /// The bindings of one block, in order (prefetching ahead: prefetch_nodes).
  void bindings(const std::vector<Binding>& bs);
  void binding(const Binding& b);
  void if_binding(const Binding& b, const IfNode& node);
  void branch(const Expr& e, std::string_view name, const Var& var);
  void var_annotation(const Var& v);
  // printer.cpp
  /// Ends an indented suite that started at `start` in the output: an empty one gets `pass`.
  void close_suite(size_t start);
  // print_tir.cpp
  void buffer_decl(const BufferNode& buf, const char* fn, std::string_view handle);
  void buffer_indices(const Buffer& buf, const std::vector<PrimExpr>& indices, int depth);
  void shape_tuple(const std::vector<PrimExpr>& shape);
  // print_tir_stmt.cpp
  void stmt(const Stmt& s, int depth);
  void for_stmt(const ForStmt& f, int depth);
  void block_stmt(const BlockStmt& b, int depth);
  void iter_vars(const BlockStmt& b);
  void buffer_region(const BufferRegion& r);

  std::string out_;
  int indent_ = 0;
  bool raw_names_;
  bool uses_tir_ = false;
  bool uses_relax_ = false;
  NameTable names_;
  std::string module_name_ = "Module";
  /// Relax: shape variables declared by the functions being printed (closures see them).
  std::unordered_set<const PrimExprNode*> declared_shape_vars_;
  bool cls_visible_ = false;  ///< an enclosing function printed `cls = Module`
  int statement_nesting_ = 0; ///< Relax Ifs and closures around the binding being printed
  /// TIR: the loops around the statement being printed (for T.axis.remap).
  std::vector<const ForStmt*> loops_;
};

} // namespace rxv::sem::print_detail
