#include "solver/tv_obligations.h"

#include <fmt/format.h>

#include <algorithm>
#include <unordered_set>

#include "semantics/ir/shape_vars.h"
#include "semantics/ir/structural_equal.h"
#include "semantics/ops/op_table.h"
#include "semantics/script/printer.h"
#include "semantics/struct_info/substitute.h"

namespace rxv::solver {

using namespace sem;

namespace {

/// Functions with more bindings than this are not matched (quadratic search): their values are
/// tested only.
constexpr size_t kMaxBindings = 4000;

enum class Match { kNone, kSame, kClaimed };

bool is_call_tir(const CallNode& c) {
  const auto* op = as<OpNode>(c.op);
  const OpDef* def = op ? OpTable::get().find(op->name) : nullptr;
  return def && def->call_tir_like;
}

const std::string* op_name(const CallNode& c) {
  const auto* op = as<OpNode>(c.op);
  return op ? &op->name : nullptr;
}

/// The bindings of a body (a function's, an If branch's) when it is a SeqExpr, every block in
/// order.
std::vector<const Binding*> body_bindings(const Expr& body) {
  std::vector<const Binding*> out;
  if (const auto* seq = as<SeqExprNode>(body))
    for (const auto& block : seq->blocks)
      for (const auto& b : block.bindings) out.push_back(&b);
  return out;
}

/// Bindings of `body` with those nested in If branches and closures (what can correspond).
int count_bindings(const Expr& body, int depth = 0) {
  int n = 0;
  for (const Binding* b : body_bindings(body)) {
    ++n;
    if (depth > 64) continue;
    if (const auto* i = as<IfNode>(b->value))
      n += count_bindings(i->true_branch, depth + 1) + count_bindings(i->false_branch, depth + 1);
    else if (const auto* f = as<FunctionNode>(b->value))
      n += count_bindings(f->body, depth + 1);
  }
  return n;
}

Expr body_result(const Expr& body) {
  const auto* seq = as<SeqExprNode>(body);
  return seq ? seq->body : body;
}

/// A call's attributes and sinfo_args, compared without its arguments.
bool same_attrs(const CallNode& a, const CallNode& b) {
  return structural_equal(make_call(a.op, {}, a.attrs), make_call(b.op, {}, b.attrs));
}

class Matcher {
public:
  Matcher(const FunctionPair& pair, const IRModule& before_mod, const IRModule& after_mod,
          const InferResult& before, const InferResult& after, const ProveOptions& options)
      : pair_(pair), before_mod_(before_mod), after_mod_(after_mod), before_(before), after_(after),
        options_(options) {}

  FunctionObligations run() {
    FunctionObligations out;
    check_purity(out);
    const FunctionNode& fa = *pair_.after;
    const FunctionNode& fb = *pair_.before;
    auto bb = body_bindings(fb.body);
    auto ab = body_bindings(fa.body);
    map_.after_bindings = count_bindings(fa.body);
    if (ab.size() > kMaxBindings || bb.size() > kMaxBindings) {
      out.obligations.push_back({"bindings",
                                 Verdict::kUnknown,
                                 "too many bindings to match; values tested only",
                                 {},
                                 false});
      out.map = std::move(map_);
      return out;
    }
    map_params(fb, fa);
    map_.congruent = match_body(fa.body, fb.body);
    check_shapes(out);
    check_effects(bb, ab, out);
    out.map = std::move(map_);
    return out;
  }

private:
  void check_purity(FunctionObligations& out) {
    if (!pair_.before->is_pure && !pair_.after->is_pure) return;
    Obligation o{"purity", Verdict::kProved, "", {}, false};
    if (pair_.before->is_pure && !pair_.after->is_pure) {
      o.verdict = Verdict::kRefuted;
      o.detail = "BEFORE is pure, AFTER is not (pure=False weakens the contract)";
    }
    out.obligations.push_back(std::move(o));
  }

