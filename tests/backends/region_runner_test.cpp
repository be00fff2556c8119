// The region runner on its own (no interpreter): lowered regions fed with tensors, compared with
// hand-computed values. One compile per test (the cache is shared), so each test packs several
// ops into one region.
#include <array>
#include <cmath>

#include "halide_test_util.h"

namespace rxv::halide {
namespace region_runner_test {

using sem::DataType;
using sem::EvalErrorKind;
using testing::floats;
using testing::ints;
using testing::read;
using testing::run_single;
using testing::tensor;

TEST(HalideRunner, FloatElementwiseWithBroadcasting) {
  const auto& m = read(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32"), y: R.Tensor((3,), dtype="float32")):
        with R.dataflow():
            a = R.add(x, y)
            b = R.multiply(a, R.prim_value(T.float32(2)))
            c = R.maximum(b, x)
            d = R.clip(c, R.prim_value(T.float32(0)), R.prim_value(T.float32(9)))
            e = R.sqrt(d)
            R.output(c, d, e)
        return (c, d, e)
)");
  auto x = tensor(DataType::Float(32), {2, 3}, {1, -2, 3, 4, NAN, -6});
  auto y = tensor(DataType::Float(32), {3}, {0.5, 1, -1});
  RegionRun r = run_single(m, {x, y});
  ASSERT_TRUE(r.unsupported.empty()) << r.unsupported;
  ASSERT_FALSE(r.error);
  ASSERT_EQ(r.outputs.size(), 3u);
  std::vector<double> c = floats(r.outputs[0]);
  // b = 2 * (x + y) = [3, -2, 4, 9, nan, -14]; c = max(b, x) propagating NaN.
  EXPECT_EQ(c[0], 3);
  EXPECT_EQ(c[1], -2);
  EXPECT_EQ(c[2], 4);
  EXPECT_EQ(c[3], 9);
  EXPECT_TRUE(std::isnan(c[4]));
  EXPECT_EQ(c[5], -6);
  std::vector<double> d = floats(r.outputs[1]);
  EXPECT_EQ(d[1], 0);
  EXPECT_EQ(d[3], 9);
  EXPECT_TRUE(std::isnan(d[4])); // clip keeps NaN
  EXPECT_NEAR(floats(r.outputs[2])[3], 3.0, 1e-6);
  EXPECT_EQ(r.outputs[2].shape, (std::vector<int64_t>{2, 3}));

  // Same region, other shapes: a cache hit, and the broadcast check at run time.
  auto before = testing::shared_cache().stats();
  auto x2 = tensor(DataType::Float(32), {4, 3}, {});
  RegionRun r2 = run_single(m, {x2, y});
  ASSERT_TRUE(r2.unsupported.empty()) << r2.unsupported;
  EXPECT_EQ(r2.outputs[0].shape, (std::vector<int64_t>{4, 3}));
  auto y_bad = tensor(DataType::Float(32), {2}, {});
  RegionRun r3 = run_single(m, {x2, y_bad});
  ASSERT_TRUE(r3.error);
  EXPECT_EQ(r3.error->kind, EvalErrorKind::kShapeMismatch);
  EXPECT_NE(r3.error->message.find("relax.add"), std::string::npos) << r3.error->message;
  EXPECT_GT(r3.error->loc.line, 0u);
  auto after = testing::shared_cache().stats();
  EXPECT_EQ(after.misses, before.misses);
  EXPECT_EQ(after.hits, before.hits + 2);
}

TEST(HalideRunner, BroadcastAlongEveryDimAgreesWithLoops) {
  // Broadcast indices are min(likely(i), extent - 1) (lowering_helpers.cpp): exact only because
  // each extent is 1 or the output's. Rows, columns, both and a rank-1 operand, on shapes wider
  // than a vector (the partitioned steady state) and narrower (the tail only).
  const auto& m = read(R"(
@I.ir_module
class Module:
    @R.function
    def main(c: R.Tensor(("r", 1), dtype="float32"), w: R.Tensor((1, "n"), dtype="float32"), v: R.Tensor(("n",), dtype="float32"), s: R.Tensor((1, 1), dtype="float32")):
        r = T.int64()
        n = T.int64()
        with R.dataflow():
            a = R.add(c, w)
            b = R.subtract(a, v)
            d = R.multiply(b, s)
            R.output(d)
        return d
)");
  for (auto [rows, cols] : {std::pair{5, 37}, std::pair{3, 2}, std::pair{1, 70}}) {
    std::vector<double> cv, wv, vv;
    for (int i = 0; i < rows; ++i) cv.push_back(i * 3 - 4);
    for (int j = 0; j < cols; ++j) wv.push_back(j % 7 - 3);
    for (int j = 0; j < cols; ++j) vv.push_back(j % 5);
    RegionRun r = run_single(
        m, {tensor(DataType::Float(32), {rows, 1}, cv), tensor(DataType::Float(32), {1, cols}, wv),
            tensor(DataType::Float(32), {cols}, vv), tensor(DataType::Float(32), {1, 1}, {2})});
    ASSERT_TRUE(r.unsupported.empty()) << r.unsupported;
    ASSERT_FALSE(r.error);
    ASSERT_EQ(r.outputs[0].shape, (std::vector<int64_t>{rows, cols}));
    std::vector<double> d = floats(r.outputs[0]);
    for (int i = 0; i < rows; ++i)
      for (int j = 0; j < cols; ++j)
        ASSERT_EQ(d[i * cols + j], (cv[i] + wv[j] - vv[j]) * 2) << rows << "x" << cols;
  }
}

TEST(HalideRunner, IntegerArithmeticWrapsAndDivisionFloors) {
  const auto& m = read(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="int32"), y: R.Tensor((4,), dtype="int32")):
        with R.dataflow():
            s = R.add(x, x)
            q = R.floor_divide(x, y)
            r = R.floor_mod(x, y)
            t = R.divide(x, y)
            n = R.negative(x)
            R.output(s, q, r, t, n)
        return (s, q, r, t, n)
)");
  auto x = tensor(DataType::Int(32), {4}, {2147483647, -7, 7, -2147483648.0});
  auto y = tensor(DataType::Int(32), {4}, {3, 2, -2, 5});
  RegionRun r = run_single(m, {x, y});
  ASSERT_TRUE(r.unsupported.empty()) << r.unsupported;
  ASSERT_FALSE(r.error);
  EXPECT_EQ(ints(r.outputs[0]), (std::vector<int64_t>{-2, -14, 14, 0})); // wraps
  EXPECT_EQ(ints(r.outputs[1]), (std::vector<int64_t>{715827882, -4, -4, -429496730}));
  EXPECT_EQ(ints(r.outputs[2]), (std::vector<int64_t>{1, 1, -1, 2}));
  EXPECT_EQ(ints(r.outputs[3]), (std::vector<int64_t>{715827882, -3, -3, -429496729}));
  EXPECT_EQ(ints(r.outputs[4]), (std::vector<int64_t>{-2147483647, 7, -7, -2147483648LL}));

