// Shared pieces of the op lowerings: dtype mapping, wrapping arithmetic, broadcasting and
// attribute access (through the op table's one decoder, read_attr, so every layer reads a call's
// attributes identically).
#include <atomic>
#include <cmath>

#include "backends/halide/lowering.h"

#include "semantics/ops/op_attrs.h"
#include "semantics/ops/op_table.h"

namespace rxv::halide {

using Halide::Expr;
using sem::DataType;

Expr LTensor::at(const std::vector<Expr>& idx) const {
  std::vector<Expr> rev(idx.rbegin(), idx.rend());
  return func(rev);
}

std::optional<Halide::Type> storage_type(DataType t) {
  if (t.lanes != 1) return std::nullopt;
  if (t.is_bool()) return Halide::UInt(8);
  if (t.is_int() && (t.bits == 8 || t.bits == 16 || t.bits == 32 || t.bits == 64))
    return Halide::Int(t.bits);
  if (t.is_uint() && (t.bits == 8 || t.bits == 16 || t.bits == 32 || t.bits == 64))
    return Halide::UInt(t.bits);
  if (t.code == DataType::Code::kFloat && (t.bits == 16 || t.bits == 32 || t.bits == 64))
    return Halide::Float(t.bits);
  return std::nullopt;
}

std::optional<Halide::Type> compute_type(DataType t) {
  auto s = storage_type(t);
  if (!s) return std::nullopt;
  if (t.is_bool()) return Halide::Bool();
  if (s->is_float() && s->bits() == 16) return Halide::Float(32);
  return s;
}

Expr round_to(DataType t, Expr e) {
  if (t.code == DataType::Code::kFloat && t.bits == 16) {
    // Halide's float32 -> float16 conversion turns NaN into an infinity: NaN is kept apart.
    // Zeros are kept apart too (exact in float16), so that -0 keeps its sign.
    Expr r = Halide::cast(Halide::Float(32), Halide::cast(Halide::Float(16), e));
    return Halide::select(is_nan_strict(e) || e == Halide::Internal::make_zero(e.type()),
                          Halide::cast(Halide::Float(32), e), r);
  }
  return e;
}

Expr convert(DataType from, DataType to, Expr e) {
  if (from == to) return e;
  Halide::Type ct = *compute_type(to);
  if (to.is_bool()) return e != Halide::Internal::make_zero(e.type());
  if (from.is_bool()) return Halide::cast(ct, Halide::select(e, 1, 0));
  if (from.is_float() && !to.is_float()) {
    // As the interpreter's cast_elem (semantics/ops/kernel_helpers.h): truncate toward zero,
    // saturate out of range, NaN gives 0 (C++ leaves those undefined; the spec does not).
    // NaN must give 0. Halide assumes floats are never NaN: it dropped is_nan here, rewrote
    // a >= b as !(a < b) and merged the selects into one conversion (x86 gives INT64_MIN for
    // NaN). So NaN is tested on the bits, an integer test nothing can drop, and the ordered
    // comparisons are strict: for doubles d > nextafter(hi, 0) is d >= hi, and
    // d < nextafter(lo - 1, inf) is d <= lo - 1.
    Expr d = Halide::cast(Halide::Float(64), e);
    int bits = ct.bits();
    double lo = to.is_uint() ? 0.0 : -std::ldexp(1.0, bits - 1);
    double hi = to.is_uint() ? std::ldexp(1.0, bits) : std::ldexp(1.0, bits - 1);
    Expr inside = d > Expr(lo - 1.0) && d < Expr(hi);
    Expr t = Halide::trunc(Halide::select(inside, d, Expr(0.0)));
    Expr in_range =
        Halide::cast(ct, Halide::cast(to.is_uint() ? Halide::UInt(64) : Halide::Int(64), t));
    return Halide::select(is_nan_bits(d), Halide::Internal::make_zero(ct),
                          d > Expr(std::nextafter(hi, 0.0)), ct.max(),
                          d < Expr(std::nextafter(lo - 1.0, hi)), ct.min(), in_range);
  }
  return round_to(to, Halide::cast(ct, e));
}

Expr literal(const PrimLiteral& p, DataType t) {
  Halide::Type ct = *compute_type(t);
  if (p.value.defined()) {
    // The same conversions as the constants below, done at run time (run_time_values.h).
    const Expr& v = p.value;
    if (t.is_bool()) return p.is_float() ? v != Expr(0.0) : v != Expr(int64_t{0});
    if (t.is_float())
      return round_to(t, Halide::cast(ct, p.is_float() ? v : Halide::cast(Halide::Float(64), v)));
    if (p.is_float()) return Halide::cast(ct, Halide::cast(Halide::Int(64), v));
    if (t.is_uint()) return Halide::cast(ct, Halide::reinterpret(Halide::UInt(64), v));
    return Halide::cast(ct, v);
  }
  if (t.is_bool()) return Halide::cast(Halide::Bool(), p.is_float() ? p.f != 0 : p.i != 0);
  if (t.is_float()) {
    double v = p.is_float() ? p.f : static_cast<double>(p.i);
    return round_to(t, Halide::cast(ct, Expr(v)));
  }
  if (p.is_float()) return Halide::cast(ct, Expr(static_cast<int64_t>(p.f)));
  if (t.is_uint()) return Halide::cast(ct, Halide::reinterpret(Halide::UInt(64), Expr(p.i)));
  return Halide::cast(ct, Expr(p.i));
}

namespace {
template <class F> Expr wrapped(Expr a, Expr b, F op) {
  Halide::Type t = a.type();
  if (!t.is_int()) return op(a, b);
  Halide::Type u = t.with_code(Halide::Type::UInt);
  return Halide::reinterpret(t, op(Halide::reinterpret(u, a), Halide::reinterpret(u, b)));
}
} // namespace

Expr wrap_add(Expr a, Expr b) {
  return wrapped(a, b, [](Expr x, Expr y) { return x + y; });
}
Expr wrap_sub(Expr a, Expr b) {
  return wrapped(a, b, [](Expr x, Expr y) { return x - y; });
}
Expr wrap_mul(Expr a, Expr b) {
  return wrapped(a, b, [](Expr x, Expr y) { return x * y; });
}

Expr is_nan_strict(Expr e) { return Halide::strict_float(Halide::is_nan(e)); }

Expr round_half_even(Expr x) {
  auto c = [&](double v) { return Halide::Internal::make_const(x.type(), v); };
  Expr f = Halide::floor(x);
  Expr diff = x - f; // exact: f is x's integer part below it
  Expr even = Halide::floor(f * c(0.5)) * c(2) == f;
  Expr up = f + c(1);
  Expr r = Halide::select(diff<c(0.5), f, diff> c(0.5), up, even, f, up);
  // A zero result keeps x's sign (round(-0.5) is -0.0, as numpy's); x * 0 is NaN for NaN.
  return Halide::strict_float(Halide::select(r == c(0), x * c(0), r));
}

Expr is_nan_bits(Expr e) {
  const int bits = e.type().bits();
  Halide::Type u = Halide::UInt(bits);
  const uint64_t sign = uint64_t{1} << (bits - 1);
  const uint64_t exponent = bits == 64 ? 0x7FF0000000000000 : bits == 32 ? 0x7F800000 : 0x7C00;
  Expr magnitude = Halide::reinterpret(u, e) & Halide::cast(u, Expr(sign - 1));
  return magnitude > Halide::cast(u, Expr(exponent));
}

Expr safe_exp(Expr x) {
  Halide::Type t = x.type();
  bool f64 = t.bits() == 64;
  auto c = [&](double v) { return Halide::Internal::make_const(t, v); };
  // ln of the largest finite value, and the point below which the result rounds to 0.
  Expr hi = c(f64 ? 709.782712893384 : 88.72283935546875);
  Expr lo = c(f64 ? -745.2 : -103.98);
  return Halide::select(is_nan_strict(x), x, x > hi, c(INFINITY), x < lo, c(0), Halide::exp(x));
}

Expr safe_erf(Expr x) {
  Halide::Type t = x.type();
  auto c = [&](double v) { return Halide::Internal::make_const(t, v); };
  // Halide's erf is float32 only, and its polynomial gives NaN for large |x| (erf is +-1 there
  // to within float64 precision beyond 6).
  Expr e = Halide::erf(Halide::cast(Halide::Float(32), x));
  if (t.bits() != 32) e = Halide::cast(t, e);
  return Halide::select(is_nan_strict(x), x, x > c(6), c(1), x < c(-6), c(-1), e);
}

Expr nan_max(Expr a, Expr b) {
  if (!a.type().is_float()) return Halide::max(a, b);
  return Halide::select(is_nan_strict(a), a, is_nan_strict(b), b, Halide::select(a < b, b, a));
}
Expr nan_min(Expr a, Expr b) {
  if (!a.type().is_float()) return Halide::min(a, b);
  return Halide::select(is_nan_strict(a), a, is_nan_strict(b), b, Halide::select(b < a, b, a));
}

std::vector<Halide::Var> make_vars(int n, const std::string& prefix) {
  std::vector<Halide::Var> v;
  for (int i = 0; i < n; ++i) v.emplace_back(prefix + std::to_string(i));
  return v;
}

void define(Halide::Func& f, const std::vector<Halide::Var>& vars, Expr value) {
  std::vector<Halide::Var> rev(vars.rbegin(), vars.rend());
  f(rev) = value;
}

std::vector<Expr> as_exprs(const std::vector<Halide::Var>& vars) {
  return std::vector<Expr>(vars.begin(), vars.end());
}

Expr elements(const std::vector<Expr>& shape) {
  Expr n = Expr(1);
  for (const auto& d : shape) n = n * d;
  return n;
}

LTensor remap(const std::string& name, const LTensor& x, std::vector<Expr> shape,
              const std::function<Expr(const std::vector<Expr>&)>& value) {
  LTensor r;
  r.func = fresh_func(name);
  r.dtype = x.dtype;
  r.shape = std::move(shape);
  auto v = make_vars(r.ndim(), "m");
  define(r.func, v, value(as_exprs(v)));
  return r;
}

Halide::Func fresh_func(const std::string& op_name) {
  static std::atomic<int> counter{0};
  std::string base = op_name.rfind("relax.", 0) == 0 ? op_name.substr(6) : op_name;
  for (char& c : base)
    if (c == '.') c = '_';
  return Halide::Func(base + "_" + std::to_string(counter++));
}

const LTensor* tensor_arg(const std::vector<Operand>& args, size_t i) {
  return i < args.size() && args[i].tensor ? &*args[i].tensor : nullptr;
}

std::vector<Expr> broadcast_shape(const std::vector<std::vector<Expr>>& shapes, LowerContext& ctx) {
  size_t n = 0;
  for (const auto& s : shapes) n = std::max(n, s.size());
  std::vector<Expr> out(n);
  for (size_t d = 0; d < n; ++d) {
    Expr dim;
    for (const auto& s : shapes) {
      if (s.size() + d < n) continue; // this operand has no dim here (implicit 1)
      Expr e = s[s.size() - n + d];
      if (!dim.defined()) {
        dim = e;
        continue;
      }
      ctx.require(dim == 1 || e == 1 || dim == e,
                  "operand shapes do not broadcast at dimension " + std::to_string(d));
      dim = Halide::select(dim == 1, e, dim);
    }
    out[d] = dim;
  }
  return out;
}

Expr broadcast_at(const LTensor& t, const std::vector<Expr>& out_idx) {
  size_t off = out_idx.size() - t.shape.size();
  std::vector<Expr> idx;
  // The checked broadcast leaves t's extent either 1 or the output's, so min(i, extent - 1) is
  // exact; unlike select(extent == 1, 0, i) it keeps the index a dense ramp once loop
  // partitioning (steered by likely) peels the clamp off: vector loads instead of gathers.
  // An empty operand (extent 0): the region Halide requires of it must stay empty ([0, -1]), or
  // its bounds check fails (the JIT fell back to the interpreter there; AOT code in bundles has
  // nothing to fall back to). The clamp alone gives [0, 0] or, once the simplifier has used a
  // reduction's loop bounds (min(r, max(n - 1, 0)) -> min(n - 1, r)), [-1, -1]. So the index is
  // promised to lie in [0, n - 1]: true of every access that runs, since the checked broadcast
  // leaves n either 1 (index 0) or the output's extent (index i < n), and n = 0 only with an
  // empty output, whose loops run no access.
  for (size_t d = 0; d < t.shape.size(); ++d) {
    Expr n = t.shape[d];
    Expr i = Halide::min(Halide::likely(out_idx[off + d]), Halide::max(n - 1, 0));
    idx.push_back(Halide::unsafe_promise_clamped(i, 0, n - 1));
  }
  return t.at(idx);
}

namespace {
/// The lowering layer's channel for an attribute the decoder cannot read: the call is not lowered
/// (the driver gives the message as the reason, and the interpreter runs the call).
template <class T> T lowered_attr(sem::AttrOr<T> r) {
  if (!r) throw AttrNotLowered(r.error().message());
  return std::move(*r);
}
} // namespace

std::variant<std::optional<std::vector<int>>, std::string>
axes_attr(const sem::CallNode& call, const std::string& name, int ndim) {
  auto axes = sem::read_attr<sem::OptIntList>(call, name);
  if (!axes) return axes.error().detail;
  if (!*axes) return std::optional<std::vector<int>>();
  std::vector<int> out;
  for (int64_t a : **axes) {
    int64_t n = a < 0 ? a + ndim : a;
    if (n < 0 || n >= ndim) return "axis " + std::to_string(a) + " is out of range";
    if (std::find(out.begin(), out.end(), int(n)) != out.end())
      return "axis " + std::to_string(a) + " is repeated";
    out.push_back(static_cast<int>(n));
  }
  return std::optional<std::vector<int>>(std::move(out));
}

std::string LowerContext::covered_if(Expr ok, std::string why) {
  Expr s = Halide::Internal::simplify(ok);
  if (Halide::Internal::is_const_zero(s)) return why;
  if (!Halide::Internal::is_const_one(s)) checks.push_back({s, {}, op_name + ": " + why, true});
  return "";
}

std::variant<std::vector<Expr>, std::string> literal_extents(const Operand& a, LowerContext& ctx) {
  if (!a.dims) return std::string("the shape is not a literal R.shape");
  std::vector<Expr> out;
  for (const Expr& d : *a.dims) {
    if (std::string why =
            ctx.covered_if(d >= 0 && d <= INT32_MAX, "a dim is out of Halide's range");
        !why.empty())
      return why;
    out.push_back(Halide::cast(Halide::Int(32), d));
  }
  return out;
}

Expr LowerContext::float_value(const sem::CallNode& call, const std::string& name,
                               double default_value) {
  double v = float_attr(call, name).value_or(default_value); // throws when misread
  if (run_time && LoweringRegistry::get().run_time_values(op_name).has_float_attr(name))
    return run_time->add_float_attr(binding, name, default_value);
  return Expr(v);
}

std::optional<int64_t> int_attr(const sem::CallNode& call, const std::string& name) {
  return lowered_attr(sem::read_attr<sem::OptInt>(call, name));
}

std::optional<double> float_attr(const sem::CallNode& call, const std::string& name) {
  return lowered_attr(sem::read_attr<std::optional<double>>(call, name));
}

bool bool_attr(const sem::CallNode& call, const std::string& name, bool default_value) {
  return lowered_attr(sem::read_attr(call, name, default_value));
}

std::string string_attr(const sem::CallNode& call, const std::string& name,
                        std::string default_value) {
  return lowered_attr(sem::read_attr(call, name, std::move(default_value)));
}

std::optional<DataType> dtype_attr(const sem::CallNode& call, const std::string& name) {
  return lowered_attr(sem::read_attr<std::optional<DataType>>(call, name));
}

std::optional<std::vector<int64_t>> int_list_attr(const sem::CallNode& call,
                                                  const std::string& name) {
  return lowered_attr(sem::read_attr<sem::OptIntList>(call, name));
}

} // namespace rxv::halide

