// The panel of backends (backend_panel.h): interpreter, Halide and TVM on the same inputs.
#include "tools/backend_panel.h"

#include <fmt/format.h>

#include <exception>
#include <regex>
#include <utility>

#include "backends/halide/executor.h"
#include "backends/halide/gpu_schedule.h"
#include "backends/halide/host_target.h"
#include "backends/halide/isolation.h"
#include "backends/halide/jit_cache.h"
#include "fuzz/finding_signature.h"
#include "fuzz/values.h"
#include "semantics/value/refinement.h"

namespace rxv::tools {

using namespace sem;
using namespace fuzz;

/// One Halide backend of the panel: its target and JIT cache.
struct BackendPanel::Halide {
  Halide(BackendTarget t, const ::Halide::Target& target) : target(t), cache(target) {}
  BackendTarget target;
  halide::JitCache cache;
};

void PanelStats::add(const PanelStats& o) {
  programs += o.programs;
  cases += o.cases;
  for (const auto& [stage, n] : o.verdicts) verdicts[stage] += n;
  tvm.add(o.tvm);
  halide_compiles += o.halide_compiles;
  halide_hits += o.halide_hits;
  halide_failures += o.halide_failures;
  halide_compile_seconds += o.halide_compile_seconds;
}

BackendPanel::BackendPanel(PanelOptions opts) : opts_(std::move(opts)) {
  ::Halide::Target cpu = opts_.halide_target.empty() ? halide::default_cpu_target()
                                                     : ::Halide::Target(opts_.halide_target);
  for (BackendTarget t : opts_.backends) {
    if (t == BackendTarget::kTvmLlvm) {
      TvmBackendOptions to;
      to.timeout_seconds = opts_.tvm_timeout;
      tvm_ = std::make_unique<TvmBackend>(to);
      continue;
    }
    ::Halide::Target target = t == BackendTarget::kHalideCuda ? halide::cuda_target(cpu)
                                                              : halide::JitCache::target_for(cpu);
    halide_.push_back(std::make_unique<Halide>(t, target));
  }
}

BackendPanel::~BackendPanel() = default;

std::string BackendPanel::name() const {
  std::string out;
  for (BackendTarget t : opts_.backends)
    out += (out.empty() ? "" : ",") + std::string(backend_target_name(t));
  return out;
}

std::vector<BackendAnswer> BackendPanel::answers(const IRModule& mod, const std::string& entry,
                                                 const std::vector<Value>& args) {
  std::vector<BackendAnswer> out;
  size_t h = 0;
  for (BackendTarget t : opts_.backends) {
    BackendAnswer a;
    a.backend = std::string(backend_target_name(t));
    if (t == BackendTarget::kTvmLlvm) {
      TvmRun r = tvm_->run(mod, entry, clone_tensors(args));
      a.message = r.message;
      switch (r.kind) {
      case TvmRun::kValue: a.kind = BackendAnswer::kValue, a.value = r.value; break;
      case TvmRun::kRunError: a.kind = BackendAnswer::kRunError; break;
      case TvmRun::kBuildError: a.kind = BackendAnswer::kBuildError; break;
      case TvmRun::kParseError: a.kind = BackendAnswer::kParseError; break;
      case TvmRun::kCrash: a.kind = BackendAnswer::kCrash; break;
      case TvmRun::kHang: a.kind = BackendAnswer::kHang; break;
      case TvmRun::kUnsupported:
      case TvmRun::kUnavailable: a.kind = BackendAnswer::kNoVote; break;
      }
    } else {
      Halide& hb = *halide_[h++];
      try {
        halide::Executor exec(mod, hb.cache, opts_.limits, backend_target_fuses(t));
        auto got = exec.call(entry, clone_tensors(args));
        if (got.ok())
          a.kind = BackendAnswer::kValue, a.value = *got;
        else
          a.kind = BackendAnswer::kRunError, a.message = got.error().to_string();
      } catch (const std::exception& e) {
        a.kind = BackendAnswer::kCrash;
        a.message = std::string("the backend threw: ") + e.what();
      }
    }
    out.push_back(std::move(a));
  }
  return out;
}

std::string BackendPanel::isolate(const IRModule& mod, const std::string& entry,
                                  const std::vector<Value>& args, const EvalOr<Value>& ref,
                                  std::vector<BackendAnswer>& got) {
  std::string notes;
  size_t h = 0;
  for (size_t i = 0; i < opts_.backends.size(); ++i) {
    BackendTarget t = opts_.backends[i];
    if (t == BackendTarget::kTvmLlvm) continue;
    Halide& hb = *halide_[h++];
    BackendAnswer& a = got[i];
    if (a.kind != BackendAnswer::kValue && a.kind != BackendAnswer::kRunError) continue;
    RunOutcome candidate = a.kind == BackendAnswer::kValue ? RunOutcome::returned(a.value)
                                                           : RunOutcome::erred(a.message);
    if (check_refinement(RunOutcome::of(ref), candidate, opts_.tol).holds()) continue;
    halide::Isolation iso = halide::isolate_difference(mod, entry, args, hb.cache, opts_.limits,
                                                       backend_target_fuses(t), opts_.tol);
    a.amplified = iso.amplified();
    notes += a.backend + ": " + iso.describe() + "\n";
  }
  return notes;
}

Verdict BackendPanel::check_case(const IRModule& mod, const std::string& entry,
                                 const std::vector<Value>& args) {
  ++stats_.cases;
  auto ref = halide::run_reference(mod, entry, clone_tensors(args), opts_.limits);
  const GlobalFunc* g = mod.find(entry);
  const FunctionNode* fn = g && g->relax ? g->relax.get() : nullptr;
  std::vector<BackendAnswer> got = answers(mod, entry, args);
  Verdict v = vote(fn, ref, got, opts_.tol);
  if (!v.agree() && ref.ok()) {
    std::string notes = isolate(mod, entry, args, ref, got);
    v = vote(fn, ref, got, opts_.tol);
    v.report += notes;
  }
  ++stats_.verdicts[v.agree() ? (v.amplified ? "amplified" : "agree") : v.stage];
  return v;
}

std::optional<Finding> BackendPanel::check(const IRModule& mod, uint64_t input_seed) {
  const GlobalFunc* g = mod.find("main");
  if (!g || !g->relax) return std::nullopt;
  ++stats_.programs;
  for (int k = 0; k < opts_.shape_bindings; ++k) {
    auto args = make_inputs(*g->relax, binding_seed(input_seed, k));
    if (!args) break;
    Verdict v = check_case(mod, "main", *args);
    if (v.agree()) continue;
    Finding f;
    f.stage = v.stage;
    f.message = fmt::format("binding {} of the inputs (atol {}, rtol {}):\n{}", k, opts_.tol.atol,
                            opts_.tol.rtol, v.report);
    f.inputs = *args;
    return f;
  }
  return std::nullopt;
}

PanelStats BackendPanel::stats() const {
  PanelStats s = stats_;
  if (tvm_) s.tvm = tvm_->stats();
  for (const auto& h : halide_) {
    auto c = h->cache.stats();
    s.halide_compiles += c.misses;
    s.halide_hits += c.hits;
    s.halide_failures += c.failures;
    s.halide_compile_seconds += c.compile_seconds;
  }
  return s;
}

std::string finding_class(const Finding& f) {
  // The report's first line after the header: "<backend>: <stage>: <TVM's error>".
  size_t nl = f.message.find('\n');
  if (nl == std::string::npos) return f.stage;
  std::string first = f.message.substr(nl + 1, f.message.find('\n', nl + 1) - nl - 1);
  std::string prefix = ": " + f.stage + ": ";
  size_t p = first.find(prefix);
  if (p == std::string::npos) return f.stage; // a value difference: the stage is the class
  std::string out = f.stage + ": " + fuzz::fold_error_text(first.substr(p + prefix.size()));
  std::smatch m;
  static const std::regex offending(R"(Offending call:\n\s*([A-Za-z_.]+)\()");
  if (std::regex_search(f.message, m, offending)) out += " [" + m[1].str() + "]";
  return out;
}

std::string panel_summary(const PanelStats& s, const std::vector<BackendTarget>& backends) {
  std::string out = fmt::format("verdicts over {} cases:", s.cases);
  for (const auto& [stage, n] : s.verdicts) out += fmt::format(" {} {};", stage, n);
  out += "\n";
  bool halide_line = false;
  for (BackendTarget t : backends) {
    if (t == BackendTarget::kTvmLlvm) {
      const TvmBackendStats& v = s.tvm;
      out += fmt::format(
          "  tvm-llvm: {} runs; {} builds ({} failed), compile {:.1f} s, mean {:.0f} ms; cache "
          "hit rate {:.1f}% ({} hits); {} run errors, {} crashes, {} hangs, {} unsupported "
          "cases; {} worker start(s)\n",
          v.runs, v.builds, v.build_failures, v.build_seconds, v.mean_build_ms(),
          100 * v.hit_rate(), v.cache_hits, v.run_errors, v.crashes, v.hangs, v.unsupported,
          v.worker_starts);
    } else if (!std::exchange(halide_line, true)) { // one line for all Halide backends
      int64_t all = s.halide_compiles + s.halide_hits;
      out += fmt::format("  Halide: {} compiles ({} failed), {:.1f} s; cache hit rate {:.1f}%\n",
                         s.halide_compiles, s.halide_failures, s.halide_compile_seconds,
                         all ? 100.0 * double(s.halide_hits) / double(all) : 0.0);
    }
  }
  return out;
}

} // namespace rxv::tools