  auto zero = tensor(DataType::Int(32), {4}, {1, 1, 0, 1});
  RegionRun z = run_single(m, {x, zero});
  ASSERT_TRUE(z.error);
  EXPECT_EQ(z.error->kind, EvalErrorKind::kDivisionByZero);
}

TEST(HalideRunner, ReductionsWithAxesAndKeepdims) {
  const auto& m = read(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32")):
        with R.dataflow():
            s = R.sum(x, axis=[1], keepdims=True)
            mx = R.max(x, axis=[0])
            mean = R.mean(x)
            am = R.argmax(x, axis=1)
            cs = R.cumsum(x, axis=1)
            R.output(s, mx, mean, am, cs)
        return (s, mx, mean, am, cs)
)");
  auto x = tensor(DataType::Float(32), {2, 3}, {1, 5, 2, 4, 0, 9});
  RegionRun r = run_single(m, {x});
  ASSERT_TRUE(r.unsupported.empty()) << r.unsupported;
  ASSERT_FALSE(r.error);
  EXPECT_EQ(r.outputs[0].shape, (std::vector<int64_t>{2, 1}));
  EXPECT_EQ(floats(r.outputs[0]), (std::vector<double>{8, 13}));
  EXPECT_EQ(floats(r.outputs[1]), (std::vector<double>{4, 5, 9}));
  EXPECT_EQ(r.outputs[2].shape, std::vector<int64_t>{});
  EXPECT_NEAR(floats(r.outputs[2])[0], 21.0 / 6, 1e-6);
  EXPECT_EQ(r.outputs[3].dtype, DataType::Int(64));
  EXPECT_EQ(ints(r.outputs[3]), (std::vector<int64_t>{1, 2}));
  EXPECT_EQ(floats(r.outputs[4]), (std::vector<double>{1, 6, 8, 4, 4, 13}));
}

