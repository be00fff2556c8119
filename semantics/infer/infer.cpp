/// StructInfo inference and checking for a module (infer.h): the module driver, the scope and the
/// diagnostics. The rules themselves are in infer_expr.cpp (expressions), infer_binding.cpp
/// (blocks and bindings), infer_call.cpp (calls), infer_function.cpp (functions), purity.cpp
/// (purity) and annotate.cpp (`rxv check --show-sinfo`). Rule numbers below are those of
/// relax_spec_full.md, "Derivation Rules"; "summary" is structinfo-and-semantics.md.
///
/// Diagnostics (errors unless marked; a Possibly-compatible answer is always a warning with the
/// same id, meaning a run-time check is needed):
///   SI-1   A VarBinding's annotation is incompatible with the StructInfo of its right-hand side
///          (rule 11.2.3; for a Function literal, rule 11.2.1). The annotation wins either way.
///   SI-2   Warning: a MatchCast can never succeed, since neither the value's StructInfo nor the
///          cast's is (even possibly) a subtype of the other (rule 11.3.3).
///   SI-3   A MatchCast var's annotation is incompatible with the cast's StructInfo (rule 11.3.4,
///          graded as annotations are).
///   SI-4   TupleGetItem of a value whose StructInfo is not a Tuple (rule 12.2).
///   SI-5   TupleGetItem index out of range (rule 12.3).
///   SI-6   An If condition is not a bool scalar: neither `R.Tensor((), "bool")` nor
///          `R.Prim("bool")` (summary, "Derivation rules").
///   SI-7   A call of something whose StructInfo is not a Func (rule 14.2.1).
///   SI-8   A call's argument count differs from the callee's parameter count (rule 14.2.4).
///   SI-9   A call argument is incompatible with its parameter after the callee's shape
///          variables are mapped from the arguments (rules 14.2.5-6; summary, "Checking a
///          function's signature at a call").
///   SI-10  A function body is incompatible with its return annotation (rule 15.5).
///   SI-11  (warning) A call of an Op the op table does not know: its result is Object (rule
///          14.1.1's default) and its purity is not checked, until the table covers it.
///   SI-op  The op's own StructInfo rule (semantics/ops/<family>.cpp) or its arity/attributes.
///   SI-X-depth  Nesting deeper than kMaxDepth; that subtree is taken as Object.
///   SI-X-size   A variable's StructInfo, built up binding by binding (`t1 = (t0, t0)`,
///          `t2 = (t1, t1)`, ...), is nested deeper than kMaxSInfoDepth or has more than
///          kMaxSInfoNodes nodes as a tree (the PrimExprs of its shapes and values included:
///          `t1 = R.concat((t0, t0))`, ...); the variable is taken as Object. Every later stage
///          (erasure, printing, checking, evaluation) walks StructInfo as a tree, so a few lines
///          of input could otherwise ask for exponential work or stack.
///   PUR-1  An impure call inside a DataflowBlock (rule 14, "Checking Purity").
///   PUR-2  An impure call in a function marked pure without relax.force_pure (rule 14). Also
///          reported through globals: calling an impure global function or PrimFunc. A call
///          that breaks both is reported once, as PUR-1.
///
/// Choices where the spec leaves room (also in docs/spec-deviations.md where TVM differs):
/// - Global functions are inferred callees first, so a caller sees the derived return of a
///   callee without a return annotation (rule 1); functions on a call cycle see each other's
///   annotation-based StructInfo (rule 15.2), which WF-8 makes precise.
/// - Only Incompatible is an error; annotations and arguments that are possibly compatible are
///   SI-1 / SI-9 warnings (the spec's "warn if Sv is more specific than Se").
#include "semantics/infer/infer.h"

#include <fmt/format.h>

#include <algorithm>
#include <tuple>
#include <unordered_map>
#include <unordered_set>

#include "semantics/infer/infer_internal.h"

