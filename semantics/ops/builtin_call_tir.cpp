// Destination-passing calls: relax.call_tir, relax.call_tir_inplace, relax.call_dps_packed
// (structinfo-and-semantics.md, "Built-in operators"). How the reader stores them
// (docs/tvmscript-dialect.md): args (callee, Tuple of inputs, ShapeExpr of tir_vars?), the output
// StructInfo as the single sinfo_arg (several outputs: one TupleStructInfo), call_tir_inplace's
// `inplace_indices` as an attribute. The result is the output StructInfo; the rules check it.
//
// Semantics: allocate fresh outputs of the output StructInfo (so each must be a Tensor with a
// ShapeExpr shape and a known dtype), then call the callee with (inputs..., outputs...,
// tir_vars...) — TVM's order (CallTIRRewrite) — and return the output, or the Tuple of outputs.
// call_tir_inplace writes output i into input `inplace_indices[i]` (-1: a fresh tensor, and only
// fresh outputs are passed to the PrimFunc); call_dps_packed calls a PackedFunc instead.
//
// When the callee is a PrimFunc of the module, its signature is checked against the call: the
// number of parameters, and per buffer the dtype, ndim and dims, after binding the PrimFunc's lone
// shape variables from the arguments and its scalar parameters from tir_vars (dims provably
// different: error; undecided: a Possibly warning).
//
// Deviations from TVM (collected into docs/spec-deviations.md):
// - The PrimFunc signature check is rxv's (TVM checks only the output count of inplace calls).
// - call_tir_inplace: an output shape that is not provably equal to its input's is a Possibly
//   warning when undecided (TVM: an error unless proved), an error when provably different; the
//   dtypes must match too (TVM does not check them).
// - The spec's text orders the PrimFunc's parameters (inputs, tir_vars, outputs); TVM passes
//   (inputs, outputs, tir_vars), and rxv follows TVM.
#include <fmt/format.h>

#include <algorithm>
#include <unordered_set>

#include "semantics/ops/builtin_kernels.h"
#include "semantics/ops/op_attrs.h"
#include "semantics/ops/op_families.h"
#include "semantics/ops/op_helpers.h"
#include "semantics/script/printer.h"
#include "semantics/struct_info/substitute.h"

