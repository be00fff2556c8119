#pragma once
/// Comparison of run-time values (DESIGN.md, "Semantics decisions"): what every refinement check
/// (pass fuzzing, backend cross-checks, `rxv diff`, `rxv tv`) and corpus `# EVAL:` lines mean by
/// "the same value". One rule, one implementation:
///   - integers, bool, shapes, strings and dtypes compare exactly;
///   - floats (tensor elements and PrimValues): |got - ref| <= atol + rtol * |ref|, where `ref` is
///     the reference's value; float16 uses max(rtol, rtol_f16), as float16 holds ~3 decimal
///     digits; NaN equals NaN; an infinity equals only the same infinity;
///   - tuples compare field by field; closures of module functions by the function's name, local
///     closures not at all (their behaviour is not compared); PackedFuncs by name.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "semantics/ir/expr.h"
#include "semantics/value/value.h"

namespace rxv::sem {

/// The float slack. Defaults: the interpreter against itself or a rewritten program (a pass may
/// reassociate within rounding). Settable wherever a comparison is made (`--atol`, `--rtol`).
struct Tolerance {
  double atol = 1e-6;
  double rtol = 1e-5;
  /// float16's relative slack: its rtol is max(rtol, rtol_f16).
  double rtol_f16 = 1e-3;
  /// Reductions reassociate (DESIGN.md: "the absolute slack may scale with the operands'
  /// magnitude"): with rtol_scale > 0, each element of a float tensor also gets rtol_scale times
  /// the tensor's largest finite |ref| of absolute slack (float16: max(rtol_scale, rtol_f16)), so
  /// an element that cancels to near zero is judged against the sums around it. 0: off.
  double rtol_scale = 0;
  /// For a compiled backend (Halide, TVM): another evaluation order (reductions reassociated:
  /// rtol_scale) and other libm approximations (exp, log, erf), still tight enough to catch a
  /// wrong op or index.
  static Tolerance backend() { return {1e-5, 1e-4, 1e-3, 1e-5}; }
  /// backend() with the user's --atol / --rtol; the reassociation slack follows --rtol (a tenth
  /// of it, as in backend()), so --rtol 0 asks for exact values.
  static Tolerance backend(double atol, double rtol) {
    Tolerance t = backend();
    t.atol = atol;
    t.rtol = rtol;
    t.rtol_scale = rtol / 10;
    return t;
  }
};

/// The first difference between a reference value and a candidate (row-major order).
struct Difference {
  std::string path;   ///< "" for the value itself, "[1]" a tuple field, nested "[1][0]"
  std::string what;   ///< "kind", "dtype", "shape", "tuple size", "element", "value"
  int64_t index = -1; ///< flat row-major element index (for "element")
  std::vector<int64_t> multi_index; ///< the same, per dimension
  std::string ref, got;             ///< both sides, printed (elements as value literals)
  /// "[1] element 7 (index [1, 3]): expected 0.5, got 0.625" or "dtype differs: expected
  /// int32, got int64"; `ref_name`/`got_name` name the sides ("interpreter", "backend").
  std::string to_string(const std::string& ref_name = "expected",
                        const std::string& got_name = "got") const;
};

/// nullopt when `got` equals `ref` under `tol`.
std::optional<Difference> compare_values(const Value& ref, const Value& got,
                                         const Tolerance& tol = {});
/// The same for two tensors.
std::optional<Difference> compare_tensors(const Tensor& ref, const Tensor& got,
                                          const Tolerance& tol = {});

/// Where a difference comes from: the binding `fn` returns (or, for a Difference whose `path`
/// names a field of a returned tuple, that field's binding): "lv3 = R.exp(lv2) (at 7:9)", "x (a
/// parameter)", or "" when the returned expression is not a variable.
std::string returned_binding(const FunctionNode& fn, const std::string& path);

/// True when float `got` matches `ref` under `tol` for an element of `dtype` (the float rule).
bool floats_match(double ref, double got, DataType dtype, const Tolerance& tol);

} // namespace rxv::sem
