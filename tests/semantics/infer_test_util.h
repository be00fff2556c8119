#pragma once
/// Shared by infer_test.cpp and purity_test.cpp: read TVMScript, check it is well-formed,
/// normalize, infer, and look at the result by variable name and by diagnostic.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "semantics/analysis/well_formed.h"
#include "semantics/arith/arith.h"
#include "semantics/infer/infer.h"
#include "semantics/script/printer.h"
#include "semantics/script/reader.h"
#include "semantics/transform/normalize.h"

namespace rxv::sem::testing {

struct Inferred {
  IRModule mod; ///< the normal form that was inferred
  InferResult result;
  std::unique_ptr<Arith> arith = make_default_arith();

  /// The first Var named `name` (parameters, then bindings in order, closures included) of
  /// function `fn`, or of any function when `fn` is empty.
  const VarNode* var(const std::string& name, const std::string& fn = "") const {
    for (const GlobalFunc& f : mod.functions)
      if (f.relax && (fn.empty() || f.name == fn))
        if (const VarNode* v = find(f.relax, name)) return v;
    return nullptr;
  }

  /// The derived StructInfo of that Var, simplified and printed; "<none>" if not found.
  std::string sinfo(const std::string& name, const std::string& fn = "") const {
    const VarNode* v = var(name, fn);
    auto it = v ? result.var_sinfo.find(v) : result.var_sinfo.end();
    if (it == result.var_sinfo.end()) return "<none>";
    return print_struct_info(simplify_struct_info(it->second, *arith));
  }

  /// Every diagnostic as "error SI-1 @ 11:9" / "warning SI-9 @ 5:13", in order.
  std::vector<std::string> diags() const {
    std::vector<std::string> out;
    for (const Diagnostic& d : result.diagnostics)
      out.push_back(fmt::format("{} {} @ {}:{}",
                                d.severity == Severity::kError ? "error" : "warning", d.rule,
                                d.loc.line, d.loc.col));
    return out;
  }
  /// The rules of the diagnostics, in order.
  std::vector<std::string> rules() const {
    std::vector<std::string> out;
    for (const Diagnostic& d : result.diagnostics) out.push_back(d.rule);
    return out;
  }
  /// All messages, for failure output.
  std::string messages() const {
    std::string out;
    for (const Diagnostic& d : result.diagnostics) out += d.format("t") + "\n";
    return out;
  }

private:
  static const VarNode* find(const Expr& e, const std::string& name) {
    if (const auto* fn = as<FunctionNode>(e)) {
      for (const Var& p : fn->params)
        if (p && p->name == name) return p.get();
      return find(fn->body, name);
    }
    if (const auto* seq = as<SeqExprNode>(e)) {
      for (const BindingBlock& b : seq->blocks)
        for (const Binding& bd : b.bindings) {
          if (bd.var && bd.var->name == name) return bd.var.get();
          if (const VarNode* v = find(bd.value, name)) return v;
        }
      return nullptr;
    }
    if (const auto* i = as<IfNode>(e)) {
      if (const VarNode* v = find(i->true_branch, name)) return v;
      return find(i->false_branch, name);
    }
    return nullptr;
  }
};

/// Reads `source` (which must read and be well-formed), normalizes it and infers it.
inline std::unique_ptr<Inferred> infer_source(std::string_view source) {
  auto r = std::make_unique<Inferred>();
  DiagnosticSink sink;
  auto mod = read_module(source, sink);
  EXPECT_TRUE(mod.has_value()) << sink.format("source");
  if (!mod) return r;
  auto wf = check_well_formed(*mod);
  for (const Diagnostic& d : wf) ADD_FAILURE() << "not well-formed: " << d.format("source");
  r->mod = normalize(*mod);
  r->result = infer_struct_info(r->mod, *r->arith);
  return r;
}

} // namespace rxv::sem::testing
