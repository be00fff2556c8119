#pragma once
/// The ahead-of-time Halide kernels (float32 add with 2-D broadcasting, 2-D matmul, NCHW conv2d
/// with padding 1), compiled at build time by op_generators.cpp for several x86-64 levels (one
/// multi-target library per op, dispatching on the running CPU's features) and for
/// x86-64-cuda-cuda_capability_80. This library links the generated code and Halide's runtime
/// only, not libHalide. Errors from the Halide runtime (a failed CUDA driver load, a bad buffer)
/// come back as EvalErrors: a halide_set_error_handler is installed on first use, so the runtime
/// never aborts the process.
#include <string>

#include "semantics/value/eval_error.h"
#include "semantics/value/tensor.h"

namespace rxv::halide::aot {

enum class Device { kHost, kCuda };

/// The CPU variant of the multi-target kernels that this CPU runs (the first of the build's
/// targets it has every feature of, as the kernels' dispatch decides; CMakeLists.txt lists them).
std::string cpu_variant();

/// a + b (float32, 2-D, numpy broadcasting).
sem::EvalOr<sem::Tensor> add_f32(const sem::Tensor& a, const sem::Tensor& b, Device dev);
/// a @ b (float32, (m, k) x (k, n)).
sem::EvalOr<sem::Tensor> matmul_f32(const sem::Tensor& a, const sem::Tensor& b, Device dev);
/// conv2d(x, w, padding=1) (float32, NCHW x OIHW, stride 1).
sem::EvalOr<sem::Tensor> conv2d_f32(const sem::Tensor& x, const sem::Tensor& w, Device dev);

} // namespace rxv::halide::aot
