// The shared kernel helpers (semantics/ops/kernel_helpers.h): cast rules, broadcast strides, the
// row walker on scalars and empty shapes, and allocation limits reaching kernels as EvalErrors.
#include "semantics/ops/kernel_helpers.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

#include "tests/semantics/kernel_test_util.h"

namespace rxv::sem {
namespace kernel_helpers_test {

using namespace kernel_test; // NOLINT

TEST(KernelHelpers, CastRules) {
  // float to integer: truncate toward zero, saturate, NaN gives 0.
  EXPECT_EQ(cast_elem<int32_t>(-2.9, false), -2);
  EXPECT_EQ(cast_elem<int32_t>(1e20, false), std::numeric_limits<int32_t>::max());
  EXPECT_EQ(cast_elem<int32_t>(-1e20, false), std::numeric_limits<int32_t>::min());
  EXPECT_EQ(cast_elem<int64_t>(std::nan(""), false), 0);
  EXPECT_EQ(cast_elem<uint8_t>(-5.0f, false), 0);
  EXPECT_EQ(cast_elem<uint8_t>(300.0f, false), 255);
  EXPECT_EQ(cast_elem<uint64_t>(1e30, false), std::numeric_limits<uint64_t>::max());
  // integer to integer is modular; anything to bool is "nonzero", NaN included.
  EXPECT_EQ(cast_elem<int8_t>(int32_t{300}, false), 44);
  EXPECT_EQ(cast_elem<uint8_t>(int32_t{-2}, true), 1);
  EXPECT_EQ(cast_elem<uint8_t>(0.0, true), 0);
  EXPECT_EQ(cast_elem<uint8_t>(std::nan(""), true), 1);
  // to float16 rounds to nearest even: 2049 lies between 2048 and 2050.
  EXPECT_EQ(half_to_float(cast_elem<Half>(int64_t{2049}, false)), 2048.0f);
  EXPECT_EQ(half_to_float(cast_elem<Half>(int64_t{2051}, false)), 2052.0f);
}

TEST(KernelHelpers, CastTensor) {
  testing::TestKernelContext ctx;
  auto t = cast_tensor(tf(kF32, {3}, {1.5, -0.5, std::nan("")}), kI32, ctx);
  ASSERT_TRUE(t.ok());
  EXPECT_EQ(t->get_int(0), 1);
  EXPECT_EQ(t->get_int(1), 0);
  EXPECT_EQ(t->get_int(2), 0);
  auto b = cast_tensor(ti(kI32, {2}, {0, -7}), kBool, ctx);
  ASSERT_TRUE(b.ok());
  EXPECT_EQ(b->get_int(0), 0);
  EXPECT_EQ(b->get_int(1), 1);
}

TEST(KernelHelpers, BroadcastStrides) {
  EXPECT_EQ(row_major_strides({2, 3, 4}), (std::vector<int64_t>{12, 4, 1}));
  EXPECT_EQ(broadcast_strides({3, 1}, {2, 3, 4}), (std::vector<int64_t>{0, 1, 0}));
  // A size-1 dim that the output keeps at 1 keeps its own stride.
  EXPECT_EQ(broadcast_strides({1, 4}, {1, 4}), (std::vector<int64_t>{4, 1}));
  EXPECT_EQ(broadcast_strides({}, {2, 2}), (std::vector<int64_t>{0, 0}));
}

TEST(KernelHelpers, ForEachRow) {
  std::vector<int64_t> seen;
  for_each_row<1>(
      {}, {std::vector<int64_t>{}},
      [&](int64_t o, const std::array<int64_t, 1>& off, int64_t n, const std::array<int64_t, 1>&) {
        seen.insert(seen.end(), {o, off[0], n});
      });
  EXPECT_EQ(seen, (std::vector<int64_t>{0, 0, 1}));
  seen.clear();
  for_each_row<1>({2, 0, 3}, {std::vector<int64_t>{0, 3, 1}},
                  [&](int64_t, const std::array<int64_t, 1>&, int64_t,
                      const std::array<int64_t, 1>&) { seen.push_back(1); });
  EXPECT_TRUE(seen.empty());
  // (2, 3) over an operand of shape (3,) broadcast along dim 0: rows start at 0 and 0.
  for_each_row<1>({2, 3}, {std::vector<int64_t>{0, 1}},
                  [&](int64_t o, const std::array<int64_t, 1>& off, int64_t n,
                      const std::array<int64_t, 1>& st) {
                    seen.insert(seen.end(), {o, off[0], n, st[0]});
                  });
  EXPECT_EQ(seen, (std::vector<int64_t>{0, 0, 3, 1, 3, 0, 3, 1}));
}

TEST(KernelHelpers, AllocationLimitIsAnEvalError) {
  testing::TestKernelContext ctx;
  ctx.limits_value.max_tensor_bytes = 8;
  expect_error(run_in(ctx, "relax.add", {tf(kF32, {4}, {1, 2, 3, 4}), tf(kF32, {1}, {1})}),
               EvalErrorKind::kLimit);
  expect_error(
      run_in(ctx, "relax.matmul", {tf(kF32, {3, 1}, {1, 2, 3}), tf(kF32, {1, 3}, {1, 2, 3})}),
      EvalErrorKind::kLimit);
  expect_error(run_in(ctx, "relax.cumsum", {tf(kF32, {4}, {1, 2, 3, 4})}), EvalErrorKind::kLimit);
  // Two float32 elements fit.
  expect_floats(run_in(ctx, "relax.sqrt", {tf(kF32, {2}, {4, 9})}), kF32, {2}, {2, 3});
}

} // namespace kernel_helpers_test
} // namespace rxv::sem
