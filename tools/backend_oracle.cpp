// The backend oracle (backend_oracle.h): interpreter against the Halide executor.
#include "tools/backend_oracle.h"

#include <fmt/format.h>

#include <algorithm>
#include <exception>

#include "backends/halide/executor.h"
#include "backends/halide/gpu_schedule.h"
#include "backends/halide/host_target.h"
#include "backends/halide/isolation.h"
#include "backends/halide/jit_cache.h"
#include "fuzz/tvm_worker.h"
#include "fuzz/values.h"
#include "semantics/ir/node_cast.h"
#include "semantics/script/printer.h"
#include "semantics/value/refinement.h"

namespace rxv::tools {

using namespace sem;
using namespace fuzz;

std::string backend_target_unavailable(BackendTarget t) {
  if (t == BackendTarget::kTvmLlvm) return tvm_unavailable();
  return t == BackendTarget::kHalideCuda ? halide::cuda_unavailable() : "";
}

void BackendStats::add(const BackendStats& o) {
  programs += o.programs;
  runs += o.runs;
  bindings += o.bindings;
  lowered_bindings += o.lowered_bindings;
  region_runs += o.region_runs;
  region_fallbacks += o.region_fallbacks;
  compiles += o.compiles;
  cache_hits += o.cache_hits;
  compile_failures += o.compile_failures;
  compile_seconds += o.compile_seconds;
  amplified += o.amplified;
  isolations += o.isolations;
}

double BackendStats::lowered_share() const {
  return bindings ? double(lowered_bindings) / double(bindings) : 0;
}
double BackendStats::hit_rate() const {
  return compiles + cache_hits ? double(cache_hits) / double(compiles + cache_hits) : 0;
}
double BackendStats::pipelines_per_1000() const {
  return programs ? 1000.0 * double(compiles) / double(programs) : 0;
}
double BackendStats::mean_compile_ms() const {
  return compiles ? 1000 * compile_seconds / double(compiles) : 0;
}

// As the pass oracle's runs (oracle.cpp): small programs, bounded memory and TIR loops.
EvalLimits backend_eval_limits() {
  EvalLimits l;
  l.max_total_bytes = int64_t{64} << 20;
  l.max_tensor_bytes = int64_t{16} << 20;
  l.max_tir_iterations = int64_t{1} << 20;
  return l;
}

namespace {

Halide::Target jit_target(const BackendOracleOptions& opts) {
  Halide::Target cpu = opts.halide_target.empty() ? halide::default_cpu_target()
                                                  : Halide::Target(opts.halide_target);
  return opts.target == BackendTarget::kHalideCuda ? halide::cuda_target(cpu)
                                                   : halide::JitCache::target_for(cpu);
}

} // namespace

std::string backend_jit_target(const BackendOracleOptions& opts) {
  return jit_target(opts).to_string();
}

BackendOracle::BackendOracle(BackendOracleOptions opts) : BackendOracle(opts, make_cache(opts)) {}

BackendOracle::BackendOracle(BackendOracleOptions opts, std::shared_ptr<halide::JitCache> cache)
    : opts_(std::move(opts)), cache_(std::move(cache)) {}

std::shared_ptr<halide::JitCache> BackendOracle::make_cache(const BackendOracleOptions& opts) {
  return std::make_shared<halide::JitCache>(jit_target(opts));
}

BackendStats BackendOracle::combined(const std::vector<std::shared_ptr<BackendOracle>>& oracles) {
  std::vector<const BackendOracle*> raw;
  for (const auto& o : oracles) raw.push_back(o.get());
  return combine(raw);
}

BackendStats BackendOracle::combine(const std::vector<const BackendOracle*>& oracles) {
  BackendStats s;
  std::vector<const halide::JitCache*> caches;
  for (const auto& o : oracles) {
    s.add(o->stats_);
    if (std::find(caches.begin(), caches.end(), o->cache_.get()) != caches.end()) continue;
    caches.push_back(o->cache_.get());
    halide::JitCache::Stats c = o->cache_->stats();
    s.compiles += c.misses;
    s.cache_hits += c.hits;
    s.compile_failures += c.failures;
    s.compile_seconds += c.compile_seconds;
  }
  return s;
}

BackendOracle::~BackendOracle() = default;

BackendStats BackendOracle::stats() const { return combine({this}); }

std::optional<Finding> BackendOracle::check(const IRModule& mod, uint64_t input_seed) {
  const GlobalFunc* g = mod.find("main");
  if (!g || !g->relax) return std::nullopt;
  ++stats_.programs;
  for (int k = 0; k < opts_.shape_bindings; ++k) {
    auto args = make_inputs(*g->relax, binding_seed(input_seed, k));
    if (!args) break;
    if (auto f = check_with_inputs(mod, *args, k == 0)) return f;
  }
  return std::nullopt;
}

std::optional<Finding>
BackendOracle::check_with_inputs(const IRModule& mod, const std::vector<Value>& args, bool count) {
  Finding f;
  f.inputs = args;
  EvalLimits limits = backend_eval_limits();
  auto ref = halide::run_reference(mod, "main", clone_tensors(args), limits);
  try {
    halide::Executor exec(mod, *cache_, limits, backend_target_fuses(opts_.target));
    auto got = exec.call("main", clone_tensors(args));
    halide::ExecStats st = exec.stats();
    ++stats_.runs;
    stats_.region_runs += st.region_runs;
    stats_.region_fallbacks += st.region_fallbacks;
    if (count) {
      stats_.bindings += st.bindings;
      stats_.lowered_bindings += st.lowered_bindings;
    }
    // The backend records no effects: refinement compares the values only.
    RunOutcome reference = RunOutcome::of(ref), candidate = RunOutcome::of(got);
    Tolerance tol = Tolerance::backend(opts_.atol, opts_.rtol);
    Refinement r = check_refinement(reference, candidate, tol);
    if (r.holds()) return std::nullopt; // equal, or an erring program allows anything
    // Before it is a finding: does some region differ on the interpreter's own inputs?
    ++stats_.isolations;
    halide::Isolation iso = halide::isolate_difference(mod, "main", args, *cache_, limits,
                                                       backend_target_fuses(opts_.target), tol);
    if (iso.amplified()) {
      ++stats_.amplified;
      return std::nullopt;
    }
    std::string why = r.why(reference, candidate, "interpreter", "backend");
    if (r.divergence == Divergence::kCandidateErrs) {
      f.stage = "backend-error";
      f.message = why + "\n" + iso.describe();
      return f;
    }
    std::string from = returned_binding(*mod.find("main")->relax, r.difference->path);
    f.stage = "mismatch";
    f.message = fmt::format("{} (atol {}, rtol {}){}\n{}", why, opts_.atol, opts_.rtol,
                            from.empty() ? "" : "\nbinding: " + from, iso.describe());
    return f;
  } catch (const std::exception& e) {
    f.stage = "backend-crash";
    f.message = std::string("the backend threw: ") + e.what();
    return f;
  }
}

} // namespace rxv::tools
