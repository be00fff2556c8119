/// Blocks and bindings (relax_spec_full.md, "Derivation Rules" 10.1 and 11; summary
/// structinfo-and-semantics.md, "VarBinding" and "MatchCast").
#include <algorithm>

#include <fmt/format.h>

#include "semantics/infer/infer_internal.h"
#include "semantics/script/printer.h"
#include "semantics/struct_info/substitute.h"

namespace rxv::sem::infer_detail {
namespace {

std::string var_name(const VarNode* v) { return v ? v->name : std::string("_"); }

} // namespace

void Inferrer::block(const BindingBlock& b, int depth) {
  bool saved = in_dataflow_;
  in_dataflow_ = b.is_dataflow;
  for (const Binding& bd : b.bindings) binding(bd, depth + 1);
  in_dataflow_ = saved;
  // Rule 10.1.2: DataflowVars do not outlive their block.
  if (b.is_dataflow)
    for (const Binding& bd : b.bindings)
      if (bd.var && bd.var->is_dataflow()) leave_var(bd.var.get());
}

void Inferrer::binding(const Binding& b, int depth) {
  SourceLoc saved = binding_loc_;
  if (b.loc.known()) binding_loc_ = b.loc;
  if (b.is_match_cast)
    match_cast(b, depth);
  else
    var_binding(b, depth);
  binding_loc_ = saved;
}

void Inferrer::var_binding(const Binding& b, int depth) {
  const VarNode* v = b.var.get();
  const StructInfo ann = v ? v->sinfo : nullptr;
  StructInfo derived;
  const size_t failures_before = failures_;
  if (const auto* fn = as<FunctionNode>(b.value)) {
    // Rule 11.2.1: a Function literal may call itself through its Var, which meanwhile has the
    // annotation, or (TVMScript has no place for one on `@R.function def f`) the function's
    // declared signature (rule 15.2, as for globals).
    bind_var(v, ann ? ann : declared_sinfo(*fn));
    derived = derive_function(*fn, v, var_name(v), depth + 1);
  } else {
    derived = derive(b.value, depth + 1);
  }
  if (failed_to_object(failures_before, derived)) {
    if (!ann) failed_vars_.insert(v);
    bind_var(v, ann ? ann : derived);
    return;
  }
  if (!ann) {
    bind_var(v, derived);
    return;
  }
  // Rule 11.2.3: the annotation must be compatible with the value's StructInfo, and wins.
  switch (compat(derived, ann)) {
  case Compat::kCompatible: break;
  case Compat::kPossibly:
    warning(b.loc, "SI-1",
            fmt::format("the annotation {} of `{}` holds for its value's StructInfo {} only if "
                        "checked at run time",
                        print_struct_info(ann), var_name(v), print_struct_info(derived)));
    break;
  case Compat::kIncompatible:
    error(b.loc, "SI-1",
          fmt::format("the annotation {} of `{}` is incompatible with its value's StructInfo {}",
                      print_struct_info(ann), var_name(v), print_struct_info(derived)));
    break;
  }
  bind_var(v, ann);
}

void Inferrer::match_cast(const Binding& b, int depth) {
  const VarNode* v = b.var.get();
  const size_t failures_before = failures_;
  StructInfo value = derive(b.value, depth + 1);
  StructInfo cast = b.match_sinfo ? b.match_sinfo : make_object_sinfo();
  // Rule 11.3.2: the cast's new shape variables are in scope from here to the end of the SeqExpr.
  std::vector<const PrimExprNode*> fresh = enter_new_shape_vars(cast);

  // Rule 11.3.3. The new variables take the value's dimensions first, so that `(m, m * 2)` is
  // compared with `(n, n * 2)` as `(n, n * 2)`. "Neither is a subtype" is read gradedly: a cast
  // can never succeed only when the two are incompatible both ways (a side that merely lacks
  // information, like an unknown shape, may still match at run time).
  ShapeVarMap map;
  bind_shape_vars({cast}, {value}, map);
  std::erase_if(map, [&](const auto& kv) {
    return std::find(fresh.begin(), fresh.end(), kv.first) == fresh.end();
  });
  StructInfo bound = substitute(cast, map);
  if (!failed_to_object(failures_before, value) && compat(value, bound) == Compat::kIncompatible &&
      compat(bound, value) == Compat::kIncompatible)
    warning(b.loc, "SI-2",
            fmt::format("R.match_cast of a value with StructInfo {} to {} can never succeed",
                        print_struct_info(value), print_struct_info(cast)));

  const StructInfo ann = v ? v->sinfo : nullptr;
  if (!ann) {
    bind_var(v, cast);
    return;
  }
  // Rule 11.3.4, graded like every annotation.
  switch (compat(cast, ann)) {
  case Compat::kCompatible: break;
  case Compat::kPossibly:
    warning(b.loc, "SI-3",
            fmt::format("the annotation {} of `{}` holds for the cast's StructInfo {} only if "
                        "checked at run time",
                        print_struct_info(ann), var_name(v), print_struct_info(cast)));
    break;
  case Compat::kIncompatible:
    error(b.loc, "SI-3",
          fmt::format("the annotation {} of `{}` is incompatible with the cast's StructInfo {}",
                      print_struct_info(ann), var_name(v), print_struct_info(cast)));
    break;
  }
  bind_var(v, ann);
}

} // namespace rxv::sem::infer_detail