namespace rxv::halide {

void schedule_elementwise(Halide::Func& f, int ndim, const Halide::Target& target) {
  if (ndim == 0) return;
  auto args = f.args(); // innermost first
  int vec = target.natural_vector_size(f.output_types()[0]);
  Halide::Var inner = args[0];
  if (ndim == 1) {
    Halide::Var xo("xo"), xi("xi");
    f.split(inner, xo, xi, vec * 1024, Halide::TailStrategy::GuardWithIf)
        .parallel(xo)
        .vectorize(xi, vec, Halide::TailStrategy::GuardWithIf);
    return;
  }
  f.vectorize(inner, vec, Halide::TailStrategy::GuardWithIf).parallel(args.back());
}

void schedule_root_reduction(Halide::Func& f, int ndim, const Halide::Target& target) {
  f.compute_root();
  if (ndim == 0) return;
  auto args = f.args();
  int vec = target.natural_vector_size(f.output_types()[0]);
  f.vectorize(args[0], vec, Halide::TailStrategy::GuardWithIf);
  if (ndim > 1) f.parallel(args.back());
  for (int u = 0; u < f.num_update_definitions(); ++u) {
    f.update(u).vectorize(args[0], vec, Halide::TailStrategy::GuardWithIf);
    if (ndim > 1) f.update(u).parallel(args.back());
  }
}

} // namespace rxv::halide
