// Reference kernels of the binary family (semantics/ops/binary.cpp): arithmetic with wrap,
// division semantics, broadcasting (contiguous, scalar and strided rows), PrimValue operands,
// bool mixing, NaN/inf, float16 rounding, empty tensors, relax.where and run-time errors.
#include <gtest/gtest.h>

#include <cstdint>
#include <limits>

#include "tests/semantics/kernel_test_util.h"

namespace rxv::sem {
namespace kernels_binary_test {

using namespace kernel_test; // NOLINT
constexpr int64_t kI32Min = std::numeric_limits<int32_t>::min();
constexpr int64_t kI32Max = std::numeric_limits<int32_t>::max();
const DataType kU16 = DataType::UInt(16);

TEST(KernelsBinary, IntegerArithmeticWraps) {
  expect_ints(run("relax.add", {ti(kI32, {2}, {kI32Max, -1}), ti(kI32, {2}, {1, -2})}), kI32, {2},
              {kI32Min, -3});
  expect_ints(run("relax.add", {ti(kU8, {1}, {250}), ti(kU8, {1}, {10})}), kU8, {1}, {4});
  expect_ints(run("relax.subtract", {ti(kU8, {1}, {1}), ti(kU8, {1}, {2})}), kU8, {1}, {255});
  expect_ints(run("relax.subtract", {ti(kI32, {1}, {kI32Min}), ti(kI32, {1}, {1})}), kI32, {1},
              {kI32Max});
  expect_ints(run("relax.multiply", {ti(kI8, {2}, {100, -7}), ti(kI8, {2}, {3, 5})}), kI8, {2},
              {44, -35});
  // 65535^2 mod 2^16 = 1 (computed without the promotion to int overflowing).
  expect_ints(run("relax.multiply", {ti(kU16, {1}, {65535}), ti(kU16, {1}, {65535})}), kU16, {1},
              {1});
}

TEST(KernelsBinary, FloatArithmeticIsIeee) {
  expect_floats(run("relax.add", {tf(kF32, {3}, {kInf, kNaN, 1.5}), tf(kF32, {3}, {-kInf, 1, 2})}),
                kF32, {3}, {kNaN, kNaN, 3.5});
  expect_floats(run("relax.multiply", {tf(kF64, {2}, {kInf, -2}), tf(kF64, {2}, {0, 0.25})}), kF64,
                {2}, {kNaN, -0.5});
  // float16: 2048 + 1 = 2049 is not representable (spacing 2), ties to even give 2048;
  // 65504 + 65504 overflows to infinity.
  expect_floats(
      run("relax.add", {tf(kF16, {3}, {1, 2048, 65504}), tf(kF16, {3}, {0.25, 1, 65504})}), kF16,
      {3}, {1.25, 2048, kInf});
}

TEST(KernelsBinary, Divide) {
  // Integers truncate toward zero; the minimum over -1 wraps.
  expect_ints(run("relax.divide",
                  {ti(kI32, {5}, {-7, 7, -7, 7, kI32Min}), ti(kI32, {5}, {2, 2, -2, -2, -1})}),
              kI32, {5}, {-3, 3, 3, -3, kI32Min});
  expect_floats(run("relax.divide", {tf(kF32, {3}, {1, -1, 0}), tf(kF32, {3}, {0, 0, 0})}), kF32,
                {3}, {kInf, -kInf, kNaN});
  expect_error(run("relax.divide", {ti(kI32, {2}, {1, 2}), ti(kI32, {2}, {1, 0})}),
               EvalErrorKind::kDivisionByZero);
  expect_error(run("relax.divide", {ti(kU8, {1}, {1}), ti(kU8, {1}, {0})}),
               EvalErrorKind::kDivisionByZero);
  // A zero divisor that is never used (empty result) is no error.
  expect_ints(run("relax.divide", {ti(kI32, {0}, {}), ti(kI32, {1}, {0})}), kI32, {0}, {});
}

TEST(KernelsBinary, FloorDivideAndFloorMod) {
  expect_ints(run("relax.floor_divide", {ti(kI32, {6}, {-7, 7, -7, 7, -6, kI32Min}),
                                         ti(kI32, {6}, {2, 2, -2, -2, 3, -1})}),
              kI32, {6}, {-4, 3, 3, -4, -2, kI32Min});
  expect_floats(run("relax.floor_divide", {tf(kF32, {2}, {-7.5, 7}), tf(kF32, {2}, {2, 0})}), kF32,
                {2}, {-4, kInf});
  // The modulo takes the divisor's sign.
  expect_ints(run("relax.floor_mod", {ti(kI32, {6}, {-7, 7, -7, 7, kI32Min, 5}),
                                      ti(kI32, {6}, {2, 2, -2, -2, -1, 5})}),
              kI32, {6}, {1, 1, -1, -1, 0, 0});
  expect_ints(run("relax.floor_mod", {ti(kU8, {1}, {7}), ti(kU8, {1}, {3})}), kU8, {1}, {1});
  // x - floor(x / y) * y: -7.5 - (-4)(2) = 0.5; 7.5 - (-4)(-2) = -0.5.
  expect_floats(run("relax.floor_mod", {tf(kF32, {2}, {-7.5, 7.5}), tf(kF32, {2}, {2, -2})}), kF32,
                {2}, {0.5, -0.5});
  expect_floats(run("relax.floor_mod", {tf(kF32, {1}, {1}), tf(kF32, {1}, {0})}), kF32, {1},
                {kNaN});
  expect_error(run("relax.floor_divide", {ti(kI64, {1}, {5}), ti(kI64, {1}, {0})}),
               EvalErrorKind::kDivisionByZero);
  expect_error(run("relax.floor_mod", {ti(kI8, {1}, {5}), ti(kI8, {1}, {0})}),
               EvalErrorKind::kDivisionByZero);
}

TEST(KernelsBinary, Power) {
  expect_floats(
      run("relax.power", {tf(kF32, {4}, {2, -8, 4, 0}), tf(kF32, {4}, {10, 1.0 / 3, -0.5, -1})}),
      kF32, {4}, {1024, kNaN, 0.5, kInf});
  // 2^31 wraps to the int32 minimum; negative exponents truncate 1 / x^-y.
  expect_ints(run("relax.power", {ti(kI32, {7}, {2, 3, -2, 1, -1, 5, 2}),
                                  ti(kI32, {7}, {10, 0, 3, -5, -3, -1, 31})}),
              kI32, {7}, {1024, 1, -8, 1, -1, 0, kI32Min});
  expect_error(run("relax.power", {ti(kI32, {1}, {0}), ti(kI32, {1}, {-1})}),
               EvalErrorKind::kDivisionByZero);
}

TEST(KernelsBinary, MaximumMinimumPropagateNaN) {
  expect_floats(run("relax.maximum", {tf(kF32, {3}, {1, kNaN, 3}), tf(kF32, {3}, {2, 1, kNaN})}),
                kF32, {3}, {2, kNaN, kNaN});
  expect_floats(run("relax.minimum", {tf(kF32, {3}, {1, kNaN, 3}), tf(kF32, {3}, {2, 1, kNaN})}),
                kF32, {3}, {1, kNaN, kNaN});
  expect_ints(run("relax.maximum", {ti(kI32, {2}, {-1, 5}), ti(kI32, {2}, {0, 4})}), kI32, {2},
              {0, 5});
  expect_ints(run("relax.minimum", {ti(kI32, {2}, {-1, 5}), ti(kI32, {2}, {0, 4})}), kI32, {2},
              {-1, 4});
}

TEST(KernelsBinary, ComparisonsGiveBool) {
  Tensor a = ti(kI32, {3}, {1, 2, 3}), b = ti(kI32, {3}, {2, 2, 2});
  expect_ints(run("relax.less", {a, b}), kBool, {3}, {1, 0, 0});
  expect_ints(run("relax.less_equal", {a, b}), kBool, {3}, {1, 1, 0});
  expect_ints(run("relax.greater", {a, b}), kBool, {3}, {0, 0, 1});
  expect_ints(run("relax.greater_equal", {a, b}), kBool, {3}, {0, 1, 1});
  expect_ints(run("relax.equal", {a, b}), kBool, {3}, {0, 1, 0});
  expect_ints(run("relax.not_equal", {a, b}), kBool, {3}, {1, 0, 1});
  Tensor n = tf(kF32, {2}, {kNaN, 1}), m = tf(kF32, {2}, {kNaN, kNaN});
  expect_ints(run("relax.equal", {n, m}), kBool, {2}, {0, 0});
  expect_ints(run("relax.not_equal", {n, m}), kBool, {2}, {1, 1});
  expect_ints(run("relax.less", {n, m}), kBool, {2}, {0, 0});
  expect_ints(run("relax.greater_equal", {n, m}), kBool, {2}, {0, 0});
}

TEST(KernelsBinary, LogicalKeepDtype) {
  Tensor a = ti(kI32, {4}, {0, 2, -1, 0}), b = ti(kI32, {4}, {3, 0, 5, 0});
  expect_ints(run("relax.logical_and", {a, b}), kI32, {4}, {0, 0, 1, 0});
  expect_ints(run("relax.logical_or", {a, b}), kI32, {4}, {1, 1, 1, 0});
  expect_ints(run("relax.logical_and", {ti(kBool, {2}, {1, 1}), ti(kBool, {2}, {0, 1})}), kBool,
              {2}, {0, 1});
}

TEST(KernelsBinary, Broadcasting) {
  // Row with a scalar rhs: (2, 1) + (3,) -> (2, 3).
  expect_floats(run("relax.add", {tf(kF32, {2, 1}, {1, 2}), tf(kF32, {3}, {10, 20, 30})}), kF32,
                {2, 3}, {11, 21, 31, 12, 22, 32});
  // Scalar lhs rows: (2, 1) - (2, 3).
  expect_ints(
      run("relax.subtract", {ti(kI32, {2, 1}, {10, 20}), ti(kI32, {2, 3}, {1, 2, 3, 4, 5, 6})}),
      kI32, {2, 3}, {9, 8, 7, 16, 15, 14});
  // Outer dims broadcast both ways: (2, 1, 3) + (2, 1) -> (2, 2, 3).
  expect_ints(
      run("relax.add", {ti(kI64, {2, 1, 3}, {0, 1, 2, 3, 4, 5}), ti(kI64, {2, 1}, {10, 20})}), kI64,
      {2, 2, 3}, {10, 11, 12, 20, 21, 22, 13, 14, 15, 23, 24, 25});
  // Both operands broadcast, along different dims: (1, 2) * (2, 1) -> (2, 2).
  expect_ints(run("relax.multiply", {ti(kI32, {1, 2}, {2, 3}), ti(kI32, {2, 1}, {5, 7})}), kI32,
              {2, 2}, {10, 15, 14, 21});
  // Empty dimensions broadcast to empty results.
  expect_floats(run("relax.add", {tf(kF32, {0, 3}, {}), tf(kF32, {3}, {1, 2, 3})}), kF32, {0, 3},
                {});
  expect_floats(run("relax.add", {tf(kF32, {0}, {}), tf(kF32, {1}, {1})}), kF32, {0}, {});
  // Mismatch names both shapes.
  expect_error(
      run("relax.add", {tf(kF32, {2, 3}, {1, 2, 3, 4, 5, 6}), tf(kF32, {4}, {1, 2, 3, 4})}),
      EvalErrorKind::kShapeMismatch, "(2, 3) and (4,)");
  expect_error(run("relax.less", {tf(kF32, {0}, {}), tf(kF32, {2}, {1, 2})}),
               EvalErrorKind::kShapeMismatch, "(0,) and (2,)");
}

TEST(KernelsBinary, PrimValueOperands) {
  expect_floats(run("relax.multiply", {tf(kF32, {2}, {1, -3}), prim_f(kF32, 0.5)}), kF32, {2},
                {0.5, -1.5});
  auto r = run("relax.add", {prim_i(kI64, 2), prim_i(kI64, 3)});
  ASSERT_TRUE(r.ok());
  ASSERT_NE(r->as_prim(), nullptr);
  EXPECT_EQ(r->as_prim()->dtype, kI64);
  EXPECT_EQ(r->as_prim()->i, 5);
  auto c = run("relax.less", {prim_f(kF32, 1), prim_f(kF32, 2)});
  ASSERT_TRUE(c.ok());
  ASSERT_NE(c->as_prim(), nullptr);
  EXPECT_TRUE(c->as_prim()->dtype.is_bool());
  EXPECT_EQ(c->as_prim()->i, 1);
  expect_error(run("relax.add", {prim_i(kI32, 1), ShapeValue{{1}}}), EvalErrorKind::kTypeError,
               "tensor or a PrimValue");
}

TEST(KernelsBinary, BoolMixesAndOtherDtypesMustAgree) {
  // bool + float32 computes in float32 and takes the lhs dtype: 1.5 and 0.5 are both true.
  expect_ints(run("relax.add", {ti(kBool, {2}, {1, 0}), tf(kF32, {2}, {0.5, 0.5})}), kBool, {2},
              {1, 1});
  expect_floats(run("relax.add", {tf(kF32, {2}, {0.5, 2}), ti(kBool, {2}, {1, 0})}), kF32, {2},
                {1.5, 2});
  expect_ints(run("relax.less", {ti(kBool, {1}, {1}), ti(kI32, {1}, {2})}), kBool, {1}, {1});
  expect_error(run("relax.add", {ti(kI32, {1}, {1}), tf(kF32, {1}, {1})}),
               EvalErrorKind::kTypeError, "int32 and float32");
}

TEST(KernelsBinary, Where) {
  expect_floats(
      run("relax.where", {ti(kBool, {2, 1}, {1, 0}), tf(kF32, {3}, {1, 2, 3}), tf(kF32, {}, {0})}),
      kF32, {2, 3}, {1, 2, 3, 0, 0, 0});
  expect_ints(run("relax.where",
                  {ti(kBool, {3}, {0, 1, 0}), ti(kI8, {3}, {-1, -2, -3}), ti(kI8, {3}, {7, 8, 9})}),
              kI8, {3}, {7, -2, 9});
  expect_floats(run("relax.where", {ti(kBool, {0}, {}), tf(kF16, {1}, {1}), tf(kF16, {1}, {2})}),
                kF16, {0}, {});
  expect_error(run("relax.where", {ti(kI32, {1}, {1}), tf(kF32, {1}, {1}), tf(kF32, {1}, {2})}),
               EvalErrorKind::kTypeError, "bool");
  expect_error(run("relax.where", {ti(kBool, {1}, {1}), tf(kF32, {1}, {1}), ti(kI32, {1}, {2})}),
               EvalErrorKind::kTypeError, "different dtypes");
  expect_error(
      run("relax.where", {ti(kBool, {2}, {1, 0}), tf(kF32, {3}, {1, 2, 3}), tf(kF32, {1}, {0})}),
      EvalErrorKind::kShapeMismatch, "(2,), (3,) and (1,)");
}

} // namespace kernels_binary_test
} // namespace rxv::sem
