#pragma once
/// The `tvm-llvm` backend (issue 18): TVM's own compiled code. A module goes to the TVM worker
/// (fuzz/tvm_worker.h) as rxv prints it; the worker builds it with `relax.build(mod,
/// target="llvm")` (TVM's default pipeline) and runs a function on TVM's VirtualMachine on the
/// given arguments (the `build_run` op, bridges/tvm/README.md). Arguments and results cross as
/// .npy files in a private temporary folder. The worker caches executables by structural hash,
/// so one build serves every shape binding of a module. Nothing here links Python.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "semantics/ir/module.h"
#include "semantics/value/value.h"

namespace rxv::fuzz {

class TvmWorker;

/// What one run on TVM gave.
struct TvmRun {
  enum Kind {
    kValue,       ///< the VM returned `value`
    kBuildError,  ///< relax.build raised (a compile error)
    kRunError,    ///< the VM raised while running
    kParseError,  ///< TVM's parser rejected rxv's print
    kCrash,       ///< the worker died (abort, segfault)
    kHang,        ///< no answer within the timeout (the worker was killed)
    kUnsupported, ///< an argument or result rxv cannot pass to or take from TVM
    kUnavailable, ///< no worker (no TVM)
  } kind = kUnavailable;
  sem::Value value;
  std::string message; ///< for every kind but kValue: what happened (TVM's error line)
  bool cache_hit = false;
  double build_seconds = 0; ///< this run's build (0 on a cache hit)
};

/// "value", "build-error", "run-error", "parse-error", "crash", "hang", "unsupported",
/// "unavailable".
const char* tvm_run_kind_name(TvmRun::Kind k);

/// Counters over the runs of one backend (or several, added).
struct TvmBackendStats {
  int64_t runs = 0, builds = 0, cache_hits = 0, build_failures = 0;
  int64_t run_errors = 0, crashes = 0, hangs = 0, unsupported = 0;
  double build_seconds = 0;
  int worker_starts = 0;
  void add(const TvmBackendStats& o);
  double hit_rate() const;      ///< hits / (builds + failures + hits)
  double mean_build_ms() const; ///< per successful build
};

struct TvmBackendOptions {
  double timeout_seconds = 60; ///< per request (a build of a large module takes seconds)
};

/// One per thread: owns its worker and temporary folder.
class TvmBackend {
public:
  explicit TvmBackend(TvmBackendOptions opts = {});
  ~TvmBackend();
  TvmBackend(const TvmBackend&) = delete;
  TvmBackend& operator=(const TvmBackend&) = delete;

  /// Builds `mod` (normalized and well-formed) and runs `entry` on `args`.
  TvmRun run(const sem::IRModule& mod, const std::string& entry,
             const std::vector<sem::Value>& args);
  TvmBackendStats stats() const;

private:
  TvmBackendOptions opts_;
  std::unique_ptr<TvmWorker> worker_;
  std::string dir_; ///< the temporary folder for .npy files
  TvmBackendStats stats_;
};

} // namespace rxv::fuzz
