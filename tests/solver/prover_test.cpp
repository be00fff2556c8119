#include "solver/prover.h"

#include <gtest/gtest.h>

#include "solver_test_util.h"

namespace rxv::solver {
namespace prover_test {

using testing::read_claim;
using testing::spot_check_proved;

ProveResult run(const std::string& text, const std::vector<std::string>& assume = {},
                ProveOptions opts = {}) {
  testing::Claim c = read_claim(text, assume);
  ProveResult r = prove(c.claim, c.assumptions, opts);
  if (r.is_proved()) spot_check_proved(c, opts.all_signed);
  if (r.is_refuted()) {
    EXPECT_TRUE(r.model.has_value());
    if (r.model) {
      EXPECT_EQ(
          check_refutation(c.claim, c.assumptions, *r.model, opts.encoding == Encoding::kBitVector),
          r.refutation)
          << r.str();
    }
  }
  return r;
}

ProveOptions z3_only(bool all_signed = false) {
  ProveOptions o;
  o.fast_path = false;
  o.all_signed = all_signed;
  return o;
}

ProveOptions bits() {
  ProveOptions o;
  o.encoding = Encoding::kBitVector;
  return o;
}

TEST(Prover, FastPathSettlesLinearIdentity) {
  ProveResult r = run("n // 4 * 4 + n % 4 == n");
  EXPECT_TRUE(r.is_proved()) << r.str();
  EXPECT_TRUE(r.fast_path);
}

TEST(Prover, Z3ProvesWhatTheFastPathProves) {
  for (const char* claim : {"n // 4 * 4 + n % 4 == n", "(n + 3) // 4 * 4 >= n",
                            "T.min(a, b) + T.max(a, b) == a + b", "n * m == m * n"}) {
    ProveResult r = run(claim, {}, z3_only());
    EXPECT_TRUE(r.is_proved()) << claim << ": " << r.str();
    EXPECT_FALSE(r.fast_path);
  }
}

TEST(Prover, DivisionByZeroRefutes) {
  ProveResult r = run("n // m * m + n % m == n");
  ASSERT_TRUE(r.is_refuted()) << r.str();
  EXPECT_EQ(r.refutation, Refutation::kDivisionByZero);
  EXPECT_EQ(r.model->str().find("m = 0") != std::string::npos, true) << r.str();
  EXPECT_TRUE(run("n // m * m + n % m == n", {"m >= 1"}).is_proved());
}

TEST(Prover, SelectEvaluatesBothArmsButIfThenElseOnlyOne) {
  ProveResult r = run("T.Select(m > 0, n // m, 0) >= 0");
  ASSERT_TRUE(r.is_refuted()) << r.str();
  EXPECT_EQ(r.refutation, Refutation::kDivisionByZero);
  EXPECT_TRUE(run("T.if_then_else(m > 0, n // m, 0) >= 0").is_proved());
}

TEST(Prover, TruncatingAndFlooringDivision) {
  EXPECT_TRUE(run("T.truncdiv(x, 2) * 2 + T.truncmod(x, 2) == x", {}, z3_only(true)).is_proved());
  EXPECT_TRUE(run("T.truncdiv(x, 2) == x // 2", {}, z3_only()).is_proved());
  ProveResult r = run("T.truncdiv(x, 2) == x // 2", {}, z3_only(true));
  ASSERT_TRUE(r.is_refuted()) << r.str();
  EXPECT_EQ(r.refutation, Refutation::kFalse);
  // Floor modulus takes the divisor's sign, truncating modulus the dividend's.
  EXPECT_TRUE(run("y > 0 or x % y <= 0", {"y != 0"}, z3_only(true)).is_proved());
  EXPECT_TRUE(run("x < 0 or T.truncmod(x, y) >= 0", {"y != 0"}, z3_only(true)).is_proved());
  EXPECT_TRUE(
      run("T.floordiv(x, y) * y + T.floormod(x, y) == x", {"y != 0"}, z3_only(true)).is_proved());
  EXPECT_TRUE(
      run("T.truncdiv(x, y) * y + T.truncmod(x, y) == x", {"y != 0"}, z3_only(true)).is_proved());
}

TEST(Prover, OrAlsoEvaluatesBothSides) {
  ProveResult r = run("y >= 0 or x % y <= 0", {}, z3_only(true));
  ASSERT_TRUE(r.is_refuted()) << r.str();
  EXPECT_EQ(r.refutation, Refutation::kDivisionByZero);
}

TEST(Prover, ShapeVariablesAreNonNegativeUnlessSigned) {
  EXPECT_TRUE(run("n + 1 > 0").is_proved());
  ProveResult r = run("n + 1 > 0", {}, z3_only(true));
  ASSERT_TRUE(r.is_refuted()) << r.str();
  EXPECT_LE(*r.model->get(r.model->entries()[0].first.get()), -1);
}

TEST(Prover, BitVectorsFindOverflow) {
  EXPECT_TRUE(run("n + 1 > n").is_proved());
  ProveResult r = run("n + 1 > n", {}, bits());
  ASSERT_TRUE(r.is_refuted()) << r.str();
  EXPECT_EQ(r.refutation, Refutation::kOverflow);
  EXPECT_EQ(r.model->entries()[0].second, INT64_MAX);
  EXPECT_TRUE(run("n + 1 > n", {"n < 1000"}, bits()).is_proved());
  ProveResult m = run("n * 4 // 4 == n", {}, bits());
  ASSERT_TRUE(m.is_refuted()) << m.str();
  EXPECT_EQ(m.refutation, Refutation::kOverflow);
}

TEST(Prover, UnboundedCounterexamplesStayEvaluable) {
  // False only where n * 4 leaves int64: no evaluable counterexample, so not Refuted.
  ProveResult r = run("n * 4 < 9223372036854775807", {}, z3_only());
  EXPECT_FALSE(r.is_proved()) << r.str();
  EXPECT_TRUE(r.is_unknown()) << r.str();
}

TEST(Prover, RefutationsComeWithCheckedModels) {
  for (const char* claim : {"n // 2 * 2 == n", "n * m >= n + m", "T.max(n, m) == n",
                            "(n + 7) // 8 * 8 == n + 7", "n % 6 < 5"}) {
    ProveResult r = run(claim);
    EXPECT_TRUE(r.is_refuted()) << claim << ": " << r.str();
    ProveResult z = run(claim, {}, z3_only());
    EXPECT_TRUE(z.is_refuted()) << claim << ": " << z.str();
  }
}

TEST(Prover, AssumptionsAreUsed) {
  EXPECT_TRUE(run("n // 8 == m", {"n == m * 8 + 3"}).is_proved());
  EXPECT_TRUE(run("(n - k) // s + 1 >= 1", {"n >= k", "s >= 1"}).is_proved());
  EXPECT_TRUE(run("T.floormod(n, 4) == 0", {"T.floormod(n, 8) == 0"}).is_proved());
  EXPECT_TRUE(run("n * m >= m", {"n >= 1"}).is_proved());
}

TEST(Prover, ResourceLimitGivesUnknown) {
  ProveOptions o = z3_only();
  o.limits.rlimit = 1;
  ProveResult r = run("x * x * x + y * y * y != z * z * z", {"x >= 1", "y >= 1"}, o);
  ASSERT_TRUE(r.is_unknown()) << r.str();
  EXPECT_FALSE(r.reason.empty());
}

TEST(Prover, UnsupportedExpressionsAreUnknown) {
  sem::PrimExpr x = sem::make_var("x", sem::DataType::Float(32));
  ProveResult r = prove(sem::make_binary(sem::PrimKind::kLT, x, sem::make_float(1.0)), {});
  EXPECT_TRUE(r.is_unknown());
  EXPECT_TRUE(prove(sem::make_int(3), {}).is_unknown()); // not a boolean
  EXPECT_TRUE(prove(nullptr, {}).is_unknown());
}

TEST(Prover, CastsWrap) {
  sem::PrimExpr n = sem::make_var("n");
  sem::PrimExpr c = sem::make_cast(sem::DataType::Int(8), n);
  auto eq = [](sem::PrimExpr a, sem::PrimExpr b) {
    return sem::make_binary(sem::PrimKind::kEQ, std::move(a), std::move(b));
  };
  // int8(300) == 44 whatever the encoding.
  for (Encoding enc : {Encoding::kUnbounded, Encoding::kBitVector}) {
    ProveOptions o = z3_only();
    o.encoding = enc;
    ProveResult r =
        prove(eq(c, sem::make_int(44, sem::DataType::Int(8))), {eq(n, sem::make_int(300))}, o);
    EXPECT_TRUE(r.is_proved()) << r.str();
    ProveResult f = prove(eq(c, sem::make_int(44, sem::DataType::Int(8))), {}, o);
    ASSERT_TRUE(f.is_refuted()) << f.str();
    EXPECT_EQ(sem::eval_prim(c, *f.model) == 44, false);
  }
}

TEST(Prover, Int32OverflowInBitVectorMode) {
  testing::Claim c = read_claim("n + 1 > n", {}, sem::DataType::Int(32));
  ProveResult r = prove(c.claim, c.assumptions, bits());
  ASSERT_TRUE(r.is_refuted()) << r.str();
  EXPECT_EQ(r.model->entries()[0].second, INT32_MAX);
}

} // namespace prover_test
} // namespace rxv::solver
