// Bug-zoo passes with no correct counterpart among the built-ins: a scheduler
// that reorders impure calls, an If annotator with a wrong least upper bound,
// and an axis canonicalizer with an off-by-one.
#include <algorithm>
#include <unordered_map>

#include "fuzz/bugzoo/bugs.h"
#include "fuzz/passes/rewrite.h"
#include "semantics/infer/infer.h"
#include "semantics/ir/shape_vars.h"
#include "semantics/transform/normalize.h"

namespace rxv::fuzz::bugs {

using namespace sem;

namespace {

bool is_print(const Binding& b) {
  const auto* call = as<CallNode>(b.value);
  const auto* op = call ? as<OpNode>(call->op) : nullptr;
  return op && op->name == "relax.print";
}

/// Moves each R.print below the next binding when that binding is impure too
/// and does not use the print's result: a scheduler that treats prints as
/// freely reorderable.
IRModule reorder(const IRModule& mod) {
  return rewrite_module(mod, [&](SeqView& seq) {
    for (size_t i = 0; i + 1 < seq.items.size(); ++i) {
      auto& a = seq.items[i];
      auto& b = seq.items[i + 1];
      if (a.dataflow != b.dataflow || !is_print(a.binding)) continue;
      if (is_pure_value(b.binding.value, mod)) continue;
      std::unordered_set<const VarNode*> uses;
      collect_uses(b.binding.value, uses);
      if (uses.count(a.binding.var.get())) continue;
      std::swap(a, b);
      ++i;
    }
  });
}

/// Annotates each unannotated If binding with its true branch's StructInfo
/// instead of the least upper bound of both branches.
IRModule lub_then(const IRModule& input) {
  IRModule mod = normalize(input);
  auto arith = make_default_arith();
  InferResult inferred = infer_struct_info(mod, *arith);
  return rewrite_module(mod, [&](SeqView& seq) {
    std::unordered_map<const VarNode*, Expr> renamed;
    for (auto& item : seq.items) {
      Binding& b = item.binding;
      b.value = substitute_vars(b.value, renamed);
      const auto* n = as<IfNode>(b.value);
      const auto* then_seq = n ? as<SeqExprNode>(n->true_branch) : nullptr;
      const auto* body = then_seq ? as<VarNode>(then_seq->body) : nullptr;
      if (!body || b.var->sinfo) continue;
      auto it = inferred.var_sinfo.find(body);
      if (it == inferred.var_sinfo.end()) continue;
      // Only a branch StructInfo that mentions no branch-local shape variable.
      std::vector<const PrimExprNode*> then_vars, outer_vars;
      collect_shape_vars(it->second, then_vars, /*into_funcs=*/false);
      bool local = false;
      for (const auto& other : seq.items)
        if (other.binding.is_match_cast)
          collect_shape_vars(other.binding.match_sinfo, outer_vars,
                             /*into_funcs=*/false);
      for (const auto& blk : then_seq->blocks)
        for (const auto& tb : blk.bindings)
          if (tb.is_match_cast) {
            std::vector<const PrimExprNode*> inner;
            collect_shape_vars(tb.match_sinfo, inner, /*into_funcs=*/false);
            for (const auto* v : inner)
              local =
                  local || (std::ranges::count(then_vars, v) && !std::ranges::count(outer_vars, v));
          }
      if (local) continue;
      Var nv = make_relax_var(b.var->name, it->second, b.var->is_dataflow());
      renamed[b.var.get()] = nv;
      b.var = nv;
    }
    seq.body = substitute_vars(seq.body, renamed);
  });
}

/// Normalizes negative reduction axes as `axis + ndim + 1` instead of `axis +
/// ndim`.
IRModule axis_off_by_one(const IRModule& input) {
  IRModule mod = normalize(input);
  auto arith = make_default_arith();
  InferResult inferred = infer_struct_info(mod, *arith);
  return rewrite_module(mod, [&](SeqView& seq) {
    for (auto& item : seq.items) {
      Binding& b = item.binding;
      const auto* call = as<CallNode>(b.value);
      const auto* op = call ? as<OpNode>(call->op) : nullptr;
      if (!op || call->args.empty()) continue;
      const AttrValue* axis = call->attrs.find("axis");
      if (!axis || axis->kind != AttrValue::Kind::kList) continue;
      const auto* x = as<VarNode>(call->args[0]);
      auto it = x ? inferred.var_sinfo.find(x) : inferred.var_sinfo.end();
      const auto* t = it == inferred.var_sinfo.end() ? nullptr : as<TensorSInfo>(it->second);
      if (!t || t->ndim < 0) continue;
      AttrValue fixed = *axis;
      bool changed = false;
      for (auto& a : fixed.items)
        if (a.kind == AttrValue::Kind::kInt && a.int_value < 0) {
          a.int_value += t->ndim + 1;
          changed = true;
        }
      if (!changed) continue;
      auto nc = std::make_shared<CallNode>(*call);
      nc->attrs.set("axis", fixed);
      b.value = nc;
    }
  });
}

} // namespace

/// Reordering an impure call across R.print (a scheduler or code motion that
/// ignores effects). Seen by evaluation: the effect trace's order changes.
BugInfo reorder_across_print() {
  return {{"reorder_across_print", "moves R.print below the next impure call", reorder},
          "reordering across a print (code motion ignoring effects)",
          true};
}

/// An If annotated with the true branch's StructInfo (a LUB that keeps a shape
/// after If). Seen by evaluation when the false branch is taken with another
/// shape; statically when the branch StructInfo is incompatible with the other
/// branch's.
BugInfo lub_keeps_then_shape() {
  return {
      {"lub_keeps_then_shape", "annotates If results with the true branch's StructInfo", lub_then},
      "a least upper bound that keeps a shape after If",
      true};
}

/// An axis canonicalization that is off by one for negative axes (as
/// strided_slice rewrites with an off-by-one end). Seen statically: axis out of
/// range or a different result shape.
BugInfo reduce_axis_off_by_one() {
  return {
      {"reduce_axis_off_by_one", "negative reduction axes normalized off by one", axis_off_by_one},
      "an off-by-one axis/index rewrite (as in strided_slice canonicalization)",
      false};
}

} // namespace rxv::fuzz::bugs
