#include "semantics/value/compare.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "semantics/ir/node_cast.h"
#include "semantics/script/printer.h"
#include "semantics/value/value_literal.h"

namespace rxv::sem {
namespace {

std::vector<int64_t> unravel(int64_t i, const std::vector<int64_t>& shape) {
  std::vector<int64_t> idx(shape.size());
  for (size_t k = shape.size(); k-- > 0;) {
    idx[k] = shape[k] ? i % shape[k] : 0;
    i = shape[k] ? i / shape[k] : 0;
  }
  return idx;
}

/// Element `i` of `t` as a literal ("1.5", "True", "18446744073709551615").
std::string element_str(const Tensor& t, int64_t i) {
  Tensor one = Tensor::zeros(t.dtype, {});
  if (t.dtype.is_float())
    one.set_float(0, t.get_float(i));
  else
    one.set_int(0, t.get_int(i));
  std::string lit = format_value_literal(Value(one)); // "dtype[]{x}"
  size_t open = lit.find('{');
  return lit.substr(open + 1, lit.size() - open - 2);
}

Difference differ(std::string what, std::string ref, std::string got) {
  return Difference{"", std::move(what), -1, {}, std::move(ref), std::move(got)};
}

std::optional<Difference> with_path(std::optional<Difference> d, const std::string& prefix) {
  if (d) d->path = prefix + d->path;
  return d;
}

std::optional<Difference> literal_unless(bool same, const Value& ref, const Value& got) {
  if (same) return std::nullopt;
  return differ("value", format_value_literal(ref), format_value_literal(got));
}

} // namespace

std::string Difference::to_string(const std::string& ref_name, const std::string& got_name) const {
  std::string where = path.empty() ? "" : path + " ";
  if (what == "element") {
    std::string idx;
    for (size_t i = 0; i < multi_index.size(); ++i)
      idx += (i ? ", " : "") + std::to_string(multi_index[i]);
    return fmt::format("{}element {} (index [{}]): {} {}, {} {}", where, index, idx, ref_name, ref,
                       got_name, got);
  }
  return fmt::format("{}{} differs: {} {}, {} {}", where, what, ref_name, ref, got_name, got);
}

bool floats_match(double ref, double got, DataType dtype, const Tolerance& tol) {
  if (std::isnan(ref) || std::isnan(got)) return std::isnan(ref) && std::isnan(got);
  if (std::isinf(ref) || std::isinf(got)) return ref == got;
  double rtol = dtype.bits == 16 ? std::max(tol.rtol, tol.rtol_f16) : tol.rtol;
  return std::fabs(got - ref) <= tol.atol + rtol * std::fabs(ref);
}

std::optional<Difference> compare_tensors(const Tensor& ref, const Tensor& got,
                                          const Tolerance& tol) {
  if (ref.dtype != got.dtype) return differ("dtype", ref.dtype.str(), got.dtype.str());
  if (ref.shape != got.shape)
    return differ("shape", format_shape(ref.shape), format_shape(got.shape));
  Tolerance t = tol;
  if (tol.rtol_scale > 0 && ref.dtype.is_float()) {
    double largest = 0;
    for (int64_t i = 0, n = ref.num_elements(); i < n; ++i)
      if (double v = std::fabs(ref.get_float(i)); std::isfinite(v)) largest = std::max(largest, v);
    double scale = ref.dtype.bits == 16 ? std::max(tol.rtol_scale, tol.rtol_f16) : tol.rtol_scale;
    t.atol += scale * largest;
  }
  for (int64_t i = 0, n = ref.num_elements(); i < n; ++i) {
    bool same = ref.dtype.is_float()
                    ? floats_match(ref.get_float(i), got.get_float(i), ref.dtype, t)
                    : ref.get_int(i) == got.get_int(i);
    if (!same)
      return Difference{
          "", "element", i, unravel(i, ref.shape), element_str(ref, i), element_str(got, i)};
  }
  return std::nullopt;
}

std::optional<Difference> compare_values(const Value& ref, const Value& got, const Tolerance& tol) {
  if (ref.variant().index() != got.variant().index())
    return differ("kind", ref.kind_name(), got.kind_name());
  if (const Tensor* t = ref.as_tensor()) return compare_tensors(*t, *got.as_tensor(), tol);
  if (const auto* r = ref.as_tuple()) {
    const auto& g = got.as_tuple()->fields;
    if (r->fields.size() != g.size())
      return differ("tuple size", std::to_string(r->fields.size()), std::to_string(g.size()));
    for (size_t i = 0; i < g.size(); ++i)
      if (auto d = compare_values(r->fields[i], g[i], tol))
        return with_path(d, fmt::format("[{}]", i));
    return std::nullopt;
  }
  if (const auto* s = ref.as_shape())
    return literal_unless(s->dims == got.as_shape()->dims, ref, got);
  if (const auto* p = ref.as_prim()) {
    const PrimScalar& q = *got.as_prim();
    bool same = p->dtype == q.dtype &&
                (p->is_float() ? floats_match(p->f, q.f, p->dtype, tol) : p->i == q.i);
    return literal_unless(same, ref, got);
  }
  if (const auto* s = ref.as_string())
    return literal_unless(s->value == got.as_string()->value, ref, got);
  if (const auto* d = ref.as_dtype())
    return literal_unless(d->value == got.as_dtype()->value, ref, got);
  if (const auto* c = ref.as_closure()) {
    // Two runs (of two programs, or a program and its compiled form) have distinct function
    // objects: a module function is known by its name; a local closure is not compared.
    const ClosureValue& g = *got.as_closure();
    if (c->global.empty() || g.global.empty()) return std::nullopt;
    return literal_unless(c->global == g.global, ref, got);
  }
  if (const auto* f = ref.as_packed_func())
    return literal_unless(f->name == got.as_packed_func()->name, ref, got);
  if (const auto* st = ref.as_storage()) {
    // Two runs' storages are distinct blocks: their sizes and dtypes are compared, not the
    // bytes (what the program reads of them is compared through the tensors it reads).
    const StorageValue& g = *got.as_storage();
    if (st->size() != g.size())
      return differ("storage size", std::to_string(st->size()), std::to_string(g.size()));
    return literal_unless(st->dtype == g.dtype, ref, got);
  }
  return std::nullopt; // null == null
}

std::string returned_binding(const FunctionNode& fn, const std::string& path) {
  const auto* seq = as<SeqExprNode>(fn.body);
  if (!seq) return "";
  Expr e = seq->body;
  if (const auto* t = as<TupleNode>(e); t && path.size() > 2 && path[0] == '[') {
    size_t i = std::stoul(path.substr(1));
    if (i < t->fields.size()) e = t->fields[i];
  }
  const auto* v = as<VarNode>(e);
  if (!v) return "";
  for (const auto& b : seq->blocks)
    for (const auto& bd : b.bindings)
      if (bd.var.get() == v)
        return fmt::format("{} = {}{}", v->name, print_expr(bd.value),
                           bd.loc.line > 0 ? fmt::format(" (at {}:{})", bd.loc.line, bd.loc.col)
                                           : "");
  return v->name + " (a parameter)";
}

} // namespace rxv::sem
