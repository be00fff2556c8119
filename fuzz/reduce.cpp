#include "fuzz/reduce.h"

#include <unordered_map>
#include <unordered_set>

#include "fuzz/passes/rewrite.h"
#include "semantics/arith/arith.h"
#include "semantics/infer/infer.h"
#include "semantics/ir/structural_equal.h"
#include "semantics/struct_info/substitute.h"

namespace rxv::fuzz {

using namespace sem;

namespace {

/// `mod` without the k-th binding (in rewrite order); `*found` says whether
/// there was one.
IRModule drop_binding(const IRModule& mod, size_t k, bool* found) {
  size_t idx = 0;
  *found = false;
  return rewrite_module(mod, [&](SeqView& seq) {
    for (size_t i = 0; i < seq.items.size(); ++i, ++idx) {
      if (idx == k) {
        seq.items.erase(seq.items.begin() + long(i));
        *found = true;
        ++idx;
        return;
      }
    }
  });
}

/// `mod` without the k-th binding, whose uses take its j-th operand instead
/// (a call's argument or a tuple's field that is a variable with the same
/// StructInfo as the binding's, per `inferred`); `*found` says whether the
/// k-th binding has a j-th operand.
IRModule bypass_binding(const IRModule& mod, const InferResult& inferred, size_t k, size_t j,
                        bool* found) {
  size_t idx = 0;
  *found = false;
  auto sinfo_of = [&](const VarNode* v) -> StructInfo {
    auto it = inferred.var_sinfo.find(v);
    return it == inferred.var_sinfo.end() ? nullptr : it->second;
  };
  return rewrite_module(mod, [&](SeqView& seq) {
    for (size_t i = 0; i < seq.items.size(); ++i, ++idx) {
      if (idx != k) continue;
      ++idx;
      const Binding& b = seq.items[i].binding;
      std::vector<Expr> operands;
      if (const auto* call = as<CallNode>(b.value))
        operands = call->args;
      else if (const auto* tup = as<TupleNode>(b.value))
        operands = tup->fields;
      if (j >= operands.size() || b.is_match_cast) return;
      const auto* op = as<VarNode>(operands[j]);
      StructInfo want = sinfo_of(b.var.get());
      StructInfo have = op ? sinfo_of(op) : nullptr;
      if (!want || !have || !structural_equal(want, have)) return;
      *found = true;
      std::unordered_map<const VarNode*, Expr> map{{b.var.get(), operands[j]}};
      seq.items.erase(seq.items.begin() + long(i));
      for (size_t r = i; r < seq.items.size(); ++r)
        seq.items[r].binding.value = substitute_vars(seq.items[r].binding.value, map);
      seq.body = substitute_vars(seq.body, map);
      return;
    }
  });
}

/// `mod` with the k-th non-zero constant's elements zeroed.
IRModule zero_constant(const IRModule& mod, size_t k, bool* found) {
  size_t idx = 0;
  *found = false;
  return rewrite_module(mod, [&](SeqView& seq) {
    for (auto& item : seq.items) {
      const auto* call = as<CallNode>(item.binding.value);
      std::vector<Expr> args = call ? call->args : std::vector<Expr>{item.binding.value};
      bool changed = false;
      for (auto& a : args) {
        const auto* c = as<ConstantNode>(a);
        if (!c) continue;
        bool nonzero = false;
        for (auto v : c->data.ints) nonzero = nonzero || v != 0;
        for (auto v : c->data.floats) nonzero = nonzero || v != 0;
        if (!nonzero || idx++ != k) continue;
        auto z = std::make_shared<ConstantNode>(*c);
        for (auto& v : z->data.ints) v = 0;
        for (auto& v : z->data.floats) v = 0;
        a = z;
        changed = *found = true;
      }
      if (!changed) continue;
      if (call) {
        auto nc = std::make_shared<CallNode>(*call);
        nc->args = args;
        item.binding.value = nc;
      } else {
        item.binding.value = args[0];
      }
    }
  });
}

/// Rebuilds a function with shape variables replaced (ShapeVarMap) everywhere:
/// annotations, match_cast StructInfo, sinfo_args, ShapeExpr and PrimValue
/// leaves. Variables whose annotation changes are recreated and their uses
/// follow.
class ShapeSubst {
public:
  explicit ShapeSubst(const ShapeVarMap& map) : map_(map) {}

