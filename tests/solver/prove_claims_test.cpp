/// Every claim of bench/prove_claims.txt through the prover with a short time
/// limit: no decided claim may get the verdict opposite to the file's, every
/// Proved claim survives random evaluation, and every Refuted one comes with a
/// checked model. Undecided claims (time limits vary with load) are allowed
/// here; the benchmark reports them.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "solver_test_util.h"

namespace rxv::solver {
namespace prove_claims_test {

/// bench/prove_claims.txt: in the source tree the build was configured from, else looked up from
/// the working directory upwards (ctest runs in build/tests; a build folder may lie elsewhere).
std::string claims_path() {
  namespace fs = std::filesystem;
#ifdef RXV_SOURCE_DIR
  if (fs::path p = fs::path(RXV_SOURCE_DIR) / "bench" / "prove_claims.txt"; fs::exists(p))
    return p.string();
#endif
  fs::path dir = fs::current_path();
  for (int i = 0; i < 6; ++i, dir = dir.parent_path()) {
    fs::path p = dir / "bench" / "prove_claims.txt";
    if (fs::exists(p)) return p.string();
  }
  return "";
}

TEST(ProveClaims, NoWrongAnswers) {
  std::string path = claims_path();
  ASSERT_FALSE(path.empty()) << "bench/prove_claims.txt not found above the working directory";
  std::ifstream in(path);
  std::string line;
  int n = 0, decided = 0;
  for (int line_no = 1; std::getline(in, line); ++line_no) {
    if (line.empty() || line[0] == '#') continue;
    size_t colon = line.find(':');
    ASSERT_NE(colon, std::string::npos) << line_no;
    std::string head = line.substr(0, colon);
    bool want_proved = head.rfind("proved", 0) == 0;
    ProveOptions opts;
    opts.all_signed = head.find("signed") != std::string::npos;
    if (head.find("bits") != std::string::npos) opts.encoding = Encoding::kBitVector;
    opts.limits.timeout_ms = 300;
    ClaimLine parts = split_claim_line(std::string_view(line).substr(colon + 1));
    std::vector<std::string> assume;
    for (const auto& a : parts.assumptions) assume.push_back(a.text);
    testing::Claim c = testing::read_claim(parts.claim.text, assume);
    ASSERT_TRUE(c.claim) << line_no;
    ProveResult r = prove(c.claim, c.assumptions, opts);
    ++n;
    if (r.is_unknown()) continue;
    ++decided;
    ASSERT_EQ(r.is_proved(), want_proved) << "line " << line_no << ": " << r.str() << ": " << line;
    if (r.is_proved()) {
      // Bit-vector proofs hold where nothing overflows too, so the same spot
      // check applies.
      testing::spot_check_proved(c, opts.all_signed, 60);
    } else {
      ASSERT_TRUE(r.model.has_value());
      EXPECT_EQ(
          check_refutation(c.claim, c.assumptions, *r.model, opts.encoding == Encoding::kBitVector),
          r.refutation)
          << "line " << line_no;
    }
  }
  EXPECT_GE(n, 300);
  EXPECT_GE(decided * 100, n * 95) << decided << " of " << n << " decided";
}

} // namespace prove_claims_test
} // namespace rxv::solver
