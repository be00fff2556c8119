#pragma once
/// StructInfo of operator calls on DTensors (TVM's dist.FInferStructInfo, src/relax/op/
/// distributed/): the call's StructInfo is its ordinary rule's on the DTensors' global views,
/// a TensorStructInfo (or a tuple of them), made a DTensor on the inputs' mesh with a placement
/// propagated from the inputs' shardings. TVM gives such a rule to a fixed set of ops (unary and
/// binary elementwise, softmax and the reductions, matmul, permute_dims, reshape, relu, gelu,
/// silu); a DTensor argument to any other op is an error, as in TVM. Ops of the distributed
/// family that need their own rule (redistribute, ccl.allreduce, ...) carry it as
/// OpDef::dist_infer.
#include <string>
#include <vector>

#include "semantics/ops/op_table.h"

namespace rxv::sem {

/// True when some argument is a DTensor (TVM's BlockBuilder then takes the distributed rule).
bool has_dtensor_arg(const std::vector<StructInfo>& args);

/// The StructInfo of a call of op `name` (ordinary rule `rule`) with a DTensor argument.
StructInfo infer_distributed(const std::string& name, const InferRule& rule, const CallNode& call,
                             const std::vector<StructInfo>& args, OpInferContext& ctx);

} // namespace rxv::sem
