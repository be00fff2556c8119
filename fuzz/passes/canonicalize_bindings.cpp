// Binding canonicalization: after `v = w` (a variable bound to another
// variable), later uses of v read w directly; the alias binding itself stays
// for DCE to drop. w has the same value and a StructInfo at least as precise as
// v's, so every use is refined. A DataflowVar w is substituted only within its
// own block (outside it, w is out of scope), and never inside a closure, which
// may not capture a DataflowVar (WF-11; a fuzz find: corpus/regressions/
// fuzz_canonicalize_closure_captures_dataflow_var.py).
#include <unordered_map>

#include "fuzz/passes/pass.h"
#include "fuzz/passes/rewrite.h"
#include "fuzz/passes/variants.h"

namespace rxv::fuzz {

using namespace sem;

IRModule canonicalize_with(const IRModule& mod, const CanonicalizeOptions& opts) {
  return rewrite_module(mod, [&](SeqView& seq) {
    std::unordered_map<const VarNode*, Expr> alias;
    auto leave_block = [&] {
      if (opts.substitute_past_block) return;
      std::erase_if(alias, [](const auto& e) { return e.second->kind == ExprKind::kDataflowVar; });
    };
    for (size_t i = 0; i < seq.items.size(); ++i) {
      if (i > 0 && seq.items[i].dataflow != seq.items[i - 1].dataflow) leave_block();
      Binding& b = seq.items[i].binding;
      if (as<FunctionNode>(b.value)) {
        std::unordered_map<const VarNode*, Expr> outer = alias;
        std::erase_if(outer,
                      [](const auto& e) { return e.second->kind == ExprKind::kDataflowVar; });
        b.value = substitute_vars(b.value, outer);
      } else {
        b.value = substitute_vars(b.value, alias);
      }
      if (!b.is_match_cast && as<VarNode>(b.value)) alias[b.var.get()] = b.value;
    }
    leave_block();
    seq.body = substitute_vars(seq.body, alias);
  });
}

IRModule canonicalize_bindings(const IRModule& mod) { return canonicalize_with(mod, {}); }

} // namespace rxv::fuzz
