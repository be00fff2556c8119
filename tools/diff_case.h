#pragma once
/// One differential case of `rxv diff`: a function of a checked module run on the reference
/// interpreter and on the Halide executor with the same arguments, judged by check_refinement
/// (semantics/value/refinement.h; DESIGN.md, "Semantics decisions"): where the interpreter errs,
/// the backend may do anything.
#include <string>
#include <vector>

#include "backends/halide/executor.h"
#include "semantics/ir/module.h"
#include "semantics/value/compare.h"
#include "semantics/value/random_inputs.h"
#include "semantics/value/refinement.h"
#include "semantics/value/value.h"

namespace rxv::tools {

struct DiffOutcome {
  bool agree = false;
  /// "agree", "agree: the interpreter errs (...), so any backend result refines it", "agree:
  /// amplified: ... (mismatch: ...)" (a difference isolation traced to no region) or the
  /// mismatch: the backend errs where the interpreter returns, or the first differing element
  /// (tuple path, flat and multi index, both values) and the binding it comes from.
  std::string report;
};

/// Runs `entry` of `mod` (normalized; `exec` built on it) on the interpreter and on `exec`, each
/// with its own copy of `args`, and judges refinement. Agreement: the interpreter errs, or both
/// return equal values under `tol`, or the difference is amplified (no region differs on the
/// interpreter's values of its inputs, backends/halide/isolation.h).
DiffOutcome diff_case(const sem::IRModule& mod, halide::Executor& exec, const std::string& entry,
                      const std::vector<sem::Value>& args, const sem::Tolerance& tol);

/// The verdict on one case from the two runs' outcomes (diff_case's second half).
DiffOutcome judge_case(const sem::IRModule& mod, const std::string& entry,
                       const sem::RunOutcome& interpreter, const sem::RunOutcome& backend,
                       const sem::Tolerance& tol);

/// `rxv diff`'s random inputs (random_inputs with wider ranges than the fuzzer's): each shape
/// variable in [1, 8], floats uniform in [-4, 4] (so exp and friends stay finite), integers in
/// [-8, 8], at most `max_elements` elements a tensor.
sem::RandomInputOptions diff_input_options(uint64_t seed, int64_t max_elements = int64_t{1} << 24);

} // namespace rxv::tools
