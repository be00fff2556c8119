#pragma once
/// Where a difference between the Halide executor and the interpreter comes from. A
/// discontinuous op (floor, floor_mod, a comparison, argmax, a cast to int) turns a difference
/// upstream that is within tolerance (float rounding order) into a large one; that is no
/// backend bug, and a checker must not report it. So before a difference becomes a finding, every
/// region that ran on Halide runs again, alone, on the *interpreter's* values of its inputs, and
/// its outputs are judged against the interpreter's by the one refinement check
/// (semantics/value/refinement.h) under the same tolerance. The first region that still differs
/// is the culprit, a real finding; if none does, each op was right on exact inputs and the
/// difference was amplified on the way to the result.
///
/// The argument assumes what joins the regions is right: so the recording run (the rewritten
/// module, every region on the interpreter) must give the interpreter's result first, or the
/// rewriting is the culprit.
///
/// The regions are those the run itself used (`fuse` as the Executor's): on halide-cpu one
/// binding each. A fused region that differs is isolated further: its ops one by one on the
/// interpreter's inputs (the first that differs is the culprit); if each agrees, the fused run is
/// compared with the run of the ops one by one: equal, the difference was amplified inside the
/// region; different, fusion itself changed the result (the fused region is the culprit).
#include <optional>
#include <string>
#include <vector>

#include "backends/halide/jit_cache.h"
#include "semantics/ir/module.h"
#include "semantics/value/compare.h"
#include "semantics/value/kernel.h"
#include "semantics/value/value.h"

namespace rxv::halide {

/// A region that differs from the interpreter on the interpreter's own inputs (or, index -1,
/// the executor's rewriting of the module, run with every region on the interpreter).
struct IsolatedRegion {
  std::string fn; ///< the Relax function the region is in
  int index = 0;  ///< its index among the function's regions; -1: the rewriting
  /// The region's binding that differs (its output named by the difference), as
  /// "v33 = R.floor_mod(v32, R.const(-0.5, "float32")) (at 5:9)"; for a difference that names no
  /// output (the region errs) the region's first binding.
  std::string binding;
  std::string why; ///< the refinement's line, the sides named "interpreter" and "backend"
};

/// The answer of isolate_difference.
struct Isolation {
  std::optional<IsolatedRegion> culprit; ///< nullopt: the difference was amplified
  int regions_rerun = 0;                 ///< region runs repeated on Halide
  int culprit_size = 0;                  ///< the culprit region's bindings
  bool amplified() const { return !culprit; }
  /// "isolated: region 0 of main (v33 = ... (at 5:9)) on the interpreter's inputs: <why>".
  std::string describe() const;
};

/// Runs `entry` of `mod` on `args` on the interpreter, recording each region's inputs and
/// outputs, then each recorded region on Halide (through `cache`) on those inputs, in run order,
/// until one differs under `tol`. Regions Halide cannot take (they fall back to the interpreter
/// in the executor too) are skipped.
Isolation isolate_difference(const sem::IRModule& mod, const std::string& entry,
                             const std::vector<sem::Value>& args, JitCache& cache,
                             const sem::EvalLimits& limits, bool fuse, const sem::Tolerance& tol);

} // namespace rxv::halide
