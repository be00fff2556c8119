#pragma once
/// One differential case of `rxv diff`: a function of a checked module run on the reference
/// interpreter and on the Halide executor with the same arguments, and the results compared
/// (DESIGN.md, "Semantics decisions": refinement and comparison).
#include <string>
#include <vector>

#include "backends/halide/compare.h"
#include "backends/halide/executor.h"
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
                      const std::vector<sem::Value>& args, const halide::Tolerance& tol);

}  // namespace rxv::tools
