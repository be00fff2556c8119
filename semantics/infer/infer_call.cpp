/// Calls (relax_spec_full.md, "Derivation Rules" 14; structinfo-and-semantics.md, "Checking a
/// function's signature at a call", "Call of an Op", "Call of anything else").
///
/// A call of a function with params maps the callee's own shape variables (those its signature
/// binds) from the arguments' dimensions, lone dimensions first in any parameter order
/// (substitute.h: bind_shape_vars), then checks each argument against its substituted parameter
/// and gives the substituted return, erased to the caller's scope. An own variable the
/// arguments do not determine is replaced by a fresh variable first, so that it is never
/// confused with a variable of the caller, which matters for recursion: inside `f`, `f`'s
/// signature variables are in scope, yet a recursive call binds them anew.
///
/// Own variables: every shape variable of a global function's (or PrimFunc's) parameters; for a
/// closure bound by a Var, those its signature introduced (the ones it captured from the
/// enclosing function keep their value); otherwise those not in the caller's scope.
#include <algorithm>

#include <fmt/format.h>

#include "semantics/infer/infer_internal.h"
#include "semantics/script/printer.h"
#include "semantics/struct_info/substitute.h"

namespace rxv::sem::infer_detail {
namespace {

/// The derive_func names the default derivation goes by (the spec's and TVM's).
bool is_default_derive(const std::string& name) {
  return name == kDefaultDerive || name == "tvm.relax.struct_info.infer_by_sinfo_args";
}

} // namespace

StructInfo Inferrer::derive_call(const CallNode& call, int depth) {
  std::vector<StructInfo> args;
  args.reserve(call.args.size());
  for (const Expr& a : call.args) args.push_back(derive(a, depth + 1));
  if (const auto* op = as<OpNode>(call.op)) return call_op(call, *op, std::move(args));
  return call_function(call, derive(call.op, depth + 1), args);
}

StructInfo Inferrer::call_op(const CallNode& call, const OpNode& op, std::vector<StructInfo> args) {
  // Rule 14.1: the op's own StructInfo rule and purity flag, from the op table.
  const OpDef* def = OpTable::get().find(op.name);
  if (!def) {
    // A warning, not an error: the op table does not cover every Relax operator yet, and the
    // spec's default for an opaque callee is Object (rule 14.1.1). Purity goes unchecked.
    ++failures_;
    warning(call.loc, "SI-11",
            fmt::format("unknown operator '{}': the op table has no entry for it, so its result is "
                        "taken as R.Object and its purity is not checked",
                        op.name));
    return make_object_sinfo();
  }
  check_purity(call, def->pure, "operator " + op.name);
  OpInferContext ctx(&mod_, arith_, sink_, at(call.loc));
  // The rule reports through the sink directly; its errors count as failures too.
  const size_t errors_before = sink_.num_errors();
  StructInfo s;
  if (check_op_call(*def, call, ctx) && def->infer) s = def->infer(call, args, ctx);
  failures_ += sink_.num_errors() - errors_before;
  return s ? s : make_object_sinfo();
}

std::unordered_set<const PrimExprNode*> Inferrer::callee_own_vars(const CallNode& call,
                                                                  const FuncSInfo& f) const {
  std::vector<const PrimExprNode*> vars;
  if (f.params)
    for (const StructInfo& p : *f.params) collect_shape_vars(p, vars);
  std::unordered_set<const PrimExprNode*> own;
  const bool global = call.op && call.op->kind == ExprKind::kGlobalVar;
  const std::vector<const PrimExprNode*>* closure = nullptr;
  if (const auto* v = as<VarNode>(call.op))
    if (auto it = closure_own_vars_.find(v); it != closure_own_vars_.end()) closure = &it->second;
  for (const PrimExprNode* v : vars) {
    bool is_own = global || !shape_var_in_scope(v) ||
                  (closure && std::find(closure->begin(), closure->end(), v) != closure->end());
    if (is_own) own.insert(v);
  }
  return own;
}

StructInfo Inferrer::call_function(const CallNode& call, const StructInfo& callee,
                                   const std::vector<StructInfo>& args) {
  const auto* ext = as<ExternFuncNode>(call.op);
  // For messages: `cls.f`, `f`, or PackedFunc "name".
  const std::string name =
      ext ? fmt::format("PackedFunc \"{}\"", ext->global_symbol) : "`" + print_expr(call.op) + "`";
  const auto* f = as<FuncSInfo>(callee);
  if (!f) {
    // Rule 14.2.1.
    error(call.loc, "SI-7",
          fmt::format("{} is called, but its StructInfo {} is not a function", name,
                      print_struct_info(callee)));
    return make_object_sinfo();
  }
  // Rules 14.2.2.1 and 14.2.3: purity from the callee's StructInfo (ExternFunc: impure).
  check_purity(call, f->purity, name);

  if (!f->params) {
    // Rule 14.2.2.2: an opaque function; its derive_func gives the result (the default
    // derivation reads sinfo_args; any other is the empty derivation, Object). Without one,
    // its calls return `ret`.
    StructInfo s = is_default_derive(f->derive_func) ? default_derive(call)
                   : f->derive_func.empty()          ? (f->ret ? f->ret : make_object_sinfo())
                                                     : make_object_sinfo();
    return erase_to_well_defined(s, scope_query());
  }

  const auto& params = *f->params;
  if (params.size() != args.size()) {
    // Rule 14.2.4. The result is left unknown (Object), not guessed.
    error(call.loc, "SI-8",
          fmt::format("{} takes {} argument(s) ({}), but is called with {}", name, params.size(),
                      print_struct_info(callee), args.size()));
    return make_object_sinfo();
  }
  // Rule 14.2.5.
  std::unordered_set<const PrimExprNode*> own = callee_own_vars(call, *f);
  ShapeVarMap map;
  bind_shape_vars(params, args, map);
  std::erase_if(map, [&](const auto& kv) { return !own.count(kv.first); });
  // Own variables the arguments leave open stand for unknown values of this call.
  std::vector<const PrimExprNode*> all;
  for (const StructInfo& p : params) collect_shape_vars(p, all);
  collect_shape_vars(f->ret, all);
  for (const PrimExprNode* v : all)
    if (own.count(v) && !map.count(v)) map.emplace(v, make_var(v->name, v->dtype));

  // Rule 14.2.6, graded: incompatible is an error, possibly a warning.
  for (size_t i = 0; i < params.size(); ++i) {
    if (const auto* v = as<VarNode>(call.args[i]); v && failed_vars_.count(v)) continue;
    StructInfo expected = substitute(params[i], map);
    switch (compat(args[i], expected)) {
    case Compat::kCompatible: break;
    case Compat::kPossibly:
      warning(call.loc, "SI-9",
              fmt::format("argument {} of {} has StructInfo {}, which matches the "
                          "parameter's {} only if checked at run time",
                          i, name, print_struct_info(args[i]), print_struct_info(expected)));
      break;
    case Compat::kIncompatible:
      error(call.loc, "SI-9",
            fmt::format("argument {} of {} has StructInfo {}, incompatible with the "
                        "parameter's {}",
                        i, name, print_struct_info(args[i]), print_struct_info(expected)));
      break;
    }
  }
  // Rule 14.2.7.
  return erase_to_well_defined(substitute(f->ret ? f->ret : make_object_sinfo(), map),
                               scope_query());
}

} // namespace rxv::sem::infer_detail
