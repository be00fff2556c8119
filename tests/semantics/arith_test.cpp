// The default Arith on a table of claims: identities from Relax shape rules (reshape, flatten,
// conv and pool output sizes, strided_slice, tiling splits, floordiv/floormod), false claims whose
// counterexample is checked by evaluation, and true or undefined claims that must stay Unknown.
// Every Proved answer is also spot-checked on random assignments (fixed seed).
#include "semantics/arith/arith.h"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "semantics/arith/counterexample.h"
#include "semantics/arith/eval.h"
#include "tests/semantics/arith_test_util.h"

namespace rxv::sem {
namespace arith_test {

using testing::PrimEnv;

constexpr Verdict P = Verdict::kProved;
constexpr Verdict R = Verdict::kRefuted;
constexpr Verdict U = Verdict::kUnknown;

struct Case {
  const char* claim;
  Verdict expected;
  std::vector<const char*> assumptions = {};
  std::vector<const char*> signed_vars = {};
};

const Case kCases[] = {
    // Polynomial identities (flatten, reshape, broadcast products).
    {"n * (m + 1) == n * m + n", P},
    {"n * m * k == n * (m * k)", P},
    {"(n + 1) * (n - 1) == n * n - 1", P},
    {"n * 2 * (m * 3) == n * m * 6", P},
    {"2 * n - n == n", P},
    {"n + 0 == n and n * 1 == n", P},
    {"(a + b) * (a + b) == a * a + 2 * a * b + b * b", P},
    {"n * m - m * n == 0", P},
    // Reshape and split by constants.
    {"n * 4 // 2 == n * 2", P},
    {"n * 8 // 4 == n * 2", P},
    {"n * m * 4 // 4 == n * m", P},
    {"n * 4 // 8 == n // 2", P},
    {"(4 * n + 2) // 2 == 2 * n + 1", P},
    {"(4 * n + 3) // 2 == 2 * n + 1", P},
    {"n // 1 == n and n % 1 == 0", P},
    // floordiv / floormod.
    {"n // 4 * 4 + n % 4 == n", P},
    {"n % 4 + n // 4 * 4 == n", P},
    {"n % 4 < 4", P},
    {"n % 4 >= 0", P},
    {"n // 4 <= n", P},
    {"n // 4 * 4 <= n", P},
    {"n // 4 // 8 == n // 32", P},
    {"n % 8 % 4 == n % 4", P},
    {"(n + 4) // 4 == n // 4 + 1", P},
    {"(n % 4 + 4) // 4 == 1", P},
    {"(n - 1) // 2 + 1 == (n + 1) // 2", P},
    {"(n + 8) % 8 == n % 8", P},
    {"(2 * n + 1) % 2 == 1", P},
    // Conv2d / pooling output sizes: (h + 2p - d(k-1) - 1) // s + 1.
    {"(h + 2 * 1 - 1 * (3 - 1) - 1) // 1 + 1 == h", P},
    {"(h + 2 * 2 - 2 * (3 - 1) - 1) // 1 + 1 == h", P},
    {"(h + 2 * 1 - 3) // 2 + 1 == (h + 1) // 2", P},
    {"(h - 2) // 2 + 1 == h // 2", P, {"h >= 2"}},
    {"(h + 2 * 0 - 1 * (1 - 1) - 1) // 1 + 1 == h", P},
    // strided_slice lengths: (end - begin + stride - 1) // stride.
    {"(n - 0 + 2 - 1) // 2 == (n + 1) // 2", P},
    {"(n - 1 + 1 - 1) // 1 == n - 1", P},
    // Tiling splits.
    {"(n + 31) // 32 * 32 >= n", P},
    {"(n + 31) // 32 * 32 - n < 32", P},
    {"(n + 7) // 8 * 8 >= n", P},
    {"n // 16 * 16 + n % 16 == n", P},
    // Truncating division agrees with floor on shape variables.
    {"T.truncdiv(n, 4) == n // 4", P},
    {"T.truncmod(n, 4) == n % 4", P},
    {"T.truncdiv(n * 6, 3) == n * 2", P},
    // min / max.
    {"T.max(n, n) == n", P},
    {"T.min(n, n + 1) == n", P},
    {"T.max(n, 0) == n", P},
    {"T.min(n, 0) == 0", P},
    {"T.min(n * 2, n) == n", P},
    {"T.max(n + 1, m + 1) == T.max(n, m) + 1", P},
    {"T.max(n, m) >= n", P},
    {"T.min(n, m) <= m", P},
    {"T.max(n, m) >= T.min(n, m)", P},
    // Comparisons and logic.
    {"n < n + 1", P},
    {"n != n + 1", P},
    {"n * m >= 0", P},
    {"n < m or n >= m", P},
    {"not (n > n)", P},
    {"T.Select(n < 0, 1, n) == n", P},
    {"T.if_then_else(n >= 0, n, 0 - n) == n", P},
    // Under assumptions.
    {"n - m >= 0", P, {"m <= n"}},
    {"n // 4 == m", P, {"n == m * 4"}},
    {"n >= 1", P, {"n == m + 1"}},
    {"n // 4 >= 1", P, {"n >= 4"}},
    {"n == 4", P, {"n >= 4", "n <= 4"}},
    {"m + n >= 5", P, {"n >= 2 and m >= 3"}},
    {"n // n == 1", P, {"n >= 1"}},
    {"n * m // m == n", P, {"m >= 1"}},
    {"n < 2", P, {"n * 1 < 2"}},
    // Signed variables.
    {"n // 4 * 4 <= n", P, {}, {"n"}},
    {"n % 4 >= 0", P, {}, {"n"}},
    {"n * n >= 0", P, {}, {"n"}},

    // False claims: a counterexample, checked by evaluation.
    {"n + 1 == n", R},
    {"n * 2 == n + 2", R},
    {"n // 4 * 4 == n", R},
    {"n % 4 == n", R},
    {"n * m == n", R},
    {"T.max(n, m) == n", R},
    {"n // 8 == 0", R},
    {"(n + 1) // 2 == n // 2", R},
    {"n < n", R},
    {"n != n", R},
    {"n - m >= 0", R},
    {"n * n == n", R},
    {"(h + 2 - 3) // 2 + 1 == h // 2", R},
    {"n % 3 == n % 6", R},
    {"n >= 1", R},
    {"n >= 5", R, {"n >= 4"}},
    {"T.truncdiv(n, 4) == n // 4", R, {}, {"n"}},
    {"1 % m % 7 == 1 % m", R, {}, {"m"}}, // floormod by a negative divisor is negative
    {"T.bool(False)", R},
    {"n == 5", R},
    {"n * m >= n", R},
    {"n // m == 3", R},

    // True but beyond the canonical form, or undefined somewhere: Unknown, never a wrong answer.
    {"n * m >= n", U, {"m >= 1"}},
    {"n * n >= n", U},
    {"n * n % 2 == n % 2", U},
    {"n // m * m + n % m == n", U},
    {"n // m * m + n % m == n", U, {"m >= 1"}},
    {"n // n == 1", U},
    {"n // 0 == n // 0", U},
    {"n // 0 * 0 == 0", U},
    {"n % m < m", U},
    {"T.float32(1.0) < T.float32(2.0)", U},
    {"n * 9223372036854775807 * 2 == n * 2 * 9223372036854775807", U},
};

std::vector<PrimExpr> parse_all(PrimEnv& env, const std::vector<const char*>& texts) {
  std::vector<PrimExpr> out;
  for (const char* t : texts) out.push_back(env.parse(t));
  return out;
}

/// A random value in the variable's range: mostly small, sometimes large.
int64_t random_value(std::mt19937_64& rng, bool is_signed) {
  std::uniform_int_distribution<int64_t> small(0, 20), large(0, 100000);
  int64_t v = rng() % 4 == 0 ? large(rng) : small(rng);
  return is_signed && rng() % 2 ? -v : v;
}

class ArithTableTest : public ::testing::TestWithParam<Case> {};

TEST_P(ArithTableTest, Verdict) {
  const Case& c = GetParam();
  PrimEnv env;
  PrimExpr claim = env.parse(c.claim);
  std::vector<PrimExpr> hyps = parse_all(env, c.assumptions);
  ASSERT_TRUE(claim);
  auto arith = make_default_arith();
  for (const char* s : c.signed_vars) arith->declare_signed(env.var(s));
  ArithResult r = arith->prove(claim, hyps);
  ASSERT_EQ(r.verdict, c.expected) << c.claim << ": " << r.str();

  std::vector<PrimExpr> all{claim};
  all.insert(all.end(), hyps.begin(), hyps.end());
  std::vector<PrimExpr> vars = free_int_vars(all);
  switch (r.verdict) {
  case Verdict::kRefuted: {
    ASSERT_TRUE(r.counterexample);
    const Assignment& a = *r.counterexample;
    for (const PrimExpr& v : vars) {
      auto value = a.get(v.get());
      ASSERT_TRUE(value) << v->name << " unassigned in " << a.str();
      if (!arith->is_signed(v.get())) {
        EXPECT_GE(*value, 0) << a.str();
      }
    }
    EXPECT_EQ(eval_prim(claim, a), 0) << a.str();
    for (const PrimExpr& h : hyps) EXPECT_EQ(eval_prim(h, a), 1) << a.str();
    break;
  }
  case Verdict::kProved: {
    // Spot check: wherever the assumptions hold, the claim is defined and true.
    std::mt19937_64 rng(20240917);
    int checked = 0;
    for (int trial = 0; trial < 3000; ++trial) {
      Assignment a;
      for (const PrimExpr& v : vars) a.set(v, random_value(rng, arith->is_signed(v.get())));
      bool holds = true;
      for (const PrimExpr& h : hyps) holds &= eval_prim(h, a) == 1;
      if (!holds) continue;
      auto value = eval_prim(claim, a);
      if (!value) continue; // int64 overflow on large values
      ++checked;
      ASSERT_EQ(*value, 1) << c.claim << " is false at " << a.str();
    }
    EXPECT_GT(checked, 0) << "no assignment satisfied the assumptions";
    break;
  }
  case Verdict::kUnknown: EXPECT_FALSE(r.reason.empty()); break;
  }
}

INSTANTIATE_TEST_SUITE_P(Claims, ArithTableTest, ::testing::ValuesIn(kCases));

TEST(ArithTest, TableIsLargeAndMixed) {
  size_t counts[3] = {0, 0, 0};
  for (const Case& c : kCases) ++counts[int(c.expected)];
  EXPECT_GE(std::size(kCases), 60u);
  EXPECT_GE(counts[int(P)], 30u);
  EXPECT_GE(counts[int(R)], 15u);
  EXPECT_GE(counts[int(U)], 8u);
}

TEST(ArithTest, UnknownReasons) {
  PrimEnv env;
  auto arith = make_default_arith();
  EXPECT_EQ(arith->prove(env.parse("n // 0 == n // 0")).reason, "division by zero");
  EXPECT_EQ(arith->prove(env.parse("n // m * m + n % m == n")).reason, "divisor may be zero: m");
  EXPECT_EQ(arith->prove(env.parse("n * n >= n")).reason,
            "nonlinear: not decided by the simplifier");
  EXPECT_EQ(
      arith->prove(env.parse("n * 9223372036854775807 * 2 == n * 2 * 9223372036854775807")).reason,
      "coefficient overflow");
  EXPECT_EQ(arith->prove(env.parse("n + 1")).reason, "claim is not a boolean expression");
  EXPECT_EQ(arith->prove(nullptr).reason, "missing claim");
}

TEST(ArithTest, ConvenienceClaims) {
  PrimEnv env;
  auto arith = make_default_arith();
  PrimExpr n = env.var("n"), m = env.var("m");
  PrimExpr n4 = env.parse("n // 4 * 4");
  EXPECT_TRUE(arith->prove_equal(env.parse("n * (m + 1)"), env.parse("n * m + n")).is_proved());
  EXPECT_TRUE(arith->prove_le(n4, n).is_proved());
  EXPECT_TRUE(arith->prove_ge(n, n4).is_proved());
  EXPECT_TRUE(arith->prove_lt(n, env.parse("n + 1")).is_proved());
  EXPECT_TRUE(arith->prove_gt(env.parse("n + 1"), n).is_proved());
  EXPECT_TRUE(arith->prove_not_equal(n, env.parse("n + 1")).is_proved());
  EXPECT_TRUE(arith->prove_equal(n, m).is_refuted());
  EXPECT_TRUE(arith->prove_lt(n, m, {env.parse("n + 1 <= m")}).is_proved());
  EXPECT_TRUE(arith->prove_equal(n, nullptr).is_unknown());
}

TEST(ArithTest, CounterexampleIsSmallAndNamed) {
  PrimEnv env;
  auto arith = make_default_arith();
  ArithResult r = arith->prove(env.parse("n + 1 == n"));
  ASSERT_TRUE(r.is_refuted());
  EXPECT_EQ(r.counterexample->str(), "n = 0");
  EXPECT_EQ(r.str(), "refuted (n = 0)");
  r = arith->prove(env.parse("n * m == n"));
  ASSERT_TRUE(r.is_refuted());
  EXPECT_EQ(r.counterexample->str(), "m = 0, n = 1");
  // The ends of a range under the assumptions are tried first.
  r = arith->prove(env.parse("n >= 5"), {env.parse("n >= 4")});
  ASSERT_TRUE(r.is_refuted());
  EXPECT_EQ(r.counterexample->str(), "n = 4");
}

TEST(ArithTest, TypedVariables) {
  PrimEnv env;
  auto arith = make_default_arith();
  PrimExpr i = env.var("i", DataType::Int(32));
  PrimExpr b = env.var("b", DataType::Bool());
  (void)i;
  (void)b;
  EXPECT_TRUE(arith->prove(env.parse("i * 2 // 2 == i")).is_proved());
  EXPECT_TRUE(
      arith->prove(env.parse("T.Cast(\"int64\", i) * 2 == T.Cast(\"int64\", i * 2)")).is_proved());
  EXPECT_TRUE(arith->prove(env.parse("b or not b")).is_proved());
  EXPECT_TRUE(arith->prove(env.parse("b")).is_refuted());
  EXPECT_TRUE(arith->prove(env.parse("b"), {env.parse("b")}).is_proved());
  // A narrowing cast is opaque: never proved equal to its operand.
  EXPECT_FALSE(arith->prove(env.parse("T.Cast(\"int64\", T.Cast(\"int8\", n)) == n")).is_proved());
}

TEST(ArithTest, ResourceLimitsAnswerUnknown) {
  auto arith = make_default_arith();
  PrimExpr n = make_var("n");
  // Deeper than the canonical form's bound: Unknown, not a crash.
  PrimExpr deep = n;
  for (int i = 0; i < 3000; ++i) deep = make_binary(PrimKind::kAdd, deep, make_int(1));
  ArithResult r = arith->prove(make_binary(PrimKind::kGE, deep, n));
  EXPECT_TRUE(r.is_unknown()) << r.str();
  EXPECT_EQ(arith->simplify(deep), deep);
  // A DAG that unfolds to 2^200 terms is canonicalized by its size; its coefficient overflows.
  PrimExpr dag = n;
  for (int i = 0; i < 200; ++i) dag = make_binary(PrimKind::kAdd, dag, dag);
  r = arith->prove(make_binary(PrimKind::kGE, dag, make_int(0)));
  EXPECT_TRUE(r.is_unknown()) << r.str();
  // Repeated squaring passes the degree bound.
  PrimExpr pow = make_binary(PrimKind::kAdd, n, make_int(1));
  for (int i = 0; i < 10; ++i) pow = make_binary(PrimKind::kMul, pow, pow);
  r = arith->prove(make_binary(PrimKind::kGE, pow, make_int(0)));
  EXPECT_TRUE(r.is_unknown()) << r.str();
}

} // namespace arith_test
} // namespace rxv::sem
