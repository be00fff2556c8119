#pragma once
/// The CUDA path of the Halide backend (DESIGN.md, "Scale"): the CUDA target, whether this machine
/// can run CUDA kernels, and the GPU schedules shared by the JIT (compiled_region.cpp) and the
/// ahead-of-time generators (aot/op_generators.cpp).
#include <Halide.h>

#include <string>
#include <vector>

#include "backends/halide/cuda_probe.h" // cuda_unavailable(), for the CUDA path's users
#include "backends/halide/lowering.h"

namespace rxv::halide {

/// `host`-cuda-cuda_capability_80 (Ampere; Halide 14 knows capabilities up to 8.6), with
/// StrictFloat as on the CPU JIT target. `host`: the CPU part (default: default_cpu_target() of
/// host_target.h, never Halide's get_host_target(), which names features some CPUs lack).
/// Known deviation: Halide 14's PTX backend still contracts a * b + c into fma (its LLVM target
/// options allow fusion), so float sums of products (matmul, conv2d) may differ from the CPU and
/// the interpreter in the last bits.
Halide::Target cuda_target();
Halide::Target cuda_target(const Halide::Target& host);

/// A GPU schedule for `f` and each of its update stages: the innermost two pure dims as 16x16
/// thread blocks (one dim: blocks of 256), a third as the z block dim, outer dims as host loops;
/// an update that writes along a pure dim at a computed index (a scan, a scatter) tiles only the
/// dims it writes in place, or runs on a single GPU thread.
void gpu_schedule_func(Halide::Func f);

/// Schedules a pipeline for a GPU target. `outputs`: its output stages; `tensors[k]`: the tensor
/// outputs[k] stores when it is read by no other stage, else null. A tensor's own gpu_schedule is
/// applied to its output stage; every other output stage gets gpu_schedule_func; every Func with
/// update definitions (reductions, accumulators) that such a schedule did not place is computed
/// at root with gpu_schedule_func; pure Funcs are inlined.
void schedule_gpu_pipeline(std::vector<Halide::Func> outputs,
                           const std::vector<const LTensor*>& tensors);

/// The device code (PTX for CUDA) that compiling `p` for `target` embeds, without running it
/// (no GPU needed): the text of the module's *_gpu_source_kernels buffers.
std::string device_code(const Halide::Pipeline& p, const std::vector<Halide::Argument>& args,
                        const Halide::Target& target);

} // namespace rxv::halide
