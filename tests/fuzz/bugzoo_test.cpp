// The harness finds every bug-zoo entry (the ones that need evaluation when the
// interpreter is built) within a bounded number of programs and reduces it
// small, and finds nothing in the built-in passes over the same programs.
#include <fmt/format.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "fuzz/harness.h"
#include "fuzz/oracle.h"
#include "semantics/value/npy.h"

namespace rxv::fuzz {
namespace bugzoo_test {

HarnessSummary run(const std::string& pass, int64_t count, bool shrink = false) {
  HarnessOptions opts;
  opts.count = count;
  opts.seed = 1;
  opts.shrink = shrink;
  opts.max_findings = 1;
  std::string error;
  EXPECT_TRUE(parse_pass_spec(pass, &opts.pass, &error)) << error;
  return run_harness(opts);
}

TEST(BugZoo, HasAtLeastTwelveDocumentedEntries) {
  EXPECT_GE(bugzoo().size(), 12u);
  for (const auto& b : bugzoo()) {
    EXPECT_FALSE(b.mimics.empty()) << b.pass.name;
    EXPECT_FALSE(b.pass.doc.empty()) << b.pass.name;
  }
}

// Issue 7, "Done when": every entry is found (within 60 s on 2 cores; a test bound by time fails
// on a loaded machine, so here within a bounded number of programs, with a fixed seed: the
// harness stops at the first finding) and its repro reduces to at most 12 bindings.
TEST(BugZoo, EveryEntryIsFoundAndReducesSmall) {
  for (const auto& b : bugzoo()) {
    SCOPED_TRACE(b.pass.name);
    // 10000: the op families' specs dilute the impure calls cse_merges_impure needs (seed 1
    // finds it at program 6092 once the elementwise ops of issue 15 are generated).
    HarnessSummary s = run("bugzoo:" + b.pass.name, 10000, /*shrink=*/true);
    EXPECT_GE(s.findings, 1);
    if (s.findings == 0) continue;
    EXPECT_LE(s.first_reduced_bindings, 12u);
  }
}

TEST(BugZoo, UnknownPassIsAnError) {
  PassSpec spec;
  std::string error;
  EXPECT_FALSE(parse_pass_spec("bugzoo:nope", &spec, &error));
  EXPECT_NE(error.find("unknown pass"), std::string::npos);
  EXPECT_FALSE(parse_pass_spec("builtin:nope", &spec, &error));
  EXPECT_FALSE(parse_pass_spec("cmd:", &spec, &error));
  EXPECT_TRUE(parse_pass_spec("builtin:all", &spec, &error));
  EXPECT_GE(spec.passes.size(), 7u);
}

TEST(Harness, BuiltinPassesHaveNoFindings) { EXPECT_EQ(run("builtin:all", 150).findings, 0); }

// A finding replays by its program seed, and its directory holds what issue 7
// asks for: before.py, after.py, inputs/<param>.npy, report.txt with replay
// lines, seed.
TEST(Harness, FindingReplaysBySeedAndWritesItsInputs) {
  namespace fs = std::filesystem;
  // The program seed of lub_keeps_then_shape's first find (found afresh, so that generator
  // changes do not stale it), then replayed on its own.
  HarnessSummary first = run("bugzoo:lub_keeps_then_shape", 3000, /*shrink=*/false);
  ASSERT_EQ(first.findings, 1);
  const std::string& line = first.finding_lines[0];
  const size_t at = line.find("(seed ");
  ASSERT_NE(at, std::string::npos) << line;
  const uint64_t seed = std::stoull(line.substr(at + 6));
  HarnessOptions opts;
  opts.program_seed = seed;
  opts.max_findings = 1;
  opts.out_dir =
      (fs::temp_directory_path() / fmt::format("rxv_bugzoo_test_{}", ::getpid())).string();
  std::string error;
  ASSERT_TRUE(parse_pass_spec("bugzoo:lub_keeps_then_shape", &opts.pass, &error));
  HarnessSummary s = run_harness(opts);
  EXPECT_EQ(s.programs, 1);
  ASSERT_EQ(s.findings, 1);
  std::string dir = opts.out_dir + "/0";
  for (const char* f : {"before.py", "after.py", "report.txt", "seed"})
    EXPECT_TRUE(fs::exists(dir + "/" + f)) << f;
  int npy = 0;
  for (const auto& e : fs::directory_iterator(dir + "/inputs"))
    if (e.path().extension() == ".npy") {
      ++npy;
      EXPECT_TRUE(sem::read_npy_file(e.path().string())) << e.path();
    }
  EXPECT_GE(npy, 1);
  std::ifstream in(dir + "/report.txt");
  std::string report((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_NE(report.find("replay: cd " + dir + " && rxv run after.py --input "), std::string::npos)
      << report;
  EXPECT_NE(report.find(fmt::format("--program-seed {}", seed)), std::string::npos);
  fs::remove_all(opts.out_dir);
}

TEST(Harness, ShardsPartitionThePrograms) {
  EXPECT_NE(program_seed(1, 0), program_seed(1, 1));
  EXPECT_NE(program_seed(1, 0), program_seed(2, 0));
  EXPECT_EQ(program_seed(3, 7), program_seed(3, 7));
}

} // namespace bugzoo_test
} // namespace rxv::fuzz
