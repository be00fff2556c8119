#include "solver/overflow.h"

#include <gtest/gtest.h>

#include "solver_test_util.h"

namespace rxv::solver {
namespace overflow_test {

bool no_overflow(const std::string& claim, const std::vector<std::string>& assume = {},
                 bool all_signed = false) {
  testing::Claim c = testing::read_claim(claim, assume);
  return cannot_overflow(c.claim, c.assumptions,
                         [all_signed](const sem::PrimExprNode&) { return all_signed; });
}

TEST(Overflow, BoundedVariablesCannotOverflow) {
  EXPECT_TRUE(no_overflow("n * c * h * w == n * (c * h * w)",
                          {"n < 1024", "c < 1024", "h < 1024", "w < 1024"}));
  EXPECT_TRUE(no_overflow("n // 4 * 4 + n % 4 == n", {"n < 1000"}));
  EXPECT_TRUE(no_overflow("n % 4 < 4"));
  EXPECT_TRUE(no_overflow("n + 1 > n", {"n <= 100"}));
  EXPECT_TRUE(no_overflow("n + 1 > n", {"100 >= n"}));
  EXPECT_TRUE(no_overflow("T.min(n, 5) * 3 < 100"));
}

TEST(Overflow, UnboundedArithmeticMayOverflow) {
  EXPECT_FALSE(no_overflow("n + 1 > n"));
  EXPECT_FALSE(no_overflow("n * m >= 0", {"n < 1000000"}));
  EXPECT_FALSE(no_overflow("x - 1 < x", {}, true));
  EXPECT_FALSE(no_overflow("n // m >= 0", {"n < 10"})); // m may be 0
  // n // 4 * 4 never overflows, but intervals cannot show it without a bound on n.
  EXPECT_FALSE(no_overflow("n // 4 * 4 + n % 4 == n"));
}

TEST(Overflow, SearchFindsLimitValues) {
  testing::Claim c = testing::read_claim("n * m >= 0");
  auto a = search_bit_vector_counterexample(c.claim, c.assumptions, {});
  ASSERT_TRUE(a.has_value());
  EXPECT_EQ(check_refutation(c.claim, c.assumptions, *a, true), Refutation::kOverflow);
  testing::Claim ok = testing::read_claim("n // 4 * 4 <= n");
  EXPECT_FALSE(search_bit_vector_counterexample(ok.claim, ok.assumptions, {}).has_value());
}

} // namespace overflow_test
} // namespace rxv::solver
