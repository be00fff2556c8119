#include "fuzz/op_specs.h"

#include "semantics/ops/op_table.h"

namespace rxv::fuzz {

const std::vector<OpSpec> &op_specs() {
  static const std::vector<OpSpec> specs = [] {
    std::vector<OpSpec> s;
    for (const char *op :
         {"abs", "negative", "floor", "ceil", "round", "sign", "square"})
      s.push_back({std::string("relax.") + op, OpForm::kUnaryAny, 2});
    // logical_not keeps the dtype (TVM): any tensor works.
    s.push_back({"relax.logical_not", OpForm::kUnaryAny, 1});
    for (const char *op : {"exp", "log", "sqrt", "rsqrt", "sin", "cos", "tanh",
                           "sigmoid", "erf"})
      s.push_back({std::string("relax.") + op, OpForm::kUnaryFloat, 1});
    for (const char *op : {"isnan", "isinf"})
      s.push_back({std::string("relax.") + op, OpForm::kUnaryCheck, 1});
    s.push_back({"relax.clip", OpForm::kClip, 2});
    for (const char *op : {"add", "subtract", "multiply", "maximum", "minimum"})
      s.push_back({std::string("relax.") + op, OpForm::kBinaryArith, 4});
    for (const char *op : {"divide", "floor_divide", "floor_mod"})
      s.push_back({std::string("relax.") + op, OpForm::kBinaryDivide, 4});
    s.push_back({"relax.power", OpForm::kBinaryFloat, 1});
    for (const char *op : {"equal", "not_equal", "less", "less_equal",
                           "greater", "greater_equal"})
      s.push_back({std::string("relax.") + op, OpForm::kCompare, 1});
    for (const char *op : {"logical_and", "logical_or"})
      s.push_back({std::string("relax.") + op, OpForm::kLogical, 1});
    s.push_back({"relax.where", OpForm::kWhere, 2});
    for (const char *op : {"sum", "mean", "max", "min", "prod"})
      s.push_back({std::string("relax.") + op, OpForm::kReduce, 2});
    for (const char *op : {"argmax", "argmin"})
      s.push_back({std::string("relax.") + op, OpForm::kArgReduce, 1});
    s.push_back({"relax.cumsum", OpForm::kCumsum, 2});
    s.push_back({"relax.matmul", OpForm::kMatmul, 3});
    s.push_back({"relax.shape_of", OpForm::kShapeOf, 1});
    s.push_back({"relax.shape_to_tensor", OpForm::kShapeToTensor, 1});
    s.push_back({"relax.tensor_to_shape", OpForm::kTensorToShape, 1});
    s.push_back({"relax.null_value", OpForm::kNullValue, 1});
    s.push_back({"relax.print", OpForm::kPrint, 20});
    s.push_back({"relax.call_tir", OpForm::kCallTir, 3});
    // The newer families: weight 1 each, so that print and integer division
    // (what most bug-zoo entries need) keep their share.
    auto add = [&](const char *op, OpForm form) {
      s.push_back({std::string("relax.") + op, form, 1});
    };
    add("reshape", OpForm::kReshape);
    add("permute_dims", OpForm::kPermuteDims);
    add("expand_dims", OpForm::kExpandDims);
    add("squeeze", OpForm::kSqueeze);
    add("flatten", OpForm::kUnaryAny);
    add("broadcast_to", OpForm::kBroadcastTo);
    add("concat", OpForm::kConcat);
    add("split", OpForm::kSplit);
    add("tile", OpForm::kTile);
    add("repeat", OpForm::kRepeat);
    add("flip", OpForm::kFlip);
    add("layout_transform", OpForm::kLayoutTransform);
    add("strided_slice", OpForm::kStridedSlice);
    add("take", OpForm::kTake);
    add("unique", OpForm::kUnique);
    add("nonzero", OpForm::kUnaryAny);
    for (const char *op : {"zeros", "ones"})
      add(op, OpForm::kZerosOnes);
    add("full", OpForm::kFull);
    for (const char *op : {"zeros_like", "ones_like"})
      add(op, OpForm::kLike);
    add("full_like", OpForm::kFullLike);
    add("arange", OpForm::kArange);
    add("astype", OpForm::kAstype);
    for (const char *op : {"tril", "triu"})
      add(op, OpForm::kTrilu);
    add("nn.relu", OpForm::kUnaryAny);
    for (const char *op : {"nn.gelu", "nn.silu"})
      add(op, OpForm::kUnaryFloat);
    for (const char *op : {"nn.softmax", "nn.log_softmax"})
      add(op, OpForm::kSoftmax);
    add("nn.layer_norm", OpForm::kLayerNorm);
    add("nn.batch_norm", OpForm::kBatchNorm);
    // 4-D data is rare, so the NCHW ops are drawn more often (most draws find
    // none and build nothing).
    s.push_back({"relax.nn.conv2d", OpForm::kConv2d, 3});
    for (const char *op : {"relax.nn.max_pool2d", "relax.nn.avg_pool2d"})
      s.push_back({op, OpForm::kPool2d, 2});
    s.push_back({"relax.nn.adaptive_avg_pool2d", OpForm::kAdaptivePool, 2});
    return s;
  }();
  return specs;
}

const std::vector<ExcludedOp> &excluded_ops() {
  static const std::vector<ExcludedOp> excluded = {
      {"relax.call_pure_packed", "needs a registered pure PackedFunc; calls to "
                                 "unregistered names only ever error"},
      {"relax.call_dps_packed",
       "needs a registered destination-passing PackedFunc"},
      {"relax.call_tir_inplace", "mutates its argument: valid only when the "
                                 "argument is dead afterwards, which the "
                                 "generator does not track yet"},
      {"relax.assert_op", "errors whenever its data-dependent condition is "
                          "false; an erroring input refines "
                          "anything, so it would mostly disable the oracle"},
      {"relax.make_closure", "produced by closure lowering (LambdaLift), not "
                             "written by users; closures are generated "
                             "as nested Functions"},
      {"relax.invoke_closure",
       "produced by closure lowering together with make_closure"},
      {"relax.call_tir_with_grad", "call_tir with a gradient name for TVM's "
                                   "Gradient pass: generated as call_tir"},
      {"relax.builtin.alloc_tensor", "memory planning of lowered modules (StaticPlanBlockMemory, VM codegen): impure, not written by users before lowering"},
      {"relax.memory.alloc_storage", "memory planning of lowered modules (StaticPlanBlockMemory, VM codegen): impure, not written by users before lowering"},
      {"relax.memory.alloc_tensor", "memory planning of lowered modules (StaticPlanBlockMemory, VM codegen): impure, not written by users before lowering"},
      {"relax.memory.kill_storage", "memory planning of lowered modules (StaticPlanBlockMemory, VM codegen): impure, not written by users before lowering"},
      {"relax.memory.kill_tensor", "memory planning of lowered modules (StaticPlanBlockMemory, VM codegen): impure, not written by users before lowering"},
      {"relax.vm.alloc_storage", "memory planning of lowered modules (StaticPlanBlockMemory, VM codegen): impure, not written by users before lowering"},
      {"relax.vm.alloc_tensor", "memory planning of lowered modules (StaticPlanBlockMemory, VM codegen): impure, not written by users before lowering"},
      {"relax.vm.kill_object", "memory planning of lowered modules (StaticPlanBlockMemory, VM codegen): impure, not written by users before lowering"},
      {"relax.grad.start_checkpoint", "a marker of TVM's Gradient pass (identity on values): nothing for the passes under test to change"},
      {"relax.grad.end_checkpoint", "a marker of TVM's Gradient pass (identity on values): nothing for the passes under test to change"},
      {"relax.grad.no_grad", "a marker of TVM's Gradient pass (identity on values): nothing for the passes under test to change"},
  };
  return excluded;
}

const OpSpec *find_op_spec(std::string_view op) {
  for (const OpSpec &s : op_specs())
    if (s.op == op)
      return &s;
  return nullptr;
}

std::vector<std::string> ops_without_spec() {
  std::vector<std::string> missing;
  for (const sem::OpDef &def : sem::OpTable::get().ops()) {
    bool excluded = false;
    for (const ExcludedOp &e : excluded_ops())
      excluded = excluded || e.op == def.name;
    if (!excluded && !find_op_spec(def.name))
      missing.push_back(def.name);
  }
  return missing;
}

} // namespace rxv::fuzz