namespace rxv::sem {

bool InferResult::has_errors() const {
  return std::any_of(diagnostics.begin(), diagnostics.end(),
                     [](const Diagnostic& d) { return d.severity == Severity::kError; });
}

InferResult infer_struct_info(const IRModule& mod, Arith& arith, InferOptions opts) {
  InferResult result;
  infer_detail::Inferrer(mod, arith, result, opts).run();
  return result;
}

namespace infer_detail {
namespace {

/// Appends the GlobalVar names `e` refers to (nested functions included) to `out`.
void collect_global_refs(const Expr& root, std::vector<std::string>& out) {
  std::vector<const ExprNode*> stack{root.get()};
  auto push = [&](const Expr& e) {
    if (e) stack.push_back(e.get());
  };
  while (!stack.empty()) {
    const ExprNode* e = stack.back();
    stack.pop_back();
    if (!e) continue;
    switch (e->kind) {
    case ExprKind::kGlobalVar: out.push_back(static_cast<const GlobalVarNode*>(e)->name); break;
    case ExprKind::kTuple:
      for (const Expr& f : static_cast<const TupleNode*>(e)->fields) push(f);
      break;
    case ExprKind::kFunction: push(static_cast<const FunctionNode*>(e)->body); break;
    case ExprKind::kCall: {
      const auto* c = static_cast<const CallNode*>(e);
      push(c->op);
      for (const Expr& a : c->args) push(a);
      break;
    }
    case ExprKind::kIf: {
      const auto* n = static_cast<const IfNode*>(e);
      push(n->cond);
      push(n->true_branch);
      push(n->false_branch);
      break;
    }
    case ExprKind::kTupleGetItem: push(static_cast<const TupleGetItemNode*>(e)->tuple); break;
    case ExprKind::kSeqExpr: {
      const auto* s = static_cast<const SeqExprNode*>(e);
      for (const BindingBlock& b : s->blocks)
        for (const Binding& bd : b.bindings) push(bd.value);
      push(s->body);
      break;
    }
    default: break;
    }
  }
}

} // namespace

bool has_force_pure(const Attrs& attrs) {
  const AttrValue* v = attrs.find("relax.force_pure");
  if (!v) return false;
  if (v->kind == AttrValue::Kind::kBool) return v->bool_value;
  if (v->kind == AttrValue::Kind::kInt) return v->int_value != 0;
  if (v->kind == AttrValue::Kind::kPrimExpr) return is_int_imm(v->prim) && v->prim->int_value != 0;
  return false;
}

StructInfo default_derive(const CallNode& call) {
  if (call.sinfo_args.empty()) return make_object_sinfo();
  if (call.sinfo_args.size() == 1 && call.sinfo_args[0]) return call.sinfo_args[0];
  std::vector<StructInfo> fields;
  for (const StructInfo& s : call.sinfo_args) fields.push_back(s ? s : make_object_sinfo());
  return make_tuple_sinfo(std::move(fields));
}

// --- module driver ---------------------------------------------------------------------------

std::vector<const GlobalFunc*> Inferrer::global_order() const {
  // Depth-first post-order over "refers to" among Relax functions, iteratively (a module may
  // chain thousands of functions), roots in source order so that the order is deterministic.
  std::unordered_map<std::string, const GlobalFunc*> by_name;
  for (const GlobalFunc& f : mod_.functions)
    if (f.is_relax()) by_name.emplace(f.name, &f);
  std::unordered_map<const GlobalFunc*, std::vector<const GlobalFunc*>> callees;
  for (const auto& [name, f] : by_name) {
    std::vector<std::string> refs;
    collect_global_refs(f->relax->body, refs);
    auto& out = callees[f];
    for (const std::string& r : refs)
      if (auto it = by_name.find(r); it != by_name.end()) out.push_back(it->second);
  }
  std::vector<const GlobalFunc*> order;
  std::unordered_set<const GlobalFunc*> visited;
  for (const GlobalFunc& root : mod_.functions) {
    if (!root.is_relax() || !visited.insert(&root).second) continue;
    std::vector<std::pair<const GlobalFunc*, size_t>> stack{{&root, 0}};
    while (!stack.empty()) {
      auto& [f, next] = stack.back();
      const auto& out = callees[f];
      if (next < out.size()) {
        const GlobalFunc* c = out[next++];
        if (visited.insert(c).second) stack.push_back({c, 0});
        continue;
      }
      order.push_back(f);
      stack.pop_back();
    }
  }
  return order;
}

StructInfo Inferrer::global_sinfo(const std::string& name) const {
  auto it = global_sinfo_.find(name);
  return it == global_sinfo_.end() ? make_object_sinfo() : it->second;
}

void Inferrer::run() {
  for (const GlobalFunc& f : mod_.functions) {
    if (f.is_relax())
      global_sinfo_[f.name] = declared_sinfo(*f.relax);
    else if (f.tir)
      global_sinfo_[f.name] = prim_func_sinfo(*f.tir);
  }
  for (const GlobalFunc* f : global_order()) {
    binding_loc_ = f->loc;
    StructInfo s = derive_function(*f->relax, nullptr, f->name, 0);
    global_sinfo_[f->name] = s;
    result_.function_sinfo[f->name] = s;
    pop_to({});
  }
  result_.diagnostics = sink_.diagnostics();
  // Source order; diagnostics without a location go last.
  std::stable_sort(result_.diagnostics.begin(), result_.diagnostics.end(),
                   [](const Diagnostic& a, const Diagnostic& b) {
                     auto key = [](const Diagnostic& d) {
                       return std::tuple(!d.loc.known(), d.loc.line, d.loc.col);
                     };
                     return key(a) < key(b);
                   });
}

// --- scope -----------------------------------------------------------------------------------

void Inferrer::pop_to(Mark m) {
  while (var_log_.size() > m.vars) {
    vars_in_scope_.erase(var_log_.back());
    var_log_.pop_back();
  }
  while (shape_var_log_.size() > m.shape_vars) {
    shape_vars_in_scope_.erase(shape_var_log_.back());
    shape_var_log_.pop_back();
  }
}

namespace {

/// Depth and tree size of a StructInfo, shared subtrees counted once per use; both saturate just
/// past the limits, and the walk stops there (so it is O(min(size, limit)) in nodes visited
/// thanks to the memo, whatever the sharing). The size counts the PrimExprs of shapes and values
/// too, since shape arithmetic shares subtrees as well: `t1 = R.concat((t0, t0))`, ... doubles a
/// dimension's tree per binding once its coefficient no longer folds into an int64. (Their depth
/// is bounded by inference's kMaxDepth.)
struct SInfoExtent {
  int depth = 0;
  int64_t nodes = 0;
};

class ExtentCounter {
public:
  SInfoExtent of(const StructInfo& s, int depth) {
    if (!s) return {};
    if (depth > kMaxSInfoDepth) return {kMaxSInfoDepth + 1, 1};
    auto it = memo_.find(s.get());
    if (it != memo_.end()) return it->second;
    SInfoExtent e{1, 1};
    auto add = [&](const StructInfo& c) {
      SInfoExtent ce = of(c, depth + 1);
      e.depth = std::max(e.depth, ce.depth + 1);
      e.nodes = std::min(e.nodes + ce.nodes, kMaxSInfoNodes + 1);
    };
    if (const auto* t = as<TupleSInfo>(s)) {
      for (const StructInfo& f : t->fields) {
        add(f);
        if (e.nodes > kMaxSInfoNodes || e.depth > kMaxSInfoDepth) break;
      }
    } else if (const auto* f = as<FuncSInfo>(s)) {
      if (f->params)
        for (const StructInfo& p : *f->params) add(p);
      add(f->ret);
    } else if (const auto* t = tensor_part(s)) { // a Tensor, or a DTensor's global view
      if (const auto* shape = as<ShapeExprNode>(t->shape))
        for (const PrimExpr& v : shape->values) add_prim(e, v, depth);
    } else if (const auto* sh = as<ShapeSInfo>(s)) {
      if (sh->values)
        for (const PrimExpr& v : *sh->values) add_prim(e, v, depth);
    } else if (const auto* p = as<PrimSInfo>(s)) {
      add_prim(e, p->value, depth);
    }
    memo_.emplace(s.get(), e);
    return e;
  }

private:
  void add_prim(SInfoExtent& e, const PrimExpr& v, int depth) {
    e.nodes = std::min(e.nodes + prim_nodes(v, depth + 1), kMaxSInfoNodes + 1);
  }
  // The tree size of `v`, saturating; `depth` only stops a chain deeper than any limit.
  int64_t prim_nodes(const PrimExpr& v, int depth) {
    if (!v) return 0;
    if (depth > 2 * kMaxDepth) return kMaxSInfoNodes + 1;
    auto it = prim_memo_.find(v.get());
    if (it != prim_memo_.end()) return it->second;
    int64_t n = 1;
    for (const PrimExpr& o : v->operands) {
      n = std::min(n + prim_nodes(o, depth + 1), kMaxSInfoNodes + 1);
      if (n > kMaxSInfoNodes) break;
    }
    prim_memo_.emplace(v.get(), n);
    return n;
  }

