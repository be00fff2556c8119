// Halide lowerings of the nn family (semantics/ops/nn.cpp): relu, silu, leakyrelu and gelu (erf
// form) elementwise; softmax and log_softmax along an axis (max-subtracted, as TVM's topi);
// layer_norm over any set of axes. layer_norm computes in float64, as the interpreter's kernel
// does: the mean, then the variance around it (two passes), then (x - mean) / sqrt(var + epsilon) *
// gamma + beta, rounded to x's dtype.
#include "backends/halide/ops_nn_common.h"

namespace rxv::halide {

namespace {

using Halide::Expr;

LowerResult lower_softmax(const sem::CallNode& call, const std::vector<Operand>& args, bool log) {
  const LTensor* x = tensor_arg(args, 0);
  if (!x || !x->dtype.is_float() || x->ndim() == 0)
    return std::string("softmax needs a float tensor of rank >= 1");
  int64_t axis = int_attr(call, "axis").value_or(-1);
  if (axis < 0) axis += x->ndim();
  if (axis < 0 || axis >= x->ndim()) return std::string("axis out of range");
  int ax = static_cast<int>(axis);
  Halide::Type ct = *compute_type(x->dtype);
  auto v = make_vars(x->ndim(), "s");
  std::vector<Expr> idx = as_exprs(v);
  Halide::RDom r(0, x->shape[ax]);
  std::vector<Expr> ridx = idx;
  ridx[ax] = r;
  // max and sum over the axis, as Funcs of the other indices (the axis index is ignored).
  std::vector<Halide::Var> rv;
  std::vector<Expr> red_idx;
  for (int d = 0; d < x->ndim(); ++d)
    if (d != ax) rv.push_back(v[d]);
  Halide::Func mx = fresh_func("softmax_max"), sm = fresh_func("softmax_sum");
  define(mx, rv, Halide::cast(ct, -INFINITY));
  std::vector<Expr> rve = as_exprs(rv);
  std::vector<Expr> rve_rev(rve.rbegin(), rve.rend());
  std::vector<Halide::Var> rv_rev(rv.rbegin(), rv.rend());
  mx(rv_rev) = nan_max(mx(rve_rev), x->at(ridx));
  define(sm, rv, Halide::Internal::make_zero(ct));
  sm(rv_rev) = sm(rve_rev) + Halide::exp(x->at(ridx) - mx(rve_rev));
  LTensor out;
  out.func = fresh_func(log ? "relax.nn.log_softmax" : "relax.nn.softmax");
  out.dtype = x->dtype;
  out.shape = x->shape;
  Expr shifted = x->at(idx) - mx(rve_rev);
  Expr value = log ? shifted - Halide::log(sm(rve_rev)) : Halide::exp(shifted) / sm(rve_rev);
  define(out.func, v, round_to(x->dtype, value));
  int nd = x->ndim() - 1;
  out.schedule = [mx, sm, nd](Halide::Func*, const Halide::Target& t) mutable {
    schedule_root_reduction(mx, nd, t);
    schedule_root_reduction(sm, nd, t);
    return false;
  };
  return out;
}

Expr f64(double v) { return Halide::Internal::make_const(Halide::Float(64), v); }

LowerResult lower_gelu(const std::vector<Operand>& args) {
  const LTensor* x = tensor_arg(args, 0);
  if (!x || !x->dtype.is_float()) return std::string("gelu needs a float tensor");
  LTensor r;
  r.func = fresh_func("relax.nn.gelu");
  r.dtype = x->dtype;
  r.shape = x->shape;
  auto v = make_vars(x->ndim());
  Expr e = x->at(as_exprs(v));
  Halide::Type t = e.type();
  Expr c = Halide::Internal::make_const(t, 0.70710678118654752440);
  Expr erf = safe_erf(e * c);
  Expr half = Halide::Internal::make_const(t, 0.5), one = Halide::Internal::make_const(t, 1.0);
  define(r.func, v, round_to(x->dtype, half * e * (one + erf)));
  return r;
}

LowerResult lower_layer_norm(const sem::CallNode& call, const std::vector<Operand>& args,
                             LowerContext& ctx) {
  const LTensor* x = tensor_arg(args, 0);
  const LTensor* gamma = tensor_arg(args, 1);
  const LTensor* beta = tensor_arg(args, 2);
  if (!x || !gamma || !beta || !x->dtype.is_float())
    return std::string("layer_norm needs float data and tensor gamma, beta");
  int nd = x->ndim();
  auto axes_v = axes_attr(call, "axes", nd);
  if (auto* err = std::get_if<std::string>(&axes_v)) return *err;
  std::vector<int> axes = std::get<0>(axes_v).value_or(std::vector<int>{});
  bool scale = bool_attr(call, "scale", true), center = bool_attr(call, "center", true);
  int na = static_cast<int>(axes.size());
  for (const LTensor* p : {scale ? gamma : nullptr, center ? beta : nullptr}) {
    if (!p) continue;
    if (p->ndim() != na) return std::string("gamma / beta rank differs from the axes count");
    for (int k = 0; k < na; ++k)
      ctx.require(p->shape[k] == x->shape[axes[k]],
                  "gamma / beta shape differs from data's normalized axes");
  }
  if (call.attrs.find("epsilon") && !float_attr(call, "epsilon"))
    return std::string("epsilon is not a number");
  Expr eps = ctx.float_value(call, "epsilon", 1e-5);
  std::vector<bool> is_axis(nd, false);
  for (int a : axes) is_axis[a] = true;
  auto v = make_vars(nd, "n");
  std::vector<Expr> idx = as_exprs(v);
  std::vector<Halide::Var> keep; // row-major
  for (int d = 0; d < nd; ++d)
    if (!is_axis[d]) keep.push_back(v[d]);
  std::vector<Halide::Range> ranges;
  for (int a : axes) ranges.emplace_back(0, x->shape[a]);
  std::vector<Expr> ridx = idx;
  Expr count = Halide::cast(Halide::Float(64), 1);
  if (na > 0) {
    Halide::RDom r(ranges);
    for (int k = 0; k < na; ++k) ridx[axes[k]] = r[k];
  }
  for (int a : axes) count = count * Halide::cast(Halide::Float(64), x->shape[a]);
  count = Halide::max(count, f64(1));
  std::vector<Expr> keep_e = as_exprs(keep);
  std::vector<Expr> keep_rev(keep_e.rbegin(), keep_e.rend());
  std::vector<Halide::Var> keep_vrev(keep.rbegin(), keep.rend());
  auto to_f64 = [](Expr e) { return Halide::cast(Halide::Float(64), e); };
  Halide::Func sum = fresh_func("layer_norm_sum"), sq = fresh_func("layer_norm_sq");
  define(sum, keep, f64(0));
  sum(keep_vrev) = sum(keep_rev) + to_f64(x->at(ridx));
  Expr mean = sum(keep_rev) / count;
  define(sq, keep, f64(0));
  Expr dev = to_f64(x->at(ridx)) - mean;
  sq(keep_vrev) = sq(keep_rev) + dev * dev;
  Expr var = sq(keep_rev) / count;
  Expr y = (to_f64(x->at(idx)) - mean) / Halide::sqrt(var + eps);
  std::vector<Expr> pidx;
  for (int a : axes) pidx.push_back(idx[a]);
  auto param = [&](const LTensor* p) { return na == 0 ? to_f64(p->func()) : to_f64(p->at(pidx)); };
  if (scale) y = y * param(gamma);
  if (center) y = y + param(beta);
  LTensor out;
  out.func = fresh_func("relax.nn.layer_norm");
  out.dtype = x->dtype;
  out.shape = x->shape;
  define(out.func, v, round_to(x->dtype, Halide::cast(*compute_type(x->dtype), y)));
  int nk = static_cast<int>(keep.size());
  out.schedule = [sum, sq, nk](Halide::Func*, const Halide::Target& t) mutable {
    schedule_root_reduction(sum, nk, t);
    schedule_root_reduction(sq, nk, t);
    return false;
  };
  return out;
}

} // namespace

void register_nn_lowerings(LoweringRegistry& r) {
  r.add(
      "relax.nn.relu",
      [](const sem::CallNode&, const std::vector<Operand>& args, LowerContext&) -> LowerResult {
        const LTensor* x = tensor_arg(args, 0);
        if (!x || x->dtype.is_bool()) return std::string("relu needs a numeric tensor");
        return map_float("relax.nn.relu", *x, [](Expr e) {
          Expr z = Halide::Internal::make_zero(e.type());
          return e.type().is_float()
                     ? Halide::select(is_nan_strict(e), e, Halide::select(e < z, z, e))
                     : Halide::max(e, z);
        });
      },
      RunTimeValues{false, {}, true});
  r.add(
      "relax.nn.silu",
      [](const sem::CallNode&, const std::vector<Operand>& args, LowerContext&) -> LowerResult {
        const LTensor* x = tensor_arg(args, 0);
        if (!x || !x->dtype.is_float()) return std::string("silu needs a float tensor");
        return map_float("relax.nn.silu", *x, [](Expr e) {
          Expr one = Halide::Internal::make_one(e.type());
          return e * (one / (one + safe_exp(-e)));
        });
      },
      RunTimeValues{false, {}, true});
  r.add(
      "relax.nn.leakyrelu",
      [](const sem::CallNode& call, const std::vector<Operand>& args,
         LowerContext& ctx) -> LowerResult {
        const LTensor* x = tensor_arg(args, 0);
        if (!x || !x->dtype.is_float()) return std::string("leakyrelu needs a float tensor");
        if (call.attrs.find("alpha") && !float_attr(call, "alpha"))
          return std::string("alpha is not a number");
        Expr alpha = ctx.float_value(call, "alpha", 0.01);
        sem::DataType dtype = x->dtype;
        return map_float("relax.nn.leakyrelu", *x, [alpha, dtype](Expr e) {
          // alpha is a constant of x's dtype (float16: rounded to float16 first), as TOPI's.
          Expr a = round_to(dtype, Halide::cast(e.type(), alpha));
          return Halide::select(e > Halide::Internal::make_zero(e.type()), e, e * a);
        });
      },
      RunTimeValues{false, {"alpha"}, true});
  r.add("relax.nn.softmax", [](const sem::CallNode& call, const std::vector<Operand>& args,
                               LowerContext&) { return lower_softmax(call, args, false); });
  r.add("relax.nn.log_softmax", [](const sem::CallNode& call, const std::vector<Operand>& args,
                                   LowerContext&) { return lower_softmax(call, args, true); });
  r.add(
      "relax.nn.gelu",
      [](const sem::CallNode&, const std::vector<Operand>& args, LowerContext&) {
        return lower_gelu(args);
      },
      RunTimeValues{false, {}, true});
  r.add("relax.nn.layer_norm", lower_layer_norm, RunTimeValues{false, {"epsilon"}, false});
  r.exclude("relax.nn.batch_norm", "a tuple result (output, moving mean, moving var)");
}

} // namespace rxv::halide
