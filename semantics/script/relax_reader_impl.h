#pragma once
/// The Relax reader's state, shared by its files (not a public interface; see reader.h):
///   relax_reader.cpp        the file, the module class, functions and their signatures
///   relax_reader_body.cpp   statements: bindings, blocks, dataflow, If, nested functions
///   relax_reader_expr.cpp   expressions and calls (ops, call_tir, call_packed, ...)
///   relax_reader_const.cpp  R.const tensor literals
///   relax_reader_sinfo.cpp  StructInfo annotations and shape dimensions
///   relax_reader_attrs.cpp  attribute values (R.func_attr, module attrs, op keywords)
/// Every method reports bad input to `sink_` and returns null (or nothing); the reader keeps going
/// after an error in one statement so that one run reports the independent errors of a file.
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "semantics/ir/module.h"
#include "semantics/ops/op_signature.h"
#include "semantics/script/prim_expr_reader.h"
#include "semantics/script/py_ast.h"
#include "semantics/script/reader_scope.h"
#include "semantics/script/type_vars.h"
#include "semantics/support/diagnostic.h"
#include "semantics/support/pointer_ids.h"

namespace rxv::sem::relax_reader {

/// A list or tuple display (`[a, b]`, `(a, b)`): where the reader takes a sequence of items.
inline bool is_sequence(const py::PyExpr& e) {
  return e.kind == py::PyExprKind::kList || e.kind == py::PyExprKind::kTuple;
}

/// Where a list of statements sits; decides what is allowed in it.
enum class BodyKind : uint8_t {
  kFunction, ///< directly in a function body (R.func_attr allowed)
  kBranch,   ///< in an If branch
  kDataflow, ///< in a `with R.dataflow():` block
};

/// The value an If branch ends with: the right-hand side of its last statement, which binds `name`.
struct BranchEnd {
  std::string name; ///< empty when the branch does not end with a binding
  Expr value;
  StructInfo sinfo; ///< the last statement's annotation, if any
  SourceLoc name_loc;
  SourceLoc last_loc; ///< the last statement
};

class Reader {
public:
  explicit Reader(DiagnosticSink& sink);
  /// Translates a parsed file; the caller discards the result when errors were reported. The
  /// tree is consumed: the arena blocks of statements already read in long function bodies and
  /// dataflow blocks are released as reading goes on (release_read), so `file` is not to be read
  /// again.
  IRModule read_file(py::PyModule& file);
  void read_top_level(const py::PyModule& file, IRModule& mod);

  // ---- relax_reader.cpp
  void read_class(const py::PyStmt& cls, IRModule& mod);
  /// A `@R.function` def; `module_level` functions get the global_symbol attribute.
  Function read_function(const py::PyStmt& def, bool module_level);

  // ---- relax_reader_body.cpp
  /// Records the binding sites of `stmts` as forward sites of `frame` (see reader_scope.h).
  void prescan(py::PyStmtList stmts, bool dataflow, bool branch, FunctionFrame& frame);
  /// Pre-scans the enclosing functions not scanned yet; false when there were none.
  bool prescan_pending();
  /// Name resolution (reader_scope.h), pre-scanning on the first name that does not resolve.
  const RelaxName* lookup_relax(std::string_view name);
  PrimExpr lookup_shape(std::string_view name);
  /// The function body `stmts[first..]`, ending with `return`.
  Expr read_function_body(const py::PyStmt& def, size_t first);
  /// Prefetches the name-index slot of what a statement a little after `stmts[i]` (before `end`)
  /// binds (Scopes::prefetch).
  void prefetch_ahead(py::PyStmtList stmts, size_t i, size_t end);
  /// Reads `stmts[first, end)` into `blocks`; `parent` (the def whose body `stmts` is, or null)
  /// allows releasing the statements read.
  void read_stmts(py::PyStmtList stmts, size_t first, size_t end, std::vector<BindingBlock>& blocks,
                  BodyKind kind, const py::PyStmt* parent = nullptr);
  /// `body[0, n)` of `parent` (a def or a with) are read and never looked at again: frees the
  /// arena blocks that hold only them, and notes how many leading statements the pre-scan must
  /// skip. `release_end` is the block up to which this body was released already.
  void release_read(const py::PyStmt& parent, py::PyStmtList body, size_t n, uint32_t& release_end);
  /// The statements of `parent`'s body not released (all but the leading ones release_read freed).
  py::PyStmtList unreleased(const py::PyStmt& parent) const;
  /// One statement; a binding when it makes one (declarations and R.func_attr do not).
  std::optional<Binding> read_stmt(const py::PyStmt& s, BodyKind kind);
  void read_dataflow_block(const py::PyStmt& with, std::vector<BindingBlock>& blocks);
  /// `if c: ... else: ...` as an If expression; `end` describes the name both branches bind.
  Expr read_if(const py::PyStmt& s, BranchEnd& end);
  BranchEnd read_branch(py::PyStmtList stmts);
  std::optional<Binding> read_assign(const py::PyStmt& s);
  /// `a, b = value` (relax_reader_unpack.cpp): Python's unpacking of a tuple literal, or of a
  /// variable as TVM's parser does it (`a = t[0]`, `b = t[1]`); the bindings go to unpacked_.
  void read_unpack(const py::PyStmt& s);
  std::optional<Binding> read_expr_stmt(const py::PyStmt& s, BodyKind kind);
  std::optional<Binding> read_nested_function(const py::PyStmt& s);
  /// `n = T.int64()` / `n: T.int64`: binds the shape variable `name`.
  void declare_shape(const py::PyStmt& s, std::string_view name, DataType dtype);
  /// The variable a binding statement creates (the one a forward use created, if any).
  Var new_binding_var(const py::PyStmt& s, std::string_view name, SourceLoc loc, StructInfo sinfo);
  /// The name a statement binds as a Relax variable (an If: the name its branches bind), or null.
  const std::string_view* bound_name(const py::PyStmt& s) const;
  /// Grows the name and use tables for about `statements` more bindings.
  void reserve_for(size_t statements);
  /// Marks the bindings of the names in a dataflow block's final `R.output(...)`.
  void mark_outputs(py::PyStmtList body, FunctionFrame& frame);

