// Big-step evaluation of Relax expressions and bindings (relax_spec_full.md,
// "Detailed Semantics", rules 1-13; structinfo-and-semantics.md, "Evaluation").
// Calls are in eval_call.cpp.
#include <fmt/format.h>

#include "semantics/interp/interp_impl.h"

namespace rxv::sem {

namespace {

/// The run-time StructInfo of a closure of `fn`: its parameters' and return
/// annotations (Object where absent) and its purity (spec: "RTSI ... so long as
/// MatchCast can verify the structure of a closure, including whether it is
/// pure").
StructInfo closure_sinfo(const FunctionNode& fn) {
  std::vector<StructInfo> params;
  params.reserve(fn.params.size());
  for (const Var& p : fn.params) params.push_back(p->sinfo ? p->sinfo : make_object_sinfo());
  return make_func_sinfo(std::move(params), fn.ret_sinfo ? fn.ret_sinfo : make_object_sinfo(),
                         fn.is_pure);
}

SourceLoc at_or(const ExprNode& e, SourceLoc fallback) { return e.loc.known() ? e.loc : fallback; }

} // namespace

// eval is recursive (a Relax call nests it several times), so it is a thin dispatcher: each
// case lives in its own non-inlined function and only the one taken costs stack.
EvalOr<Value> Interpreter::Impl::eval(const Expr& e) {
  if (!e) return error(EvalErrorKind::kTypeError, loc_, "missing expression");
  switch (e->kind) {
  case ExprKind::kConstant: return eval_constant(static_cast<const ConstantNode&>(*e));
  case ExprKind::kTuple: return eval_tuple(static_cast<const TupleNode&>(*e));
  case ExprKind::kVar:
  case ExprKind::kDataflowVar: {
    auto it = frame_->vars.find(static_cast<const VarNode*>(e.get()));
    if (it != frame_->vars.end()) return it->second;
    return eval_leaf(*e);
  }
  case ExprKind::kPrimValue: return eval_prim_value(static_cast<const PrimValueNode&>(*e));
  case ExprKind::kFunction:
    return eval_function(static_cast<const FunctionNode&>(*e), as_ref<FunctionNode>(e), nullptr);
  case ExprKind::kCall: return eval_call(static_cast<const CallNode&>(*e));
  case ExprKind::kIf: return eval_if(static_cast<const IfNode&>(*e));
  case ExprKind::kTupleGetItem:
    return eval_tuple_get_item(static_cast<const TupleGetItemNode&>(*e));
  case ExprKind::kSeqExpr: return eval_seq(static_cast<const SeqExprNode&>(*e));
  default: return eval_leaf(*e);
  }
}

EvalOr<Value> Interpreter::Impl::eval_tuple(const TupleNode& t) {
  std::vector<Value> fields;
  fields.reserve(t.fields.size());
  for (const Expr& f : t.fields) {
    EvalOr<Value> v = eval(f);
    if (!v.ok()) return v;
    fields.push_back(std::move(*v));
  }
  return make_tuple_value(std::move(fields));
}

EvalOr<Value> Interpreter::Impl::eval_if(const IfNode& i) {
  EvalOr<Value> c = eval(i.cond);
  if (!c.ok()) return c;
  bool cond;
  if (const Tensor* t = c->as_tensor(); t && t->ndim() == 0 && t->dtype.is_bool()) {
    cond = t->get_int(0) != 0;
  } else if (const PrimScalar* p = c->as_prim(); p && p->dtype.is_bool()) {
    cond = p->i != 0;
  } else {
    return error(
        EvalErrorKind::kTypeError, at_or(i, loc_),
        fmt::format("the condition of If must be a bool scalar, got {}", describe_value(*c)));
  }
  return eval(cond ? i.true_branch : i.false_branch);
}

EvalOr<Value> Interpreter::Impl::eval_tuple_get_item(const TupleGetItemNode& g) {
  EvalOr<Value> t = eval(g.tuple);
  if (!t.ok()) return t;
  const TupleValue* tv = t->as_tuple();
  if (!tv)
    return error(EvalErrorKind::kTypeError, at_or(g, loc_),
                 fmt::format("TupleGetItem needs a tuple, got {}", describe_value(*t)));
  if (g.index < 0 || g.index >= int64_t(tv->fields.size()))
    return error(EvalErrorKind::kIndexOutOfRange, at_or(g, loc_),
                 fmt::format("tuple index {} is out of range for a tuple of {} fields", g.index,
                             tv->fields.size()));
  return tv->fields[size_t(g.index)];
}

EvalOr<Value> Interpreter::Impl::eval_leaf(const ExprNode& e) {
  switch (e.kind) {
  case ExprKind::kVar:
  case ExprKind::kDataflowVar:
    return error(
        EvalErrorKind::kTypeError, at_or(e, loc_),
        fmt::format("variable {} is used before it is bound", static_cast<const VarNode&>(e).name));
  case ExprKind::kGlobalVar:
    return global_value(static_cast<const GlobalVarNode&>(e).name, at_or(e, loc_));
  case ExprKind::kShapeExpr: {
    const auto& s = static_cast<const ShapeExprNode&>(e);
    ShapeValue out;
    out.dims.reserve(s.values.size());
    for (const PrimExpr& p : s.values) {
      EvalOr<int64_t> d = eval_dim(p, frame_->shape_vars, at_or(e, loc_));
      if (!d.ok()) return d.error();
      out.dims.push_back(*d);
    }
    return Value(std::move(out));
  }
  case ExprKind::kStringImm: return Value(StringValue{static_cast<const StringImmNode&>(e).value});
  case ExprKind::kDataTypeImm:
    return Value(DataTypeValue{static_cast<const DataTypeImmNode&>(e).value});
  case ExprKind::kExternFunc: {
    const auto& f = static_cast<const ExternFuncNode&>(e);
    if (!registry_->find(f.global_symbol))
      return error(EvalErrorKind::kMissingFunc, at_or(e, loc_),
                   fmt::format("no PackedFunc named \"{}\" is registered", f.global_symbol));
    return Value(PackedFuncValue{f.global_symbol});
  }
  case ExprKind::kOp:
    return error(EvalErrorKind::kTypeError, at_or(e, loc_),
                 fmt::format("the operator {} is used as a value (it may only be called)",
                             static_cast<const OpNode&>(e).name));
  default: break;
  }
  return error(EvalErrorKind::kUnsupported, at_or(e, loc_),
               fmt::format("cannot evaluate a {} here", expr_kind_name(e.kind)));
}

EvalOr<Value> Interpreter::Impl::eval_seq(const SeqExprNode& seq) {
  for (const BindingBlock& block : seq.blocks) {
    for (const Binding& b : block.bindings) {
      EvalStatus st = eval_binding(b);
      if (!st.ok()) return st.error();
    }
  }
  return eval(seq.body);
}

EvalStatus Interpreter::Impl::eval_binding(const Binding& b) {
  if (EvalStatus st = charge(1, b.loc); !st.ok()) return st;
  const auto* fn = as<FunctionNode>(b.value);
  EvalOr<Value> v = fn && !b.is_match_cast
                        ? eval_function(*fn, as_ref<FunctionNode>(b.value), b.var.get())
                        : eval(b.value);
  if (!v.ok()) return v.error();
  return bind_value(b, std::move(*v));
}

EvalStatus Interpreter::Impl::bind_value(const Binding& b, Value v) {
  if (b.is_match_cast) {
    MatchEnv env = match_env();
    SourceLoc at = b.loc.known() ? b.loc : b.value ? b.value->loc : SourceLoc{};
    EvalStatus st = match_value(v, b.match_sinfo, env, at, "");
    if (!st.ok()) {
      EvalError e = st.error();
      e.message = fmt::format("R.match_cast of {}{}", b.var ? b.var->name : "_", e.message);
      return e;
    }
  }
  if (!b.var) return eval_ok();
  if (options_.on_binding) options_.on_binding(*b.var, v, frame_->shape_vars);
  frame_->vars.insert_or_assign(b.var.get(), std::move(v));
  return eval_ok();
}

EvalOr<Value> Interpreter::Impl::eval_function(const FunctionNode& fn, const Function& ref,
                                               const VarNode* self) {
  auto it = refs_.find(&fn);
  if (it == refs_.end()) it = refs_.emplace(&fn, collect_function_refs(fn)).first;
  const FunctionRefs& refs = it->second;
  auto c = std::make_shared<ClosureValue>();
  c->fn = ref;
  for (const VarNode* v : refs.relax_vars) {
    if (v == self) {
      c->self = self;
      continue;
    }
    if (v->is_dataflow()) continue; // never captured (spec rule 9)
    auto found = frame_->vars.find(v);
    if (found != frame_->vars.end()) c->captured.emplace_back(v, found->second);
  }
  for (const PrimExpr& s : refs.shape_vars)
    if (auto val = frame_->shape_vars.get(s.get())) c->shape_vars.emplace_back(s.get(), *val);
  c->sinfo = closure_sinfo(fn);
  return Value(std::shared_ptr<const ClosureValue>(std::move(c)));
}

EvalOr<Value> Interpreter::Impl::global_value(const std::string& name, SourceLoc at) {
  auto it = globals_.find(name);
  if (it != globals_.end()) return it->second;
  const GlobalFunc* f = mod_.find(name);
  if (!f)
    return error(EvalErrorKind::kMissingFunc, at,
                 fmt::format("the module has no function named {}", name));
  auto c = std::make_shared<ClosureValue>();
  c->global = name;
  if (f->is_relax()) {
    c->fn = f->relax;
    c->sinfo = closure_sinfo(*f->relax);
  } else {
    // A PrimFunc: opaque and impure (structinfo-and-semantics.md, "Derivation
    // rules").
    c->sinfo = make_func_sinfo(std::nullopt, make_tuple_sinfo({}), false);
  }
  Value v(std::shared_ptr<const ClosureValue>(std::move(c)));
  globals_.emplace(name, v);
  return v;
}

EvalOr<Value> Interpreter::Impl::eval_constant(const ConstantNode& c) {
  const NDArray& a = c.data;
  for (int64_t d : a.shape)
    if (d < 0) return error(EvalErrorKind::kTypeError, c.loc, "constant of negative dimension");
  SourceLoc saved = loc_;
  loc_ = c.loc;
  EvalOr<Tensor> t = alloc(a.dtype, a.shape);
  loc_ = saved;
  if (!t.ok()) return t.error();
  int64_t n = t->num_elements();
  bool is_float = a.dtype.is_float();
  if ((is_float ? int64_t(a.floats.size()) : int64_t(a.ints.size())) != n)
    return error(EvalErrorKind::kTypeError, c.loc,
                 fmt::format("constant has {} elements for shape of {} elements",
                             is_float ? a.floats.size() : a.ints.size(), n));
  for (int64_t i = 0; i < n; ++i) {
    if (is_float)
      t->set_float(i, a.floats[size_t(i)]);
    else
      t->set_int(i, a.ints[size_t(i)]);
  }
  return Value(std::move(*t));
}

EvalOr<Value> Interpreter::Impl::eval_prim_value(const PrimValueNode& p) {
  const PrimExpr& e = p.value;
  if (!e) return error(EvalErrorKind::kTypeError, p.loc, "PrimValue without a value");
  PrimScalar out;
  out.dtype = e->dtype;
  if (e->kind == PrimKind::kFloatImm) {
    out.f = e->float_value;
    return Value(out);
  }
  if (e->dtype.is_float())
    return error(EvalErrorKind::kUnsupported, p.loc,
                 "only literal float PrimValues are evaluated (float "
                 "arithmetic is not)");
  EvalOr<int64_t> v = eval_dim(e, frame_->shape_vars, p.loc);
  if (!v.ok()) return v.error();
  out.i = *v;
  return Value(out);
}

} // namespace rxv::sem