TEST(HalideRunner, MatmulBatchedAndVector) {
  const auto& m = read(R"(
@I.ir_module
class Module:
    @R.function
    def main(a: R.Tensor((2, 3, 4), dtype="float32"), b: R.Tensor((4, 5), dtype="float32"), v: R.Tensor((4,), dtype="float32")):
        with R.dataflow():
            c = R.matmul(a, b)
            d = R.matmul(a, v)
            R.output(c, d)
        return (c, d)
)");
  std::vector<double> av, bv, vv;
  for (int i = 0; i < 24; ++i) av.push_back(i % 7 - 3);
  for (int i = 0; i < 20; ++i) bv.push_back(i % 5 - 2);
  for (int i = 0; i < 4; ++i) vv.push_back(i + 1);
  auto a = tensor(DataType::Float(32), {2, 3, 4}, av);
  auto b = tensor(DataType::Float(32), {4, 5}, bv);
  auto v = tensor(DataType::Float(32), {4}, vv);
  RegionRun r = run_single(m, {a, b, v});
  ASSERT_TRUE(r.unsupported.empty()) << r.unsupported;
  ASSERT_FALSE(r.error);
  ASSERT_EQ(r.outputs[0].shape, (std::vector<int64_t>{2, 3, 5}));
  ASSERT_EQ(r.outputs[1].shape, (std::vector<int64_t>{2, 3}));
  for (int p = 0; p < 2; ++p)
    for (int i = 0; i < 3; ++i) {
      double dv = 0;
      for (int k = 0; k < 4; ++k) dv += av[p * 12 + i * 4 + k] * vv[k];
      EXPECT_EQ(floats(r.outputs[1])[p * 3 + i], dv);
      for (int j = 0; j < 5; ++j) {
        double want = 0;
        for (int k = 0; k < 4; ++k) want += av[p * 12 + i * 4 + k] * bv[k * 5 + j];
        EXPECT_EQ(floats(r.outputs[0])[p * 15 + i * 5 + j], want) << p << "," << i << "," << j;
      }
    }
  // The reduction lengths are checked at run time.
  auto bad = tensor(DataType::Float(32), {3, 5}, {});
  RegionRun e = run_single(m, {a, bad, v});
  ASSERT_TRUE(e.error);
  EXPECT_EQ(e.error->kind, EvalErrorKind::kShapeMismatch);
}

TEST(HalideRunner, MatmulTiledAndGenericPathsAgreeWithLoops) {
  const auto& m = read(R"(
@I.ir_module
class Module:
    @R.function
    def main(a: R.Tensor(dtype="float32", ndim=2), b: R.Tensor(dtype="float32", ndim=2)):
        with R.dataflow():
            c = R.matmul(a, b)
            R.output(c)
        return c
)");
  // 19 x 37 takes the register-tiled path (with shifted tails), 5 x 6 the guarded one.
  for (auto [rows, k, cols] : {std::tuple{19, 23, 37}, std::tuple{5, 3, 6}}) {
    std::vector<double> av, bv;
    for (int i = 0; i < rows * k; ++i) av.push_back((i * 7) % 11 - 5);
    for (int i = 0; i < k * cols; ++i) bv.push_back((i * 5) % 9 - 4);
    auto a = tensor(DataType::Float(32), {rows, k}, av);
    auto b = tensor(DataType::Float(32), {k, cols}, bv);
    RegionRun r = run_single(m, {a, b});
    ASSERT_TRUE(r.unsupported.empty()) << r.unsupported;
    ASSERT_FALSE(r.error);
    std::vector<double> c = floats(r.outputs[0]);
    for (int i = 0; i < rows; ++i)
      for (int j = 0; j < cols; ++j) {
        double want = 0;
        for (int q = 0; q < k; ++q) want += av[i * k + q] * bv[q * cols + j];
        ASSERT_EQ(c[i * cols + j], want) << rows << "x" << cols << " at " << i << "," << j;
      }
  }
}

TEST(HalideRunner, Conv2dTiledAndGenericPathsAgreeWithLoops) {
  const auto& m = read(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(dtype="float32", ndim=4), w: R.Tensor(dtype="float32", ndim=4)):
        with R.dataflow():
            c = R.nn.conv2d(x, w, strides=[1, 2], padding=[1, 0, 2, 1])
            R.output(c)
        return c
)");
  // (n, ci, h, w) and (co, ci, kh, kw): the first takes the tiled path, the second the guarded.
  using Dims = std::array<int, 4>;
  for (auto [xs, ws] : {std::pair{Dims{2, 3, 7, 41}, Dims{5, 3, 3, 2}},
                        std::pair{Dims{1, 2, 4, 5}, Dims{3, 2, 2, 3}}}) {
    std::vector<double> xv, wv;
    for (int i = 0; i < xs[0] * xs[1] * xs[2] * xs[3]; ++i) xv.push_back((i * 7) % 13 - 6);
    for (int i = 0; i < ws[0] * ws[1] * ws[2] * ws[3]; ++i) wv.push_back((i * 5) % 7 - 3);
    auto x = tensor(DataType::Float(32), {xs[0], xs[1], xs[2], xs[3]}, xv);
    auto w = tensor(DataType::Float(32), {ws[0], ws[1], ws[2], ws[3]}, wv);
    RegionRun r = run_single(m, {x, w});
    ASSERT_TRUE(r.unsupported.empty()) << r.unsupported;
    ASSERT_FALSE(r.error);
    int oh = (xs[2] + 1 + 2 - ws[2]) / 1 + 1, ow = (xs[3] + 0 + 1 - ws[3]) / 2 + 1;
    ASSERT_EQ(r.outputs[0].shape, (std::vector<int64_t>{xs[0], ws[0], oh, ow}));
    std::vector<double> c = floats(r.outputs[0]);
    for (int n = 0; n < xs[0]; ++n)
      for (int o = 0; o < ws[0]; ++o)
        for (int i = 0; i < oh; ++i)
          for (int j = 0; j < ow; ++j) {
            double want = 0;
            for (int ci = 0; ci < xs[1]; ++ci)
              for (int ky = 0; ky < ws[2]; ++ky)
                for (int kx = 0; kx < ws[3]; ++kx) {
                  int iy = i + ky - 1, ix = j * 2 + kx - 0;
                  if (iy < 0 || iy >= xs[2] || ix < 0 || ix >= xs[3]) continue;
                  want += xv[((n * xs[1] + ci) * xs[2] + iy) * xs[3] + ix] *
                          wv[((o * ws[1] + ci) * ws[2] + ky) * ws[3] + kx];
                }
            ASSERT_EQ(c[((n * ws[0] + o) * oh + i) * ow + j], want) << n << o << i << j;
          }
  }
}