  Expr expr(const Expr& e, int depth = 0) {
    if (!e || depth > 256) return e;
    switch (e->kind) {
    case ExprKind::kVar:
    case ExprKind::kDataflowVar: {
      auto it = vars_.find(static_cast<const VarNode*>(e.get()));
      return it == vars_.end() ? e : it->second;
    }
    case ExprKind::kShapeExpr: {
      auto out = std::make_shared<ShapeExprNode>(*as<ShapeExprNode>(e));
      for (auto& v : out->values) v = substitute(v, map_);
      return out;
    }
    case ExprKind::kPrimValue: {
      auto out = std::make_shared<PrimValueNode>(*as<PrimValueNode>(e));
      out->value = substitute(out->value, map_);
      return out;
    }
    case ExprKind::kTuple: {
      auto out = std::make_shared<TupleNode>(*as<TupleNode>(e));
      for (auto& f : out->fields) f = expr(f, depth + 1);
      return out;
    }
    case ExprKind::kCall: {
      auto out = std::make_shared<CallNode>(*as<CallNode>(e));
      out->op = expr(out->op, depth + 1);
      for (auto& a : out->args) a = expr(a, depth + 1);
      for (auto& si : out->sinfo_args) si = substitute(si, map_);
      return out;
    }
    case ExprKind::kTupleGetItem: {
      auto out = std::make_shared<TupleGetItemNode>(*as<TupleGetItemNode>(e));
      out->tuple = expr(out->tuple, depth + 1);
      return out;
    }
    case ExprKind::kIf: {
      auto out = std::make_shared<IfNode>(*as<IfNode>(e));
      out->cond = expr(out->cond, depth + 1);
      out->true_branch = expr(out->true_branch, depth + 1);
      out->false_branch = expr(out->false_branch, depth + 1);
      return out;
    }
    case ExprKind::kSeqExpr: {
      auto out = std::make_shared<SeqExprNode>(*as<SeqExprNode>(e));
      for (auto& block : out->blocks)
        for (auto& b : block.bindings) {
          b.value = expr(b.value, depth + 1);
          if (b.is_match_cast) b.match_sinfo = substitute(b.match_sinfo, map_);
          b.var = var(b.var);
        }
      out->body = expr(out->body, depth + 1);
      return out;
    }
    case ExprKind::kFunction: {
      auto out = std::make_shared<FunctionNode>(*as<FunctionNode>(e));
      for (auto& p : out->params) p = var(p);
      out->ret_sinfo = substitute(out->ret_sinfo, map_);
      out->body = expr(out->body, depth + 1);
      return out;
    }
    default: return e;
    }
  }

private:
  Var var(const Var& v) {
    if (!v || !v->sinfo) return v;
    StructInfo s = substitute(v->sinfo, map_);
    if (s == v->sinfo) return v;
    Var nv = make_relax_var(v->name, s, v->is_dataflow(), v->loc);
    vars_[v.get()] = nv;
    return nv;
  }
  const ShapeVarMap& map_;
  std::unordered_map<const VarNode*, Expr> vars_;
};

/// main's signature shape variables (lone dims of its parameters).
std::vector<PrimExpr> main_shape_vars(const IRModule& mod) {
  std::vector<PrimExpr> out;
  const GlobalFunc* g = mod.find("main");
  if (!g || !g->relax) return out;
  for (const auto& p : g->relax->params) {
    const auto* t = p ? as<TensorSInfo>(p->sinfo) : nullptr;
    const auto* shape = t ? as<ShapeExprNode>(t->shape) : nullptr;
    if (!shape) continue;
    for (const auto& d : shape->values)
      if (is_var(d)) {
        bool seen = false;
        for (const auto& o : out) seen = seen || o.get() == d.get();
        if (!seen) out.push_back(d);
      }
  }
  return out;
}

/// `mod` with main's shape variable `v` replaced by the literal `value`.
IRModule fix_shape_var(const IRModule& mod, const PrimExpr& v, int64_t value) {
  IRModule out = mod;
  ShapeVarMap map{{v.get(), make_int(value, v->dtype)}};
  for (auto& f : out.functions)
    if (f.name == "main" && f.relax) f.relax = as_ref<FunctionNode>(ShapeSubst(map).expr(f.relax));
  return out;
}

} // namespace

size_t binding_count(const IRModule& mod) {
  size_t n = 0;
  rewrite_module(mod, [&](SeqView& seq) { n += seq.items.size(); });
  return n;
}

size_t module_size(const IRModule& mod) {
  size_t n = mod.functions.size();
  rewrite_module(mod, [&](SeqView& seq) { n += seq.items.size(); });
  return n;
}

std::vector<uint64_t> shrink_choices(std::vector<uint64_t> seq,
                                     const std::function<bool(const std::vector<uint64_t>&)>& fails,
                                     int max_tries) {
  int tries = 0;
  auto attempt = [&](const std::vector<uint64_t>& cand) {
    if (tries >= max_tries) return false;
    ++tries;
    if (!fails(cand)) return false;
    seq = cand;
    return true;
  };
  bool progress = true;
  while (progress && tries < max_tries) {
    progress = false;
    // Delete runs of choices, longest first (the tail first: it is often
    // unused).
    for (size_t len : {64u, 16u, 4u, 1u}) {
      for (size_t i = seq.size(); i >= len && tries < max_tries;) {
        std::vector<uint64_t> cand(seq.begin(), seq.begin() + long(i - len));
        cand.insert(cand.end(), seq.begin() + long(i), seq.end());
        if (attempt(cand)) {
          progress = true;
          i = std::min(i, seq.size());
        } else {
          --i;
        }
      }
    }
    // Zero, then halve, single values.
    for (size_t i = 0; i < seq.size() && tries < max_tries; ++i) {
      if (seq[i] == 0) continue;
      std::vector<uint64_t> cand = seq;
      cand[i] = 0;
      if (attempt(cand)) {
        progress = true;
        continue;
      }
      cand[i] = seq[i] / 2;
      if (attempt(cand)) progress = true;
    }
  }
  return seq;
}

IRModule reduce_module(IRModule mod, const std::function<bool(const IRModule&)>& fails,
                       int max_tries) {
  int tries = 0;
  bool progress = true;
  while (progress && tries < max_tries) {
    progress = false;
    // Functions other than main.
    for (size_t i = mod.functions.size(); i-- > 0 && tries < max_tries;) {
      if (mod.functions[i].name == "main") continue;
      IRModule cand = mod;
      cand.functions.erase(cand.functions.begin() + long(i));
      ++tries;
      if (fails(cand)) {
        mod = std::move(cand);
        progress = true;
      }
    }
    // Bindings, last first (later bindings depend on earlier ones).
    for (size_t k = module_size(mod); k-- > 0 && tries < max_tries;) {
      bool found = false;
      IRModule cand = drop_binding(mod, k, &found);
      if (!found) continue;
      ++tries;
      if (fails(cand)) {
        mod = std::move(cand);
        progress = true;
      }
    }
    // Bypasses: a binding's uses take one of its operands (an op's result
    // replaced by its input of the same StructInfo), last first.
    {
      auto arith = make_default_arith();
      InferResult inferred = infer_struct_info(mod, *arith);
      // Bindings keep their variables, so `inferred` stays right for the
      // earlier ones while bypasses go last first.
      for (size_t k = module_size(mod); k-- > 0 && tries < max_tries;)
        for (size_t j = 0; j < 8 && tries < max_tries; ++j) {
          bool found = false;
          IRModule cand = bypass_binding(mod, inferred, k, j, &found);
          if (!found) continue;
          ++tries;
          if (fails(cand)) {
            mod = std::move(cand);
            progress = true;
            break;
          }
        }
    }
    // main's unused parameters.
    if (const GlobalFunc* g = mod.find("main"); g && g->relax) {
      std::unordered_set<const VarNode*> used;
      collect_uses(g->relax->body, used);
      for (size_t i = g->relax->params.size(); i-- > 0 && tries < max_tries;) {
        const GlobalFunc* cur = mod.find("main");
        if (i >= cur->relax->params.size() || used.count(cur->relax->params[i].get())) continue;
        IRModule cand = mod;
        for (auto& f : cand.functions)
          if (f.name == "main") {
            auto fn = std::make_shared<FunctionNode>(*f.relax);
            fn->params.erase(fn->params.begin() + long(i));
            f.relax = fn;
          }
        ++tries;
        if (fails(cand)) {
          mod = std::move(cand);
          progress = true;
        }
      }
    }
    // Shapes: main's symbolic dimensions become the literal 1 (then the program
    // is smaller to read and to evaluate).
    for (const PrimExpr& v : main_shape_vars(mod)) {
      if (tries >= max_tries) break;
      IRModule cand = fix_shape_var(mod, v, 1);
      ++tries;
      if (fails(cand)) {
        mod = std::move(cand);
        progress = true;
      }
    }
    // Constants.
    for (size_t k = 0; tries < max_tries; ++k) {
      bool found = false;
      IRModule cand = zero_constant(mod, k, &found);
      if (!found) break;
      ++tries;
      if (fails(cand)) {
        mod = std::move(cand);
        progress = true;
        --k;
      }
    }
  }
  return mod;
}

} // namespace rxv::fuzz
