// `rxv diff`'s verdict on one case (tools/diff_case.h): refinement as DESIGN.md states it. The
// regression of issue 14: "the interpreter errs, the backend returns" used to be reported as a
// mismatch; an erring reference allows anything.
#include "tools/diff_case.h"

#include <gtest/gtest.h>

#include "semantics/script/reader.h"
#include "semantics/value/value_literal.h"

namespace rxv::tools {
namespace diff_case_test {

sem::IRModule read(const std::string& text) {
  sem::DiagnosticSink sink;
  auto mod = sem::read_module(text, sink);
  EXPECT_TRUE(mod.has_value()) << sink.format("text");
  return mod ? *mod : sem::IRModule{};
}

sem::Value lit(const std::string& s) { return *sem::parse_value_literal(s); }

const char* kModule = R"(@R.function
def main(x: R.Tensor((2,), dtype="int32"), y: R.Tensor((2,), dtype="int32")):
    with R.dataflow():
        gv: R.Tensor((2,), dtype="int32") = R.floor_divide(x, y)
        R.output(gv)
    return gv
)";

TEST(JudgeCase, AnErringInterpreterAllowsAnyBackendResult) {
  sem::IRModule m = read(kModule);
  auto interp =
      sem::RunOutcome::erred("DivisionByZero: relax.floor_divide: integer division by zero");
  auto backend = sem::RunOutcome::returned(lit("int32[2]{0, 0}"));
  DiffOutcome o = judge_case(m, "main", interp, backend, sem::Tolerance::backend());
  EXPECT_TRUE(o.agree) << o.report;
  EXPECT_EQ(o.report,
            "agree: the interpreter errs (DivisionByZero: relax.floor_divide: integer division by "
            "zero), so any backend result refines it");
  EXPECT_TRUE(judge_case(m, "main", interp, sem::RunOutcome::erred("x"), {}).agree);
}

TEST(JudgeCase, TheBackendMustReturnWhatTheInterpreterReturns) {
  sem::IRModule m = read(kModule);
  auto interp = sem::RunOutcome::returned(lit("int32[2]{1, 2}"));
  DiffOutcome errs = judge_case(m, "main", interp, sem::RunOutcome::erred("boom"), {});
  EXPECT_FALSE(errs.agree);
  EXPECT_EQ(errs.report, "mismatch: the backend errs where the interpreter returns: boom");
  DiffOutcome differs =
      judge_case(m, "main", interp, sem::RunOutcome::returned(lit("int32[2]{1, 3}")), {});
  EXPECT_FALSE(differs.agree);
  EXPECT_EQ(differs.report, "mismatch: element 1 (index [1]): interpreter 2, backend 3 from gv = "
                            "R.floor_divide(x, y) (at 4:9)");
  EXPECT_TRUE(judge_case(m, "main", interp, interp, {}).agree);
}

} // namespace diff_case_test
} // namespace rxv::tools
