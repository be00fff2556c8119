// The backend oracle of `rxv fuzz --backend` (tools/backend_oracle.h): a short fixed-seed campaign
// finds the Halide backend in agreement with the interpreter; an injected wrong lowering is found
// (and reduced); tolerance 0 on a float op whose Halide implementation is not libm's is found;
// the backend's past finds (corpus/regressions/halide_*.py) agree on their EVAL arguments; an
// in-tolerance difference that a discontinuous op makes large is no finding, a wrong kernel
// before one is found and named (isolation, backends/halide/isolation.h).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>

#include "backends/halide/executor.h"
#include "backends/halide/lowering.h"
#include "fuzz/harness.h"
#include "fuzz/validity.h"
#include "semantics/script/reader.h"
#include "semantics/value/value_literal.h"
#include "tools/backend_oracle.h"
#include "tools/backend_panel.h"

namespace rxv::tools {
namespace backend_oracle_test {

using namespace fuzz;

struct Campaign {
  HarnessSummary summary;
  BackendStats stats;
};

Campaign campaign(BackendOracleOptions bopts, int64_t count, uint64_t seed, bool shrink) {
  HarnessOptions opts;
  opts.count = count;
  opts.seed = seed;
  opts.shrink = shrink;
  opts.max_findings = 1;
  auto oracles = std::make_shared<std::vector<std::shared_ptr<BackendOracle>>>();
  opts.module_oracle_name = "backend";
  opts.make_module_oracle = [bopts, oracles]() -> ModuleOracle {
    auto o = std::make_shared<BackendOracle>(bopts);
    oracles->push_back(o); // one worker: no lock needed
    return [o](const sem::IRModule& m, uint64_t s) { return o->check(m, s); };
  };
  Campaign c;
  c.summary = run_harness(opts);
  for (const auto& o : *oracles) c.stats.add(o->stats());
  return c;
}

TEST(BackendFuzz, TargetNames) {
  EXPECT_EQ(parse_backend_target("halide-cpu"), BackendTarget::kHalideCpu);
  EXPECT_EQ(parse_backend_target("halide-jit"), BackendTarget::kHalideJit);
  EXPECT_EQ(parse_backend_target("halide-cuda"), BackendTarget::kHalideCuda);
  EXPECT_FALSE(parse_backend_target("halide"));
  EXPECT_EQ(backend_target_name(BackendTarget::kHalideJit), "halide-jit");
  EXPECT_EQ(backend_target_unavailable(BackendTarget::kHalideCpu), "");
  EXPECT_NE(backend_target_unavailable(BackendTarget::kHalideCuda), "");
}

TEST(BackendFuzz, FixedSeedCampaignAgrees) {
  for (BackendTarget t : {BackendTarget::kHalideCpu, BackendTarget::kHalideJit}) {
    Campaign c = campaign({.target = t}, 40, 7, false);
    SCOPED_TRACE(std::string(backend_target_name(t)));
    EXPECT_EQ(c.summary.findings, 0)
        << (c.summary.finding_lines.empty() ? "" : c.summary.finding_lines[0]);
    EXPECT_EQ(c.summary.programs, 40);
    // The campaign exercises Halide, not only the interpreter.
    EXPECT_GT(c.stats.lowered_bindings, 0);
    EXPECT_GT(c.stats.region_runs, 0);
    EXPECT_GT(c.stats.compiles, 0);
  }
}

TEST(BackendFuzz, InjectedWrongLoweringIsFoundAndReduced) {
  using halide::LoweringRegistry;
  // relax.multiply lowered as relax.add: wrong wherever x * y != x + y.
  const halide::OpLowering* add = LoweringRegistry::get().find("relax.add");
  ASSERT_TRUE(add);
  halide::OpLowering saved = LoweringRegistry::replace_for_testing("relax.multiply", *add);
  ASSERT_TRUE(saved);
  // Seed 2: its first multiply program reduces to 2 bindings under the generator with the op
  // families of issue 15 (seed 1's reduces to 9).
  Campaign c = campaign({.target = BackendTarget::kHalideCpu}, 300, 2, true);
  LoweringRegistry::replace_for_testing("relax.multiply", saved);
  ASSERT_EQ(c.summary.findings, 1);
  const std::string& line = c.summary.finding_lines[0];
  EXPECT_NE(line.find("backend at stage mismatch"), std::string::npos) << line;
  EXPECT_GE(c.summary.first_reduced_size, 1u);
  EXPECT_LE(c.summary.first_reduced_size, 4u) << line;
}

constexpr const char* kErf = R"(
@R.function
def main(x: R.Tensor((256,), dtype="float32")) -> R.Tensor((256,), dtype="float32"):
    with R.dataflow():
        gv: R.Tensor((256,), dtype="float32") = R.erf(x)
        R.output(gv)
    return gv
)";

TEST(BackendFuzz, ZeroToleranceOnAFloatOpIsFound) {
  sem::DiagnosticSink sink;
  auto mod = sem::read_module(kErf, sink);
  ASSERT_TRUE(mod) << sink.format("erf.py");
  auto arith = sem::make_default_arith();
  Validity v = check_validity(*mod, *arith);
  ASSERT_TRUE(v.ok()) << v.str();
  sem::Tensor x = sem::Tensor::zeros(sem::DataType::Float(32), {256});
  for (int64_t i = 0; i < 256; ++i) x.set_float(i, -3.0 + 6.0 * double(i) / 255.0);
  std::vector<sem::Value> args{sem::Value(x)};

  BackendOracle exact({.target = BackendTarget::kHalideCpu, .atol = 0, .rtol = 0});
  auto f = exact.check_with_inputs(*v.normalized, args);
  ASSERT_TRUE(f) << "Halide's erf (a polynomial) equals libm's on all 256 inputs";
  EXPECT_EQ(f->stage, "mismatch");
  EXPECT_NE(f->message.find("interpreter"), std::string::npos) << f->message;
  EXPECT_NE(f->message.find("binding: gv = R.erf(x)"), std::string::npos) << f->message;

  EXPECT_GT(exact.stats().region_runs, 0);
  BackendOracle loose({.target = BackendTarget::kHalideCpu});
  EXPECT_FALSE(loose.check_with_inputs(*v.normalized, args)) << "default tolerance";
}

// Amplification (backends/halide/isolation.h): x * x on integers, then floor. A multiply that
// is off by a relative 2e-6 (within rtol) makes floor one less: amplified, no finding; one off
// by 1% is a wrong kernel, found and named even though floor's difference is what shows.
constexpr const char* kSquareFloor = R"(
@R.function
def main(x: R.Tensor((8,), dtype="float32")) -> R.Tensor((8,), dtype="float32"):
    with R.dataflow():
        sq: R.Tensor((8,), dtype="float32") = R.multiply(x, x)
        gv: R.Tensor((8,), dtype="float32") = R.floor(sq)
        R.output(gv)
    return gv
)";

