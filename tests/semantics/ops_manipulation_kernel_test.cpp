// Reference kernels of the manipulation and search families (semantics/ops/manipulation_*.cpp,
// search.cpp), on small tensors with expected values worked out by hand.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "semantics/ops/op_table.h"
#include "tests/semantics/kernel_test_context.h"
#include "tests/semantics/ops_test_util.h"

namespace rxv::sem {
namespace ops_manipulation_kernel_test {

using namespace op_test;

Tensor tensor(DataType dtype, std::vector<int64_t> shape, const std::vector<double>& values) {
  Tensor t = Tensor::zeros(dtype, std::move(shape));
  EXPECT_EQ(t.num_elements(), int64_t(values.size()));
  for (size_t i = 0; i < values.size() && int64_t(i) < t.num_elements(); ++i)
    t.set_float(int64_t(i), values[i]);
  return t;
}
Tensor F(std::vector<int64_t> shape, const std::vector<double>& values) {
  return tensor(kF32, std::move(shape), values);
}
Tensor L(std::vector<int64_t> shape, const std::vector<double>& values) {
  return tensor(kI64, std::move(shape), values);
}
/// Counting tensor 0, 1, 2, ... of `shape` (float32).
Tensor iota(std::vector<int64_t> shape) {
  Tensor t = Tensor::zeros(kF32, std::move(shape));
  for (int64_t i = 0; i < t.num_elements(); ++i) t.set_float(i, double(i));
  return t;
}
Value prim(int64_t v, DataType dtype = kI64) {
  PrimScalar p;
  p.dtype = dtype;
  p.i = v;
  return Value(p);
}
Value prim_tuple(std::vector<int64_t> vs) {
  std::vector<Value> f;
  for (int64_t v : vs) f.push_back(prim(v));
  return make_tuple_value(std::move(f));
}

/// `dtype[d0,d1]{e0, e1, ...}` (integers printed without a fraction).
std::string show(const Value& v) {
  if (const TupleValue* t = v.as_tuple()) {
    std::string out = "(";
    for (size_t i = 0; i < t->fields.size(); ++i) out += (i ? ", " : "") + show(t->fields[i]);
    return out + ")";
  }
  const Tensor* t = v.as_tensor();
  if (!t) return v.kind_name();
  std::string out = t->dtype.str() + "[";
  for (size_t i = 0; i < t->shape.size(); ++i) out += (i ? "," : "") + std::to_string(t->shape[i]);
  out += "]{";
  for (int64_t i = 0; i < t->num_elements(); ++i) {
    if (i) out += ", ";
    double d = t->get_float(i);
    if (std::isnan(d))
      out += "nan";
    else if (d == std::floor(d) && std::abs(d) < 1e15)
      out += std::to_string(int64_t(d));
    else
      out += std::to_string(d);
  }
  return out + "}";
}

struct KernelRunner {
  testing::TestKernelContext ctx;
  EvalOr<Value> operator()(const std::string& op, std::vector<Value> args, Attrs a = {}) {
    const OpDef* def = OpTable::get().find(op);
    if (!def || !def->kernel) {
      ADD_FAILURE() << "no kernel for " << op;
      return ctx.error(EvalErrorKind::kUnsupported, "no kernel");
    }
    Expr call = make_call(make_op(op), {}, std::move(a));
    return def->kernel(*as<CallNode>(call), args, ctx);
  }
  std::string ok(const std::string& op, std::vector<Value> args, Attrs a = {}) {
    auto r = (*this)(op, std::move(args), std::move(a));
    if (!r) return "error: " + r.error().message;
    return show(*r);
  }
  std::string err(const std::string& op, std::vector<Value> args, Attrs a = {}) {
    auto r = (*this)(op, std::move(args), std::move(a));
    if (r) return "value: " + show(*r);
    return eval_error_kind_name(r.error().kind);
  }
};

AttrValue I(int64_t i) { return AttrValue::Int(i); }

TEST(ManipulationKernels, Reshape) {
  KernelRunner run;
  EXPECT_EQ(run.ok("relax.reshape", {iota({2, 3}), ShapeValue{{3, 2}}}),
            "float32[3,2]{0, 1, 2, 3, 4, 5}");
  EXPECT_EQ(run.err("relax.reshape", {iota({2, 3}), ShapeValue{{4, 2}}}), "ShapeMismatch");
  EXPECT_EQ(run.err("relax.reshape", {iota({2, 3}), ShapeValue{{-1, 6}}}), "ShapeMismatch");
  EXPECT_EQ(run.err("relax.reshape", {prim(1), ShapeValue{{1}}}), "TypeError");
  // The result is a fresh tensor, not a view.
  Tensor x = iota({4});
  auto r = run("relax.reshape", {x, ShapeValue{{2, 2}}});
  ASSERT_TRUE(r.ok());
  x.set_float(0, 9);
  EXPECT_EQ(r->as_tensor()->get_float(0), 0);
}

TEST(ManipulationKernels, PermuteExpandSqueezeFlatten) {
  KernelRunner run;
  // x = [[0 1 2] [3 4 5]]; transposed: [[0 3] [1 4] [2 5]].
  EXPECT_EQ(run.ok("relax.permute_dims", {iota({2, 3})}), "float32[3,2]{0, 3, 1, 4, 2, 5}");
  // (2, 1, 3) with axes [2, 0, 1]: out[k][i][0] = x[i][0][k].
  EXPECT_EQ(run.ok("relax.permute_dims", {iota({2, 1, 3})}, attrs({{"axes", int_list({2, 0, 1})}})),
            "float32[3,2,1]{0, 3, 1, 4, 2, 5}");
  EXPECT_EQ(run.ok("relax.expand_dims", {iota({2})}, attrs({{"axis", int_list({0, -1})}})),
            "float32[1,2,1]{0, 1}");
  EXPECT_EQ(run.ok("relax.squeeze", {iota({1, 2, 1})}), "float32[2]{0, 1}");
  EXPECT_EQ(run.ok("relax.squeeze", {iota({1, 2, 1})}, attrs({{"axis", int_list({-1})}})),
            "float32[1,2]{0, 1}");
  // A named axis whose length is not 1 stays (TVM >= 0.23, as PyTorch).
  EXPECT_EQ(run.ok("relax.squeeze", {iota({1, 2})}, attrs({{"axis", int_list({1})}})),
            "float32[1,2]{0, 1}");
  EXPECT_EQ(run.ok("relax.flatten", {iota({2, 2})}), "float32[4]{0, 1, 2, 3}");
  EXPECT_EQ(run.ok("relax.flatten", {F({}, {7})}), "float32[1]{7}");
}

TEST(ManipulationKernels, BroadcastTo) {
  KernelRunner run;
  EXPECT_EQ(run.ok("relax.broadcast_to", {iota({1, 3}), ShapeValue{{2, 3}}}),
            "float32[2,3]{0, 1, 2, 0, 1, 2}");
  EXPECT_EQ(run.ok("relax.broadcast_to", {iota({2, 1}), ShapeValue{{2, 2}}}),
            "float32[2,2]{0, 0, 1, 1}");
  EXPECT_EQ(run.ok("relax.broadcast_to", {F({}, {5}), ShapeValue{{2}}}), "float32[2]{5, 5}");
  EXPECT_EQ(run.err("relax.broadcast_to", {iota({2}), ShapeValue{{3}}}), "ShapeMismatch");
  EXPECT_EQ(run.err("relax.broadcast_to", {iota({2, 2}), ShapeValue{{2}}}), "ShapeMismatch");
}

TEST(ManipulationKernels, Concat) {
  KernelRunner run;
  Value pair = make_tuple_value({iota({2, 2}), F({2, 1}, {7, 8})});
  EXPECT_EQ(run.ok("relax.concat", {pair}, attrs({{"axis", I(1)}})),
            "float32[2,3]{0, 1, 7, 2, 3, 8}");
  EXPECT_EQ(run.ok("relax.concat", {make_tuple_value({iota({1, 2}), iota({2, 2})})}),
            "float32[3,2]{0, 1, 0, 1, 2, 3}");
  EXPECT_EQ(run.err("relax.concat", {pair}, attrs({{"axis", I(0)}})), "ShapeMismatch");
  EXPECT_EQ(run.err("relax.concat", {make_tuple_value({iota({2}), L({2}, {1, 2})})}), "TypeError");
  EXPECT_EQ(run.err("relax.concat", {make_tuple_value({iota({2}), prim(1)})}), "TypeError");
}

TEST(ManipulationKernels, Split) {
  KernelRunner run;
  EXPECT_EQ(run.ok("relax.split", {iota({5})}, attrs({{"indices_or_sections", I(2)}})),
            "(float32[3]{0, 1, 2}, float32[2]{3, 4})");
  EXPECT_EQ(run.ok("relax.split", {iota({5})}, attrs({{"indices_or_sections", I(4)}})),
            "(float32[2]{0, 1}, float32[2]{2, 3}, float32[1]{4}, float32[0]{})");
  EXPECT_EQ(run.ok("relax.split", {iota({2, 3})},
                   attrs({{"indices_or_sections", int_list({1, 5})}, {"axis", I(1)}})),
            "(float32[2,1]{0, 3}, float32[2,2]{1, 2, 4, 5}, float32[2,0]{})");
  EXPECT_EQ(run.ok("relax.split", {iota({3})}, attrs({{"indices_or_sections", I(1)}})),
            "float32[3]{0, 1, 2}");
}

TEST(ManipulationKernels, TileRepeatFlip) {
  KernelRunner run;
  EXPECT_EQ(run.ok("relax.tile", {iota({2})}, attrs({{"repeats", int_list({2, 2})}})),
            "float32[2,4]{0, 1, 0, 1, 0, 1, 0, 1}");
  EXPECT_EQ(run.ok("relax.tile", {iota({2, 1})}, attrs({{"repeats", int_list({3})}})),
            "float32[2,3]{0, 0, 0, 1, 1, 1}");
  EXPECT_EQ(run.ok("relax.repeat", {iota({2, 2})}, attrs({{"repeats", I(2)}, {"axis", I(1)}})),
            "float32[2,4]{0, 0, 1, 1, 2, 2, 3, 3}");
  EXPECT_EQ(run.ok("relax.repeat", {iota({2, 2})}, attrs({{"repeats", I(2)}, {"axis", I(0)}})),
            "float32[4,2]{0, 1, 0, 1, 2, 3, 2, 3}");
  EXPECT_EQ(run.ok("relax.repeat", {iota({2})}, attrs({{"repeats", I(3)}})),
            "float32[6]{0, 0, 0, 1, 1, 1}");
  EXPECT_EQ(run.ok("relax.flip", {iota({2, 3})}, attrs({{"axis", I(1)}})),
            "float32[2,3]{2, 1, 0, 5, 4, 3}");
  EXPECT_EQ(run.ok("relax.flip", {iota({2, 3})}, attrs({{"axis", I(-2)}})),
            "float32[2,3]{3, 4, 5, 0, 1, 2}");
  EXPECT_EQ(run.err("relax.flip", {iota({2, 3})}, attrs({{"axis", I(2)}})), "IndexOutOfRange");
}

TEST(ManipulationKernels, StridedSlice) {
  KernelRunner run;
  Value x = iota({10});
  EXPECT_EQ(run.ok("relax.strided_slice",
                   {x, prim_tuple({0}), prim_tuple({1}), prim_tuple({8}), prim_tuple({3})}),
            "float32[3]{1, 4, 7}");
  EXPECT_EQ(run.ok("relax.strided_slice",
                   {x, prim_tuple({0}), prim_tuple({8}), prim_tuple({0}), prim_tuple({-3})}),
            "float32[3]{8, 5, 2}");
  EXPECT_EQ(
      run.ok("relax.strided_slice", {x, prim_tuple({0}), prim_tuple({-3}), prim_tuple({100})}),
      "float32[3]{7, 8, 9}");
  // Negative stride running to the start: end -100 clamps to -1 (before element 0).
  EXPECT_EQ(run.ok("relax.strided_slice",
                   {x, prim_tuple({0}), prim_tuple({2}), prim_tuple({-100}), prim_tuple({-1})}),
            "float32[3]{2, 1, 0}");
  EXPECT_EQ(run.ok("relax.strided_slice", {x, prim_tuple({0}), prim_tuple({5}), prim_tuple({2})}),
            "float32[0]{}");
  EXPECT_EQ(run.ok("relax.strided_slice",
                   {iota({2, 3}), prim_tuple({1, 0}), prim_tuple({1, 1}), prim_tuple({3, 2})}),
            "float32[1,2]{4, 5}");
  EXPECT_EQ(run.err("relax.strided_slice",
                    {x, prim_tuple({0}), prim_tuple({0}), prim_tuple({5}), prim_tuple({0})}),
            "Other");
  EXPECT_EQ(run.err("relax.strided_slice", {x, prim_tuple({0}), prim_tuple({0}), prim_tuple({11})},
                    attrs({{"assume_inbound", AttrValue::Bool(true)}})),
            "IndexOutOfRange");
  EXPECT_EQ(run.err("relax.strided_slice", {x, prim_tuple({1}), prim_tuple({0}), prim_tuple({1})}),
            "IndexOutOfRange");
}

TEST(ManipulationKernels, Take) {
  KernelRunner run;
  Value x = iota({2, 3});
  EXPECT_EQ(run.ok("relax.take", {x, L({2}, {2, 0})}, attrs({{"axis", I(1)}})),
            "float32[2,2]{2, 0, 5, 3}");
  EXPECT_EQ(run.ok("relax.take", {x, L({1, 2}, {1, 1})}, attrs({{"axis", I(0)}})),
            "float32[1,2,3]{3, 4, 5, 3, 4, 5}");
  EXPECT_EQ(run.ok("relax.take", {x, prim(1)}, attrs({{"axis", I(0)}})), "float32[3]{3, 4, 5}");
  EXPECT_EQ(run.ok("relax.take", {iota({3}), tensor(kI32, {2}, {2, 2})}), "float32[2]{2, 2}");
  EXPECT_EQ(run.err("relax.take", {iota({3}), L({1}, {3})}), "IndexOutOfRange");
  EXPECT_EQ(run.err("relax.take", {iota({3}), L({1}, {-1})}), "IndexOutOfRange");
  EXPECT_EQ(run.ok("relax.take", {iota({3}), L({3}, {-1, 3, 7})},
                   attrs({{"mode", AttrValue::String("wrap")}})),
            "float32[3]{2, 0, 1}");
  EXPECT_EQ(run.ok("relax.take", {iota({3}), L({3}, {-1, 3, 7})},
                   attrs({{"mode", AttrValue::String("clip")}})),
            "float32[3]{0, 2, 2}");
  EXPECT_EQ(run.ok("relax.take", {iota({3}), L({2}, {1, 3})},
                   attrs({{"mode", AttrValue::String("nan")}})),
            "float32[2]{1, nan}");
  EXPECT_EQ(run.err("relax.take", {L({3}, {1, 2, 3}), L({1}, {5})},
                    attrs({{"mode", AttrValue::String("nan")}})),
            "IndexOutOfRange");
  EXPECT_EQ(
      run.err("relax.take", {iota({0}), L({1}, {0})}, attrs({{"mode", AttrValue::String("wrap")}})),
      "IndexOutOfRange");
  EXPECT_EQ(run.err("relax.take", {iota({3}), F({1}, {0})}), "TypeError");
}

TEST(ManipulationKernels, LayoutTransform) {
  KernelRunner run;
  auto map = [](const char* m) { return AttrValue::Raw(m); };
  // (1, 8) -> (1, 2, 4): c -> (c // 4, c % 4); row-major order is unchanged.
  EXPECT_EQ(run.ok("relax.layout_transform", {iota({1, 8})},
                   attrs({{"index_map", map("T.index_map(lambda n, c: (n, c // 4, c % 4))")}})),
            "float32[1,2,4]{0, 1, 2, 3, 4, 5, 6, 7}");
  EXPECT_EQ(run.ok("relax.layout_transform", {iota({2, 3})},
                   attrs({{"index_map", map("T.index_map(lambda i, j: (j, i))")}})),
            "float32[3,2]{0, 3, 1, 4, 2, 5}");
  // 6 elements in blocks of 4: the last two positions are padding.
  EXPECT_EQ(run.ok("relax.layout_transform", {iota({6})},
                   attrs({{"index_map", map("T.index_map(lambda i: (i // 4, i % 4))")},
                          {"pad_value", AttrValue::Float(-1)}})),
            "float32[2,4]{0, 1, 2, 3, 4, 5, -1, -1}");
  EXPECT_EQ(run.ok("relax.layout_transform", {iota({6})},
                   attrs({{"index_map", map("T.index_map(lambda i: (i // 4, i % 4))")}})),
            "float32[2,4]{0, 1, 2, 3, 4, 5, 0, 0}");
  EXPECT_EQ(run.err("relax.layout_transform", {iota({4})},
                    attrs({{"index_map", map("T.index_map(lambda i: (i // 2,))")}})),
            "Other");
}

TEST(SearchKernels, Unique) {
  KernelRunner run;
  Value x = F({6}, {3, 1, 3, 2, 1, 3});
  auto flags = [&](int s, int i, int v, int c) {
    return std::vector<Value>{x, prim(s, DataType::Bool()), prim(i, DataType::Bool()),
                              prim(v, DataType::Bool()), prim(c, DataType::Bool())};
  };
  EXPECT_EQ(run.ok("relax.unique", flags(1, 0, 0, 0)), "float32[3]{1, 2, 3}");
  EXPECT_EQ(run.ok("relax.unique", flags(0, 0, 0, 0)), "float32[3]{3, 1, 2}");
  EXPECT_EQ(run.ok("relax.unique", flags(1, 1, 1, 1)),
            "(float32[3]{1, 2, 3}, int64[3]{1, 3, 0}, int64[6]{2, 0, 2, 1, 0, 2}, "
            "int64[3]{2, 1, 3})");
  EXPECT_EQ(run.ok("relax.unique", flags(0, 1, 1, 1)),
            "(float32[3]{3, 1, 2}, int64[3]{0, 1, 3}, int64[6]{0, 1, 0, 2, 1, 0}, "
            "int64[3]{3, 2, 1})");
  // Rows of [[1 2] [0 5] [1 2]] along axis 0: [[0 5] [1 2]].
  std::vector<Value> rows{
      F({3, 2}, {1, 2, 0, 5, 1, 2}), prim(1), prim(0), prim(1), prim(1), prim(0)};
  EXPECT_EQ(run.ok("relax.unique", rows),
            "(float32[2,2]{0, 5, 1, 2}, int64[3]{1, 0, 1}, int64[2]{1, 2})");
  double nan = std::numeric_limits<double>::quiet_NaN();
  std::vector<Value> nans{F({4}, {nan, 1, nan, -0.0}), prim(1), prim(0), prim(0), prim(1)};
  EXPECT_EQ(run.ok("relax.unique", nans), "(float32[3]{0, 1, nan}, int64[3]{1, 1, 2})");
  EXPECT_EQ(run.ok("relax.unique", {F({}, {4}), prim(1), prim(0), prim(0), prim(0)}),
            "float32[1]{4}");
}

TEST(SearchKernels, Nonzero) {
  KernelRunner run;
  // [[0 3] [4 0]]: nonzero at (0, 1) and (1, 0).
  EXPECT_EQ(run.ok("relax.nonzero", {F({2, 2}, {0, 3, 4, 0})}), "int64[2,2]{0, 1, 1, 0}");
  EXPECT_EQ(run.ok("relax.nonzero", {L({4}, {0, 0, 0, 0})}), "int64[1,0]{}");
  EXPECT_EQ(run.ok("relax.nonzero", {tensor(DataType::Bool(), {3}, {1, 0, 1})}),
            "int64[1,2]{0, 2}");
  EXPECT_EQ(run.err("relax.nonzero", {prim(1)}), "TypeError");
}

} // namespace ops_manipulation_kernel_test
} // namespace rxv::sem
