#pragma once
/// A panel of backends (issue 18): `--backend tvm-llvm` or a list (`halide-cpu,tvm-llvm`) runs
/// each case on the reference interpreter and on every backend of the list with the same inputs,
/// and triages by vote (tools/backend_vote.h). Serves `rxv fuzz --backend` (check(): main under
/// several shape bindings, the inputs of fuzz/values.h's binding_seed, as the pass oracles) and
/// `rxv diff --backend` (check_case()). A single Halide backend keeps its own oracle
/// (tools/backend_oracle.h); a panel is what TVM, or more than one backend, needs. A Halide
/// answer that differs is isolated as in the oracle; an amplified difference is no finding
/// (verdict "amplified", tools/backend_vote.h).
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "fuzz/backend_target.h"
#include "fuzz/oracle.h"
#include "fuzz/tvm_backend.h"
#include "semantics/ir/module.h"
#include "semantics/value/eval_error.h"
#include "semantics/value/kernel.h"
#include "tools/backend_vote.h"

namespace rxv::halide {
class JitCache;
}

namespace rxv::tools {

struct PanelOptions {
  std::vector<fuzz::BackendTarget> backends;
  sem::Tolerance tol = sem::Tolerance::backend();
  int shape_bindings = 3;    ///< check(): bindings of main's shape variables tried
  std::string halide_target; ///< Halide's CPU target (empty: default_cpu_target())
  double tvm_timeout = 60;   ///< seconds per TVM request before a tvm-hang
  sem::EvalLimits limits;    ///< for the interpreter and Halide's fallbacks
  bool has(fuzz::BackendTarget t) const {
    for (fuzz::BackendTarget b : backends)
      if (b == t) return true;
    return false;
  }
};

/// Counters of one panel (or several, added).
struct PanelStats {
  int64_t programs = 0, cases = 0;
  std::map<std::string, int64_t> verdicts; ///< stage -> cases ("agree" included)
  fuzz::TvmBackendStats tvm;
  int64_t halide_compiles = 0, halide_hits = 0, halide_failures = 0;
  double halide_compile_seconds = 0;
  void add(const PanelStats& o);
};

/// One per thread (it owns a JIT cache per Halide backend and a TVM worker).
class BackendPanel {
public:
  explicit BackendPanel(PanelOptions opts);
  ~BackendPanel();

  /// `entry` of `mod` (normalized, well-formed) on `args`: the interpreter, every backend, the
  /// vote.
  Verdict check_case(const sem::IRModule& mod, const std::string& entry,
                     const std::vector<sem::Value>& args);
  /// The fuzz oracle: `main` under `shape_bindings` bindings of inputs from `input_seed`; the
  /// first case that does not agree as a fuzz::Finding (stage: the verdict's; inputs: that case's).
  std::optional<fuzz::Finding> check(const sem::IRModule& mod, uint64_t input_seed);
  PanelStats stats() const;
  /// "halide-cpu,tvm-llvm".
  std::string name() const;

private:
  struct Halide;
  std::vector<BackendAnswer> answers(const sem::IRModule& mod, const std::string& entry,
                                     const std::vector<sem::Value>& args);
  /// Isolates each Halide answer in `got` that differs from `ref` (backends/halide/isolation.h)
  /// and marks the amplified ones; what isolation found, a line per answer.
  std::string isolate(const sem::IRModule& mod, const std::string& entry,
                      const std::vector<sem::Value>& args, const sem::EvalOr<sem::Value>& ref,
                      std::vector<BackendAnswer>& got);

  PanelOptions opts_;
  std::vector<std::unique_ptr<Halide>> halide_; ///< parallel to the Halide entries of backends
  std::unique_ptr<fuzz::TvmBackend> tvm_;
  PanelStats stats_;
};

/// The class of a panel finding beyond its stage: for a TVM failure (tvm-build, tvm-parse, ...)
/// the stage with TVM's error folded (numbers to N, variable names to v, at most ~100
/// characters) and the op of "Offending call"; for a value finding the stage alone. What the
/// shrinker keeps, and what bench/tvm_llvm_classes.sh groups by.
std::string finding_class(const fuzz::Finding& f);

/// The summary lines of a run: verdicts by stage, TVM's builds, cache hit rate and compile time,
/// Halide's compiles.
std::string panel_summary(const PanelStats& s, const std::vector<fuzz::BackendTarget>& backends);

} // namespace rxv::tools
