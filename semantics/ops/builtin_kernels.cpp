// Reference kernels of builtin.cpp's operators (structinfo-and-semantics.md,
// "Built-in operators"): call_pure_packed, shape_of, null_value, print,
// assert_op, make_closure, invoke_closure, tensor_to_shape, shape_to_tensor.
// Values a callee returns (a PackedFunc through call_pure_packed, a closure
// through invoke_closure) are checked against the call's sinfo_args, the
// StructInfo inference gave the call.
#include "semantics/ops/builtin_kernels.h"

#include <fmt/format.h>

#include "semantics/ir/expr.h"
#include "semantics/ops/op_attrs.h"
#include "semantics/ops/op_helpers.h"
#include "semantics/value/match_value.h"
#include "semantics/value/print_format.h"

namespace rxv::sem {

namespace {

EvalOr<Value> checked_result(EvalOr<Value> out, const CallNode& call, KernelContext& ctx,
                             const std::string& what) {
  if (!out.ok()) return out;
  if (StructInfo declared = sinfo_args_result(call)) {
    EvalStatus st = ctx.check_value(*out, declared, what);
    if (!st.ok()) return st.error();
  }
  return out;
}

EvalOr<Value> call_pure_packed(const CallNode& call, const std::vector<Value>& args,
                               KernelContext& ctx) {
  if (args.empty()) return ctx.error(EvalErrorKind::kTypeError, "call_pure_packed needs a callee");
  std::vector<Value> rest(args.begin() + 1, args.end());
  std::string what = "the result of call_pure_packed";
  if (const PackedFuncValue* f = args[0].as_packed_func())
    what = fmt::format("the result of PackedFunc \"{}\"", f->name);
  return checked_result(ctx.call(args[0], std::move(rest)), call, ctx, what);
}

EvalOr<Value> shape_of(const CallNode&, const std::vector<Value>& args, KernelContext& ctx) {
  const Tensor* t = args.empty() ? nullptr : args[0].as_tensor();
  if (!t) return ctx.error(EvalErrorKind::kTypeError, "relax.shape_of needs a tensor");
  return Value(ShapeValue{t->shape});
}

EvalOr<Value> print(const CallNode& call, const std::vector<Value>& args, KernelContext& ctx) {
  auto format = read_attr<std::string>(call, "format", "", ctx); // empty: each value
  if (!format) return format.error();
  EvalOr<std::string> text = python_format(*format, args);
  if (!text.ok()) return ctx.error(text.error().kind, "relax.print: " + text.error().message);
  ctx.effects().push_back(Effect{"print", std::move(*text), *format, args});
  return make_tuple_value({});
}

EvalOr<Value> assert_op(const CallNode& call, const std::vector<Value>& args, KernelContext& ctx) {
  if (args.empty())
    return ctx.error(EvalErrorKind::kTypeError, "relax.assert_op needs a condition");
  bool cond;
  if (const Tensor* t = args[0].as_tensor(); t && t->ndim() == 0 && t->dtype.is_bool()) {
    cond = t->get_int(0) != 0;
  } else if (const PrimScalar* p = args[0].as_prim(); p && p->dtype.is_bool()) {
    cond = p->i != 0;
  } else {
    return ctx.error(EvalErrorKind::kTypeError,
                     fmt::format("relax.assert_op: the condition must be a bool scalar, got {}",
                                 describe_value(args[0])));
  }
  if (cond) return make_tuple_value({});
  std::vector<Value> rest(args.begin() + 1, args.end());
  auto format = read_attr<std::string>(call, "format", "", ctx);
  if (!format) return format.error();
  const std::string& f = *format;
  EvalOr<std::string> text = python_format(f, rest);
  if (!text.ok()) return ctx.error(text.error().kind, "relax.assert_op: " + text.error().message);
  std::string message =
      f.empty() ? (rest.empty() ? std::string("Assertion Failed") : "Assertion Failed: " + *text)
                : *text;
  return ctx.error(EvalErrorKind::kAssertFailed, message);
}

/// make_closure(f, (v1, ..., vk)): f's last k parameters bound to the values
/// (lambda lifting's form: TVM's LambdaLift appends the captured variables to the
/// lifted function's parameters, and its VM's make_closure binds them after the
/// call's own arguments, VMClosure::BindLastArgs).
EvalOr<Value> make_closure(const CallNode&, const std::vector<Value>& args, KernelContext& ctx) {
  const ClosureValue* f = args.size() == 2 ? args[0].as_closure() : nullptr;
  const TupleValue* captured = args.size() == 2 ? args[1].as_tuple() : nullptr;
  if (!f || f->is_prim_func() || !captured)
    return ctx.error(EvalErrorKind::kTypeError,
                     "relax.make_closure needs a Relax function and a tuple of "
                     "captured values");
  auto c = std::make_shared<ClosureValue>(*f);
  c->bound_args.insert(c->bound_args.end(), captured->fields.begin(), captured->fields.end());
  size_t k = c->bound_args.size();
  if (k > c->fn->params.size())
    return ctx.error(EvalErrorKind::kTypeError,
                     fmt::format("relax.make_closure: {} captured values for a function of {} "
                                 "parameters",
                                 k, c->fn->params.size()));
  if (const auto* fs = as<FuncSInfo>(f->sinfo); fs && fs->params) {
    size_t extra = captured->fields.size();
    if (extra <= fs->params->size()) {
      std::vector<StructInfo> rest(fs->params->begin(), fs->params->end() - std::ptrdiff_t(extra));
      c->sinfo = make_func_sinfo(std::move(rest), fs->ret, fs->purity);
    }
  }
  return Value(std::shared_ptr<const ClosureValue>(std::move(c)));
}

EvalOr<Value> invoke_closure(const CallNode& call, const std::vector<Value>& args,
                             KernelContext& ctx) {
  const TupleValue* t = args.size() == 2 ? args[1].as_tuple() : nullptr;
  if (!t)
    return ctx.error(EvalErrorKind::kTypeError,
                     "relax.invoke_closure needs a closure and a tuple of arguments");
  return checked_result(ctx.call(args[0], t->fields), call, ctx,
                        "the result of relax.invoke_closure");
}

EvalOr<Value> tensor_to_shape(const CallNode&, const std::vector<Value>& args, KernelContext& ctx) {
  const Tensor* t = args.empty() ? nullptr : args[0].as_tensor();
  if (!t || t->ndim() != 1 || !t->dtype.is_integral() || t->dtype.is_bool())
    return ctx.error(EvalErrorKind::kTypeError,
                     fmt::format("relax.tensor_to_shape needs a 1-D integer tensor, got {}",
                                 args.empty() ? "nothing" : describe_value(args[0])));
  ShapeValue s;
  s.dims.reserve(size_t(t->shape[0]));
  for (int64_t i = 0; i < t->shape[0]; ++i) {
    int64_t v = t->get_int(i);
    if (v < 0) // negative, or a uint64 beyond int64
      return ctx.error(
          EvalErrorKind::kOther,
          fmt::format("relax.tensor_to_shape: element {} is {}, not a valid "
                      "dimension",
                      i,
                      t->dtype.is_uint() ? fmt::format("{}", uint64_t(v)) : fmt::format("{}", v)));
    s.dims.push_back(v);
  }
  return Value(std::move(s));
}

EvalOr<Value> shape_to_tensor(const CallNode&, const std::vector<Value>& args, KernelContext& ctx) {
  const ShapeValue* s = args.empty() ? nullptr : args[0].as_shape();
  if (!s) return ctx.error(EvalErrorKind::kTypeError, "relax.shape_to_tensor needs a shape");
  EvalOr<Tensor> t = ctx.alloc(DataType::Int(64), {int64_t(s->dims.size())});
  if (!t.ok()) return t.error();
  for (size_t i = 0; i < s->dims.size(); ++i) t->ptr<int64_t>()[i] = s->dims[i];
  return Value(std::move(*t));
}

} // namespace

Kernel kernel_call_pure_packed() { return call_pure_packed; }
Kernel kernel_shape_of() { return shape_of; }
Kernel kernel_null_value() {
  return [](const CallNode&, const std::vector<Value>&, KernelContext&) -> EvalOr<Value> {
    return Value(NullValue{});
  };
}
Kernel kernel_print() { return print; }
Kernel kernel_assert_op() { return assert_op; }
Kernel kernel_make_closure() { return make_closure; }
Kernel kernel_invoke_closure() { return invoke_closure; }
Kernel kernel_tensor_to_shape() { return tensor_to_shape; }
Kernel kernel_shape_to_tensor() { return shape_to_tensor; }

} // namespace rxv::sem
