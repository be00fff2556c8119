// Built-in operators other than the destination-passing calls (builtin_call_tir.cpp):
// call_pure_packed, shape_of, null_value, print, assert_op, make_closure, invoke_closure,
// tensor_to_shape, shape_to_tensor (structinfo-and-semantics.md, "Built-in operators" and
// "Purity"). print, assert_op and invoke_closure are impure; the others are pure.
//
// How the reader stores them: print's and assert_op's `format=` is an attribute (TVM keeps it as
// an argument: print's first, assert_op's second); call_pure_packed's callee is its first
// argument (an ExternFunc); make_closure and invoke_closure take (function, Tuple), and
// invoke_closure's result StructInfo comes from sinfo_args.
//
// Deviations from TVM (collected into docs/spec-deviations.md):
// - shape_to_tensor of a Shape of unknown ndim is a 1-D tensor of unknown length (TVM builds the
//   shape (-1,)).
// - tensor_to_shape of a tensor that is not 1-D, or not of an integer dtype, is an error, and an
//   unknown length gives Shape(ndim=-1) (TVM aborts unless the length is a literal).
// - assert_op's condition of unknown dtype or ndim is a Possibly warning (TVM accepts it
//   silently and checks at run time).
#include <fmt/format.h>

#include <climits>

#include "semantics/ops/builtin_kernels.h"
#include "semantics/ops/op_attrs.h"
#include "semantics/ops/op_families.h"
#include "semantics/ops/op_helpers.h"
#include "semantics/script/printer.h"

