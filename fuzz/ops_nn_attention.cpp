// Generation specs of the nn_attention family (semantics/ops/nn_attention.cpp):
// self-attention shapes: a 4-D float query (B, S, H, D) with key and value of
// its dims, for attention_bias a bias of dims (B, H, S, S); scale None or a
// constant, causal_mask None, "TopLeft" or "BottomRight"; window_size is not
// generated (no reference kernel).
#include "fuzz/ops_nn_common.h"

namespace rxv::fuzz {

using namespace sem;
using namespace detail;

namespace {

std::optional<Expr> build_attention(Gen& g, Scope& scope, const OpSpec& spec) {
  const Avail* q = g.pick_tensor(scope, [](const Avail& a, const TensorSInfo& t) {
    const auto* d = known_dims(a.sinfo);
    return t.dtype.is_float() && d && d->size() == 4;
  });
  if (!q) return std::nullopt;
  DataType dtype = as_tensor(q->sinfo)->dtype;
  const auto& dims = *known_dims(q->sinfo);
  std::vector<Expr> args{q->var, param(g, scope, dtype, dims), param(g, scope, dtype, dims)};
  if (spec.op == "relax.nn.attention_bias")
    args.push_back(param(g, scope, dtype, {dims[0], dims[2], dims[1], dims[1]}));
  for (const Expr& a : args)
    if (!a) return std::nullopt;
  Attrs attrs;
  if (g.c_.chance(40)) attrs.set("scale", AttrValue::Float(0.5));
  static const char* const kMasks[] = {"", "TopLeft", "BottomRight"};
  std::string mask = kMasks[g.c_.draw(std::size(kMasks))];
  if (!mask.empty()) attrs.set("causal_mask", AttrValue::String(mask));
  return make_call(make_op(spec.op), std::move(args), std::move(attrs));
}

} // namespace

void register_nn_attention_specs(OpSpecTable& table) {
  table.add("relax.nn.attention", 1, build_attention);
  table.add("relax.nn.attention_bias", 1, build_attention);
  table.exclude("relax.nn.attention_var_len",
                "needs int32 sequence offsets that partition the tokens (seqstart_q/k) and their "
                "maximum lengths: run-time values the generator does not build");
}

} // namespace rxv::fuzz