  /// Parameters by position (a function's or a closure's); AFTER's signature shape variables to
  /// BEFORE's terms.
  void map_params(const FunctionNode& fb, const FunctionNode& fa) {
    if (fa.params.size() != fb.params.size()) return;
    std::vector<StructInfo> as_, bs;
    for (size_t i = 0; i < fa.params.size(); ++i) {
      map_.after_to_before[fa.params[i].get()] = fb.params[i].get();
      as_.push_back(fa.params[i]->sinfo);
      bs.push_back(fb.params[i]->sinfo);
    }
    bind_shape_vars(as_, bs, shapes_);
  }

  /// Matches the bindings of AFTER's body `a` (a function's, an If branch's, a closure's) with
  /// BEFORE's `b`. True when every binding is the same computation as one of BEFORE's and the
  /// results correspond: then the two bodies denote the same value.
  bool match_body(const Expr& a, const Expr& b) {
    auto bb = body_bindings(b);
    for (const Binding* x : bb)
      if (const auto* v = as<VarNode>(x->value); v && !x->is_match_cast)
        before_alias_[x->var.get()] = v;
    bool congruent = true;
    std::vector<bool> used(bb.size(), false);
    for (const Binding* x : body_bindings(a))
      congruent = match_binding(*x, bb, used) == Match::kSame && congruent;
    return congruent && corresponds(body_result(a), body_result(b));
  }

  /// If bindings with corresponding conditions match branch by branch.
  Match match_if(const IfNode& a, const IfNode& b) {
    if (!corresponds(a.cond, b.cond)) return Match::kNone;
    bool same = match_body(a.true_branch, b.true_branch);
    same = match_body(a.false_branch, b.false_branch) && same;
    return same ? Match::kSame : Match::kClaimed;
  }

  /// Closures with as many parameters and the same purity match parameter by parameter, then
  /// body by body (captured variables are already mapped); the same value needs the same
  /// parameter annotations too.
  Match match_closure(const FunctionNode& a, const FunctionNode& b) {
    if (a.params.size() != b.params.size() || a.is_pure != b.is_pure) return Match::kNone;
    map_params(b, a);
    bool same = match_body(a.body, b.body);
    for (size_t i = 0; i < a.params.size() && same; ++i)
      same = structural_equal(substitute(a.params[i]->sinfo, shapes_), b.params[i]->sinfo);
    return same ? Match::kSame : Match::kClaimed;
  }

  /// BEFORE's variable with aliases (`lv2 = lv1`) followed to the bound computation.
  const VarNode* resolve(const VarNode* v) const {
    for (int i = 0; i < 1000; ++i) {
      auto it = before_alias_.find(v);
      if (it == before_alias_.end()) break;
      v = it->second;
    }
    return v;
  }

  bool dims_equal(const PrimExpr& a, const PrimExpr& b) {
    if (!a || !b) return !a && !b;
    PrimExpr s = substitute(a, shapes_);
    if (structural_equal(s, b)) return true;
    if (!mapped(a)) return false;
    return prove(make_binary(PrimKind::kEQ, b, s), {}, options_).is_proved();
  }

  /// Every shape variable of AFTER's `e` has a BEFORE term.
  bool mapped(const PrimExpr& e) const {
    std::vector<const PrimExprNode*> vars;
    collect_shape_vars(e, vars);
    return std::all_of(vars.begin(), vars.end(), [&](auto* v) { return shapes_.count(v) > 0; });
  }

