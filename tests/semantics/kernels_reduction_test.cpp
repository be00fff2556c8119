// Reference kernels of the reduction family (semantics/ops/reduction.cpp): axis / keepdims /
// negative axes, integer wrap, NaN propagation, empty reductions, argmax/argmin first occurrence,
// cumsum (exclusive, axis=None, dtype) and run-time errors.
#include <gtest/gtest.h>

#include <cstdint>
#include <limits>

#include "tests/semantics/kernel_test_util.h"

namespace rxv::sem {
namespace kernels_reduction_test {

using namespace kernel_test; // NOLINT
constexpr int64_t kI32Min = std::numeric_limits<int32_t>::min();
constexpr int64_t kI32Max = std::numeric_limits<int32_t>::max();

AttrValue none() { return AttrValue::None(); }

TEST(KernelsReduction, SumAxes) {
  Tensor x = tf(kF32, {2, 3}, {1, 2, 3, 4, 5, 6});
  expect_floats(run("relax.sum", {x}), kF32, {}, {21});
  expect_floats(run("relax.sum", {x}, attrs({{"axis", none()}})), kF32, {}, {21});
  expect_floats(run("relax.sum", {x}, attrs({{"axis", int_list({1})}})), kF32, {2}, {6, 15});
  expect_floats(
      run("relax.sum", {x}, attrs({{"axis", int_list({0})}, {"keepdims", AttrValue::Bool(true)}})),
      kF32, {1, 3}, {5, 7, 9});
  expect_floats(
      run("relax.sum", {x}, attrs({{"axis", int_list({-1})}, {"keepdims", AttrValue::Bool(true)}})),
      kF32, {2, 1}, {6, 15});
  expect_floats(run("relax.sum", {x}, attrs({{"axis", int_list({0, -1})}})), kF32, {}, {21});
  expect_floats(run("relax.sum", {x}, attrs({{"keepdims", AttrValue::Bool(true)}})), kF32, {1, 1},
                {21});
  // A single int axis reads as a list of one.
  expect_floats(run("relax.sum", {x}, attrs({{"axis", AttrValue::Int(0)}})), kF32, {3}, {5, 7, 9});
  // Middle axis of a 3-D tensor.
  expect_ints(run("relax.sum", {ti(kI32, {2, 2, 2}, {1, 2, 3, 4, 5, 6, 7, 8})},
                  attrs({{"axis", int_list({1})}})),
              kI32, {2, 2}, {4, 6, 12, 14});
}

TEST(KernelsReduction, SumWrapsNaNAndEmpty) {
  expect_ints(run("relax.sum", {ti(kI8, {3}, {100, 100, 100})}), kI8, {}, {44});
  expect_ints(run("relax.sum", {ti(kI32, {2}, {kI32Max, 1})}), kI32, {}, {kI32Min});
  expect_floats(run("relax.sum", {tf(kF32, {3}, {1, kNaN, 2})}), kF32, {}, {kNaN});
  expect_floats(run("relax.sum", {tf(kF32, {2}, {kInf, -kInf})}), kF32, {}, {kNaN});
  expect_floats(run("relax.sum", {tf(kF32, {0, 3}, {})}, attrs({{"axis", int_list({0})}})), kF32,
                {3}, {0, 0, 0});
  expect_floats(run("relax.sum", {tf(kF32, {0, 3}, {})}, attrs({{"axis", int_list({1})}})), kF32,
                {0}, {});
  // bool sums are "any".
  expect_ints(run("relax.sum", {ti(kBool, {3}, {1, 1, 0})}), kBool, {}, {1});
  // float16: 2048 + 1 + 1 = 2050 is exact in float64 and representable in float16.
  expect_floats(run("relax.sum", {tf(kF16, {3}, {2048, 1, 1})}), kF16, {}, {2050});
}

TEST(KernelsReduction, Mean) {
  Tensor x = tf(kF32, {2, 3}, {1, 2, 3, 4, 5, 6});
  expect_floats(run("relax.mean", {x}, attrs({{"axis", int_list({1})}})), kF32, {2}, {2, 5});
  expect_floats(run("relax.mean", {x}), kF32, {}, {3.5});
  // Integer mean truncates: -7 / 2 = -3.
  expect_ints(run("relax.mean", {ti(kI32, {2}, {-7, 0})}), kI32, {}, {-3});
  expect_floats(run("relax.mean", {tf(kF32, {0}, {})}), kF32, {}, {kNaN});
  expect_error(run("relax.mean", {ti(kI32, {0}, {})}), EvalErrorKind::kDivisionByZero,
               "no elements");
  // Nothing to average into: no error.
  expect_ints(run("relax.mean", {ti(kI32, {0, 2}, {})}, attrs({{"axis", int_list({1})}})), kI32,
              {0}, {});
}

TEST(KernelsReduction, MaxMinProd) {
  expect_floats(run("relax.max", {tf(kF32, {3}, {1, kNaN, 3})}), kF32, {}, {kNaN});
  expect_floats(run("relax.min", {tf(kF32, {3}, {1, -kInf, 3})}), kF32, {}, {-kInf});
  expect_ints(run("relax.max", {ti(kI8, {2, 2}, {-5, -3, 7, 2})}, attrs({{"axis", int_list({1})}})),
              kI8, {2}, {-3, 7});
  expect_ints(run("relax.min", {ti(kI8, {2, 2}, {-5, -3, 7, 2})}, attrs({{"axis", int_list({0})}})),
              kI8, {2}, {-5, -3});
  // Over no elements: the dtype's lowest / highest finite value.
  expect_floats(run("relax.max", {tf(kF32, {0}, {})}), kF32, {},
                {double(std::numeric_limits<float>::lowest())});
  expect_floats(run("relax.max", {tf(kF16, {0}, {})}), kF16, {}, {-65504});
  expect_ints(run("relax.min", {ti(kI32, {0}, {})}), kI32, {}, {kI32Max});
  expect_ints(run("relax.prod", {ti(kI32, {3}, {2, 3, -4})}), kI32, {}, {-24});
  expect_ints(run("relax.prod", {ti(kI32, {2}, {65536, 65536})}), kI32, {}, {0});
  expect_ints(run("relax.prod", {ti(kI64, {0}, {})}), kI64, {}, {1});
  expect_floats(run("relax.prod", {tf(kF32, {2}, {0.5, kInf})}), kF32, {}, {kInf});
  expect_floats(run("relax.prod", {tf(kF32, {2, 2}, {1, 2, 3, 4})},
                    attrs({{"axis", int_list({-2})}, {"keepdims", AttrValue::Bool(true)}})),
                kF32, {1, 2}, {3, 8});
}

TEST(KernelsReduction, ArgmaxArgmin) {
  Tensor x = tf(kF32, {2, 3}, {1, 3, 3, 7, kNaN, 7});
  // First occurrence; a NaN counts as the extreme both ways.
  expect_ints(run("relax.argmax", {x}, attrs({{"axis", AttrValue::Int(1)}})), kI64, {2}, {1, 1});
  expect_ints(run("relax.argmin", {x}, attrs({{"axis", AttrValue::Int(-1)}})), kI64, {2}, {0, 1});
  Tensor y = ti(kI32, {2, 3}, {1, 5, 3, 4, 2, 3});
  expect_ints(run("relax.argmax", {y}, attrs({{"axis", AttrValue::Int(0)}})), kI64, {3}, {1, 0, 0});
  expect_ints(run("relax.argmin", {y},
                  attrs({{"axis", AttrValue::Int(0)}, {"keepdims", AttrValue::Bool(true)}})),
              kI64, {1, 3}, {0, 1, 0});
  // axis=None: the flat index.
  Tensor z = ti(kI32, {2, 3}, {1, 9, 3, 9, 0, 0});
  expect_ints(run("relax.argmax", {z}), kI64, {}, {1});
  expect_ints(run("relax.argmin", {z}, attrs({{"keepdims", AttrValue::Bool(true)}})), kI64, {1, 1},
              {4});
  expect_error(run("relax.argmax", {tf(kF32, {0}, {})}), EvalErrorKind::kIndexOutOfRange, "empty");
  expect_ints(run("relax.argmax", {tf(kF32, {0, 2}, {})}, attrs({{"axis", AttrValue::Int(1)}})),
              kI64, {0}, {});
  expect_error(run("relax.argmax", {y}, attrs({{"axis", AttrValue::Int(2)}})),
               EvalErrorKind::kIndexOutOfRange, "axis 2");
}

TEST(KernelsReduction, Cumsum) {
  Tensor x = ti(kI32, {2, 3}, {1, 2, 3, 4, 5, 6});
  expect_ints(run("relax.cumsum", {x}, attrs({{"axis", AttrValue::Int(1)}})), kI32, {2, 3},
              {1, 3, 6, 4, 9, 15});
  expect_ints(run("relax.cumsum", {x},
                  attrs({{"axis", AttrValue::Int(1)}, {"exclusive", AttrValue::Bool(true)}})),
              kI32, {2, 3}, {0, 1, 3, 0, 4, 9});
  expect_ints(run("relax.cumsum", {x}, attrs({{"axis", AttrValue::Int(-2)}})), kI32, {2, 3},
              {1, 2, 3, 5, 7, 9});
  expect_ints(run("relax.cumsum", {x}), kI32, {6}, {1, 3, 6, 10, 15, 21});
  Tensor big = ti(kI32, {2}, {kI32Max, 1});
  expect_ints(run("relax.cumsum", {big}, attrs({{"axis", AttrValue::Int(0)}})), kI32, {2},
              {kI32Max, kI32Min});
  expect_ints(run("relax.cumsum", {big},
                  attrs({{"axis", AttrValue::Int(0)}, {"dtype", AttrValue::String("int64")}})),
              kI64, {2}, {kI32Max, kI32Max + 1});
  expect_floats(run("relax.cumsum", {tf(kF32, {3}, {1, kNaN, 2})}, attrs({{"axis", none()}})), kF32,
                {3}, {1, kNaN, kNaN});
  // float to int32 casts truncate first: 1.7 + 2.9 -> 1 + 2.
  expect_ints(run("relax.cumsum", {tf(kF32, {2}, {1.7, 2.9})},
                  attrs({{"dtype", AttrValue::String("int32")}})),
              kI32, {2}, {1, 3});
  expect_ints(run("relax.cumsum", {ti(kI32, {0, 2}, {})}, attrs({{"axis", AttrValue::Int(0)}})),
              kI32, {0, 2}, {});
  expect_error(run("relax.cumsum", {x}, attrs({{"axis", AttrValue::Int(-3)}})),
               EvalErrorKind::kIndexOutOfRange);
}

TEST(KernelsReduction, BadAttributesAreErrors) {
  Tensor x = tf(kF32, {2, 3}, {1, 2, 3, 4, 5, 6});
  expect_error(run("relax.sum", {x}, attrs({{"axis", int_list({0, -2})}})),
               EvalErrorKind::kTypeError, "repeated");
  expect_error(run("relax.max", {x}, attrs({{"axis", int_list({2})}})),
               EvalErrorKind::kIndexOutOfRange, "out of range");
  expect_error(run("relax.sum", {x}, attrs({{"axis", AttrValue::String("x")}})),
               EvalErrorKind::kTypeError, "axis");
  expect_error(run("relax.sum", {x}, attrs({{"keepdims", AttrValue::Int(3)}})),
               EvalErrorKind::kTypeError, "keepdims");
  expect_error(run("relax.cumsum", {x}, attrs({{"dtype", AttrValue::String("nope")}})),
               EvalErrorKind::kTypeError, "dtype");
  expect_error(run("relax.sum", {prim_f(kF32, 1)}), EvalErrorKind::kTypeError, "tensor");
}

} // namespace kernels_reduction_test
} // namespace rxv::sem
