// Tests of semantics/struct_info/erase.cpp: erase_to_well_defined over every StructInfo kind, as
// a table of (StructInfo, what is in scope, erased StructInfo), and the properties that erasure
// is idempotent, returns its argument when nothing goes, and gives a supertype of its argument.
#include "semantics/struct_info/erase.h"

#include <gtest/gtest.h>

#include <unordered_set>

#include "semantics/arith/arith.h"
#include "semantics/ir/structural_equal.h"
#include "semantics/script/printer.h"
#include "semantics/struct_info/relations.h"
#include "tests/semantics/sinfo_test_util.h"

namespace rxv::sem {
namespace erase_test {

using namespace sinfo_test;

/// A scope holding exactly the given shape variables and Relax vars.
struct Scope {
  std::unordered_set<const PrimExprNode*> shape_vars;
  std::unordered_set<const VarNode*> vars;
  ScopeQuery query() const {
    return {[this](const PrimExprNode* v) { return shape_vars.count(v) != 0; },
            [this](const VarNode* v) { return vars.count(v) != 0; }};
  }
};

class Erase : public ::testing::Test {
protected:
  PrimExpr n_ = make_var("n"), m_ = make_var("m"), k_ = make_var("k"), j_ = make_var("j");
  Var s_ = make_relax_var("s", shape_nd(2)), t_ = make_relax_var("t", shape_nd(2));
  /// In scope: n and s. Out: m, k, j and t.
  Scope scope_{{n_.get()}, {s_.get()}};
};

struct EraseRow {
  const char* what;
  StructInfo in, out;
};

TEST_F(Erase, Table) {
  StructInfo tn = tensor({n_, lit(4)});
  std::vector<EraseRow> rows = {
      {"object", obj(), obj()},
      {"prim", prim(), prim()},
      {"prim constant", prim(lit(3)), prim(lit(3))},
      {"prim in scope", prim(n_), prim(n_)},
      {"prim out of scope", prim(m_), prim()},
      {"prim partly out of scope", prim(add(n_, m_)), prim()},
      {"shape unknown", shape_nd(-1), shape_nd(-1)},
      {"shape ndim", shape_nd(2), shape_nd(2)},
      {"shape in scope", shape({n_, lit(4)}), shape({n_, lit(4)})},
      {"shape out of scope", shape({n_, m_}), shape_nd(2)},
      {"shape compound out of scope", shape({mul(m_, lit(2))}), shape_nd(1)},
      {"tensor no shape", tensor_nd(2), tensor_nd(2)},
      {"tensor constant shape", tensor({lit(3), lit(4)}), tensor({lit(3), lit(4)})},
      {"tensor in scope", tn, tn},
      {"tensor out of scope", tensor({n_, m_}), tensor_nd(2)},
      {"tensor keeps vdevice", on_device(tensor({m_}), "cuda:0"),
       on_device(tensor_nd(1), "cuda:0")},
      {"tensor shape var in scope", tensor_var(s_, 2), tensor_var(s_, 2)},
      {"tensor shape var out of scope", tensor_var(t_, 2), tensor_nd(2)},
      {"tuple", tuple({tn, prim(m_)}), tuple({tn, prim()})},
      {"tuple nested", tuple({tuple({tensor({k_})}), obj(), shape({n_})}),
       tuple({tuple({tensor_nd(1)}), obj(), shape({n_})})},
      {"func binds its params", func({tensor({k_})}, tensor({mul(k_, lit(2))})),
       func({tensor({k_})}, tensor({mul(k_, lit(2))}))},
      {"func binds in any param", func({tensor({mul(k_, j_)}), shape({k_, j_})}, prim(k_)),
       func({tensor({mul(k_, j_)}), shape({k_, j_})}, prim(k_))},
      {"func binds through tuples and prims", func({tuple({prim(k_)})}, tensor({k_})),
       func({tuple({prim(k_)})}, tensor({k_}))},
      {"func compound dim binds nothing", func({tensor({mul(k_, lit(2))})}, tensor({k_})),
       func({tensor_nd(1)}, tensor_nd(1))},
      {"func erased param binds nothing", func({tensor({k_, mul(m_, lit(2))})}, tensor({k_})),
       func({tensor_nd(2)}, tensor_nd(1))},
      {"func uses outer scope", func({tensor({n_})}, tensor({n_, m_})),
       func({tensor({n_})}, tensor_nd(2))},
      {"func param shape var", func({tensor_var(t_, 2)}, obj()), func({tensor_nd(2)}, obj())},
      {"func nested binds its own", func({}, func({tensor({k_})}, tensor({k_}))),
       func({}, func({tensor({k_})}, tensor({k_})))},
      {"func inner param binds for the inner only",
       func({func({tensor({k_})}, obj())}, tensor({k_})),
       func({func({tensor({k_})}, obj())}, tensor_nd(1))},
      {"opaque ret", opaque(tensor({m_}), false), opaque(tensor_nd(1), false)},
      {"derive keeps", opaque(obj(), false, "relax.default_derive"),
       opaque(obj(), false, "relax.default_derive")},
  };
  auto arith = make_default_arith();
  for (const EraseRow& r : rows) {
    SCOPED_TRACE(std::string(r.what) + ": " + print_struct_info(r.in));
    StructInfo got = erase_to_well_defined(r.in, scope_.query());
    EXPECT_TRUE(structural_equal(got, r.out))
        << "got " << print_struct_info(got) << ", want " << print_struct_info(r.out);
    // Nothing to erase: the same node comes back.
    if (structural_equal(r.in, r.out)) {
      EXPECT_EQ(got, r.in);
    }
    // Erasure only forgets: the result is a supertype (except for a Func whose parameters lose
    // information: it then seems to accept more, and its own signature check catches the rest at
    // run time), and erasing again changes nothing.
    if (!mentions_func(r.in)) {
      EXPECT_EQ(is_subtype(r.in, got, *arith), Compat::kCompatible) << print_struct_info(got);
    }
    EXPECT_EQ(erase_to_well_defined(got, scope_.query()), got);
  }
}

TEST_F(Erase, FuncBindersShrinkToAFixedPoint) {
  // k is bound by the first param only if its shape survives; that shape mentions m (out of
  // scope, and not a lone dimension, so not bound by the signature), so it goes, and with it k's
  // binding: the second param and the return lose k too. j stays bound by the third param.
  StructInfo f = func({tensor({k_, mul(m_, lit(2))}), shape({mul(k_, lit(2))}), prim(j_)},
                      tuple({prim(k_), prim(j_)}));
  StructInfo got = erase_to_well_defined(f, scope_.query());
  StructInfo want = func({tensor_nd(2), shape_nd(1), prim(j_)}, tuple({prim(), prim(j_)}));
  EXPECT_TRUE(structural_equal(got, want)) << print_struct_info(got);
  EXPECT_EQ(erase_to_well_defined(got, scope_.query()), got);
}

TEST_F(Erase, ShadowedBinderInNestedFunc) {
  // The inner function binds k again; leaving it must not unbind the outer k for the outer return.
  StructInfo inner = func({tensor({k_})}, tensor({k_}));
  StructInfo f = func({tensor({k_}), inner}, tensor({k_, lit(2)}));
  EXPECT_EQ(erase_to_well_defined(f, scope_.query()), f);
}

TEST_F(Erase, EmptyQueryErasesEverySymbol) {
  ScopeQuery nothing; // unset functions: nothing is in scope
  EXPECT_TRUE(structural_equal(erase_to_well_defined(tensor({n_, lit(4)}), nothing), tensor_nd(2)));
  EXPECT_TRUE(structural_equal(erase_to_well_defined(tensor_var(s_, 2), nothing), tensor_nd(2)));
  StructInfo constant = tensor({lit(2), lit(4)});
  EXPECT_EQ(erase_to_well_defined(constant, nothing), constant);
  StructInfo f = func({tensor({k_})}, tensor({k_}));
  EXPECT_EQ(erase_to_well_defined(f, nothing), f);
  EXPECT_EQ(erase_to_well_defined(nullptr, nothing), nullptr);
}

TEST_F(Erase, DeepNestingIsBounded) {
  // Deeper than erasure looks (1500 levels), the StructInfo becomes Object; no crash.
  StructInfo s = tensor({m_});
  for (int i = 0; i < 5000; ++i) s = tuple({s});
  StructInfo got = erase_to_well_defined(s, scope_.query());
  int depth = 0;
  while (const auto* t = as<TupleSInfo>(got)) {
    got = t->fields.at(0);
    ++depth;
  }
  EXPECT_TRUE(as<ObjectSInfo>(got));
  EXPECT_LT(depth, 5000);
}

TEST_F(Erase, IdempotentOverEveryKindAndScope) {
  StructInfo tn = tensor({n_, m_});
  std::vector<StructInfo> xs = {
      obj(),
      prim(add(n_, m_)),
      shape({n_, k_}),
      tn,
      on_device(tensor({j_}), "cuda:0"),
      tensor_var(s_, 2),
      tensor_var(t_, 2),
      tuple({tn, tuple({prim(k_), shape({m_})})}),
      func({tensor({k_, m_}), shape({mul(k_, j_)})}, tuple({prim(k_), tensor({j_})})),
      func({tensor({k_})}, func({tensor({j_, k_})}, tensor({j_, k_, m_}))),
      func({tensor_var(t_, 2)}, tensor_var(t_, 2)),
      opaque(tuple({tensor({m_}), prim(n_)}), false),
  };
  std::vector<Scope> scopes = {
      {},
      {{n_.get()}, {}},
      {{n_.get(), m_.get()}, {s_.get()}},
      {{n_.get(), m_.get(), k_.get(), j_.get()}, {s_.get(), t_.get()}},
  };
  auto arith = make_default_arith();
  for (const Scope& scope : scopes)
    for (const StructInfo& x : xs) {
      SCOPED_TRACE(print_struct_info(x));
      StructInfo once = erase_to_well_defined(x, scope.query());
      StructInfo twice = erase_to_well_defined(once, scope.query());
      EXPECT_EQ(twice, once) << print_struct_info(once) << " then " << print_struct_info(twice);
      if (!mentions_func(x)) {
        EXPECT_EQ(is_subtype(x, once, *arith), Compat::kCompatible) << print_struct_info(once);
      }
    }
  // With everything in scope, nothing goes.
  for (const StructInfo& x : xs) EXPECT_EQ(erase_to_well_defined(x, scopes.back().query()), x);
}

} // namespace erase_test
} // namespace rxv::sem
