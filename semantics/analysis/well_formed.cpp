#include "semantics/analysis/well_formed.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>

#include "semantics/analysis/well_formed_internal.h"

namespace rxv::sem {
namespace wf {

SourceLoc pick_loc(std::initializer_list<SourceLoc> locs) {
  for (SourceLoc l : locs)
    if (l.known()) return l;
  return {};
}

Checker::Checker(const IRModule& mod, const WellFormedOptions& opts)
    : mod_(mod), functions_(mod), opts_(opts), facts_(collect_module_facts(mod)) {
  var_state_.resize(facts_.var_ids.size());
}

void Checker::report(std::string_view rule, SourceLoc loc, std::string message) {
  diags_.push_back(Diagnostic{Severity::kError, std::string(rule), loc, std::move(message)});
}

bool Checker::too_deep(int depth, SourceLoc loc) {
  if (depth <= kMaxDepth) return false;
  if (!reported_depth_)
    report("WF-X-depth", loc,
           fmt::format("nesting deeper than {} levels; the rest of this subtree is not checked",
                       kMaxDepth));
  reported_depth_ = true;
  return true;
}

SourceLoc Checker::use_site(const void* var, SourceLoc ctx) const {
  std::span<const SourceLoc> uses = mod_.use_locs.find(var);
  if (uses.empty() || !ctx.known()) return ctx;
  auto l = std::lower_bound(uses.begin(), uses.end(), ctx);
  return l == uses.end() ? ctx : *l;
}

std::vector<Diagnostic> Checker::run() {
  check_module_level();
  for (const auto& gf : mod_.functions)
    if (gf.relax) visit_global(gf);
  check_recursive_annotations();
  if (opts_.require_normal_form)
    for (const auto& gf : mod_.functions)
      if (gf.relax) check_normal_form(*gf.relax, gf.name, diags_);
  // Unknown locations last; otherwise by position, keeping the walk's order for ties.
  std::stable_sort(diags_.begin(), diags_.end(), [](const Diagnostic& a, const Diagnostic& b) {
    auto key = [](const SourceLoc& l) { return std::pair(l.known() ? l.line : UINT32_MAX, l.col); };
    return key(a.loc) < key(b.loc);
  });
  return std::move(diags_);
}

// The global_symbol attribute as a string, if it is one; `present` says whether it exists at all.
static std::optional<std::string> global_symbol(const Attrs& attrs, bool& present) {
  const AttrValue* v = attrs.find("global_symbol");
  present = v != nullptr;
  if (v && v->kind == AttrValue::Kind::kString) return v->str;
  return std::nullopt;
}

void Checker::check_module_level() {
  bool has_entry = false;
  std::unordered_map<std::string, SourceLoc> seen;
  for (const auto& gf : mod_.functions) {
    const bool relax = gf.relax != nullptr;
    SourceLoc loc =
        pick_loc({gf.loc, relax ? gf.relax->loc : SourceLoc{}, gf.tir ? gf.tir->loc : SourceLoc{}});
    if (!gf.relax == !gf.tir) {
      report("WF-X-null", loc,
             fmt::format("global '{}' must be bound to exactly one Relax function or PrimFunc",
                         gf.name));
      continue;
    }
    // WF-2 for GlobalVars: a module binds each name once.
    if (auto [it, fresh] = seen.emplace(gf.name, loc); !fresh)
      report("WF-2", loc,
             fmt::format("global function '{}' is defined more than once (first at {}:{})", gf.name,
                         it->second.line, it->second.col));
    const Attrs& attrs = relax ? gf.relax->attrs : gf.tir->attrs;
    bool present = false;
    auto symbol = global_symbol(attrs, present);
    if (!present) continue;
    has_entry = true;
    // TVM checks the name against global_symbol for Relax functions only
    // (src/relax/analysis/well_formed.cc, CheckGlobalVarAndGsymbolConsistency); the spec profile
    // checks PrimFuncs too.
    if (!relax && !opts_.spec_rules) continue;
    // A lone @R.function has no GlobalVar (TVM parses it to a Function), so its global_symbol
    // names nothing in a module: `def before(): R.func_attr({"global_symbol": "main"})` is fine.
    if (mod_.lone_function) continue;
    if (!symbol)
      report("WF-13", loc,
             fmt::format("global_symbol of function '{}' must be a string equal to its name",
                         gf.name));
    else if (*symbol != gf.name)
      report("WF-13", loc,
             fmt::format("function '{}' has global_symbol \"{}\"; it must equal the function's "
                         "name",
                         gf.name, *symbol));
  }
  // TVM's checker demands no entry point (a module of private functions is a library); the spec
  // profile does.
  if (!has_entry && opts_.spec_rules) {
    SourceLoc loc = mod_.functions.empty() ? SourceLoc{} : mod_.functions.front().loc;
    report("WF-12", loc,
           "no global function has a global_symbol: the module has no externally linked entry "
           "point (every function is private)");
  }
}

void Checker::check_recursive_annotations() {
  for (const auto& fi : facts_.functions) {
    if (!fi.calls_own_scc || fi.fn->ret_sinfo) continue;
    std::string cycle;
    for (const auto& other : facts_.functions)
      if (other.scc == fi.scc && other.fn != fi.fn)
        cycle += (cycle.empty() ? "" : ", ") + fmt::format("'{}'", other.name);
    report("WF-8", fi.loc,
           cycle.empty()
               ? fmt::format("function '{}' calls itself, so it needs a return annotation", fi.name)
               : fmt::format("function '{}' is mutually recursive with {}, so it needs a return "
                             "annotation",
                             fi.name, cycle));
  }
}

// The target kind of one entry of global_infos["vdevice"], however the reader kept it: a dict with
// "kind" (possibly under "target"), or the source text of `I.vdevice({... "kind": "cuda" ...},
// ...)`.
static std::string vdevice_kind(const AttrValue& v) {
  using K = AttrValue::Kind;
  if (v.kind == K::kString) return v.str.substr(0, v.str.find(' '));
  if (v.kind == K::kDict) {
    for (const auto& [key, val] : v.entries) {
      if (key == "kind" && val.kind == K::kString) return val.str;
      if (key == "target") return vdevice_kind(val);
    }
    return "";
  }
  if (v.kind == K::kList && !v.items.empty()) return vdevice_kind(v.items.front());
  if (v.kind == K::kRaw) {
    const std::string_view text = v.str;
    size_t k = text.find("\"kind\"");
    if (k == std::string_view::npos) return "";
    size_t open = text.find('"', text.find(':', k + 6));
    if (open == std::string_view::npos) return "";
    size_t close = text.find('"', open + 1);
    if (close == std::string_view::npos) return "";
    return std::string(text.substr(open + 1, close - open - 1));
  }
  return "";
}

bool Checker::vdevice_declared(const std::string& ref) const {
  const AttrValue* list = mod_.global_infos.find("vdevice");
  if (!list || list->kind != AttrValue::Kind::kList) return false;
  // "kind:index" counts among the vdevices of that target kind (TVMScript's convention);
  // "vdevice:i" indexes the whole list; a bare kind means index 0.
  std::string_view kind = ref;
  int64_t index = 0;
  if (size_t colon = ref.rfind(':'); colon != std::string::npos) {
    kind = std::string_view(ref).substr(0, colon);
    std::string_view digits = std::string_view(ref).substr(colon + 1);
    auto [p, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), index);
    if (ec != std::errc() || p != digits.data() + digits.size() || index < 0) return false;
  }
  if (kind == "vdevice") return index < int64_t(list->items.size());
  int64_t count = 0;
  for (const auto& item : list->items)
    if (vdevice_kind(item) == kind && count++ == index) return true;
  return false;
}

} // namespace wf

std::vector<Diagnostic> check_well_formed(const IRModule& mod, const WellFormedOptions& opts) {
  return wf::Checker(mod, opts).run();
}

} // namespace rxv::sem
