#include "solver/purity_flow.h"

#include <fmt/format.h>

#include <unordered_map>

#include "semantics/ir/function_index.h"
#include "semantics/ir/node_cast.h"
#include "semantics/ir/struct_info.h"
#include "semantics/ops/op_table.h"

namespace rxv::solver::purity {
namespace {

using namespace sem;

constexpr int kMaxPurityFlowDepth = 1000;

bool force_pure(const Attrs& attrs) {
  const AttrValue* v = attrs.find("relax.force_pure");
  if (!v) return false;
  if (v->kind == AttrValue::Kind::kBool) return v->bool_value;
  if (v->kind == AttrValue::Kind::kInt) return v->int_value != 0;
  if (v->kind == AttrValue::Kind::kPrimExpr) return is_int_imm(v->prim) && v->prim->int_value != 0;
  return false;
}

Mode mode_of(const FunctionNode& f) {
  if (!f.is_pure) return Mode::kImpure;
  return force_pure(f.attrs) ? Mode::kTrusted : Mode::kPure;
}

std::string at(SourceLoc loc) {
  return loc.known() ? fmt::format(" at {}:{}", loc.line, loc.col) : "";
}

class Extractor {
public:
  Extractor(const IRModule& mod, const InferResult& inferred)
      : mod_(mod), functions_(mod), inferred_(inferred) {}

  Facts run() {
    // Globals first, so that a GlobalVar resolves whatever the order of definition.
    for (const GlobalFunc& g : mod_.functions)
      if (g.is_relax()) global_ids_.emplace(g.name, add_function(g.name, g.loc, *g.relax));
    for (const GlobalFunc& g : mod_.functions)
      if (g.is_relax()) function_body(global_ids_.at(g.name), *g.relax, 0);
    return std::move(facts_);
  }

private:
  int add_function(std::string name, SourceLoc loc, const FunctionNode& f) {
    facts_.funcs.push_back({std::move(name), loc, mode_of(f), {}, -1, std::nullopt});
    return int(facts_.funcs.size()) - 1;
  }

  int fresh() { return facts_.num_vars++; }

  int var_id(const void* node) {
    auto [it, inserted] = var_ids_.emplace(node, 0);
    if (inserted) it->second = fresh();
    return it->second;
  }

  void function_body(int fid, const FunctionNode& f, int depth) {
    for (const Var& p : f.params) facts_.funcs[size_t(fid)].params.push_back(var_id(p.get()));
    std::string name = facts_.funcs[size_t(fid)].name; // a copy: value() may grow funcs
    int ret = value(f.body, fid, depth + 1, name);
    facts_.funcs[size_t(fid)].ret = ret;
  }

  /// The variable holding `e`'s value (a fresh one for a compound expression).
  int value(const Expr& e, int fid, int depth, const std::string& hint) {
    if (!e || depth > kMaxPurityFlowDepth) return fresh();
    switch (e->kind) {
    case ExprKind::kVar:
    case ExprKind::kDataflowVar: return var_id(e.get());
    case ExprKind::kGlobalVar: {
      int v = fresh();
      auto it = global_ids_.find(static_cast<const GlobalVarNode&>(*e).name);
      if (it != global_ids_.end()) facts_.defs.emplace_back(v, it->second);
      return v;
    }
    case ExprKind::kFunction: {
      const auto& f = static_cast<const FunctionNode&>(*e);
      int cid = add_function(hint.empty() ? "closure" + at(e->loc) : hint, e->loc, f);
      function_body(cid, f, depth + 1);
      int v = fresh();
      facts_.defs.emplace_back(v, cid);
      return v;
    }
    case ExprKind::kTuple: {
      int v = fresh();
      for (const Expr& x : static_cast<const TupleNode&>(*e).fields)
        facts_.copies.emplace_back(v, value(x, fid, depth + 1, ""));
      return v;
    }
    case ExprKind::kTupleGetItem: {
      int v = fresh();
      facts_.copies.emplace_back(
          v, value(static_cast<const TupleGetItemNode&>(*e).tuple, fid, depth + 1, ""));
      return v;
    }
    case ExprKind::kIf: {
      const auto& n = static_cast<const IfNode&>(*e);
      value(n.cond, fid, depth + 1, "");
      int v = fresh();
      facts_.copies.emplace_back(v, value(n.true_branch, fid, depth + 1, ""));
      facts_.copies.emplace_back(v, value(n.false_branch, fid, depth + 1, ""));
      return v;
    }
    case ExprKind::kSeqExpr: {
      const auto& n = static_cast<const SeqExprNode&>(*e);
      const std::string outer = facts_.funcs[size_t(fid)].name; // funcs may grow below
      for (const BindingBlock& b : n.blocks)
        for (const Binding& bd : b.bindings) {
          if (!bd.var) continue;
          int val = value(bd.value, fid, depth + 1, outer + "." + bd.var->name);
          facts_.copies.emplace_back(var_id(bd.var.get()), val);
        }
      return value(n.body, fid, depth + 1, "");
    }
    case ExprKind::kCall: return call(static_cast<const CallNode&>(*e), fid, depth);
    default: return fresh();
    }
  }

