#pragma once
/// The Halide executor: evaluates a Relax function by running its lowered regions (region.h) as
/// Halide pipelines and everything else on the reference interpreter.
///
/// How the two meet (one small place, interp_bridge.cpp): the module is rewritten so that each
/// region's bindings become one call of the PackedFunc "rxv.halide.region.<fn>.<k>" on the
/// region's inputs, whose tuple result the region's outputs are read from; the interpreter runs
/// the rewritten module with those PackedFuncs registered. A region that cannot run on Halide
/// (a lowering refused its dtypes, an extent over Halide's 32-bit limits) falls back, inside its
/// PackedFunc, to calling the module function "__rxv_region.<fn>.<k>" that holds the original
/// bindings, i.e. to the interpreter; every such fallback is counted.
#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "backends/halide/jit_cache.h"
#include "backends/halide/region.h"
#include "semantics/ir/module.h"
#include "semantics/value/eval_error.h"
#include "semantics/value/kernel.h"
#include "semantics/value/value.h"

namespace rxv::halide {

/// Runs single regions on tensors through a JitCache; usable without the interpreter.
class RegionRunner {
public:
  RegionRunner(JitCache& cache, sem::EvalLimits limits = {}) : cache_(cache), limits_(limits) {}
  /// `inputs`: one value per Region::inputs. Non-tensor inputs make the region unsupported.
  /// `into`: as CompiledRegion::run.
  RegionRun run(const Region& region, const std::vector<sem::Value>& inputs,
                const std::vector<sem::Tensor>* into = nullptr) const;
  JitCache& cache() const { return cache_; }

private:
  JitCache& cache_;
  sem::EvalLimits limits_;
};

/// Counts of what ran where (static counts from the scan, dynamic ones per run).
struct ExecStats {
  int regions = 0;              ///< regions found in the module's functions
  int bindings = 0;             ///< bindings in the functions' top-level blocks
  int lowered_bindings = 0;     ///< of which inside a region
  int64_t region_runs = 0;      ///< region executions on Halide
  int64_t region_fallbacks = 0; ///< region executions handed back to the interpreter
  /// Why bindings or regions stay with the interpreter, with a count each.
  std::map<std::string, int64_t> fallback_reasons;
};

/// The module with its regions replaced by PackedFunc calls (see the file comment).
struct RewrittenModule {
  sem::IRModule module;
  /// Region k of function f is regions[{f, k}]; its PackedFunc name is packed_name(f, k).
  std::map<std::pair<std::string, int>, Region> regions;
  /// For each region: which of its inputs are Vars (passed to the fallback function).
  std::map<std::pair<std::string, int>, std::vector<int>> var_inputs;
  std::vector<std::string> static_fallbacks; ///< "fn: binding: why"
  int bindings = 0, lowered_bindings = 0;
  static std::string packed_name(const std::string& fn, int k);
  static std::string fallback_name(const std::string& fn, int k);
};

/// Scans every Relax function of `mod` and rewrites it. `mod` must outlive the result.
RewrittenModule rewrite_module(const sem::IRModule& mod, bool fuse = true);

class Executor {
public:
  /// `mod` and `cache` must outlive the executor.
  /// `fuse`: as find_regions.
  Executor(const sem::IRModule& mod, JitCache& cache, sem::EvalLimits limits = {},
           bool fuse = true);
  ~Executor();

  /// Calls Relax function `name` on `args`, as sem::Interpreter::call would.
  sem::EvalOr<sem::Value> call(const std::string& name, std::vector<sem::Value> args);
  ExecStats stats() const;
  const RewrittenModule& rewritten() const { return rewritten_; }
  /// The JIT cache its regions compile into, and whether its regions are fused (for isolation,
  /// isolation.h, which reruns them).
  JitCache& cache() const { return runner_.cache(); }
  bool fused() const { return fuse_; }

  /// Sees each region call: region `k` of `fn`, its arguments and what the call returned.
  using RegionObserver = std::function<void(const std::string& fn, int k, const Region& region,
                                            const std::vector<sem::Value>& args,
                                            const sem::EvalOr<sem::Value>& result)>;
  /// Recording mode (the bundle writer, bundle_writer.h): every region runs on the interpreter
  /// (its fallback function), and `observer` sees its inputs and the interpreter's outputs.
  void record_regions(RegionObserver observer) { observer_ = std::move(observer); }

  /// Runs region `k` of `fn` on `args`: Halide, or the fallback function through `ctx`.
  sem::EvalOr<sem::Value> run_region(const std::string& fn, int k,
                                     const std::vector<sem::Value>& args, sem::KernelContext& ctx);

private:
  RewrittenModule rewritten_;
  RegionRunner runner_;
  sem::EvalLimits limits_;
  bool fuse_;
  RegionObserver observer_;
  mutable std::mutex mu_;
  ExecStats dynamic_;
};

/// The interpreter side (interp_bridge.cpp): runs `fn` of the rewritten module with the region
/// PackedFuncs of `exec` registered.
sem::EvalOr<sem::Value> run_on_interpreter(Executor& exec, const std::string& fn,
                                           std::vector<sem::Value> args,
                                           const sem::EvalLimits& limits);

/// The reference: `fn` of `mod` on the interpreter alone.
sem::EvalOr<sem::Value> run_reference(const sem::IRModule& mod, const std::string& fn,
                                      std::vector<sem::Value> args, const sem::EvalLimits& limits);

} // namespace rxv::halide
