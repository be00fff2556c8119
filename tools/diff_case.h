#pragma once
/// One differential case of `rxv diff`: a function of a checked module run on the reference
/// interpreter and on the Halide executor with the same arguments, and the results compared
/// (DESIGN.md, "Semantics decisions": refinement and comparison).
#include <string>
#include <vector>

#include "backends/halide/executor.h"
#include "semantics/value/compare.h"
#include "semantics/value/random_inputs.h"
#include "semantics/value/value.h"
#include "semantics/ir/module.h"

namespace rxv::tools {

struct DiffOutcome {
  bool agree = false;
  /// "agree", "agree: both fail (...)" or the mismatch: the first differing element (tuple path,
  /// flat and multi index, both values) and the binding it comes from.
  std::string report;
};

/// Runs `entry` of `mod` (normalized; `exec` built on it) on the interpreter and on `exec`, each
/// with its own copy of `args`, and compares. Agreement: equal values under `tol`, or both fail.
DiffOutcome diff_case(const sem::IRModule& mod, halide::Executor& exec, const std::string& entry,
                      const std::vector<sem::Value>& args, const sem::Tolerance& tol);

/// `rxv diff`'s random inputs (random_inputs with wider ranges than the fuzzer's): each shape
/// variable in [1, 8], floats uniform in [-4, 4] (so exp and friends stay finite), integers in
/// [-8, 8], at most `max_elements` elements a tensor.
sem::RandomInputOptions diff_input_options(uint64_t seed, int64_t max_elements = int64_t{1} << 24);

}  // namespace rxv::tools
