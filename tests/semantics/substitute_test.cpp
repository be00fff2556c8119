// Tests of semantics/struct_info/substitute.cpp: substitution of shape variables in PrimExprs and
// every StructInfo kind, and call-site binding (bind_shape_vars): lone dimensions bind in any
// parameter order, through Tensors, Shapes, Prims, Tuples and Func parameters, and the bound
// signature is then checked against the arguments as the spec's call rule does.
#include "semantics/struct_info/substitute.h"

#include <gtest/gtest.h>

#include "semantics/ir/structural_equal.h"
#include "semantics/script/printer.h"
#include "semantics/struct_info/erase.h"
#include "semantics/struct_info/relations.h"
#include "tests/semantics/sinfo_test_util.h"

namespace rxv::sem {
namespace substitute_test {

using namespace sinfo_test;

class Substitute : public ::testing::Test {
protected:
  PrimExpr n_ = make_var("n"), m_ = make_var("m"), k_ = make_var("k");
  PrimExpr M_ = make_var("M"), N_ = make_var("N");
  std::unique_ptr<Arith> arith_ = make_default_arith();

  /// map[var] as printed, or "" when unmapped.
  static std::string mapped(const ShapeVarMap& map, const PrimExpr& var) {
    auto it = map.find(var.get());
    return it == map.end() ? "" : print_prim_expr(it->second);
  }
};

TEST_F(Substitute, PrimExpr) {
  ShapeVarMap map{{n_.get(), add(m_, lit(1))}};
  PrimExpr e = mul(n_, add(n_, k_));
  PrimExpr want = mul(add(m_, lit(1)), add(add(m_, lit(1)), k_));
  EXPECT_TRUE(structural_equal(substitute(e, map), want)) << print_prim_expr(substitute(e, map));
  EXPECT_TRUE(structural_equal(substitute(n_, map), add(m_, lit(1))));
  // Nothing mapped: the same node comes back (also for an empty map and a null expression).
  PrimExpr untouched = mul(k_, lit(2));
  EXPECT_EQ(substitute(untouched, map), untouched);
  EXPECT_EQ(substitute(untouched, ShapeVarMap{}), untouched);
  EXPECT_EQ(substitute(PrimExpr(nullptr), map), nullptr);
  // Substitution is simultaneous, not repeated: n -> m and m -> n swap.
  ShapeVarMap swap{{n_.get(), m_}, {m_.get(), n_}};
  EXPECT_TRUE(
      structural_equal(substitute(add(n_, mul(m_, lit(2))), swap), add(m_, mul(n_, lit(2)))));
}

struct SubstRow {
  const char* what;
  StructInfo in, out;
};

TEST_F(Substitute, EveryStructInfoKind) {
  ShapeVarMap map{{n_.get(), lit(3)}, {m_.get(), mul(k_, lit(2))}};
  Var s = make_relax_var("s", shape_nd(2));
  auto with_device = [](StructInfo t) {
    auto c = std::make_shared<TensorSInfo>(*as<TensorSInfo>(t));
    c->vdevice = "cuda:0";
    return StructInfo(c);
  };
  std::vector<SubstRow> rows = {
      {"object", obj(), obj()},
      {"prim", prim(add(n_, k_)), prim(add(lit(3), k_))},
      {"prim no value", prim(), prim()},
      {"shape", shape({n_, m_}), shape({lit(3), mul(k_, lit(2))})},
      {"shape unknown", shape_nd(2), shape_nd(2)},
      {"tensor", tensor({n_, lit(4)}), tensor({lit(3), lit(4)})},
      {"tensor keeps vdevice", with_device(tensor({m_})), with_device(tensor({mul(k_, lit(2))}))},
      {"tensor shape var untouched", tensor_var(s, 2), tensor_var(s, 2)},
      {"tensor no shape", tensor_nd(2), tensor_nd(2)},
      {"tuple", tuple({tensor({n_}), tuple({prim(m_)})}),
       tuple({tensor({lit(3)}), tuple({prim(mul(k_, lit(2)))})})},
      {"func params and ret", func({tensor({n_})}, tensor({m_})),
       func({tensor({lit(3)})}, tensor({mul(k_, lit(2))}))},
      {"unmapped", tuple({tensor({k_}), prim(k_)}), tuple({tensor({k_}), prim(k_)})},
  };
  for (const SubstRow& r : rows) {
    SCOPED_TRACE(std::string(r.what) + ": " + print_struct_info(r.in));
    StructInfo got = substitute(r.in, map);
    EXPECT_TRUE(structural_equal(got, r.out))
        << "got " << print_struct_info(got) << ", want " << print_struct_info(r.out);
    if (structural_equal(r.in, r.out)) {
      EXPECT_EQ(got, r.in);
    }
    EXPECT_EQ(substitute(r.in, ShapeVarMap{}), r.in);
  }
}

TEST_F(Substitute, SpecExampleBindsFromAnyParameter) {
  // f(x: R.Tensor((M * N,)), y: R.Tensor((M, N))) -> R.Tensor((N * N, M * M)): M and N are
  // bound by y although x comes first; x is then checked with the bound values.
  std::vector<StructInfo> params = {tensor({mul(M_, N_)}), tensor({M_, N_})};
  StructInfo ret = tensor({mul(N_, N_), mul(M_, M_)});
  std::vector<StructInfo> args = {tensor({lit(6)}), tensor({lit(2), lit(3)})};
  ShapeVarMap map;
  bind_shape_vars(params, args, map);
  EXPECT_EQ(map.size(), 2u);
  EXPECT_EQ(mapped(map, M_), "2");
  EXPECT_EQ(mapped(map, N_), "3");
  for (size_t i = 0; i < params.size(); ++i)
    EXPECT_EQ(check_compatibility(args[i], substitute(params[i], map), *arith_),
              Compat::kCompatible)
        << i;
  EXPECT_TRUE(
      structural_equal(substitute(ret, map), tensor({mul(lit(3), lit(3)), mul(lit(2), lit(2))})));
  // A wrong first argument is caught after binding: 7 != 2 * 3.
  EXPECT_EQ(check_compatibility(tensor({lit(7)}), substitute(params[0], map), *arith_),
            Compat::kIncompatible);
}

TEST_F(Substitute, SymbolicArgumentsAndErasure) {
  // Calling f(x: R.Tensor((n, 4))) -> R.Tensor((n * 2,)) with a Tensor((m + 1, 4)): the result
  // is Tensor(((m + 1) * 2,)), kept by erasure because m is in the caller's scope.
  std::vector<StructInfo> params = {tensor({n_, lit(4)})};
  StructInfo ret = tensor({mul(n_, lit(2))});
  ShapeVarMap map;
  bind_shape_vars(params, {tensor({add(m_, lit(1)), lit(4)})}, map);
  ScopeQuery caller{[&](const PrimExprNode* v) { return v == m_.get(); }, nullptr};
  StructInfo result = erase_to_well_defined(substitute(ret, map), caller);
  EXPECT_TRUE(structural_equal(result, tensor({mul(add(m_, lit(1)), lit(2))})))
      << print_struct_info(result);
  // An argument of unknown shape binds nothing: n stays, and erasure at the call drops it.
  ShapeVarMap none;
  bind_shape_vars(params, {tensor_nd(2)}, none);
  EXPECT_TRUE(none.empty());
  EXPECT_EQ(check_compatibility(tensor_nd(2), substitute(params[0], none), *arith_),
            Compat::kPossibly);
  EXPECT_TRUE(structural_equal(erase_to_well_defined(substitute(ret, none), caller), tensor_nd(1)));
}

TEST_F(Substitute, BindingPositions) {
  Var s = make_relax_var("s", shape_nd(2));
  struct Case {
    const char* what;
    std::vector<StructInfo> params, args;
    std::string n, m; // what n and m map to ("" unmapped)
  };
  std::vector<Case> cases = {
      {"tensor dims", {tensor({n_, m_})}, {tensor({lit(2), add(k_, lit(1))})}, "2", "k + 1"},
      {"shape values", {shape({n_, m_})}, {shape({lit(4), k_})}, "4", "k"},
      {"prim value", {prim(n_)}, {prim(lit(5))}, "5", ""},
      {"prim without value", {prim(n_)}, {prim()}, "", ""},
      {"tuple",
       {tuple({tensor({n_}), tuple({prim(m_)})})},
       {tuple({tensor({lit(7)}), tuple({prim(lit(8))})})},
       "7",
       "8"},
      {"tuple length differs", {tuple({tensor({n_})})}, {tuple({})}, "", ""},
      {"func params",
       {func({tensor({n_})}, tensor({m_}))},
       {func({tensor({lit(9)})}, tensor({lit(1)}))},
       "9",
       ""},
      {"compound dim binds nothing", {tensor({mul(n_, lit(2))})}, {tensor({lit(8)})}, "", ""},
      {"first binding wins",
       {tensor({n_}), tensor({n_})},
       {tensor({lit(3)}), tensor({lit(4)})},
       "3",
       ""},
      {"later parameter binds",
       {tensor({mul(n_, m_)}), shape({m_}), prim(n_)},
       {tensor({lit(6)}), shape({lit(3)}), prim(lit(2))},
       "2",
       "3"},
      {"argument of unknown shape", {tensor({n_})}, {tensor_nd(1)}, "", ""},
      {"argument with a shape var", {tensor({n_, m_})}, {tensor_var(s, 2)}, "", ""},
      {"rank differs", {tensor({n_, m_})}, {tensor({lit(1)})}, "", ""},
      {"kind differs", {tensor({n_})}, {shape({lit(1)})}, "", ""},
      {"object argument", {tensor({n_})}, {obj()}, "", ""},
      {"more arguments than params", {tensor({n_})}, {tensor({lit(1)}), tensor({lit(2)})}, "1", ""},
      {"fewer arguments than params", {tensor({n_}), tensor({m_})}, {tensor({lit(1)})}, "1", ""},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    ShapeVarMap map;
    bind_shape_vars(c.params, c.args, map);
    EXPECT_EQ(mapped(map, n_), c.n);
    EXPECT_EQ(mapped(map, m_), c.m);
  }
}

TEST_F(Substitute, DeepNestingIsBounded) {
  // Deeper than 1500 levels nothing binds and the substituted StructInfo is Object; no crash.
  StructInfo param = tensor({n_}), arg = tensor({lit(3)});
  for (int i = 0; i < 5000; ++i) {
    param = tuple({param});
    arg = tuple({arg});
  }
  ShapeVarMap map;
  bind_shape_vars({param}, {arg}, map);
  EXPECT_TRUE(map.empty());
  map.emplace(n_.get(), lit(3));
  StructInfo got = substitute(param, map);
  while (const auto* t = as<TupleSInfo>(got)) got = t->fields.at(0);
  EXPECT_TRUE(as<ObjectSInfo>(got));
}

TEST_F(Substitute, ExistingMappingIsKept) {
  ShapeVarMap map{{n_.get(), lit(10)}};
  bind_shape_vars({tensor({n_, m_})}, {tensor({lit(1), lit(2)})}, map);
  EXPECT_EQ(mapped(map, n_), "10");
  EXPECT_EQ(mapped(map, m_), "2");
}

} // namespace substitute_test
} // namespace rxv::sem
