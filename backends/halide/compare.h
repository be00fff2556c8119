#pragma once
/// Comparing a backend's values with the interpreter's (DESIGN.md, "Semantics decisions"):
/// integers and bool exactly; floats within |a - b| <= atol + rtol * |ref| (ref: the
/// interpreter's value), NaN equal to NaN, infinities equal only to the same infinity. Tuples
/// compare field by field; shapes, PrimValues and strings exactly.
#include <optional>
#include <string>
#include <vector>

#include "semantics/value/value.h"
#include "semantics/ir/expr.h"

namespace rxv::halide {

/// Defaults: loose enough for float32 math done in another order or with other libm
/// approximations (Halide's exp/log/erf), tight enough to catch a wrong op or index.
struct Tolerance {
  double atol = 1e-5;
  double rtol = 1e-4;
};

/// The first difference found (row-major order).
struct Difference {
  std::string path;    ///< "" for the value itself, "[1]" for a tuple field, nested "[1][0]"
  std::string what;    ///< "dtype", "shape", "element", "kind", "value"
  int64_t index = -1;  ///< flat row-major element index (for "element")
  std::vector<int64_t> multi_index;  ///< the same, per dimension
  std::string ref, got;              ///< both values, printed
  /// "[1] element 7 (index [1, 3]): interpreter 0.5, backend 0.625".
  std::string to_string() const;
};

/// nullopt when `got` agrees with `ref`.
std::optional<Difference> compare_values(const sem::Value& ref, const sem::Value& got,
                                         const Tolerance& tol = {});
std::optional<Difference> compare_tensors(const sem::Tensor& ref, const sem::Tensor& got,
                                          const Tolerance& tol = {});

/// Whether two floats agree under `tol` (the rule above; `ref` is the reference).
bool floats_agree(double ref, double got, const Tolerance& tol);

/// The binding `fn` returns (or the tuple field `path` of a Mismatch names), to say where a
/// difference comes from: "lv3 = R.exp(lv2) (at 7:9)", "x (a parameter)", or "".
std::string returned_binding(const sem::FunctionNode& fn, const std::string& path);

}  // namespace rxv::halide