namespace rxv::sem {

namespace {

/// The output tensors of the call's out_sinfo, checked: a Tensor or a Tuple of Tensors, each with
/// a ShapeExpr shape and a known dtype. Null entries for outputs that are not tensors.
std::vector<const TensorSInfo*> output_tensors(const CallNode& call, OpInferContext& ctx) {
  std::vector<const TensorSInfo*> outs;
  const StructInfo& out = call.sinfo_args[0];
  std::vector<StructInfo> fields;
  if (const auto* t = as<TupleSInfo>(out))
    fields = t->fields;
  else
    fields.push_back(out);
  for (size_t i = 0; i < fields.size(); ++i) {
    const auto* t = tensor_part(fields[i]);
    outs.push_back(t);
    std::string which = fields.size() == 1 ? "the output" : fmt::format("output {}", i);
    if (!t) {
      ctx.error(fmt::format("{}: {} must be a tensor, got {}", op_name(call), which,
                            describe(fields[i])));
    } else if (!as<ShapeExprNode>(t->shape)) {
      ctx.error(fmt::format("{}: {} must have a shape of known dimensions (a ShapeExpr) to be "
                            "allocated, got {}",
                            op_name(call), which, describe(fields[i])));
      outs.back() = nullptr;
    } else if (t->dtype.is_void()) {
      // TVM accepts it (test_bind_symbolic_vars); only the allocation at run time fails.
      ctx.warning(fmt::format("{}: {} has no dtype, so it cannot be allocated at run time: {}",
                              op_name(call), which, describe(fields[i])));
    }
  }
  return outs;
}

/// The buffer bound to PrimFunc parameter `i`, or null for a scalar parameter.
Buffer param_buffer(const PrimFuncNode& f, size_t i) {
  for (const auto& [index, buffer] : f.buffer_map)
    if (index == i) return buffer;
  return nullptr;
}

/// One Relax value passed to a PrimFunc parameter.
struct Passed {
  std::string what;   ///< "input 0", "output 1", "tir_vars[0]"
  StructInfo sinfo;   ///< inputs and outputs
  PrimExpr tir_value; ///< a tir_vars value (null if unknown)
  bool is_tir_var = false;
};

/// Checks the PrimFunc `f` (named `fname`) against what the call passes (see the file comment).
void check_signature(const CallNode& call, const PrimFuncNode& f, const std::string& fname,
                     const std::vector<Passed>& passed, OpInferContext& ctx) {
  std::string op = op_name(call);
  if (f.params.size() != passed.size()) {
    ctx.error(fmt::format("{}: the PrimFunc {} takes {} parameters, but the call passes {} "
                          "(inputs, outputs allocated for it, then tir_vars)",
                          op, fname, f.params.size(), passed.size()));
    return;
  }
  // Bind first, over every parameter, so a shape variable may be bound by any buffer.
  ShapeVarMap bound;
  for (size_t i = 0; i < passed.size(); ++i) {
    Buffer b = param_buffer(f, i);
    if (!b) {
      if (passed[i].is_tir_var && passed[i].tir_value && is_var(f.params[i]))
        bound.emplace(f.params[i].get(), passed[i].tir_value);
      if (const auto* p = as<PrimSInfo>(passed[i].sinfo); p && p->value && is_var(f.params[i]))
        bound.emplace(f.params[i].get(), p->value);
      continue;
    }
    const auto* t = tensor_part(passed[i].sinfo);
    const std::vector<PrimExpr>* dims = t ? tensor_dims(*t) : nullptr;
    if (!dims || dims->size() != b->shape.size()) continue;
    for (size_t j = 0; j < dims->size(); ++j)
      if (is_var(b->shape[j])) bound.emplace(b->shape[j].get(), (*dims)[j]);
  }
  bool warned = false;
  for (size_t i = 0; i < passed.size(); ++i) {
    Buffer b = param_buffer(f, i);
    const Passed& p = passed[i];
    if (!b) {
      // A `T.handle` without a buffer is an opaque pointer (a stub's parameter): any value.
      if (f.params[i] && f.params[i]->dtype.is_handle()) continue;
      if (!p.is_tir_var && !as<PrimSInfo>(p.sinfo))
        ctx.error(fmt::format("{}: {} is {}, but parameter {} of {} is a scalar", op, p.what,
                              describe(p.sinfo), i, fname));
      continue;
    }
    if (p.is_tir_var) {
      ctx.error(fmt::format("{}: {} is a scalar, but parameter {} of {} is the buffer {}", op,
                            p.what, i, fname, b->name));
      continue;
    }
    const auto* t = tensor_part(p.sinfo);
    if (!t) {
      ctx.error(fmt::format("{}: {} is {}, but parameter {} of {} is the buffer {}", op, p.what,
                            describe(p.sinfo), i, fname, b->name));
      continue;
    }
    if (!t->dtype.is_void() && t->dtype != b->dtype)
      ctx.error(fmt::format("{}: {} has dtype {}, but the buffer {} of {} has dtype {}", op, p.what,
                            t->dtype.str(), b->name, fname, b->dtype.str()));
    if (t->ndim >= 0 && size_t(t->ndim) != b->shape.size()) {
      ctx.error(fmt::format("{}: {} has {} dimensions, but the buffer {} of {} has {}", op, p.what,
                            t->ndim, b->name, fname, b->shape.size()));
      continue;
    }
    const std::vector<PrimExpr>* dims = tensor_dims(*t);
    if (!dims) continue;
    for (size_t j = 0; j < dims->size(); ++j) {
      PrimExpr expected = substitute(b->shape[j], bound);
      ArithResult eq = ctx.arith().prove_equal((*dims)[j], expected);
      if (eq.is_proved()) continue;
      if (ctx.arith().prove_not_equal((*dims)[j], expected).is_proved()) {
        ctx.error(fmt::format("{}: dimension {} of {} is {}, but the buffer {} of {} needs {}", op,
                              j, p.what, print_prim_expr((*dims)[j]), b->name, fname,
                              print_prim_expr(expected)));
      } else if (!warned) {
        warned = true;
        ctx.warning(fmt::format("{}: dimension {} of {} ({}) is not provably the {} the buffer "
                                "{} of {} needs; a run-time check is needed",
                                op, j, p.what, print_prim_expr((*dims)[j]),
                                print_prim_expr(expected), b->name, fname));
      }
    }
  }
}

/// call_tir_inplace's indices: one per output, each -1 or an input index, no input twice, at
/// least one not -1; an in-place output must match its input. Returns the indices (empty on error).
std::vector<int64_t> check_inplace(const CallNode& call, const TupleSInfo& inputs,
                                   const std::vector<const TensorSInfo*>& outs,
                                   OpInferContext& ctx) {
  auto indices = read_attr<OptIntList>(call, "inplace_indices", {}, ctx);
  if (!indices) return {};
  if (indices->size() != outs.size()) {
    ctx.error(fmt::format("relax.call_tir_inplace: {} inplace_indices for {} outputs (one per "
                          "output is needed)",
                          indices->size(), outs.size()));
    return {};
  }
  std::unordered_set<int64_t> seen;
  bool ok = true;
  for (size_t i = 0; i < indices->size(); ++i) {
    int64_t k = (*indices)[i];
    if (k == -1) continue;
    if (k < -1 || k >= int64_t(inputs.fields.size())) {
      ctx.error(fmt::format("relax.call_tir_inplace: inplace index {} (output {}) is out of "
                            "range: must be -1 or an input index below {}",
                            k, i, inputs.fields.size()));
      ok = false;
      continue;
    }
    if (!seen.insert(k).second) {
      ctx.error(fmt::format("relax.call_tir_inplace: input {} is written in place by two "
                            "outputs",
                            k));
      ok = false;
      continue;
    }
    const auto* in = tensor_part(inputs.fields[size_t(k)]);
    const TensorSInfo* out = outs[i];
    if (!out) continue;
    if (!in) {
      ctx.error(fmt::format("relax.call_tir_inplace: output {} is written into input {}, which "
                            "is {}, not a tensor",
                            i, k, describe(inputs.fields[size_t(k)])));
      ok = false;
      continue;
    }
    if (!in->dtype.is_void() && in->dtype != out->dtype)
      ctx.error(fmt::format("relax.call_tir_inplace: output {} has dtype {}, but input {} "
                            "(written in place) has dtype {}",
                            i, out->dtype.str(), k, in->dtype.str()));
    // output_tensors() let through only outputs with a ShapeExpr.
    const std::vector<PrimExpr>& out_dims = *tensor_dims(*out);
    const std::vector<PrimExpr>* in_dims = tensor_dims(*in);
    Compat c = in_dims ? compare_dims(*in_dims, out_dims, ctx.arith())
               : in->ndim >= 0 && size_t(in->ndim) != out_dims.size() ? Compat::kIncompatible
                                                                      : Compat::kPossibly;
    if (c == Compat::kIncompatible)
      ctx.error(fmt::format("relax.call_tir_inplace: output {} has shape {}, but input {} "
                            "(written in place) is {}",
                            i, describe_dims(out_dims), k, describe(inputs.fields[size_t(k)])));
    else if (c == Compat::kPossibly)
      ctx.warning(fmt::format("relax.call_tir_inplace: the shape {} of output {} is not "
                              "provably that of input {}, {}; a run-time check is needed",
                              describe_dims(out_dims), i, k, describe(inputs.fields[size_t(k)])));
  }
  if (ok && seen.empty())
    ctx.error("relax.call_tir_inplace: every inplace index is -1 (use call_tir)");
  return ok ? *indices : std::vector<int64_t>{};
}

/// call_tir and call_tir_inplace.
StructInfo infer_call_tir(const CallNode& call, const std::vector<StructInfo>& args,
                          OpInferContext& ctx, bool inplace) {
  std::string op = op_name(call);
  if (call.sinfo_args.size() != 1 || !call.sinfo_args[0]) {
    ctx.error(fmt::format("{} needs exactly one output StructInfo (out_sinfo), got {}", op,
                          call.sinfo_args.size()));
    return make_object_sinfo();
  }
  const StructInfo& result = call.sinfo_args[0];
  std::vector<const TensorSInfo*> outs = output_tensors(call, ctx);

  const PrimFuncNode* prim = nullptr;
  std::string fname;
  if (const auto* gv = as<GlobalVarNode>(call.args[0])) {
    fname = "cls." + gv->name;
    const GlobalFunc* f = ctx.module() ? ctx.module()->find(gv->name) : nullptr;
    if (ctx.module() && !f)
      ctx.error(fmt::format("{}: the module has no function {}", op, fname));
    else if (f && f->is_relax())
      ctx.error(fmt::format("{}: {} is a Relax function; {} calls a TIR PrimFunc (call a Relax "
                            "function directly: {}(...))",
                            op, fname, op, fname));
    else if (f)
      prim = f->tir.get();
  } else {
    ctx.error(fmt::format("{}: the callee must be a PrimFunc of the module (cls.f), got {}", op,
                          print_expr(call.args[0])));
  }
  const auto* inputs = as<TupleSInfo>(args[1]);
  if (!inputs)
    ctx.error(fmt::format("{}: the arguments must be a tuple, got {}", op, describe(args[1])));
  const ShapeSInfo* tir_vars = nullptr;
  if (args.size() == 3) {
    tir_vars = as<ShapeSInfo>(args[2]);
    if (!tir_vars)
      ctx.error(fmt::format("{}: tir_vars must be a shape (R.shape([...])), got {}", op,
                            describe(args[2])));
  }
  if (!inputs) return result;

  std::vector<int64_t> inplace_indices;
  if (inplace) {
    inplace_indices = check_inplace(call, *inputs, outs, ctx);
    if (inplace_indices.empty()) return result;
  }
  bool outs_ok = std::all_of(outs.begin(), outs.end(), [](const TensorSInfo* t) { return t; });
  if (!prim || !outs_ok || (args.size() == 3 && (!tir_vars || tir_vars->ndim < 0))) return result;

  std::vector<Passed> passed;
  for (size_t i = 0; i < inputs->fields.size(); ++i)
    passed.push_back({fmt::format("input {}", i), inputs->fields[i], nullptr, false});
  const auto& out_fields =
      as<TupleSInfo>(result) ? as<TupleSInfo>(result)->fields : std::vector<StructInfo>{result};
  for (size_t i = 0; i < out_fields.size(); ++i) {
    if (inplace && inplace_indices[i] != -1) continue; // written into its input instead
    passed.push_back({fmt::format("output {}", i), out_fields[i], nullptr, false});
  }
  if (tir_vars) {
    for (int i = 0; i < tir_vars->ndim; ++i) {
      PrimExpr v = tir_vars->values ? (*tir_vars->values)[size_t(i)] : nullptr;
      passed.push_back({fmt::format("tir_vars[{}]", i), nullptr, v, true});
    }
  }
  check_signature(call, *prim, fname, passed, ctx);
  return result;
}

StructInfo infer_call_dps_packed(const CallNode& call, const std::vector<StructInfo>& args,
                                 OpInferContext& ctx) {
  if (call.sinfo_args.size() != 1 || !call.sinfo_args[0]) {
    ctx.error(fmt::format("relax.call_dps_packed needs exactly one output StructInfo "
                          "(out_sinfo), got {}",
                          call.sinfo_args.size()));
    return make_object_sinfo();
  }
  output_tensors(call, ctx);
  if (!as<FuncSInfo>(args[0]))
    ctx.error(fmt::format("relax.call_dps_packed: the callee must be a function "
                          "(R.ExternFunc(\"name\")), got {}",
                          describe(args[0])));
  if (!as<TupleSInfo>(args[1]))
    ctx.error(fmt::format("relax.call_dps_packed: the arguments must be a tuple, got {}",
                          describe(args[1])));
  return call.sinfo_args[0];
}

} // namespace

void register_builtin_call_tir_ops(OpTable& table) {
  auto call_tir_rule = [](bool inplace) -> InferRule {
    return [inplace](const CallNode& call, const std::vector<StructInfo>& args,
                     OpInferContext& ctx) { return infer_call_tir(call, args, ctx, inplace); };
  };
  table.add(OpBuilder("builtin_call_tir", "relax.call_tir")
                .contents_unread()
                .args(2, 3)
                .infer(call_tir_rule(false))
                .kernel(kernel_call_tir())
                .call_tir_like()
                .doc("call a PrimFunc destination-passing style on fresh outputs of out_sinfo; "
                     "returns them"));
  table.add(OpBuilder("builtin_call_tir", "relax.call_tir_inplace")
                .contents_unread()
                .args(2, 3)
                .attrs({{"inplace_indices", AttrType::kIntList, true}})
                .infer(call_tir_rule(true))
                .kernel(kernel_call_tir_inplace())
                .call_tir_like()
                .doc("call_tir whose output i is written into input inplace_indices[i] (-1: "
                     "fresh)"));
  // call_tir_with_grad: call_tir plus the name (and keyword arguments) of the TE function that
  // TVM's Gradient pass uses for its gradient; they do not change its value.
  table.add(OpBuilder("builtin_call_tir", "relax.call_tir_with_grad")
                .contents_unread()
                .args(2, 3)
                .attrs({{"te_grad_name", AttrType::kString, true},
                        {"te_grad_kwargs", AttrType::kAny, false}})
                .infer(call_tir_rule(false))
                .kernel(kernel_call_tir())
                .call_tir_like()
                .doc("call_tir, with the gradient's TE function named for TVM's Gradient pass"));
  table.add(OpBuilder("builtin_call_tir", "relax.call_dps_packed")
                .contents_unread()
                .args(2)
                .infer(infer_call_dps_packed)
                .kernel(kernel_call_dps_packed())
                .doc("call a PackedFunc destination-passing style on fresh outputs of out_sinfo; "
                     "errors if it is not registered"));
}

} // namespace rxv::sem
