#include "tools/tv_run.h"

#include <fmt/format.h>

#include <ostream>

#include "semantics/script/printer.h"
#include "solver/check_module.h"
#include "solver/z3_arith.h"
#include "tools/exit_codes.h"
#include "tools/pass_spec.h"
#include "tools/read_input.h"

namespace rxv::tools {

namespace {

/// The errors of a check as text (warnings are not errors: a Possibly needs a run-time check).
std::string errors_of(const solver::CheckResult& c, const std::string& path) {
  std::string out;
  for (const auto& d : c.diagnostics)
    if (d.severity == sem::Severity::kError) out += d.format(path) + "\n";
  for (const auto& d : c.internal_errors) out += d.format(path) + "\n";
  return out;
}

/// AFTER's errors may come from what rxv lacks (an op the table does not have, SI-11, whose
/// Object result then fails the next op; a layout it does not support): not a verdict on AFTER.
bool rxv_cannot_judge(const solver::CheckResult& c) {
  for (const auto& d : c.diagnostics)
    if (d.rule == "SI-11" || d.message.find("not supported") != std::string::npos ||
        d.message.find("unsupported") != std::string::npos)
      return true;
  return false;
}

bool is_relax_function(const sem::IRModule& m, const std::string& name) {
  const sem::GlobalFunc* g = m.find(name);
  return g && g->relax;
}

} // namespace

TvRun run_tv(const TvRequest& req, std::ostream& err) {
  TvRun run;
  run.exit_code = kExitBadInput;
  auto before = read_input(req.before_path);
  if (!before) return run;
  auto arith = solver::make_z3_arith();
  solver::CheckResult cb = solver::check_module(*before, {}, *arith);
  if (cb.has_errors() || !cb.normalized || !cb.inference) {
    err << errors_of(cb, req.before_path)
        << fmt::format("rxv tv: {}: BEFORE is not a valid module\n", req.before_path);
    return run;
  }
  const std::string& fn = req.options.function;
  if (!fn.empty() && !is_relax_function(*cb.normalized, fn)) {
    err << fmt::format("rxv tv: {}: error: --function: BEFORE has no Relax function '{}'\n",
                       req.before_path, fn);
    return run;
  }
  sem::IRModule after_mod;
  std::optional<sem::IRModule> as_read; // BEFORE as the pass read it (fuzz/passes/pass.h)
  std::string after_name = req.after_path;
  solver::TvOptions options = req.options;
  if (!req.bind.empty())
    for (const auto& g : cb.normalized->functions)
      if (g.relax) options.assumed_shapes.push_back({g.name, req.bind});
  if (!req.pass.empty()) {
    fuzz::PassSpec spec;
    std::string why;
    if (!resolve_pass_spec(req.pass, req.tvm_timeout, &spec, &why)) {
      err << "rxv tv: --pass: " << why << "\n";
      return run;
    }
    after_name = "AFTER (" + req.pass + ")";
    after_mod = *cb.normalized;
    // builtin:all and tvm:A,B are a sequence: validated as their composition.
    for (const auto& p : spec.passes) {
      // What the pass assumes of its input (BindSymbolicVars: shape variables' values).
      if (p.precondition) {
        fuzz::PassPrecondition pre = p.precondition(after_mod);
        if (!pre.not_applicable.empty()) {
          err << fmt::format("rxv tv: {}: error: --pass does not apply to this module: {}\n",
                             req.before_path, pre.not_applicable);
          return run;
        }
        options.assumed_shapes.insert(options.assumed_shapes.end(), pre.assumed_shapes.begin(),
                                      pre.assumed_shapes.end());
      }
      try {
        fuzz::PassOutput out = p.run(after_mod);
        after_mod = std::move(out.module);
        // The first pass's reading of BEFORE (TVM's parse): the signatures to refine.
        if (&p == &spec.passes.front()) as_read = std::move(out.input_as_read);
      } catch (const std::exception& e) {
        run.exit_code = kExitFinding;
        run.finding = fmt::format("the pass {} failed: {}", p.name, e.what());
        return run;
      }
    }
  } else {
    auto after = read_input(req.after_path);
    if (!after) return run;
    after_mod = std::move(*after);
  }
  solver::CheckResult ca = solver::check_module(after_mod, {}, *arith);
  run.before = std::make_shared<sem::IRModule>(*cb.normalized);
  if (ca.has_errors() || !ca.normalized || !ca.inference) {
    run.exit_code = rxv_cannot_judge(ca) ? kExitUndecided : kExitFinding;
    run.after = std::make_shared<sem::IRModule>(after_mod);
    run.finding = run.exit_code == kExitUndecided
                      ? "rxv cannot check AFTER (a construct it lacks):\n"
                      : "AFTER is not a valid module:\n";
    run.finding += errors_of(ca, after_name);
    return run;
  }
  run.after = std::make_shared<sem::IRModule>(*ca.normalized);
  if (as_read) options.before_as_read = &*as_read;
  solver::TvReport report =
      solver::validate({*run.before, *cb.inference}, {*run.after, *ca.inference}, options);
  switch (report.outcome) {
  case solver::TvOutcome::kValidated: run.exit_code = kExitOk; break;
  case solver::TvOutcome::kRefuted: run.exit_code = kExitFinding; break;
  case solver::TvOutcome::kUnknown: run.exit_code = kExitUndecided; break;
  }
  run.report = std::move(report);
  return run;
}

} // namespace rxv::tools
