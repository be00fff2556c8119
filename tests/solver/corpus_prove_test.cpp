#include "tools/corpus_prove.h"

#include <gtest/gtest.h>

namespace rxv::tools {
namespace corpus_prove_test {

TEST(CorpusProve, HoldingDirectivesPass) {
  EXPECT_TRUE(check_prove_directives("# PROVE: n // 4 * 4 + n % 4 == n\n"
                                     "# PROVE: n % m < m assuming m >= 1\n"
                                     "# PROVE-REFUTED: n % m < m\n"
                                     "# PROVE: [signed] x // 4 * 4 <= x\n"
                                     "# PROVE-REFUTED: [bits] n + 1 > n\n"
                                     "x = 1\n")
                  .empty());
}

TEST(CorpusProve, FailuresNameLineAndColumn) {
  auto f = check_prove_directives("# PROVE: n // 2 * 2 == n\n# PROVE-REFUTED: n == n\n");
  ASSERT_EQ(f.size(), 2u);
  EXPECT_EQ(f[0].rfind("1:10: ", 0), 0u) << f[0];
  EXPECT_NE(f[0].find("refuted (n = 1)"), std::string::npos) << f[0];
  EXPECT_EQ(f[1].rfind("2:18: ", 0), 0u) << f[1];
}

TEST(CorpusProve, MalformedDirectives) {
  auto f = check_prove_directives(
      "# PROVE:\n# PROVE: [oops] n == n\n# PROVE: [signed n == n\n# PROVE: n == n assuming\n"
      "# PROVE: n +\n");
  ASSERT_EQ(f.size(), 5u);
  EXPECT_NE(f[0].find("missing claim"), std::string::npos) << f[0];
  EXPECT_NE(f[1].find("unknown option"), std::string::npos) << f[1];
  EXPECT_NE(f[2].find("unclosed"), std::string::npos) << f[2];
  EXPECT_NE(f[3].find("PROVE"), std::string::npos) << f[3];
  EXPECT_NE(f[4].find("PROVE"), std::string::npos) << f[4];
}

TEST(CorpusProve, OnlyTheLeadingCommentBlockCounts) {
  EXPECT_TRUE(check_prove_directives("x = 1\n# PROVE: n // 2 * 2 == n\n").empty());
}

} // namespace corpus_prove_test
} // namespace rxv::tools
