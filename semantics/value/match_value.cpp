#include "semantics/value/match_value.h"

#include <fmt/format.h>

#include "semantics/script/printer.h"
#include "semantics/value/kernel.h"

namespace rxv::sem {

namespace {

constexpr int kMaxDiagnoseDepth = 256;

/// Why eval_prim found no value for `e` (called only after it failed): the
/// innermost failing node decides the kind.
EvalError diagnose_dim(const PrimExpr& e, const Assignment& a, SourceLoc loc, int depth) {
  auto err = [&](EvalErrorKind k, std::string m) { return EvalError{k, loc, std::move(m)}; };
  if (depth > kMaxDiagnoseDepth)
    return err(EvalErrorKind::kUnsupported, "shape expression nested too deeply to evaluate");
  switch (e->kind) {
  case PrimKind::kVar:
    return err(EvalErrorKind::kTypeError,
               fmt::format("shape variable {} is used before it is bound", e->name));
  case PrimKind::kIntImm:
    return err(EvalErrorKind::kOverflow,
               fmt::format("{} does not fit its dtype", print_prim_expr(e)));
  case PrimKind::kFloatImm:
  case PrimKind::kStringImm:
  case PrimKind::kBufferLoad:
  case PrimKind::kCall:
    return err(EvalErrorKind::kUnsupported,
               fmt::format("{} is not an integer expression the interpreter evaluates",
                           print_prim_expr(e)));
  default: break;
  }
  std::vector<int64_t> vals;
  for (const PrimExpr& op : e->operands) {
    auto v = eval_prim(op, a);
    if (!v) return diagnose_dim(op, a, loc, depth + 1);
    vals.push_back(*v);
  }
  bool division = e->kind == PrimKind::kDiv || e->kind == PrimKind::kMod ||
                  e->kind == PrimKind::kFloorDiv || e->kind == PrimKind::kFloorMod;
  if (division && vals.size() == 2 && vals[1] == 0)
    return err(EvalErrorKind::kDivisionByZero,
               fmt::format("division by zero in {}", print_prim_expr(e)));
  if (!e->dtype.is_integral())
    return err(EvalErrorKind::kUnsupported,
               fmt::format("{} is not an integer expression", print_prim_expr(e)));
  return err(EvalErrorKind::kOverflow,
             fmt::format("{} overflows {}", print_prim_expr(e), e->dtype.str()));
}

/// A failed check: the message without the `what` prefix (added once, at the
/// top).
struct Mismatch {
  EvalErrorKind kind = EvalErrorKind::kMatchCast;
  std::string message;
};
using MatchResult = std::optional<Mismatch>; // nullopt: conforms

MatchResult mismatch(const Value& v, const StructInfo& s, std::string reason = "") {
  std::string m = fmt::format("expected {}, got {}", print_struct_info(s), describe_value(v));
  if (!reason.empty()) m += ": " + reason;
  return Mismatch{EvalErrorKind::kMatchCast, std::move(m)};
}

class Matcher {
public:
  Matcher(MatchEnv& env, SourceLoc loc, bool bind_only)
      : env_(env), loc_(loc), bind_only_(bind_only) {}

