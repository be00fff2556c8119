// Redundant match_cast removal: `v = R.match_cast(w, S)` where w's derived
// StructInfo is already a subtype of S (proved, not just possible) and S
// mentions no shape variable w's StructInfo does not (so it defines none)
// becomes the alias `v = w`. The check could never fail and v gets w's
// StructInfo, at least as precise as S.
#include <algorithm>

#include "fuzz/passes/pass.h"
#include "fuzz/passes/rewrite.h"
#include "fuzz/passes/variants.h"
#include "semantics/infer/infer.h"
#include "semantics/ir/shape_vars.h"
#include "semantics/struct_info/relations.h"
#include "semantics/transform/normalize.h"

namespace rxv::fuzz {

using namespace sem;

IRModule remove_match_cast_with(const IRModule& input, const MatchCastOptions& opts) {
  IRModule mod = normalize(input);
  auto arith = make_default_arith();
  InferResult inferred = infer_struct_info(mod, *arith);
  return rewrite_module(mod, [&](SeqView& seq) {
    for (auto& item : seq.items) {
      Binding& b = item.binding;
      const auto* w = as<VarNode>(b.value);
      if (!b.is_match_cast || !w) continue;
      auto it = inferred.var_sinfo.find(w);
      if (it == inferred.var_sinfo.end()) continue;
      const StructInfo& ws = it->second;
      bool redundant = false;
      if (opts.remove_refining) {
        const auto* a = as<TensorSInfo>(ws);
        const auto* t = as<TensorSInfo>(b.match_sinfo);
        redundant = a && t && a->dtype == t->dtype && a->ndim == t->ndim;
      } else {
        std::vector<const PrimExprNode*> have, need;
        collect_shape_vars(ws, have, /*into_funcs=*/false);
        collect_shape_vars(b.match_sinfo, need, /*into_funcs=*/false);
        bool defines = false;
        for (const auto* v : need) defines = defines || !std::ranges::count(have, v);
        redundant = !defines && is_subtype(ws, b.match_sinfo, *arith) == Compat::kCompatible;
      }
      if (!redundant) continue;
      b.is_match_cast = false;
      b.match_sinfo = nullptr;
    }
  });
}

IRModule remove_redundant_match_cast(const IRModule& mod) {
  return remove_match_cast_with(mod, {});
}

} // namespace rxv::fuzz
