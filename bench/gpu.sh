#!/usr/bin/env bash
# Halide on CUDA, compiled here and run on a GPU machine (issue 20). The GPU machine is bare (the
# CUDA driver, PyTorch; no libHalide, LLVM or Z3, no registries), so everything but the run is
# done here, on the CPU:
#
#   bash bench/gpu.sh prepare [DIR] [COUNT]   builds rxv and rxv-bundle-run, and writes DIR
#       (default .bundle, at most 60 MiB): bundles of COUNT (default 2000, or a time
#       budget such as 20m) fuzz programs, of the
#       corpus (rxv diff corpus) and of the add/matmul/conv2d kernels (bench/gpu/kernels.py),
#       all compiled for host-cuda-cuda_capability_80 and a CPU twin; the runner; the timing
#       script (bench/gpu_timing.py) and the run script (bench/gpu_run.sh). Then it prints the
#       one command to run on the GPU machine (a few minutes), and the comparison after it.
#   bash bench/gpu.sh [run] [DIR]             on a machine with a GPU: runs DIR/run_gpu.sh into
#       DIR-results/. Without a GPU it says so and exits 0.
#   bash bench/gpu.sh check DIR RESULTS       on this side: unpacks RESULTS/results.tgz.part-*,
#       runs rxv bundle-check on each part (findings under RESULTS/findings/), prints the timings.
#
# The CPU path of the same steps runs in CI (tests/cli/bundle_test.sh), so only the device step is
# new on the GPU.
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-run}
build=${RXV_BUILD:-build}

prepare() {
  local dir=${1:-.bundle} count=${2:-2000}
  echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)"
  RXV_JOBS=${RXV_JOBS:-2} RXV_TARGETS="rxv rxv-bundle-run" bash scripts/build.sh "$build" >/dev/null
  local rxv=$build/rxv work
  work=$(mktemp -d)
  # Each part is a bundle of its own (one manifest, one library per target).
  "$rxv" diff bench/gpu --backend halide-cuda --bundle "$work/bench" | grep '^bundle'
  "$rxv" diff corpus --backend halide-cuda --bundle "$work/corpus" | grep '^bundle'
  # COUNT: a number of programs, or a time budget such as 20m (compiling is most of the cost:
  # about 2 s of one core per program for its new regions, CUDA and twin).
  local budget=(--count "$count")
  [[ $count =~ ^[0-9]+[smh]$ ]] && budget=(--time "$count")
  "$rxv" fuzz --backend halide-cuda "${budget[@]}" --seed 20 -j "${RXV_JOBS:-2}" \
    --bundle "$work/fuzz" | grep -v '^  not recorded'

  mkdir -p "$dir"
  rm -f "$dir"/bundles.tgz "$dir"/run_gpu.sh "$dir"/rxv-bundle-run "$dir"/gpu_timing.py
  tar czf "$dir/bundles.tgz" -C "$work" bench corpus fuzz
  cp "$build/backends/halide/bundle_runner/rxv-bundle-run" "$dir/"
  cp bench/gpu_run.sh "$dir/run_gpu.sh"
  cp bench/gpu_timing.py "$dir/"
  rm -rf "$work"
  local mib
  mib=$(du -sm "$dir" | cut -f1)
  echo "gpu.sh: $dir: ${mib} MiB ($(ls "$dir" | xargs))"
  if [ "$mib" -gt 60 ]; then
    echo "gpu.sh: $dir is over 60 MiB: prepare with fewer fuzz programs (COUNT)" >&2
    exit 1
  fi
  echo "gpu.sh: on the GPU machine, from a checkout that holds $dir:"
  echo "    bash $dir/run_gpu.sh RESULTS        (writes RESULTS/results.tgz.part-*)"
  echo "gpu.sh: then here:"
  echo "    bash bench/gpu.sh check $dir RESULTS"
}

check() {
  local dir=$1 res=$2 work
  work=$(mktemp -d)
  tar xzf "$dir/bundles.tgz" -C "$work"
  mkdir -p "$res/unpacked"
  cat "$res"/results.tgz.part-* | tar xzf - -C "$res/unpacked"
  local rc=0
  for part in bench corpus fuzz; do
    [ -d "$res/unpacked/$part" ] || { echo "gpu.sh: no results for $part"; rc=1; continue; }
    echo "== $part"
    "$build/rxv" bundle-check "$work/$part" "$res/unpacked/$part" --out "$res/findings/$part" ||
      rc=$?
  done
  echo "== timings (from the device's log)"
  grep '^|' "$res/unpacked/log.txt" || echo "gpu.sh: no timings in the log"
  rm -rf "$work"
  return $rc
}

case "$mode" in
  prepare) shift; prepare "$@" ;;
  check) shift; check "$@" ;;
  run | *)
    [ "$mode" = run ] && shift || true
    dir=${1:-.bundle}
    if ! command -v nvidia-smi >/dev/null || ! nvidia-smi -L >/dev/null 2>&1; then
      echo "gpu.sh: no NVIDIA GPU here (nvidia-smi missing or lists no device), so nothing was"
      echo "gpu.sh: run. 'bash bench/gpu.sh prepare' writes a bundle for a GPU machine; the CPU"
      echo "gpu.sh: path of the same steps is tested by ctest -R cli_bundle."
      exit 0
    fi
    [ -f "$dir/run_gpu.sh" ] || prepare "$dir"
    bash "$dir/run_gpu.sh" "$dir-results"
    ;;
esac