  /// Declared purity of a called variable: its FuncStructInfo's, pure when unknown.
  bool declared_pure(const Expr& callee) const {
    if (callee->kind == ExprKind::kGlobalVar) {
      const GlobalFunc* g = functions_.find(static_cast<const GlobalVarNode&>(*callee).name);
      return !g || !g->is_relax() || g->relax->is_pure;
    }
    if (callee->kind == ExprKind::kVar || callee->kind == ExprKind::kDataflowVar) {
      auto it = inferred_.var_sinfo.find(static_cast<const VarNode*>(callee.get()));
      if (it != inferred_.var_sinfo.end() && it->second)
        if (const auto* f = as<FuncSInfo>(it->second)) return f->purity;
    }
    if (callee->kind == ExprKind::kFunction)
      return static_cast<const FunctionNode&>(*callee).is_pure;
    return true;
  }

  void impure_call(int fid, const std::string& what, SourceLoc loc) {
    FuncFacts& f = facts_.funcs[size_t(fid)];
    if (f.mode == Mode::kImpure && !f.impure_call) f.impure_call = what + at(loc);
  }

  int call(const CallNode& c, int fid, int depth) {
    CallSite site;
    site.caller = fid;
    site.loc = c.loc;
    for (const Expr& a : c.args) site.args.push_back(value(a, fid, depth + 1, ""));
    site.result = fresh();
    const Expr& op = c.op;
    if (!op) return site.result;
    if (op->kind == ExprKind::kOp) {
      const auto& name = static_cast<const OpNode&>(*op).name;
      const OpDef* def = OpTable::get().find(name);
      if (def && !def->pure) impure_call(fid, "operator " + name, c.loc);
      return site.result;
    }
    if (op->kind == ExprKind::kExternFunc) {
      impure_call(
          fid,
          fmt::format("PackedFunc \"{}\"", static_cast<const ExternFuncNode&>(*op).global_symbol),
          c.loc);
      return site.result;
    }
    if (op->kind == ExprKind::kGlobalVar) {
      const std::string& name = static_cast<const GlobalVarNode&>(*op).name;
      const GlobalFunc* g = functions_.find(name);
      if (g && !g->is_relax()) { // rule 16: a PrimFunc called directly is impure
        impure_call(fid, "PrimFunc " + name, c.loc);
        return site.result;
      }
      site.text = "cls." + name;
    } else if (op->kind == ExprKind::kVar || op->kind == ExprKind::kDataflowVar) {
      site.text = static_cast<const VarNode&>(*op).name;
    } else {
      site.text = "closure";
    }
    bool pure = declared_pure(op);
    Mode mode = facts_.funcs[size_t(fid)].mode;
    // A call of a declared-impure value in a pure function is PUR-2 already; in an impure function
    // it is an impure call whatever flows there.
    if (!pure && mode == Mode::kPure) return site.result;
    if (!pure) impure_call(fid, "`" + site.text + "` (declared impure)", c.loc);
    site.callee = value(op, fid, depth + 1, "");
    facts_.sites.push_back(std::move(site));
    return facts_.sites.back().result;
  }

  const IRModule& mod_;
  FunctionIndex functions_;
  const InferResult& inferred_;
  Facts facts_;
  std::unordered_map<std::string, int> global_ids_;
  std::unordered_map<const void*, int> var_ids_;
};

} // namespace

Facts extract_facts(const IRModule& mod, const InferResult& inferred) {
  return Extractor(mod, inferred).run();
}

} // namespace rxv::solver::purity
