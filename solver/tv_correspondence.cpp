#include "solver/tv_correspondence.h"

#include <fmt/format.h>

#include <algorithm>

#include "semantics/ir/shape_vars.h"
#include "semantics/ir/structural_equal.h"
#include "semantics/script/printer.h"
#include "semantics/struct_info/relations.h"
#include "semantics/struct_info/substitute.h"

namespace rxv::solver {

using namespace sem;

namespace {

/// The symbol a public function is known by outside the module; empty for a private one. A
/// function marked "Primitive" (FuseOps' fused groups, which FuseTIR replaces by PrimFuncs) or
/// "Composite" or "Codegen" (a pattern or a region for an external codegen, which RunCodegen
/// replaces by an ExternFunc) is internal whatever its symbol.
std::string global_symbol(const GlobalFunc& g) {
  if (!g.relax || g.relax->attrs.find("Primitive") || g.relax->attrs.find("Composite") ||
      g.relax->attrs.find("Codegen"))
    return "";
  const AttrValue* gs = g.relax->attrs.find("global_symbol");
  return gs && gs->kind == AttrValue::Kind::kString ? gs->str : "";
}

const GlobalFunc* find_counterpart(const GlobalFunc& g, const IRModule& other) {
  std::string sym = global_symbol(g);
  for (const auto& o : other.functions) {
    if (!o.relax) continue;
    if (!sym.empty() ? global_symbol(o) == sym : (global_symbol(o).empty() && o.name == g.name))
      return &o;
  }
  // A function that went from private to public (or back) keeps its name.
  const GlobalFunc* same = other.find(g.name);
  return same && same->relax ? same : nullptr;
}

} // namespace

Correspondence correspond_functions(const IRModule& before, const IRModule& after) {
  Correspondence c;
  std::vector<const GlobalFunc*> used;
  // Two lone `@R.function`s (TVM's tests pair `def before` with `def expected`) are one function
  // whatever their names.
  if (before.lone_function && after.lone_function && before.functions.size() == 1 &&
      after.functions.size() == 1 && before.functions[0].relax && after.functions[0].relax) {
    const GlobalFunc& b = before.functions[0];
    const GlobalFunc& a = after.functions[0];
    c.pairs.push_back({b.name, b.relax.get(), a.relax.get(), a.name, !global_symbol(b).empty()});
    return c;
  }
  for (const auto& g : before.functions) {
    if (!g.relax) continue;
    const GlobalFunc* o = find_counterpart(g, after);
    if (!o) {
      c.dropped.push_back(g.name);
      if (!global_symbol(g).empty()) c.dropped_public.push_back(g.name);
      continue;
    }
    used.push_back(o);
    c.pairs.push_back({g.name, g.relax.get(), o->relax.get(), o->name, !global_symbol(g).empty()});
  }
  for (const auto& o : after.functions) {
    if (o.relax) {
      if (std::find(used.begin(), used.end(), &o) == used.end()) c.added.push_back(o.name);
    } else if (!before.find(o.name)) {
      ++c.prim_funcs_added;
    }
  }
  return c;
}

namespace {

/// `s` with every 0-d tensor given its only shape, `()`. A function without a return annotation
/// gets its derived StructInfo (rxv: `R.Tensor((), "bool")`) while a pass's output, printed by TVM,
/// may annotate the same 0-d value `R.Tensor(dtype="bool", ndim=0)`: the same set of values,
/// which the subtype relation (TVM's base check) treats as less information. Comparing the two
/// after this rewrite compares like with like; any other shape, dtype or rank change still counts.
StructInfo with_zero_dim_shapes(const StructInfo& s, int depth = 0) {
  if (!s || depth > 64) return s;
  if (const auto* t = as<TensorSInfo>(s)) {
    if (t->ndim != 0 || t->shape) return s;
    auto out = std::make_shared<TensorSInfo>(*t);
    out->shape = as<TensorSInfo>(make_tensor_sinfo(std::vector<PrimExpr>{}, t->dtype))->shape;
    return out;
  }
  if (const auto* t = as<TupleSInfo>(s)) {
    std::vector<StructInfo> fields;
    for (const StructInfo& f : t->fields) fields.push_back(with_zero_dim_shapes(f, depth + 1));
    return make_tuple_sinfo(std::move(fields), t->loc);
  }
  if (const auto* f = as<FuncSInfo>(s)) {
    auto out = std::make_shared<FuncSInfo>(*f);
    if (out->params)
      for (StructInfo& p : *out->params) p = with_zero_dim_shapes(p, depth + 1);
    out->ret = with_zero_dim_shapes(f->ret, depth + 1);
    return out;
  }
  return s;
}

/// `s` with the shape variables `assumed` names replaced by their values.
StructInfo with_assumed(const StructInfo& s, const ShapeBinding& assumed) {
  if (assumed.empty()) return s;
  ShapeVarMap map;
  for (const PrimExpr& v : shape_vars_of(s))
    for (const auto& [name, value] : assumed)
      if (v->kind == PrimKind::kVar && v->name == name) map[v.get()] = make_int(value);
  return substitute(s, map);
}

std::string assumed_str(const ShapeBinding& assumed) {
  std::string out;
  for (const auto& [name, value] : assumed)
    out += fmt::format("{}{} = {}", out.empty() ? "" : ", ", name, value);
  return out;
}

} // namespace

SignatureCheck check_signature(const FunctionPair& pair, const InferResult& before,
                               const InferResult& after, Arith& arith,
                               const ShapeBinding& assumed) {
  SignatureCheck s;
  auto b = before.function_sinfo.find(pair.name);
  auto a = after.function_sinfo.find(pair.after_name);
  if (b == before.function_sinfo.end() || a == after.function_sinfo.end()) {
    s.detail = "no inferred signature";
    return s;
  }
  s.changed = !structural_equal(b->second, a->second);
  std::string sigs =
      fmt::format("{} -> {}", print_struct_info(b->second), print_struct_info(a->second));
  if (!assumed.empty()) sigs += " (assuming " + assumed_str(assumed) + ")";
  StructInfo b_sig = with_assumed(b->second, assumed);
  switch (is_subtype(with_zero_dim_shapes(a->second), with_zero_dim_shapes(b_sig), arith)) {
  case Compat::kCompatible:
    s.verdict = Verdict::kProved;
    if (s.changed) s.detail = sigs;
    break;
  case Compat::kIncompatible:
    s.verdict = Verdict::kRefuted;
    s.detail = "the new signature does not refine the old one: " + sigs;
    break;
  case Compat::kPossibly:
    s.verdict = Verdict::kUnknown;
    s.detail = "refinement holds only for some shape values (tested): " + sigs;
    break;
  }
  return s;
}

} // namespace rxv::solver
