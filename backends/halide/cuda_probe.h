#pragma once
/// Whether this machine can run CUDA kernels. Halide-free, so that rxv-bundle-run (which links no
/// libHalide) and the JIT (gpu_schedule.h) share one probe.
#include <string>

namespace rxv::halide {

/// Why CUDA kernels cannot run on this machine, or "" when they can: libcuda is loaded with
/// dlopen and initialized (cuInit, cuDeviceGetCount), so a machine without a driver or device gets
/// a reason instead of a crash. Computed once.
const std::string& cuda_unavailable();

} // namespace rxv::halide
