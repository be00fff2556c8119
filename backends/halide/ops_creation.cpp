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

/// The literal dims of a shape operand as extents; the error text when out of Halide's range.
std::variant<std::vector<Expr>, std::string> literal_extents(const Operand& a) {
  if (!a.shape) return std::string("the shape is not a literal R.shape");
  std::vector<Expr> out;
  for (int64_t v : *a.shape) {
    if (v < 0 || v > INT32_MAX) return std::string("a dim is out of Halide's range");
    out.push_back(Expr(static_cast<int32_t>(v)));
  }
  return out;
}

Expr f64(double v) { return Halide::Internal::make_const(Halide::Float(64), v); }

LowerResult lower_filled(const sem::CallNode& call, const std::vector<Operand>& args, int value,
                         bool like, const std::string& name) {
  std::vector<Expr> shape;
  std::optional<DataType> dtype = dtype_attr(call, "dtype");
  if (like) {
    const LTensor* x = tensor_arg(args, 0);
    if (!x) return std::string("the argument is not a tensor");
    shape = x->shape;
    if (!dtype) dtype = x->dtype;
  } else {
    if (args.empty()) return std::string("no shape");
    auto ext = literal_extents(args[0]);
    if (auto* why = std::get_if<std::string>(&ext)) return *why;
    shape = std::get<0>(ext);
  }
  if (!dtype || !compute_type(*dtype)) return std::string("no supported dtype");
  return constant_tensor(name, *dtype, shape,
                         literal(PrimLiteral{DataType::Int(64), value, 0, Expr()}, *dtype));
}

LowerResult lower_full(const sem::CallNode& call, const std::vector<Operand>& args, bool like,
                       const std::string& name) {
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
    auto ext = literal_extents(args[0]);
    if (auto* why = std::get_if<std::string>(&ext)) return *why;
    shape = std::get<0>(ext);
    if (!dtype) dtype = fill->dtype;
  }
  if (!compute_type(*dtype)) return std::string("no supported dtype");
  return constant_tensor(name, *dtype, shape, convert(fill->dtype, *dtype, fill->func()));
}

LowerResult lower_arange(const sem::CallNode& call, const std::vector<Operand>& args) {
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
  if (val(step) == 0) return std::string("a zero step errors (left to the interpreter)");
  int64_t n;
  if (all_int) {
    __int128 diff = __int128(end.i) - start.i;
    __int128 q = diff / step.i, r = diff % step.i;
    if (r != 0 && ((r > 0) == (step.i > 0))) ++q;
    if (q > INT32_MAX) return std::string("the length is out of Halide's range");
    n = q < 0 ? 0 : int64_t(q);
  } else {
    double len = std::ceil((val(end) - val(start)) / val(step));
    if (std::isnan(len) || len > INT32_MAX) return std::string("the length is NaN or too large");
    n = len <= 0 ? 0 : int64_t(len);
  }
  LTensor r;
  r.func = fresh_func("relax.arange");
  r.dtype = dtype;
  r.shape = {Expr(static_cast<int32_t>(n))};
  Halide::Var i("i0");
  Expr i64 = Halide::cast(Halide::Int(64), i);
  Expr v;
  if (dtype.is_float()) {
    // start + step * i in the result dtype (TOPI).
    Halide::Type ct = *compute_type(dtype);
    Expr s = round_to(dtype, Halide::cast(ct, f64(val(start))));
    Expr st = round_to(dtype, Halide::cast(ct, f64(val(step))));
    v = round_to(dtype, s + round_to(dtype, st * round_to(dtype, Halide::cast(ct, i))));
  } else if (all_int) {
    v = convert(DataType::Int(64), dtype, wrap_add(Expr(start.i), wrap_mul(Expr(step.i), i64)));
  } else {
    Expr d = f64(val(start)) + f64(val(step)) * Halide::cast(Halide::Float(64), i);
    v = convert(DataType::Float(64), dtype, d);
  }
  r.func(i) = v;
  return r;
}

LowerResult lower_trilu(const sem::CallNode& call, const std::vector<Operand>& args, bool lower) {
  const LTensor* x = tensor_arg(args, 0);
  if (!x || x->ndim() < 2) return std::string("needs a tensor of at least 2 dimensions");
  int64_t k = int_attr(call, "k").value_or(0);
  if (args.size() > 1) {
    if (!args[1].prim || args[1].prim->is_float()) return std::string("k is not a literal int");
    k = args[1].prim->i;
  }
  if (k > INT32_MAX || k < -INT32_MAX) return std::string("k is out of Halide's range");
  LTensor r;
  r.func = fresh_func(lower ? "relax.tril" : "relax.triu");
  r.dtype = x->dtype;
  r.shape = x->shape;
  auto v = make_vars(x->ndim());
  auto idx = as_exprs(v);
  Expr diff = Halide::cast(Halide::Int(64), idx[x->ndim() - 1]) -
              Halide::cast(Halide::Int(64), idx[x->ndim() - 2]);
  Expr keep = lower ? diff <= Expr(k) : diff >= Expr(k);
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
    r.add(
        name,
        [name, v, l](const sem::CallNode& call, const std::vector<Operand>& args, LowerContext&) {
          return lower_filled(call, args, v, l, name);
        },
        RunTimeValues{false, {}, l}); // the _like ops: x's shape, element by element
  }
  r.add("relax.full", [](const sem::CallNode& call, const std::vector<Operand>& args,
                         LowerContext&) { return lower_full(call, args, false, "relax.full"); });
  r.add(
      "relax.full_like",
      [](const sem::CallNode& call, const std::vector<Operand>& args, LowerContext&) {
        return lower_full(call, args, true, "relax.full_like");
      },
      RunTimeValues{false, {}, true});
  r.add("relax.arange", [](const sem::CallNode& call, const std::vector<Operand>& args,
                           LowerContext&) { return lower_arange(call, args); });
  r.add("relax.tril", [](const sem::CallNode& call, const std::vector<Operand>& args,
                         LowerContext&) { return lower_trilu(call, args, true); });
  r.add("relax.triu", [](const sem::CallNode& call, const std::vector<Operand>& args,
                         LowerContext&) { return lower_trilu(call, args, false); });
}

} // namespace rxv::halide
