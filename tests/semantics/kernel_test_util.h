#pragma once
// Shared by the kernel tests (kernels_<family>_test.cpp): builds tensors from literal lists, runs
// an op's reference kernel from the op table on values, and checks results element by element
// (floats exactly or within a tolerance, NaN equal to NaN).
#include <gtest/gtest.h>

#include <cmath>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include "semantics/ops/op_table.h"
#include "tests/semantics/kernel_test_context.h"

namespace rxv::sem::kernel_test {

inline const DataType kF16 = DataType::Float(16);
inline const DataType kF32 = DataType::Float(32);
inline const DataType kF64 = DataType::Float(64);
inline const DataType kI8 = DataType::Int(8);
inline const DataType kI16 = DataType::Int(16);
inline const DataType kI32 = DataType::Int(32);
inline const DataType kI64 = DataType::Int(64);
inline const DataType kU8 = DataType::UInt(8);
inline const DataType kU32 = DataType::UInt(32);
inline const DataType kBool = DataType::Bool();
inline const double kNaN = std::nan("");
inline const double kInf = INFINITY;

/// A tensor of `dtype` and `shape` with the given row-major elements (set_int / set_float).
inline Tensor ti(DataType dtype, std::vector<int64_t> shape, std::vector<int64_t> values) {
  Tensor t = Tensor::zeros(dtype, std::move(shape));
  EXPECT_EQ(int64_t(values.size()), t.num_elements()) << "test tensor literal";
  for (size_t i = 0; i < values.size() && int64_t(i) < t.num_elements(); ++i)
    t.set_int(int64_t(i), values[i]);
  return t;
}
inline Tensor tf(DataType dtype, std::vector<int64_t> shape, std::vector<double> values) {
  Tensor t = Tensor::zeros(dtype, std::move(shape));
  EXPECT_EQ(int64_t(values.size()), t.num_elements()) << "test tensor literal";
  for (size_t i = 0; i < values.size() && int64_t(i) < t.num_elements(); ++i)
    t.set_float(int64_t(i), values[i]);
  return t;
}
inline PrimScalar prim_i(DataType dtype, int64_t v) { return PrimScalar{dtype, v, 0}; }
inline PrimScalar prim_f(DataType dtype, double v) { return PrimScalar{dtype, 0, v}; }

inline AttrValue int_list(std::initializer_list<int64_t> xs) {
  AttrValue v;
  v.kind = AttrValue::Kind::kList;
  for (int64_t x : xs) v.items.push_back(AttrValue::Int(x));
  return v;
}
inline Attrs attrs(std::initializer_list<std::pair<std::string, AttrValue>> kv) {
  Attrs a;
  for (const auto& [k, v] : kv) a.entries.emplace_back(k, v);
  return a;
}

// run_in and run: kernel_test_context.h.
using testing::run;
using testing::run_in;

/// The result as a tensor of `dtype` and `shape` (failing the test otherwise).
inline const Tensor* result_tensor(const EvalOr<Value>& r, DataType dtype,
                                   const std::vector<int64_t>& shape) {
  if (!r.ok()) {
    ADD_FAILURE() << "kernel failed: " << r.error().to_string();
    return nullptr;
  }
  const Tensor* t = r->as_tensor();
  if (!t) {
    ADD_FAILURE() << "result is a " << r->kind_name() << ", not a tensor";
    return nullptr;
  }
  EXPECT_EQ(t->dtype.str(), dtype.str());
  EXPECT_EQ(t->shape, shape);
  if (t->dtype != dtype || t->shape != shape) return nullptr;
  return t;
}

/// Expects integer (or bool) elements exactly.
inline void expect_ints(const EvalOr<Value>& r, DataType dtype, std::vector<int64_t> shape,
                        std::vector<int64_t> want) {
  const Tensor* t = result_tensor(r, dtype, shape);
  if (!t) return;
  ASSERT_EQ(t->num_elements(), int64_t(want.size()));
  for (size_t i = 0; i < want.size(); ++i)
    EXPECT_EQ(t->get_int(int64_t(i)), want[i]) << "element " << i;
}

/// Expects float elements within |got - want| <= tol (tol 0: exact); NaN matches NaN only,
/// infinities match exactly.
inline void expect_floats(const EvalOr<Value>& r, DataType dtype, std::vector<int64_t> shape,
                          std::vector<double> want, double tol = 0) {
  const Tensor* t = result_tensor(r, dtype, shape);
  if (!t) return;
  ASSERT_EQ(t->num_elements(), int64_t(want.size()));
  for (size_t i = 0; i < want.size(); ++i) {
    double got = t->get_float(int64_t(i));
    if (std::isnan(want[i])) {
      EXPECT_TRUE(std::isnan(got)) << "element " << i << ": " << got;
    } else if (std::isinf(want[i]) || tol == 0) {
      EXPECT_EQ(got, want[i]) << "element " << i;
    } else {
      EXPECT_NEAR(got, want[i], tol) << "element " << i;
    }
  }
}

/// Expects an EvalError of `kind` whose message mentions `text`.
inline void expect_error(const EvalOr<Value>& r, EvalErrorKind kind, const std::string& text = "") {
  ASSERT_FALSE(r.ok()) << "expected " << eval_error_kind_name(kind);
  EXPECT_EQ(eval_error_kind_name(r.error().kind), std::string(eval_error_kind_name(kind)))
      << r.error().message;
  EXPECT_NE(r.error().message.find(text), std::string::npos) << r.error().message;
}

} // namespace rxv::sem::kernel_test
