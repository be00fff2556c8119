// Calls (relax_spec_full.md, Detailed Semantics rule 12): operators through
// their reference kernels (OpDef::kernel), closures and module functions with
// the signature check of "Checking Structural Information at the Start and End
// of a Function", PackedFuncs through the registry, and PrimFuncs called
// directly.
#include <fmt/format.h>

#include <algorithm>

#include "semantics/interp/interp_impl.h"
#include "semantics/ops/op_helpers.h"
#include "semantics/ops/op_table.h"

namespace rxv::sem {

namespace {

/// The C++ stack bounds the call depth whatever the configured limit: each Relax call costs a
/// handful of interpreter frames (about 3 KiB in a release build, measured by
/// InterpreterEval.DeepRecursionIsCappedWhateverTheConfiguredLimit), so 1000 calls stay well
/// inside a default 8 MiB stack, sanitizer builds included.
constexpr int kHardMaxCallDepth = 1000;

/// A non-owning PrimExpr for a captured shape variable's node (the module owns
/// the node and outlives the run; Assignment identifies variables by node
/// address).
PrimExpr unowned(const PrimExprNode* p) { return PrimExpr(PrimExpr(), p); }

} // namespace

EvalOr<Value> Interpreter::Impl::eval_call(const CallNode& call) {
  if (const auto* op = as<OpNode>(call.op)) return eval_op_call(call, op->name);
  EvalOr<Value> callee = eval(call.op);
  if (!callee.ok()) return callee;
  std::vector<Value> args;
  args.reserve(call.args.size());
  for (const Expr& a : call.args) {
    EvalOr<Value> v = eval(a);
    if (!v.ok()) return v;
    args.push_back(std::move(*v));
  }
  if (const PackedFuncValue* f = callee->as_packed_func()) {
    // A direct PackedFunc call (call_packed) is impure: the call itself is a
    // visible effect, unless the function is an op's lowering that records the op's effects.
    if (!registry_->is_op_lowering(f->name)) effects_.push_back(Effect{"call", f->name});
  }
  return call_value(*callee, std::move(args), call.loc, &call);
}

namespace {

constexpr int64_t kBigWork = int64_t{1} << 62; // sums of element counts stop growing here

/// Elements of a tensor, or of the tensors directly in a tuple: the work an op call is charged
/// for reading or writing them.
int64_t top_elements(const Value& v) {
  if (const Tensor* t = v.as_tensor()) return t->num_elements();
  int64_t n = 0;
  if (const TupleValue* tup = v.as_tuple())
    for (const Value& f : tup->fields)
      if (const Tensor* t = f.as_tensor()) n = std::min(n + t->num_elements(), kBigWork);
  return n;
}

} // namespace

EvalOr<Value> Interpreter::Impl::eval_op_call(const CallNode& call, const std::string& op_name) {
  const OpDef* def = OpTable::get().find(op_name);
  if (!def)
    return error(EvalErrorKind::kUnsupported, call.loc,
                 fmt::format("unknown operator {}", op_name));
  if (!def->kernel)
    return error(EvalErrorKind::kUnsupported, call.loc,
                 fmt::format("the operator {} has no reference kernel", op_name));
  std::vector<Value> args;
  args.reserve(call.args.size());
  for (const Expr& a : call.args) {
    EvalOr<Value> v = eval(a);
    if (!v.ok()) return v;
    args.push_back(std::move(*v));
  }
  if (def->reads_contents) {
    for (size_t i = 0; i < args.size(); ++i)
      if (std::string e = first_undefined_element(args[i]); !e.empty())
        return error(EvalErrorKind::kUninitialized, call.loc,
                     fmt::format("{} reads {} of argument {}, which nothing has written (an "
                                 "allocation's contents are undefined until written)",
                                 op_name, e, i));
  }
  SourceLoc saved = loc_;
  loc_ = call.loc;
  // The step budget: the operands' elements before the kernel runs, the result's after.
  int64_t in_elements = 0;
  for (const Value& a : args) in_elements = std::min(in_elements + top_elements(a), kBigWork);
  EvalStatus charged = charge(in_elements + 1);
  if (!charged.ok()) {
    loc_ = saved;
    return charged.error();
  }
  EvalOr<Value> out = def->kernel(call, args, *this);
  if (out.ok()) charged = charge(top_elements(*out));
  loc_ = saved;
  if (!charged.ok()) return charged.error();
  if (!out.ok() && !out.error().loc.known()) {
    EvalError e = out.error();
    e.loc = call.loc;
    return e;
  }
  return out;
}

EvalOr<Value> Interpreter::Impl::call_value(const Value& callee, std::vector<Value> args,
                                            SourceLoc at, const CallNode* call) {
  if (const ClosureValue* c = callee.as_closure()) {
    if (c->is_prim_func()) {
      // Spec rule 12.2.3: a PrimFunc called directly runs on (and mutates) its
      // arguments.
      SourceLoc saved = loc_;
      loc_ = at;
      EvalOr<Value> out = call_prim_func_value(c->global, args);
      loc_ = saved;
      return out;
    }
    return call_closure(callee, *c, std::move(args), at);
  }
  if (const PackedFuncValue* f = callee.as_packed_func()) return call_packed(*f, args, at, call);
  return error(EvalErrorKind::kTypeError, at,
               fmt::format("cannot call {}: not a function", describe_value(callee)));
}

std::string Interpreter::Impl::closure_name(const ClosureValue& c) {
  return c.global.empty() ? "the closure" : c.global;
}

// Recursion goes through here: the work is split into non-inlined steps so that the frame that
// stays on the stack for the body's evaluation is small.
EvalOr<Value> Interpreter::Impl::call_closure(const Value& callee, const ClosureValue& c,
                                              std::vector<Value> args, SourceLoc at) {
  Frame frame;
  EvalStatus entered = enter_closure(callee, c, args, at, frame);
  if (!entered.ok()) return entered.error();
  CallScope scope(*this, &frame);
  EvalStatus bound = bind_params(*c.fn, c, args, at);
  if (!bound.ok()) return bound.error();
  EvalOr<Value> result = eval(c.fn->body);
  if (!result.ok() || !c.fn->ret_sinfo) return result;
  EvalStatus checked = check_return(c, *result, at);
  if (!checked.ok()) return checked.error();
  return result;
}

EvalStatus Interpreter::Impl::enter_closure(const Value& callee, const ClosureValue& c,
                                            std::vector<Value>& args, SourceLoc at, Frame& frame) {
  int max_depth = std::min(options_.limits.max_call_depth, kHardMaxCallDepth);
  if (depth_ >= max_depth)
    return error(EvalErrorKind::kLimit, at,
                 fmt::format("call depth limit {} reached calling {}", max_depth, closure_name(c)));
  if (EvalStatus st = charge(1, at); !st.ok()) return st.error();
  if (!c.fn) return error(EvalErrorKind::kTypeError, at, "a closure without a function");
  for (const auto& [var, value] : c.captured) frame.vars.emplace(var, value);
  for (const auto& [var, value] : c.shape_vars) frame.shape_vars.set(unowned(var), value);
  if (c.self) frame.vars.emplace(c.self, callee);
  // make_closure's captured values are the last arguments (TVM's VM: BindLastArgs).
  if (!c.bound_args.empty()) args.insert(args.end(), c.bound_args.begin(), c.bound_args.end());
  return eval_ok();
}

EvalStatus Interpreter::Impl::check_return(const ClosureValue& c, const Value& result,
                                           SourceLoc at) {
  const StructInfo& ret = c.fn->ret_sinfo;
  MatchEnv env = match_env();
  SourceLoc ret_at = ret->loc.known() ? ret->loc : at;
  EvalStatus st = match_value(result, ret, env, ret_at, "");
  if (st.ok()) return st;
  EvalError e = st.error();
  e.message = fmt::format("the return value of {}{}", closure_name(c), e.message);
  return e;
}

EvalStatus Interpreter::Impl::bind_params(const FunctionNode& fn, const ClosureValue& c,
                                          const std::vector<Value>& args, SourceLoc at) {
  if (args.size() != fn.params.size())
    return error(EvalErrorKind::kTypeError, at,
                 fmt::format("{} takes {} arguments, but the call passes {}", closure_name(c),
                             fn.params.size(), args.size()));
  MatchEnv env = match_env();
  // Phase one: lone shape variables, from any parameter, in any order.
  for (size_t i = 0; i < args.size(); ++i)
    if (fn.params[i]->sinfo) bind_lone_shape_vars(args[i], fn.params[i]->sinfo, env);
  // Phase two: MatchCast of each argument, left to right.
  for (size_t i = 0; i < args.size(); ++i) {
    const VarNode& p = *fn.params[i];
    if (p.sinfo) {
      EvalStatus st = match_value(args[i], p.sinfo, env, at, "");
      if (!st.ok()) {
        EvalError e = st.error();
        e.message = fmt::format("argument {} ({}) of {}{}", i, p.name, closure_name(c), e.message);
        return e;
      }
    }
    frame_->vars.insert_or_assign(&p, args[i]);
  }
  return eval_ok();
}

EvalOr<Value> Interpreter::Impl::call_packed(const PackedFuncValue& f,
                                             const std::vector<Value>& args, SourceLoc at,
                                             const CallNode* call) {
  const PackedFunc* fn = registry_->find(f.name);
  if (!fn)
    return error(EvalErrorKind::kMissingFunc, at,
                 fmt::format("no PackedFunc named \"{}\" is registered", f.name));
  int max_depth = std::min(options_.limits.max_call_depth, kHardMaxCallDepth);
  if (depth_ >= max_depth)
    return error(EvalErrorKind::kLimit, at,
                 fmt::format("call depth limit {} reached calling \"{}\"", max_depth, f.name));
  SourceLoc saved = loc_;
  loc_ = at;
  ++depth_;
  EvalOr<Value> out = (*fn)(args, *this);
  --depth_;
  loc_ = saved;
  if (!out.ok()) return out;
  // The PackedFunc is outside Relax: its result is checked against what the
  // call declares, so that what StructInfo inference derived from sinfo_args
  // holds.
  if (call) {
    if (StructInfo declared = sinfo_args_result(*call)) { // the StructInfo its result must have
      MatchEnv env = match_env();
      EvalStatus st = match_value(*out, declared, env, at, "");
      if (!st.ok()) {
        EvalError e = st.error();
        e.message = fmt::format("the result of PackedFunc \"{}\"{}", f.name, e.message);
        return e;
      }
    }
  }
  return out;
}

} // namespace rxv::sem
