// The harness finds every bug-zoo entry (the ones that need evaluation when the
// interpreter is built) within a bounded number of programs and reduces it
// small, and finds nothing in the built-in passes over the same programs.
#include <gtest/gtest.h>

#include "fuzz/harness.h"
#include "fuzz/oracle.h"

namespace rxv::fuzz {
namespace {

HarnessSummary run(const std::string &pass, int64_t count,
                   bool shrink = false) {
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
  for (const auto &b : bugzoo()) {
    EXPECT_FALSE(b.mimics.empty()) << b.pass.name;
    EXPECT_FALSE(b.pass.doc.empty()) << b.pass.name;
  }
}

// Issue 7, "Done when": every entry is found (within 60 s on 2 cores; here
// within a bounded number of programs, with a fixed seed) and its repro
// reduces to at most 12 bindings.
TEST(BugZoo, EveryEntryIsFoundAndReducesSmall) {
  for (const auto &b : bugzoo()) {
    if (b.needs_interpreter && !oracle_evaluates())
      continue;
    SCOPED_TRACE(b.pass.name);
    HarnessSummary s = run("bugzoo:" + b.pass.name, 3000, /*shrink=*/true);
    EXPECT_GE(s.findings, 1);
    if (s.findings == 0)
      continue;
    EXPECT_LE(s.first_finding_seconds, 60.0);
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

TEST(Harness, BuiltinPassesHaveNoFindings) {
  EXPECT_EQ(run("builtin:all", 150).findings, 0);
}

TEST(Harness, ShardsPartitionThePrograms) {
  EXPECT_NE(program_seed(1, 0), program_seed(1, 1));
  EXPECT_NE(program_seed(1, 0), program_seed(2, 0));
  EXPECT_EQ(program_seed(3, 7), program_seed(3, 7));
}

} // namespace
} // namespace rxv::fuzz
