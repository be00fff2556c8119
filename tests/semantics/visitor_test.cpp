// The IR walker (semantics/ir/visitor.h) and the collectors written on it
// (semantics/ir/shape_vars.h): what each visitor reaches, in which order, and that deep or long
// input does not reach the C++ stack.
#include "semantics/ir/visitor.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "semantics/ir/shape_vars.h"
#include "tests/semantics/printer_test_util.h"

namespace rxv::sem {
namespace visitor_test {

using namespace ptest;

/// Records the kinds and variables an ExprVisitor reaches.
class Trace : public ExprVisitor {
public:
  std::vector<std::string> log;

  void visit_prim(const PrimExpr& e) override {
    if (is_var(e)) log.push_back("prim " + e->name);
  }

protected:
  using ExprVisitor::visit;
  void visit_var_def(const Var& v) override {
    log.push_back("def " + v->name);
    ExprVisitor::visit_var_def(v);
  }
  void visit(const VarNode& v) override { log.push_back("use " + v.name); }
  void visit(const CallNode& c) override {
    log.push_back("call");
    ExprVisitor::visit(c);
  }
  void visit(const OpNode& o) override { log.push_back("op " + o.name); }
};

Expr seq_of(std::vector<Binding> bindings, Expr body) {
  auto s = std::make_shared<SeqExprNode>();
  s->blocks.push_back(BindingBlock{false, std::move(bindings), {}});
  s->body = std::move(body);
  return s;
}

TEST(ExprVisitor, ReachesUsesDefinitionsAndStructInfoInEvaluationOrder) {
  PrimExpr n = make_var("n"), m = make_var("m");
  Var x = rvar("x", tensor({n, i64(4)}));
  Var s = rvar("s", make_shape_sinfo(std::vector<PrimExpr>{m}, 1));
  Var y = rvar("y", make_tensor_sinfo(Expr(s), kF32, 1));
  Binding b{y, make_call(make_op("relax.add"), {x, x}), false, nullptr, {}};
  auto fn = std::make_shared<FunctionNode>();
  fn->params = {x, s};
  fn->body = seq_of({b}, y);
  Trace t;
  t.visit_expr(fn);
  // Parameters with their annotations, then the binding's value, then the variable it defines
  // (its annotation's shape is the Var s: a use).
  std::vector<std::string> expected = {"def x", "prim n", "def s", "prim m", "call", "op relax.add",
                                       "use x", "use x",  "def y", "use s",  "use y"};
  EXPECT_EQ(t.log, expected);
}

TEST(ExprVisitor, EveryKindDispatches) {
  // One node of each kind inside a tuple: none is skipped or crashes.
  auto c = std::make_shared<ConstantNode>();
  auto str = std::make_shared<StringImmNode>();
  auto dt = std::make_shared<DataTypeImmNode>();
  auto ext = std::make_shared<ExternFuncNode>();
  auto pv = std::make_shared<PrimValueNode>();
  pv->value = make_var("k");
  auto tgi = std::make_shared<TupleGetItemNode>();
  Var t = rvar("t");
  tgi->tuple = t;
  auto cond = std::make_shared<IfNode>();
  cond->cond = rvar("c");
  cond->true_branch = make_global_var("g");
  cond->false_branch = make_shape_expr({make_var("j")});
  Var df = dfvar("d");
  Expr all = make_tuple({c, str, dt, ext, pv, tgi, cond, df, seq_of({}, make_tuple({}))});
  Trace tr;
  tr.visit_expr(all);
  std::vector<std::string> expected = {"prim k", "use t", "use c", "prim j", "use d"};
  EXPECT_EQ(tr.log, expected);
}

TEST(ExprVisitor, DeepNestingStopsInsteadOfOverflowing) {
  Expr e = rvar("leaf");
  for (int i = 0; i < 3000; ++i) e = make_tuple({e});
  Trace t;
  t.visit_expr(e); // beyond kMaxVisitDepth the walk stops: the leaf is not reached
  EXPECT_TRUE(t.log.empty());
}

TEST(ForEachPrimNode, PreOrderAndALongChainIsIterative) {
  PrimExpr n = make_var("n");
  PrimExpr e = n;
  for (int i = 0; i < 20000; ++i) e = add(e, i64(1));
  size_t nodes = 0;
  for_each_prim_node(e, [&](const PrimExpr&) {
    ++nodes;
    return true;
  });
  EXPECT_EQ(nodes, 40001u);
  // Dismantled from the top, one node at a time: destroying the whole chain at once recurses once
  // per node, deep enough to overflow the stack in this -O0 test code.
  while (e && !e->operands.empty()) {
    PrimExpr next = e->operands[0];
    e = next;
  }
  std::vector<std::string> order;
  for_each_prim_node(mul(add(make_var("a"), make_var("b")), make_var("c")), [&](const PrimExpr& p) {
    if (is_var(p)) order.push_back(p->name);
    return true;
  });
  EXPECT_EQ(order, (std::vector<std::string>{"a", "b", "c"}));
}

TEST(ShapeVars, FirstAppearanceOrderOnceEachAndFuncsOptional) {
  PrimExpr n = make_var("n"), m = make_var("m"), k = make_var("k");
  StructInfo inner = make_func_sinfo(std::vector<StructInfo>{tensor({k})}, tensor({k}), true);
  StructInfo s = make_tuple_sinfo({tensor({add(n, m), n}), make_prim_sinfo(kI64, m), inner});
  std::vector<const PrimExprNode*> all;
  collect_shape_vars(s, all);
  EXPECT_EQ(all, (std::vector<const PrimExprNode*>{n.get(), m.get(), k.get()}));
  std::vector<const PrimExprNode*> outside{m.get()};
  collect_shape_vars(s, outside, /*into_funcs=*/false); // m is there already; k is the Func's
  EXPECT_EQ(outside, (std::vector<const PrimExprNode*>{m.get(), n.get()}));
  std::vector<PrimExpr> owned = shape_vars_of(s);
  ASSERT_EQ(owned.size(), 3u);
  EXPECT_EQ(owned[2], k);
  std::vector<const PrimExprNode*> from_prim;
  collect_shape_vars(mul(k, add(k, n)), from_prim);
  EXPECT_EQ(from_prim, (std::vector<const PrimExprNode*>{k.get(), n.get()}));
}

TEST(ShapeVars, LoneOnesAreTheBindingPositions) {
  PrimExpr n = make_var("n"), m = make_var("m"), k = make_var("k"), p = make_var("p");
  StructInfo s = make_tuple_sinfo(
      {tensor({mul(n, i64(2)), n, m}), make_shape_sinfo(std::vector<PrimExpr>{add(k, m)}, 1),
       make_prim_sinfo(kI64, p),
       make_func_sinfo(std::vector<StructInfo>{tensor({k})}, tensor({k}), true)});
  std::vector<const PrimExprNode*> lone;
  collect_lone_shape_vars(s, lone);
  // `n * 2` binds nothing, `n` does; `k + m` binds nothing; the Func's k is its own.
  EXPECT_EQ(lone, (std::vector<const PrimExprNode*>{n.get(), m.get(), p.get()}));
}

} // namespace visitor_test
} // namespace rxv::sem
