#include "tools/diff_case.h"

#include <fmt/format.h>

#include "semantics/ir/node_cast.h"

namespace rxv::tools {

DiffOutcome diff_case(const sem::IRModule& mod, halide::Executor& exec, const std::string& entry,
                      const std::vector<sem::Value>& args, const sem::Tolerance& tol) {
  auto ref = halide::run_reference(mod, entry, sem::clone_tensors(args), {});
  auto got = exec.call(entry, sem::clone_tensors(args));
  if (!ref.ok()) {
    if (!got.ok())
      return {true, "agree: both fail (interpreter: " + ref.error().to_string() +
                        "; backend: " + got.error().to_string() + ")"};
    return {false, "mismatch: the interpreter fails (" + ref.error().to_string() +
                       ") but the backend returns a value"};
  }
  if (!got.ok()) return {false, "mismatch: the backend fails: " + got.error().to_string()};
  auto d = sem::compare_values(*ref, *got, tol);
  if (!d) return {true, "agree"};
  std::string from;
  if (const sem::GlobalFunc* fn = mod.find(entry); fn && fn->is_relax())
    from = sem::returned_binding(*fn->relax, d->path);
  return {false, "mismatch: " + d->to_string("interpreter", "backend") +
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

}  // namespace rxv::tools
