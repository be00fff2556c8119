// Common-subexpression elimination of pure op calls: a call structurally equal
// to an earlier one in the same SeqExpr (same op, attributes and argument
// variables) becomes an alias of the earlier variable, when that variable is in
// scope here (a DataflowVar only within its block). Impure calls are never
// merged: each evaluation is a visible effect. Only an unannotated earlier
// variable is reused: an annotation may be weaker than what the rules derive
// for the call, and the alias would then lose precision (the output's
// StructInfo would not refine the input's).
#include "fuzz/passes/pass.h"
#include "fuzz/passes/rewrite.h"
#include "fuzz/passes/variants.h"
#include "semantics/ir/structural_equal.h"

namespace rxv::fuzz {

using namespace sem;

IRModule cse_with(const IRModule& mod, const CseOptions& opts) {
  return rewrite_module(mod, [&](SeqView& seq) {
    struct Seen {
      Expr value;
      Var var;
      int block;
    };
    std::vector<Seen> seen;
    int block = 0;
    for (size_t i = 0; i < seq.items.size(); ++i) {
      if (i > 0 && seq.items[i].dataflow != seq.items[i - 1].dataflow) ++block;
      Binding& b = seq.items[i].binding;
      const auto* call = as<CallNode>(b.value);
      if (b.is_match_cast || !call || !as<OpNode>(call->op)) continue;
      if (!is_pure_value(b.value, mod, opts.treat_as_pure)) continue;
      bool replaced = false;
      for (const Seen& s : seen) {
        bool visible = !s.var->is_dataflow() || s.block == block || opts.reuse_across_blocks;
        if (visible && structural_equal(s.value, b.value)) {
          b.value = s.var;
          replaced = true;
          break;
        }
      }
      if (!replaced && !b.var->sinfo) seen.push_back({b.value, b.var, block});
    }
  });
}

IRModule common_subexpression_elimination(const IRModule& mod) { return cse_with(mod, {}); }

} // namespace rxv::fuzz
