#pragma once
/// Bundles (issue 20): the Halide regions of checked programs compiled ahead of time, with the
/// inputs each region call received and the outputs the interpreter gave for it, so that another
/// machine (a GPU machine with no libHalide, LLVM or Z3) runs them with `rxv-bundle-run` and this
/// side compares the results (`rxv bundle-check`, tools/cmd_bundle_check.cpp).
///
/// A program is recorded by running it on the interpreter through the region-split module
/// (Executor::record_regions): every region call whose interpreter result is a tuple of tensors
/// becomes a case (a call that errs allows anything, refinement, and is not recorded). Every
/// distinct region (JitCache::key without the target) is compiled once per bundle target with
/// CompiledRegion::compile_to_object, the one lowering and schedule the JIT uses, and each
/// target's objects are linked with that target's Halide runtime into one shared object.
///
/// Layout of DIR: manifest.json (bundle_manifest.h), regions_<target>.so, programs/<p>.py with
/// programs/<p>_arg<i>.npy, cases/<c>_in<i>.npy and cases/<c>_out<o>.npy (expected).
#include <Halide.h>

#include <future>
#include <map>
#include <memory>
#include <mutex>
#include <ostream>
#include <string>
#include <vector>

#include "backends/halide/compiled_region.h"
#include "semantics/ir/module.h"
#include "semantics/value/kernel.h"
#include "semantics/value/value.h"

namespace rxv::halide {

/// One target a bundle is compiled for: "cuda" or "host" (the CPU twin).
struct BundleTarget {
  std::string name;
  Halide::Target target;
};

/// The CPU twin: the running CPU's architecture with only the x86 features every machine that
/// runs a bundle is taken to have when this one has them (SSE4.1, AVX, AVX2, FMA, F16C), never
/// AVX-512, so that a bundle never carries instructions its runner's CPU lacks; StrictFloat as
/// the JIT.
Halide::Target bundle_host_target();
/// host-cuda-cuda_capability_80 on the twin's host features (the host side of a CUDA region is
/// glue code; its kernels are PTX for compute capability 8.0, which Hopper runs).
Halide::Target bundle_cuda_target();
/// "cuda" -> {cuda, host}; "host" -> {host}; anything else: empty.
std::vector<BundleTarget> bundle_targets(const std::string& which);

struct BundleOptions {
  std::string dir;
  std::vector<BundleTarget> targets;
  int64_t max_bytes = int64_t{60} << 20; ///< stop recording cases past this much data
  int max_cases_per_program = 8;         ///< region calls recorded per program run
  sem::EvalLimits limits;                ///< for the interpreter's runs
};

class BundleWriter {
public:
  /// Creates (or empties) `opts.dir`.
  explicit BundleWriter(BundleOptions opts);
  ~BundleWriter();

  /// Records `entry` of `mod` (checked and normalized) on `args`; `name` says where the program
  /// comes from ("fuzz seed 42", "corpus/ops/add.py: EVAL at line 3"). Thread-safe. Returns the
  /// number of cases recorded.
  int add_program(const sem::IRModule& mod, const std::string& name, const std::string& entry,
                  const std::vector<sem::Value>& args, bool fuse = true);

  /// Links each target's objects with its runtime into regions_<target>.so and writes
  /// manifest.json. Returns "" or what failed. Prints a summary to `log`.
  std::string finish(std::ostream& log);

  struct Stats {
    int programs = 0, cases = 0, regions = 0;
    int64_t bytes = 0;
    std::map<std::string, int> skipped;          ///< region calls not recorded, by reason
    std::map<std::string, int> compile_failures; ///< by target
  };
  Stats stats() const;

private:
  struct RegionEntry;
  struct CaseEntry;
  struct ProgramEntry;
  /// The id of the region's entry, compiling it for every target on first sight.
  int region_id(const Region& region, const std::vector<InputSig>& sigs);

  BundleOptions opts_;
  mutable std::mutex mu_;
  std::map<std::string, std::shared_future<int>> region_ids_;
  std::vector<std::unique_ptr<RegionEntry>> regions_;
  std::vector<std::unique_ptr<CaseEntry>> cases_;
  std::vector<std::unique_ptr<ProgramEntry>> programs_;
  Stats stats_;
};

} // namespace rxv::halide
