// Dead-code elimination: drops bindings whose variable is never used and whose
// value is pure (no visible effect), innermost SeqExprs first. A match_cast
// that mentions shape variables is kept: it may be what defines them for later
// annotations. Dropping a binding that would have raised an error is a
// refinement (an erroring input allows any output).
#include "fuzz/passes/pass.h"
#include "fuzz/passes/rewrite.h"
#include "fuzz/passes/variants.h"
#include "semantics/ir/shape_vars.h"

namespace rxv::fuzz {

using namespace sem;

IRModule dce_with(const IRModule& mod, const DceOptions& opts) {
  return rewrite_module(mod, [&](SeqView& seq) {
    std::unordered_set<const VarNode*> live;
    collect_uses(seq.body, live);
    std::vector<SeqView::Item> kept;
    for (auto it = seq.items.rbegin(); it != seq.items.rend(); ++it) {
      const Binding& b = it->binding;
      bool defines_shape = false;
      if (b.is_match_cast && opts.keep_shape_match_casts) {
        std::vector<const PrimExprNode*> vars;
        collect_shape_vars(b.match_sinfo, vars, /*into_funcs=*/false);
        defines_shape = !vars.empty();
      }
      bool removable = !defines_shape && is_pure_value(b.value, mod, opts.treat_as_pure);
      if (removable && !live.count(b.var.get())) continue;
      collect_uses(b.value, live);
      if (b.var) collect_uses(b.var->sinfo, live);
      collect_uses(b.match_sinfo, live);
      kept.push_back(*it);
    }
    seq.items.assign(kept.rbegin(), kept.rend());
  });
}

IRModule dead_code_elimination(const IRModule& mod) { return dce_with(mod, {}); }

} // namespace rxv::fuzz
