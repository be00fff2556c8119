// Wrappers of the AOT kernels (aot_kernels.h): shape checks, buffer views of Tensors, the error
// handler, and device copies for the CUDA variants.
#include "backends/halide/aot/aot_kernels.h"

#include <HalideBuffer.h>
#include <HalideRuntime.h>
#include <HalideRuntimeCuda.h>

#include <mutex>
#include <sstream>

#include "backends/halide/cpu_features.h"
#include "rxv_aot_add_f32.h"
#include "rxv_aot_add_f32_cuda.h"
#include "rxv_aot_conv2d_f32.h"
#include "rxv_aot_conv2d_f32_cuda.h"
#include "rxv_aot_matmul_f32.h"
#include "rxv_aot_matmul_f32_cuda.h"

namespace rxv::halide::aot {

namespace {

using sem::EvalError;
using sem::EvalErrorKind;
using sem::Tensor;
using Buf = Halide::Runtime::Buffer<float>;

thread_local std::string last_error;

void on_error(void*, const char* msg) { last_error = msg ? msg : "unknown Halide runtime error"; }

void install_handler() {
  static std::once_flag once;
  std::call_once(once, [] {
    halide_set_error_handler(on_error);
    // The multi-target wrappers ask this which variant the CPU can run; Halide 14's default
    // answer takes AMD Zen 4 for Sapphire Rapids and ignores the OS's register state.
    halide_set_custom_can_use_target_features(can_use_target_features);
  });
}

Buf view(const Tensor& t) {
  std::vector<halide_dimension_t> dims(t.shape.size());
  int32_t stride = 1;
  for (size_t k = 0; k < t.shape.size(); ++k) {
    int32_t ext = static_cast<int32_t>(t.shape[t.shape.size() - 1 - k]);
    dims[k] = halide_dimension_t(0, ext, stride);
    stride *= ext;
  }
  return Buf(t.ptr<float>(), static_cast<int>(dims.size()), dims.data());
}

EvalError error(EvalErrorKind kind, std::string msg) { return EvalError{kind, {}, std::move(msg)}; }

bool fits(const Tensor& t, int rank) {
  if (t.dtype != sem::DataType::Float(32) || t.ndim() != rank) return false;
  for (int64_t d : t.shape)
    if (d < 0 || d > INT32_MAX / 2) return false;
  return true;
}

/// Runs `fn(a, b, out)` on the device: inputs marked dirty on the host, the output copied back.
template <class F>
sem::EvalOr<Tensor> run(F fn, const Tensor& a, const Tensor& b, Tensor out, Device dev) {
  install_handler();
  last_error.clear();
  Buf ba = view(a), bb = view(b), bo = view(out);
  if (out.num_elements() == 0) return out;
  if (dev == Device::kCuda) {
    ba.set_host_dirty();
    bb.set_host_dirty();
  }
  int rc = fn(ba.raw_buffer(), bb.raw_buffer(), bo.raw_buffer());
  if (rc == 0 && dev == Device::kCuda) rc = bo.copy_to_host();
  if (dev == Device::kCuda) {
    ba.device_free();
    bb.device_free();
    bo.device_free();
  }
  if (rc != 0)
    return error(EvalErrorKind::kUnsupported,
                 "Halide runtime error " + std::to_string(rc) + ": " + last_error);
  return out;
}

} // namespace

std::string cpu_variant() {
  std::stringstream variants(RXV_AOT_CPU_TARGETS);
  std::string t;
  while (std::getline(variants, t, ','))
    if (missing_cpu_flags(x86_features_in(t), this_cpu()).empty()) return t;
  return "";
}

sem::EvalOr<Tensor> add_f32(const Tensor& a, const Tensor& b, Device dev) {
  if (!fits(a, 2) || !fits(b, 2))
    return error(EvalErrorKind::kTypeError, "add_f32 needs 2-D float32");
  std::vector<int64_t> shape(2);
  for (int d = 0; d < 2; ++d) {
    int64_t x = a.shape[d], y = b.shape[d];
    if (x != y && x != 1 && y != 1)
      return error(EvalErrorKind::kShapeMismatch, "add_f32: the shapes do not broadcast");
    shape[d] = x == 1 ? y : x;
  }
  return run(dev == Device::kCuda ? rxv_aot_add_f32_cuda : rxv_aot_add_f32, a, b,
             Tensor::zeros(a.dtype, shape), dev);
}

sem::EvalOr<Tensor> matmul_f32(const Tensor& a, const Tensor& b, Device dev) {
  if (!fits(a, 2) || !fits(b, 2))
    return error(EvalErrorKind::kTypeError, "matmul_f32 needs 2-D float32");
  if (a.shape[1] != b.shape[0])
    return error(EvalErrorKind::kShapeMismatch, "matmul_f32: the reduction lengths differ");
  return run(dev == Device::kCuda ? rxv_aot_matmul_f32_cuda : rxv_aot_matmul_f32, a, b,
             Tensor::zeros(a.dtype, {a.shape[0], b.shape[1]}), dev);
}

sem::EvalOr<Tensor> conv2d_f32(const Tensor& x, const Tensor& w, Device dev) {
  if (!fits(x, 4) || !fits(w, 4))
    return error(EvalErrorKind::kTypeError, "conv2d_f32 needs 4-D float32");
  if (x.shape[1] != w.shape[1])
    return error(EvalErrorKind::kShapeMismatch, "conv2d_f32: the channels differ");
  int64_t oh = x.shape[2] + 2 - w.shape[2] + 1, ow = x.shape[3] + 2 - w.shape[3] + 1;
  if (oh < 1 || ow < 1) return error(EvalErrorKind::kShapeMismatch, "conv2d_f32: kernel too large");
  return run(dev == Device::kCuda ? rxv_aot_conv2d_f32_cuda : rxv_aot_conv2d_f32, x, w,
             Tensor::zeros(x.dtype, {x.shape[0], w.shape[0], oh, ow}), dev);
}

} // namespace rxv::halide::aot
