#include "semantics/transform/normalize.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "semantics/analysis/well_formed.h"
#include "semantics/ir/structural_equal.h"
#include "tests/semantics/normalize_test_util.h"

namespace rxv::sem {
namespace normalize_test {

using testing::eval_trace;
using testing::nf_violations;
using testing::op_name;

// ---- building IR by hand ------------------------------------------------------------------------

Var var(const std::string& name) { return make_relax_var(name); }
Var dvar(const std::string& name) { return make_relax_var(name, nullptr, /*dataflow=*/true); }
Expr call(const std::string& op, std::vector<Expr> args) {
  return make_call(make_op("relax." + op), std::move(args));
}
Binding let(Var v, Expr value) {
  Binding b;
  b.var = std::move(v);
  b.value = std::move(value);
  return b;
}
Binding match_cast(Var v, Expr value, StructInfo sinfo) {
  Binding b = let(std::move(v), std::move(value));
  b.is_match_cast = true;
  b.match_sinfo = std::move(sinfo);
  return b;
}
BindingBlock block(std::vector<Binding> bindings, uint32_t line = 0) {
  BindingBlock b;
  b.bindings = std::move(bindings);
  b.loc = SourceLoc{line, 1};
  return b;
}
BindingBlock dataflow(std::vector<Binding> bindings, uint32_t line = 0) {
  BindingBlock b = block(std::move(bindings), line);
  b.is_dataflow = true;
  return b;
}
Expr seq(std::vector<BindingBlock> blocks, Expr body) {
  auto n = std::make_shared<SeqExprNode>();
  n->blocks = std::move(blocks);
  n->body = std::move(body);
  return n;
}
Expr if_(Expr c, Expr t, Expr f) {
  auto n = std::make_shared<IfNode>();
  n->cond = std::move(c);
  n->true_branch = std::move(t);
  n->false_branch = std::move(f);
  return n;
}
Expr get(Expr t, int64_t i) {
  auto n = std::make_shared<TupleGetItemNode>();
  n->tuple = std::move(t);
  n->index = i;
  return n;
}
Function fn(std::vector<Var> params, Expr body) {
  auto n = std::make_shared<FunctionNode>();
  n->params = std::move(params);
  n->body = std::move(body);
  return n;
}
IRModule module_of(Function f) {
  IRModule m;
  GlobalFunc g;
  g.name = "main";
  g.relax = std::move(f);
  m.functions.push_back(std::move(g));
  return m;
}
StructInfo tensor_sinfo() { return make_tensor_sinfo({make_int(4)}, DataType::Float(32)); }

// ---- reading the result -------------------------------------------------------------------------

const SeqExprNode& body_of(const Function& f) {
  const auto* s = as<SeqExprNode>(f->body);
  EXPECT_NE(s, nullptr) << "function body is not a SeqExpr";
  static const SeqExprNode kEmpty;
  return s ? *s : kEmpty;
}
const CallNode& as_call(const Expr& e) {
  const auto* c = as<CallNode>(e);
  EXPECT_NE(c, nullptr) << "not a Call";
  static const CallNode kEmpty;
  return c ? *c : kEmpty;
}
/// The normal-form diagnostics (NF-*) the well-formedness checker reports for `f`.
std::vector<std::string> checker_nf_violations(const Function& f) {
  std::vector<std::string> out;
  for (const Diagnostic& d : check_well_formed(module_of(f), {.require_normal_form = true}))
    if (d.rule.starts_with("NF-")) out.push_back(d.rule + ": " + d.message);
  return out;
}

/// Normalizes `f` and checks the properties every result must have: it is in normal form (by the
/// test's own statement and by the checker), it evaluates the same computations in the same
/// order, and a second pass returns the very same node (idempotence).
Function normalized(const Function& f) {
  Function n = normalize_function(f);
  EXPECT_EQ(nf_violations(n), std::vector<std::string>{});
  EXPECT_EQ(checker_nf_violations(n), std::vector<std::string>{});
  EXPECT_EQ(eval_trace(n->body), eval_trace(f->body));
  Function again = normalize_function(n);
  EXPECT_EQ(again, n) << "normalize is not idempotent";
  return n;
}

// ---- NF-1: nested non-leaves are bound, left to right -------------------------------------------

TEST(Normalize, NestedCallsAreBoundLeftToRight) {
  Var a = var("a"), b = var("b"), x = var("x");
  Function f = fn(
      {a, b},
      seq({block({let(x, call("add", {call("multiply", {a, b}), call("subtract", {a, b})}))})}, x));
  Function n = normalized(f);
  const SeqExprNode& s = body_of(n);
  ASSERT_EQ(s.blocks.size(), 1u);
  const auto& bs = s.blocks[0].bindings;
  ASSERT_EQ(bs.size(), 3u);
  EXPECT_EQ(bs[0].var->name, "gv");
  EXPECT_EQ(op_name(bs[0].value), "relax.multiply");
  EXPECT_EQ(bs[1].var->name, "gv1");
  EXPECT_EQ(op_name(bs[1].value), "relax.subtract");
  EXPECT_FALSE(bs[0].var->is_dataflow());
  EXPECT_EQ(bs[2].var, x);
  const CallNode& top = as_call(bs[2].value);
  ASSERT_EQ(top.args.size(), 2u);
  EXPECT_EQ(top.args[0], bs[0].var);
  EXPECT_EQ(top.args[1], bs[1].var);
  EXPECT_EQ(s.body, x);
}

TEST(Normalize, DeepNestingIsBoundInnermostFirst) {
  Var a = var("a"), x = var("x");
  Expr e = call("add", {call("add", {call("add", {a, a}), a}), a});
  Function n = normalized(fn({a}, seq({block({let(x, e)})}, x)));
  const SeqExprNode& s = body_of(n);
  const auto& bs = s.blocks.at(0).bindings;
  ASSERT_EQ(bs.size(), 3u);
  EXPECT_EQ(as_call(bs[0].value).args[0], a);
  EXPECT_EQ(as_call(bs[1].value).args[0], bs[0].var);
  EXPECT_EQ(as_call(bs[2].value).args[0], bs[1].var);
}

TEST(Normalize, InsideADataflowBlockFreshVarsAreDataflowVars) {
  Var a = var("a"), lv = dvar("lv"), gv = var("gv");
  Function f = fn({a}, seq({dataflow({let(lv, call("add", {call("exp", {a}), a})),
                                      let(gv, call("add", {call("exp", {lv}), lv}))})},
                           gv));
  Function n = normalized(f);
  const SeqExprNode& s = body_of(n);
  ASSERT_EQ(s.blocks.size(), 1u);
  EXPECT_TRUE(s.blocks[0].is_dataflow);
  const auto& bs = s.blocks[0].bindings;
  ASSERT_EQ(bs.size(), 4u);
  // "lv" and "gv" are taken by the function's own variables.
  EXPECT_EQ(bs[0].var->name, "lv1");
  EXPECT_TRUE(bs[0].var->is_dataflow());
  EXPECT_EQ(bs[1].var, lv);
  EXPECT_EQ(bs[2].var->name, "lv2");
  EXPECT_TRUE(bs[2].var->is_dataflow());
  EXPECT_EQ(bs[3].var, gv);
}

TEST(Normalize, TupleFieldsAreBoundButTuplesOfLeavesStayInline) {
  Var a = var("a"), x = var("x"), y = var("y");
  Expr nested_leaf_tuple = make_tuple({make_tuple({a, a}), a});
  Function f = fn({a}, seq({block({let(x, make_tuple({call("exp", {a}), a})),
                                   let(y, call("concat", {nested_leaf_tuple}))})},
                           make_tuple({x, y})));
  Function n = normalized(f);
  const SeqExprNode& s = body_of(n);
  const auto& bs = s.blocks.at(0).bindings;
  ASSERT_EQ(bs.size(), 3u);
  EXPECT_EQ(op_name(bs[0].value), "relax.exp");
  EXPECT_EQ(as<TupleNode>(bs[1].value)->fields[0], bs[0].var);
  EXPECT_EQ(as_call(bs[2].value).args[0], nested_leaf_tuple); // shared, not rebuilt
  EXPECT_EQ(s.body->kind, ExprKind::kTuple);
}

TEST(Normalize, NonLeafCalleeAndTupleGetItemAreBound) {
  Var a = var("a"), p = var("p"), x = var("x"), y = var("y");
  Function lambda = fn({p}, seq({}, p));
  Function f = fn({a}, seq({block({let(x, make_call(lambda, {call("exp", {a})})),
                                   let(y, get(call("split", {a}), 1))})},
                           y));
  Function n = normalized(f);
  const SeqExprNode& s = body_of(n);
  const auto& bs = s.blocks.at(0).bindings;
  ASSERT_EQ(bs.size(), 5u);
  EXPECT_EQ(bs[0].value, lambda); // the callee is evaluated before the arguments
  EXPECT_EQ(op_name(bs[1].value), "relax.exp");
  EXPECT_EQ(as_call(bs[2].value).op, bs[0].var);
  EXPECT_EQ(op_name(bs[3].value), "relax.split");
  EXPECT_EQ(as<TupleGetItemNode>(bs[4].value)->tuple, bs[3].var);
}

TEST(Normalize, MatchCastValueIsNormalizedAndStaysAMatchCast) {
  Var a = var("a"), x = var("x");
  StructInfo si = tensor_sinfo();
  Function f = fn({a}, seq({block({match_cast(x, call("exp", {call("exp", {a})}), si)})}, x));
  Function n = normalized(f);
  const SeqExprNode& s = body_of(n);
  const auto& bs = s.blocks.at(0).bindings;
  ASSERT_EQ(bs.size(), 2u);
  EXPECT_FALSE(bs[0].is_match_cast);
  EXPECT_TRUE(bs[1].is_match_cast);
  EXPECT_EQ(bs[1].match_sinfo, si);
  EXPECT_EQ(as_call(bs[1].value).args[0], bs[0].var);
}

TEST(Normalize, PathologicallyDeepNestingDoesNotOverflowTheStack) {
  Var a = var("a");
  Expr e = a;
  for (int i = 0; i < 200000; ++i) e = call("exp", {e});
  Function n = normalize_function(fn({a}, e));
  const SeqExprNode& s = body_of(n);
  ASSERT_EQ(s.blocks.size(), 1u);
  EXPECT_GT(s.blocks[0].bindings.size(), 1000u);
  // Unwind the chain iteratively: destroying it recursively would overflow the stack itself.
  n = nullptr;
  while (const auto* c = as<CallNode>(e)) {
    Expr next = c->args.at(0);
    e = next;
  }
}

// ---- NF-1/NF-3: If conditions, branches and function bodies -------------------------------------

TEST(Normalize, CallAsIfConditionIsBoundBeforeTheIf) {
  Var a = var("a"), b = var("b"), y = var("y");
  Function f = fn({a, b}, seq({block({let(y, if_(call("greater", {a, b}), a, b))})}, y));
  Function n = normalized(f);
  const SeqExprNode& s = body_of(n);
  const auto& bs = s.blocks.at(0).bindings;
  ASSERT_EQ(bs.size(), 2u);
  EXPECT_EQ(op_name(bs[0].value), "relax.greater");
  const auto* i = as<IfNode>(bs[1].value);
  ASSERT_NE(i, nullptr);
  EXPECT_EQ(i->cond, bs[0].var);
  // Leaf branches are wrapped in SeqExprs with no blocks.
  const auto* t = as<SeqExprNode>(i->true_branch);
  ASSERT_NE(t, nullptr);
  EXPECT_TRUE(t->blocks.empty());
  EXPECT_EQ(t->body, a);
}

TEST(Normalize, BranchBindingsStayInTheirBranch) {
  Var c = var("c"), a = var("a"), y = var("y"), t = var("t");
  Expr true_branch = seq({block({let(t, call("exp", {a}))})}, call("add", {t, t}));
  Expr false_branch = call("multiply", {call("exp", {a}), a});
  Function f = fn({c, a}, seq({block({let(y, if_(c, true_branch, false_branch))})}, y));
  Function n = normalized(f);
  const SeqExprNode& s = body_of(n);
  ASSERT_EQ(s.blocks.at(0).bindings.size(), 1u);
  const auto& i = static_cast<const IfNode&>(*s.blocks[0].bindings[0].value);
  const auto& ts = static_cast<const SeqExprNode&>(*i.true_branch);
  ASSERT_EQ(ts.blocks.at(0).bindings.size(), 2u);
  EXPECT_EQ(ts.blocks[0].bindings[0].var, t);
  EXPECT_EQ(ts.body, ts.blocks[0].bindings[1].var);
  const auto& fs = static_cast<const SeqExprNode&>(*i.false_branch);
  ASSERT_EQ(fs.blocks.at(0).bindings.size(), 2u);
  EXPECT_EQ(fs.body, fs.blocks[0].bindings[1].var);
}

TEST(Normalize, NonSeqExprFunctionBodyIsWrapped) {
  Var a = var("a");
  Function leaf_body = normalized(fn({a}, a));
  EXPECT_TRUE(body_of(leaf_body).blocks.empty());
  EXPECT_EQ(body_of(leaf_body).body, a);

  Function n = normalized(fn({a}, call("add", {call("exp", {a}), a})));
  const SeqExprNode& s = body_of(n);
  ASSERT_EQ(s.blocks.size(), 1u);
  EXPECT_FALSE(s.blocks[0].is_dataflow);
  ASSERT_EQ(s.blocks[0].bindings.size(), 2u);
  EXPECT_EQ(s.body, s.blocks[0].bindings[1].var);
}

// ---- NF-2: nested SeqExprs are flattened -------------------------------------------------------

TEST(Normalize, SeqExprNestedAsCallArgumentIsFlattenedInEvaluationOrder) {
  Var a = var("a"), t = var("t"), x = var("x");
  Expr inner = seq({block({let(t, call("multiply", {a, a}))})}, t);
  Function f = fn({a}, seq({block({let(x, call("add", {call("exp", {a}), inner}))})}, x));
  Function n = normalized(f);
  const SeqExprNode& s = body_of(n);
  ASSERT_EQ(s.blocks.size(), 1u);
  const auto& bs = s.blocks[0].bindings;
  ASSERT_EQ(bs.size(), 3u);
  EXPECT_EQ(op_name(bs[0].value), "relax.exp"); // the first argument is evaluated first
  EXPECT_EQ(bs[1].var, t);
  EXPECT_EQ(as_call(bs[2].value).args[0], bs[0].var);
  EXPECT_EQ(as_call(bs[2].value).args[1], t);
}

TEST(Normalize, SeqExprAsBindingValueKeepsOneLevelOfCall) {
  Var a = var("a"), t = var("t"), x = var("x");
  Expr inner = seq({block({let(t, call("exp", {a}))})}, call("add", {call("exp", {t}), t}));
  Function n = normalized(fn({a}, seq({block({let(x, inner)})}, x)));
  const SeqExprNode& s = body_of(n);
  const auto& bs = s.blocks.at(0).bindings;
  ASSERT_EQ(bs.size(), 3u);
  EXPECT_EQ(bs[0].var, t);
  EXPECT_EQ(bs[2].var, x);
  EXPECT_EQ(op_name(bs[2].value), "relax.add");
}

TEST(Normalize, SeqExprBodyOfSeqExprIsFlattened) {
  Var a = var("a"), t = var("t"), u = var("u");
  Expr inner = seq({block({let(u, call("exp", {t}))})}, u);
  Function n = normalized(fn({a}, seq({block({let(t, call("exp", {a}))})}, inner)));
  const SeqExprNode& s = body_of(n);
  ASSERT_EQ(s.blocks.size(), 1u);
  ASSERT_EQ(s.blocks[0].bindings.size(), 2u);
  EXPECT_EQ(s.body, u);
}

// ---- NF-4: blocks are consolidated ------------------------------------------------------------

TEST(Normalize, AdjacentBlocksOfOneKindAreMerged) {
  Var a = var("a"), x1 = var("x1"), x2 = var("x2"), x3 = var("x3");
  Var d1 = dvar("d1"), d2 = dvar("d2");
  Function f =
      fn({a}, seq({block({let(x1, call("exp", {a}))}, 3), block({let(x2, call("exp", {x1}))}, 4),
                   dataflow({let(d1, call("exp", {x2}))}, 5),
                   dataflow({let(d2, call("exp", {d1}))}, 7), block({let(x3, d2)}, 9)},
                  x3));
  Function n = normalized(f);
  const SeqExprNode& s = body_of(n);
  ASSERT_EQ(s.blocks.size(), 3u);
  EXPECT_FALSE(s.blocks[0].is_dataflow);
  EXPECT_EQ(s.blocks[0].bindings.size(), 2u);
  EXPECT_EQ(s.blocks[0].loc.line, 3u); // a merged block keeps the first one's location
  EXPECT_TRUE(s.blocks[1].is_dataflow);
  EXPECT_EQ(s.blocks[1].bindings.size(), 2u);
  EXPECT_EQ(s.blocks[1].loc.line, 5u);
  EXPECT_EQ(s.blocks[2].bindings.size(), 1u);
  EXPECT_EQ(s.blocks[2].bindings[0].var, x3);
}

TEST(Normalize, EmptyBlocksAreDropped) {
  Var a = var("a"), x = var("x");
  Function f = fn({a}, seq({block({}), dataflow({}), block({let(x, a)}), dataflow({})}, x));
  Function n = normalized(f);
  const SeqExprNode& s = body_of(n);
  ASSERT_EQ(s.blocks.size(), 1u);
  EXPECT_FALSE(s.blocks[0].is_dataflow);

  Function n2 = normalized(fn({a}, seq({dataflow({}), block({})}, a)));
  const SeqExprNode& none = body_of(n2);
  EXPECT_TRUE(none.blocks.empty());
  // Blocks around an empty one that were apart become adjacent, and merge.
  Var y = var("y");
  Function n3 = normalized(fn({a}, seq({block({let(x, a)}), dataflow({}), block({let(y, x)})}, y)));
  const SeqExprNode& joined = body_of(n3);
  ASSERT_EQ(joined.blocks.size(), 1u);
  EXPECT_EQ(joined.blocks[0].bindings.size(), 2u);
}

TEST(Normalize, DataflowBlocksNeverReceiveOrdinaryBindings) {
  // lv = add(SeqExpr{ordinary: p = print(a); a}, a) inside a dataflow block: the ordinary binding
  // splits the dataflow block instead of joining it.
  Var a = var("a"), p = var("p"), lv0 = dvar("lv0"), lv = dvar("lv"), gv = var("gv");
  Expr inner = seq({block({let(p, call("print", {a}))})}, a);
  Function f = fn(
      {a},
      seq({dataflow({let(lv0, call("exp", {a})), let(lv, call("add", {inner, lv0})), let(gv, lv)})},
          gv));
  Function n = normalize_function(f);
  EXPECT_EQ(eval_trace(n->body), eval_trace(f->body));
  const SeqExprNode& s = body_of(n);
  ASSERT_EQ(s.blocks.size(), 3u);
  EXPECT_TRUE(s.blocks[0].is_dataflow);
  EXPECT_EQ(s.blocks[0].bindings.at(0).var, lv0);
  EXPECT_FALSE(s.blocks[1].is_dataflow);
  ASSERT_EQ(s.blocks[1].bindings.size(), 1u);
  EXPECT_EQ(s.blocks[1].bindings[0].var, p);
  EXPECT_TRUE(s.blocks[2].is_dataflow);
  EXPECT_EQ(s.blocks[2].bindings.size(), 2u);
  EXPECT_EQ(normalize_function(n), n);
}

TEST(Normalize, NestedDataflowBlockStaysADataflowBlock) {
  // An ordinary binding whose value is a SeqExpr holding a DataflowBlock: the DataflowVars keep a
  // DataflowBlock of their own, between the ordinary bindings around it.
  Var a = var("a"), x = var("x"), y = var("y"), out = var("out");
  Var d = dvar("d");
  Expr inner = seq({dataflow({let(d, call("exp", {a})), let(out, call("exp", {d}))})},
                   call("add", {out, out}));
  Function f = fn({a}, seq({block({let(x, call("exp", {a})), let(y, inner)})}, y));
  Function n = normalized(f);
  const SeqExprNode& s = body_of(n);
  ASSERT_EQ(s.blocks.size(), 3u);
  EXPECT_FALSE(s.blocks[0].is_dataflow);
  EXPECT_TRUE(s.blocks[1].is_dataflow);
  EXPECT_EQ(s.blocks[1].bindings.size(), 2u);
  EXPECT_FALSE(s.blocks[2].is_dataflow);
  ASSERT_EQ(s.blocks[2].bindings.size(), 1u);
  EXPECT_EQ(s.blocks[2].bindings[0].var, y); // the SeqExpr's body was a Call: a Var, outside
}

// ---- closures -----------------------------------------------------------------------------------

TEST(Normalize, ClosuresAreNormalizedInsideAndKeepTheirBindings) {
  Var a = var("a"), p = var("p"), inner = var("inner"), x = var("x");
  Function closure = fn({p}, call("add", {call("exp", {p}), a}));
  Function f = fn({a}, seq({block({let(inner, closure), let(x, make_call(inner, {a}))})}, x));
  Function n = normalized(f);
  const SeqExprNode& s = body_of(n);
  const auto& bs = s.blocks.at(0).bindings;
  ASSERT_EQ(bs.size(), 2u); // nothing of the closure's body leaks out
  const auto* c = as<FunctionNode>(bs[0].value);
  ASSERT_NE(c, nullptr);
  EXPECT_EQ(c->params, closure->params);
  const auto& cs = static_cast<const SeqExprNode&>(*c->body);
  ASSERT_EQ(cs.blocks.at(0).bindings.size(), 2u);
  EXPECT_EQ(cs.blocks[0].bindings[0].var->name, "gv");
  EXPECT_EQ(cs.body, cs.blocks[0].bindings[1].var);
}

TEST(Normalize, FreshNamesAvoidEveryNameInTheFunction) {
  Var gv = var("gv"), gv1 = var("gv1"), p = var("gv3"), x = var("x");
  Function closure = fn({p}, p);
  Function f = fn(
      {gv},
      seq({block({let(gv1, closure), let(x, call("add", {call("exp", {gv}), call("exp", {gv})}))})},
          x));
  Function n = normalized(f);
  const auto& bs = body_of(n).blocks.at(0).bindings;
  ASSERT_EQ(bs.size(), 4u);
  EXPECT_EQ(bs[1].var->name, "gv2");
  EXPECT_EQ(bs[2].var->name, "gv4");
}

// ---- already normal input -----------------------------------------------------------------------

TEST(Normalize, NormalFormIsReturnedUnchanged) {
  Var c = var("c"), a = var("a"), t = var("t"), y = var("y"), d = dvar("d"), o = var("o");
  Expr branch = seq({block({let(t, call("exp", {a}))})}, t);
  Function f = fn({c, a}, seq({dataflow({let(d, call("exp", {a})), let(o, call("exp", {d}))}),
                               block({let(y, if_(c, branch, seq({}, a)))})},
                              make_tuple({y, o})));
  ASSERT_EQ(nf_violations(f), std::vector<std::string>{});
  ASSERT_EQ(checker_nf_violations(f), std::vector<std::string>{});
  EXPECT_EQ(normalize_function(f), f);
  IRModule m = module_of(f);
  IRModule n = normalize(m);
  EXPECT_EQ(n.functions.at(0).relax, f);
  EXPECT_TRUE(structural_equal(n, m));
}

TEST(Normalize, ModuleKeepsPrimFuncsAndAttributes) {
  Var a = var("a");
  IRModule m = module_of(fn({a}, call("exp", {call("exp", {a})})));
  GlobalFunc tir;
  tir.name = "kernel";
  tir.tir = std::make_shared<PrimFuncNode>();
  m.functions.push_back(tir);
  m.attrs.set("k", AttrValue::Int(1));
  IRModule n = normalize(m);
  ASSERT_EQ(n.functions.size(), 2u);
  EXPECT_EQ(n.functions[1].tir, tir.tir);
  EXPECT_EQ(nf_violations(n.functions[0].relax), std::vector<std::string>{});
  EXPECT_NE(n.attrs.find("k"), nullptr);
  IRModule again = normalize(n);
  EXPECT_EQ(again.functions[0].relax, n.functions[0].relax);
}

// ---- call_tir's in-line argument tuple ----------------------------------------------------------

Expr call_tir(Expr args) {
  return make_call(make_op("relax.call_tir"), {make_global_var("kernel"), std::move(args)}, {},
                   {tensor_sinfo()});
}

TEST(Normalize, CallTirArgumentVariableBoundToATupleIsInlined) {
  Var a = var("a"), t = var("t"), u = var("u"), x = var("x");
  Expr tuple = make_tuple({a, a});
  Function f = fn({a}, seq({block({let(t, tuple), let(u, t), let(x, call_tir(u))})}, x));
  Function n = normalized(f);
  const auto& bs = body_of(n).blocks.at(0).bindings;
  ASSERT_EQ(bs.size(), 3u);
  EXPECT_EQ(as_call(bs[2].value).args[1], tuple);
}

TEST(Normalize, CallTirTupleOfDataflowVarsIsNotMovedOutOfItsBlock) {
  Var a = var("a"), t = var("t"), x = var("x");
  Var d = dvar("d");
  Function f = fn({a}, seq({dataflow({let(d, call("exp", {a})), let(t, make_tuple({d}))}),
                            block({let(x, call_tir(t))})},
                           x));
  Function n = normalized(f);
  const SeqExprNode& s = body_of(n);
  ASSERT_EQ(s.blocks.size(), 2u);
  const auto& bs = s.blocks[1].bindings;
  ASSERT_EQ(bs.size(), 2u); // t[0] projected instead
  const auto* g = as<TupleGetItemNode>(bs[0].value);
  ASSERT_NE(g, nullptr);
  EXPECT_EQ(g->tuple, t);
  const auto* args = as<TupleNode>(as_call(bs[1].value).args[1]);
  ASSERT_NE(args, nullptr);
  ASSERT_EQ(args->fields.size(), 1u);
  EXPECT_EQ(args->fields[0], bs[0].var);

  // Inside the same dataflow block the tuple literal is used directly.
  Var d2 = dvar("d2");
  Function g2 =
      fn({a},
         seq({dataflow({let(d, call("exp", {a})), let(d2, make_tuple({d})), let(x, call_tir(d2))})},
             x));
  Function n2 = normalized(g2);
  const auto& bs2 = body_of(n2).blocks.at(0).bindings;
  ASSERT_EQ(bs2.size(), 3u);
  EXPECT_EQ(as_call(bs2[2].value).args[1], bs2[1].value);
}

TEST(Normalize, CallTirTupleParameterIsProjectedFieldByField) {
  Var t = make_relax_var("t", make_tuple_sinfo({tensor_sinfo(), tensor_sinfo()}));
  Var x = var("x");
  Function n = normalized(fn({t}, seq({block({let(x, call_tir(t))})}, x)));
  const auto& bs = body_of(n).blocks.at(0).bindings;
  ASSERT_EQ(bs.size(), 3u);
  EXPECT_EQ(as<TupleGetItemNode>(bs[0].value)->index, 0);
  EXPECT_EQ(as<TupleGetItemNode>(bs[1].value)->index, 1);

  // Without a known tuple the call is left as it is, for the checker to report.
  Var o = var("o");
  Function opaque = fn({o}, seq({block({let(x, call_tir(o))})}, x));
  EXPECT_EQ(normalize_function(opaque), opaque);
}

} // namespace normalize_test
} // namespace rxv::sem
