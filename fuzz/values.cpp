#include "fuzz/values.h"

#include "semantics/value/value_compare.h"

#include <fmt/format.h>

#include <cmath>
#include <cstring>
#include <random>

namespace rxv::fuzz {

using namespace sem;

namespace {

const std::vector<PrimExpr> *dims_of(const StructInfo &s) {
  const auto *t = as<TensorSInfo>(s);
  const auto *shape = t ? as<ShapeExprNode>(t->shape) : nullptr;
  return shape ? &shape->values : nullptr;
}

} // namespace

std::optional<std::vector<Value>>
make_inputs(const FunctionNode &fn, uint64_t seed, Assignment *shape_values) {
  std::mt19937_64 rng(seed);
  Assignment env;
  for (const auto &p : fn.params) {
    if (const auto *dims = dims_of(p->sinfo))
      for (const auto &d : *dims)
        if (is_var(d) && !env.get(d.get()))
          env.set(d, int64_t(std::uniform_int_distribution<int>(
                         seed % 4 == 0 ? 1 : 0, 4)(rng)));
  }
  std::vector<Value> args;
  for (const auto &p : fn.params) {
    const auto *t = as<TensorSInfo>(p->sinfo);
    const auto *dims = dims_of(p->sinfo);
    if (!t || !dims || !is_tensor_dtype(t->dtype))
      return std::nullopt;
    std::vector<int64_t> shape;
    int64_t n = 1;
    for (const auto &d : *dims) {
      auto v = eval_prim(d, env);
      if (!v || *v < 0 || *v > 64)
        return std::nullopt;
      shape.push_back(*v);
      n *= *v;
    }
    if (n > 4096)
      return std::nullopt;
    Tensor x = Tensor::zeros(t->dtype, shape);
    for (int64_t i = 0; i < n; ++i) {
      if (t->dtype.is_float()) {
        x.set_float(i, double(std::uniform_int_distribution<int>(-8, 8)(rng)) *
                           0.25);
      } else if (t->dtype.is_bool()) {
        x.set_int(i, std::uniform_int_distribution<int>(0, 1)(rng));
      } else {
        x.set_int(i, std::uniform_int_distribution<int>(-3, 3)(rng));
      }
    }
    args.push_back(x);
  }
  if (shape_values)
    *shape_values = env;
  return args;
}

bool same_value(const Value &a, const Value &b, std::string *why) {
  auto fail = [&](std::string m) {
    if (why)
      *why = std::move(m);
    return false;
  };
  if (a.variant().index() != b.variant().index())
    return fail(fmt::format("{} vs {}", a.kind_name(), b.kind_name()));
  if (const auto *x = a.as_tensor()) {
    const auto *y = b.as_tensor();
    if (x->dtype != y->dtype)
      return fail("dtype " + x->dtype.str() + " vs " + y->dtype.str());
    if (x->shape != y->shape)
      return fail("shapes differ");
    for (int64_t i = 0; i < x->num_elements(); ++i) {
      if (x->dtype.is_float()) {
        // DESIGN.md's float comparison (value_compare.h): tolerance, NaN == NaN, so -0 == 0
        // and a pass may reassociate within rounding.
        double p = x->get_float(i), q = y->get_float(i);
        if (!sem::floats_match(p, q, x->dtype, sem::Tolerance{}))
          return fail(fmt::format("element {}: {} vs {}", i, p, q));
      } else if (x->get_int(i) != y->get_int(i)) {
        return fail(fmt::format("element {}: {} vs {}", i, x->get_int(i),
                                y->get_int(i)));
      }
    }
    return true;
  }
  if (const auto *x = a.as_tuple()) {
    const auto *y = b.as_tuple();
    if (x->fields.size() != y->fields.size())
      return fail("tuple sizes differ");
    for (size_t i = 0; i < x->fields.size(); ++i)
      if (!same_value(x->fields[i], y->fields[i], why))
        return false;
    return true;
  }
  if (const auto *x = a.as_shape()) {
    if (x->dims != b.as_shape()->dims)
      return fail("shape values differ");
    return true;
  }
  if (const auto *x = a.as_prim()) {
    const auto *y = b.as_prim();
    if (x->dtype != y->dtype || x->i != y->i ||
        (x->is_float() && !sem::floats_match(x->f, y->f, x->dtype, sem::Tolerance{})))
      return fail("PrimValues differ");
    return true;
  }
  if (const auto *x = a.as_string()) {
    if (x->value != b.as_string()->value)
      return fail("strings differ");
    return true;
  }
  if (const auto *x = a.as_dtype()) {
    if (x->value != b.as_dtype()->value)
      return fail("dtypes differ");
    return true;
  }
  return true;
}

bool conforms(const Value &v, const StructInfo &s, const Assignment &env,
              std::string *why) {
  auto fail = [&](std::string m) {
    if (why)
      *why = std::move(m);
    return false;
  };
  if (!s || s->kind == SInfoKind::kObject)
    return true;
  if (const auto *t = as<TensorSInfo>(s)) {
    const Tensor *x = v.as_tensor();
    if (!x)
      return fail(std::string("expected a tensor, got ") + v.kind_name());
    if (!t->dtype.is_void() && t->dtype != x->dtype)
      return fail("dtype " + x->dtype.str());
    if (t->ndim >= 0 && t->ndim != x->ndim())
      return fail("ndim differs");
    if (const auto *dims = dims_of(s))
      for (size_t i = 0; i < dims->size() && i < x->shape.size(); ++i)
        if (auto d = eval_prim((*dims)[i], env); d && *d != x->shape[i])
          return fail(fmt::format("dim {} is {}, StructInfo says {}", i,
                                  x->shape[i], *d));
    return true;
  }
  if (const auto *tu = as<TupleSInfo>(s)) {
    const auto *x = v.as_tuple();
    if (!x || x->fields.size() != tu->fields.size())
      return fail("tuple arity");
    for (size_t i = 0; i < tu->fields.size(); ++i)
      if (!conforms(x->fields[i], tu->fields[i], env, why))
        return false;
    return true;
  }
  if (const auto *sh = as<ShapeSInfo>(s)) {
    const auto *x = v.as_shape();
    if (!x)
      return fail("expected a shape");
    if (sh->ndim >= 0 && size_t(sh->ndim) != x->dims.size())
      return fail("shape ndim");
    return true;
  }
  if (const auto *p = as<PrimSInfo>(s)) {
    const auto *x = v.as_prim();
    if (!x || x->dtype != p->dtype)
      return fail("expected a PrimValue of " + p->dtype.str());
    return true;
  }
  if (s->kind == SInfoKind::kFunc) {
    if (!v.as_closure() && !v.as_packed_func())
      return fail("expected a callable");
  }
  return true;
}

std::string dump_value(const Value &v) {
  if (const auto *t = v.as_tensor()) {
    std::string out = "Tensor(" + t->dtype.str() + ", [";
    for (size_t i = 0; i < t->shape.size(); ++i)
      out += (i ? ", " : "") + std::to_string(t->shape[i]);
    out += "]) =";
    for (int64_t i = 0; i < t->num_elements() && i < 4096; ++i)
      out += " " + (t->dtype.is_float() ? fmt::format("{}", t->get_float(i))
                                        : std::to_string(t->get_int(i)));
    return out;
  }
  if (const auto *tu = v.as_tuple()) {
    std::string out = "Tuple(";
    for (size_t i = 0; i < tu->fields.size(); ++i)
      out += (i ? ", " : "") + dump_value(tu->fields[i]);
    return out + ")";
  }
  if (const auto *s = v.as_shape()) {
    std::string out = "Shape(";
    for (size_t i = 0; i < s->dims.size(); ++i)
      out += (i ? ", " : "") + std::to_string(s->dims[i]);
    return out + ")";
  }
  if (const auto *p = v.as_prim())
    return "PrimValue(" + p->dtype.str() + ", " +
           (p->is_float() ? fmt::format("{}", p->f) : std::to_string(p->i)) +
           ")";
  return v.kind_name();
}

} // namespace rxv::fuzz
