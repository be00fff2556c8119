#include "semantics/value/random_inputs.h"

#include <fmt/format.h>

#include <algorithm>

#include "semantics/arith/eval.h"
#include "semantics/ir/node_cast.h"
#include "semantics/ir/shape_vars.h"

namespace rxv::sem {

double draw_float(Draw& draw, const RandomInputOptions& o) {
  if (o.float_normal) {
    // Irwin-Hall: the sum of 12 uniforms less 6 has mean 0 and variance 1, and is normal to
    // within 0.01 in distribution (tails cut at 6 sigma). Plain additions, not libm's log and
    // cos (Box-Muller), whose last bits differ between glibc's FMA and non-FMA variants.
    double z = -6.0;
    for (int k = 0; k < 12; ++k) z += draw.unit();
    return z * (o.float_range / 2);
  }
  if (o.float_step <= 0) return (2 * draw.unit() - 1) * o.float_range;
  auto steps = static_cast<int64_t>(o.float_range / o.float_step);
  return static_cast<double>(draw.range(-steps, steps)) * o.float_step;
}

namespace {

constexpr int kMaxTupleSInfoDepth = 64; // nesting of tuple StructInfo

class Drawer {
public:
  Drawer(const RandomInputOptions& o, Draw& rng, Assignment vars)
      : o_(o), rng_(rng), vars_(std::move(vars)) {}

  Expected<Value> draw(const StructInfo& s, const std::string& what, int depth) {
    if (!s || depth > kMaxTupleSInfoDepth) return fail(what, "has no StructInfo to draw from");
    if (auto* t = as<TensorSInfo>(s)) return tensor(*t, what);
    if (auto* d = as<DTensorSInfo>(s)) {
      // A DTensor's value is its global view, which one process holds only when unsplit.
      if (dtensor_is_split(*d)) return fail(what, "is a DTensor split over several devices");
      return tensor(*d->tensor, what);
    }
    if (auto* p = as<PrimSInfo>(s)) return prim(*p, what);
    if (auto* sh = as<ShapeSInfo>(s)) {
      ShapeValue v;
      if (sh->values) {
        for (const PrimExpr& d : *sh->values) {
          auto x = eval_prim(d, vars_);
          if (!x) return fail(what, "has a dimension that does not evaluate");
          v.dims.push_back(*x);
        }
      } else {
        int ndim = sh->ndim >= 0 ? sh->ndim : int(rng_.range(0, 3));
        for (int i = 0; i < ndim; ++i) v.dims.push_back(rng_.range(o_.min_dim, o_.max_dim));
      }
      return Value(std::move(v));
    }
    if (auto* tup = as<TupleSInfo>(s)) {
      std::vector<Value> fields;
      for (size_t i = 0; i < tup->fields.size(); ++i) {
        auto f = draw(tup->fields[i], fmt::format("{}[{}]", what, i), depth + 1);
        if (!f) return f;
        fields.push_back(std::move(*f));
      }
      return make_tuple_value(std::move(fields));
    }
    return fail(
        what, fmt::format("is a {}: no random value can be made for it", sinfo_kind_name(s->kind)));
  }

private:
  Expected<Value> fail(const std::string& what, std::string msg) {
    return Expected<Value>::failure(
        Diagnostic{Severity::kError, "", SourceLoc{}, fmt::format("{} {}", what, msg)});
  }

  Expected<Value> tensor(const TensorSInfo& t, const std::string& what) {
    std::vector<int64_t> shape;
    if (auto* se = as<ShapeExprNode>(t.shape)) {
      for (const PrimExpr& d : se->values) {
        auto x = eval_prim(d, vars_);
        if (!x || *x < 0)
          return fail(what, "has a dimension that does not evaluate to a size >= 0");
        shape.push_back(*x);
      }
    } else if (t.shape) {
      return fail(what, "has its shape given by a variable: bind it through a shape parameter");
    } else {
      int ndim = t.ndim >= 0 ? t.ndim : int(rng_.range(0, 3));
      for (int i = 0; i < ndim; ++i) shape.push_back(rng_.range(o_.min_dim, o_.max_dim));
    }
    DataType dtype = t.dtype.is_void() ? o_.void_dtype : t.dtype;
    if (!is_tensor_dtype(dtype))
      return fail(what, fmt::format("has dtype {}, which a tensor cannot hold", dtype.str()));
    int64_t count = 1;
    for (int64_t d : shape) {
      if (d > 0 && count > o_.max_elements / d)
        return fail(what, fmt::format("has more than {} elements, too many to fill randomly",
                                      o_.max_elements));
      count *= d;
    }
    Tensor out = Tensor::zeros(dtype, std::move(shape));
    for (int64_t i = 0; i < count; ++i) {
      if (dtype.is_float())
        out.set_float(i, float_elem());
      else
        out.set_int(i, int_elem(dtype));
    }
    return Value(std::move(out));
  }

  double float_elem() { return draw_float(rng_, o_); }

  int64_t int_elem(DataType dtype) {
    if (dtype.is_bool()) return rng_.range(0, 1);
    if (dtype.is_uint()) return rng_.range(0, o_.int_range);
    return rng_.range(-o_.int_range, o_.int_range);
  }

  Expected<Value> prim(const PrimSInfo& p, const std::string& what) {
    PrimScalar v;
    v.dtype = p.dtype.is_void() ? DataType::Int(64) : p.dtype;
    if (p.value) {
      auto x = eval_prim(p.value, vars_);
      if (!x) return fail(what, "has a value that does not evaluate");
      if (v.dtype.is_float())
        v.f = double(*x);
      else
        v.i = *x;
    } else if (v.dtype.is_float()) {
      v.f = float_elem();
    } else {
      v.i = int_elem(v.dtype);
    }
    return Value(v);
  }

  const RandomInputOptions& o_;
  Draw& rng_;
  Assignment vars_;
};

} // namespace

Expected<std::vector<Value>>
random_inputs(const FunctionNode& fn, const RandomInputOptions& options, Assignment* shape_values) {
  std::vector<PrimExpr> vars;
  for (const Var& p : fn.params)
    for (PrimExpr& v : shape_vars_of(p->sinfo))
      if (std::none_of(vars.begin(), vars.end(),
                       [&](const PrimExpr& w) { return w.get() == v.get(); }))
        vars.push_back(std::move(v));
  // Without a Draw: one stream for the shape variables, one for the elements.
  SplitMix64 dims_rng(options.seed ^ 0x5eed5eed5eed5eedull), values_rng(options.seed);
  Draw& dims = options.draw ? *options.draw : dims_rng;
  Draw& values = options.draw ? *options.draw : values_rng;
  Assignment assignment;
  for (const auto& [name, value] : options.bind) {
    bool found = false;
    for (const PrimExpr& v : vars) {
      if (v->name != name) continue;
      assignment.set(v, value);
      found = true;
    }
    if (!found)
      return Expected<std::vector<Value>>::failure(Diagnostic{
          Severity::kError, "", SourceLoc{},
          fmt::format("--bind {}: the signature has no shape variable '{}'", name, name)});
  }
  for (const PrimExpr& v : vars)
    if (!assignment.get(v.get())) assignment.set(v, dims.range(options.min_dim, options.max_dim));
  if (shape_values) *shape_values = assignment;
  Drawer drawer(options, values, std::move(assignment));
  std::vector<Value> out;
  for (const Var& p : fn.params) {
    auto v = drawer.draw(p->sinfo, fmt::format("parameter '{}'", p->name), 0);
    if (!v) return v.errors();
    out.push_back(std::move(*v));
  }
  return out;
}

} // namespace rxv::sem
