#include "tools/diff_case.h"

#include <fmt/format.h>

#include "semantics/ir/node_cast.h"

namespace rxv::tools {

DiffOutcome diff_case(const sem::IRModule& mod, halide::Executor& exec, const std::string& entry,
                      const std::vector<sem::Value>& args, const halide::Tolerance& tol) {
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
  auto d = halide::compare_values(*ref, *got, tol);
  if (!d) return {true, "agree"};
  std::string from;
  if (const sem::GlobalFunc* fn = mod.find(entry); fn && fn->is_relax())
    from = halide::returned_binding(*fn->relax, d->path);
  return {false, "mismatch: " + d->to_string() + (from.empty() ? "" : " from " + from)};
}

}  // namespace rxv::tools
