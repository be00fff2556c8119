// Value comparison between the interpreter and a backend (compare.h).
#include "backends/halide/compare.h"

#include <fmt/format.h>

#include <cmath>

#include "semantics/ir/node_cast.h"
#include "semantics/script/printer.h"

namespace rxv::halide {

using sem::Tensor;
using sem::Value;

std::string Difference::to_string() const {
  std::string where = path.empty() ? "" : path + " ";
  if (what == "element") {
    std::string idx;
    for (size_t i = 0; i < multi_index.size(); ++i)
      idx += (i ? ", " : "") + std::to_string(multi_index[i]);
    return fmt::format("{}element {} (index [{}]): interpreter {}, backend {}", where, index, idx,
                       ref, got);
  }
  return fmt::format("{}{} differs: interpreter {}, backend {}", where, what, ref, got);
}

bool floats_agree(double ref, double got, const Tolerance& tol) {
  if (std::isnan(ref) || std::isnan(got)) return std::isnan(ref) && std::isnan(got);
  if (std::isinf(ref) || std::isinf(got)) return ref == got;
  return std::fabs(ref - got) <= tol.atol + tol.rtol * std::fabs(ref);
}

namespace {

std::string shape_str(const std::vector<int64_t>& s) {
  std::string out = "(";
  for (size_t i = 0; i < s.size(); ++i) out += (i ? ", " : "") + std::to_string(s[i]);
  return out + (s.size() == 1 ? ",)" : ")");
}

std::string elem_str(const Tensor& t, int64_t i) {
  if (t.dtype.is_float()) return fmt::format("{}", t.get_float(i));
  if (t.dtype.is_bool()) return t.get_int(i) ? "True" : "False";
  if (t.dtype.is_uint()) return fmt::format("{}", static_cast<uint64_t>(t.get_int(i)));
  return fmt::format("{}", t.get_int(i));
}

std::vector<int64_t> unravel(int64_t i, const std::vector<int64_t>& shape) {
  std::vector<int64_t> idx(shape.size());
  for (size_t k = shape.size(); k-- > 0;) {
    idx[k] = shape[k] ? i % shape[k] : 0;
    i = shape[k] ? i / shape[k] : 0;
  }
  return idx;
}

std::optional<Difference> with_path(std::optional<Difference> d, const std::string& prefix) {
  if (d) d->path = prefix + d->path;
  return d;
}

}  // namespace

std::optional<Difference> compare_tensors(const Tensor& ref, const Tensor& got,
                                          const Tolerance& tol) {
  if (ref.dtype != got.dtype)
    return Difference{"", "dtype", -1, {}, ref.dtype.str(), got.dtype.str()};
  if (ref.shape != got.shape)
    return Difference{"", "shape", -1, {}, shape_str(ref.shape), shape_str(got.shape)};
  int64_t n = ref.num_elements();
  for (int64_t i = 0; i < n; ++i) {
    bool same = ref.dtype.is_float() ? floats_agree(ref.get_float(i), got.get_float(i), tol)
                                     : ref.get_int(i) == got.get_int(i);
    if (!same)
      return Difference{
          "", "element", i, unravel(i, ref.shape), elem_str(ref, i), elem_str(got, i)};
  }
  return std::nullopt;
}

std::optional<Difference> compare_values(const Value& ref, const Value& got, const Tolerance& tol) {
  if (std::string(ref.kind_name()) != got.kind_name())
    return Difference{"", "kind", -1, {}, ref.kind_name(), got.kind_name()};
  if (const Tensor* r = ref.as_tensor()) return compare_tensors(*r, *got.as_tensor(), tol);
  if (const auto* r = ref.as_tuple()) {
    const auto* g = got.as_tuple();
    if (r->fields.size() != g->fields.size())
      return Difference{"",
                        "tuple size",
                        -1,
                        {},
                        std::to_string(r->fields.size()),
                        std::to_string(g->fields.size())};
    for (size_t i = 0; i < r->fields.size(); ++i)
      if (auto d = compare_values(r->fields[i], g->fields[i], tol))
        return with_path(d, fmt::format("[{}]", i));
    return std::nullopt;
  }
  if (const auto* r = ref.as_shape()) {
    if (r->dims != got.as_shape()->dims)
      return Difference{"", "value", -1, {}, shape_str(r->dims), shape_str(got.as_shape()->dims)};
    return std::nullopt;
  }
  if (const auto* r = ref.as_prim()) {
    const auto* g = got.as_prim();
    bool same =
        r->dtype == g->dtype && (r->is_float() ? floats_agree(r->f, g->f, tol) : r->i == g->i);
    if (!same)
      return Difference{"",
                        "value",
                        -1,
                        {},
                        r->is_float() ? fmt::format("{}", r->f) : std::to_string(r->i),
                        g->is_float() ? fmt::format("{}", g->f) : std::to_string(g->i)};
    return std::nullopt;
  }
  if (const auto* r = ref.as_string()) {
    if (r->value != got.as_string()->value)
      return Difference{"", "value", -1, {}, r->value, got.as_string()->value};
    return std::nullopt;
  }
  if (const auto* r = ref.as_dtype()) {
    if (r->value != got.as_dtype()->value)
      return Difference{"", "value", -1, {}, r->value.str(), got.as_dtype()->value.str()};
    return std::nullopt;
  }
  return std::nullopt;  // null objects, closures and PackedFuncs have no value to compare
}

std::string returned_binding(const sem::FunctionNode& fn, const std::string& path) {
  const auto* seq = sem::as<sem::SeqExprNode>(fn.body);
  if (!seq) return "";
  sem::Expr e = seq->body;
  if (const auto* t = sem::as<sem::TupleNode>(e); t && path.size() > 2 && path[0] == '[') {
    size_t i = std::stoul(path.substr(1));
    if (i < t->fields.size()) e = t->fields[i];
  }
  const auto* v = sem::as<sem::VarNode>(e);
  if (!v) return "";
  for (const auto& b : seq->blocks)
    for (const auto& bd : b.bindings)
      if (bd.var.get() == v)
        return fmt::format("{} = {}{}", v->name, sem::print_expr(bd.value),
                           bd.loc.line > 0 ? fmt::format(" (at {}:{})", bd.loc.line, bd.loc.col)
                                           : "");
  return v->name + " (a parameter)";
}

}  // namespace rxv::halide