/// relax.multiply's lowering with its float results scaled by `factor`.
halide::OpLowering scaled_multiply(halide::OpLowering multiply, double factor) {
  return [multiply, factor](const sem::CallNode& call, const std::vector<halide::Operand>& args,
                            halide::LowerContext& ctx) -> halide::LowerResult {
    halide::LowerResult r = multiply(call, args, ctx);
    auto* t = std::get_if<halide::LTensor>(&r);
    if (!t || !t->dtype.is_float()) return r;
    Halide::Func scaled;
    scaled(Halide::_) = t->func(Halide::_) *
                        Halide::cast(t->func.output_types().front(), Halide::Expr(float(factor)));
    t->func = scaled;
    return r;
  };
}

/// Runs kSquareFloor on x = 1..8 with multiply scaled by `factor`, through the oracle on `t`
/// and through a one-backend panel; restores the lowering.
struct ScaledRun {
  std::optional<Finding> finding;
  BackendStats stats;
  Verdict verdict;
};
ScaledRun run_scaled_multiply(double factor, BackendTarget t) {
  using halide::LoweringRegistry;
  sem::DiagnosticSink sink;
  auto mod = sem::read_module(kSquareFloor, sink);
  EXPECT_TRUE(mod) << sink.format("square_floor.py");
  auto arith = sem::make_default_arith();
  Validity v = check_validity(*mod, *arith);
  EXPECT_TRUE(v.ok()) << v.str();
  sem::Tensor x = sem::Tensor::zeros(sem::DataType::Float(32), {8});
  for (int64_t i = 0; i < 8; ++i) x.set_float(i, double(i + 1));
  std::vector<sem::Value> args{sem::Value(x)};

  const halide::OpLowering* multiply = LoweringRegistry::get().find("relax.multiply");
  EXPECT_TRUE(multiply);
  halide::OpLowering saved =
      LoweringRegistry::replace_for_testing("relax.multiply", scaled_multiply(*multiply, factor));
  ScaledRun out;
  BackendOracle oracle({.target = t});
  out.finding = oracle.check_with_inputs(*v.normalized, args);
  out.stats = oracle.stats();
  PanelOptions po;
  po.backends = {t};
  po.limits = backend_eval_limits();
  BackendPanel panel(po);
  out.verdict = panel.check_case(*v.normalized, "main", args);
  LoweringRegistry::replace_for_testing("relax.multiply", saved);
  return out;
}

