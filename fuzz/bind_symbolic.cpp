#include "fuzz/bind_symbolic.h"

#include <fmt/format.h>

#include <algorithm>

#include "semantics/ir/shape_vars.h"
#include "semantics/ir/visitor.h"

namespace rxv::fuzz {

using namespace sem;

namespace {

// The reasons an input is not applicable, without names, so that a campaign counts by kind.
constexpr const char* kUndefined = "BindSymbolicVars: a bound name is no shape variable of the "
                                   "functions it binds in (TVM raises by design)";
constexpr const char* kDefinedInside =
    "BindSymbolicVars: a bound shape variable is defined by a MatchCast or a nested function, "
    "not by the arguments";
constexpr const char* kPrivateSignature =
    "BindSymbolicVars: a bound shape variable is a private function's, fixed by its callers, not "
    "by the arguments";

void add_names(const StructInfo& s, std::vector<std::string>& out) {
  std::vector<const PrimExprNode*> vars;
  collect_lone_shape_vars(s, vars);
  for (const PrimExprNode* v : vars)
    if (std::find(out.begin(), out.end(), v->name) == out.end()) out.push_back(v->name);
}

/// The shape variables a function's body binds: lone dimensions of MatchCast patterns and of
/// nested functions' parameters (TVM's DefinedSymbolicVars beyond the signature).
class BodyDefinitions final : public ExprVisitor {
public:
  std::vector<std::string> names;

protected:
  void visit_binding(const Binding& b) override {
    if (b.is_match_cast) add_names(b.match_sinfo, names);
    ExprVisitor::visit_binding(b);
  }
  void visit(const FunctionNode& e) override {
    for (const auto& p : e.params) add_names(p->sinfo, names);
    ExprVisitor::visit(e);
  }
};

struct Definitions {
  std::vector<std::string> signature; ///< lone dimensions of the parameters
  std::vector<std::string> body;      ///< those the body binds, less the signature's (uses there)
};

Definitions definitions_of(const FunctionNode& fn) {
  Definitions d;
  for (const auto& p : fn.params) add_names(p->sinfo, d.signature);
  BodyDefinitions body;
  body.visit_expr(fn.body);
  for (const auto& n : body.names)
    if (std::find(d.signature.begin(), d.signature.end(), n) == d.signature.end())
      d.body.push_back(n);
  return d;
}

bool contains(const std::vector<std::string>& v, const std::string& s) {
  return std::find(v.begin(), v.end(), s) != v.end();
}

bool is_public(const FunctionNode& fn) { return fn.attrs.find("global_symbol") != nullptr; }

} // namespace

std::vector<SymbolicBinding> symbolic_bindings_from_json(const nlohmann::json& steps) {
  std::vector<SymbolicBinding> out;
  if (!steps.is_array()) return out;
  for (const auto& step : steps) {
    SymbolicBinding b;
    if (step.contains("func_name") && step["func_name"].is_string())
      b.func_name = step["func_name"].get<std::string>();
    for (const auto& kv : step.value("binding_map", nlohmann::json::array())) {
      if (!kv.is_array() || kv.size() != 2 || !kv[0].is_string()) continue;
      if (!kv[1].is_number_integer()) {
        b.unsupported = fmt::format("BindSymbolicVars: the value of '{}' is not an integer "
                                    "literal (the oracle fixes shape variables to integers)",
                                    kv[0].get<std::string>());
        continue;
      }
      b.values.emplace_back(kv[0].get<std::string>(), kv[1].get<int64_t>());
    }
    out.push_back(std::move(b));
  }
  return out;
}

PassPrecondition symbolic_binding_precondition(const IRModule& mod,
                                               const std::vector<SymbolicBinding>& steps) {
  PassPrecondition pre;
  struct Fixed {
    std::string function, name;
    int64_t value;
  };
  std::vector<Fixed> fixed;
  auto fail = [&](const char* why) {
    pre.not_applicable = why;
    pre.assumed_shapes.clear();
    return pre;
  };
  for (const SymbolicBinding& step : steps) {
    if (!step.unsupported.empty()) {
      pre.not_applicable = step.unsupported;
      return pre;
    }
    std::vector<const GlobalFunc*> targets;
    for (const auto& g : mod.functions)
      if (g.relax && (!step.func_name || g.name == *step.func_name)) targets.push_back(&g);
    if (step.func_name && targets.empty()) return fail(kUndefined); // TVM: no such function
    for (const auto& [name, value] : step.values) {
      bool defined = false;
      for (const GlobalFunc* g : targets) {
        Definitions d = definitions_of(*g->relax);
        bool in_signature = contains(d.signature, name), in_body = contains(d.body, name);
        if (!in_signature && !in_body) continue;
        // A variable an earlier step bound is no longer there for this one: TVM raises.
        for (const Fixed& f : fixed)
          if (f.function == g->name && f.name == name) return fail(kUndefined);
        defined = true;
        if (in_body) return fail(kDefinedInside);
        if (!is_public(*g->relax)) return fail(kPrivateSignature);
        fixed.push_back({g->name, name, value});
      }
      if (!defined) return fail(kUndefined);
    }
  }
  for (const Fixed& f : fixed) {
    auto it = std::find_if(pre.assumed_shapes.begin(), pre.assumed_shapes.end(),
                           [&](const auto& e) { return e.first == f.function; });
    if (it == pre.assumed_shapes.end())
      it = pre.assumed_shapes.insert(pre.assumed_shapes.end(), {f.function, {}});
    it->second.emplace_back(f.name, f.value);
  }
  return pre;
}

} // namespace rxv::fuzz
