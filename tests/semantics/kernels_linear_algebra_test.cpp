// Reference kernel of relax.matmul (semantics/ops/linear_algebra.cpp): numpy's matmul with 1-D
// promotion, batch broadcasting, out_dtype, integer wrap, float16 rounding, NaN/inf, empty
// reduction lengths and run-time shape errors.
#include <gtest/gtest.h>

#include "tests/semantics/kernel_test_util.h"

namespace rxv::sem {
namespace kernels_linear_algebra_test {

using namespace kernel_test; // NOLINT

Attrs out_dtype(const char* d) { return attrs({{"out_dtype", AttrValue::String(d)}}); }

TEST(KernelsMatmul, TwoByTwoDims) {
  // [[1,2,3],[4,5,6]] @ [[7,8],[9,10],[11,12]] = [[58,64],[139,154]].
  expect_floats(run("relax.matmul", {tf(kF32, {2, 3}, {1, 2, 3, 4, 5, 6}),
                                     tf(kF32, {3, 2}, {7, 8, 9, 10, 11, 12})}),
                kF32, {2, 2}, {58, 64, 139, 154});
  expect_ints(run("relax.matmul",
                  {ti(kI64, {2, 3}, {1, 2, 3, 4, 5, 6}), ti(kI64, {3, 2}, {7, 8, 9, 10, 11, 12})}),
              kI64, {2, 2}, {58, 64, 139, 154});
}

TEST(KernelsMatmul, OneDimensionalOperands) {
  expect_ints(run("relax.matmul", {ti(kI32, {3}, {1, 2, 3}), ti(kI32, {3}, {4, 5, 6})}), kI32, {},
              {32});
  expect_ints(run("relax.matmul", {ti(kI32, {2}, {1, 2}), ti(kI32, {2, 3}, {1, 2, 3, 4, 5, 6})}),
              kI32, {3}, {9, 12, 15});
  expect_ints(
      run("relax.matmul", {ti(kI32, {2, 3}, {1, 2, 3, 4, 5, 6}), ti(kI32, {3}, {1, 0, -1})}), kI32,
      {2}, {-2, -2});
  // A 1-D lhs against a batch of matrices: (2,) @ (2, 2, 1) -> (2, 1).
  expect_ints(run("relax.matmul", {ti(kI32, {2}, {1, 1}), ti(kI32, {2, 2, 1}, {1, 2, 3, 4})}), kI32,
              {2, 1}, {3, 7});
}

TEST(KernelsMatmul, BatchBroadcasting) {
  // (2, 2, 2) @ (2, 2): the identity and twice the identity times [[1,2],[3,4]].
  expect_floats(run("relax.matmul", {tf(kF32, {2, 2, 2}, {1, 0, 0, 1, 2, 0, 0, 2}),
                                     tf(kF32, {2, 2}, {1, 2, 3, 4})}),
                kF32, {2, 2, 2}, {1, 2, 3, 4, 2, 4, 6, 8});
  // Batch dims (2, 1) and (3,) broadcast to (2, 3): rows [1,1] and [1,-1] against columns
  // [1,2], [3,4], [5,6].
  expect_ints(run("relax.matmul",
                  {ti(kI32, {2, 1, 1, 2}, {1, 1, 1, -1}), ti(kI32, {3, 2, 1}, {1, 2, 3, 4, 5, 6})}),
              kI32, {2, 3, 1, 1}, {3, 7, 11, -1, -1, -1});
  expect_error(run("relax.matmul",
                   {ti(kI32, {2, 1, 2}, {1, 1, 1, 1}), ti(kI32, {3, 2, 1}, {1, 2, 3, 4, 5, 6})}),
               EvalErrorKind::kShapeMismatch, "(2, 1, 2)");
}

TEST(KernelsMatmul, ReductionLengthMismatchNamesBothShapes) {
  expect_error(
      run("relax.matmul", {tf(kF32, {2, 3}, {1, 2, 3, 4, 5, 6}), tf(kF32, {2, 2}, {1, 2, 3, 4})}),
      EvalErrorKind::kShapeMismatch, "x1 has shape (2, 3), x2 has shape (2, 2)");
  expect_error(run("relax.matmul", {tf(kF32, {2}, {1, 2}), tf(kF32, {3}, {1, 2, 3})}),
               EvalErrorKind::kShapeMismatch, "reduction lengths differ (2 vs 3)");
}

TEST(KernelsMatmul, DtypesWrapAndRounding) {
  // 100 * 2 + 100 * 1 = 300 wraps to 44 in int8; out_dtype int32 casts the inputs first.
  expect_ints(run("relax.matmul", {ti(kI8, {2}, {100, 100}), ti(kI8, {2}, {2, 1})}), kI8, {}, {44});
  expect_ints(
      run("relax.matmul", {ti(kI8, {2}, {100, 100}), ti(kI8, {2}, {2, 1})}, out_dtype("int32")),
      kI32, {}, {300});
  // float16: 1 + 2048 = 2049 rounds to even 2048; float32 keeps it.
  expect_floats(run("relax.matmul", {tf(kF16, {2}, {1, 2048}), tf(kF16, {2}, {1, 1})}), kF16, {},
                {2048});
  expect_floats(
      run("relax.matmul", {tf(kF16, {2}, {1, 2048}), tf(kF16, {2}, {1, 1})}, out_dtype("float32")),
      kF32, {}, {2049});
  expect_floats(run("relax.matmul", {tf(kF32, {2, 2}, {kNaN, 1, kInf, 1}), tf(kF32, {2}, {0, 1})}),
                kF32, {2}, {kNaN, kNaN});
  expect_error(run("relax.matmul", {ti(kI32, {2}, {1, 2}), tf(kF32, {2}, {1, 2})}),
               EvalErrorKind::kTypeError, "differ");
  expect_error(run("relax.matmul", {tf(kF32, {}, {1}), tf(kF32, {2}, {1, 2})}),
               EvalErrorKind::kTypeError, "at least 1 dimension");
}

TEST(KernelsMatmul, EmptyDimensions) {
  expect_floats(run("relax.matmul", {tf(kF32, {2, 0}, {}), tf(kF32, {0, 3}, {})}), kF32, {2, 3},
                {0, 0, 0, 0, 0, 0});
  expect_floats(run("relax.matmul", {tf(kF32, {0, 2}, {}), tf(kF32, {2, 3}, {1, 2, 3, 4, 5, 6})}),
                kF32, {0, 3}, {});
  expect_floats(run("relax.matmul", {tf(kF32, {0, 1, 2}, {}), tf(kF32, {2, 1}, {1, 2})}), kF32,
                {0, 1, 1}, {});
}

} // namespace kernels_linear_algebra_test
} // namespace rxv::sem