  // ---- relax_reader_expr.cpp
  /// A Relax expression (binding right-hand side, argument, return value).
  Expr read_expr(const py::PyExpr& e);
  /// `t[i]` and `R.TupleGetItem(t, i)`: i a non-negative integer literal.
  Expr read_tuple_get_item(const py::PyExpr& tuple, const py::PyExpr& index, SourceLoc loc);
  Expr read_call(const py::PyExpr& e);
  // ---- relax_reader_op_call.cpp
  /// `R.<path>(...)` bound to the op's Python signature (op_signature.h); null after reporting.
  Expr read_op_call(const py::PyExpr& e, std::string_view path, const OpSignature& sig);
  /// True when a Python operator expression has a Relax value as an operand (a Relax variable,
  /// an `R.*` call, a tuple item), so that it means an op call rather than shape arithmetic.
  bool is_relax_operand(const py::PyExpr& e);
  /// `x + y`, `-x`, `x < y`, ... on Relax values: the op TVM's ExprWithOp maps the operator to;
  /// both operands must be Relax expressions (TVM: "Please convert 1 with `const` first").
  Expr read_operator(const py::PyExpr& e);
  Expr read_name(const py::PyExpr& e);
  /// `R.match_cast(value, sinfo)`: the value and the StructInfo, or false after reporting.
  bool read_match_cast(const py::PyExpr& call, Expr& value, StructInfo& sinfo);
  /// The function argument of call_tir and friends: a string names an ExternFunc.
  Expr read_callee_arg(const py::PyExpr& e, bool string_is_extern);
  /// `sinfo_args=` / `out_sinfo=`: one StructInfo or a tuple/list of them.
  bool read_sinfo_list(const py::PyExpr& e, std::vector<StructInfo>& out);

  // ---- relax_reader_const.cpp
  /// `R.const(value, dtype)`, or with `dist` `R.dist.const(value, R.DTensor(...))`.
  Expr read_const(const py::PyExpr& call, bool dist = false);

  // ---- relax_reader_sinfo.cpp
  /// A StructInfo annotation (`R.Tensor((n, 4), dtype="float32")`, `R.Object`, `T.int64`, ...).
  StructInfo read_sinfo(const py::PyExpr& e);
  /// True when `e` is spelled like a StructInfo (`R.Tensor...`, `R.Tuple`, ...).
  static bool looks_like_sinfo(const py::PyExpr& e);
  /// One shape dimension: an integer (int64), a PrimExpr, or a string holding one.
  PrimExpr read_dim(const py::PyExpr& e);
  /// A PrimExpr held in a string literal (`"n * 2"`): parsed, located inside the string, and
  /// read with names not yet declared creating int64 shape variables (TVMScript's signature rule).
  PrimExpr read_dim_string(const py::PyExpr& s, DataType literal_dtype = DataType::Int(64));
  bool read_dims(const py::PyExpr& list, std::vector<PrimExpr>& out);
  std::optional<DataType> read_dtype(const py::PyExpr& e, const char* what);
  /// The TensorStructInfo parts of `R.Tensor` / `R.DTensor` (`what`): shape, dtype, ndim.
  std::shared_ptr<TensorSInfo> read_tensor_parts(const py::PyExpr& e, const py::PyExpr* shape,
                                                 const py::PyExpr* dtype, const py::PyExpr* ndim,
                                                 const char* what);

