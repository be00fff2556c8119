// Halide lowerings of the creation family (semantics/ops/creation.cpp): zeros, ones and full of
// a literal shape, zeros_like / ones_like / full_like of a tensor's shape, arange of literal
// PrimValues, tril / triu with a literal k, and astype. A fill value converts to the dtype as
// astype does (convert(): floats truncate toward zero; NaN, infinities and out-of-range give 0).
#include <cmath>

#include "backends/halide/lowering.h"
#include "semantics/ops/op_attrs.h"

namespace rxv::halide {

namespace {

using Halide::Expr;
using sem::DataType;

/// A tensor of `shape` whose every element is `value` (already of dtype's compute type).
LTensor constant_tensor(const std::string& name, DataType dtype, std::vector<Expr> shape,
                        Expr value) {
  LTensor r;
  r.func = fresh_func(name);
  r.dtype = dtype;
  r.shape = std::move(shape);
  define(r.func, make_vars(r.ndim()), value);
  return r;
}

Expr f64(double v) { return Halide::Internal::make_const(Halide::Float(64), v); }

LowerResult lower_filled(const sem::CallNode& call, const std::vector<Operand>& args, int value,
                         bool like, const std::string& name, LowerContext& ctx) {
  std::vector<Expr> shape;
  std::optional<DataType> dtype = dtype_attr(call, "dtype");
  if (like) {
    const LTensor* x = tensor_arg(args, 0);
    if (!x) return std::string("the argument is not a tensor");
    shape = x->shape;
    if (!dtype) dtype = x->dtype;
  } else {
    if (args.empty()) return std::string("no shape");
    auto ext = literal_extents(args[0], ctx);
    if (auto* why = std::get_if<std::string>(&ext)) return *why;
    shape = std::get<0>(ext);
  }
  if (!dtype || !compute_type(*dtype)) return std::string("no supported dtype");
  return constant_tensor(name, *dtype, shape,
                         literal(PrimLiteral{DataType::Int(64), value, 0, Expr()}, *dtype));
}

LowerResult lower_full(const sem::CallNode& call, const std::vector<Operand>& args, bool like,
                       const std::string& name, LowerContext& ctx) {
  const LTensor* fill = tensor_arg(args, 1);
  if (!fill || fill->ndim() != 0) return std::string("the fill value is not a 0-d tensor");
  std::vector<Expr> shape;
  std::optional<DataType> dtype = dtype_attr(call, "dtype");
  if (like) {
    const LTensor* x = tensor_arg(args, 0);
    if (!x) return std::string("the argument is not a tensor");
    shape = x->shape;
    if (!dtype) dtype = x->dtype;
  } else {
    auto ext = literal_extents(args[0], ctx);
    if (auto* why = std::get_if<std::string>(&ext)) return *why;
    shape = std::get<0>(ext);
    if (!dtype) dtype = fill->dtype;
  }
  if (!compute_type(*dtype)) return std::string("no supported dtype");
  return constant_tensor(name, *dtype, shape, convert(fill->dtype, *dtype, fill->func()));
}

/// The length of an integer arange, ceil((end - start) / step) clamped at 0, for Int(64) values
/// that may be run-time ones (arange's integer literals are, RunTimeValues::float_literals);
/// "" or why it is not lowered (a zero step errors; a length past Halide's range).
std::string int_arange_length(Expr start, Expr end, Expr step, LowerContext& ctx, Expr* n) {
  // |values| <= 2^62 keeps end - start and the rounding below from overflowing.
  const Expr big = Expr(int64_t{1} << 62);
  Expr small =
      start >= -big && start <= big && end >= -big && end <= big && step >= -big && step <= big;
  if (std::string why = ctx.covered_if(step != 0 && small,
                                       "a zero step errors, or a value past 2^62 (left to the "
                                       "interpreter)");
      !why.empty())
    return why;
  Expr diff = end - start;
  // Halide's integer division rounds toward -inf: ceil(d / s) = (d + s - 1) / s for s > 0, and
  // (-d - s - 1) / -s for s < 0.
  Expr q = Halide::select(step > 0, (diff + step - 1) / Halide::max(step, 1),
                          (-diff - step - 1) / Halide::max(-step, 1));
  q = Halide::max(q, Expr(int64_t{0}));
  if (std::string why = ctx.covered_if(q <= INT32_MAX, "the length is out of Halide's range");
      !why.empty())
    return why;
  *n = Halide::cast(Halide::Int(32), q);
  return "";
}

LowerResult lower_arange(const sem::CallNode& call, const std::vector<Operand>& args,
                         LowerContext& ctx) {
  if (args.size() != 3) return std::string("arange takes three PrimValues");
  bool all_int = true;
  for (const auto& a : args) {
    if (!a.prim) return std::string("arange is lowered for literal PrimValues only");
    all_int = all_int && !a.prim->is_float();
  }
  auto val = [](const PrimLiteral& p) { return p.is_float() ? p.f : double(p.i); };
  const PrimLiteral &start = *args[0].prim, &end = *args[1].prim, &step = *args[2].prim;
  DataType dtype =
      dtype_attr(call, "dtype").value_or(all_int ? DataType::Int(64) : DataType::Float(32));
  if (!compute_type(dtype)) return std::string("no supported dtype");
  Expr n;
  if (all_int) {
    Expr s = literal(start, DataType::Int(64)), st = literal(step, DataType::Int(64));
    if (std::string why = int_arange_length(s, literal(end, DataType::Int(64)), st, ctx, &n);
        !why.empty())
      return why;
    LTensor r;
    r.func = fresh_func("relax.arange");
    r.dtype = dtype;
    r.shape = {n};
    Halide::Var i("i0");
    Expr i64 = Halide::cast(Halide::Int(64), i);
    Expr v;
    if (dtype.is_float()) {
      // start + step * i in the result dtype (TOPI).
      Halide::Type ct = *compute_type(dtype);
      Expr sf = round_to(dtype, Halide::cast(ct, Halide::cast(Halide::Float(64), s)));
      Expr stf = round_to(dtype, Halide::cast(ct, Halide::cast(Halide::Float(64), st)));
      v = round_to(dtype, sf + round_to(dtype, stf * round_to(dtype, Halide::cast(ct, i))));
    } else {
      v = convert(DataType::Int(64), dtype, wrap_add(s, wrap_mul(st, i64)));
    }
    r.func(i) = v;
    return r;
  }
  // A float literal: the values are compiled in (their length needs a float ceil).
  if (val(step) == 0) return std::string("a zero step errors (left to the interpreter)");
  double len = std::ceil((val(end) - val(start)) / val(step));
  if (std::isnan(len) || len > INT32_MAX) return std::string("the length is NaN or too large");
  LTensor r;
  r.func = fresh_func("relax.arange");
  r.dtype = dtype;
  r.shape = {Expr(static_cast<int32_t>(len <= 0 ? 0 : int64_t(len)))};
  Halide::Var i("i0");
  Expr v;
  if (dtype.is_float()) {
    // start + step * i in the result dtype (TOPI).
    Halide::Type ct = *compute_type(dtype);
    Expr s = round_to(dtype, Halide::cast(ct, f64(val(start))));
    Expr st = round_to(dtype, Halide::cast(ct, f64(val(step))));
    v = round_to(dtype, s + round_to(dtype, st * round_to(dtype, Halide::cast(ct, i))));
  } else {
    Expr d = f64(val(start)) + f64(val(step)) * Halide::cast(Halide::Float(64), i);
    v = convert(DataType::Float(64), dtype, d);
  }
  r.func(i) = v;
  return r;
}

LowerResult lower_trilu(const sem::CallNode& call, const std::vector<Operand>& args, bool lower,
                        LowerContext& ctx) {
  const LTensor* x = tensor_arg(args, 0);
  if (!x || x->ndim() < 2) return std::string("needs a tensor of at least 2 dimensions");
  Expr k = Expr(int_attr(call, "k").value_or(0));
  if (args.size() > 1) {
    if (!args[1].prim || args[1].prim->is_float()) return std::string("k is not a literal int");
    k = literal(*args[1].prim, DataType::Int(64)); // maybe a run-time value
  }
  if (std::string why =
          ctx.covered_if(k <= INT32_MAX && k >= -INT32_MAX, "k is out of Halide's range");
      !why.empty())
    return why;
  LTensor r;
  r.func = fresh_func(lower ? "relax.tril" : "relax.triu");
  r.dtype = x->dtype;
  r.shape = x->shape;
  auto v = make_vars(x->ndim());
  auto idx = as_exprs(v);
  Expr diff = Halide::cast(Halide::Int(64), idx[x->ndim() - 1]) -
              Halide::cast(Halide::Int(64), idx[x->ndim() - 2]);
  Expr keep = lower ? diff <= k : diff >= k;
  Expr e = x->at(idx);
  define(r.func, v, Halide::select(keep, e, Halide::Internal::make_zero(e.type())));
  return r;
}

} // namespace

void register_creation_lowerings(LoweringRegistry& r) {
  r.add(
      "relax.astype",
      [](const sem::CallNode& call, const std::vector<Operand>& args,
         LowerContext&) -> LowerResult {
        const LTensor* x = tensor_arg(args, 0);
        auto to = dtype_attr(call, "dtype");
        if (!x || !to || !compute_type(*to))
          return std::string("astype needs a tensor and a dtype");
        LTensor r = remap("relax.astype", *x, x->shape, [&](const std::vector<Expr>& idx) {
          return convert(x->dtype, *to, x->at(idx));
        });
        r.dtype = *to;
        return r;
      },
      RunTimeValues{false, {}, true});
  for (auto [op, value, like] : {std::tuple{"relax.zeros", 0, false},
                                 {"relax.ones", 1, false},
                                 {"relax.zeros_like", 0, true},
                                 {"relax.ones_like", 1, true}}) {
    std::string name = op;
    int v = value;
    bool l = like;
    // zeros / ones: the shape at run time; the _like ops: x's shape, element by element.
    RunTimeValues values{false, {}, l};
    values.shapes = !l;
    r.add(
        name,
        [name, v, l](const sem::CallNode& call, const std::vector<Operand>& args,
                     LowerContext& ctx) { return lower_filled(call, args, v, l, name, ctx); },
        values);
  }
  RunTimeValues full_values;
  full_values.shapes = true;
  r.add(
      "relax.full",
      [](const sem::CallNode& call, const std::vector<Operand>& args, LowerContext& ctx) {
        return lower_full(call, args, false, "relax.full", ctx);
      },
      full_values);
  r.add(
      "relax.full_like",
      [](const sem::CallNode& call, const std::vector<Operand>& args, LowerContext& ctx) {
        return lower_full(call, args, true, "relax.full_like", ctx);
      },
      RunTimeValues{false, {}, true});
  // Integer literals at run time; a call with a float one keeps its values compiled in.
  RunTimeValues arange_values{true, {}};
  arange_values.float_literals = false;
  r.add(
      "relax.arange",
      [](const sem::CallNode& call, const std::vector<Operand>& args, LowerContext& ctx) {
        return lower_arange(call, args, ctx);
      },
      arange_values);
  r.add(
      "relax.tril",
      [](const sem::CallNode& call, const std::vector<Operand>& args, LowerContext& ctx) {
        return lower_trilu(call, args, true, ctx);
      },
      RunTimeValues{true, {}});
  r.add(
      "relax.triu",
      [](const sem::CallNode& call, const std::vector<Operand>& args, LowerContext& ctx) {
        return lower_trilu(call, args, false, ctx);
      },
      RunTimeValues{true, {}});
}

} // namespace rxv::halide
