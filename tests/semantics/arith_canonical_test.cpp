// The canonical form as printed by Arith::simplify: the printed order, idempotence, determinism
// (independent of how the input was written and of addresses), and agreement with evaluation.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "semantics/arith/arith.h"
#include "semantics/arith/canonical.h"
#include "semantics/arith/counterexample.h"
#include "semantics/arith/eval.h"
#include "semantics/arith/prim_order.h"
#include "semantics/ir/structural_equal.h"
#include "tests/semantics/arith_test_util.h"

namespace rxv::sem {
namespace arith_canonical_test {

using testing::PrimEnv;

std::string simplified(const std::string& text) {
  PrimEnv env;
  return print_prim_expr(make_default_arith()->simplify(env.parse(text)));
}

struct Printed {
  const char* input;
  const char* output;
};

const Printed kPrinted[] = {
    {"n * (m + 1)", "m * n + n"},
    {"(n + 1) * 4", "n * 4 + 4"},
    {"4 * (1 + n)", "n * 4 + 4"},
    {"n - m", "n - m"},
    {"m - n", "m - n"},
    {"1 - n", "1 - n"},
    {"0 - n", "0 - n"},
    {"0 - n - 1", "0 - n - 1"},
    {"n - m + 1", "n - m + 1"},
    {"b + a", "a + b"},
    {"c * b * a", "a * b * c"},
    {"n * n * 2 + n", "n * n * 2 + n"},
    {"n + n * n", "n * n + n"},
    {"n // 4 * 4 + n % 4", "n"},
    {"n % 4", "n % 4"},
    {"n - n // 4 * 4 + m", "m + n % 4"},
    {"n // 4 * 4", "n // 4 * 4"},
    {"(n - 1) // 2 + 1", "(n + 1) // 2"},
    {"(n + 2 - 3) // 2 + 1", "(n + 1) // 2"},
    {"n * 4 // 8", "n // 2"},
    {"(n * 4 + 6) // 4", "n + 1"},
    {"(n * 4 + 6) // 8", "(n * 2 + 3) // 4"},
    {"(n * 5) // 4", "n + n // 4"},
    {"n // 4 // 8", "n // 32"},
    {"n % 8 % 4", "n % 4"},
    {"T.truncdiv(n, 4)", "n // 4"},
    {"T.truncmod(n, 4)", "n % 4"},
    {"n // m", "n // m"},
    {"n * m // m", "n"},
    {"T.max(n, 0)", "n"},
    {"T.min(n, n + 1)", "n"},
    {"T.max(n + 1, m + 1)", "T.max(m, n) + 1"},
    {"T.max(m + 1, n + 1)", "T.max(m, n) + 1"},
    {"T.min(n, m)", "T.min(m, n)"},
    {"T.Select(n < 0, 1, n)", "n"},
    {"T.Select(n < m, n, m)", "T.Select(m >= n + 1, n, m)"},
    {"n < n + 1", "T.bool(True)"},
    {"n < 0", "T.bool(False)"},
    {"n < m", "m >= n + 1"},
    {"m > n", "m >= n + 1"},
    {"n == m", "m == n"},
    {"m == n", "m == n"},
    {"n + 1 == 5", "n == 4"},
    {"n != m", "m != n"},
    {"not (n < m)", "n >= m"},
    {"m >= n and n < m", "m >= n and m >= n + 1"},
    {"n < m and (n < m and k < 2)", "m >= n + 1 and 1 >= k"},
    {"n * 0", "0"},
    {"n - n", "0"},
    {"7", "7"},
};

TEST(ArithCanonicalTest, PrintedForm) {
  for (const Printed& c : kPrinted) EXPECT_EQ(simplified(c.input), c.output) << c.input;
}

TEST(ArithCanonicalTest, TypedCanonicalForms) {
  PrimEnv env;
  env.var("i", DataType::Int(32));
  auto arith = make_default_arith();
  // An int32 variable in an int64 sum keeps its cast, so the result is well typed.
  PrimExpr e = arith->simplify(env.parse("T.Cast(\"int64\", i) * 2 + n"));
  EXPECT_EQ(print_prim_expr(e), "T.Cast(\"int64\", i) * 2 + n");
  EXPECT_EQ(e->dtype, DataType::Int(64));
  e = arith->simplify(env.parse("i * 2 + i"));
  EXPECT_EQ(print_prim_expr(e), "i * T.int32(3)");
  EXPECT_EQ(e->dtype, DataType::Int(32));
  // Floats are left alone, but their integer parts are simplified.
  e = arith->simplify(env.parse("T.Cast(\"float32\", n + n) + T.float32(1.0)"));
  EXPECT_EQ(print_prim_expr(e), "T.Cast(\"float32\", n * 2) + T.float32(1.0)");
}

TEST(ArithCanonicalTest, SimplifyUnderAssumptions) {
  PrimEnv env;
  auto arith = make_default_arith();
  PrimExpr n = env.var("n");
  EXPECT_EQ(print_prim_expr(arith->simplify(env.parse("n // 4"), {env.parse("n < 4")})), "0");
  EXPECT_EQ(print_prim_expr(arith->simplify(env.parse("n + 1"), {env.parse("n == m * 2")})),
            "m * 2 + 1");
  EXPECT_EQ(print_prim_expr(arith->simplify(env.parse("T.min(n, 8)"), {env.parse("n >= 8")})), "8");
  // Signed variables: floordiv of a possibly negative value stays, truncdiv no longer equals it.
  arith->declare_signed(n);
  EXPECT_EQ(print_prim_expr(arith->simplify(env.parse("T.max(n, 0)"))), "T.max(n, 0)");
  EXPECT_EQ(print_prim_expr(arith->simplify(env.parse("T.truncdiv(n, 4)"))), "T.truncdiv(n, 4)");
}

/// Expressions for idempotence and evaluation checks (the printed table and more).
std::vector<std::string> corpus() {
  std::vector<std::string> out;
  for (const Printed& c : kPrinted) out.push_back(c.input);
  for (const char* t :
       {"(n + 31) // 32 * 32 - n", "(h + 2 * 1 - 3) // 2 + 1", "n * m * k // (m * k)",
        "T.min(n // 4, m) + T.max(n, m) * 2", "T.truncmod(n - m, 3)", "T.truncdiv(n - 7, 2)",
        "(n % 4) * m", "(n % 4 + n % 8) // 3", "T.if_then_else(n < 4, n * 2, n + 4)",
        "T.Select(n == m, n - m, 0) + n % 3", "(n + m) % (n + 1)", "(0 - n - 1) // 4",
        "(0 - n) % 3", "T.truncdiv(0 - n, 3)"})
    out.push_back(t);
  return out;
}

TEST(ArithCanonicalTest, Idempotent) {
  for (const std::string& text : corpus()) {
    PrimEnv env;
    auto arith = make_default_arith();
    PrimExpr once = arith->simplify(env.parse(text));
    PrimExpr twice = arith->simplify(once);
    EXPECT_TRUE(structural_equal(once, twice))
        << text << ": " << print_prim_expr(once) << " then " << print_prim_expr(twice);
    EXPECT_EQ(print_prim_expr(once), print_prim_expr(twice)) << text;
  }
}

TEST(ArithCanonicalTest, AgreesWithEvaluation) {
  std::mt19937_64 rng(7);
  for (const std::string& text : corpus()) {
    PrimEnv env;
    auto arith = make_default_arith();
    PrimExpr e = env.parse(text);
    PrimExpr s = arith->simplify(e);
    std::vector<PrimExpr> vars = free_int_vars({e});
    int compared = 0;
    for (int trial = 0; trial < 500; ++trial) {
      Assignment a;
      for (const PrimExpr& v : vars) a.set(v, int64_t(rng() % 50));
      auto x = eval_prim(e, a);
      if (!x) continue; // the input has no value there (division by zero)
      ++compared;
      EXPECT_EQ(eval_prim(s, a), x) << text << " vs " << print_prim_expr(s) << " at " << a.str();
    }
    EXPECT_GT(compared, 0) << text;
  }
}

TEST(ArithCanonicalTest, OrderIndependentOfSpellingAndAddresses) {
  // The same polynomial written in different orders, with variables created in different orders.
  const char* spellings[] = {"a * b + c * 2 + b // 3 + 1", "1 + b // 3 + 2 * c + b * a",
                             "(c + c) + (1 + a * b) + b // 3"};
  std::string first;
  for (int order = 0; order < 2; ++order) {
    for (const char* text : spellings) {
      PrimEnv env;
      if (order == 1) {
        env.var("c"); // allocate the variables in the other order
        env.var("b");
        env.var("a");
      }
      std::string s = print_prim_expr(make_default_arith()->simplify(env.parse(text)));
      if (first.empty()) first = s;
      EXPECT_EQ(s, first) << text;
    }
  }
  EXPECT_EQ(first, "a * b + c * 2 + b // 3 + 1");
}

TEST(ArithCanonicalTest, EqualAtomsShareOneId) {
  PrimEnv env;
  PrimExpr n = env.var("n");
  Canonicalizer c([](const PrimExprNode&) { return Interval::at_least(0); });
  // Two separately built `n // 4` are one atom; n // 4 and n // 8 are two.
  Poly a = c.canon(env.parse("n // 4 + 1"));
  Poly b = c.canon(env.parse("1 + n // 4"));
  EXPECT_TRUE(a.same_terms(b));
  Poly d = c.sub(c.canon(env.parse("n // 4")), c.canon(env.parse("n // 8")));
  EXPECT_EQ(d.terms.size(), 2u);
  auto lin = c.linear_atom(c.canon(env.parse("n // 4 * 3 + 2")));
  ASSERT_TRUE(lin);
  EXPECT_EQ(lin->second, 3);
  EXPECT_EQ(print_prim_expr(c.atom_expr(lin->first)), "n // 4");
  // Same-named distinct variables stay distinct.
  PrimExpr other_n = make_var("n");
  EXPECT_FALSE(c.canon(make_binary(PrimKind::kSub, n, other_n)).is_zero());
}

TEST(ArithCanonicalTest, PrimOrderIsStructural) {
  PrimEnv env;
  PrimOrder order;
  PrimExpr a = env.parse("n // 4 + m"), b = env.parse("n // 4 + m"), c = env.parse("n // 4 + k");
  EXPECT_EQ(order.compare(a, b), 0);
  EXPECT_TRUE(structural_equal(a, b));
  EXPECT_NE(order.compare(a, c), 0);
  EXPECT_EQ(order.compare(a, c), -order.compare(c, a));
  // Variables sort first, then by name.
  EXPECT_LT(order.compare(env.var("z"), env.parse("a // 2")), 0);
  EXPECT_LT(order.compare(env.var("a"), env.var("b")), 0);
  PrimExpr x1 = make_var("x"), x2 = make_var("x");
  EXPECT_NE(order.compare(x1, x2), 0);
  EXPECT_EQ(order.compare(x1, x2), -order.compare(x2, x1));
}

TEST(ArithCanonicalTest, BoundsFromAtoms) {
  PrimEnv env;
  Canonicalizer c([](const PrimExprNode&) { return Interval::at_least(0); });
  auto bounds = [&](const char* t) { return c.bounds(c.canon(env.parse(t))).str(); };
  EXPECT_EQ(bounds("n % 4"), "[0, 3]");
  EXPECT_EQ(bounds("n % 4 - 4"), "[-4, -1]");
  EXPECT_EQ(bounds("n - n // 4"), "[0, +inf)");
  EXPECT_EQ(bounds("n // 4 * 4 - n"), "[-3, 0]");
  EXPECT_EQ(bounds("T.min(n, 7)"), "[0, 7]");
  EXPECT_EQ(bounds("T.max(n, 7) + 1"), "[8, +inf)");
  EXPECT_EQ(bounds("T.Select(n < m, 2, 5)"), "[2, 5]");
  EXPECT_EQ(bounds("0 - n * m - 1"), "(-inf, -1]");
  EXPECT_EQ(bounds("(n + 3) // 4 * 4 - n"), "[0, 3]");
}

} // namespace arith_canonical_test
} // namespace rxv::sem
