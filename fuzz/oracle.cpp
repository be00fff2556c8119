#include "fuzz/oracle.h"

#include <fmt/format.h>

#include <exception>

#include "fuzz/values.h"
#include "semantics/interp/interpreter.h"
#include "semantics/ir/structural_equal.h"
#include "semantics/script/printer.h"
#include "semantics/struct_info/relations.h"
#include "semantics/value/match_value.h"
#include "semantics/value/refinement.h"

namespace rxv::fuzz {

using namespace sem;

namespace {

/// One evaluation of main.
struct Run {
  bool ok = false;
  Value value;
  std::string error;
  EffectTrace effects;
  /// The first binding whose value does not conform to its variable's
  /// StructInfo (empty: none, or not checked).
  std::string nonconforming;
};

const FunctionNode* main_of(const IRModule& mod) {
  const GlobalFunc* f = mod.find("main");
  return f && f->relax ? f->relax.get() : nullptr;
}

bool has_warnings(const InferResult& inferred) {
  for (const Diagnostic& d : inferred.diagnostics)
    if (d.severity == Severity::kWarning) return true;
  return false;
}

/// Runs main on `args`; with `sinfo` non-null, checks each binding's value
/// against the StructInfo `sinfo` gives its variable (the first miss is kept).
Run run_main(const IRModule& mod, const std::vector<Value>& args, const InferResult* sinfo) {
  Run r;
  EvalOptions opts;
  opts.limits.max_total_bytes = int64_t{64} << 20;
  opts.limits.max_tensor_bytes = int64_t{16} << 20;
  opts.limits.max_tir_iterations = int64_t{1} << 20;
  if (sinfo) {
    opts.on_binding = [&](const VarNode& var, const Value& v, const Assignment& shape_vars) {
      if (!r.nonconforming.empty()) return;
      auto it = sinfo->var_sinfo.find(&var);
      if (it == sinfo->var_sinfo.end() || !it->second) return;
      // A shape variable the frame has not bound (closures capture only the
      // shape variables their text mentions, not those of inferred
      // StructInfo) binds on first use as a lone dimension, and accepts
      // anything inside a compound one.
      std::string why = conformance_error(v, it->second, shape_vars,
                                          /*unbound_accepts_any=*/true);
      if (!why.empty())
        r.nonconforming = fmt::format("{} : {}: {}", var.name, print_struct_info(it->second), why);
    };
  }
  Interpreter interp(mod, opts);
  // Tensors are shared: give each run its own copies, so in-place effects
  // cannot leak.
  EvalOr<Value> v = interp.call("main", clone_tensors(args));
  r.ok = v.ok();
  if (r.ok)
    r.value = v.value();
  else
    r.error = v.error().to_string();
  r.effects = interp.effects();
  return r;
}

/// A run as check_refinement sees it (the interpreter records effects).
RunOutcome outcome(const Run& r) {
  return r.ok ? RunOutcome::returned(r.value, r.effects) : RunOutcome::erred(r.error, r.effects);
}

} // namespace

/// The input's evaluations, made on first use: arguments per shape binding
/// (none once make_inputs fails) and main's run on them.
struct RefinementOracle::InputRuns {
  bool made = false;
  std::vector<std::vector<Value>> args;
  std::vector<Run> runs;
};

RefinementOracle::RefinementOracle(const IRModule& input, const Validity& validity, Arith& arith,
                                   OracleOptions opts)
    : input_(input), validity_(validity), arith_(arith), opts_(opts),
      runs_(std::make_unique<InputRuns>()) {}

RefinementOracle::~RefinementOracle() = default;

std::optional<Finding> RefinementOracle::check(const PassFn& pass) {
  Finding f;
  IRModule out;
  try {
    out = pass(input_);
  } catch (const PassFailure& e) {
    f.stage = e.stage;
    f.message = e.what();
    if (e.output) f.output = *e.output;
    return f;
  } catch (const std::exception& e) {
    f.stage = "crash";
    f.message = std::string("the pass threw: ") + e.what();
    return f;
  }
  if (!validity_.ok() || structural_equal(out, input_))
    return std::nullopt; // nothing changed (or nothing to compare with)
  f.output = out;
  std::string errors;
  std::optional<IRModule> back = reprint(out, &errors);
  if (!back) {
    f.stage = "reads";
    f.message = "the output does not read back:\n" + errors;
    return f;
  }
  Validity vout = check_validity(*back, arith_, {.check_round_trip = false});
  if (!vout.ok()) {
    f.stage = vout.failed_stage;
    f.message = vout.str();
    return f;
  }
  const Validity& vin = validity_;
  for (const auto& g : input_.functions) {
    if (!g.relax) continue;
    auto in_s = vin.inference->function_sinfo.find(g.name);
    auto out_s = vout.inference->function_sinfo.find(g.name);
    if (out_s == vout.inference->function_sinfo.end()) {
      if (g.relax->attrs.find("global_symbol")) {
        f.stage = "sinfo-refined";
        f.message = "public function " + g.name + " is missing from the output";
        return f;
      }
      continue;
    }
    if (in_s == vin.inference->function_sinfo.end()) continue;
    if (is_subtype(out_s->second, in_s->second, arith_) == Compat::kIncompatible) {
      f.stage = "sinfo-refined";
      f.message = fmt::format("function {}: StructInfo {} does not refine the input's {}", g.name,
                              print_struct_info(out_s->second), print_struct_info(in_s->second));
      return f;
    }
  }
  const FunctionNode* main_in = main_of(*vin.normalized);
  if (!main_in || !main_of(*vout.normalized)) return std::nullopt;
  if (!runs_->made) {
    runs_->made = true;
    for (int k = 0; k < opts_.shape_bindings; ++k) {
      auto args = make_inputs(*main_in, binding_seed(opts_.input_seed, k));
      if (!args) break;
      runs_->runs.push_back(run_main(*vin.normalized, *args, &*vin.inference));
      runs_->args.push_back(std::move(*args));
    }
  }
  for (size_t k = 0; k < runs_->runs.size(); ++k) {
    const Run& a = runs_->runs[k];
    // An erring input allows anything (check_refinement's rule): the output
    // need not run.
    if (!a.ok) continue;
    Run b = run_main(*vout.normalized, runs_->args[k], &*vout.inference);
    RunOutcome ra = outcome(a), rb = outcome(b);
    Refinement r = check_refinement(ra, rb);
    if (!r.holds()) {
      f.stage = "refines";
      f.message = r.why(ra, rb, "input", "output");
      f.inputs = runs_->args[k];
      return f;
    }
    if (!b.nonconforming.empty() && a.nonconforming.empty()) {
      f.stage = "conforms";
      f.message = "a value of the output does not conform to its variable's "
                  "StructInfo: " +
                  b.nonconforming;
      f.inputs = runs_->args[k];
      return f;
    }
  }
  return std::nullopt;
}

std::optional<Finding> check_refinement(const IRModule& input, const PassFn& pass, Arith& arith,
                                        const OracleOptions& opts) {
  Validity vin = check_validity(input, arith, {.check_round_trip = false});
  if (!vin.ok()) {
    // Not a valid input: only a crash is a finding.
    try {
      (void)pass(input);
    } catch (const std::exception& e) {
      return Finding{"crash", std::string("the pass threw: ") + e.what(), {}, {}};
    }
    return std::nullopt;
  }
  RefinementOracle oracle(*vin.normalized, vin, arith, opts);
  return oracle.check(pass);
}

std::optional<Finding> check_evaluation(const IRModule& mod, Arith& arith,
                                        const OracleOptions& opts) {
  Validity v = check_validity(mod, arith, {.check_round_trip = false});
  if (!v.ok()) return std::nullopt;
  return check_evaluation(v, opts);
}

std::optional<Finding> check_evaluation(const Validity& v, const OracleOptions& opts) {
  if (!v.ok() || !main_of(*v.normalized)) return std::nullopt;
  const FunctionNode& main = *main_of(*v.normalized);
  auto ret = v.inference->function_sinfo.find("main");
  // With warnings (a Possibly-compatible annotation, say) a variable's
  // StructInfo need not hold of its value: bindings are checked only without.
  const InferResult* per_binding = has_warnings(*v.inference) ? nullptr : &*v.inference;
  for (int k = 0; k < opts.shape_bindings; ++k) {
    Assignment env;
    auto args = make_inputs(main, binding_seed(opts.input_seed, k), &env);
    if (!args) break;
    Run a = run_main(*v.normalized, *args, per_binding);
    Run b = run_main(*v.normalized, *args, nullptr);
    Finding f;
    f.inputs = *args;
    std::string why;
    if (a.ok && b.ok)
      if (auto d = compare_values(a.value, b.value)) why = d->to_string("first", "second");
    if (a.ok != b.ok || !why.empty() || a.effects != b.effects) {
      f.stage = "deterministic";
      f.message = "two evaluations of main differ " + why;
      return f;
    }
    const auto* fs =
        ret == v.inference->function_sinfo.end() ? nullptr : as<FuncSInfo>(ret->second);
    if (a.ok && fs && !(why = conformance_error(a.value, fs->ret, env)).empty()) {
      f.stage = "conforms";
      f.message = "main's result does not conform to its StructInfo " + print_struct_info(fs->ret) +
                  ": " + why;
      return f;
    }
    if (!a.nonconforming.empty()) {
      f.stage = "conforms";
      f.message = "a bound value does not conform to its variable's "
                  "StructInfo: " +
                  a.nonconforming;
      return f;
    }
  }
  return std::nullopt;
}

} // namespace rxv::fuzz