  /// AFTER's expression `a` denotes the same value as BEFORE's `b`, given the variable map.
  bool corresponds(const Expr& a, const Expr& b, int depth = 0) {
    if (!a || !b || depth > 64) return false;
    const auto* va = as<VarNode>(a);
    const auto* vb = as<VarNode>(b);
    if (va || vb) {
      if (!va || !vb) return false;
      auto it = map_.after_to_before.find(va);
      return it != map_.after_to_before.end() && resolve(it->second) == resolve(vb);
    }
    if (a->kind != b->kind) return false;
    if (const auto* ga = as<GlobalVarNode>(a)) return ga->name == as<GlobalVarNode>(b)->name;
    if (const auto* sa = as<ShapeExprNode>(a)) {
      const auto* sb = as<ShapeExprNode>(b);
      if (sa->values.size() != sb->values.size()) return false;
      for (size_t i = 0; i < sa->values.size(); ++i)
        if (!dims_equal(sa->values[i], sb->values[i])) return false;
      return true;
    }
    if (const auto* pa = as<PrimValueNode>(a))
      return dims_equal(pa->value, as<PrimValueNode>(b)->value);
    if (const auto* ta = as<TupleNode>(a)) {
      const auto* tb = as<TupleNode>(b);
      if (ta->fields.size() != tb->fields.size()) return false;
      for (size_t i = 0; i < ta->fields.size(); ++i)
        if (!corresponds(ta->fields[i], tb->fields[i], depth + 1)) return false;
      return true;
    }
    return structural_equal(a, b);
  }

  /// The tensor operands of an op call (tuples flattened): what LegalizeOps passes to call_tir.
  static void operands(const Expr& e, std::vector<Expr>& out, int depth = 0) {
    if (depth > 8) return;
    if (const auto* t = as<TupleNode>(e)) {
      for (const auto& f : t->fields) operands(f, out, depth + 1);
    } else if (as<VarNode>(e) || as<ConstantNode>(e)) {
      out.push_back(e);
    }
  }

  bool operands_correspond(const std::vector<Expr>& a, const std::vector<Expr>& b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i)
      if (!corresponds(a[i], b[i])) return false;
    return true;
  }

  bool args_correspond(const CallNode& a, const CallNode& b) {
    if (a.args.size() != b.args.size()) return false;
    for (size_t i = 0; i < a.args.size(); ++i)
      if (!corresponds(a.args[i], b.args[i])) return false;
    return true;
  }

  /// Does AFTER's call_tir `a` claim to compute BEFORE's op call `b`?
  bool legalizes(const CallNode& a, const CallNode& b) {
    if (a.args.size() < 2) return false;
    std::vector<Expr> in_a, in_b;
    operands(a.args[1], in_a);
    for (const auto& arg : b.args) operands(arg, in_b);
    if (operands_correspond(in_a, in_b)) return true;
    // Constants may be folded into the PrimFunc: compare the variables alone.
    auto vars_only = [](std::vector<Expr> v) {
      std::erase_if(v, [](const Expr& e) { return !as<VarNode>(e); });
      return v;
    };
    return operands_correspond(vars_only(in_a), vars_only(in_b));
  }

  Match match_values(const Binding& a, const Binding& b) {
    if (a.is_match_cast != b.is_match_cast) return Match::kNone;
    if (a.is_match_cast) {
      if (!corresponds(a.value, b.value)) return Match::kNone;
      bind_shape_vars({a.match_sinfo}, {b.match_sinfo}, shapes_);
      return Match::kSame;
    }
    const auto* ca = as<CallNode>(a.value);
    const auto* cb = as<CallNode>(b.value);
    if (ca && cb) {
      const std::string* na = op_name(*ca);
      const std::string* nb = op_name(*cb);
      if (is_call_tir(*ca) && nb && !is_call_tir(*cb))
        return legalizes(*ca, *cb) ? Match::kClaimed : Match::kNone;
      if (!corresponds(ca->op, cb->op) || !args_correspond(*ca, *cb)) return Match::kNone;
      if (na && !is_call_tir(*ca)) return same_attrs(*ca, *cb) ? Match::kSame : Match::kNone;
      // A call of a closure that is the same as BEFORE's is the same call.
      if (const auto* f = as<VarNode>(ca->op);
          f && same_.count(f) &&
          structural_equal(make_call(cb->op, {}, ca->attrs), make_call(cb->op, {}, cb->attrs)))
        return Match::kSame;
      // call_tir of a PrimFunc (which may differ), a function call, a PackedFunc: claimed.
      return Match::kClaimed;
    }
    if (ca || cb) return Match::kNone;
    if (const auto* ia = as<TupleGetItemNode>(a.value)) {
      const auto* ib = as<TupleGetItemNode>(b.value);
      return ib && ia->index == ib->index && corresponds(ia->tuple, ib->tuple) ? Match::kSame
                                                                               : Match::kNone;
    }
    if (const auto* ia = as<IfNode>(a.value)) {
      const auto* ib = as<IfNode>(b.value);
      return ib ? match_if(*ia, *ib) : Match::kNone;
    }
    if (const auto* fa = as<FunctionNode>(a.value)) {
      const auto* fb = as<FunctionNode>(b.value);
      return fb ? match_closure(*fa, *fb) : Match::kNone;
    }
    if (as<SeqExprNode>(a.value)) return Match::kNone;
    return corresponds(a.value, b.value) ? Match::kSame : Match::kNone;
  }