TEST(HalideRunner, Float16RoundsAndBoolIsStoredAsBytes) {
  const auto& m = read(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((3,), dtype="float16"), y: R.Tensor((3,), dtype="float16")):
        with R.dataflow():
            s = R.add(x, y)
            lt = R.less(x, y)
            w = R.where(lt, x, y)
            R.output(s, lt, w)
        return (s, lt, w)
)");
  auto x = tensor(DataType::Float(16), {3}, {2048, 1, -3});
  auto y = tensor(DataType::Float(16), {3}, {1, 2, -4});
  RegionRun r = run_single(m, {x, y});
  ASSERT_TRUE(r.unsupported.empty()) << r.unsupported;
  ASSERT_FALSE(r.error);
  // 2048 + 1 is not a float16: ties to even gives 2048.
  EXPECT_EQ(floats(r.outputs[0]), (std::vector<double>{2048, 3, -7}));
  EXPECT_EQ(r.outputs[1].dtype, DataType::Bool());
  EXPECT_EQ(ints(r.outputs[1]), (std::vector<int64_t>{0, 1, 0}));
  EXPECT_EQ(floats(r.outputs[2]), (std::vector<double>{1, 1, -4}));
}

TEST(HalideRunner, ManipulationAndNn) {
  const auto& m = read(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 1, 4, 4), dtype="float32"), w: R.Tensor((2, 1, 3, 3), dtype="float32")):
        with R.dataflow():
            c = R.nn.conv2d(x, w, padding=[1, 1, 1, 1])
            p = R.nn.max_pool2d(x, pool_size=[2, 2], strides=[2, 2])
            f = R.reshape(p, R.shape([-1]))
            t = R.permute_dims(c, axes=[0, 1, 3, 2])
            s = R.nn.softmax(f, axis=-1)
            i = R.astype(f, dtype="int32")
            R.output(c, f, t, s, i)
        return (c, f, t, s, i)
)");
  std::vector<double> xv;
  for (int i = 0; i < 16; ++i) xv.push_back(i);
  std::vector<double> wv(18, 0);
  wv[4] = 1;     // filter 0: identity
  wv[9 + 5] = 1; // filter 1: the right neighbour
  auto x = tensor(DataType::Float(32), {1, 1, 4, 4}, xv);
  auto w = tensor(DataType::Float(32), {2, 1, 3, 3}, wv);
  RegionRun r = run_single(m, {x, w});
  ASSERT_TRUE(r.unsupported.empty()) << r.unsupported;
  ASSERT_FALSE(r.error);
  ASSERT_EQ(r.outputs[0].shape, (std::vector<int64_t>{1, 2, 4, 4}));
  std::vector<double> c = floats(r.outputs[0]);
  for (int i = 0; i < 16; ++i) {
    EXPECT_EQ(c[i], i);
    EXPECT_EQ(c[16 + i], i % 4 == 3 ? 0 : i + 1); // zero padding on the right edge
  }
  EXPECT_EQ(floats(r.outputs[1]), (std::vector<double>{5, 7, 13, 15}));
  EXPECT_EQ(floats(r.outputs[2])[1], c[4]); // transposed
  double z = std::exp(5.0) + std::exp(7.0) + std::exp(13.0) + std::exp(15.0);
  EXPECT_NEAR(floats(r.outputs[3])[3], std::exp(15.0) / z, 1e-6);
  EXPECT_EQ(ints(r.outputs[4]), (std::vector<int64_t>{5, 7, 13, 15}));
}

} // namespace region_runner_test
} // namespace rxv::halide
