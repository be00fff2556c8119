// The CUDA target and the GPU schedules (gpu_schedule.h).
#include "backends/halide/gpu_schedule.h"

#include <cstring>
#include <set>

#include "backends/halide/host_target.h"

namespace rxv::halide {

namespace {

const auto kGuard = Halide::TailStrategy::GuardWithIf;

/// The dims of `f`'s update `u` written in place (update arg i is pure var i), innermost first;
/// only those can be split across GPU threads without races.
std::vector<Halide::Var> in_place_dims(const Halide::Func& f, int u) {
  std::vector<Halide::Var> pure = f.args(), out;
  const std::vector<Halide::Expr>& uargs = f.update_args(u);
  for (size_t i = 0; i < pure.size() && i < uargs.size(); ++i) {
    const auto* v = uargs[i].as<Halide::Internal::Variable>();
    if (v && !v->reduction_domain.defined() && v->name == pure[i].name()) out.push_back(pure[i]);
  }
  return out;
}

/// Blocks of threads over `dims` (innermost first) of one stage.
void tile_stage(Halide::Stage s, const std::vector<Halide::Var>& dims) {
  Halide::Var bx("bx"), by("by"), tx("tx"), ty("ty");
  if (dims.empty()) {
    s.gpu_single_thread();
    return;
  }
  if (dims.size() == 1) {
    s.gpu_tile(dims[0], bx, tx, 256, kGuard);
    return;
  }
  s.gpu_tile(dims[0], dims[1], bx, by, tx, ty, 16, 16, kGuard);
  if (dims.size() >= 3) s.gpu_blocks(dims[2]);
}

} // namespace

Halide::Target cuda_target() { return cuda_target(default_cpu_target()); }

Halide::Target cuda_target(const Halide::Target& host) {
  return host.with_feature(Halide::Target::CUDA)
      .with_feature(Halide::Target::CUDACapability80)
      .with_feature(Halide::Target::StrictFloat);
}

void gpu_schedule_func(Halide::Func f) {
  std::vector<Halide::Var> pure = f.args();
  std::vector<Halide::Var> inner(pure.begin(), pure.begin() + std::min<size_t>(pure.size(), 3));
  tile_stage(f, inner);
  for (int u = 0; u < f.num_update_definitions(); ++u) {
    std::vector<Halide::Var> dims = in_place_dims(f, u);
    if (dims.size() > 3) dims.resize(3);
    tile_stage(f.update(u), dims);
  }
}

void schedule_gpu_pipeline(std::vector<Halide::Func> outputs,
                           const std::vector<const LTensor*>& tensors) {
  std::set<std::string> skip; // output stages and Funcs placed by a tensor's own schedule
  for (const auto& o : outputs) skip.insert(o.name());
  for (size_t k = 0; k < outputs.size(); ++k) {
    const LTensor* t = k < tensors.size() ? tensors[k] : nullptr;
    if (t && t->gpu_schedule) {
      for (const auto& f : t->gpu_schedule(outputs[k])) skip.insert(f.name());
    } else {
      gpu_schedule_func(outputs[k]);
    }
  }
  for (const auto& o : outputs)
    for (const auto& [name, fn] : Halide::Internal::find_transitive_calls(o.function())) {
      if (!fn.has_update_definition() || !skip.insert(name).second) continue;
      Halide::Func f(fn);
      f.compute_root();
      gpu_schedule_func(f);
    }
}

std::string device_code(const Halide::Pipeline& p, const std::vector<Halide::Argument>& args,
                        const Halide::Target& target) {
  Halide::Module m = const_cast<Halide::Pipeline&>(p).compile_to_module(args, "rxv_region", target);
  std::string code;
  for (const auto& b : m.buffers()) {
    if (b.name().find("gpu_source_kernels") == std::string::npos) continue;
    const char* data = static_cast<const char*>(b.data());
    code.append(data, strnlen(data, b.size_in_bytes())); // the text is NUL-terminated
  }
  return code;
}

} // namespace rxv::halide