  Match match_binding(const Binding& a, const std::vector<const Binding*>& bb,
                      std::vector<bool>& used) {
    // An alias stands for what it names.
    if (const auto* v = as<VarNode>(a.value); v && !a.is_match_cast) {
      auto it = map_.after_to_before.find(v);
      if (it == map_.after_to_before.end()) return Match::kNone;
      map_.after_to_before[a.var.get()] = it->second;
      return Match::kSame;
    }
    int fallback = -1;
    Match fallback_match = Match::kNone;
    for (size_t i = 0; i < bb.size(); ++i) {
      if (as<VarNode>(bb[i]->value) && !bb[i]->is_match_cast) continue;
      if (used[i] && fallback >= 0) continue;
      Match m = match_values(a, *bb[i]);
      if (m == Match::kNone) continue;
      if (used[i]) { // CSE: two AFTER uses of one BEFORE computation
        fallback = int(i);
        fallback_match = m;
        continue;
      }
      used[i] = true;
      record(a, *bb[i]);
      if (m == Match::kSame) same_.insert(a.var.get());
      return m;
    }
    if (fallback >= 0) record(a, *bb[fallback]);
    return fallback_match;
  }

  void record(const Binding& a, const Binding& b) {
    map_.after_to_before[a.var.get()] = b.var.get();
    map_.ordered.emplace_back(a.var.get(), b.var.get());
  }

  /// Shape equality of every corresponding pair of tensor bindings, for all shape values.
  void check_shapes(FunctionObligations& out) {
    for (const auto& [va, vb] : map_.ordered) {
      auto ia = after_.var_sinfo.find(va);
      auto ib = before_.var_sinfo.find(vb);
      if (ia == after_.var_sinfo.end() || ib == before_.var_sinfo.end()) continue;
      const auto* ta = as<TensorSInfo>(ia->second);
      const auto* tb = as<TensorSInfo>(ib->second);
      if (!ta || !tb) continue;
      Obligation o{fmt::format("shape of {} (BEFORE's {})", va->name, vb->name),
                   Verdict::kProved,
                   "",
                   {},
                   true};
      const auto* sa = as<ShapeExprNode>(ta->shape);
      const auto* sb = as<ShapeExprNode>(tb->shape);
      if (ta->ndim >= 0 && tb->ndim >= 0 && ta->ndim != tb->ndim) {
        o.verdict = Verdict::kRefuted;
        o.detail = fmt::format("ndim {} vs {}", ta->ndim, tb->ndim);
      } else if (!sa || !sb) {
        if (ta->shape || tb->shape) {
          o.verdict = Verdict::kUnknown;
          o.detail = "a shape is not a ShapeExpr";
        }
      } else {
        for (size_t d = 0; d < sa->values.size() && o.verdict == Verdict::kProved; ++d)
          decide_dim(sa->values[d], sb->values[d], d, o);
      }
      out.obligations.push_back(std::move(o));
    }
  }

