#!/usr/bin/env bash
# The fuzzer's numbers (bench/RESULTS.md, "Fuzzer"): throughput per CPU-second for generate alone,
# + validity, + interpretation and the builtin:all oracle, then for each bug-zoo entry the time to
# the first finding and the reduced repro's size, in one run (bench/fuzz_zoo.cpp).
# Usage: bash bench/fuzz_zoo.sh [BUILD_DIR=build] [BUDGET_S=60] [JOBS=2] [STAGE_S=10]
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-build}
budget=${2:-60}
jobs=${3:-2}
stage=${4:-10}
if [[ ! -f "$dir/build.ninja" ]]; then
  echo "fuzz_zoo.sh: no build in '$dir' (run: bash scripts/build.sh $dir)" >&2
  exit 2
fi
ninja -C "$dir" -j2 fuzz_zoo >/dev/null
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs);" \
     "load average $(cut -d' ' -f1-3 /proc/loadavg); build: $(grep -m1 CMAKE_BUILD_TYPE: "$dir/CMakeCache.txt" | cut -d= -f2)"
"$dir/bench/fuzz_zoo" "$budget" "$jobs" "$stage"