  MatchResult match(const Value& v, const StructInfo& s) {
    if (!s) return std::nullopt;
    switch (s->kind) {
    case SInfoKind::kObject: return std::nullopt;
    case SInfoKind::kTensor: return match_tensor(v, static_cast<const TensorSInfo&>(*s), s);
    case SInfoKind::kDTensor: {
      // The interpreter is one worker: a DTensor's value is its global view, the whole tensor,
      // which exists only when no mesh dimension of several devices splits it.
      const auto& d = static_cast<const DTensorSInfo&>(*s);
      if (dtensor_is_split(d))
        return Mismatch{EvalErrorKind::kUnsupported,
                        fmt::format("{} is split over {} devices: a sharded DTensor cannot be "
                                    "evaluated in one process",
                                    print_struct_info(s), d.mesh->num_devices())};
      return match_tensor(v, *d.tensor, d.tensor);
    }
    case SInfoKind::kPrim: return match_prim(v, static_cast<const PrimSInfo&>(*s), s);
    case SInfoKind::kShape: return match_shape(v, static_cast<const ShapeSInfo&>(*s), s);
    case SInfoKind::kTuple: {
      const auto& t = static_cast<const TupleSInfo&>(*s);
      const TupleValue* tv = v.as_tuple();
      if (!tv) return mismatch(v, s);
      if (tv->fields.size() != t.fields.size())
        return mismatch(v, s,
                        fmt::format("{} fields, expected {}", tv->fields.size(), t.fields.size()));
      for (size_t i = 0; i < t.fields.size(); ++i) {
        if (MatchResult r = match(tv->fields[i], t.fields[i])) {
          r->message = fmt::format("field {}: {}", i, r->message);
          return r;
        }
      }
      return std::nullopt;
    }
    case SInfoKind::kFunc: return match_func(v, static_cast<const FuncSInfo&>(*s), s);
    }
    return mismatch(v, s);
  }

private:
  /// Matches one dimension: binds a lone unbound variable, else evaluates and
  /// compares.
  MatchResult match_dim(const PrimExpr& expected, int64_t actual, const Value& v,
                        const StructInfo& s, size_t index) {
    if (is_var(expected) && !env_.shape_vars->get(expected.get())) {
      env_.shape_vars->set(expected, actual);
      return std::nullopt;
    }
    if (bind_only_) return std::nullopt;
    EvalOr<int64_t> want = eval_dim(expected, *env_.shape_vars, loc_);
    if (!want.ok()) {
      // In a well-formed program every variable has a binding occurrence before
      // this check, so an unbound one means the value that should have bound it
      // did not match.
      if (want.error().kind == EvalErrorKind::kTypeError && env_.unbound_accepts_any)
        return std::nullopt;
      if (want.error().kind == EvalErrorKind::kTypeError)
        return mismatch(v, s,
                        fmt::format("cannot check dimension {}: {} (no matching value "
                                    "bound it)",
                                    index, want.error().message));
      return Mismatch{want.error().kind, want.error().message};
    }
    if (*want != actual) {
      if (is_int_imm(expected))
        return mismatch(v, s, fmt::format("dimension {} is {}, expected {}", index, actual, *want));
      return mismatch(v, s,
                      fmt::format("dimension {} is {}, but {} is {}", index, actual,
                                  print_prim_expr(expected), *want));
    }
    return std::nullopt;
  }

  MatchResult match_dims(const std::vector<PrimExpr>& expected, const std::vector<int64_t>& actual,
                         const Value& v, const StructInfo& s) {
    if (expected.size() != actual.size())
      return bind_only_ ? std::nullopt
                        : mismatch(v, s,
                                   fmt::format("{} dimensions, expected {}", actual.size(),
                                               expected.size()));
    for (size_t i = 0; i < expected.size(); ++i)
      if (MatchResult r = match_dim(expected[i], actual[i], v, s, i)) return r;
    return std::nullopt;
  }

  MatchResult match_tensor(const Value& v, const TensorSInfo& t, const StructInfo& s) {
    const Tensor* x = v.as_tensor();
    if (!x) return mismatch(v, s);
    if (t.ndim >= 0 && x->ndim() != t.ndim)
      return bind_only_ ? std::nullopt : mismatch(v, s, "wrong number of dimensions");
    if (!t.dtype.is_void() && x->dtype != t.dtype)
      return bind_only_ ? std::nullopt : mismatch(v, s, "wrong dtype");
    if (!t.shape) return std::nullopt;
    if (const auto* se = as<ShapeExprNode>(t.shape)) return match_dims(se->values, x->shape, v, s);
    if (const auto* var = as<VarNode>(t.shape)) {
      if (bind_only_ || !env_.vars) return std::nullopt;
      const Value* sv = env_.vars->find(var);
      const ShapeValue* shape = sv ? sv->as_shape() : nullptr;
      if (!shape)
        return Mismatch{EvalErrorKind::kTypeError,
                        fmt::format("the shape variable {} of {} is not bound to a shape",
                                    var->name, print_struct_info(s))};
      if (shape->dims != x->shape)
        return mismatch(v, s, fmt::format("{} is {}", var->name, format_shape(shape->dims)));
    }
    return std::nullopt;
  }

  MatchResult match_prim(const Value& v, const PrimSInfo& p, const StructInfo& s) {
    const PrimScalar* x = v.as_prim();
    if (!x) return mismatch(v, s);
    if (x->dtype != p.dtype) return bind_only_ ? std::nullopt : mismatch(v, s, "wrong dtype");
    if (!p.value) return std::nullopt;
    if (x->is_float()) {
      if (bind_only_) return std::nullopt;
      if (p.value->kind != PrimKind::kFloatImm)
        return Mismatch{
            EvalErrorKind::kUnsupported,
            fmt::format("cannot evaluate the float PrimValue {}", print_prim_expr(p.value))};
      if (p.value->float_value != x->f) return mismatch(v, s);
      return std::nullopt;
    }
    return match_dim(p.value, x->i, v, s, 0);
  }

  MatchResult match_shape(const Value& v, const ShapeSInfo& p, const StructInfo& s) {
    const ShapeValue* x = v.as_shape();
    if (!x) return mismatch(v, s);
    if (p.ndim >= 0 && int64_t(x->dims.size()) != p.ndim)
      return bind_only_ ? std::nullopt : mismatch(v, s, "wrong number of dimensions");
    if (!p.values) return std::nullopt;
    return match_dims(*p.values, x->dims, v, s);
  }