  void decide_dim(const PrimExpr& a, const PrimExpr& b, size_t d, Obligation& o) {
    PrimExpr s = substitute(a, shapes_);
    if (structural_equal(s, b)) return;
    if (!mapped(a)) {
      o.verdict = Verdict::kUnknown;
      o.detail = fmt::format("dim {}: {} has a shape variable BEFORE does not define", d,
                             print_prim_expr(a));
      return;
    }
    PrimExpr claim = make_binary(PrimKind::kEQ, b, s);
    ProveResult r = prove(claim, {}, options_);
    if (r.is_proved()) return;
    o.verdict = r.verdict;
    o.detail =
        fmt::format("dim {}: {} == {}: {}", d, print_prim_expr(b), print_prim_expr(s), r.str());
    if (r.is_refuted()) o.counterexample = r.model;
  }

  /// Impure calls of `bindings`, in order.
  std::vector<const Binding*> impure_calls(const std::vector<const Binding*>& bindings,
                                           const IRModule& mod) const {
    std::vector<const Binding*> out;
    for (const Binding* b : bindings) {
      const auto* c = as<CallNode>(b->value);
      if (!c) continue;
      bool impure = false;
      if (const auto* op = as<OpNode>(c->op)) {
        const OpDef* def = OpTable::get().find(op->name);
        impure = def && !def->pure;
      } else if (as<ExternFuncNode>(c->op)) {
        impure = true;
      } else if (const auto* g = as<GlobalVarNode>(c->op)) {
        const GlobalFunc* f = mod.find(g->name);
        impure = f && f->relax && !f->relax->is_pure;
      }
      if (impure) out.push_back(b);
    }
    return out;
  }

  void check_effects(const std::vector<const Binding*>& bb, const std::vector<const Binding*>& ab,
                     FunctionObligations& out) {
    auto eb = impure_calls(bb, before_mod_);
    auto ea = impure_calls(ab, after_mod_);
    if (eb.empty() && ea.empty()) return;
    Obligation o{"effects",
                 Verdict::kProved,
                 fmt::format("{} impure call(s) in the same order", eb.size()),
                 {},
                 true};
    if (eb.size() != ea.size()) {
      o.verdict = Verdict::kRefuted;
      o.detail = fmt::format("BEFORE makes {} impure call(s), AFTER {}", eb.size(), ea.size());
    } else {
      for (size_t i = 0; i < ea.size(); ++i) {
        auto it = map_.after_to_before.find(ea[i]->var.get());
        if (it != map_.after_to_before.end() && it->second == eb[i]->var.get()) continue;
        o.verdict = Verdict::kRefuted;
        o.detail = fmt::format("impure call {} of AFTER ({}) does not correspond to BEFORE's ({})",
                               i + 1, print_expr(ea[i]->value), print_expr(eb[i]->value));
        break;
      }
    }
    out.obligations.push_back(std::move(o));
  }

  const FunctionPair& pair_;
  const IRModule& before_mod_;
  const IRModule& after_mod_;
  const InferResult& before_;
  const InferResult& after_;
  const ProveOptions& options_;
  BindingMap map_;
  ShapeVarMap shapes_;
  std::unordered_map<const VarNode*, const VarNode*> before_alias_;
  /// AFTER variables bound to the same value as their BEFORE counterpart (matched kSame).
  std::unordered_set<const VarNode*> same_;
};

} // namespace

FunctionObligations check_obligations(const FunctionPair& pair, const IRModule& before_mod,
                                      const IRModule& after_mod, const InferResult& before,
                                      const InferResult& after, const ProveOptions& options) {
  return Matcher(pair, before_mod, after_mod, before, after, options).run();
}

} // namespace rxv::solver
