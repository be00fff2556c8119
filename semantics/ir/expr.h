#pragma once
/// Relax expressions, bindings and binding blocks (spec 000, grammar; semantics in
/// shared/spec/structinfo-and-semantics.md). Nodes are immutable once built and shared by pointer;
/// a Var's identity is its node's address (names are hints: two variables may share a name).
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "semantics/ir/attrs.h"
#include "semantics/ir/ndarray.h"
#include "semantics/ir/node_cast.h"
#include "semantics/ir/prim_expr.h"
#include "semantics/ir/struct_info.h"

namespace rxv::sem {

/// Every Relax expression kind, listed once.
// clang-format off
#define RXV_EXPR_KINDS(X)                                                                \
  X(Constant) X(Tuple) X(Var) X(DataflowVar) X(GlobalVar) X(ShapeExpr) X(PrimValue)      \
  X(StringImm) X(DataTypeImm) X(Function) X(ExternFunc) X(Op) X(Call) X(If)              \
  X(TupleGetItem) X(SeqExpr)
// clang-format on

enum class ExprKind : uint8_t {
#define RXV_X(name) k##name,
  RXV_EXPR_KINDS(RXV_X)
#undef RXV_X
};
const char* expr_kind_name(ExprKind k);

struct ExprNode {
  ExprKind kind;
  SourceLoc loc;
  virtual ~ExprNode() = default;

protected:
  explicit ExprNode(ExprKind k) : kind(k) {}
};

/// Constant(data): a tensor literal. `R.const(value, dtype)`.
struct ConstantNode : ExprNode {
  NDArray data;
  /// R.dist.const: the DTensorStructInfo the constant is declared with (its StructInfo then);
  /// null for a plain R.const, whose StructInfo is its data's shape and dtype.
  StructInfo dist_sinfo;
  ConstantNode() : ExprNode(ExprKind::kConstant) {}
  static bool classof(ExprKind k) { return k == ExprKind::kConstant; }
};

/// Tuple(fields). `(a, b)`; the empty tuple is `R.tuple()`.
struct TupleNode : ExprNode {
  std::vector<Expr> fields;
  TupleNode() : ExprNode(ExprKind::kTuple) {}
  static bool classof(ExprKind k) { return k == ExprKind::kTuple; }
};

/// Var / DataflowVar (kind says which). `sinfo` is the annotation, if any.
struct VarNode : ExprNode {
  std::string name;
  StructInfo sinfo; ///< may be null
  explicit VarNode(bool dataflow = false)
      : ExprNode(dataflow ? ExprKind::kDataflowVar : ExprKind::kVar) {}
  bool is_dataflow() const { return kind == ExprKind::kDataflowVar; }
  static bool classof(ExprKind k) { return k == ExprKind::kVar || k == ExprKind::kDataflowVar; }
};
using Var = std::shared_ptr<const VarNode>;

/// GlobalVar(name): refers to a function of the enclosing IRModule by name (`cls.name`).
struct GlobalVarNode : ExprNode {
  std::string name;
  GlobalVarNode() : ExprNode(ExprKind::kGlobalVar) {}
  static bool classof(ExprKind k) { return k == ExprKind::kGlobalVar; }
};

/// ShapeExpr(values). `R.shape([n, 4])`.
struct ShapeExprNode : ExprNode {
  std::vector<PrimExpr> values;
  ShapeExprNode() : ExprNode(ExprKind::kShapeExpr) {}
  static bool classof(ExprKind k) { return k == ExprKind::kShapeExpr; }
};

/// PrimValue(value). `R.prim_value(...)`.
struct PrimValueNode : ExprNode {
  PrimExpr value;
  PrimValueNode() : ExprNode(ExprKind::kPrimValue) {}
  static bool classof(ExprKind k) { return k == ExprKind::kPrimValue; }
};

/// StringImm(value). `R.str("...")`.
struct StringImmNode : ExprNode {
  std::string value;
  StringImmNode() : ExprNode(ExprKind::kStringImm) {}
  static bool classof(ExprKind k) { return k == ExprKind::kStringImm; }
};

/// DataTypeImm(value). `R.dtype("float32")`.
struct DataTypeImmNode : ExprNode {
  DataType value;
  DataTypeImmNode() : ExprNode(ExprKind::kDataTypeImm) {}
  static bool classof(ExprKind k) { return k == ExprKind::kDataTypeImm; }
};

/// Function(params, body, ret_struct_info?, is_pure, attrs). Evaluates to a closure.
struct FunctionNode : ExprNode {
  std::vector<Var> params;
  Expr body;
  StructInfo ret_sinfo; ///< may be null
  bool is_pure = true;
  Attrs attrs;
  FunctionNode() : ExprNode(ExprKind::kFunction) {}
  static bool classof(ExprKind k) { return k == ExprKind::kFunction; }
};
using Function = std::shared_ptr<const FunctionNode>;

/// ExternFunc(global_symbol): a PackedFunc looked up by name. `R.ExternFunc("name")`.
struct ExternFuncNode : ExprNode {
  std::string global_symbol;
  /// `R.ExternFunc(name, sinfo)`: the declared StructInfo (a FuncStructInfo); null: an impure
  /// opaque function whose calls take their result from sinfo_args.
  StructInfo sinfo;
  ExternFuncNode() : ExprNode(ExprKind::kExternFunc) {}
  static bool classof(ExprKind k) { return k == ExprKind::kExternFunc; }
};

/// Op(name): a built-in operator, e.g. "relax.add"; valid only as a callee (WF-9).
struct OpNode : ExprNode {
  std::string name;
  OpNode() : ExprNode(ExprKind::kOp) {}
  static bool classof(ExprKind k) { return k == ExprKind::kOp; }
};

/// Call(op, args, sinfo_args, attrs).
struct CallNode : ExprNode {
  Expr op;
  std::vector<Expr> args;
  std::vector<StructInfo> sinfo_args;
  Attrs attrs;
  CallNode() : ExprNode(ExprKind::kCall) {}
  static bool classof(ExprKind k) { return k == ExprKind::kCall; }
};

/// If(cond, true_branch, false_branch).
struct IfNode : ExprNode {
  Expr cond, true_branch, false_branch;
  IfNode() : ExprNode(ExprKind::kIf) {}
  static bool classof(ExprKind k) { return k == ExprKind::kIf; }
};

/// TupleGetItem(tuple_value, index). `t[i]`.
struct TupleGetItemNode : ExprNode {
  Expr tuple;
  int64_t index = 0;
  TupleGetItemNode() : ExprNode(ExprKind::kTupleGetItem) {}
  static bool classof(ExprKind k) { return k == ExprKind::kTupleGetItem; }
};

/// VarBinding(var, value) or, when `is_match_cast`, MatchCast(var, struct_info, value).
/// A binding written as a bare expression statement binds a Var named "_".
struct Binding {
  Var var;
  Expr value;
  bool is_match_cast = false;
  StructInfo match_sinfo; ///< MatchCast only
  SourceLoc loc;
};

/// Starts loading `b`'s variable and value nodes: a walk over a block whose nodes do not fit the
/// caches calls it for a binding some way ahead, so that it does not wait for each node in turn.
inline void prefetch_nodes(const Binding& b) {
  __builtin_prefetch(b.var.get());
  __builtin_prefetch(b.value.get());
}

/// BindingBlock(bindings) or DataflowBlock(bindings).
struct BindingBlock {
  bool is_dataflow = false;
  std::vector<Binding> bindings;
  SourceLoc loc;
};

/// SeqExpr(blocks, body).
struct SeqExprNode : ExprNode {
  std::vector<BindingBlock> blocks;
  Expr body;
  SeqExprNode() : ExprNode(ExprKind::kSeqExpr) {}
  static bool classof(ExprKind k) { return k == ExprKind::kSeqExpr; }
};

// Convenience constructors (used by passes, generators and tests; the reader fills nodes directly).
Var make_relax_var(std::string name, StructInfo sinfo = nullptr, bool dataflow = false,
                   SourceLoc loc = {});
Expr make_op(std::string name, SourceLoc loc = {});
Expr make_global_var(std::string name, SourceLoc loc = {});
Expr make_call(Expr op, std::vector<Expr> args, Attrs attrs = {},
               std::vector<StructInfo> sinfo_args = {}, SourceLoc loc = {});
Expr make_tuple(std::vector<Expr> fields, SourceLoc loc = {});
Expr make_shape_expr(std::vector<PrimExpr> values, SourceLoc loc = {});

} // namespace rxv::sem
