// The facts the checker needs before its walk: where each Relax variable is bound, and which
// functions are recursive (WF-7, WF-8). The call graph has one node per Relax function, global or
// nested; an edge f -> g when f's body (nested functions excluded) refers to g by GlobalVar or by
// a Var bound to g, whether in call position or not (a reference may become a call). A function
// defined anonymously inside f gets an edge from f, since f is what may call it. A function is
// recursive when its strongly connected component has a cycle: more than one node or a self edge.
#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/strong_components.hpp>

#include "semantics/analysis/well_formed_internal.h"

namespace rxv::sem::wf {
namespace {

class FactCollector {
public:
  explicit FactCollector(ModuleFacts& facts) : f_(facts) {}

  void collect(const IRModule& mod) {
    for (const auto& gf : mod.functions)
      if (gf.relax && !f_.global_functions.count(gf.name))
        f_.global_functions.emplace(gf.name, gf.relax.get());
    for (const auto& gf : mod.functions) {
      if (!gf.relax) continue;
      global_ = gf.name;
      function(*gf.relax, gf.name, pick_loc({gf.relax->loc, gf.loc}), 0);
    }
    compute_components();
  }

private:
  struct Ref {
    size_t from;
    const VarNode* var = nullptr; ///< a Var reference, or
    std::string global;           ///< a GlobalVar reference, or
    size_t to = SIZE_MAX;         ///< an anonymous nested function
  };

  size_t function(const FunctionNode& fn, std::string name, SourceLoc loc, int depth) {
    if (auto it = f_.index.find(&fn); it != f_.index.end()) return it->second; // shared node
    size_t id = f_.functions.size();
    f_.functions.push_back(FunctionInfo{&fn, std::move(name), loc});
    f_.index.emplace(&fn, id);
    size_t saved = current_;
    const BindingBlock* saved_block = block_;
    current_ = id;
    block_ = nullptr;
    for (const auto& p : fn.params)
      if (p) site(p.get(), pick_loc({p->loc, loc}), true);
    expr(fn.body, depth + 1);
    current_ = saved;
    block_ = saved_block;
    return id;
  }

  void site(const VarNode* v, SourceLoc loc, bool is_param) {
    uint32_t id = f_.var_ids.id(v);
    if (id >= f_.var_sites.size()) f_.var_sites.resize(size_t(id) + 1);
    BindingSite& s = f_.var_sites[id];
    if (!s.known) s = BindingSite{loc, is_param ? nullptr : block_, global_, is_param, true};
  }

  void expr(const Expr& e, int depth) {
    if (!e || depth > kMaxDepth) return;
    switch (e->kind) {
    case ExprKind::kVar:
    case ExprKind::kDataflowVar:
      refs_.push_back(Ref{current_, static_cast<const VarNode*>(e.get()), "", SIZE_MAX});
      return;
    case ExprKind::kGlobalVar:
      refs_.push_back(Ref{current_, nullptr, static_cast<const GlobalVarNode&>(*e).name, SIZE_MAX});
      return;
    case ExprKind::kTuple:
      for (const auto& x : static_cast<const TupleNode&>(*e).fields) expr(x, depth + 1);
      return;
    case ExprKind::kFunction: {
      const auto& fn = static_cast<const FunctionNode&>(*e);
      std::string name = f_.functions[current_].name + ".<lambda>";
      size_t id = function(fn, std::move(name), e->loc, depth + 1);
      refs_.push_back(Ref{current_, nullptr, "", id});
      return;
    }
    case ExprKind::kCall: {
      const auto& call = static_cast<const CallNode&>(*e);
      expr(call.op, depth + 1);
      for (const auto& a : call.args) expr(a, depth + 1);
      for (const auto& [k, v] : call.attrs.entries)
        if (v.kind == AttrValue::Kind::kExpr) expr(v.expr, depth + 1);
      return;
    }
    case ExprKind::kIf: {
      const auto& n = static_cast<const IfNode&>(*e);
      expr(n.cond, depth + 1);
      expr(n.true_branch, depth + 1);
      expr(n.false_branch, depth + 1);
      return;
    }
    case ExprKind::kTupleGetItem:
      expr(static_cast<const TupleGetItemNode&>(*e).tuple, depth + 1);
      return;
    case ExprKind::kSeqExpr: {
      const auto& seq = static_cast<const SeqExprNode&>(*e);
      const BindingBlock* saved = block_;
      for (const auto& block : seq.blocks) {
        block_ = &block;
        for (const auto& b : block.bindings) binding(b, depth + 1);
      }
      block_ = saved;
      expr(seq.body, depth + 1);
      return;
    }
    default: return; // leaves without references
    }
  }

