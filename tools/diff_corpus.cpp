#include "tools/diff_corpus.h"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <optional>

#include "backends/halide/bundle_writer.h"
#include "backends/halide/executor.h"
#include "backends/halide/gpu_schedule.h"
#include "semantics/script/reader.h"
#include "solver/check_module.h"
#include "tools/corpus_eval.h"
#include "tools/corpus_expectations.h"
#include "tools/diff_case.h"
#include "tools/exit_codes.h"
#include "tools/source_file.h"

namespace rxv::tools {
namespace {

/// Random tensors stay small: the corpus exercises ops, not sizes.
constexpr int64_t kMaxRandomElements = int64_t(1) << 16;

struct Summary {
  int files = 0, cases = 0, agree = 0, mismatch = 0;
  int recorded = 0;                   ///< --bundle: region calls recorded
  std::map<std::string, int> skipped; ///< by reason
  int64_t bindings = 0, lowered = 0, region_runs = 0, fallbacks = 0;
  std::map<std::string, int64_t> left_to_interpreter; ///< why (the binding's name dropped)
};

/// "main: lv3: relax.print has no Halide lowering" -> "relax.print has no Halide lowering".
std::string reason_only(const std::string& why) {
  size_t p = why.rfind(": relax.");
  if (p != std::string::npos) return why.substr(p + 2);
  p = why.find(": ");
  size_t q = p == std::string::npos ? p : why.find(": ", p + 2);
  return q == std::string::npos ? why : why.substr(q + 2);
}

/// The reason of a random_inputs refusal without its parameter ("parameter 'f' is a
/// FuncStructInfo: ..." -> "is a FuncStructInfo: ..."), so that skips group.
std::string reason_kind(const std::string& why) {
  const std::string head = "parameter '";
  size_t p = why.starts_with(head) ? why.find("' ", head.size()) : std::string::npos;
  return p == std::string::npos ? why : why.substr(p + 2);
}

void diff_file(const std::filesystem::path& path, const DiffCorpusOptions& opts,
               halide::JitCache& cache, std::ostream& out, Summary& sum) {
  ++sum.files;
  std::string name = path.string();
  sem::DiagnosticSink sink;
  auto text = load_source(name, sink);
  if (!text) {
    ++sum.skipped["file: cannot be read"];
    return;
  }
  CorpusExpectations ex = parse_expectations(*text, sink);
  if (sink.has_errors()) {
    ++sum.skipped["file: malformed directives"];
    return;
  }
  if (!ex.errors.empty() || ex.read_error) {
    ++sum.skipped["file: expects an error"];
    return;
  }
  auto mod = sem::read_module(*text, sink);
  if (!mod) {
    ++sum.skipped["file: does not read"];
    return;
  }
  auto arith = sem::make_default_arith();
  solver::CheckResult checked = solver::check_module(*mod, {ex.claims_normal_form()}, *arith);
  if (checked.has_errors() || !checked.normalized) {
    ++sum.skipped["file: does not check"];
    return;
  }
  const sem::IRModule& m = *checked.normalized;
  std::optional<halide::Executor> exec;
  if (!opts.panel) exec.emplace(m, cache, sem::EvalLimits{}, opts.fuse);

  auto run = [&](const std::string& what, const std::string& entry,
                 const std::vector<sem::Value>& args) {
    ++sum.cases;
    if (opts.bundle) {
      sum.recorded += opts.bundle->add_program(m, name + ": " + what, entry, args, opts.fuse);
      return;
    }
    DiffOutcome o;
    if (opts.panel) {
      Verdict v = opts.panel->check_case(m, entry, args);
      std::string r = v.report; // one indented line per difference
      while (!r.empty() && r.back() == '\n') r.pop_back();
      for (size_t p = 0; (p = r.find('\n', p)) != std::string::npos; p += 5)
        r.replace(p, 1, "\n    ");
      o = {v.agree(), v.agree() ? "agree" : v.stage + ":\n    " + r};
    } else {
      o = diff_case(m, *exec, entry, args, opts.tol);
    }
    if (o.agree) {
      ++sum.agree;
      return;
    }
    ++sum.mismatch;
    out << name << ": " << what << ": " << o.report << "\n";
  };
  for (const auto& [line, d] : eval_directives(*text)) {
    auto call = parse_eval_call(d);
    if (std::holds_alternative<std::string>(call)) {
      ++sum.skipped["EVAL: malformed"];
      continue;
    }
    auto& c = std::get<EvalCall>(call);
    const sem::GlobalFunc* fn = m.find(c.func);
    if (!fn || !fn->is_relax()) {
      ++sum.skipped["EVAL: no such Relax function"];
      continue;
    }
    run(fmt::format("EVAL at line {} ({})", line, c.func), c.func, c.args);
  }
  for (const auto& gf : m.functions) {
    if (!gf.is_relax()) continue;
    auto gen = sem::random_inputs(*gf.relax, diff_input_options(opts.seed, kMaxRandomElements));
    if (!gen) {
      ++sum.skipped["random inputs: " + reason_kind(gen.errors()[0].message)];
      continue;
    }
    run(fmt::format("{} on random inputs (seed {})", gf.name, opts.seed), gf.name, *gen);
  }
  if (!exec) return;
  halide::ExecStats st = exec->stats();
  sum.bindings += st.bindings;
  sum.lowered += st.lowered_bindings;
  sum.region_runs += st.region_runs;
  sum.fallbacks += st.region_fallbacks;
  for (const auto& [why, n] : st.fallback_reasons) sum.left_to_interpreter[reason_only(why)] += n;
}

} // namespace

int diff_corpus(const std::string& dir, const DiffCorpusOptions& opts, std::ostream& out) {
  std::vector<std::filesystem::path> files;
  std::error_code ec;
  for (auto it = std::filesystem::recursive_directory_iterator(dir, ec);
       !ec && it != std::filesystem::recursive_directory_iterator(); it.increment(ec))
    if (it->is_regular_file() && it->path().extension() == ".py") files.push_back(it->path());
  if (ec) {
    out << "rxv diff: cannot list " << dir << ": " << ec.message() << "\n";
    return kExitBadInput;
  }
  if (files.empty()) {
    out << "rxv diff: no corpus files (*.py) under " << dir << "\n";
    return kExitBadInput;
  }
  std::sort(files.begin(), files.end());
  halide::JitCache cache(opts.target);
  Summary sum;
  for (const auto& f : files) diff_file(f, opts, cache, out, sum);
  int skipped = 0;
  for (const auto& [why, n] : sum.skipped) skipped += n;
  auto cs = cache.stats();
  if (opts.bundle)
    out << fmt::format("{} files, {} cases: {} region calls recorded into the bundle; {} skipped\n",
                       sum.files, sum.cases, sum.recorded, skipped);
  else
    out << fmt::format("{} files, {} cases: {} agree, {} mismatch; {} skipped\n", sum.files,
                       sum.cases, sum.agree, sum.mismatch, skipped);
  for (const auto& [why, n] : sum.skipped) out << fmt::format("  skipped {:4}  {}\n", n, why);
  if (opts.panel) return sum.mismatch ? kExitFinding : kExitOk;
  out << fmt::format(
      "bindings on Halide ({}): {} of {} ({:.0f}%); {} region runs, {} fallbacks; {} compiles "
      "({:.1f} s)\n",
      opts.target.to_string(), sum.lowered, sum.bindings,
      sum.bindings ? 100.0 * sum.lowered / sum.bindings : 0.0, sum.region_runs, sum.fallbacks,
      cs.misses, cs.compile_seconds);
  // The most frequent reasons bindings stayed with the interpreter: where lowering work pays.
  std::vector<std::pair<int64_t, std::string>> top;
  for (const auto& [why, n] : sum.left_to_interpreter) top.emplace_back(-n, why);
  std::sort(top.begin(), top.end());
  for (size_t i = 0; i < top.size() && i < 10; ++i)
    out << fmt::format("  interpreter {:4}  {}\n", -top[i].first, top[i].second);
  return sum.mismatch ? kExitFinding : kExitOk;
}

} // namespace rxv::tools
