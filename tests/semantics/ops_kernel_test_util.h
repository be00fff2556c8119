#pragma once
// Shared by the kernel tests of the creation and nn families: runs an op's reference kernel on
// Values through TestKernelContext and reads tensors back.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "semantics/ops/op_table.h"
#include "semantics/value/kernel.h"
#include "tests/semantics/kernel_test_context.h"

namespace rxv::sem::kernel_test {

/// A tensor of `dtype` and `shape` with the row-major elements `v` (converted as set_float does).
inline Tensor tensor(DataType dtype, std::vector<int64_t> shape, const std::vector<double>& v) {
  Tensor t = Tensor::zeros(dtype, std::move(shape));
  EXPECT_EQ(size_t(t.num_elements()), v.size()) << "test tensor literal of the wrong size";
  for (size_t i = 0; i < v.size() && int64_t(i) < t.num_elements(); ++i)
    t.set_float(int64_t(i), v[i]);
  return t;
}
inline Tensor f32(std::vector<int64_t> shape, const std::vector<double>& v) {
  return tensor(DataType::Float(32), std::move(shape), v);
}
inline Value prim_int(int64_t v) {
  PrimScalar p;
  p.dtype = DataType::Int(64);
  p.i = v;
  return Value(p);
}
inline Value prim_float(double v) {
  PrimScalar p;
  p.dtype = DataType::Float(64);
  p.f = v;
  return Value(p);
}

// run: kernel_test_context.h.
using testing::run;

/// The tensor a kernel returned (fails the test on an error or another kind of value).
inline Tensor as_tensor(const EvalOr<Value>& r) {
  if (!r) {
    ADD_FAILURE() << "kernel error: " << r.error().to_string();
    return Tensor::zeros(DataType::Float(32), {0});
  }
  const Tensor* t = r->as_tensor();
  if (!t) {
    ADD_FAILURE() << "kernel returned a " << r->kind_name();
    return Tensor::zeros(DataType::Float(32), {0});
  }
  return *t;
}

inline std::vector<double> values(const Tensor& t) {
  std::vector<double> out;
  for (int64_t i = 0; i < t.num_elements(); ++i) out.push_back(t.get_float(i));
  return out;
}

/// Expects `t` to have `shape` and elements near `want` (atol 1e-6 + rtol 1e-5, as the corpus).
inline void expect_near(const Tensor& t, const std::vector<int64_t>& shape,
                        const std::vector<double>& want, double rtol = 1e-5) {
  EXPECT_EQ(t.shape, shape);
  std::vector<double> got = values(t);
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size(); ++i)
    EXPECT_NEAR(got[i], want[i], 1e-6 + rtol * std::abs(want[i])) << "element " << i;
}

/// The kind of the kernel's EvalError (fails the test on success).
inline EvalErrorKind error_kind(const EvalOr<Value>& r) {
  if (r) {
    ADD_FAILURE() << "expected an EvalError";
    return EvalErrorKind::kOther;
  }
  return r.error().kind;
}

} // namespace rxv::sem::kernel_test
