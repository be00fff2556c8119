// StructInfo rules and kernels of the nn families (semantics/ops/nn.cpp, nn_conv.cpp, nn_pool.cpp):
// activations, softmax, layer_norm, batch_norm, conv2d and the 2-D pools. Kernel expectations
// are computed by hand (see the comments).
#include <gtest/gtest.h>

#include <cmath>

#include "tests/semantics/ops_kernel_test_util.h"
#include "tests/semantics/ops_test_util.h"

namespace rxv::sem {
namespace ops_nn_test {

using namespace op_test;
using namespace kernel_test;

PrimExpr add(PrimExpr a, int64_t b) { return make_binary(PrimKind::kAdd, a, make_int(b)); }

TEST(OpsNn, Activations) {
  PrimExpr n = make_var("n");
  OpHarness h;
  EXPECT_EQ(str(h.infer("relax.nn.relu", {T({n, 4}, kI32)})), "R.Tensor((n, 4), dtype=\"int32\")");
  EXPECT_EQ(str(h.infer("relax.nn.gelu", {T({n, 4}, kF16)})),
            "R.Tensor((n, 4), dtype=\"float16\")");
  EXPECT_EQ(str(h.infer("relax.nn.silu", {T_ndim(-1, kVoid)})), "R.Tensor");
  EXPECT_EQ(h.errors() + h.warnings(), 0u) << h.messages();
  h.infer("relax.nn.gelu", {T({2}, kI32)});
  EXPECT_TRUE(h.mentions("relax.nn.gelu needs a float tensor, got dtype int32")) << h.messages();
  h.clear();
  h.infer("relax.nn.relu", {Shape({2})});
  EXPECT_TRUE(h.mentions("relax.nn.relu: argument 0 (x) must be a tensor")) << h.messages();
}

TEST(OpsNn, Softmax) {
  PrimExpr n = make_var("n");
  OpHarness h;
  EXPECT_EQ(str(h.infer("relax.nn.softmax", {T({n, 4})}, attrs({{"axis", AttrValue::Int(0)}}))),
            "R.Tensor((n, 4), dtype=\"float32\")");
  EXPECT_EQ(str(h.infer("relax.nn.log_softmax", {T_ndim(3)})),
            "R.Tensor(dtype=\"float32\", ndim=3)");
  EXPECT_EQ(h.errors() + h.warnings(), 0u) << h.messages();
  h.infer("relax.nn.softmax", {T({n, 4})}, attrs({{"axis", AttrValue::Int(2)}}));
  EXPECT_EQ(h.errors(), 1u) << h.messages();
  h.clear();
  h.infer("relax.nn.log_softmax", {T({4}, kI64)});
  EXPECT_TRUE(h.mentions("needs a float tensor")) << h.messages();
}

TEST(OpsNn, LayerNormBatchNorm) {
  PrimExpr n = make_var("n"), c = make_var("c"), d = make_var("d");
  OpHarness h;
  Attrs ln = attrs({{"axes", int_list({-1})}});
  EXPECT_EQ(str(h.infer("relax.nn.layer_norm", {T({n, c}), T({c}), T({c})}, ln)),
            "R.Tensor((n, c), dtype=\"float32\")");
  Attrs bn = attrs({{"axis", AttrValue::Int(1)}});
  EXPECT_EQ(str(h.infer("relax.nn.batch_norm", {T({n, c, 8}), T({c}), T({c}), T({c}), T({c})}, bn)),
            "R.Tuple(R.Tensor((n, c, 8), dtype=\"float32\"), R.Tensor((c,), dtype=\"float32\"), "
            "R.Tensor((c,), dtype=\"float32\"))");
  EXPECT_EQ(h.errors() + h.warnings(), 0u) << h.messages();
  // Provably different lengths: an error; undecided: a warning, the result is kept.
  h.infer("relax.nn.layer_norm", {T({n, 4}), T({5}), T({4})}, ln);
  EXPECT_TRUE(h.mentions("relax.nn.layer_norm: gamma has shape (5,), but data's normalized axes "
                         "have lengths (4,)"))
      << h.messages();
  EXPECT_EQ(h.errors(), 1u);
  h.clear();
  EXPECT_EQ(str(h.infer("relax.nn.layer_norm", {T({n, c}), T({d}), T({c})}, ln)),
            "R.Tensor((n, c), dtype=\"float32\")");
  EXPECT_EQ(h.errors(), 0u);
  EXPECT_EQ(h.warnings(), 1u) << h.messages();
  h.clear();
  // Wrong ndim / dtype of a parameter, integer data, a missing attribute, a bad axis.
  h.infer("relax.nn.batch_norm", {T({n, c}), T({c, 1}), T({c}), T({c}, kF16), T({c})}, bn);
  EXPECT_TRUE(h.mentions("gamma must have 1 dimension")) << h.messages();
  EXPECT_TRUE(h.mentions("moving_mean has dtype float16, but data has dtype float32"))
      << h.messages();
  h.clear();
  h.infer("relax.nn.layer_norm", {T({2}, kI32), T({2}, kI32), T({2}, kI32)}, ln);
  EXPECT_TRUE(h.mentions("needs float data")) << h.messages();
  h.clear();
  h.infer("relax.nn.batch_norm", {T({2, 2}), T({2}), T({2}), T({2}), T({2})});
  EXPECT_TRUE(h.mentions("missing attribute 'axis'")) << h.messages();
  h.clear();
  h.infer("relax.nn.batch_norm", {T({2, 2}), T({2}), T({2}), T({2}), T({2})},
          attrs({{"axis", AttrValue::Int(3)}}));
  EXPECT_EQ(h.errors(), 1u) << h.messages();
}

Attrs conv_attrs(std::initializer_list<int64_t> strides, std::initializer_list<int64_t> padding,
                 std::initializer_list<int64_t> dilation, int64_t groups) {
  return attrs({{"strides", int_list(strides)},
                {"padding", int_list(padding)},
                {"dilation", int_list(dilation)},
                {"groups", AttrValue::Int(groups)}});
}

TEST(OpsNn, Conv2dShapes) {
  PrimExpr n = make_var("n"), h_ = make_var("h"), w = make_var("w"), c = make_var("c");
  OpHarness h;
  EXPECT_EQ(str(h.infer("relax.nn.conv2d", {T({1, 3, 32, 32}), T({16, 3, 3, 3})},
                        conv_attrs({2, 2}, {1, 1, 1, 1}, {1, 1}, 1))),
            "R.Tensor((1, 16, 16, 16), dtype=\"float32\")");
  // Symbolic: (h + 2 - 2 * (3 - 1) - 1) // 1 + 1 = h - 2 with padding 1 and dilation 2.
  EXPECT_EQ(str(h.infer("relax.nn.conv2d", {T({n, 4, h_, w}), T({8, 2, 3, 3})},
                        conv_attrs({1}, {1}, {2}, 2))),
            "R.Tensor((n, 8, h - 2, w - 2), dtype=\"float32\")");
  EXPECT_EQ(str(h.infer("relax.nn.conv2d", {T({n, 4, h_, w}), T({8, 4, 3, 3})},
                        conv_attrs({2, 2}, {0, 0, 0, 0}, {1, 1}, 1))),
            "R.Tensor((n, 8, (h + 1) // 2 - 1, (w + 1) // 2 - 1), dtype=\"float32\")");
  // out_dtype wins; NHWC data with HWIO weight gives NHWC output.
  EXPECT_EQ(str(h.infer("relax.nn.conv2d", {T({1, 8, 8, 3}, kF16), T({3, 3, 3, 4}, kF16)},
                        attrs({{"data_layout", AttrValue::String("NHWC")},
                               {"kernel_layout", AttrValue::String("HWIO")},
                               {"out_dtype", AttrValue::String("float32")}}))),
            "R.Tensor((1, 6, 6, 4), dtype=\"float32\")");
  EXPECT_EQ(str(h.infer("relax.nn.conv2d", {T_ndim(4), T({8, 4, 3, 3})})),
            "R.Tensor(dtype=\"float32\", ndim=4)");
  EXPECT_EQ(h.errors() + h.warnings(), 0u) << h.messages();
  // Channels: c vs 4 * 1 undecided -> a warning.
  EXPECT_EQ(str(h.infer("relax.nn.conv2d", {T({1, c, 5, 5}), T({2, 4, 1, 1})})),
            "R.Tensor((1, 2, 5, 5), dtype=\"float32\")");
  EXPECT_EQ(h.errors(), 0u);
  EXPECT_EQ(h.warnings(), 1u) << h.messages();
  EXPECT_TRUE(h.mentions("not provably equal; a run-time check is needed")) << h.messages();
}

TEST(OpsNn, Conv2dErrors) {
  OpHarness h;
  h.infer("relax.nn.conv2d", {T({1, 3, 8, 8}), T({4, 2, 3, 3})});
  EXPECT_TRUE(h.mentions("relax.nn.conv2d: data has 3 channels, but the weight expects 2"))
      << h.messages();
  h.clear();
  h.infer("relax.nn.conv2d", {T({1, 4, 8, 8}), T({3, 2, 3, 3})}, conv_attrs({1}, {0}, {1}, 2));
  EXPECT_TRUE(h.mentions("the 3 output channels are not divisible by groups = 2")) << h.messages();
  h.clear();
  h.infer("relax.nn.conv2d", {T({1, 3, 8, 8}), T({4, 3, 3, 3})},
          attrs({{"data_layout", AttrValue::String("NCHW4c")}}));
  // A packed layout is read (semantics/ops/data_layout.h): NCHW4c data has 5 dimensions.
  EXPECT_TRUE(h.mentions("data must have 5 dimensions")) << h.messages();
  h.clear();
  h.infer("relax.nn.conv2d", {T({1, 3, 8}), T({4, 3, 3, 3})});
  EXPECT_TRUE(h.mentions("data must have 4 dimensions")) << h.messages();
  h.clear();
  h.infer("relax.nn.conv2d", {T({1, 3, 2, 2}), T({4, 3, 3, 3})});
  EXPECT_TRUE(h.mentions("the output height would be 0")) << h.messages();
  h.clear();
  h.infer("relax.nn.conv2d", {T({1, 3, 8, 8}), T({4, 3, 3, 3}, kF16)});
  EXPECT_TRUE(h.mentions("data and weight dtypes differ")) << h.messages();
  h.clear();
  h.infer("relax.nn.conv2d", {T({1, 3, 8, 8}), T({4, 3, 3, 3})},
          conv_attrs({1, 1, 1}, {0}, {1}, 1));
  EXPECT_TRUE(h.mentions("'strides' must have 1 or 2 values, got 3")) << h.messages();
  h.clear();
  h.infer("relax.nn.conv2d", {T({1, 3, 8, 8}), T({4, 3, 3, 3})}, conv_attrs({1}, {-1}, {1}, 1));
  EXPECT_TRUE(h.mentions("'padding' must not be negative")) << h.messages();
}

Attrs pool_attrs(std::initializer_list<int64_t> size, std::initializer_list<int64_t> strides,
                 std::initializer_list<int64_t> padding, bool ceil_mode,
                 bool count_include_pad = false) {
  return attrs({{"pool_size", int_list(size)},
                {"strides", int_list(strides)},
                {"padding", int_list(padding)},
                {"ceil_mode", AttrValue::Bool(ceil_mode)},
                {"count_include_pad", AttrValue::Bool(count_include_pad)}});
}

TEST(OpsNn, PoolShapes) {
  PrimExpr n = make_var("n"), hh = make_var("h");
  OpHarness h;
  EXPECT_EQ(str(h.infer("relax.nn.max_pool2d", {T({1, 16, 16, 16})},
                        pool_attrs({2, 2}, {2, 2}, {0, 0, 0, 0}, false))),
            "R.Tensor((1, 16, 8, 8), dtype=\"float32\")");
  // ceil_mode rounds up: 5 wide, window 2, stride 2 -> 3.
  EXPECT_EQ(
      str(h.infer("relax.nn.avg_pool2d", {T({1, 1, 1, 5})}, pool_attrs({1, 2}, {1, 2}, {0}, true))),
      "R.Tensor((1, 1, 1, 3), dtype=\"float32\")");
  // ... but a last window starting in the padding is dropped: 2 wide, padding 1, stride 2 -> 2.
  EXPECT_EQ(
      str(h.infer("relax.nn.max_pool2d", {T({1, 1, 2, 2})}, pool_attrs({1, 1}, {2, 2}, {1}, true))),
      "R.Tensor((1, 1, 2, 2), dtype=\"float32\")");
  EXPECT_EQ(str(h.infer("relax.nn.max_pool2d", {T({n, 3, hh, add(hh, 1)})},
                        pool_attrs({3, 3}, {1, 1}, {1}, false))),
            "R.Tensor((n, 3, h, h + 1), dtype=\"float32\")");
  // Symbolic ceil_mode: the Arith proves the last window valid, so no Select remains.
  EXPECT_EQ(str(h.infer("relax.nn.max_pool2d", {T({1, 1, hh, hh})},
                        pool_attrs({2, 2}, {2, 2}, {0}, true))),
            "R.Tensor((1, 1, (h + 1) // 2, (h + 1) // 2), dtype=\"float32\")");
  EXPECT_EQ(str(h.infer("relax.nn.adaptive_avg_pool2d", {T({n, 3, hh, 7})},
                        attrs({{"output_size", int_list({1})}}))),
            "R.Tensor((n, 3, 1, 1), dtype=\"float32\")");
  EXPECT_EQ(str(h.infer("relax.nn.adaptive_avg_pool2d", {T({n, 3, hh, 7})})),
            "R.Tensor((n, 3, h, 7), dtype=\"float32\")");
  EXPECT_EQ(str(h.infer(
                "relax.nn.adaptive_avg_pool2d", {T({1, 4, 4, 3})},
                attrs({{"output_size", int_list({2, 1})}, {"layout", AttrValue::String("NHWC")}}))),
            "R.Tensor((1, 2, 1, 3), dtype=\"float32\")");
  EXPECT_EQ(h.errors() + h.warnings(), 0u) << h.messages();
  h.infer("relax.nn.max_pool2d", {T({1, 1, 2, 2})}, pool_attrs({3, 3}, {1, 1}, {0}, false));
  EXPECT_TRUE(h.mentions("the output height would be 0")) << h.messages();
  h.clear();
  h.infer("relax.nn.avg_pool2d", {T({1, 1, 2, 2})}, attrs({{"layout", AttrValue::String("NCW")}}));
  EXPECT_TRUE(h.mentions("layout \"NCW\" is not a layout of NCHW")) << h.messages();
  h.clear();
  h.infer("relax.nn.adaptive_avg_pool2d", {T({1, 1, 2, 2})},
          attrs({{"output_size", int_list({0, 2})}}));
  EXPECT_TRUE(h.mentions("'output_size' must be positive")) << h.messages();
}

// ---- Kernels ---------------------------------------------------------------------------------

TEST(OpsNnKernel, Activations) {
  Value x(f32({3}, {-1, 0, 1}));
  expect_near(as_tensor(run("relax.nn.relu", {x})), {3}, {0, 0, 1});
  // gelu(1) = 0.5 (1 + erf(1 / sqrt 2)) = 0.8413447460685429.
  expect_near(as_tensor(run("relax.nn.gelu", {x})), {3},
              {-0.15865525393145707, 0, 0.8413447460685429});
  // silu(1) = 1 / (1 + e^-1).
  expect_near(as_tensor(run("relax.nn.silu", {x})), {3},
              {-0.2689414213699951, 0, 0.7310585786300049});
  expect_near(as_tensor(run("relax.nn.relu", {Value(tensor(kI32, {2}, {-3, 4}))})), {2}, {0, 4});
  Tensor hf = as_tensor(run("relax.nn.gelu", {Value(tensor(kF16, {1}, {1}))}));
  EXPECT_EQ(hf.dtype, kF16);
  expect_near(hf, {1}, {0.8413447460685429}, 1e-3);
  // NaN passes through relu; float16 softmax rounds once at the end.
  Tensor nan = as_tensor(run("relax.nn.relu", {Value(f32({1}, {std::nan("")}))}));
  EXPECT_TRUE(std::isnan(nan.get_float(0)));
  Tensor sm = as_tensor(run("relax.nn.softmax", {Value(tensor(kF16, {2}, {0, 0}))}));
  EXPECT_EQ(sm.dtype, kF16);
  expect_near(sm, {2}, {0.5, 0.5}, 1e-3);
  EXPECT_EQ(error_kind(run("relax.nn.silu", {Value(tensor(kI32, {1}, {1}))})),
            EvalErrorKind::kTypeError);
}

TEST(OpsNnKernel, Softmax) {
  Value x(f32({3}, {1, 2, 3}));
  expect_near(as_tensor(run("relax.nn.softmax", {x})), {3},
              {0.09003057317038046, 0.24472847105479767, 0.6652409557748219});
  expect_near(as_tensor(run("relax.nn.log_softmax", {x})), {3},
              {-2.40760596444438, -1.4076059644443801, -0.40760596444438013});
  // Along axis 0 of [[1, 1], [1, 3]]: column 1 is e^-2 / (1 + e^-2) and its complement.
  expect_near(as_tensor(run("relax.nn.softmax", {Value(f32({2, 2}, {1, 1, 1, 3}))},
                            attrs({{"axis", AttrValue::Int(0)}}))),
              {2, 2}, {0.5, 0.11920292202211755, 0.5, 0.8807970779778824});
  EXPECT_EQ(error_kind(run("relax.nn.softmax", {x}, attrs({{"axis", AttrValue::Int(1)}}))),
            EvalErrorKind::kIndexOutOfRange);
}

TEST(OpsNnKernel, LayerNorm) {
  // Rows [1, 3] (mean 2, var 1) and [2, 6] (mean 4, var 4) both normalize to [-1, 1];
  // then * gamma [1, 2] + beta [0, 1].
  Value x(f32({2, 2}, {1, 3, 2, 6}));
  Value gamma(f32({2}, {1, 2})), beta(f32({2}, {0, 1}));
  Attrs a = attrs({{"axes", int_list({-1})}, {"epsilon", AttrValue::Float(0)}});
  expect_near(as_tensor(run("relax.nn.layer_norm", {x, gamma, beta}, a)), {2, 2}, {-1, 3, -1, 3});
  Attrs no_affine = attrs({{"axes", int_list({1})},
                           {"epsilon", AttrValue::Float(0)},
                           {"center", AttrValue::Bool(false)},
                           {"scale", AttrValue::Bool(false)}});
  expect_near(as_tensor(run("relax.nn.layer_norm", {x, gamma, beta}, no_affine)), {2, 2},
              {-1, 1, -1, 1});
  EXPECT_EQ(error_kind(run("relax.nn.layer_norm", {x, Value(f32({3}, {1, 1, 1})), beta}, a)),
            EvalErrorKind::kShapeMismatch);
}

TEST(OpsNnKernel, BatchNorm) {
  // Channel 0 holds [1, 3] (mean 2, var 1), channel 1 [2, 6] (mean 4, var 4).
  Value x(f32({2, 2}, {1, 2, 3, 6}));
  Value gamma(f32({2}, {1, 1})), beta(f32({2}, {0, 0}));
  Value mean(f32({2}, {0, 0})), var(f32({2}, {1, 1}));
  Attrs a = attrs({{"axis", AttrValue::Int(1)}, {"epsilon", AttrValue::Float(0)}});
  auto r = run("relax.nn.batch_norm", {x, gamma, beta, mean, var}, a);
  ASSERT_TRUE(r) << r.error().to_string();
  const TupleValue* t = r->as_tuple();
  ASSERT_TRUE(t);
  ASSERT_EQ(t->fields.size(), 3u);
  expect_near(as_tensor(t->fields[0]), {2, 2}, {-1, -1, 1, 1});
  // Updated with momentum 0.1: 0.9 * moving + 0.1 * batch.
  expect_near(as_tensor(t->fields[1]), {2}, {0.2, 0.4});
  expect_near(as_tensor(t->fields[2]), {2}, {1.0, 1.3});
  // Inference mode: the moving statistics normalize (here the identity) and come back unchanged.
  a.set("training", AttrValue::Bool(false));
  auto e = run("relax.nn.batch_norm", {x, gamma, beta, mean, var}, a);
  ASSERT_TRUE(e);
  expect_near(as_tensor(e->as_tuple()->fields[0]), {2, 2}, {1, 2, 3, 6});
  expect_near(as_tensor(e->as_tuple()->fields[1]), {2}, {0, 0});
  expect_near(as_tensor(e->as_tuple()->fields[2]), {2}, {1, 1});
}

TEST(OpsNnKernel, Conv2d) {
  // 1x1x3x3 input 1..9, 2x2 kernel [1, 2; 3, 4], padding 1, stride 2 -> 2x2:
  // [0 0; 0 1] -> 4, [0 0; 2 3] -> 18, [0 4; 0 7] -> 36, [5 6; 8 9] -> 77.
  Value x(f32({1, 1, 3, 3}, {1, 2, 3, 4, 5, 6, 7, 8, 9}));
  Value w(f32({1, 1, 2, 2}, {1, 2, 3, 4}));
  expect_near(
      as_tensor(run("relax.nn.conv2d", {x, w}, conv_attrs({2, 2}, {1, 1, 1, 1}, {1, 1}, 1))),
      {1, 1, 2, 2}, {4, 18, 36, 77});
  // Dilation 2 with a 2x2 all-ones kernel sums the corners: 1 + 3 + 7 + 9.
  Value ones(f32({1, 1, 2, 2}, {1, 1, 1, 1}));
  expect_near(as_tensor(run("relax.nn.conv2d", {x, ones}, conv_attrs({1}, {0}, {2}, 1))),
              {1, 1, 1, 1}, {20});
  // Two input channels: [1..4] - [5..8].
  Value x2(f32({1, 2, 2, 2}, {1, 2, 3, 4, 5, 6, 7, 8}));
  expect_near(as_tensor(run("relax.nn.conv2d", {x2, Value(f32({1, 2, 1, 1}, {1, -1}))})),
              {1, 1, 2, 2}, {-4, -4, -4, -4});
  // groups = 2: each channel by its own weight.
  Value x3(f32({1, 2, 1, 1}, {3, 5}));
  expect_near(as_tensor(run("relax.nn.conv2d", {x3, Value(f32({2, 1, 1, 1}, {2, 10}))},
                            conv_attrs({1}, {0}, {1}, 2))),
              {1, 2, 1, 1}, {6, 50});
  // NHWC data: the same numbers in another layout.
  Value xh(f32({1, 2, 2, 1}, {1, 2, 3, 4}));
  expect_near(as_tensor(run("relax.nn.conv2d", {xh, Value(f32({1, 1, 1, 1}, {2}))},
                            attrs({{"data_layout", AttrValue::String("NHWC")}}))),
              {1, 2, 2, 1}, {2, 4, 6, 8});
  // int8 operands into int32.
  Tensor xi = tensor(DataType::Int(8), {1, 1, 1, 2}, {100, 100});
  Tensor wi = tensor(DataType::Int(8), {1, 1, 1, 2}, {100, 100});
  Tensor ri = as_tensor(run("relax.nn.conv2d", {Value(xi), Value(wi)},
                            attrs({{"out_dtype", AttrValue::String("int32")}})));
  EXPECT_EQ(ri.dtype, kI32);
  expect_near(ri, {1, 1, 1, 1}, {20000});
  // Run-time channel mismatch, kernel larger than the input, a layout rxv does not support.
  EXPECT_EQ(error_kind(run("relax.nn.conv2d", {x2, w})), EvalErrorKind::kShapeMismatch);
  EXPECT_EQ(error_kind(run("relax.nn.conv2d", {Value(f32({1, 1, 1, 1}, {1})), w})),
            EvalErrorKind::kShapeMismatch);
  EXPECT_EQ(error_kind(run("relax.nn.conv2d", {x, w},
                           attrs({{"data_layout", AttrValue::String("NCHW4c")}}))),
            EvalErrorKind::kShapeMismatch); // 4-d data in a 5-d layout
  EXPECT_EQ(error_kind(
                run("relax.nn.conv2d", {x, w}, attrs({{"data_layout", AttrValue::String("NCW")}}))),
            EvalErrorKind::kUnsupported);
}

TEST(OpsNnKernel, Pools) {
  std::vector<double> v16;
  for (int i = 1; i <= 16; ++i) v16.push_back(i);
  Value x(f32({1, 1, 4, 4}, v16));
  Attrs a = pool_attrs({2, 2}, {2, 2}, {0}, false);
  expect_near(as_tensor(run("relax.nn.max_pool2d", {x}, a)), {1, 1, 2, 2}, {6, 8, 14, 16});
  expect_near(as_tensor(run("relax.nn.avg_pool2d", {x}, a)), {1, 1, 2, 2}, {3.5, 5.5, 11.5, 13.5});
  // Padding 1 on a 2x2 input with 2x2 windows, stride 2: each window holds one element.
  Value y(f32({1, 1, 2, 2}, {1, 2, 3, 4}));
  expect_near(as_tensor(run("relax.nn.avg_pool2d", {y}, pool_attrs({2, 2}, {2, 2}, {1}, false))),
              {1, 1, 2, 2}, {1, 2, 3, 4});
  expect_near(
      as_tensor(run("relax.nn.avg_pool2d", {y}, pool_attrs({2, 2}, {2, 2}, {1}, false, true))),
      {1, 1, 2, 2}, {0.25, 0.5, 0.75, 1});
  expect_near(as_tensor(run("relax.nn.max_pool2d", {y}, pool_attrs({2, 2}, {2, 2}, {1}, false))),
              {1, 1, 2, 2}, {1, 2, 3, 4});
  // ceil_mode: [1 2 | 3 4 | 5]; the partial window's padding is never counted.
  Value z(f32({1, 1, 1, 5}, {1, 2, 3, 4, 5}));
  expect_near(as_tensor(run("relax.nn.max_pool2d", {z}, pool_attrs({1, 2}, {1, 2}, {0}, true))),
              {1, 1, 1, 3}, {2, 4, 5});
  expect_near(
      as_tensor(run("relax.nn.avg_pool2d", {z}, pool_attrs({1, 2}, {1, 2}, {0}, true, true))),
      {1, 1, 1, 3}, {1.5, 3.5, 5});
  expect_near(as_tensor(run("relax.nn.max_pool2d", {z}, pool_attrs({1, 2}, {1, 2}, {0}, false))),
              {1, 1, 1, 2}, {2, 4});
  // Integers truncate the average.
  Tensor ai = as_tensor(run("relax.nn.avg_pool2d", {Value(tensor(kI32, {1, 1, 1, 2}, {1, 2}))},
                            pool_attrs({1, 2}, {1, 1}, {0}, false)));
  expect_near(ai, {1, 1, 1, 1}, {1});
  // NHWC: the window runs over H and W wherever they sit.
  Attrs nhwc = pool_attrs({2, 2}, {2, 2}, {0}, false);
  nhwc.set("layout", AttrValue::String("NHWC"));
  expect_near(as_tensor(run("relax.nn.max_pool2d",
                            {Value(f32({1, 2, 2, 2}, {1, 8, 2, 7, 3, 6, 4, 5}))}, nhwc)),
              {1, 1, 1, 2}, {4, 8});
  EXPECT_EQ(error_kind(run("relax.nn.max_pool2d", {y}, pool_attrs({3, 3}, {1, 1}, {0}, false))),
            EvalErrorKind::kShapeMismatch);
}

TEST(OpsNnKernel, AdaptiveAvgPool) {
  // 3x3 -> 2x2: rows/cols {0, 1} and {1, 2}.
  Value x(f32({1, 1, 3, 3}, {1, 2, 3, 4, 5, 6, 7, 8, 9}));
  expect_near(
      as_tensor(run("relax.nn.adaptive_avg_pool2d", {x}, attrs({{"output_size", int_list({2})}}))),
      {1, 1, 2, 2}, {3, 4, 6, 7});
  expect_near(as_tensor(run("relax.nn.adaptive_avg_pool2d", {x},
                            attrs({{"output_size", int_list({1, 1})}}))),
              {1, 1, 1, 1}, {5});
  expect_near(as_tensor(run("relax.nn.adaptive_avg_pool2d", {x})), {1, 1, 3, 3},
              {1, 2, 3, 4, 5, 6, 7, 8, 9});
}

} // namespace ops_nn_test
} // namespace rxv::sem
