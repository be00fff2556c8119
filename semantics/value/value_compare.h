#pragma once
/// Comparison of run-time values (DESIGN.md, "Semantics decisions"): what refinement checks (pass
/// fuzzing, translation validation), backend cross-checks and corpus `# EVAL:` lines mean by "the
/// same value". Integers, bool, shapes, strings and dtypes compare exactly; floats within
/// |got - ref| <= atol + rtol * |ref|, NaN equals NaN, infinities must match (sign included).
#include <optional>
#include <string>

#include "semantics/value/value.h"

namespace rxv::sem {

struct Tolerance {
  double atol = 1e-6;
  double rtol = 1e-5;
  /// float16 holds ~3 decimal digits; its rtol is max(rtol, rtol_f16).
  double rtol_f16 = 1e-3;
};

/// The first difference between `ref` (the reference, e.g. the interpreter's result) and `got`.
struct Mismatch {
  std::string path;     ///< where inside the value: "" for the whole, "[1]" a tuple field, "[1][3,0]" an element
  std::string message;  ///< e.g. "element [3,0]: expected 1.5, got 1.75"
};

/// nullopt when `got` equals `ref` under `tol`. Closures compare by function identity, PackedFuncs
/// by name.
std::optional<Mismatch> compare_values(const Value& ref, const Value& got, const Tolerance& tol = {});

/// True when float `got` matches `ref` under `tol` for a value of `dtype` (the element rule).
bool floats_match(double ref, double got, DataType dtype, const Tolerance& tol);

}  // namespace rxv::sem