  /// Spec rule 6, with rxv's run-time StructInfo of closures: arity and purity
  /// are compared; the parameter and return StructInfo are not (they may
  /// mention the closure's own shape variables; each call checks them).
  MatchResult match_func(const Value& v, const FuncSInfo& f, const StructInfo& s) {
    if (bind_only_) return std::nullopt;
    const ClosureValue* c = v.as_closure();
    if (!f.derive_func.empty()) {
      if (!v.as_packed_func() && !c) return mismatch(v, s);
      return std::nullopt;
    }
    if (!f.params) {
      if (!c && !v.as_packed_func()) return mismatch(v, s);
      return std::nullopt;
    }
    if (!c) return mismatch(v, s);
    const auto* rt = as<FuncSInfo>(c->sinfo);
    if (!rt) return std::nullopt;
    if (rt->params && rt->params->size() != f.params->size())
      return mismatch(v, s,
                      fmt::format("the closure takes {} parameters, expected {}",
                                  rt->params->size(), f.params->size()));
    if (f.purity && !rt->purity) return mismatch(v, s, "the closure is impure");
    return std::nullopt;
  }

  MatchEnv& env_;
  SourceLoc loc_;
  bool bind_only_;
};

} // namespace

EvalOr<int64_t> eval_dim(const PrimExpr& e, const Assignment& shape_vars, SourceLoc loc) {
  if (!e) return EvalError{EvalErrorKind::kTypeError, loc, "missing shape dimension"};
  if (e->kind == PrimKind::kIntImm) return e->int_value;
  if (auto v = eval_prim(e, shape_vars)) return *v;
  return diagnose_dim(e, shape_vars, loc, 0);
}

EvalStatus match_value(const Value& v, const StructInfo& s, MatchEnv& env, SourceLoc loc,
                       std::string_view what) {
  Matcher m(env, loc, /*bind_only=*/false);
  if (MatchResult r = m.match(v, s))
    return EvalError{r->kind, loc, fmt::format("{}: {}", what, r->message)};
  return eval_ok();
}

void bind_lone_shape_vars(const Value& v, const StructInfo& s, MatchEnv& env) {
  Matcher m(env, {}, /*bind_only=*/true);
  (void)m.match(v, s);
}

std::string conformance_error(const Value& v, const StructInfo& s, const Assignment& known,
                              bool unbound_accepts_any) {
  Assignment a = known;
  MatchEnv env{&a, nullptr, unbound_accepts_any};
  Matcher m(env, {}, /*bind_only=*/false);
  MatchResult r = m.match(v, s);
  return r ? r->message : "";
}

bool value_conforms(const Value& v, const StructInfo& s) { return conformance_error(v, s).empty(); }

EvalStatus KernelContext::check_value(const Value& v, const StructInfo& s,
                                      const std::string& what) {
  Assignment a;
  MatchEnv env{&a, nullptr};
  return match_value(v, s, env, loc(), what);
}

std::string describe_value(const Value& v) {
  if (const Tensor* t = v.as_tensor())
    return fmt::format("a tensor of shape {} and dtype {}", format_shape(t->shape), t->dtype.str());
  if (const TupleValue* t = v.as_tuple())
    return fmt::format("a tuple of {} fields", t->fields.size());
  if (const ShapeValue* s = v.as_shape()) return fmt::format("the shape {}", format_shape(s->dims));
  if (const PrimScalar* p = v.as_prim()) {
    if (p->is_float()) return fmt::format("the PrimValue {} ({})", p->f, p->dtype.str());
    if (p->dtype.is_bool()) return fmt::format("the PrimValue {}", p->i ? "True" : "False");
    if (p->dtype.is_uint())
      return fmt::format("the PrimValue {} ({})", uint64_t(p->i), p->dtype.str());
    return fmt::format("the PrimValue {} ({})", p->i, p->dtype.str());
  }
  if (const StringValue* s = v.as_string()) return fmt::format("the string \"{}\"", s->value);
  if (const DataTypeValue* d = v.as_dtype()) return fmt::format("the dtype {}", d->value.str());
  if (const ClosureValue* c = v.as_closure()) {
    if (c->is_prim_func()) return fmt::format("the PrimFunc {}", c->global);
    if (!c->global.empty()) return fmt::format("the function {}", c->global);
    return "a closure";
  }
  if (const PackedFuncValue* p = v.as_packed_func())
    return fmt::format("the PackedFunc \"{}\"", p->name);
  if (const StorageValue* st = v.as_storage())
    return fmt::format("a storage of {} bytes", st->size());
  return "the null object";
}

} // namespace rxv::sem
