#include "semantics/ir/expr.h"

#include "semantics/ir/tir.h"
#include "semantics/support/assert.h"

namespace rxv::sem {

const char* expr_kind_name(ExprKind k) {
  switch (k) {
#define RXV_X(name)                                                                                \
  case ExprKind::k##name: return #name;
    RXV_EXPR_KINDS(RXV_X)
#undef RXV_X
  }
  RXV_UNREACHABLE();
}

const char* stmt_kind_name(StmtKind k) {
  switch (k) {
#define RXV_X(name)                                                                                \
  case StmtKind::k##name: return #name;
    RXV_STMT_KINDS(RXV_X)
#undef RXV_X
  }
  RXV_UNREACHABLE();
}

Var make_relax_var(std::string name, StructInfo sinfo, bool dataflow, SourceLoc loc) {
  auto n = std::make_shared<VarNode>(dataflow);
  n->name = std::move(name);
  n->sinfo = std::move(sinfo);
  n->loc = loc;
  return n;
}

Expr make_op(std::string name, SourceLoc loc) {
  auto n = std::make_shared<OpNode>();
  n->name = std::move(name);
  n->loc = loc;
  return n;
}

Expr make_global_var(std::string name, SourceLoc loc) {
  auto n = std::make_shared<GlobalVarNode>();
  n->name = std::move(name);
  n->loc = loc;
  return n;
}

Expr make_call(Expr op, std::vector<Expr> args, Attrs attrs, std::vector<StructInfo> sinfo_args,
               SourceLoc loc) {
  auto n = std::make_shared<CallNode>();
  n->op = std::move(op);
  n->args = std::move(args);
  n->attrs = std::move(attrs);
  n->sinfo_args = std::move(sinfo_args);
  n->loc = loc;
  return n;
}

Expr make_tuple(std::vector<Expr> fields, SourceLoc loc) {
  auto n = std::make_shared<TupleNode>();
  n->fields = std::move(fields);
  n->loc = loc;
  return n;
}

Expr make_shape_expr(std::vector<PrimExpr> values, SourceLoc loc) {
  auto n = std::make_shared<ShapeExprNode>();
  n->values = std::move(values);
  n->loc = loc;
  return n;
}

} // namespace rxv::sem
