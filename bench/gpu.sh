#!/usr/bin/env bash
# Halide on CUDA (issue: Halide backend, items 7 and 8): builds the CUDA differential tests
# (tests/backends/gpu_test.cpp: PTX generation, GPU runs against the CPU JIT), the AOT kernels
# (host and host-cuda-cuda_capability_80, checked against naive loops) and the JIT GPU benchmark
# (bench/halide_gpu.cpp: 512^3 matmul and a 4M-element add, CUDA vs CPU JIT), then runs them.
# Without a GPU it says so and exits 0 before building anything; the CPU benchmarks are
# bench/halide_cpu.cpp.
# Usage: bash bench/gpu.sh [build-dir]
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-build-bench}
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)"
if ! command -v nvidia-smi >/dev/null || ! nvidia-smi -L >/dev/null 2>&1; then
  echo "gpu.sh: no NVIDIA GPU here (nvidia-smi missing or lists no device); the CUDA tests and"
  echo "gpu.sh: benchmarks need one, so nothing was run. PTX generation is checked without a GPU"
  echo "gpu.sh: by the backend tests (HalideCuda.*)."
  exit 0
fi
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
ninja -C "$dir" -j"${RXV_JOBS:-2}" rxv_backends_tests rxv_halide_aot_smoke halide_gpu >/dev/null
echo "== CUDA differential tests"
"$dir"/tests/rxv_backends_tests --gtest_filter='HalideCuda.*'
echo "== AOT kernels (host and CUDA)"
"$dir"/backends/halide/rxv_halide_aot_smoke --bench
echo "== JIT on CUDA vs CPU"
"$dir"/bench/halide_gpu
