// Shape-variable scoping (WF-4, WF-5, WF-6, the scope parts of WF-15 and WF-16, WF-X-shared-shape).
// A shape variable is bound only in a binding position: a dimension (of a Tensor shape or Shape
// values, or a Prim value) that is the variable alone, in a parameter annotation or in a
// MatchCast's StructInfo. A signature binds from every parameter before any is checked (spec 000,
// criterion 6), and a MatchCast binds all of its lone new variables before checking the rest (as
// TVM does), so `R.Tensor((n * 2, n))` binds n. Binding positions are looked for through Tuples but
// not inside Callables, whose parameters bind for the Callable alone (well_formed_struct_info.cpp).
#include <fmt/format.h>

#include "semantics/analysis/well_formed_internal.h"

namespace rxv::sem::wf {

void Checker::bind_shape_var(const PrimExprNode* var, SourceLoc loc, bool owned) {
  ++live_shapes_[var];
  shape_log_.push_back(var);
  if (!owned) return;
  auto [it, fresh] = shape_owner_.emplace(var, global_);
  if (!fresh && it->second != global_)
    report("WF-X-shared-shape", loc,
           fmt::format("shape variable '{}' is bound in function '{}' and again in function '{}'; "
                       "a shape variable belongs to one function",
                       var->name, it->second, global_));
}

void Checker::bind_signature(const FunctionNode& fn, SourceLoc loc, int depth) {
  if (too_deep(depth, loc)) return;
  reported_unbound_.clear();
  param_mentioned_.clear();
  for (const auto& p : fn.params) {
    if (!p) continue;
    const SourceLoc ploc = pick_loc({p->sinfo ? p->sinfo->loc : SourceLoc{}, p->loc, loc});
    std::vector<const PrimExprNode*> lone;
    collect_lone_shape_vars(p->sinfo, lone);
    for (const PrimExprNode* v : lone) // one in scope (an enclosing function's) is only checked
      if (!live_shapes_.count(v)) bind_shape_var(v, ploc, /*owned=*/true);
    std::vector<const PrimExprNode*> mentioned;
    collect_shape_vars(p->sinfo, mentioned, /*into_funcs=*/false);
    param_mentioned_.insert(mentioned.begin(), mentioned.end());
  }
  for (const auto& p : fn.params)
    if (p && p->sinfo)
      check_annotation(p->sinfo, Site::kParam, pick_loc({p->sinfo->loc, p->loc, loc}), depth + 1);
  if (fn.ret_sinfo)
    check_annotation(fn.ret_sinfo, Site::kReturn, pick_loc({fn.ret_sinfo->loc, loc}), depth + 1);
  // A signature variable reported as WF-6 is still declared by the signature: the body may use it
  // without a second report per use.
  for (const PrimExprNode* v : reported_unbound_) bind_shape_var(v, loc, /*owned=*/false);
}

void Checker::bind_match_cast(const StructInfo& sinfo, SourceLoc loc) {
  std::vector<const PrimExprNode*> lone;
  collect_lone_shape_vars(sinfo, lone);
  for (const PrimExprNode* v : lone)
    if (!live_shapes_.count(v)) bind_shape_var(v, loc, /*owned=*/true);
}

void Checker::check_shape_uses(const PrimExpr& e, Site site, SInfoKind kind, SourceLoc ctx,
                               int depth) {
  if (!e) {
    report("WF-X-null", ctx, "an operand of a PrimExpr is missing");
    return;
  }
  if (too_deep(depth, ctx)) return;
  if (e->kind != PrimKind::kVar) {
    const SourceLoc loc = pick_loc({e->loc, ctx});
    for (const auto& op : e->operands) check_shape_uses(op, site, kind, loc, depth + 1);
    return;
  }
  const PrimExprNode* v = e.get();
  if (live_shapes_.count(v)) return;
  const SourceLoc loc = use_site(v, ctx);
  switch (site) {
  case Site::kParam:
    if (reported_unbound_.insert(v).second)
      report("WF-6", loc,
             fmt::format("shape variable '{}' in the signature of {} is not bound: it never "
                         "forms a whole dimension of a parameter annotation by itself",
                         v->name, where()));
    return;
  case Site::kReturn:
    if (param_mentioned_.count(v)) return; // reported as WF-6 if unbound
    report("WF-4", loc,
           fmt::format("the return annotation of {} uses shape variable '{}', which is neither "
                       "defined by a parameter annotation nor in scope at the definition",
                       where(), v->name));
    return;
  default: break;
  }
  const char* rule = kind == SInfoKind::kShape  ? "WF-15"
                     : kind == SInfoKind::kPrim ? "WF-16"
                                                : "WF-5";
  const char* what = kind == SInfoKind::kShape  ? "a Shape annotation"
                     : kind == SInfoKind::kPrim ? "a Prim annotation's value"
                     : site == Site::kExpr      ? "an expression"
                                                : "a Tensor shape";
  report(rule, loc,
         fmt::format("shape variable '{}' is used in {} before it is bound (only a signature or "
                     "an earlier match_cast binds it, where it forms a whole dimension by itself)",
                     v->name, what));
}

} // namespace rxv::sem::wf