  void binding(const Binding& b, int depth) {
    // A Function bound directly to a Var is a named local function: references to the Var are
    // references to it, and it has no edge from its parent.
    if (b.var && !b.is_match_cast && b.value && b.value->kind == ExprKind::kFunction) {
      const auto& fn = static_cast<const FunctionNode&>(*b.value);
      f_.local_functions.emplace(b.var.get(), &fn);
      site(b.var.get(), pick_loc({b.loc, b.var->loc}), false);
      function(fn, f_.functions[current_].name + "." + b.var->name, pick_loc({b.value->loc, b.loc}),
               depth + 1);
      return;
    }
    expr(b.value, depth + 1);
    if (b.var) site(b.var.get(), pick_loc({b.loc, b.var->loc}), false);
  }

  void compute_components() {
    using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS>;
    const size_t n = f_.functions.size();
    Graph g(n);
    std::vector<std::pair<size_t, size_t>> edges; // real references only (WF-8)
    std::vector<bool> self_edge(n, false);
    for (const auto& r : refs_) {
      size_t to = r.to;
      bool real = to == SIZE_MAX;
      if (real) {
        const FunctionNode* target = nullptr;
        if (r.var) {
          auto it = f_.local_functions.find(r.var);
          if (it != f_.local_functions.end()) target = it->second;
        } else {
          auto it = f_.global_functions.find(r.global);
          if (it != f_.global_functions.end()) target = it->second;
        }
        auto idx = target ? f_.index.find(target) : f_.index.end();
        if (idx == f_.index.end()) continue;
        to = idx->second;
        edges.emplace_back(r.from, to);
      }
      boost::add_edge(r.from, to, g);
      if (to == r.from) self_edge[to] = true;
    }
    std::vector<size_t> comp(n, 0);
    size_t num = n == 0 ? 0 : size_t(boost::strong_components(g, comp.data()));
    std::vector<size_t> size(num, 0);
    for (size_t c : comp) ++size[c];
    f_.scc_cyclic.assign(num, false);
    for (size_t i = 0; i < n; ++i) {
      f_.functions[i].scc = comp[i];
      if (size[comp[i]] > 1 || self_edge[i]) f_.scc_cyclic[comp[i]] = true;
    }
    for (auto [from, to] : edges)
      if (comp[from] == comp[to] && f_.scc_cyclic[comp[from]])
        f_.functions[from].calls_own_scc = true;
  }

  ModuleFacts& f_;
  std::string_view global_; ///< a function name of the module
  size_t current_ = 0;
  const BindingBlock* block_ = nullptr;
  std::vector<Ref> refs_;
};

} // namespace

ModuleFacts collect_module_facts(const IRModule& mod) {
  ModuleFacts facts;
  FactCollector(facts).collect(mod);
  return facts;
}

const FunctionNode* ModuleFacts::resolve(const Expr& callee) const {
  if (const auto* gv = as<GlobalVarNode>(callee)) {
    auto it = global_functions.find(gv->name);
    return it == global_functions.end() ? nullptr : it->second;
  }
  if (const auto* v = as<VarNode>(callee)) {
    auto it = local_functions.find(v);
    return it == local_functions.end() ? nullptr : it->second;
  }
  return nullptr;
}

const FunctionInfo* ModuleFacts::info(const FunctionNode* fn) const {
  auto it = index.find(fn);
  return it == index.end() ? nullptr : &functions[it->second];
}

bool ModuleFacts::recursive_together(const FunctionNode* a, const FunctionNode* b) const {
  const FunctionInfo* ia = info(a);
  const FunctionInfo* ib = info(b);
  return ia && ib && ia->scc == ib->scc && scc_cyclic[ia->scc];
}

} // namespace rxv::sem::wf
