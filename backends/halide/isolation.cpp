// Isolation of a backend difference (isolation.h): the interpreter's region inputs, each region
// again on Halide.
#include "backends/halide/isolation.h"

#include <fmt/format.h>

#include "backends/halide/executor.h"
#include "semantics/script/printer.h"
#include "semantics/value/refinement.h"

namespace rxv::halide {

using namespace rxv::sem;

namespace {

/// One region call of the recording run: the interpreter's inputs and outputs, copied (a later
/// binding may update a tensor in place).
struct RegionCall {
  std::string fn;
  int k = 0;
  const Region* region = nullptr;
  std::vector<Value> inputs;
  EvalOr<Value> outputs = Value();
};

std::string binding_text(const RegionBinding& b) {
  const Binding& bd = *b.binding;
  return fmt::format("{} = {}{}", bd.var->name, print_expr(bd.value),
                     bd.loc.line > 0 ? fmt::format(" (at {}:{})", bd.loc.line, bd.loc.col) : "");
}

/// The region binding behind output field `path` ("[1] ..." names output 1).
const RegionBinding& output_binding(const Region& r, const std::optional<Difference>& d) {
  if (d && d->path.size() > 2 && d->path[0] == '[') {
    size_t i = std::stoul(d->path.substr(1));
    if (i < r.outputs.size()) return r.bindings[r.outputs[i]];
  }
  return r.bindings.front();
}

} // namespace

std::string Isolation::describe() const {
  if (!culprit) return "amplified: every region agrees on the interpreter's inputs";
  if (culprit->index < 0)
    return fmt::format("isolated: the executor's rewriting of {} (its regions run on the "
                       "interpreter): {}",
                       culprit->fn, culprit->why);
  return fmt::format("isolated: region {} of {} ({}) on the interpreter's inputs: {}",
                     culprit->index, culprit->fn, culprit->binding, culprit->why);
}

namespace {

/// The region step of isolate_difference, with regions as `fuse` makes them.
Isolation isolate_regions(const IRModule& mod, const std::string& entry,
                          const std::vector<Value>& args, JitCache& cache, const EvalLimits& limits,
                          bool fuse, const Tolerance& tol) {
  std::vector<RegionCall> calls;
  Executor recorder(mod, cache, limits, fuse);
  recorder.record_regions([&calls](const std::string& fn, int k, const Region& region,
                                   const std::vector<Value>& in, const EvalOr<Value>& result) {
    RegionCall c{fn, k, &region, clone_tensors(in), result};
    if (result.ok()) c.outputs = clone_tensors({*result}).front();
    calls.push_back(std::move(c));
  });
  RunOutcome recorded = RunOutcome::of(recorder.call(entry, clone_tensors(args)));

  Isolation out;
  RunOutcome reference = RunOutcome::of(run_reference(mod, entry, clone_tensors(args), limits));
  Refinement glue = check_refinement(reference, recorded, tol);
  if (!glue.holds()) {
    out.culprit = IsolatedRegion{entry, -1, "",
                                 glue.why(reference, recorded, "interpreter", "rewritten module")};
    return out;
  }
  RegionRunner runner(cache, limits);
  for (const RegionCall& c : calls) {
    // A region the interpreter fails in ends the reference run: nothing after it ran.
    if (!c.outputs.ok()) break;
    RegionRun run = runner.run(*c.region, clone_tensors(c.inputs));
    if (!run.unsupported.empty()) continue; // the executor hands it to the interpreter too
    ++out.regions_rerun;
    EvalOr<Value> got = run.error ? EvalOr<Value>(*run.error)
                                  : EvalOr<Value>(make_tuple_value(std::vector<Value>(
                                        run.outputs.begin(), run.outputs.end())));
    RunOutcome reference = RunOutcome::of(c.outputs), candidate = RunOutcome::of(got);
    Refinement r = check_refinement(reference, candidate, tol);
    if (r.holds()) continue;
    out.culprit = IsolatedRegion{c.fn, c.k, binding_text(output_binding(*c.region, r.difference)),
                                 r.why(reference, candidate, "interpreter", "backend")};
    out.culprit_size = static_cast<int>(c.region->bindings.size());
    break;
  }
  return out;
}

} // namespace

Isolation isolate_difference(const IRModule& mod, const std::string& entry,
                             const std::vector<Value>& args, JitCache& cache,
                             const EvalLimits& limits, bool fuse, const Tolerance& tol) {
  Isolation fused = isolate_regions(mod, entry, args, cache, limits, fuse, tol);
  if (!fused.culprit || fused.culprit->index < 0 || fused.culprit_size == 1) return fused;
  // A fused region differs on exact inputs: an op of it, or amplification inside it, or fusion.
  Isolation ops = isolate_regions(mod, entry, args, cache, limits, false, tol);
  ops.regions_rerun += fused.regions_rerun;
  if (ops.culprit) return ops;
  // Every op agrees on exact inputs; fusion is faithful when the fused run gives what the ops
  // run one by one give (both in the same float order: Halide's strict_float targets).
  Executor one_by_one(mod, cache, limits, false), whole(mod, cache, limits, true);
  RunOutcome reference = RunOutcome::of(one_by_one.call(entry, clone_tensors(args)));
  RunOutcome candidate = RunOutcome::of(whole.call(entry, clone_tensors(args)));
  Refinement r = check_refinement(reference, candidate, tol);
  if (reference.ok() && r.holds()) return ops; // amplified
  fused.regions_rerun = ops.regions_rerun;
  fused.culprit->why = "the fused region differs from its ops run one by one, each of which "
                       "agrees: " +
                       (reference.ok() ? r.why(reference, candidate, "ops one by one", "fused")
                                       : "the ops one by one err: " + reference.error);
  return fused;
}

} // namespace rxv::halide
