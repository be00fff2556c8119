// The executor's one link to the reference interpreter (executor.h): a PackedFunc registry with
// the built-ins plus one entry per region, and an Interpreter on the rewritten module.
#include "backends/halide/executor.h"
#include "semantics/interp/interpreter.h"

namespace rxv::halide {

sem::EvalOr<sem::Value> run_on_interpreter(Executor& exec, const std::string& fn,
                                           std::vector<sem::Value> args,
                                           const sem::EvalLimits& limits) {
  sem::PackedFuncRegistry registry = sem::PackedFuncRegistry::builtins();
  for (const auto& [key, region] : exec.rewritten().regions) {
    auto [f, k] = key;
    registry.add(
        RewrittenModule::packed_name(f, k),
        [&exec, f = f, k = k](const std::vector<sem::Value>& a, sem::KernelContext& ctx) {
          return exec.run_region(f, k, a, ctx);
        },
        "a Halide region");
  }
  sem::EvalOptions options;
  options.limits = limits;
  options.packed_funcs = &registry;
  sem::Interpreter interp(exec.rewritten().module, options);
  return interp.call(fn, std::move(args));
}

sem::EvalOr<sem::Value> run_reference(const sem::IRModule& mod, const std::string& fn,
                                      std::vector<sem::Value> args, const sem::EvalLimits& limits) {
  sem::EvalOptions options;
  options.limits = limits;
  sem::Interpreter interp(mod, options);
  return interp.call(fn, std::move(args));
}

} // namespace rxv::halide
