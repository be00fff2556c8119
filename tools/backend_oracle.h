#pragma once
/// The backend oracle behind `rxv fuzz --backend` (DESIGN.md, "cross-check a Halide-compiled
/// backend"): a valid generated program's `main` runs on the reference interpreter and on the
/// Halide executor (backends/halide/executor.h) with the same random inputs, under several
/// bindings of its shape variables, and the results are compared as DESIGN.md's "Semantics
/// decisions" say (integers exactly, floats within atol + rtol * |ref|, NaN equal to NaN,
/// infinities exactly). Refinement (semantics/value/refinement.h, check_refinement): where the
/// interpreter errs, the backend may do anything.
///
/// Stages of a finding: "mismatch" (both return, values differ: the first differing element
/// with its index, both values and the binding it comes from), "backend-error" (the
/// interpreter returns, the backend errs), "backend-crash" (Halide threw). A mismatch or a
/// backend error is first isolated (backends/halide/isolation.h): each region runs again on the
/// interpreter's values of its inputs; the first that still differs is named in the finding, and
/// when none does the difference was an in-tolerance one amplified by a discontinuous op
/// downstream: no finding, counted in BackendStats::amplified.
///
/// It lives in tools/, where the fuzzer and the backends meet (fuzz/ does not include backends/):
/// the harness sees it only as a ModuleOracle (fuzz/harness.h), which `rxv fuzz` installs.
#include <atomic>
#include <memory>
#include <optional>
#include <string>

#include "fuzz/backend_target.h"
#include "fuzz/oracle.h"
#include "semantics/ir/module.h"
#include "semantics/value/compare.h"
#include "semantics/value/kernel.h"

namespace rxv::halide {
class JitCache;
}

namespace rxv::tools {

using fuzz::BackendTarget;
using fuzz::Finding;

/// Why `t` cannot run on this machine, or empty when it can.
std::string backend_target_unavailable(BackendTarget t);

struct BackendOracleOptions {
  BackendTarget target = BackendTarget::kHalideCpu;
  double atol = sem::Tolerance::backend().atol; ///< the float slack (semantics/value/compare.h)
  double rtol = sem::Tolerance::backend().rtol;
  int shape_bindings = 3; ///< concrete bindings of main's shape variables tried
  /// The Halide target of CPU code (a cpu_target() of backends/halide/host_target.h, as a
  /// string; also the host part of halide-cuda); empty: default_cpu_target().
  std::string halide_target = "";
};

/// The interpreter's limits in backend checks (small programs: bounded memory and TIR loops).
sem::EvalLimits backend_eval_limits();

/// The target the oracle's JIT cache compiles for (what the campaign summary names).
std::string backend_jit_target(const BackendOracleOptions& opts);

/// Counters over every program one oracle (or several, added) checked.
struct BackendStats {
  int64_t programs = 0;         ///< modules checked
  int64_t runs = 0;             ///< main run on both sides
  int64_t bindings = 0;         ///< bindings in the modules' functions (once per module)
  int64_t lowered_bindings = 0; ///< of which inside a Halide region
  int64_t region_runs = 0, region_fallbacks = 0;
  int64_t compiles = 0, cache_hits = 0, compile_failures = 0;
  double compile_seconds = 0;
  /// Differences isolation traced to no region (amplified in-tolerance ones): not findings.
  int64_t amplified = 0;
  int64_t isolations = 0; ///< differences isolated (amplified or not)
  void add(const BackendStats& o);
  double lowered_share() const;
  double hit_rate() const;
  double mean_compile_ms() const;
  /// Distinct pipelines compiled per 1,000 programs checked.
  double pipelines_per_1000() const;
};

/// One per worker, with a JIT cache shared by every program it checks: its own, or one shared
/// with the campaign's other workers (a pipeline compiled by one serves all, issue 19).
class BackendOracle {
public:
  explicit BackendOracle(BackendOracleOptions opts);
  /// The same with `cache` (made by make_cache for the same options), shared with other oracles.
  BackendOracle(BackendOracleOptions opts, std::shared_ptr<halide::JitCache> cache);
  /// A JIT cache for the target `opts` names.
  static std::shared_ptr<halide::JitCache> make_cache(const BackendOracleOptions& opts);
  /// The counters of `oracles` added, each distinct JIT cache counted once.
  static BackendStats combined(const std::vector<std::shared_ptr<BackendOracle>>& oracles);
  ~BackendOracle();
  /// Checks `mod` (valid and normalized, as check_validity's result); nullopt when the backend
  /// agrees with the interpreter on every input tried.
  std::optional<Finding> check(const sem::IRModule& mod, uint64_t input_seed);
  /// The same on the given arguments of `main` only. `count`: add the module's bindings to
  /// stats().
  std::optional<Finding> check_with_inputs(const sem::IRModule& mod,
                                           const std::vector<sem::Value>& args, bool count = true);
  BackendStats stats() const;

private:
  static BackendStats combine(const std::vector<const BackendOracle*>& oracles);
  BackendOracleOptions opts_;
  std::shared_ptr<halide::JitCache> cache_;
  BackendStats stats_;
};

} // namespace rxv::tools