namespace rxv::sem {

namespace {

/// The default derivation (ExternFunc, call_packed, invoke_closure): no sinfo_args give Object,
/// one gives itself, several a Tuple of them.
StructInfo from_sinfo_args(const CallNode& call) {
  for (const auto& s : call.sinfo_args)
    if (!s) return make_object_sinfo();
  if (call.sinfo_args.empty()) return make_object_sinfo();
  if (call.sinfo_args.size() == 1) return call.sinfo_args[0];
  return make_tuple_sinfo(call.sinfo_args);
}

StructInfo void_sinfo() { return make_tuple_sinfo({}); }

/// call_pure_packed(f, args...): calls the PackedFunc f, declared pure by the caller.
StructInfo infer_call_pure_packed(const CallNode& call, const std::vector<StructInfo>& args,
                                  OpInferContext& ctx) {
  if (as<OpNode>(call.args[0])) {
    ctx.error("relax.call_pure_packed: the callee must be a PackedFunc, not an operator");
    return make_object_sinfo();
  }
  const auto* f = as<FuncSInfo>(args[0]);
  if (!f) {
    ctx.error(fmt::format("relax.call_pure_packed: the callee must be a function, got {}",
                          describe(args[0])));
    return make_object_sinfo();
  }
  if (f->params) {
    ctx.error(
        fmt::format("relax.call_pure_packed: the callee must be an opaque function (a "
                    "PackedFunc), got {}",
                    describe(args[0])));
    return make_object_sinfo();
  }
  // An ExternFunc, or any callee with a derivation: the default derivation from sinfo_args.
  if (as<ExternFuncNode>(call.args[0]) || !f->derive_func.empty()) return from_sinfo_args(call);
  return f->ret ? f->ret : make_object_sinfo();
}

StructInfo infer_shape_of(const CallNode& call, const std::vector<StructInfo>& args,
                          OpInferContext& ctx) {
  const TensorSInfo* t = expect_tensor(call, args, 0, "x", ctx);
  if (!t) return make_shape_sinfo(std::nullopt, -1);
  if (const std::vector<PrimExpr>* dims = tensor_dims(*t))
    return make_shape_sinfo(*dims, int(dims->size()));
  return make_shape_sinfo(std::nullopt, t->ndim);
}

/// assert_op(cond, args..., format=): errors with the formatted message when cond is false.
StructInfo infer_assert(const CallNode&, const std::vector<StructInfo>& args, OpInferContext& ctx) {
  const StructInfo& c = args[0];
  if (const auto* p = as<PrimSInfo>(c)) {
    if (!p->dtype.is_bool())
      ctx.error(
          fmt::format("relax.assert_op: the condition must be a bool scalar, got {}", describe(c)));
  } else if (const auto* t = as<TensorSInfo>(c)) {
    bool bad_dtype = !t->dtype.is_void() && !t->dtype.is_bool();
    bool bad_ndim = t->ndim > 0;
    if (bad_dtype || bad_ndim)
      ctx.error(
          fmt::format("relax.assert_op: the condition must be a bool scalar, got {}", describe(c)));
    else if (t->dtype.is_void() || t->ndim < 0)
      ctx.warning(
          fmt::format("relax.assert_op: the condition {} may not be a bool scalar; a "
                      "run-time check is needed",
                      describe(c)));
  } else {
    ctx.error(
        fmt::format("relax.assert_op: the condition must be a bool scalar, got {}", describe(c)));
  }
  return void_sinfo();
}

StructInfo infer_make_closure(const CallNode&, const std::vector<StructInfo>& args,
                              OpInferContext& ctx) {
  if (!as<FuncSInfo>(args[0]))
    ctx.error(fmt::format("relax.make_closure: the first argument must be a function, got {}",
                          describe(args[0])));
  if (!as<TupleSInfo>(args[1]))
    ctx.error(fmt::format("relax.make_closure: the captured values must be a tuple, got {}",
                          describe(args[1])));
  return make_object_sinfo();
}

StructInfo infer_invoke_closure(const CallNode& call, const std::vector<StructInfo>& args,
                                OpInferContext& ctx) {
  if (!as<TupleSInfo>(args[1]))
    ctx.error(fmt::format("relax.invoke_closure: the arguments must be a tuple, got {}",
                          describe(args[1])));
  return from_sinfo_args(call);
}

StructInfo infer_tensor_to_shape(const CallNode& call, const std::vector<StructInfo>& args,
                                 OpInferContext& ctx) {
  const TensorSInfo* t = expect_tensor(call, args, 0, "x", ctx);
  if (!t) return make_shape_sinfo(std::nullopt, -1);
  if (t->ndim >= 0 && t->ndim != 1)
    ctx.error(fmt::format("relax.tensor_to_shape needs a 1-D tensor, got {}", describe(args[0])));
  if (!t->dtype.is_void() && (!t->dtype.is_integral() || t->dtype.is_bool()))
    ctx.error(
        fmt::format("relax.tensor_to_shape needs an integer tensor, got dtype {}", t->dtype.str()));
  const std::vector<PrimExpr>* dims = tensor_dims(*t);
  if (t->ndim == 1 && dims && dims->size() == 1) {
    PrimExpr len = ctx.arith().simplify((*dims)[0]);
    if (is_int_imm(len) && len->int_value >= 0 && len->int_value <= INT_MAX)
      return make_shape_sinfo(std::nullopt, int(len->int_value));
  }
  return make_shape_sinfo(std::nullopt, -1);
}

StructInfo infer_shape_to_tensor(const CallNode&, const std::vector<StructInfo>& args,
                                 OpInferContext& ctx) {
  const auto* s = as<ShapeSInfo>(args[0]);
  if (!s) {
    ctx.error(fmt::format("relax.shape_to_tensor needs a shape, got {}", describe(args[0])));
    return tensor_of_ndim(DataType::Int(64), 1, std::nullopt);
  }
  if (s->ndim < 0) return tensor_of_ndim(DataType::Int(64), 1, std::nullopt);
  return tensor_of_dims({make_int(s->ndim)}, DataType::Int(64), std::nullopt);
}

OpDef builtin_op(const char* name, int min_args, int max_args, bool pure, InferRule rule,
                 const char* doc, Kernel kernel) {
  return plain_op("builtin", name, min_args, max_args, pure, std::move(rule), doc,
                  std::move(kernel));
}

}  // namespace

void register_builtin_ops(OpTable& table) {
  table.add(builtin_op("call_pure_packed", 1, -1, true, infer_call_pure_packed,
                       "call the PackedFunc in argument 0 on the rest, declared pure; result "
                       "from sinfo_args; errors if it is not registered",
                       kernel_call_pure_packed()));
  table.add(builtin_op("shape_of", 1, 1, true, infer_shape_of, "the shape of a tensor",
                       kernel_shape_of()));
  table.add(builtin_op(
      "null_value", 0, 0, true,
      [](const CallNode&, const std::vector<StructInfo>&, OpInferContext&) {
        return make_object_sinfo();
      },
      "the null object", kernel_null_value()));
  OpDef print = builtin_op(
      "print", 0, -1, false,
      [](const CallNode&, const std::vector<StructInfo>&, OpInferContext&) { return void_sinfo(); },
      "print the arguments with the Python-style `format` string (default: each value); "
      "returns ()",
      kernel_print());
  print.attrs = {{"format", AttrType::kString, false}};
  table.add(std::move(print));
  OpDef assert_op = builtin_op("assert_op", 1, -1, false, infer_assert,
                               "error with the `format`ted arguments if the bool scalar "
                               "argument 0 is false; returns ()",
                               kernel_assert_op());
  assert_op.attrs = {{"format", AttrType::kString, false}};
  table.add(std::move(assert_op));
  table.add(builtin_op("make_closure", 2, 2, true, infer_make_closure,
                       "a closure of the function in argument 0 capturing the values of the "
                       "tuple in argument 1",
                       kernel_make_closure()));
  table.add(builtin_op("invoke_closure", 2, 2, false, infer_invoke_closure,
                       "call the closure in argument 0 on the tuple in argument 1; result from "
                       "sinfo_args",
                       kernel_invoke_closure()));
  table.add(builtin_op("tensor_to_shape", 1, 1, true, infer_tensor_to_shape,
                       "the shape whose values are the elements of a 1-D integer tensor; "
                       "errors on a negative element",
                       kernel_tensor_to_shape()));
  table.add(builtin_op("shape_to_tensor", 1, 1, true, infer_shape_to_tensor,
                       "a 1-D int64 tensor of a shape's values",
                       kernel_shape_to_tensor()));
}

}  // namespace rxv::sem
