// StructInfo rules of the search family (semantics/ops/search.cpp) and bad input to the
// manipulation kernels that the rule tests do not reach.
#include <gtest/gtest.h>

#include "semantics/ops/op_table.h"
#include "tests/semantics/kernel_test_context.h"
#include "tests/semantics/ops_test_util.h"

namespace rxv::sem {
namespace ops_search_test {

using namespace op_test;

StructInfo B(bool v) { return Prim(kBool, make_bool(v)); }

TEST(OpsSearch, Unique) {
  PrimExpr n = make_var("n");
  OpHarness h;
  EXPECT_EQ(str(h.infer("relax.unique", {T({n, 3}), B(true), B(false), B(false), B(false)})),
            "R.Tensor(dtype=\"float32\", ndim=1)");
  EXPECT_EQ(str(h.infer("relax.unique", {T({n, 3}, kI32), B(true), B(true), B(false), B(true)})),
            "R.Tuple(R.Tensor(dtype=\"int32\", ndim=1), R.Tensor(dtype=\"int64\", ndim=1), "
            "R.Tensor(dtype=\"int64\", ndim=1))");
  EXPECT_EQ(str(h.infer("relax.unique", {T({n, 3}), B(true), B(false), B(true), B(false),
                                         Prim(kI64, make_int(-1))})),
            "R.Tuple(R.Tensor(dtype=\"float32\", ndim=2), R.Tensor(dtype=\"int64\", ndim=1))");
  EXPECT_EQ(str(h.infer("relax.unique", {T({}), B(true), B(false), B(false), B(true)})),
            "R.Tuple(R.Tensor((1,), dtype=\"float32\"), R.Tensor((1,), dtype=\"int64\"))");
  // Integer flags count as bools.
  EXPECT_EQ(str(h.infer("relax.unique",
                        {T_ndim(-1), Prim(kI64, make_int(1)), B(false), B(false), B(false)})),
            "R.Tensor(dtype=\"float32\", ndim=1)");
  EXPECT_EQ(h.errors(), 0u) << h.messages();
  h.infer("relax.unique", {T({n, 3}), B(true), Prim(kBool), B(false), B(false)});
  EXPECT_TRUE(h.mentions("the flag return_index must be a literal")) << h.messages();
  h.clear();
  h.infer("relax.unique", {T({n, 3}), B(true), T({1}), B(false), B(false)});
  EXPECT_TRUE(h.mentions("argument 2 (return_index) must be an integer or bool PrimValue"))
      << h.messages();
  h.clear();
  h.infer("relax.unique",
          {T({n, 3}), B(true), B(false), B(false), B(false), Prim(kI64, make_int(2))});
  EXPECT_TRUE(h.mentions("axis 2 is out of range")) << h.messages();
  h.clear();
  h.infer("relax.unique", {T({n, 3}), B(true), B(false), B(false)});
  EXPECT_TRUE(h.mentions("relax.unique takes 5 to 6 arguments, got 4")) << h.messages();
}

TEST(OpsSearch, Nonzero) {
  OpHarness h;
  EXPECT_EQ(str(h.infer("relax.nonzero", {T({2, 3}, kBool)})), "R.Tensor(dtype=\"int64\", ndim=2)");
  EXPECT_EQ(str(h.infer("relax.nonzero", {T_ndim(-1)})), "R.Tensor(dtype=\"int64\", ndim=2)");
  EXPECT_EQ(h.errors(), 0u) << h.messages();
  EXPECT_EQ(str(h.infer("relax.nonzero", {Tup({})})), "R.Object");
  EXPECT_TRUE(h.mentions("argument 0 (x) must be a tensor")) << h.messages();
}

TEST(OpsSearch, EveryNewOpHasAKernelAndIsPure) {
  for (const char* name : {"reshape", "permute_dims", "expand_dims", "squeeze", "flatten",
                           "broadcast_to", "concat", "split", "tile", "repeat", "flip",
                           "strided_slice", "take", "layout_transform", "unique", "nonzero"}) {
    const OpDef* def = OpTable::get().find(std::string("relax.") + name);
    ASSERT_NE(def, nullptr) << name;
    EXPECT_TRUE(def->kernel) << name;
    EXPECT_TRUE(def->pure) << name;
  }
}

/// Kernels given values of the wrong kind or limits they cannot meet: errors, never crashes.
TEST(OpsSearch, KernelsRejectBadInput) {
  testing::TestKernelContext ctx;
  auto run = [&](const char* op, std::vector<Value> args, Attrs a = {}) {
    const OpDef* def = OpTable::get().find(op);
    Expr call = make_call(make_op(op), {}, std::move(a));
    auto r = def->kernel(*as<CallNode>(call), args, ctx);
    return r ? std::string("value") : std::string(eval_error_kind_name(r.error().kind));
  };
  Tensor x = Tensor::zeros(kF32, {2, 3});
  PrimScalar one;
  one.i = 1;
  EXPECT_EQ(run("relax.unique", {x, one, one, one}), "TypeError");
  EXPECT_EQ(run("relax.unique", {x, one, one, one, ShapeValue{{1}}}), "TypeError");
  EXPECT_EQ(run("relax.strided_slice", {x, make_tuple_value({one}), make_tuple_value({one})}),
            "TypeError");
  EXPECT_EQ(run("relax.strided_slice", {x, make_tuple_value({one}), make_tuple_value({one, one}),
                                        make_tuple_value({one})}),
            "ShapeMismatch");
  EXPECT_EQ(run("relax.split", {x}), "TypeError");
  EXPECT_EQ(run("relax.concat", {x}), "TypeError");
  EXPECT_EQ(run("relax.reshape", {x, x}), "TypeError");
  EXPECT_EQ(run("relax.layout_transform", {x}), "TypeError");
  EXPECT_EQ(run("relax.permute_dims", {x}, attrs({{"axes", int_list({0, 0})}})), "ShapeMismatch");
  EXPECT_EQ(run("relax.expand_dims", {x}, attrs({{"axis", int_list({0, 0})}})), "ShapeMismatch");
  // Results beyond the allocation limit, and shape products beyond int64.
  ctx.limits_value.max_tensor_bytes = 1 << 20;
  EXPECT_EQ(run("relax.tile", {x}, attrs({{"repeats", int_list({1 << 20, 1})}})), "Limit");
  EXPECT_EQ(run("relax.repeat", {x}, attrs({{"repeats", AttrValue::Int(int64_t{1} << 62)}})),
            "Overflow");
  EXPECT_EQ(run("relax.broadcast_to", {x, ShapeValue{{1 << 20, 2, 3}}}), "Limit");
  EXPECT_EQ(run("relax.reshape", {x, ShapeValue{{int64_t{1} << 62, 4, 0}}}), "ShapeMismatch");
}

} // namespace ops_search_test
} // namespace rxv::sem
