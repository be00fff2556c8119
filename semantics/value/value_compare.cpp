#include "semantics/value/value_compare.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "semantics/value/value_literal.h"

namespace rxv::sem {
namespace {

std::string shape_str(const std::vector<int64_t>& dims) {
  std::string s;
  for (size_t i = 0; i < dims.size(); ++i) s += fmt::format("{}{}", i ? "," : "", dims[i]);
  return "[" + s + "]";
}

/// The multi-index of flat element `i` in `shape`, as "[a,b,c]".
std::string index_str(const std::vector<int64_t>& shape, int64_t i) {
  std::vector<int64_t> idx(shape.size());
  for (size_t a = shape.size(); a-- > 0;) {
    idx[a] = shape[a] ? i % shape[a] : 0;
    i = shape[a] ? i / shape[a] : 0;
  }
  return shape_str(idx);
}

std::optional<Mismatch> compare_tensors(const Tensor& ref, const Tensor& got, const Tolerance& tol,
                                        const std::string& path) {
  if (ref.dtype != got.dtype)
    return Mismatch{path, fmt::format("dtype: expected {}, got {}", ref.dtype.str(), got.dtype.str())};
  if (ref.shape != got.shape)
    return Mismatch{path, fmt::format("shape: expected {}, got {}", shape_str(ref.shape), shape_str(got.shape))};
  for (int64_t i = 0, n = ref.num_elements(); i < n; ++i) {
    bool same = ref.dtype.is_float() ? floats_match(ref.get_float(i), got.get_float(i), ref.dtype, tol)
                                     : ref.get_int(i) == got.get_int(i);
    if (same) continue;
    std::string at = index_str(ref.shape, i);
    auto elem = [&](const Tensor& t) {
      Tensor one = Tensor::zeros(t.dtype, {});
      if (t.dtype.is_float()) one.set_float(0, t.get_float(i));
      else one.set_int(0, t.get_int(i));
      std::string lit = format_value_literal(Value(one));  // "dtype[]{x}"
      return lit.substr(lit.find('{') + 1, lit.size() - lit.find('{') - 2);
    };
    return Mismatch{path + at, fmt::format("element {}: expected {}, got {}", at, elem(ref), elem(got))};
  }
  return std::nullopt;
}

std::optional<Mismatch> compare_at(const Value& ref, const Value& got, const Tolerance& tol,
                                   const std::string& path) {
  if (ref.variant().index() != got.variant().index())
    return Mismatch{path, fmt::format("expected a {}, got a {}", ref.kind_name(), got.kind_name())};
  auto differ = [&] {
    return Mismatch{path, fmt::format("expected {}, got {}", format_value_literal(ref),
                                      format_value_literal(got))};
  };
  if (auto* t = ref.as_tensor()) return compare_tensors(*t, *got.as_tensor(), tol, path);
  if (auto* tup = ref.as_tuple()) {
    const auto& g = got.as_tuple()->fields;
    if (tup->fields.size() != g.size())
      return Mismatch{path, fmt::format("tuple of {} fields expected, got {}", tup->fields.size(), g.size())};
    for (size_t i = 0; i < g.size(); ++i)
      if (auto m = compare_at(tup->fields[i], g[i], tol, fmt::format("{}[{}]", path, i))) return m;
    return std::nullopt;
  }
  if (auto* s = ref.as_shape()) return s->dims == got.as_shape()->dims ? std::nullopt : std::optional(differ());
  if (auto* p = ref.as_prim()) {
    const PrimScalar& q = *got.as_prim();
    bool same = p->dtype == q.dtype &&
                (p->is_float() ? floats_match(p->f, q.f, p->dtype, tol) : p->i == q.i);
    return same ? std::nullopt : std::optional(differ());
  }
  if (auto* s = ref.as_string()) return s->value == got.as_string()->value ? std::nullopt : std::optional(differ());
  if (auto* d = ref.as_dtype()) return d->value == got.as_dtype()->value ? std::nullopt : std::optional(differ());
  if (auto* c = ref.as_closure()) {
    const ClosureValue& g = *got.as_closure();
    return c->fn == g.fn && c->global == g.global ? std::nullopt : std::optional(differ());
  }
  if (auto* f = ref.as_packed_func()) return f->name == got.as_packed_func()->name ? std::nullopt : std::optional(differ());
  return std::nullopt;  // null == null
}

}  // namespace

bool floats_match(double ref, double got, DataType dtype, const Tolerance& tol) {
  if (std::isnan(ref) || std::isnan(got)) return std::isnan(ref) && std::isnan(got);
  if (std::isinf(ref) || std::isinf(got)) return ref == got;
  double rtol = dtype.bits == 16 ? std::max(tol.rtol, tol.rtol_f16) : tol.rtol;
  return std::fabs(got - ref) <= tol.atol + rtol * std::fabs(ref);
}

std::optional<Mismatch> compare_values(const Value& ref, const Value& got, const Tolerance& tol) {
  return compare_at(ref, got, tol, "");
}

}  // namespace rxv::sem
