// The class of a `--pass tvm:` finding (fuzz/tvm_pass.h): what deduplicates TVM's findings.
#include <gtest/gtest.h>

#include "fuzz/tvm_pass.h"

namespace rxv::fuzz {
namespace tvm_pass_class_test {

Finding finding(std::string stage, std::string message) {
  Finding f;
  f.stage = std::move(stage);
  f.message = std::move(message);
  return f;
}

TEST(TvmPassFindingClass, WellFormednessViolationBehindTheParserMessage) {
  Finding f = finding(
      "tvm-parse", "TVM cannot parse rxv's print of the input: parse: tvm.error.DiagnosticError: "
                   "error: Program is not well-formed.\n --> <str>:1:1\n"
                   "relax.analysis.well_formed: ValueError: Var v23 is not defined.\n");
  EXPECT_EQ(tvm_pass_finding_class(f), "ValueError: Var v is not defined.");
}

TEST(TvmPassFindingClass, InnermostErrorFoldedSoOneBugIsOneClass) {
  Finding a = finding("tvm-raises", "the TVM pass raised: pass: tvm.error.InternalError: "
                                    "Check failed: lv12 has 3 dims\ntraceback...");
  Finding b = finding("tvm-raises", "the TVM pass raised: pass: tvm.error.InternalError: "
                                    "Check failed: lv7 has 4 dims\ntraceback...");
  EXPECT_EQ(tvm_pass_finding_class(a), "Check failed: v has N dims");
  EXPECT_EQ(tvm_pass_finding_class(a), tvm_pass_finding_class(b));
  Finding r = finding("tvm-reads", "rxv cannot read TVM's print of the input:\n"
                                   "tvm:22:18: error: undefined variable 'TypeVar'\n");
  EXPECT_EQ(tvm_pass_finding_class(r), "undefined variable 'TypeVar'");
}

TEST(TvmPassFindingClass, RefinementStagesHaveNone) {
  EXPECT_EQ(tvm_pass_finding_class(finding("refines", "error: values differ")), "");
}

} // namespace tvm_pass_class_test
} // namespace rxv::fuzz
