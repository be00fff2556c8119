#include "solver/claim_reader.h"

#include <gtest/gtest.h>

namespace rxv::solver {
namespace claim_reader_test {

TEST(ClaimLine, SplitsAssumptionsAtTopLevelCommas) {
  ClaimLine l = split_claim_line("T.min(a, b) <= a assuming a >= 1, T.max(b, 2) == b");
  EXPECT_EQ(l.claim.text, "T.min(a, b) <= a");
  EXPECT_EQ(l.claim.offset, 0u);
  ASSERT_EQ(l.assumptions.size(), 2u);
  EXPECT_EQ(l.assumptions[0].text, "a >= 1");
  EXPECT_EQ(l.assumptions[1].text, "T.max(b, 2) == b");
  EXPECT_EQ(l.assumptions[1].offset, 34u);
}

TEST(ClaimLine, NoAssumptions) {
  ClaimLine l = split_claim_line("  n == n  ");
  EXPECT_EQ(l.claim.text, "n == n");
  EXPECT_EQ(l.claim.offset, 2u);
  EXPECT_TRUE(l.assumptions.empty());
}

TEST(ClaimScope, SharesVariablesAcrossTexts) {
  ClaimScope scope;
  sem::DiagnosticSink sink;
  auto a = scope.read("n >= 1", sink);
  auto c = scope.read("n // m >= 0", sink);
  ASSERT_TRUE(a && c) << sink.format("x");
  ASSERT_EQ(scope.vars().size(), 2u);
  EXPECT_EQ(scope.vars()[0]->name, "n");
  EXPECT_EQ(scope.vars()[0]->dtype, sem::DataType::Int(64));
  EXPECT_EQ((*a)->operands[0].get(), (*c)->operands[0]->operands[0].get());
}

TEST(ClaimScope, DtypeOfVariablesAndLiterals) {
  ClaimScope scope(sem::DataType::Int(32));
  sem::DiagnosticSink sink;
  auto e = scope.read("n + 1 > n", sink);
  ASSERT_TRUE(e);
  EXPECT_EQ(scope.vars()[0]->dtype, sem::DataType::Int(32));
  EXPECT_EQ((*e)->operands[0]->dtype, sem::DataType::Int(32));
}

TEST(ClaimScope, AllOperatorsRead) {
  ClaimScope scope;
  sem::DiagnosticSink sink;
  for (const char* text :
       {"a + b - c * d // e % f == 0", "T.floordiv(a, b) == T.floormod(a, b)",
        "T.truncdiv(a, b) != T.truncmod(a, b)", "T.min(a, b) <= T.max(a, b)",
        "T.Select(a < b, a, b) >= 0", "not (a > b) or a == b and b >= c", "True"}) {
    EXPECT_TRUE(scope.read(text, sink)) << text << ": " << sink.format("claim");
  }
}

struct BadCase {
  const char* text;
  const char* message;
  uint32_t col;
};

TEST(ClaimScope, BadInputHasColumn) {
  const BadCase cases[] = {
      {"n + * 2 == n", "starred", 5},
      {"  n + * 2 == n", "starred", 7},
      {"n == (m + 1", "expected ')'", 12},
      {"n + 1", "not a boolean", 1},
      {"", "empty claim", 1},
      {"n = 1", "single expression", 1},
      {"n == 1; m == 2", "single expression", 1},
      {"T.nosuch(n) == 1", "", 0},
      {"n ==\n n", "single line", 5},
      {"'s' == n", "", 0},
  };
  for (const BadCase& c : cases) {
    ClaimScope scope;
    sem::DiagnosticSink sink;
    EXPECT_FALSE(scope.read(c.text, sink)) << c.text;
    ASSERT_TRUE(sink.has_errors()) << c.text;
    const sem::Diagnostic& d = sink.diagnostics().front();
    EXPECT_NE(d.message.find(c.message), std::string::npos) << c.text << ": " << d.message;
    if (c.col) {
      EXPECT_EQ(d.loc.col, c.col) << c.text << ": " << d.message;
    }
  }
}

TEST(ClaimScope, DeepInputIsRejectedNotCrashed) {
  std::string deep = std::string(5000, '(') + "n" + std::string(5000, ')') + " == n";
  ClaimScope scope;
  sem::DiagnosticSink sink;
  EXPECT_FALSE(scope.read(deep, sink));
  EXPECT_TRUE(sink.has_errors());
}

} // namespace claim_reader_test
} // namespace rxv::solver
