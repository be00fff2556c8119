#include "solver/z3_arith.h"

#include <gtest/gtest.h>

#include "solver_test_util.h"

namespace rxv::solver {
namespace z3_arith_test {

TEST(Z3Arith, DecidesWhatTheSimplifierLeavesOpen) {
  testing::Claim c = testing::read_claim("n * m >= m", {"n >= 1"});
  sem::ArithResult s = sem::make_default_arith()->prove(c.claim, c.assumptions);
  sem::ArithResult z = make_z3_arith()->prove(c.claim, c.assumptions);
  EXPECT_TRUE(z.is_proved()) << z.str();
  EXPECT_FALSE(s.is_refuted()) << s.str(); // the simplifier must not contradict Z3
  testing::spot_check_proved(c, false);
}

TEST(Z3Arith, RefutationsEvaluateToFalse) {
  testing::Claim c = testing::read_claim("n % 16 < 15");
  sem::ArithResult r = make_z3_arith()->prove(c.claim, c.assumptions);
  ASSERT_TRUE(r.is_refuted()) << r.str();
  EXPECT_EQ(sem::eval_prim(c.claim, *r.counterexample), 0);
}

TEST(Z3Arith, DivisionByZeroIsUnknownNotRefuted) {
  // The Arith contract: Refuted means "evaluates to false"; a zero divisor has no value.
  testing::Claim c = testing::read_claim("n // m * m + n % m == n");
  sem::ArithResult r = make_z3_arith()->prove(c.claim, c.assumptions);
  EXPECT_TRUE(r.is_unknown()) << r.str();
  EXPECT_NE(r.reason.find("divisor may be zero"), std::string::npos);
}

TEST(Z3Arith, SignedDeclarationsAreHonoured) {
  testing::Claim c = testing::read_claim("x + 1 > 0");
  auto arith = make_z3_arith();
  EXPECT_TRUE(arith->prove(c.claim, c.assumptions).is_proved());
  arith->declare_signed(c.scope.vars()[0]);
  sem::ArithResult r = arith->prove(c.claim, c.assumptions);
  ASSERT_TRUE(r.is_refuted()) << r.str();
  EXPECT_LT(r.counterexample->entries()[0].second, 0);
}

TEST(Z3Arith, SimplifyIsTheCanonicalForm) {
  testing::Claim c = testing::read_claim("n * (m + 1) == n * m + n");
  auto z = make_z3_arith();
  auto s = sem::make_default_arith();
  const sem::PrimExpr& lhs = c.claim->operands[0];
  EXPECT_EQ(z->simplify(lhs).get() == lhs.get(), s->simplify(lhs).get() == lhs.get());
  EXPECT_TRUE(z->prove_equal(z->simplify(lhs), lhs).is_proved());
}

TEST(Z3Arith, FactoryNames) {
  EXPECT_NE(make_arith("z3"), nullptr);
  EXPECT_NE(make_arith("simplifier"), nullptr);
  EXPECT_EQ(make_arith("nope"), nullptr);
}

} // namespace z3_arith_test
} // namespace rxv::solver
