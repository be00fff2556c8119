#include "solver/tv_values.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <unordered_map>

#include "semantics/interp/interpreter.h"
#include "semantics/script/printer.h"
#include "semantics/value/match_value.h"
#include "semantics/value/random_inputs.h"
#include "semantics/value/refinement.h"

namespace rxv::solver {

using namespace sem;

/// Named, not anonymous: SourceRuns::Impl keeps runs in a field (-Wsubobject-linkage in a unity
/// batch, where this file is an included one).
namespace tv_detail {

/// One evaluation of a function.
struct FunctionRun {
  bool ok = false;
  Value value;
  EvalError error;
  EffectTrace effects;
  int64_t work = 0;
  /// With check_conformance: the first binding whose value does not conform to the StructInfo
  /// the module gives its variable (empty: none).
  std::string nonconforming;
};

} // namespace tv_detail

using tv_detail::FunctionRun;

namespace {

/// The refinement check of `rxv tv`: nullopt when `target` refines `source`, by the one rule of
/// semantics/value/refinement.h (an erring source allows anything; otherwise the same value and
/// the same effects in the same order).
std::optional<std::string> refinement_failure(const FunctionRun& source, const FunctionRun& target,
                                              const Tolerance& tol) {
  auto outcome = [](const FunctionRun& r) {
    return r.ok ? sem::RunOutcome::returned(r.value, r.effects)
                : sem::RunOutcome::erred(r.error.to_string(), r.effects);
  };
  sem::RunOutcome s = outcome(source), t = outcome(target);
  sem::Refinement ref = sem::check_refinement(s, t, tol);
  if (ref.holds()) return std::nullopt;
  return ref.why(s, t, "BEFORE", "AFTER");
}

/// Errors that say the interpreter could not judge, not that the program fails.
bool is_limitation(const EvalError& e) {
  return e.kind == EvalErrorKind::kUnsupported || e.kind == EvalErrorKind::kLimit ||
         e.kind == EvalErrorKind::kMissingFunc;
}

EvalOptions eval_options(const ValueTestOptions& o) {
  EvalOptions opts;
  // Memory for inputs of max_input_elements and what the kernels make of them (a 4096 x 4096
  // matmul result); time by work (the steps kernels charge, TIR iterations).
  opts.limits.max_total_bytes = int64_t{256} << 20;
  opts.limits.max_tensor_bytes = int64_t{64} << 20;
  // A step of a C++ kernel (an element, a multiply-add) costs a few ns, a TIR iteration (~0.1 us)
  // many: kernels get kStepsPerIteration steps for each unit of max_run_work.
  constexpr int64_t kStepsPerIteration = 16;
  opts.limits.max_steps = o.max_run_work * kStepsPerIteration;
  opts.limits.max_tir_iterations = o.max_run_work;
  return opts;
}

using Recorded = std::unordered_map<const VarNode*, Value>;

FunctionRun run(const TvModule& m, const std::string& fn, const std::vector<Value>& args,
                const ValueTestOptions& o, Recorded* bound = nullptr) {
  EvalOptions opts = eval_options(o);
  FunctionRun r;
  const InferResult* sinfo = o.check_conformance ? &m.inference : nullptr;
  if (bound || sinfo)
    opts.on_binding = [bound, sinfo, &r](const VarNode& var, const Value& v,
                                         const Assignment& shape_vars) {
      if (bound) bound->emplace(&var, v); // the first value only (a function may run again)
      if (!sinfo || !r.nonconforming.empty()) return;
      auto it = sinfo->var_sinfo.find(&var);
      if (it == sinfo->var_sinfo.end() || !it->second) return;
      // A shape variable the frame has not bound (closures capture only the shape variables
      // their text mentions, not those of inferred StructInfo) binds on first use as a lone
      // dimension, and accepts anything inside a compound one.
      std::string why = conformance_error(v, it->second, shape_vars, /*unbound_accepts_any=*/true);
      if (!why.empty())
        r.nonconforming = fmt::format("{} : {}: {}", var.name, print_struct_info(it->second), why);
    };
  Interpreter interp(m.mod, opts);
  EvalOr<Value> v = interp.call(fn, clone_tensors(args));
  r.ok = v.ok();
  if (r.ok)
    r.value = v.value();
  else
    r.error = v.error();
  r.effects = interp.effects();
  r.work = interp.work();
  return r;
}

void lone_var(const PrimExpr& e, std::vector<std::string>& out) {
  if (e && e->kind == PrimKind::kVar && std::find(out.begin(), out.end(), e->name) == out.end())
    out.push_back(e->name);
}

void shape_vars_of(const StructInfo& s, std::vector<std::string>& out, int depth = 0) {
  if (!s || depth > 32) return;
  if (const auto* t = as<TensorSInfo>(s)) {
    if (const auto* sh = as<ShapeExprNode>(t->shape))
      for (const auto& d : sh->values) lone_var(d, out);
  } else if (const auto* sh = as<ShapeSInfo>(s)) {
    if (sh->values)
      for (const auto& d : *sh->values) lone_var(d, out);
  } else if (const auto* p = as<PrimSInfo>(s)) {
    lone_var(p->value, out);
  } else if (const auto* tu = as<TupleSInfo>(s)) {
    for (const auto& f : tu->fields) shape_vars_of(f, out, depth + 1);
  }
}

/// The systematic shape bindings (see the header comment), without duplicates.
std::vector<ShapeBinding> shape_bindings(const std::vector<std::string>& vars,
                                         const ValueTestOptions& o) {
  std::vector<ShapeBinding> out = o.first_bindings;
  auto add = [&](ShapeBinding b) {
    if (std::find(out.begin(), out.end(), b) == out.end()) out.push_back(std::move(b));
  };
  const int64_t n = o.small_max + 1;
  const size_t k = vars.size();
  double product = std::pow(double(n), double(k));
  if (product <= o.max_small_bindings) {
    // Typical sizes first (2, 3, ...), then the edge cases 1 and 0.
    std::vector<int64_t> order;
    for (int64_t v = 2; v <= o.small_max; ++v) order.push_back(v);
    for (int64_t v : {int64_t{1}, int64_t{0}})
      if (v <= o.small_max) order.push_back(v);
    for (int64_t idx = 0; idx < int64_t(product); ++idx) {
      ShapeBinding b;
      int64_t rest = idx;
      for (size_t i = 0; i < k; ++i, rest /= n) b.emplace_back(vars[i], order[size_t(rest % n)]);
      add(std::move(b));
    }
  } else {
    for (int64_t v = o.small_max; v >= 0; --v) {
      ShapeBinding b;
      for (const auto& name : vars) b.emplace_back(name, v);
      add(std::move(b));
    }
    for (size_t off = 0; off < k && int(out.size()) < o.max_small_bindings; ++off)
      for (int64_t v : {int64_t{0}, int64_t{1}}) {
        ShapeBinding b;
        for (size_t i = 0; i < k; ++i) b.emplace_back(vars[i], i == off ? v : 2);
        add(std::move(b));
      }
  }
  SplitMix64 rng(o.seed ^ 0x7476); // "tv"
  for (int r = 0; r < o.random_bindings && k > 0; ++r) {
    ShapeBinding b;
    for (const auto& name : vars) b.emplace_back(name, rng.range(o.small_max + 1, o.large_max));
    add(std::move(b));
  }
  return out;
}

int64_t elements(const std::vector<Value>& args) {
  int64_t n = 0;
  for (const Value& v : args)
    if (const Tensor* t = v.as_tensor()) n += t->num_elements();
  return n;
}

bool has_float_tensor(const std::vector<Value>& args) {
  return std::any_of(args.begin(), args.end(), [](const Value& v) {
    return v.as_tensor() && v.as_tensor()->dtype.is_float();
  });
}

/// Fills every tensor (and PrimValue) argument by `cls` (the random class keeps random_inputs'
/// values; the normal class redraws float elements from a normal distribution, seeded by `seed`).
void fill(std::vector<Value>& args, const std::string& cls, uint64_t seed) {
  if (cls == "random") return; // random_inputs' own values
  SplitMix64 normal_draw(seed);
  RandomInputOptions normal;
  normal.float_normal = true;
  // No NaN: TIR does not say how min/max propagate it (LLVM's maxnum drops it, numpy keeps it),
  // so a NaN difference would judge the backend convention, not the pass.
  static const double kSpecial[] = {std::numeric_limits<double>::infinity(),
                                    -std::numeric_limits<double>::infinity(),
                                    -0.0,
                                    1.0,
                                    -2.5,
                                    0.5};
  for (Value& v : args) {
    if (const PrimScalar* p = v.as_prim(); p && (cls == "zeros" || cls == "ones")) {
      PrimScalar c = *p;
      c.i = cls == "ones";
      c.f = double(c.i);
      v = Value(c);
      continue;
    }
    const Tensor* t = v.as_tensor();
    if (!t) continue;
    Tensor c = t->clone();
    for (int64_t i = 0; i < c.num_elements(); ++i) {
      if (cls == "zeros")
        c.dtype.is_float() ? c.set_float(i, 0.0) : c.set_int(i, 0);
      else if (cls == "ones")
        c.dtype.is_float() ? c.set_float(i, 1.0) : c.set_int(i, 1);
      else if (cls == "special" && c.dtype.is_float())
        c.set_float(i, kSpecial[i % 6]);
      else if (cls == "normal" && c.dtype.is_float())
        c.set_float(i, draw_float(normal_draw, normal));
    }
    v = Value(c);
  }
}

/// The first corresponding binding whose values differ on `args` (both runs re-made).
std::string first_difference(const TvModule& before, const TvModule& after,
                             const FunctionPair& pair, const BindingMap& map,
                             const std::vector<Value>& args, const ValueTestOptions& o) {
  Recorded rb, ra;
  run(before, pair.name, args, o, &rb);
  run(after, pair.after_name, args, o, &ra);
  for (const auto& [va, vb] : map.ordered) {
    auto ib = rb.find(vb);
    auto ia = ra.find(va);
    if (ib == rb.end() || ia == ra.end()) continue;
    if (auto m = compare_values(ib->second, ia->second, o.tolerance))
      return fmt::format("AFTER's {} (BEFORE's {}): {}", va->name, vb->name,
                         m->to_string("BEFORE", "AFTER"));
  }
  return "";
}

std::string binding_str(const ShapeBinding& b) {
  std::string out;
  for (const auto& [n, v] : b) out += fmt::format("{}={},", n, v);
  return out;
}

/// What identifies a case's inputs and BEFORE's run on them (SourceRuns' key).
std::string case_key(const std::string& fn, const RandomInputOptions& ro, const std::string& cls) {
  return fmt::format("{}|{}|{}|{}|{}|{}|{}|{}|{}", fn, ro.seed, binding_str(ro.bind), ro.min_dim,
                     ro.max_dim, ro.int_range, ro.float_step, ro.void_dtype.str(), cls);
}

/// The cases' input options: the caller's plans, or the systematic shape bindings and, when
/// BEFORE errs on every one of those, the equal-dims retries (from index `*systematic` on).
std::vector<RandomInputOptions> case_inputs(const std::vector<std::string>& vars,
                                            const ValueTestOptions& o, size_t* systematic) {
  if (!o.input_plans.empty()) {
    *systematic = o.input_plans.size();
    return o.input_plans;
  }
  std::vector<ShapeBinding> bindings = shape_bindings(vars, o);
  if (bindings.empty()) bindings.emplace_back();
  *systematic = bindings.size();
  // Parameters without a shape (R.Tensor, R.Tensor(ndim=4)) get random dims that rarely fit
  // together: when BEFORE errs on every systematic case, retry with every free dim equal (1, 2, 3:
  // shapes that broadcast, channels that match), shape variables included; then, for parameters
  // without a dtype (float32 by default), with the integer dtypes of R.const(1) and shapes.
  for (int64_t k = 1; k <= 5; ++k) {
    ShapeBinding b;
    for (const auto& name : vars) b.emplace_back(name, std::min<int64_t>(k, 3));
    bindings.push_back(std::move(b));
  }
  std::vector<RandomInputOptions> out;
  for (size_t bi = 0; bi < bindings.size(); ++bi) {
    RandomInputOptions ro;
    ro.seed = o.seed * 131 + bi;
    ro.bind = bindings[bi];
    if (bi >= *systematic) {
      int64_t retry = int64_t(bi - *systematic);
      ro.min_dim = ro.max_dim = std::min<int64_t>(retry + 1, 3);
      if (retry >= 3) ro.void_dtype = retry == 3 ? DataType::Int(32) : DataType::Int(64);
    }
    out.push_back(std::move(ro));
  }
  return out;
}

std::vector<std::string> value_classes(bool all, bool has_float, const ValueTestOptions& o) {
  std::vector<std::string> classes = {"random"};
  if (!all) return classes;
  classes.insert(classes.end(), {"zeros", "ones"});
  if (has_float) classes.push_back("normal");
  if (o.special_floats && has_float) classes.push_back("special");
  return classes;
}

} // namespace

/// BEFORE's inputs and runs by case (case_key).
struct SourceRuns::Impl {
  struct Inputs {
    std::vector<Value> args;
    ShapeBinding shape; ///< the signature shape variables' values
  };
  std::unordered_map<std::string, Inputs> inputs;
  std::unordered_map<std::string, FunctionRun> runs;
};

SourceRuns::SourceRuns() : impl_(std::make_unique<Impl>()) {}
SourceRuns::~SourceRuns() = default;

std::vector<std::string> signature_shape_vars(const FunctionNode& fn) {
  std::vector<std::string> out;
  for (const auto& p : fn.params) shape_vars_of(p->sinfo, out);
  return out;
}

ValueTestResult test_values(const TvModule& before, const TvModule& after, const FunctionPair& pair,
                            const BindingMap& map, const ValueTestOptions& options,
                            SourceRuns* cache) {
  ValueTestResult r;
  auto undecided = [&](std::string why) {
    ++r.undecided;
    if (r.undecided_reason.empty()) r.undecided_reason = std::move(why);
  };
  SourceRuns local;
  SourceRuns::Impl& memo = *(cache ? cache : &local)->impl_;
  std::vector<std::string> vars = signature_shape_vars(*pair.before);
  // The assumed variables are fixed in every case: the cases vary the others.
  ShapeBinding assumed;
  for (const auto& a : options.assumed)
    if (std::find(vars.begin(), vars.end(), a.first) != vars.end()) assumed.push_back(a);
  for (const auto& a : assumed) vars.erase(std::find(vars.begin(), vars.end(), a.first));
  size_t systematic = 0;
  std::vector<RandomInputOptions> cases = case_inputs(vars, options, &systematic);
  std::vector<std::string> params;
  for (const auto& p : pair.before->params) params.push_back(p->name);
  bool has_float = false;
  for (size_t bi = 0; bi < cases.size(); ++bi) {
    if (bi == systematic && (r.compared > 0 || r.source_errors == 0)) break;
    const bool all_classes = int(bi) < options.class_bindings;
    if (r.work >= options.max_total_work) {
      // The budget is spent: what is left is counted, not run.
      if (bi < systematic)
        r.budget_skipped += int(value_classes(all_classes, has_float, options).size());
      continue;
    }
    RandomInputOptions ro = cases[bi];
    ro.max_elements = options.max_input_elements;
    for (const auto& [name, value] : assumed) {
      auto it = std::find_if(ro.bind.begin(), ro.bind.end(),
                             [&](const auto& b) { return b.first == name; });
      if (it != ro.bind.end())
        it->second = value;
      else
        ro.bind.emplace_back(name, value);
    }
    const std::string input_key = case_key(pair.name, ro, "");
    auto made_it = memo.inputs.find(input_key);
    if (made_it == memo.inputs.end()) {
      Assignment shape;
      auto made = random_inputs(*pair.before, ro, &shape);
      if (!made) {
        undecided(fmt::format("no inputs for {}: {}", pair.name, made.errors().front().message));
        continue;
      }
      SourceRuns::Impl::Inputs in{std::move(*made), {}};
      for (const auto& [var, value] : shape.entries())
        if (var && var->kind == PrimKind::kVar) in.shape.emplace_back(var->name, value);
      made_it = memo.inputs.emplace(input_key, std::move(in)).first;
    }
    const std::vector<Value>& made = made_it->second.args;
    has_float = has_float_tensor(made);
    std::vector<std::string> classes = value_classes(all_classes, has_float, options);
    // A run over max_run_work: the other classes of the binding do as much work.
    bool over_limit = false;
    for (size_t ci = 0; ci < classes.size(); ++ci) {
      const std::string& cls = classes[ci];
      if (over_limit) {
        r.undecided += int(classes.size() - ci);
        break;
      }
      if (r.work >= options.max_total_work) {
        r.budget_skipped += int(classes.size() - ci);
        break;
      }
      std::vector<Value> args = made;
      fill(args, cls, ro.seed);
      r.work += elements(args);
      const std::string key = case_key(pair.name, ro, cls);
      auto src_it = memo.runs.find(key);
      if (src_it == memo.runs.end())
        src_it = memo.runs.emplace(key, run(before, pair.name, args, options)).first;
      const FunctionRun& src = src_it->second;
      r.work += src.work;
      if (!src.ok) {
        over_limit = src.error.kind == EvalErrorKind::kLimit;
        if (is_limitation(src.error))
          undecided("BEFORE: " + src.error.to_string());
        else
          ++r.source_errors;
        continue;
      }
      FunctionRun tgt = run(after, pair.after_name, args, options);
      r.work += tgt.work;
      if (!tgt.ok && is_limitation(tgt.error)) {
        over_limit = tgt.error.kind == EvalErrorKind::kLimit;
        undecided("AFTER: " + tgt.error.to_string());
        continue;
      }
      std::optional<std::string> why = refinement_failure(src, tgt, options.tolerance);
      // Special floats reach corners that IEEE and C leave open (inf cast to an integer, inf - inf
      // after a reassociation): a different value there is no verdict on the pass. An AFTER that
      // errs where BEFORE does not still is.
      if (why && cls == "special" && tgt.ok) {
        undecided("special floats: " + *why);
        continue;
      }
      ++r.compared;
      // AFTER's annotations are a contract where BEFORE's own run keeps BEFORE's.
      const bool nonconforming = !why && !tgt.nonconforming.empty() && src.nonconforming.empty();
      if (nonconforming)
        why =
            "a value of AFTER does not conform to its variable's StructInfo: " + tgt.nonconforming;
      if (!why) continue;
      // Re-checked: a fresh pair of runs must show the same failure before it is reported.
      FunctionRun again_src = run(before, pair.name, args, options);
      FunctionRun again_tgt = run(after, pair.after_name, args, options);
      const bool reproduced =
          nonconforming ? again_tgt.nonconforming == tgt.nonconforming
                        : refinement_failure(again_src, again_tgt, options.tolerance) == why;
      if (!reproduced) {
        undecided("a difference that did not reproduce: " + *why);
        continue;
      }
      ValueCase c{pair.name, made_it->second.shape, cls, params, args};
      r.nonconforming = nonconforming;
      r.counterexample = ValueCounterexample{
          std::move(c), *why, first_difference(before, after, pair, map, args, options)};
      return r;
    }
  }
  return r;
}

} // namespace rxv::solver
