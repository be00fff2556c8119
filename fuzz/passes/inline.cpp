// Inlining of small private functions: a call `v = f(args)` of a private (no
// global_symbol), pure, non-recursive module function whose body is one SeqExpr
// of at most 8 op-call, tuple or projection bindings is replaced by copies of
// those bindings (fresh variables, the parameters replaced by the arguments,
// the signature's shape variables by the arguments' dimensions) and `v =
// <result>`. Only calls whose arguments' StructInfo gives every signature shape
// variable are inlined. Dropping the parameter checks is a refinement: where
// they would fail, the input errs.
#include <unordered_map>

#include "fuzz/passes/pass.h"
#include "fuzz/passes/rewrite.h"
#include "fuzz/passes/variants.h"
#include "semantics/infer/infer.h"
#include "semantics/ir/shape_vars.h"
#include "semantics/struct_info/substitute.h"
#include "semantics/transform/normalize.h"

namespace rxv::fuzz {

using namespace sem;

namespace {

constexpr size_t kMaxInlineBindings = 8;

bool inlinable(const GlobalFunc& g) {
  if (!g.relax || !g.relax->is_pure || g.relax->attrs.find("global_symbol")) return false;
  const auto* seq = as<SeqExprNode>(g.relax->body);
  if (!seq) return false;
  size_t n = 0;
  for (const auto& block : seq->blocks)
    for (const auto& b : block.bindings) {
      ++n;
      if (b.is_match_cast) return false;
      const auto* call = as<CallNode>(b.value);
      bool simple = (call && as<OpNode>(call->op)) || as<TupleNode>(b.value) ||
                    as<TupleGetItemNode>(b.value) || as<VarNode>(b.value) ||
                    as<ConstantNode>(b.value);
      if (!simple) return false;
    }
  return n <= kMaxInlineBindings;
}

/// Replaces the callee's Relax variables where an annotation names one: a Tensor's shape
/// given by a Shape variable (`R.Tensor(s, ...)`), also inside tuples.
StructInfo subst_sinfo_vars(const StructInfo& s,
                            const std::unordered_map<const VarNode*, Expr>& vmap) {
  if (const auto* t = as<TensorSInfo>(s); t && t->shape) {
    Expr shape = substitute_vars(t->shape, vmap);
    if (shape == t->shape) return s;
    auto out = std::make_shared<TensorSInfo>(*t);
    out->shape = shape;
    return out;
  }
  if (const auto* t = as<TupleSInfo>(s)) {
    auto out = std::make_shared<TupleSInfo>(*t);
    for (auto& f : out->fields) f = subst_sinfo_vars(f, vmap);
    return out;
  }
  return s;
}

/// Replaces the callee's shape variables in a (leaf-argument) binding value:
/// ShapeExpr and PrimValue leaves, a call's sinfo_args, tuple fields.
Expr subst_shape_vars(const Expr& e, const ShapeVarMap& map) {
  if (!e) return e;
  if (const auto* s = as<ShapeExprNode>(e)) {
    auto out = std::make_shared<ShapeExprNode>(*s);
    for (auto& v : out->values) v = substitute(v, map);
    return out;
  }
  if (const auto* p = as<PrimValueNode>(e)) {
    auto out = std::make_shared<PrimValueNode>(*p);
    out->value = substitute(p->value, map);
    return out;
  }
  if (const auto* t = as<TupleNode>(e)) {
    auto out = std::make_shared<TupleNode>(*t);
    for (auto& f : out->fields) f = subst_shape_vars(f, map);
    return out;
  }
  if (const auto* call = as<CallNode>(e)) {
    auto out = std::make_shared<CallNode>(*call);
    for (auto& a : out->args) a = subst_shape_vars(a, map);
    for (auto& s : out->sinfo_args) s = substitute(s, map);
    return out;
  }
  return e;
}

} // namespace

IRModule inline_with(const IRModule& input, const InlineOptions& opts) {
  IRModule mod = normalize(input);
  auto arith = make_default_arith();
  InferResult inferred = infer_struct_info(mod, *arith);
  int fresh = 0;
  return rewrite_module(mod, [&](SeqView& seq) {
    std::vector<SeqView::Item> out;
    for (auto& item : seq.items) {
      const Binding& b = item.binding;
      const auto* call = as<CallNode>(b.value);
      const auto* gv = call ? as<GlobalVarNode>(call->op) : nullptr;
      const GlobalFunc* g = gv ? mod.find(gv->name) : nullptr;
      if (b.is_match_cast || !g || !inlinable(*g) || call->args.size() != g->relax->params.size()) {
        out.push_back(item);
        continue;
      }
      const Function& fn = g->relax;
      std::vector<StructInfo> param_sinfo, arg_sinfo;
      std::unordered_map<const VarNode*, Expr> vmap;
      size_t n = fn->params.size();
      bool known = true;
      for (size_t i = 0; i < n; ++i) {
        param_sinfo.push_back(fn->params[i]->sinfo);
        const Expr& arg = call->args[opts.reverse_params ? n - 1 - i : i];
        vmap[fn->params[i].get()] = arg;
        const auto* av = as<VarNode>(arg);
        auto it = av ? inferred.var_sinfo.find(av) : inferred.var_sinfo.end();
        if (it == inferred.var_sinfo.end())
          known = false;
        else
          arg_sinfo.push_back(it->second);
      }
      ShapeVarMap smap;
      if (known) bind_shape_vars(param_sinfo, arg_sinfo, smap);
      std::vector<const PrimExprNode*> sig_vars;
      for (const auto& s : param_sinfo) collect_shape_vars(s, sig_vars, /*into_funcs=*/false);
      for (const auto* v : sig_vars) known = known && smap.count(v);
      if (!known) {
        out.push_back(item);
        continue;
      }
      const auto& body = *as<SeqExprNode>(fn->body);
      for (const auto& block : body.blocks)
        for (const auto& cb : block.bindings) {
          StructInfo ann =
              cb.var->sinfo ? substitute(subst_sinfo_vars(cb.var->sinfo, vmap), smap) : nullptr;
          Var nv = make_relax_var(cb.var->name + "_i" + std::to_string(fresh++), ann,
                                  item.dataflow && cb.var->is_dataflow());
          Expr value = subst_shape_vars(substitute_vars(cb.value, vmap), smap);
          vmap[cb.var.get()] = nv;
          out.push_back({Binding{nv, value, false, nullptr, cb.loc}, item.dataflow});
        }
      Binding result = b;
      result.value = substitute_vars(body.body, vmap);
      out.push_back({result, item.dataflow});
    }
    seq.items = std::move(out);
  });
}

IRModule inline_private_functions(const IRModule& mod) { return inline_with(mod, {}); }

} // namespace rxv::fuzz
