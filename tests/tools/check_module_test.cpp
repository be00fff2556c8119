// The check pipeline (solver/check_module.h) and the corpus runner's StructInfo hooks
// (EXPECT-ERROR with SI/PUR ids, EXPECT-WARNING, EXPECT-SINFO), end to end on small files.
#include "solver/check_module.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include <unistd.h>

#include "semantics/script/reader.h"
#include "tools/corpus_runner.h"

namespace rxv::tools {
namespace check_module_test {

sem::IRModule read(const std::string& text) {
  sem::DiagnosticSink sink;
  auto mod = sem::read_module(text, sink);
  EXPECT_TRUE(mod.has_value()) << sink.format("text");
  return mod ? *mod : sem::IRModule{};
}

std::vector<std::string> rules(const solver::CheckResult& r) {
  std::vector<std::string> out;
  for (const auto& d : r.diagnostics) out.push_back(d.rule);
  return out;
}

constexpr const char* kGood = R"(@R.function
def main(x: R.Tensor(("n", 4), dtype="float32")):
    n = T.int64()
    lv = R.add(x, x)
    return lv
)";

TEST(CheckPipeline, WellFormedModuleIsInferred) {
  auto arith = sem::make_default_arith();
  solver::CheckResult r = solver::check_module(read(kGood), {}, *arith);
  EXPECT_FALSE(r.has_errors());
  EXPECT_TRUE(r.diagnostics.empty());
  ASSERT_TRUE(r.normalized.has_value());
  ASSERT_TRUE(r.inference.has_value());
  EXPECT_EQ(r.inference->function_sinfo.count("main"), 1u);
}

TEST(CheckPipeline, IllFormedModuleStopsBeforeInference) {
  auto arith = sem::make_default_arith();
  solver::CheckResult r = solver::check_module(read(R"(@R.function
def main(x: R.Tensor((4,), dtype="float32")):
    y: R.Tensor((5,), dtype="float32") = x
    with R.dataflow():
        lv = R.add(x, x)
        R.output()
    return lv
)"),
                                               {}, *arith);
  EXPECT_TRUE(r.has_errors());
  EXPECT_EQ(rules(r), std::vector<std::string>{"WF-1"}); // not SI-1: inference did not run
  EXPECT_FALSE(r.inference.has_value());
}

TEST(CheckPipeline, StructInfoErrorsAndWarnings) {
  auto arith = sem::make_default_arith();
  solver::CheckResult r = solver::check_module(read(R"(@R.function
def main(x: R.Tensor((4,), dtype="float32"), y: R.Tensor(dtype="float32", ndim=1)):
    a: R.Tensor((4,), dtype="float32") = y
    b = R.print(x, format=R.str("{}"))
    return a
)"),
                                               {}, *arith);
  EXPECT_EQ(rules(r), (std::vector<std::string>{"SI-1", "PUR-2"}));
  EXPECT_EQ(r.diagnostics[0].severity, sem::Severity::kWarning);
  EXPECT_TRUE(r.has_errors());
  EXPECT_TRUE(r.inference.has_value());
}

class CorpusFile : public ::testing::Test {
protected:
  std::string write(const std::string& text) {
    std::filesystem::create_directories(dir_);
    std::string path = (dir_ / "case.py").string();
    std::ofstream(path) << text;
    return path;
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

private:
  std::filesystem::path dir_ = std::filesystem::temp_directory_path() /
                               ("rxv_check_pipeline_test_" + std::to_string(::getpid()));
};

constexpr const char* kBody = R"(@R.function
def main(x: R.Tensor(("n", 4), dtype="float32"), y: R.Tensor(dtype="float32", ndim=2)):
    n = T.int64()
    lv = R.add(x, x)
    a: R.Tensor((n, 4), dtype="float32") = y
    return lv
)";

TEST_F(CorpusFile, StructInfoExpectationsPass) {
  auto r = run_corpus_file(
      write(std::string("# EXPECT: well-formed\n"
                        "# EXPECT-WARNING: SI-1 @ 9:5\n"
                        "# EXPECT-SINFO: lv : R.Tensor((n, 4), dtype=\"float32\")\n"
                        "# EXPECT-SINFO: main.x : R.Tensor((n, 4), dtype=\"float32\")\n") +
            kBody));
  EXPECT_TRUE(r.passed) << ::testing::PrintToString(r.failures);
}

TEST_F(CorpusFile, StructInfoMismatchAndMissingWarningFail) {
  auto r =
      run_corpus_file(write(std::string("# EXPECT: well-formed\n"
                                        "# EXPECT-WARNING: SI-9\n"
                                        "# EXPECT-SINFO: lv : R.Tensor((n, 5), dtype=\"float32\")\n"
                                        "# EXPECT-SINFO: other.lv : R.Object\n") +
                            kBody));
  EXPECT_FALSE(r.passed);
  // SI-9 is not reported, SI-1 is not expected, lv differs, `other` has no lv.
  EXPECT_EQ(r.failures.size(), 4u) << ::testing::PrintToString(r.failures);
}

TEST_F(CorpusFile, ExpectedStructInfoErrors) {
  std::string text = std::string("# EXPECT-ERROR: PUR-2 @ 4:9\n") + R"(@R.function
def main(x: R.Tensor((4,), dtype="float32")):
    b = R.print(x, format=R.str("{}"))
    return x
)";
  EXPECT_TRUE(run_corpus_file(write(text)).passed);
  // EXPECT: well-formed now also means no SI/PUR error.
  auto r = run_corpus_file(write("# EXPECT: well-formed\n" + text.substr(text.find('\n') + 1)));
  EXPECT_FALSE(r.passed);
}

TEST_F(CorpusFile, StructInfoNeedsAWellFormedModule) {
  auto r = run_corpus_file(write(R"(# EXPECT-ERROR: WF-3
# EXPECT-SINFO: y : R.Object
@R.function
def main(x: R.Tensor((4,), dtype="float32")):
    z = y
    y = x
    return z
)"));
  EXPECT_FALSE(r.passed);
  ASSERT_EQ(r.failures.size(), 1u) << ::testing::PrintToString(r.failures);
  EXPECT_NE(r.failures[0].find("EXPECT-SINFO"), std::string::npos);
}

} // namespace check_module_test
} // namespace rxv::tools