  std::unordered_map<const StructInfoNode*, SInfoExtent> memo_;
  std::unordered_map<const PrimExprNode*, int64_t> prim_memo_;
};

} // namespace

void Inferrer::bind_var(const VarNode* v, StructInfo s) {
  if (!v) return;
  if (s) {
    SInfoExtent e = ExtentCounter().of(s, 0);
    if (e.depth > kMaxSInfoDepth || e.nodes > kMaxSInfoNodes) {
      error(binding_loc_.known() ? binding_loc_ : v->loc, "SI-X-size",
            fmt::format("the StructInfo of {} is too large (deeper than {} or more than {} "
                        "nodes); it is taken as R.Object",
                        v->name, kMaxSInfoDepth, kMaxSInfoNodes));
      s = make_object_sinfo();
    }
  }
  result_.var_sinfo[v] = s ? std::move(s) : make_object_sinfo();
  if (vars_in_scope_.insert(v).second) var_log_.push_back(v);
}

std::vector<const PrimExprNode*> Inferrer::enter_new_shape_vars(const StructInfo& s) {
  std::vector<const PrimExprNode*> all;
  collect_shape_vars(s, all, /*into_funcs=*/false);
  std::vector<const PrimExprNode*> fresh;
  for (const PrimExprNode* v : all) {
    if (!shape_vars_in_scope_.insert(v).second) continue;
    shape_var_log_.push_back(v);
    fresh.push_back(v);
  }
  return fresh;
}

ScopeQuery Inferrer::scope_query() const {
  return ScopeQuery{
      [this](const PrimExprNode* v) {
        return shape_vars_in_scope_.count(v) != 0 && outer_shape_vars_.count(v) == 0;
      },
      [this](const VarNode* v) { return vars_in_scope_.count(v) != 0; },
  };
}

StructInfo Inferrer::with_known_shapes(const StructInfo& s, int depth) const {
  if (!s || depth > kMaxDepth) return s;
  if (const auto* t = as<TensorSInfo>(s)) {
    const auto* v = as<VarNode>(t->shape);
    if (!v) return s;
    const auto* shape = as<ShapeSInfo>(lookup(v));
    if (!shape || !shape->values) return s;
    auto n = std::make_shared<TensorSInfo>(*t);
    n->shape = make_shape_expr(*shape->values);
    return n;
  }
  if (const auto* t = as<TupleSInfo>(s)) {
    std::vector<StructInfo> fields;
    bool changed = false;
    for (const StructInfo& f : t->fields) {
      fields.push_back(with_known_shapes(f, depth + 1));
      changed |= fields.back() != f;
    }
    return changed ? make_tuple_sinfo(std::move(fields), t->loc) : s;
  }
  return s;
}

Compat Inferrer::compat(const StructInfo& given, const StructInfo& expected) {
  return check_compatibility(with_known_shapes(given), with_known_shapes(expected), arith_);
}

StructInfo Inferrer::lookup(const VarNode* v) const {
  auto it = result_.var_sinfo.find(v);
  return it == result_.var_sinfo.end() ? make_object_sinfo() : it->second;
}

void Inferrer::error(SourceLoc loc, std::string rule, std::string message) {
  ++failures_;
  sink_.error(at(loc), std::move(message), std::move(rule));
}

void Inferrer::warning(SourceLoc loc, std::string rule, std::string message) {
  sink_.warning(at(loc), std::move(message), std::move(rule));
}

} // namespace infer_detail
} // namespace rxv::sem
