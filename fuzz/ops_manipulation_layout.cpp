// Generation specs of the manipulation_layout family
// (semantics/ops/manipulation_layout.cpp): layout_transform with the injective
// index maps TVM's layouts use (a split, a fusion with a literal inner dim, a
// transpose), written as `T.index_map(lambda ..)` source text.
#include <fmt/format.h>

#include "fuzz/generator_impl.h"

namespace rxv::fuzz {

using namespace sem;
using namespace detail;

namespace {

/// `T.index_map(lambda i0, ..: (out0, ..))` over `n` inputs.
AttrValue index_map(int64_t n, const std::vector<std::string>& outs) {
  std::string params, body;
  for (int64_t i = 0; i < n; ++i) params += fmt::format("{}i{}", i ? ", " : "", i);
  for (size_t i = 0; i < outs.size(); ++i) body += (i ? ", " : "") + outs[i];
  if (outs.size() == 1) body += ",";
  return AttrValue::Raw(fmt::format("T.index_map(lambda {}: ({}))", params, body));
}

std::optional<Expr> build_layout_transform(Gen& g, Scope& scope, const OpSpec& spec) {
  Attrs attrs;
  const Avail* x =
      g.pick_tensor(scope, [](const Avail&, const TensorSInfo& t) { return t.ndim >= 1; });
  if (!x) return std::nullopt;
  int64_t ndim = as_tensor(x->sinfo)->ndim;
  const auto* dims = known_dims(x->sinfo);
  std::vector<std::string> outs;
  for (int64_t i = 0; i < ndim; ++i) outs.push_back(fmt::format("i{}", i));
  // Injective maps TVM's layouts use: a split (NCHW -> NCHW4c), a fusion
  // with a literal inner dim, a transpose.
  int64_t j = g.c_.range(0, ndim - 1);
  switch (g.c_.draw(3)) {
  case 0: {
    int64_t f = g.c_.range(2, 4);
    outs[size_t(j)] = fmt::format("i{} // {}", j, f);
    outs.push_back(fmt::format("i{} % {}", j, f));
    break;
  }
  case 1:
    if (dims && j + 1 < ndim && is_int_imm((*dims)[size_t(j + 1)])) {
      outs[size_t(j)] = fmt::format("i{} * {} + i{}", j, (*dims)[size_t(j + 1)]->int_value, j + 1);
      outs.erase(outs.begin() + j + 1);
      break;
    }
    [[fallthrough]];
  default: {
    std::vector<int64_t> p = permutation(g.c_, ndim);
    for (int64_t i = 0; i < ndim; ++i) outs[size_t(i)] = fmt::format("i{}", p[size_t(i)]);
    break;
  }
  }
  attrs.set("index_map", index_map(ndim, outs));
  attrs.set("pad_value", AttrValue::None());
  // No axis separators: `axis_separators=[]` reads as omitted (TVM makes [] of an omitted one).
  return make_call(make_op(spec.op), {x->var}, std::move(attrs));
}

} // namespace

void register_manipulation_layout_specs(OpSpecTable& table) {
  table.add("relax.layout_transform", 1, build_layout_transform);
}

} // namespace rxv::fuzz
