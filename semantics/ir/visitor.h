#pragma once
/// The one IR walker (DESIGN, style rule 2): dispatch on a node's kind, generated from the kind
/// lists (RXV_EXPR_KINDS, RXV_SINFO_KINDS, RXV_STMT_KINDS), and the read-only visitors built on it.
/// Structural equality and hashing (structural_walk.h) dispatch through the same functions;
/// collectors derive from ExprVisitor / StructInfoVisitor (or call for_each_prim_node) and
/// override the node kinds they care about.
///
/// A new node kind added to a list without a `visit` overload (or a structural rule) for its node
/// type fails to compile here, so no walker can forget it.
#include <cstddef>
#include <vector>

#include "semantics/ir/expr.h"
#include "semantics/ir/struct_info.h"
#include "semantics/ir/tir.h"
#include "semantics/support/assert.h"

namespace rxv::sem {

/// The node type of each kind is `<Kind>Node` (expressions), `<Kind>SInfo` (StructInfo) and
/// `<Kind>Stmt` (TIR statements); a DataflowVar is a VarNode of kind kDataflowVar.
using DataflowVarNode = VarNode;

/// Calls `f(node)` with `e` cast to the node type of its kind.
template <class F> decltype(auto) dispatch_expr(const ExprNode& e, F&& f) {
  switch (e.kind) {
#define RXV_X(name)                                                                                \
  case ExprKind::k##name: return f(static_cast<const name##Node&>(e));
    RXV_EXPR_KINDS(RXV_X)
#undef RXV_X
  }
  RXV_UNREACHABLE();
}

/// Calls `f(node)` with `s` cast to the node type of its kind.
template <class F> decltype(auto) dispatch_sinfo(const StructInfoNode& s, F&& f) {
  switch (s.kind) {
#define RXV_X(name)                                                                                \
  case SInfoKind::k##name: return f(static_cast<const name##SInfo&>(s));
    RXV_SINFO_KINDS(RXV_X)
#undef RXV_X
  }
  RXV_UNREACHABLE();
}

/// Calls `f(node)` with `s` cast to the node type of its kind.
template <class F> decltype(auto) dispatch_stmt(const StmtNode& s, F&& f) {
  switch (s.kind) {
#define RXV_X(name)                                                                                \
  case StmtKind::k##name: return f(static_cast<const name##Stmt&>(s));
    RXV_STMT_KINDS(RXV_X)
#undef RXV_X
  }
  RXV_UNREACHABLE();
}

/// Nesting followed by the visitors (Exprs, StructInfo); deeper IR is bad input, which the readers
/// reject, and is left unvisited rather than overflow the stack.
inline constexpr int kMaxVisitDepth = 1500;

/// Visits `root` and its operands in pre-order, left to right, iteratively (a long chain
/// `n + 1 + ... + 1` is as deep as it is long): `f(const PrimExpr& node)` is called on each
/// non-null node and returns whether to visit its operands. A BufferLoad's buffer is not entered
/// (its shape belongs to the PrimFunc that declares it). At most `kMaxPrimVisits` nodes (bad
/// input).
inline constexpr size_t kMaxPrimVisits = 1'000'000;
template <class F> void for_each_prim_node(const PrimExpr& root, F&& f) {
  std::vector<const PrimExpr*> stack;
  if (root) stack.push_back(&root);
  for (size_t steps = 0; !stack.empty() && steps < kMaxPrimVisits; ++steps) {
    const PrimExpr& e = *stack.back();
    stack.pop_back();
    if (!f(e)) continue;
    // Reversed, so that operands are visited left to right.
    for (auto it = e->operands.rbegin(); it != e->operands.rend(); ++it)
      if (*it) stack.push_back(&*it);
  }
}

/// Walks a StructInfo: each node by its kind's `visit`, whose defaults visit the children (Tuple
/// fields, a Func's parameters and result) and hand PrimExprs to `visit_prim` and a Tensor's shape
/// expression (a ShapeExpr or a Var) to `visit_shape`.
class StructInfoVisitor {
public:
  virtual ~StructInfoVisitor() = default;
  /// Visits `s` (null: nothing).
  void visit_sinfo(const StructInfo& s);

protected:
  /// A PrimExpr in the StructInfo (a Prim value, a Shape's or a Tensor's dimension). Default:
  /// nothing.
  virtual void visit_prim(const PrimExpr& e);
  /// A Tensor's shape expression, non-null. Default: its dimensions to `visit_prim` when it is a
  /// ShapeExpr.
  virtual void visit_shape(const Expr& shape);

  virtual void visit(const ObjectSInfo& s);
  virtual void visit(const PrimSInfo& s);
  virtual void visit(const ShapeSInfo& s);
  virtual void visit(const TensorSInfo& s);
  virtual void visit(const TupleSInfo& s);
  virtual void visit(const DTensorSInfo& s); ///< its tensor part
  virtual void visit(const FuncSInfo& s);

private:
  int depth_ = 0;
};

/// Walks a Relax expression: each node by its kind's `visit`, whose defaults visit the
/// subexpressions in evaluation order. Variables reach `visit(const VarNode&)` at their uses and
/// `visit_var_def` where they are bound (function parameters, bindings). StructInfo (annotations,
/// `sinfo_args`, MatchCast patterns, ExternFunc signatures) reaches `visit_sinfo`, which walks it:
/// its PrimExprs go to `visit_prim`, a Tensor's shape expression to `visit_expr`. PrimExprs of
/// ShapeExpr and PrimValue go to `visit_prim`, which does nothing by default. Attributes are not
/// walked.
class ExprVisitor {
public:
  virtual ~ExprVisitor() = default;
  /// Visits `e` (null: nothing).
  void visit_expr(const Expr& e);
  /// A StructInfo in an expression (null: nothing). Default: walks it as said above.
  virtual void visit_sinfo(const StructInfo& s);
  /// A PrimExpr in an expression or its StructInfo (null: nothing). Default: nothing.
  virtual void visit_prim(const PrimExpr& e);

protected:
  /// A binding: its value, then its MatchCast pattern, then the variable it defines.
  virtual void visit_binding(const Binding& b);
  /// A variable where it is bound (non-null). Default: its annotation to `visit_sinfo`.
  virtual void visit_var_def(const Var& v);

  virtual void visit(const ConstantNode& e);
  virtual void visit(const TupleNode& e);
  /// A use of a Var or a DataflowVar.
  virtual void visit(const VarNode& e);
  virtual void visit(const GlobalVarNode& e);
  virtual void visit(const ShapeExprNode& e);
  virtual void visit(const PrimValueNode& e);
  virtual void visit(const StringImmNode& e);
  virtual void visit(const DataTypeImmNode& e);
  virtual void visit(const FunctionNode& e);
  virtual void visit(const ExternFuncNode& e);
  virtual void visit(const OpNode& e);
  virtual void visit(const CallNode& e);
  virtual void visit(const IfNode& e);
  virtual void visit(const TupleGetItemNode& e);
  virtual void visit(const SeqExprNode& e);

private:
  int depth_ = 0;
};

} // namespace rxv::sem
