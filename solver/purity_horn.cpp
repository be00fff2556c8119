#include "solver/purity_horn.h"

#include <algorithm>
#include <deque>

#include <fmt/format.h>

#include "solver/purity_flow.h"
#include "solver/z3_internal.h"

namespace rxv::solver {
namespace {

using purity::Facts;
using purity::Mode;

constexpr unsigned kIdBits = 32;

/// The Horn system of `facts` on a Z3 fixedpoint: relations, facts and the rules of
/// purity_horn.h's file comment.
class HornSystem {
public:
  HornSystem(z3::context& ctx, const Facts& facts, const QueryLimits& limits)
      : ctx_(ctx), fp_(ctx), facts_(facts), timeout_ms_(limits.timeout_ms) {
    z3::params p(ctx);
    p.set("engine", "datalog");
    // The rule inliner's rewrites are quadratic in the number of facts on these rule sets
    // (measured: 4.3 s vs 0.016 s on an 8k-binding module, bench/check_throughput.cpp); plain
    // semi-naive evaluation of the binary-join rules is near-linear.
    p.set("xform.inline_linear", false);
    p.set("xform.inline_eager", false);
    fp_.set(p);
    apply_memory_limit(limits);
    z3::sort id = ctx.bv_sort(kIdBits);
    auto rel = [&](const char* name, unsigned arity) {
      std::vector<z3::sort> dom(arity, id);
      z3::sort_vector sv(ctx);
      for (auto& s : dom) sv.push_back(s);
      z3::func_decl d = ctx.function(name, sv, ctx.bool_sort());
      fp_.register_relation(d);
      return d;
    };
    def_ = rel("Def", 2);           // Def(v, c)
    copy_ = rel("Copy", 2);         // Copy(dst, src)
    flows_ = rel("FlowsTo", 2);     // FlowsTo(c, v)
    callee_ = rel("SiteCallee", 2); // SiteCallee(s, v)
    arg_ = rel("SiteArg", 3);       // SiteArg(s, i, v)
    result_ = rel("SiteResult", 2); // SiteResult(s, v)
    in_ = rel("SiteIn", 2);         // SiteIn(s, f)
    param_ = rel("Param", 3);       // Param(c, i, p)
    ret_ = rel("Ret", 2);           // Ret(c, v)
    impure_ = rel("Impure", 1);     // Impure(f)
    active_ = rel("Active", 1);     // Active(f): not relax.force_pure
    checked_ = rel("Checked", 1);   // Checked(f): marked pure, so PUR-3 applies
    // Derived relations that keep every rule a join of two relations on their shared columns:
    // with three or more, Z3 may join two that share only an argument position first, which is
    // quadratic in the number of call sites.
    assign_ = rel("Assign", 2);          // Assign(dst, src): copies, argument passing, returns
    call_of_ = rel("CallOf", 2);         // CallOf(s, c): site s may call closure c
    call_arg_ = rel("CallArg", 3);       // CallArg(c, i, a): a is passed as c's i-th argument
    call_result_ = rel("CallResult", 2); // CallResult(c, r): a call of c returns into r
    active_site_ = rel("ActiveSite", 2); // ActiveSite(s, f): site s is in active function f
    calls_ = rel("Calls", 2);            // Calls(f, c)
    reach_ = rel("Reach", 1);            // Reach(f)
    add_facts();
    add_rules();
  }

  /// The functions marked pure that reach an impure call, from one query (each query saturates
  /// every relation, so asking per function would repeat the whole fixpoint); nullopt when the
  /// engine gives up.
  std::optional<std::vector<int>> violations() {
    z3::expr f = fresh("f");
    std::optional<std::vector<std::vector<int>>> rows =
        answers(z3::exists(f, checked_(f) && reach_(f)), 1);
    if (!rows) return std::nullopt;
    std::vector<int> out;
    for (const auto& r : *rows) out.push_back(r[0]);
    return out;
  }
  /// Every derived `Calls(f, c)` whose callee `c` reaches an impure call: the edges of the paths.
  std::optional<std::vector<std::pair<int, int>>> calls_reaching() {
    z3::expr f = fresh("f"), c = fresh("c");
    auto rows = answers(z3::exists(f, c, calls_(f, c) && reach_(c)), 2);
    if (!rows) return std::nullopt;
    std::vector<std::pair<int, int>> out;
    for (const auto& r : *rows) out.emplace_back(r[0], r[1]);
    return out;
  }
  std::string reason() { return reason_.empty() ? fp_.reason_unknown() : reason_; }

private:
  z3::expr num(int v) { return ctx_.bv_val(unsigned(v), kIdBits); }

