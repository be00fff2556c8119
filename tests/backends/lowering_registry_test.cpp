// Every tensor op of the op table has a Halide lowering (DESIGN.md, "One op table"), or is
// listed here, with the reason, as left to the interpreter.
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "backends/halide/lowering.h"
#include "semantics/ops/op_table.h"

namespace rxv::halide {
namespace {

/// Families whose ops are all tensor computations: each needs a lowering.
const std::set<std::string> kTensorFamilies = {"unary",
                                               "binary",
                                               "reduction",
                                               "linear_algebra",
                                               "creation",
                                               "nn",
                                               "nn_conv_pool",
                                               "manipulation_shape",
                                               "manipulation_join",
                                               "manipulation_index",
                                               "manipulation_layout",
                                               "search"};

/// Tensor ops deliberately left to the interpreter, each with why: a data-dependent shape, a
/// tuple argument or result (a region carries tensors, literals and literal shapes only), or not
/// lowered yet.
const std::map<std::string, std::string> kExcluded = {
    {"relax.concat", "a tuple argument, which a region does not carry"},
    {"relax.split", "a tuple result"},
    {"relax.unique", "a data-dependent output shape"},
    {"relax.nonzero", "a data-dependent output shape"},
    {"relax.dynamic_strided_slice", "a data-dependent output shape (begin/end are tensors)"},
    {"relax.scatter_elements", "index errors depend on the index values"},
    {"relax.scatter_nd", "index errors depend on the index values"},
    {"relax.gather_elements", "index errors depend on the index values"},
    {"relax.gather_nd", "index errors depend on the index values"},
    {"relax.topk", "a tuple result"},
    {"relax.sort", "a data-dependent permutation (no sort in Halide)"},
    {"relax.argsort", "a data-dependent permutation (no sort in Halide)"},
    {"relax.layout_transform", "index maps are lambdas kept as source text"},
    {"relax.collapse_sum_like", "not lowered yet"},
    {"relax.collapse_sum_to", "not lowered yet"},
    {"relax.reshape_like", "not lowered yet"},
    {"relax.one_hot", "not lowered yet"},
    {"relax.eye", "not lowered yet"},
    {"relax.eye_like", "not lowered yet"},
    {"relax.broadcast_to_like", "not lowered yet"},
    {"relax.einsum", "a tuple argument, which a region does not carry"},
    {"relax.variance", "not lowered yet"},
    {"relax.std", "not lowered yet"},
    {"relax.linear", "not lowered yet"},
    {"relax.outer", "not lowered yet"},
    {"relax.cumprod", "not lowered yet"},
    {"relax.bitwise_and", "not lowered yet"},
    {"relax.bitwise_or", "not lowered yet"},
    {"relax.bitwise_xor", "not lowered yet"},
    {"relax.bitwise_not", "not lowered yet"},
    {"relax.left_shift", "not lowered yet"},
    {"relax.right_shift", "not lowered yet"},
    {"relax.logical_xor", "not lowered yet"},
    {"relax.trunc", "not lowered yet"},
    {"relax.wrap_param", "not lowered yet"},
    {"relax.nn.batch_norm", "a tuple result (output, moving mean, moving var)"},
    {"relax.nn.group_norm", "not lowered yet"},
    {"relax.nn.rms_norm", "not lowered yet"},
    {"relax.nn.dropout", "a tuple result"},
    {"relax.nn.attention", "not lowered yet"},
    {"relax.nn.attention_bias", "not lowered yet"},
    {"relax.nn.attention_var_len", "data-dependent sequence lengths"},
    {"relax.nn.conv1d", "not lowered yet"},
    {"relax.nn.conv3d", "not lowered yet"},
    {"relax.nn.conv1d_transpose", "not lowered yet"},
    {"relax.nn.conv2d_transpose", "not lowered yet"},
    {"relax.nn.max_pool1d", "not lowered yet"},
    {"relax.nn.max_pool3d", "not lowered yet"},
    {"relax.nn.avg_pool1d", "not lowered yet"},
    {"relax.nn.avg_pool3d", "not lowered yet"},
    {"relax.nn.adaptive_avg_pool1d", "not lowered yet"},
    {"relax.nn.adaptive_avg_pool2d", "not lowered yet"},
    {"relax.nn.adaptive_avg_pool3d", "not lowered yet"},
    {"relax.nn.pad", "not lowered yet"},
    {"relax.nn.cross_entropy_with_logits", "not lowered yet"},
    {"relax.nn.nll_loss", "not lowered yet"},
    {"relax.nn.gelu_tanh", "not lowered yet"},
    {"relax.nn.leakyrelu", "not lowered yet"},
    {"relax.nn.prelu", "not lowered yet"},
    {"relax.nn.selu", "not lowered yet"},
    {"relax.nn.softplus", "not lowered yet"},
    {"relax.nn.pixel_shuffle", "not lowered yet"}};

TEST(HalideLowering, TensorOpsOfTheOpTableAreLoweredOrExcludedWithAReason) {
  const auto& reg = LoweringRegistry::get();
  std::vector<std::string> missing, stale;
  std::set<std::string> in_table;
  for (const auto& def : sem::OpTable::get().ops()) {
    in_table.insert(def.name);
    if (!kTensorFamilies.count(def.family)) continue;
    bool lowered = reg.find(def.name) != nullptr, excluded = kExcluded.count(def.name) > 0;
    if (!lowered && !excluded) missing.push_back(def.name);
    if (lowered && excluded) stale.push_back(def.name);
  }
  std::string text;
  for (const auto& n : missing) text += " " + n;
  EXPECT_TRUE(missing.empty()) << "op-table entries without a Halide lowering or a reason:" << text;
  text.clear();
  for (const auto& n : stale) text += " " + n;
  EXPECT_TRUE(stale.empty()) << "lowered but still listed as excluded:" << text;
  // (Excluded ops may be ahead of the table: op families still being added.)
  for (const auto& [op, why] : kExcluded) EXPECT_FALSE(why.empty()) << op;
  // Every lowering is of an op the table defines (a misspelt name would never be used).
  for (const auto& n : reg.names()) EXPECT_TRUE(in_table.count(n)) << n;
}

TEST(HalideLowering, CoreOpsAreRegistered) {
  const auto& reg = LoweringRegistry::get();
  for (const char* op :
       {"relax.add", "relax.floor_divide", "relax.where", "relax.clip", "relax.sum", "relax.argmax",
        "relax.cumsum", "relax.matmul", "relax.astype", "relax.reshape", "relax.permute_dims",
        "relax.nn.conv2d", "relax.nn.softmax", "relax.nn.relu"})
    EXPECT_TRUE(reg.find(op)) << op;
  EXPECT_FALSE(reg.find("relax.print"));
  EXPECT_FALSE(reg.find("relax.call_tir"));
}

TEST(HalideLowering, DtypeMapping) {
  using sem::DataType;
  EXPECT_EQ(*storage_type(DataType::Bool()), Halide::UInt(8));
  EXPECT_EQ(*compute_type(DataType::Bool()), Halide::Bool());
  EXPECT_EQ(*storage_type(DataType::Float(16)), Halide::Float(16));
  EXPECT_EQ(*compute_type(DataType::Float(16)), Halide::Float(32));
  EXPECT_FALSE(storage_type(DataType::Int(4)));
  EXPECT_FALSE(storage_type(DataType::Float(32, 4)));
  EXPECT_FALSE(storage_type(DataType::Void()));
}

}  // namespace
}  // namespace rxv::halide
