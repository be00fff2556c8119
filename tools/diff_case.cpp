#include "tools/diff_case.h"

#include <fmt/format.h>

#include "backends/halide/isolation.h"
#include "semantics/ir/node_cast.h"

namespace rxv::tools {

DiffOutcome diff_case(const sem::IRModule& mod, halide::Executor& exec, const std::string& entry,
                      const std::vector<sem::Value>& args, const sem::Tolerance& tol) {
  sem::RunOutcome ref =
      sem::RunOutcome::of(halide::run_reference(mod, entry, sem::clone_tensors(args), {}));
  sem::RunOutcome got = sem::RunOutcome::of(exec.call(entry, sem::clone_tensors(args)));
  DiffOutcome out = judge_case(mod, entry, ref, got, tol);
  if (out.agree) return out;
  // As the fuzz oracle: a difference no region shows on the interpreter's inputs was amplified.
  halide::Isolation iso =
      halide::isolate_difference(mod, entry, args, exec.cache(), {}, exec.fused(), tol);
  if (iso.amplified()) return {true, "agree: " + iso.describe() + " (" + out.report + ")"};
  out.report += "\n" + iso.describe();
  return out;
}

DiffOutcome judge_case(const sem::IRModule& mod, const std::string& entry,
                       const sem::RunOutcome& interpreter, const sem::RunOutcome& backend,
                       const sem::Tolerance& tol) {
  sem::Refinement r = sem::check_refinement(interpreter, backend, tol);
  if (r.verdict == sem::RefinementVerdict::kReferenceErrs)
    return {true, "agree: the interpreter errs (" + interpreter.error +
                      "), so any backend result refines it"};
  if (r.holds()) return {true, "agree"};
  std::string from;
  if (const sem::GlobalFunc* fn = mod.find(entry); fn && fn->is_relax() && r.difference)
    from = sem::returned_binding(*fn->relax, r.difference->path);
  return {false, "mismatch: " + r.why(interpreter, backend, "interpreter", "backend") +
                     (from.empty() ? "" : " from " + from)};
}

sem::RandomInputOptions diff_input_options(uint64_t seed, int64_t max_elements) {
  sem::RandomInputOptions o;
  o.seed = seed;
  o.min_dim = 1;
  o.max_dim = 8;
  o.int_range = 8;
  o.float_range = 4.0;
  o.max_elements = max_elements;
  return o;
}

} // namespace rxv::tools