  void fact(z3::func_decl& d, std::initializer_list<int> args) {
    std::vector<unsigned> a;
    for (int x : args) a.push_back(unsigned(x));
    fp_.add_fact(d, a.data());
  }

  void add_facts() {
    for (auto [v, c] : facts_.defs) fact(def_, {v, c});
    for (auto [d, s] : facts_.copies) fact(copy_, {d, s});
    for (size_t f = 0; f < facts_.funcs.size(); ++f) {
      const auto& fn = facts_.funcs[f];
      for (size_t i = 0; i < fn.params.size(); ++i) fact(param_, {int(f), int(i), fn.params[i]});
      if (fn.ret >= 0) fact(ret_, {int(f), fn.ret});
      if (fn.mode == Mode::kImpure && fn.impure_call) fact(impure_, {int(f)});
      if (fn.mode != Mode::kTrusted) fact(active_, {int(f)});
      if (fn.mode == Mode::kPure) fact(checked_, {int(f)});
    }
    for (size_t s = 0; s < facts_.sites.size(); ++s) {
      const auto& site = facts_.sites[s];
      fact(callee_, {int(s), site.callee});
      fact(result_, {int(s), site.result});
      fact(in_, {int(s), site.caller});
      for (size_t i = 0; i < site.args.size(); ++i) fact(arg_, {int(s), int(i), site.args[i]});
    }
  }

  void rule(const z3::expr& body, const z3::expr& head, const char* name) {
    z3::expr_vector vars(ctx_);
    for (const z3::expr& v : vars_) vars.push_back(v);
    z3::expr r = z3::forall(vars, z3::implies(body, head));
    fp_.add_rule(r, ctx_.str_symbol(name));
  }

  void add_rules() {
    z3::sort id = ctx_.bv_sort(kIdBits);
    for (const char* n : {"c", "v", "w", "s", "i", "p", "a", "r", "rv", "f"})
      vars_.push_back(ctx_.constant(n, id));
    auto [c, v, w, s, i, p, a, r, rv, f] =
        std::tuple{vars_[0], vars_[1], vars_[2], vars_[3], vars_[4],
                   vars_[5], vars_[6], vars_[7], vars_[8], vars_[9]};
    rule(def_(v, c), flows_(c, v), "def");
    rule(copy_(v, w), assign_(v, w), "copy");
    rule(assign_(v, w) && flows_(c, w), flows_(c, v), "assign");
    rule(callee_(s, v) && flows_(c, v), call_of_(s, c), "call-of");
    // A call passes its i-th argument to the i-th parameter of each callee...
    rule(call_of_(s, c) && arg_(s, i, a), call_arg_(c, i, a), "call-arg");
    rule(call_arg_(c, i, a) && param_(c, i, p), assign_(p, a), "argument");
    // ... and a callee's result to the call's result.
    rule(call_of_(s, c) && result_(s, r), call_result_(c, r), "call-result");
    rule(call_result_(c, r) && ret_(c, rv), assign_(r, rv), "return");
    rule(in_(s, f) && active_(f), active_site_(s, f), "active-site");
    rule(active_site_(s, f) && call_of_(s, c), calls_(f, c), "calls");
    rule(impure_(f), reach_(f), "impure");
    rule(calls_(f, c) && reach_(c), reach_(f), "reach");
  }

  z3::expr fresh(const char* name) { return ctx_.constant(name, ctx_.bv_sort(kIdBits)); }

  /// The tuples satisfying the existential query `q` over `arity` variables (empty when unsat).
  /// Z3's datalog engine answers with a disjunction of conjunctions `(:var i) = numeral`, where
  /// (:var i) is the i-th bound variable; anything else is reported as the engine giving up.
  std::optional<std::vector<std::vector<int>>> answers(const z3::expr& q, size_t arity) {
    z3::expr query = q;
    z3::check_result r = z3::unknown;
    {
      Watchdog dog(ctx_, timeout_ms_);
      r = fp_.query(query);
    }
    if (r == z3::unknown) return std::nullopt;
    std::vector<std::vector<int>> rows;
    if (r == z3::unsat) return rows;
    z3::expr answer = fp_.get_answer();
    std::vector<z3::expr> disjuncts;
    if (answer.is_app() && answer.decl().decl_kind() == Z3_OP_OR)
      for (unsigned i = 0; i < answer.num_args(); ++i) disjuncts.push_back(answer.arg(i));
    else
      disjuncts.push_back(answer);
    for (const z3::expr& d : disjuncts) {
      std::vector<z3::expr> eqs;
      if (d.is_app() && d.decl().decl_kind() == Z3_OP_AND)
        for (unsigned i = 0; i < d.num_args(); ++i) eqs.push_back(d.arg(i));
      else
        eqs.push_back(d);
      std::vector<int> row(arity, -1);
      for (const z3::expr& e : eqs) {
        if (!e.is_app() || e.decl().decl_kind() != Z3_OP_EQ) return unreadable(answer);
        z3::expr var = e.arg(0), val = e.arg(1);
        if (!var.is_var()) std::swap(var, val);
        unsigned value = 0;
        if (!var.is_var() || !val.is_numeral_u(value)) return unreadable(answer);
        unsigned index = Z3_get_index_value(ctx_, var);
        if (index >= arity) return unreadable(answer);
        row[index] = int(value);
      }
      for (int v : row)
        if (v < 0) return unreadable(answer);
      rows.push_back(std::move(row));
    }
    return rows;
  }