TEST(BackendFuzz, AmplifiedInToleranceDifferenceIsNoFinding) {
  for (BackendTarget t : {BackendTarget::kHalideCpu, BackendTarget::kHalideJit}) {
    SCOPED_TRACE(std::string(backend_target_name(t)));
    ScaledRun r = run_scaled_multiply(1 - 2e-6, t);
    EXPECT_FALSE(r.finding) << r.finding->message;
    EXPECT_EQ(r.stats.isolations, 1) << "floor's output differs, so isolation ran";
    EXPECT_EQ(r.stats.amplified, 1);
    EXPECT_TRUE(r.verdict.agree()) << r.verdict.report;
    EXPECT_TRUE(r.verdict.amplified) << r.verdict.report;
  }
}

TEST(BackendFuzz, WrongKernelBeforeADiscontinuousOpIsFoundAndNamed) {
  for (BackendTarget t : {BackendTarget::kHalideCpu, BackendTarget::kHalideJit}) {
    SCOPED_TRACE(std::string(backend_target_name(t)));
    ScaledRun r = run_scaled_multiply(0.99, t);
    ASSERT_TRUE(r.finding);
    EXPECT_EQ(r.finding->stage, "mismatch");
    EXPECT_NE(r.finding->message.find("binding: gv = R.floor(sq)"), std::string::npos)
        << r.finding->message;
    EXPECT_NE(r.finding->message.find("isolated: region 0 of main (sq = R.multiply(x, x)"),
              std::string::npos)
        << r.finding->message;
    EXPECT_EQ(r.stats.amplified, 0);
    EXPECT_EQ(r.verdict.stage, std::string(backend_target_name(t)) + ":mismatch");
    EXPECT_NE(r.verdict.report.find("isolated: region 0 of main (sq = R.multiply(x, x)"),
              std::string::npos)
        << r.verdict.report;
  }
}

/// The arguments of each `# EVAL: main(ARG, ...) -> ...` line of `text`.
std::vector<std::vector<sem::Value>> eval_args(const std::string& text) {
  std::vector<std::vector<sem::Value>> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line) && line.rfind("#", 0) == 0;) {
    const std::string head = "# EVAL: main(";
    if (line.rfind(head, 0) != 0) continue;
    std::vector<sem::Value> args;
    size_t pos = head.size();
    while (pos < line.size() && line[pos] != ')') {
      auto v = sem::parse_value_literal(line, pos);
      if (!v) break;
      args.push_back(*v);
      while (pos < line.size() && (line[pos] == ',' || line[pos] == ' ')) ++pos;
    }
    out.push_back(std::move(args));
  }
  return out;
}

TEST(BackendFuzz, HalideRegressionsAgree) {
  namespace fs = std::filesystem;
  int files = 0;
  for (const auto& e : fs::directory_iterator(fs::path(RXV_SOURCE_DIR) / "corpus/regressions")) {
    std::string name = e.path().filename().string();
    if (name.rfind("halide_", 0) != 0 || e.path().extension() != ".py") continue;
    SCOPED_TRACE(name);
    ++files;
    std::ifstream f(e.path());
    std::stringstream ss;
    ss << f.rdbuf();
    sem::DiagnosticSink sink;
    auto mod = sem::read_module(ss.str(), sink);
    ASSERT_TRUE(mod) << sink.format(name);
    auto arith = sem::make_default_arith();
    Validity v = check_validity(*mod, *arith);
    ASSERT_TRUE(v.ok()) << v.str();
    auto runs = eval_args(ss.str());
    EXPECT_FALSE(runs.empty()) << "no EVAL directive on main";
    for (BackendTarget t : {BackendTarget::kHalideCpu, BackendTarget::kHalideJit}) {
      BackendOracle oracle({.target = t});
      for (const auto& args : runs) {
        auto finding = oracle.check_with_inputs(*v.normalized, args);
        EXPECT_FALSE(finding) << backend_target_name(t) << ": " << finding->message;
      }
      EXPECT_GT(oracle.stats().region_runs, 0) << "nothing ran on Halide";
    }
  }
  EXPECT_GE(files, 1);
}

} // namespace backend_oracle_test
} // namespace rxv::tools