  // ---- relax_reader_dist.cpp
  /// `R.device_mesh((2, 2), I.Range(0, 4))` / `R.device_mesh((2,), [0, 1])`; null after reporting.
  std::shared_ptr<const DeviceMesh> read_device_mesh(const py::PyExpr& e);
  /// `"mesh[0]"`: the R.device_mesh at that place of the module's global infos.
  std::shared_ptr<const DeviceMesh> lookup_device_mesh(const py::PyExpr& e);
  /// A device_mesh argument: a `"mesh[0]"` string or an R.device_mesh call.
  std::shared_ptr<const DeviceMesh> read_mesh_arg(const py::PyExpr& e);
  /// A placement string (`"S[0], R"`).
  std::optional<Placement> read_placement(const py::PyExpr& e);
  StructInfo read_dtensor(const py::PyExpr& e, const std::string& head);
  /// The module's I.module_global_infos once read (DTensor meshes refer to it); null before.
  const Attrs* global_infos_ = nullptr;

  // ---- relax_reader_attrs.cpp
  AttrValue read_attr_value(const py::PyExpr& e);
  /// `{"key": value, ...}` into `out` (later keys replace earlier ones); false after reporting.
  bool read_attr_dict(const py::PyExpr& e, const char* what, Attrs& out);

  /// read_prim_expr (or, with `literal_dtype`, read_prim_expr_as), recording where each shape
  /// variable in `e` is used.
  PrimExpr read_prim(const py::PyExpr& e, const PrimScope& scope,
                     std::optional<DataType> literal_dtype = std::nullopt);
  /// Records a use of a variable node at `loc` (IRModule::use_locs).
  void record_use(const void* var, SourceLoc loc) {
    if (!use_locs_ || !loc.known()) return;
    use_locs_->add(var, loc);
  }
  /// Called by the PrimScope callbacks: records the use of `var` at the next not yet matched
  /// occurrence of `name` in the expression read_prim is reading.
  void note_prim_use(std::string_view name, const PrimExpr& var);

  /// Reports `undefined variable 'name'` once per name and function (later ones are counted in
  /// suppressed_errors_ only).
  void report_undefined(const py::PyExpr& name);
  /// Grows with every error, reported or suppressed: a construct failed when it grew.
  size_t error_mark() const { return sink_.num_errors() + suppressed_errors_; }
  /// `metadata[...]`: reports and returns true.
  bool reject_metadata(const py::PyExpr& e);

  DiagnosticSink& sink_;
  size_t errors_at_start_;
  Scopes scopes_;
  /// The class name (`Module`) and the module's function names, for `cls.f` / `Module.f`.
  std::string class_name_;
  /// Module-level `n = TypeVar("n")` names (TVM >= 0.27; semantics/script/type_vars.h).
  TypeVarNames type_vars_;
  std::unordered_set<std::string> module_functions_;
  /// Shape names: plain lookup, and lookup-or-create for string dimensions.
  PrimScope prim_scope_, string_scope_;
  SourceLoc string_loc_;          ///< the string literal being read by read_dim_string
  bool in_signature_ = false;     ///< reading parameter / return annotations
  bool in_dataflow_ = false;      ///< bindings create DataflowVars
  Attrs* func_attrs_ = nullptr;   ///< where R.func_attr goes (the function being read)
  bool misplaced_return_ = false; ///< a return inside a block or branch was reported
  std::unordered_set<std::string> reported_undefined_;
  /// Unannotated variables bound to a call_tir / call_dps_packed of one tensor output: TVM's
  /// builder knows they are not tuples and wraps them into the argument tuple of such a call. A
  /// flat set (an id means "in the set"): one in eight bindings of a long block lands here.
  PointerIds dps_tensor_vars_;
  /// The bindings of the statement just read, when it made several (read_unpack): the caller of
  /// read_stmt appends them after its binding.
  std::vector<Binding> unpacked_;
  size_t suppressed_errors_ = 0;
  /// The file's arena (release_read); null: nothing is released.
  py::PyArena* arena_ = nullptr;
  /// Bodies (by their def or with statement) whose leading statements were released: how many.
  std::unordered_map<const py::PyStmt*, size_t> released_;
  /// Where uses are recorded (the module being read).
  UseLocs* use_locs_ = nullptr;
  /// The names in the expression read_prim is reading, in source order, for note_prim_use.
  struct PendingName {
    const std::string_view* name;
    SourceLoc loc;
    bool matched;
  };
  std::vector<PendingName> pending_names_;
};

} // namespace rxv::sem::relax_reader