  std::nullopt_t unreadable(const z3::expr& answer) {
    reason_ = "unexpected answer form: " + answer.to_string().substr(0, 80);
    return std::nullopt;
  }

  z3::context& ctx_;
  z3::fixedpoint fp_;
  const Facts& facts_;
  unsigned timeout_ms_;
  std::string reason_;
  std::vector<z3::expr> vars_;
  z3::func_decl def_{ctx_}, copy_{ctx_}, flows_{ctx_}, callee_{ctx_}, arg_{ctx_}, result_{ctx_},
      in_{ctx_}, param_{ctx_}, ret_{ctx_}, impure_{ctx_}, active_{ctx_}, checked_{ctx_},
      assign_{ctx_}, call_of_{ctx_}, call_arg_{ctx_}, call_result_{ctx_}, active_site_{ctx_},
      calls_{ctx_}, reach_{ctx_};
};

/// The shortest call path from `start` to an impure call over the derived `edges`
/// (Calls(f, c) with Reach(c)): `main -> main.f -> PackedFunc "x" at 4:9`.
std::string find_path(const std::vector<std::pair<int, int>>& edges, const Facts& facts,
                      int start) {
  std::vector<std::vector<int>> succ(facts.funcs.size());
  for (auto [f, c] : edges) succ[size_t(f)].push_back(c);
  std::vector<int> parent(facts.funcs.size(), -2);
  std::deque<int> queue{start};
  parent[size_t(start)] = -1;
  while (!queue.empty()) {
    int at = queue.front();
    queue.pop_front();
    const auto& fn = facts.funcs[size_t(at)];
    if (fn.mode == Mode::kImpure && fn.impure_call) {
      std::string path = *fn.impure_call;
      for (int f = at; f >= 0; f = parent[size_t(f)])
        path = facts.funcs[size_t(f)].name + " -> " + path;
      return path;
    }
    for (int c : succ[size_t(at)])
      if (parent[size_t(c)] == -2) {
        parent[size_t(c)] = at;
        queue.push_back(c);
      }
  }
  return "";
}

} // namespace

std::vector<sem::Diagnostic> check_purity_horn(const sem::IRModule& mod,
                                               const sem::InferResult& inferred,
                                               const QueryLimits& limits) {
  std::vector<sem::Diagnostic> out;
  Facts facts = purity::extract_facts(mod, inferred);
  bool any_pure = false;
  for (const auto& f : facts.funcs) any_pure |= f.mode == Mode::kPure;
  if (!any_pure || facts.sites.empty()) return out;
  try {
    z3::context& ctx = Z3Session::for_this_thread().impl().ctx;
    HornSystem h(ctx, facts, limits);
    std::optional<std::vector<int>> bad = h.violations();
    if (!bad) {
      out.push_back({sem::Severity::kWarning,
                     "PUR-3",
                     {},
                     fmt::format("could not decide whether the functions marked pure reach an "
                                 "impure call ({})",
                                 h.reason())});
      return out;
    }
    if (bad->empty()) return out;
    std::sort(bad->begin(), bad->end());
    std::optional<std::vector<std::pair<int, int>>> edges = h.calls_reaching();
    for (int f : *bad) {
      const auto& fn = facts.funcs[size_t(f)];
      std::string path = edges ? find_path(*edges, facts, f) : "";
      out.push_back({sem::Severity::kError, "PUR-3", fn.loc,
                     fmt::format("`{}` is marked pure but reaches an impure call through a "
                                 "closure whose StructInfo says pure: {}",
                                 fn.name, path.empty() ? "(path not reconstructed)" : path)});
    }
  } catch (const z3::exception& e) {
    out.push_back({sem::Severity::kWarning,
                   "PUR-3",
                   {},
                   std::string("whole-program purity not checked: solver error: ") + e.msg()});
  }
  return out;
}

} // namespace rxv::solver
