// eval_prim (TIR integer semantics, no value on overflow or division by zero), the interval
// arithmetic under the simplifier's bounds, and the counterexample search.
#include <gtest/gtest.h>

#include <limits>

#include "semantics/arith/counterexample.h"
#include "semantics/arith/eval.h"
#include "semantics/arith/interval.h"
#include "tests/semantics/arith_test_util.h"

namespace rxv::sem {
namespace arith_eval_test {

using testing::PrimEnv;

constexpr int64_t kMax = std::numeric_limits<int64_t>::max();
constexpr int64_t kMin = std::numeric_limits<int64_t>::min();

std::optional<int64_t>
eval_text(const std::string& text,
          std::initializer_list<std::pair<const char*, int64_t>> values = {}) {
  PrimEnv env;
  env.var("i", DataType::Int(32));
  env.var("b", DataType::Bool());
  PrimExpr e = env.parse(text);
  Assignment a;
  for (const auto& [name, v] : values) a.set(env.var(name), v);
  return eval_prim(e, a);
}

TEST(ArithEvalTest, DivisionRounding) {
  EXPECT_EQ(eval_text("n // 4", {{"n", -7}}), -2);
  EXPECT_EQ(eval_text("n % 4", {{"n", -7}}), 1);
  EXPECT_EQ(eval_text("n // -4", {{"n", 7}}), -2);
  EXPECT_EQ(eval_text("n % -4", {{"n", 7}}), -1);
  EXPECT_EQ(eval_text("T.truncdiv(n, 4)", {{"n", -7}}), -1);
  EXPECT_EQ(eval_text("T.truncmod(n, 4)", {{"n", -7}}), -3);
  EXPECT_EQ(eval_text("T.truncmod(n, -4)", {{"n", 7}}), 3);
  EXPECT_EQ(floor_div(kMin, 1), kMin);
  EXPECT_EQ(floor_mod(kMin, -1), 0);
}

TEST(ArithEvalTest, NoValue) {
  EXPECT_EQ(eval_text("n // m", {{"n", 1}, {"m", 0}}), std::nullopt);
  EXPECT_EQ(eval_text("n % m", {{"n", 1}, {"m", 0}}), std::nullopt);
  EXPECT_EQ(eval_text("T.truncdiv(n, m)", {{"n", 1}, {"m", 0}}), std::nullopt);
  EXPECT_EQ(eval_text("n // m", {{"n", kMin}, {"m", -1}}), std::nullopt);
  EXPECT_EQ(eval_text("n + 1", {{"n", kMax}}), std::nullopt);
  EXPECT_EQ(eval_text("n * 2", {{"n", kMax / 2 + 1}}), std::nullopt);
  EXPECT_EQ(eval_text("0 - n", {{"n", kMin}}), std::nullopt);
  EXPECT_EQ(eval_text("i + 1", {{"i", 2147483647}}), std::nullopt); // int32 overflow
  EXPECT_EQ(eval_text("n + m", {{"n", 1}}), std::nullopt);          // m unassigned
  EXPECT_EQ(eval_text("T.float32(1.0) < T.float32(2.0)"), std::nullopt);
  // Select evaluates both arms; if_then_else only the one it takes.
  EXPECT_EQ(eval_text("T.Select(m == 0, 0, n // m)", {{"n", 1}, {"m", 0}}), std::nullopt);
  EXPECT_EQ(eval_text("T.if_then_else(m == 0, 0, n // m)", {{"n", 1}, {"m", 0}}), 0);
  EXPECT_EQ(eval_prim(nullptr, {}), std::nullopt);
}

TEST(ArithEvalTest, LogicAndCasts) {
  EXPECT_EQ(eval_text("n < m and not (n == m)", {{"n", 1}, {"m", 2}}), 1);
  EXPECT_EQ(eval_text("n > m or b", {{"n", 1}, {"m", 2}, {"b", 0}}), 0);
  EXPECT_EQ(eval_text("T.min(n, m) + T.max(n, m)", {{"n", 3}, {"m", -5}}), -2);
  EXPECT_EQ(eval_text("T.Cast(\"int64\", T.Cast(\"int8\", n))", {{"n", 200}}), -56);
  EXPECT_EQ(eval_text("T.Cast(\"int64\", T.Cast(\"uint8\", n))", {{"n", -1}}), 255);
  EXPECT_EQ(eval_text("T.Cast(\"bool\", n)", {{"n", 5}}), 1);
  EXPECT_EQ(eval_text("T.Cast(\"int64\", i) * 2", {{"i", 2147483647}}), 4294967294);
}

TEST(ArithEvalTest, DeepAndSharedExpressions) {
  PrimExpr n = make_var("n");
  Assignment a;
  a.set(n, 1);
  // A deep chain has no value (bounded recursion) rather than exhausting the stack.
  PrimExpr deep = n;
  for (int i = 0; i < 5000; ++i) deep = make_binary(PrimKind::kAdd, deep, make_int(0));
  EXPECT_EQ(eval_prim(deep, a), std::nullopt);
  // A DAG of 2^60 paths is evaluated by its size.
  PrimExpr dag = n;
  for (int i = 0; i < 60; ++i) dag = make_binary(PrimKind::kAdd, dag, dag);
  EXPECT_EQ(eval_prim(dag, a), int64_t(1) << 60);
}

TEST(ArithEvalTest, AssignmentPrintsInOrder) {
  PrimExpr n = make_var("n"), m = make_var("m");
  Assignment a;
  a.set(n, 3);
  a.set(m, 0);
  a.set(n, 7);
  EXPECT_EQ(a.str(), "n = 7, m = 0");
  EXPECT_EQ(a.get(m.get()), 0);
  EXPECT_EQ(a.get(nullptr), std::nullopt);
}

TEST(ArithIntervalTest, Arithmetic) {
  Interval nonneg = Interval::at_least(0), any = Interval::everything();
  EXPECT_EQ((nonneg + Interval::point(3)).str(), "[3, +inf)");
  EXPECT_EQ((-nonneg).str(), "(-inf, 0]");
  EXPECT_EQ((Interval::range(-2, 3) * Interval::range(4, 5)).str(), "[-10, 15]");
  EXPECT_EQ((nonneg * Interval::point(0)).str(), "[0, 0]");
  EXPECT_EQ((nonneg * Interval::range(-1, 1)).str(), "(-inf, +inf)");
  EXPECT_EQ(power(any, 2).str(), "[0, +inf)");
  EXPECT_EQ(power(Interval::range(-3, 2), 3).str(), "[-27, 18]");
  EXPECT_EQ(floordiv_interval(Interval::range(-7, 9), 4).str(), "[-2, 2]");
  EXPECT_EQ(truncdiv_interval(Interval::range(-7, 9), 4).str(), "[-1, 2]");
  EXPECT_EQ(min_of(nonneg, Interval::range(-5, 7)).str(), "[-5, 7]");
  EXPECT_EQ(max_of(any, Interval::range(-5, 7)).str(), "[-5, +inf)");
  EXPECT_EQ(hull(Interval::point(2), Interval::point(9)).str(), "[2, 9]");
  EXPECT_EQ(intersect(nonneg, Interval::range(-5, 7)).str(), "[0, 7]");
  EXPECT_TRUE(intersect(Interval::point(1), Interval::point(2)).is_empty());
}

TEST(ArithIntervalTest, WidensInsteadOfOverflowing) {
  Interval big = Interval::range(kMax - 1, kMax);
  EXPECT_EQ((big + Interval::point(5)).str(), "[9223372036854775807, +inf)");
  EXPECT_EQ((big * big).str(), "[9223372036854775807, +inf)");
  EXPECT_EQ((-Interval::point(kMin)).str(), "[9223372036854775807, +inf)");
  EXPECT_EQ((Interval::point(kMin) + Interval::point(-1)).str(), "(-inf, -9223372036854775808]");
}

TEST(ArithSearchTest, FindsSmallCounterexamples) {
  PrimEnv env;
  SearchSpace space;
  auto cex = find_counterexample(env.parse("n % 4 == n"), {}, space);
  ASSERT_TRUE(cex);
  EXPECT_EQ(cex->str(), "n = 7");
  // Assumptions restrict the candidates; hints come first.
  space.hints = [](const PrimExprNode& v) {
    return v.name == "n" ? std::vector<int64_t>{5} : std::vector<int64_t>{};
  };
  cex = find_counterexample(env.parse("n != 5"), {env.parse("n >= 5")}, space);
  ASSERT_TRUE(cex);
  EXPECT_EQ(cex->str(), "n = 5");
  // Shape variables stay >= 0 unless signed.
  EXPECT_FALSE(find_counterexample(env.parse("n >= 0"), {}, SearchSpace{}));
  space.is_signed = [](const PrimExprNode&) { return true; };
  cex = find_counterexample(env.parse("n >= 0"), {}, space);
  ASSERT_TRUE(cex);
  EXPECT_EQ(cex->str(), "n = -1");
  // Undefined evaluations never count as counterexamples.
  EXPECT_FALSE(find_counterexample(env.parse("n // 0 == 1"), {}, SearchSpace{}));
  // The budget bounds the work on many variables.
  SearchSpace small;
  small.budget = 10;
  EXPECT_FALSE(find_counterexample(env.parse("a + b + c + d + e + f < 700"), {}, small));
}

} // namespace arith_eval_test
} // namespace rxv::sem
