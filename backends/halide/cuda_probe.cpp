// The CUDA availability probe (cuda_probe.h).
#include "backends/halide/cuda_probe.h"

#include <dlfcn.h>

namespace rxv::halide {

const std::string& cuda_unavailable() {
  static const std::string why = []() -> std::string {
    // RTLD_GLOBAL and kept loaded: Halide's CUDA runtime looks for cuInit in the process first and
    // only then dlopens "libcuda.so", which driver mounts often lack (they carry libcuda.so.1).
    void* lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_GLOBAL);
    if (!lib) {
      std::string err = dlerror();
      lib = dlopen("libcuda.so", RTLD_NOW | RTLD_GLOBAL);
      if (!lib) return "the CUDA driver cannot be loaded: " + err;
    }
    using InitFn = int (*)(unsigned);
    using CountFn = int (*)(int*);
    auto init = reinterpret_cast<InitFn>(dlsym(lib, "cuInit"));
    auto count = reinterpret_cast<CountFn>(dlsym(lib, "cuDeviceGetCount"));
    if (!init || !count) return "libcuda.so.1 lacks cuInit or cuDeviceGetCount";
    if (int rc = init(0)) return "cuInit failed (CUresult " + std::to_string(rc) + ")";
    int n = 0;
    if (int rc = count(&n)) return "cuDeviceGetCount failed (CUresult " + std::to_string(rc) + ")";
    if (n == 0) return "the CUDA driver reports no device";
    return "";
  }();
  return why;
}

} // namespace rxv::halide
