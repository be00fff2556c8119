// Built-in operators other than the destination-passing calls (builtin_call_tir.cpp):
// call_pure_packed, shape_of, size, null_value, print, assert_op, make_closure, invoke_closure,
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
#include "semantics/ops/kernel_helpers.h"
#include "semantics/ops/op_attrs.h"
#include "semantics/ops/op_families.h"
#include "semantics/ops/op_helpers.h"
#include "semantics/script/printer.h"

namespace rxv::sem {

namespace {

/// The default derivation: Object when the call has no (or a missing) sinfo_arg.
StructInfo sinfo_args_or_object(const CallNode& call) {
  StructInfo s = sinfo_args_result(call);
  return s ? s : make_object_sinfo();
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
    ctx.error(fmt::format("relax.call_pure_packed: the callee must be an opaque function (a "
                          "PackedFunc), got {}",
                          describe(args[0])));
    return make_object_sinfo();
  }
  // An ExternFunc, or any callee with a derivation: the default derivation from sinfo_args.
  if (as<ExternFuncNode>(call.args[0]) || !f->derive_func.empty())
    return sinfo_args_or_object(call);
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

/// size(x) (TVM's op.cc, beside shape_of): the number of elements of a tensor, as a 0-d int64
/// tensor (TVM legalizes it to prod(shape_to_tensor(shape_of(x)))).
StructInfo infer_size(const CallNode& call, const std::vector<StructInfo>& args,
                      OpInferContext& ctx) {
  expect_tensor(call, args, 0, "x", ctx);
  return tensor_of_dims({}, DataType::Int(64), std::nullopt);
}

EvalOr<Value> kernel_size(const CallNode& call, const std::vector<Value>& args,
                          KernelContext& ctx) {
  auto x = tensor_arg(call, args, 0, ctx);
  if (!x) return x.error();
  auto out = ctx.alloc(DataType::Int(64), {});
  if (!out) return out.error();
  out->set_int(0, (*x)->num_elements());
  return Value(*out);
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
      ctx.warning(fmt::format("relax.assert_op: the condition {} may not be a bool scalar; a "
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
  return sinfo_args_or_object(call);
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

} // namespace

void register_builtin_ops(OpTable& table) {
  table.add(OpBuilder("builtin", "relax.call_pure_packed")
                .contents_unread()
                .args(1, -1)
                .infer(infer_call_pure_packed)
                .kernel(kernel_call_pure_packed())
                .doc("call the PackedFunc in argument 0 on the rest, declared pure; result "
                     "from sinfo_args; errors if it is not registered"));
  table.add(OpBuilder("builtin", "relax.shape_of")
                .contents_unread()
                .args(1)
                .infer(infer_shape_of)
                .kernel(kernel_shape_of())
                .doc("the shape of a tensor"));
  table.add(OpBuilder("builtin", "relax.size")
                .args(1)
                .infer(infer_size)
                .kernel(kernel_size)
                .doc("the number of elements of a tensor, as a 0-d int64 tensor")
                .signature("expr"));
  table.add(OpBuilder("builtin", "relax.null_value")
                .args(0)
                .infer([](const CallNode&, const std::vector<StructInfo>&, OpInferContext&) {
                  return make_object_sinfo();
                })
                .kernel(kernel_null_value())
                .doc("the null object"));
  table.add(
      OpBuilder("builtin", "relax.print")
          .args(0, -1)
          .impure()
          .attrs({{"format", AttrType::kString, false}})
          .infer([](const CallNode&, const std::vector<StructInfo>&, OpInferContext&) {
            return void_sinfo();
          })
          .kernel(kernel_print())
          .doc("print the arguments with the Python-style `format` string (default: each value); "
               "returns ()"));
  table.add(OpBuilder("builtin", "relax.assert_op")
                .args(1, -1)
                .impure()
                .attrs({{"format", AttrType::kString, false}})
                .infer(infer_assert)
                .kernel(kernel_assert_op())
                .doc("error with the `format`ted arguments if the bool scalar "
                     "argument 0 is false; returns ()"));
  table.add(OpBuilder("builtin", "relax.make_closure")
                .contents_unread()
                .args(2)
                .infer(infer_make_closure)
                .kernel(kernel_make_closure())
                .doc("a closure of the function in argument 0 capturing the values of the "
                     "tuple in argument 1"));
  table.add(OpBuilder("builtin", "relax.invoke_closure")
                .contents_unread()
                .args(2)
                .impure()
                .infer(infer_invoke_closure)
                .kernel(kernel_invoke_closure())
                .doc("call the closure in argument 0 on the tuple in argument 1; result from "
                     "sinfo_args"));
  table.add(OpBuilder("builtin", "relax.tensor_to_shape")
                .args(1)
                .infer(infer_tensor_to_shape)
                .kernel(kernel_tensor_to_shape())
                .doc("the shape whose values are the elements of a 1-D integer tensor; "
                     "errors on a negative element"));
  table.add(OpBuilder("builtin", "relax.shape_to_tensor")
                .args(1)
                .infer(infer_shape_to_tensor)
                .kernel(kernel_shape_to_tensor())
                .doc("a 1-D int64 tensor of a shape's values"));
}

} // namespace rxv::sem
