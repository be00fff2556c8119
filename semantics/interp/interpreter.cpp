// The interpreter's set-up and its KernelContext: allocation under the limits,
// PrimExpr evaluation under the current shape variables, calls back into Relax,
// PrimFunc calls.
#include "semantics/interp/interpreter.h"

#include <fmt/format.h>

#include "semantics/interp/interp_impl.h"
#include "semantics/interp/tir_interpreter.h"

namespace rxv::sem {

Interpreter::Impl::Impl(const IRModule& mod, EvalOptions options)
    : mod_(mod), options_(options),
      registry_(options.packed_funcs ? options.packed_funcs : &PackedFuncRegistry::builtins()) {
  frame_ = &top_frame_;
}

EvalOr<Tensor> Interpreter::Impl::alloc(DataType dtype, std::vector<int64_t> shape) {
  if (!is_tensor_dtype(dtype))
    return error(EvalErrorKind::kUnsupported, loc_,
                 fmt::format("tensors of dtype {} are not supported", dtype.str()));
  int64_t bytes = dtype.is_bool() ? 1 : dtype.bits / 8;
  for (int64_t d : shape) {
    if (d < 0)
      return error(EvalErrorKind::kLimit, loc_,
                   fmt::format("cannot allocate a tensor with the negative dimension {}", d));
    if (__builtin_mul_overflow(bytes, d, &bytes)) bytes = INT64_MAX;
  }
  const EvalLimits& lim = options_.limits;
  if (bytes > lim.max_tensor_bytes)
    return error(EvalErrorKind::kLimit, loc_,
                 fmt::format("a tensor of {} bytes exceeds the limit of {} bytes per tensor", bytes,
                             lim.max_tensor_bytes));
  if (*live_bytes_ > lim.max_total_bytes - bytes)
    return error(EvalErrorKind::kLimit, loc_,
                 fmt::format("allocating {} bytes exceeds the limit of {} live bytes", bytes,
                             lim.max_total_bytes));
  *live_bytes_ += bytes;
  Tensor t;
  t.dtype = dtype;
  t.shape = std::move(shape);
  std::shared_ptr<int64_t> counter = live_bytes_;
  t.data = std::shared_ptr<std::vector<std::byte>>(new std::vector<std::byte>(size_t(bytes)),
                                                   [counter, bytes](std::vector<std::byte>* p) {
                                                     *counter -= bytes;
                                                     delete p;
                                                   });
  return t;
}

EvalStatus Interpreter::Impl::charge(int64_t steps) {
  const int64_t max = options_.limits.max_steps;
  if (steps > max - steps_)
    return error(EvalErrorKind::kLimit, loc_,
                 fmt::format("the step limit of {} steps is exhausted ({} steps run, {} more "
                             "needed)",
                             max, steps_, steps));
  steps_ += steps;
  return eval_ok();
}

EvalStatus Interpreter::Impl::charge(int64_t steps, SourceLoc at) {
  EvalStatus st = charge(steps);
  if (st.ok()) return st;
  EvalError e = st.error();
  e.loc = at;
  return e;
}

EvalOr<int64_t> Interpreter::Impl::eval_int(const PrimExpr& e) {
  return eval_dim(e, frame_->shape_vars, loc_);
}

EvalOr<Value> Interpreter::Impl::call(const Value& callee, std::vector<Value> args) {
  return call_value(callee, std::move(args), loc_, nullptr);
}

// The one place the interpreter enters the TIR interpreter
// (semantics/interp/tir_interpreter.h).
EvalStatus Interpreter::Impl::call_prim_func(const std::string& name,
                                             const std::vector<Value>& args) {
  const GlobalFunc* f = mod_.find(name);
  if (!f || !f->tir)
    return error(EvalErrorKind::kMissingFunc, loc_,
                 fmt::format("the module has no PrimFunc named {}", name));
  return run_prim_func(*f->tir, args, options_.limits, tir_iterations_);
}

EvalOr<Value> Interpreter::Impl::call_prim_func_value(const std::string& name,
                                                      const std::vector<Value>& args) {
  const GlobalFunc* f = mod_.find(name);
  if (!f || !f->tir)
    return error(EvalErrorKind::kMissingFunc, loc_,
                 fmt::format("the module has no PrimFunc named {}", name));
  PrimScalar ret;
  EvalStatus st = run_prim_func(*f->tir, args, options_.limits, tir_iterations_, &ret);
  if (!st.ok()) return st.error();
  if (f->tir->ret_dtype.is_void()) return make_tuple_value({});
  return Value(ret);
}

EvalStatus Interpreter::Impl::check_value(const Value& v, const StructInfo& s,
                                          const std::string& what) {
  MatchEnv env = match_env();
  return match_value(v, s, env, loc_, what);
}

const Value* Interpreter::Impl::find(const VarNode* var) const {
  auto it = frame_->vars.find(var);
  return it == frame_->vars.end() ? nullptr : &it->second;
}

Interpreter::Interpreter(const IRModule& mod, EvalOptions options)
    : impl_(std::make_unique<Impl>(mod, options)) {}

Interpreter::~Interpreter() = default;

EvalOr<Value> Interpreter::call(const std::string& name, std::vector<Value> args) {
  const GlobalFunc* f = impl_->mod_.find(name);
  if (!f || !f->is_relax())
    return EvalError{EvalErrorKind::kMissingFunc,
                     {},
                     fmt::format("the module has no Relax function named {}", name)};
  EvalOr<Value> fn = impl_->global_value(name, f->loc);
  if (!fn.ok()) return fn.error();
  impl_->frame_ = &impl_->top_frame_;
  impl_->depth_ = 0;
  EvalOr<Value> out = impl_->call_value(*fn, std::move(args), f->loc, nullptr);
  // The caller reads what the function returns: contents nothing wrote are undefined (the
  // source of a refinement check erring there allows anything; a target erring is refuted).
  if (out.ok())
    if (std::string e = first_undefined_element(*out); !e.empty())
      return EvalError{EvalErrorKind::kUninitialized, f->loc,
                       fmt::format("{} returns a tensor whose {} nothing has written", name, e)};
  return out;
}

const EffectTrace& Interpreter::effects() const { return impl_->effects_; }

void Interpreter::clear_effects() { impl_->effects_.clear(); }

int64_t Interpreter::work() const { return impl_->steps_ + impl_->tir_iterations_; }

} // namespace rxv::sem
