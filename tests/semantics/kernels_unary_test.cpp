// Reference kernels of the unary family (semantics/ops/unary.cpp): every op on hand-computed
// values, integer wrap, NaN/inf, float16 rounding, empty tensors and run-time errors.
#include <gtest/gtest.h>

#include <cstdint>
#include <limits>

#include "tests/semantics/kernel_test_util.h"

namespace rxv::sem {
namespace kernels_unary_test {

using namespace kernel_test; // NOLINT
constexpr int64_t kI32Min = std::numeric_limits<int32_t>::min();

TEST(KernelsUnary, AbsNegativeWrap) {
  expect_ints(run("relax.abs", {ti(kI32, {4}, {-3, 0, 5, kI32Min})}), kI32, {4},
              {3, 0, 5, kI32Min});
  expect_floats(run("relax.abs", {tf(kF32, {4}, {-1.5, -0.0, kNaN, -kInf})}), kF32, {4},
                {1.5, 0, kNaN, kInf});
  expect_ints(run("relax.negative", {ti(kI8, {4}, {-128, 127, 0, -1})}), kI8, {4},
              {-128, -127, 0, 1});
  expect_ints(run("relax.negative", {ti(kU8, {3}, {0, 1, 255})}), kU8, {3}, {0, 255, 1});
  // bool: -true wraps to a nonzero value, which is true.
  expect_ints(run("relax.negative", {ti(kBool, {2}, {0, 1})}), kBool, {2}, {0, 1});
}

TEST(KernelsUnary, Transcendental) {
  expect_floats(run("relax.exp", {tf(kF32, {5}, {0, 1, -kInf, kInf, kNaN})}), kF32, {5},
                {1, 2.718281828, 0, kInf, kNaN}, 1e-6);
  expect_floats(run("relax.log", {tf(kF32, {4}, {1, 0, -1, 2.718281828})}), kF32, {4},
                {0, -kInf, kNaN, 1}, 1e-6);
  expect_floats(run("relax.sqrt", {tf(kF64, {4}, {4, -1, 0, kInf})}), kF64, {4},
                {2, kNaN, 0, kInf});
  expect_floats(run("relax.rsqrt", {tf(kF32, {3}, {4, 0, 0.25})}), kF32, {3}, {0.5, kInf, 2});
  expect_floats(run("relax.sin", {tf(kF64, {2}, {0, 1.5707963267948966})}), kF64, {2}, {0, 1},
                1e-12);
  expect_floats(run("relax.cos", {tf(kF64, {2}, {0, 3.141592653589793})}), kF64, {2}, {1, -1},
                1e-12);
  expect_floats(run("relax.tanh", {tf(kF32, {3}, {0, kInf, -kInf})}), kF32, {3}, {0, 1, -1});
  expect_floats(run("relax.sigmoid", {tf(kF32, {4}, {0, kInf, -kInf, kNaN})}), kF32, {4},
                {0.5, 1, 0, kNaN});
  expect_floats(run("relax.erf", {tf(kF64, {3}, {0, kInf, 1})}), kF64, {3},
                {0, 1, 0.8427007929497149}, 1e-12);
}

TEST(KernelsUnary, Float16ComputesInFloat32AndRounds) {
  // e = 2.71828..., nearest float16 (spacing 2^-9 in [2, 4)) is 2.71875.
  expect_floats(run("relax.exp", {tf(kF16, {1}, {1})}), kF16, {1}, {2.71875});
  // sqrt(2) = 1.41421..., nearest float16 (spacing 2^-10 in [1, 2)) is 1.4140625.
  expect_floats(run("relax.sqrt", {tf(kF16, {1}, {2})}), kF16, {1}, {1.4140625});
  // 300^2 = 90000 overflows float16 (max 65504) to infinity.
  expect_floats(run("relax.square", {tf(kF16, {2}, {300, -2})}), kF16, {2}, {kInf, 4});
}

TEST(KernelsUnary, FloatOnlyOpsRejectIntegers) {
  for (const char* op : {"relax.exp", "relax.log", "relax.sqrt", "relax.rsqrt", "relax.sin",
                         "relax.cos", "relax.tanh", "relax.sigmoid", "relax.erf"}) {
    SCOPED_TRACE(op);
    expect_error(run(op, {ti(kI32, {1}, {1})}), EvalErrorKind::kTypeError, "float");
  }
}

TEST(KernelsUnary, Rounding) {
  expect_floats(run("relax.floor", {tf(kF32, {4}, {-1.5, 1.5, -0.0, kNaN})}), kF32, {4},
                {-2, 1, 0, kNaN});
  expect_floats(run("relax.ceil", {tf(kF32, {3}, {-1.5, 1.5, kInf})}), kF32, {3}, {-1, 2, kInf});
  // Half to even, as numpy.
  expect_floats(run("relax.round", {tf(kF32, {6}, {0.5, 1.5, 2.5, -0.5, -1.5, 2.4})}), kF32, {6},
                {0, 2, 2, 0, -2, 2});
  expect_ints(run("relax.round", {ti(kI32, {2}, {-3, 7})}), kI32, {2}, {-3, 7});
  expect_ints(run("relax.floor", {ti(kI64, {1}, {-9})}), kI64, {1}, {-9});
  expect_ints(run("relax.ceil", {ti(kU8, {1}, {200})}), kU8, {1}, {200});
}

TEST(KernelsUnary, SignSquareLogicalNot) {
  expect_ints(run("relax.sign", {ti(kI32, {3}, {-5, 0, 7})}), kI32, {3}, {-1, 0, 1});
  expect_ints(run("relax.sign", {ti(kU8, {2}, {0, 200})}), kU8, {2}, {0, 1});
  expect_floats(run("relax.sign", {tf(kF32, {4}, {-2, 0, 3, kNaN})}), kF32, {4}, {-1, 0, 1, kNaN});
  // 16^2 = 256 wraps to 0; (-12)^2 = 144 wraps to -112 in int8.
  expect_ints(run("relax.square", {ti(kI8, {3}, {16, -12, 3})}), kI8, {3}, {0, -112, 9});
  expect_floats(run("relax.square", {tf(kF32, {1}, {1.5})}), kF32, {1}, {2.25});
  expect_ints(run("relax.logical_not", {ti(kI32, {3}, {0, 3, -1})}), kI32, {3}, {1, 0, 0});
  expect_ints(run("relax.logical_not", {ti(kBool, {2}, {0, 1})}), kBool, {2}, {1, 0});
  expect_floats(run("relax.logical_not", {tf(kF32, {3}, {0, 2.5, kNaN})}), kF32, {3}, {1, 0, 0});
}

TEST(KernelsUnary, Predicates) {
  expect_ints(run("relax.isnan", {tf(kF32, {3}, {kNaN, 1, kInf})}), kBool, {3}, {1, 0, 0});
  expect_ints(run("relax.isinf", {tf(kF16, {4}, {kNaN, kInf, -kInf, 1})}), kBool, {4},
              {0, 1, 1, 0});
  expect_ints(run("relax.isnan", {ti(kI32, {2}, {1, 0})}), kBool, {2}, {0, 0});
  expect_ints(run("relax.isinf", {ti(kI64, {1}, {std::numeric_limits<int64_t>::max()})}), kBool,
              {1}, {0});
}

TEST(KernelsUnary, EmptyAndScalarTensors) {
  expect_ints(run("relax.abs", {ti(kI32, {0, 3}, {})}), kI32, {0, 3}, {});
  expect_ints(run("relax.isnan", {tf(kF32, {2, 0}, {})}), kBool, {2, 0}, {});
  expect_floats(run("relax.negative", {tf(kF32, {}, {1.5})}), kF32, {}, {-1.5});
}

TEST(KernelsUnary, Clip) {
  expect_ints(run("relax.clip", {ti(kI32, {4}, {-5, 0, 5, 10}), prim_i(kI64, 0), prim_i(kI64, 6)}),
              kI32, {4}, {0, 0, 5, 6});
  expect_floats(
      run("relax.clip", {tf(kF32, {3}, {kNaN, -1, 7.5}), prim_f(kF32, 0.5), prim_f(kF32, 2)}), kF32,
      {3}, {kNaN, 0.5, 2});
  // min > max: min wins, max(min(x, 2), 4) = 4.
  expect_ints(run("relax.clip", {ti(kI32, {2}, {1, 5}), prim_i(kI64, 4), prim_i(kI64, 2)}), kI32,
              {2}, {4, 4});
  // Float bounds cast to int32 truncate: [1, 3].
  expect_ints(run("relax.clip", {ti(kI32, {3}, {0, 2, 9}), prim_f(kF32, 1.7), prim_f(kF32, 3.2)}),
              kI32, {3}, {1, 2, 3});
  // Bounds cast to float16: 0.1 is 0.0999755859375 there.
  expect_floats(run("relax.clip", {tf(kF16, {1}, {0}), prim_f(kF32, 0.1), prim_f(kF32, 1)}), kF16,
                {1}, {0.0999755859375});
  expect_error(run("relax.clip", {ti(kI32, {1}, {0}), ti(kI32, {}, {0}), prim_i(kI64, 1)}),
               EvalErrorKind::kTypeError, "PrimValue");
}

TEST(KernelsUnary, NonTensorArgumentIsTypeError) {
  expect_error(run("relax.abs", {prim_i(kI32, -1)}), EvalErrorKind::kTypeError, "tensor");
  expect_error(run("relax.isnan", {ShapeValue{{2}}}), EvalErrorKind::kTypeError, "Shape");
}

} // namespace kernels_unary_test
} // namespace rxv::sem
