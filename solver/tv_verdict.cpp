#include "solver/tv_verdict.h"

#include <fmt/format.h>

#include <algorithm>

#include "solver/z3_arith.h"

namespace rxv::solver {

using namespace sem;

const char* tv_outcome_name(TvOutcome o) {
  switch (o) {
  case TvOutcome::kValidated: return "validated";
  case TvOutcome::kRefuted: return "refuted";
  case TvOutcome::kUnknown: return "unknown";
  }
  return "unknown";
}

namespace {

int count(const std::vector<Obligation>& obs, Verdict v) {
  return int(
      std::count_if(obs.begin(), obs.end(), [v](const Obligation& o) { return o.verdict == v; }));
}

std::string join(const std::vector<std::string>& v) {
  std::string out;
  for (const auto& s : v) out += (out.empty() ? "" : ", ") + s;
  return out;
}

/// The prover's counterexamples to shape obligations, as bindings of BEFORE's signature shape
/// variables: the value tests try them first, so the interpreter confirms or dismisses them.
std::vector<ShapeBinding> counterexample_bindings(const TvFunctionReport& f,
                                                  const FunctionNode& fn) {
  std::vector<std::string> vars = signature_shape_vars(fn);
  std::vector<ShapeBinding> out;
  for (const auto& o : f.obligations) {
    if (!o.counterexample) continue;
    ShapeBinding b;
    for (const auto& [var, value] : o.counterexample->entries())
      if (std::find(vars.begin(), vars.end(), var->name) != vars.end() && value >= 0 && value <= 64)
        b.emplace_back(var->name, value);
    if (!b.empty()) out.push_back(std::move(b));
  }
  return out;
}

std::string shape_str(const ShapeBinding& b) {
  std::string out;
  for (const auto& [n, v] : b) out += fmt::format("{}{} = {}", out.empty() ? "" : ", ", n, v);
  return out.empty() ? "(no shape variables)" : out;
}

} // namespace

int TvFunctionReport::proved() const { return count(obligations, Verdict::kProved); }
int TvFunctionReport::refuted() const { return count(obligations, Verdict::kRefuted); }
int TvFunctionReport::unknown() const { return count(obligations, Verdict::kUnknown); }

TvReport validate(const TvModule& before, const TvModule& after, const TvOptions& options) {
  TvReport r;
  r.correspondence = correspond_functions(before.mod, after.mod);
  Z3Arith arith(options.prove.limits);
  std::vector<std::string> refutations, unknowns;
  auto refute = [&](TvRefutedBy by, std::string why) {
    if (refutations.empty()) r.refuted_by = by;
    refutations.push_back(std::move(why));
  };
  for (const auto& name : r.correspondence.dropped_public)
    if (options.function.empty() || options.function == name)
      refute(TvRefutedBy::kDroppedPublic, "public function " + name + " is missing from AFTER");
  std::optional<InferResult> as_read;
  if (options.before_as_read) as_read = infer_struct_info(*options.before_as_read, arith);
  for (const FunctionPair& pair : r.correspondence.pairs) {
    if (!options.function.empty() && pair.name != options.function) continue;
    TvFunctionReport f;
    f.name = pair.name;
    f.is_public = pair.is_public;
    ShapeBinding assumed;
    for (const auto& [fn, binding] : options.assumed_shapes)
      if (fn == pair.name) assumed.insert(assumed.end(), binding.begin(), binding.end());
    const InferResult& signatures =
        as_read && as_read->function_sinfo.count(pair.name) ? *as_read : before.inference;
    f.signature = check_signature(pair, signatures, after.inference, arith, assumed);
    FunctionObligations obs = check_obligations(pair, before.mod, after.mod, before.inference,
                                                after.inference, options.prove);
    f.obligations = std::move(obs.obligations);
    f.corresponding_bindings = int(obs.map.ordered.size());
    f.after_bindings = obs.map.after_bindings;
    for (const auto& o : f.obligations)
      if (o.verdict == Verdict::kRefuted && !o.needs_confirmation)
        refute(o.what == "purity" ? TvRefutedBy::kPurity : TvRefutedBy::kSignature,
               fmt::format("{}: {}: {}", pair.name, o.what, o.detail));
    // After the obligations (purity names the cause more precisely than the signature does).
    // A private function's signature is internal: a pass may change it along with every call
    // (RemoveUnusedParameters), and those callers are what is validated.
    if (f.signature.verdict == Verdict::kRefuted && pair.is_public)
      refute(TvRefutedBy::kSignature, pair.name + ": " + f.signature.detail);
    else if (f.signature.verdict == Verdict::kRefuted)
      f.signature.detail += " (private: validated through its callers)";
    f.values_proved = obs.map.congruent && f.signature.verdict == Verdict::kProved &&
                      f.refuted() == 0 && f.unknown() == 0;
    // Values are tested where they are not proved.
    f.tested = (!options.function.empty() || pair.is_public) && !f.values_proved;
    if (f.tested && refutations.empty() && !r.counterexample) {
      ValueTestOptions vo = options.values;
      vo.assumed.insert(vo.assumed.end(), assumed.begin(), assumed.end());
      auto first = counterexample_bindings(f, *pair.before);
      vo.first_bindings.insert(vo.first_bindings.begin(), first.begin(), first.end());
      f.values = test_values(before, after, pair, obs.map, vo, options.source_runs);
      if (f.values.counterexample) {
        r.counterexample = f.values.counterexample;
        refute(f.values.nonconforming ? TvRefutedBy::kConformance : TvRefutedBy::kValues,
               fmt::format("{}: {} (shape {}, {} inputs)", pair.name,
                           f.values.counterexample->message,
                           shape_str(f.values.counterexample->case_.shape),
                           f.values.counterexample->case_.value_class));
      } else if (!f.values_proved && f.values.compared == 0) {
        unknowns.push_back(
            fmt::format("{}: not proved and no case compared ({})", pair.name,
                        !f.values.undecided_reason.empty() ? f.values.undecided_reason
                        : f.values.budget_skipped ? "BEFORE errs on every case the work budget ran"
                                                  : "BEFORE errs on every case"));
      }
    }
    r.functions.push_back(std::move(f));
  }
  if (!refutations.empty()) {
    r.outcome = TvOutcome::kRefuted;
    r.reason = refutations.front();
  } else if (!unknowns.empty()) {
    r.outcome = TvOutcome::kUnknown;
    r.reason = unknowns.front();
  } else {
    r.outcome = TvOutcome::kValidated;
  }
  return r;
}

std::string TvReport::str() const {
  std::string out =
      fmt::format("rxv tv: {}{}\n", tv_outcome_name(outcome), reason.empty() ? "" : ": " + reason);
  const Correspondence& c = correspondence;
  out += fmt::format("functions: {} corresponding", c.pairs.size());
  if (!c.added.empty()) out += "; added: " + join(c.added);
  if (!c.dropped.empty()) out += "; dropped: " + join(c.dropped);
  if (c.prim_funcs_added) out += fmt::format("; {} PrimFunc(s) added", c.prim_funcs_added);
  out += "\n";
  for (const auto& f : functions) {
    out += fmt::format("{}{}: signature {} ({}); obligations: {} proved, {} refuted, {} unknown; "
                       "{}/{} bindings correspond; values: ",
                       f.name, f.is_public ? "" : " (private)",
                       f.signature.changed ? "changed" : "unchanged",
                       verdict_name(f.signature.verdict), f.proved(), f.refuted(), f.unknown(),
                       f.corresponding_bindings, f.after_bindings);
    if (f.values_proved) out += "proved by congruence";
    if (f.tested)
      out += fmt::format("{}tested on {} case(s) ({} where BEFORE errs, {} undecided{})",
                         f.values_proved ? "; " : "", f.values.compared, f.values.source_errors,
                         f.values.undecided,
                         f.values.budget_skipped
                             ? fmt::format(", {} not run: the work budget was spent after {}",
                                           f.values.budget_skipped, f.values.work)
                             : "");
    else if (!f.values_proved)
      out += "not tested (private: validated through its callers)";
    out += "\n";
    if (!f.signature.detail.empty()) out += "  signature: " + f.signature.detail + "\n";
    for (const auto& o : f.obligations)
      if (o.verdict != Verdict::kProved)
        out += fmt::format("  {} {}: {}{}\n", verdict_name(o.verdict), o.what, o.detail,
                           o.verdict == Verdict::kRefuted && o.needs_confirmation && !counterexample
                               ? " (not confirmed by the interpreter)"
                               : "");
    if (!f.values.undecided_reason.empty())
      out += "  first undecided case: " + f.values.undecided_reason + "\n";
  }
  if (counterexample) {
    const ValueCase& k = counterexample->case_;
    out += fmt::format("counterexample: {}({}) with {}, {} inputs\n", k.function, join(k.params),
                       shape_str(k.shape), k.value_class);
    out += "  " + counterexample->message + "\n";
    out += "  first differing binding: " +
           (counterexample->first_binding.empty()
                ? std::string("none (the result, or an error, is the first difference)")
                : counterexample->first_binding) +
           "\n";
  }
  return out;
}

} // namespace rxv::solver
