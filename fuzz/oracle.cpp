#include "fuzz/oracle.h"

#include <fmt/format.h>

#include <exception>

#include "fuzz/values.h"
#include "semantics/interp/interpreter.h"
#include "semantics/ir/structural_equal.h"
#include "semantics/script/printer.h"
#include "semantics/value/match_value.h"
#include "solver/tv_verdict.h"

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

} // namespace

/// The input's evaluations, made on first use and shared by every pass checked.
struct RefinementOracle::InputRuns {
  solver::SourceRuns source;
};

RefinementOracle::RefinementOracle(const IRModule& input, const Validity& validity, Arith& arith,
                                   OracleOptions opts)
    : input_(input), validity_(validity), arith_(arith), opts_(opts),
      runs_(std::make_unique<InputRuns>()) {}

RefinementOracle::~RefinementOracle() = default;

std::optional<Finding> RefinementOracle::check(const PassFn& pass, const PassPrecondition& pre) {
  Finding f;
  IRModule out;
  std::optional<IRModule> input_as_read;
  try {
    PassOutput o = pass(input_);
    out = std::move(o.module);
    input_as_read = std::move(o.input_as_read);
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
  // Stages sinfo-refined, refines and conforms: translation validation, the one refinement
  // check (`rxv tv`'s correspondence, obligations and value tests), on the fuzzer's inputs.
  const Validity& vin = validity_;
  solver::TvOptions to;
  to.values.class_bindings = 0; // the random class only: the fuzzer's own inputs
  to.values.special_floats = false;
  to.values.check_conformance = true;
  // The fuzzer's programs are small; its old bound (2^20 TIR iterations) keeps a generated op of
  // huge work from costing throughput.
  to.values.max_run_work = int64_t{1} << 20;
  for (int k = 0; k < opts_.shape_bindings; ++k)
    to.values.input_plans.push_back(fuzz_input_options(binding_seed(opts_.input_seed, k)));
  to.assumed_shapes = pre.assumed_shapes;
  to.source_runs = &runs_->source;
  if (input_as_read) to.before_as_read = &*input_as_read;
  solver::TvReport tv =
      solver::validate({*vin.normalized, *vin.inference}, {*vout.normalized, *vout.inference}, to);
  if (tv.outcome != solver::TvOutcome::kRefuted) return std::nullopt;
  switch (tv.refuted_by) {
  case solver::TvRefutedBy::kValues: f.stage = "refines"; break;
  case solver::TvRefutedBy::kConformance: f.stage = "conforms"; break;
  default: f.stage = "sinfo-refined"; break;
  }
  f.message = tv.reason;
  if (tv.counterexample) {
    f.message = tv.counterexample->message;
    if (!tv.counterexample->first_binding.empty())
      f.message += "\nfirst differing binding: " + tv.counterexample->first_binding;
    // The finding's inputs are main's (its replay lines run main).
    if (tv.counterexample->case_.function == "main") f.inputs = tv.counterexample->case_.inputs;
  }
  return f;
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
