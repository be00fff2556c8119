// Reference kernels of the destination-passing calls: call_tir,
// call_tir_inplace and call_dps_packed (relax_spec_full.md, "Notable
// Operators"). Outputs are allocated from the out_sinfo (sinfo_args[0]), whose
// dimensions are evaluated under the caller's shape variables.
//
// Argument order: the spec calls the PrimFunc as f(args..., tir_vars...,
// outs...); TVM (since CallTIRRewrite) as f(args..., outs..., tir_vars...). The
// kernels pass TVM's order, and the TIR interpreter (tir_interpreter.h) binds
// tensors to buffer parameters in order and scalars to scalar parameters in
// order, so both orders of a PrimFunc's parameters give the same binding: the
// difference is invisible here (builtin_call_tir.cpp's signature check follows
// TVM).
#include <fmt/format.h>

#include "semantics/ops/builtin_kernels.h"
#include "semantics/ops/op_attrs.h"
#include "semantics/value/match_value.h"

namespace rxv::sem {

namespace {

/// The out_sinfo's tensors, each a TensorStructInfo with a ShapeExpr shape and
/// a known dtype.
EvalOr<std::vector<const TensorSInfo*>> output_sinfos(const CallNode& call, KernelContext& ctx,
                                                      bool& is_tuple) {
  std::string op = as<OpNode>(call.op) ? as<OpNode>(call.op)->name : "call";
  if (call.sinfo_args.size() != 1 || !call.sinfo_args[0])
    return ctx.error(EvalErrorKind::kTypeError, fmt::format("{} needs one out_sinfo", op));
  const StructInfo& out = call.sinfo_args[0];
  std::vector<const TensorSInfo*> outs;
  is_tuple = false;
  if (const auto* t = as<TupleSInfo>(out)) {
    is_tuple = true;
    for (const StructInfo& f : t->fields) outs.push_back(tensor_part(f));
  } else {
    outs.push_back(tensor_part(out));
  }
  // A DTensor output (R.dist.call_tir) is its global view, unless a mesh of several devices
  // splits it: one process cannot hold that.
  for (const StructInfo& f : is_tuple ? as<TupleSInfo>(out)->fields : std::vector<StructInfo>{out})
    if (const auto* d = as<DTensorSInfo>(f); d && dtensor_is_split(*d))
      return ctx.error(EvalErrorKind::kUnsupported,
                       fmt::format("{}: the output is a DTensor split over {} devices; a sharded "
                                   "DTensor cannot be evaluated in one process",
                                   op, d->mesh->num_devices()));
  for (size_t i = 0; i < outs.size(); ++i) {
    const TensorSInfo* t = outs[i];
    if (!t || !as<ShapeExprNode>(t->shape) || t->dtype.is_void())
      return ctx.error(EvalErrorKind::kTypeError,
                       fmt::format("{}: output {} must be a tensor of known shape and dtype to be "
                                   "allocated",
                                   op, i));
  }
  return outs;
}

EvalOr<std::vector<int64_t>> eval_shape(const TensorSInfo& t, KernelContext& ctx) {
  std::vector<int64_t> dims;
  for (const PrimExpr& d : as<ShapeExprNode>(t.shape)->values) {
    EvalOr<int64_t> v = ctx.eval_int(d);
    if (!v.ok()) return v.error();
    dims.push_back(*v);
  }
  return dims;
}

/// The PrimFunc's name: the GlobalVar written as the callee, or the PrimFunc
/// value it evaluated to.
EvalOr<std::string> prim_func_name(const CallNode& call, const std::vector<Value>& args,
                                   KernelContext& ctx) {
  if (const auto* gv = as<GlobalVarNode>(call.args[0])) return gv->name;
  if (const ClosureValue* c = args[0].as_closure(); c && c->is_prim_func()) return c->global;
  return ctx.error(
      EvalErrorKind::kTypeError,
      fmt::format("the callee must be a PrimFunc of the module, got {}", describe_value(args[0])));
}

/// The inputs tuple's fields, and tir_vars (argument 2, if any) as int64
/// PrimValues.
EvalStatus gather_inputs(const std::vector<Value>& args, std::vector<Value>& inputs,
                         std::vector<Value>& tir_vars, KernelContext& ctx) {
  const TupleValue* t = args.size() >= 2 ? args[1].as_tuple() : nullptr;
  if (!t)
    return ctx.error(EvalErrorKind::kTypeError, "the arguments of a call_tir must be a tuple");
  inputs = t->fields;
  if (args.size() == 3) {
    const ShapeValue* s = args[2].as_shape();
    if (!s) return ctx.error(EvalErrorKind::kTypeError, "tir_vars must be a shape");
    for (int64_t d : s->dims) tir_vars.push_back(Value(PrimScalar{DataType::Int(64), d, 0}));
  }
  return eval_ok();
}

Value result_of(std::vector<Value> outs, bool is_tuple) {
  if (!is_tuple) return outs[0];
  return make_tuple_value(std::move(outs));
}

EvalOr<Value> call_tir(const CallNode& call, const std::vector<Value>& args, KernelContext& ctx,
                       bool inplace) {
  if (args.size() < 2)
    return ctx.error(EvalErrorKind::kTypeError, "call_tir needs a callee and an argument tuple");
  EvalOr<std::string> name = prim_func_name(call, args, ctx);
  if (!name.ok()) return name.error();
  bool is_tuple = false;
  EvalOr<std::vector<const TensorSInfo*>> outs = output_sinfos(call, ctx, is_tuple);
  if (!outs.ok()) return outs.error();
  std::vector<Value> inputs, tir_vars;
  if (EvalStatus st = gather_inputs(args, inputs, tir_vars, ctx); !st.ok()) return st.error();

  std::vector<int64_t> indices(outs->size(), -1);
  if (inplace) {
    auto attr = read_attr(call, "inplace_indices", IntList{}, ctx);
    if (!attr.ok()) return attr.error();
    const IntList& items = *attr;
    if (items.size() != outs->size())
      return ctx.error(EvalErrorKind::kTypeError,
                       fmt::format("call_tir_inplace: {} inplace_indices for {} outputs",
                                   items.size(), outs->size()));
    for (size_t i = 0; i < items.size(); ++i) {
      int64_t k = items[i];
      if (k < -1 || k >= int64_t(inputs.size()))
        return ctx.error(EvalErrorKind::kIndexOutOfRange,
                         fmt::format("call_tir_inplace: inplace index {} of output {} is not -1 "
                                     "or an input index",
                                     k, i));
      indices[i] = k;
    }
  }
  std::vector<Value> results;
  std::vector<Value> fresh;
  for (size_t i = 0; i < outs->size(); ++i) {
    const TensorSInfo& t = *(*outs)[i];
    EvalOr<std::vector<int64_t>> shape = eval_shape(t, ctx);
    if (!shape.ok()) return shape.error();
    if (indices[i] >= 0) {
      const Value& in = inputs[size_t(indices[i])];
      const Tensor* x = in.as_tensor();
      if (!x)
        return ctx.error(EvalErrorKind::kTypeError,
                         fmt::format("call_tir_inplace: output {} is written into input {}, which "
                                     "is {}",
                                     i, indices[i], describe_value(in)));
      if (x->dtype != t.dtype || x->shape != *shape)
        return ctx.error(EvalErrorKind::kShapeMismatch,
                         fmt::format("call_tir_inplace: output {} must have the shape and dtype "
                                     "of input {}, {}",
                                     i, indices[i], describe_value(in)));
      results.push_back(in);
      continue;
    }
    EvalOr<Tensor> out = ctx.alloc(t.dtype, std::move(*shape));
    if (!out.ok()) return out.error();
    results.push_back(Value(*out));
    fresh.push_back(Value(std::move(*out)));
  }
  std::vector<Value> passed = inputs;
  passed.insert(passed.end(), fresh.begin(), fresh.end());
  passed.insert(passed.end(), tir_vars.begin(), tir_vars.end());
  EvalStatus st = ctx.call_prim_func(*name, passed);
  if (!st.ok()) return st.error();
  return result_of(std::move(results), is_tuple);
}

EvalOr<Value> call_dps_packed(const CallNode& call, const std::vector<Value>& args,
                              KernelContext& ctx) {
  if (args.size() != 2)
    return ctx.error(EvalErrorKind::kTypeError,
                     "call_dps_packed needs a callee and an argument tuple");
  bool is_tuple = false;
  EvalOr<std::vector<const TensorSInfo*>> outs = output_sinfos(call, ctx, is_tuple);
  if (!outs.ok()) return outs.error();
  std::vector<Value> inputs, tir_vars;
  if (EvalStatus st = gather_inputs(args, inputs, tir_vars, ctx); !st.ok()) return st.error();
  std::vector<Value> results;
  for (const TensorSInfo* t : *outs) {
    EvalOr<std::vector<int64_t>> shape = eval_shape(*t, ctx);
    if (!shape.ok()) return shape.error();
    EvalOr<Tensor> out = ctx.alloc(t->dtype, std::move(*shape));
    if (!out.ok()) return out.error();
    results.push_back(Value(std::move(*out)));
  }
  std::vector<Value> passed = inputs;
  passed.insert(passed.end(), results.begin(), results.end());
  EvalOr<Value> r = ctx.call(args[0], std::move(passed));
  if (!r.ok()) return r;
  return result_of(std::move(results), is_tuple);
}

} // namespace

Kernel kernel_call_tir() {
  return [](const CallNode& call, const std::vector<Value>& args, KernelContext& ctx) {
    return call_tir(call, args, ctx, false);
  };
}
Kernel kernel_call_tir_inplace() {
  return [](const CallNode& call, const std::vector<Value>& args, KernelContext& ctx) {
    return call_tir(call, args, ctx, true);
  };
}
Kernel kernel_call_dps_packed() { return call_dps_packed; }

} // namespace rxv::sem
