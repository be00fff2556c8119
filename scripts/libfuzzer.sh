#!/usr/bin/env bash
# Builds the generator's libFuzzer entry (fuzz/libfuzzer_entry.cpp: the input bytes are the
# generator's choices; every program must be valid and the built-in passes must refine it) with
# clang-14, -fsanitize=fuzzer,address, into build-libfuzzer/ (or $BUILD_DIR), then runs it.
# Usage: scripts/libfuzzer.sh [RUNS] [extra libFuzzer flags]  (RUNS defaults to 2000).
# Findings are written as crash-* files into build-libfuzzer/findings/; replay one with
#   build-libfuzzer/fuzz/rxv_libfuzzer build-libfuzzer/findings/crash-...
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${BUILD_DIR:-build-libfuzzer}
runs=${1:-2000}
shift || true
cc=${CC_FUZZ:-clang-14}
cxx=${CXX_FUZZ:-clang++-14}
if ! command -v "$cxx" >/dev/null; then
  echo "libfuzzer.sh: $cxx not found (apt-get install clang-14)" >&2
  exit 2
fi
# Every library instrumented for coverage (fuzzer-no-link) and ASan; the entry links libFuzzer
# (fuzz/CMakeLists.txt adds -fsanitize=fuzzer to it).
# -O1 and line tables only (what ASan's reports need): the instrumented build is far cheaper than
# RelWithDebInfo, and 2000 runs do not need -O2.
flags="-fsanitize=address,fuzzer-no-link -fno-omit-frame-pointer -O1 -gline-tables-only"
cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE= -DRXV_WERROR=ON \
  -DCMAKE_C_COMPILER="$cc" -DCMAKE_CXX_COMPILER="$cxx" \
  -DCMAKE_C_FLAGS="$flags" -DCMAKE_CXX_FLAGS="$flags" \
  -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address" >/dev/null
ninja -C "$dir" -j "${RXV_JOBS:-2}" rxv_libfuzzer
mkdir -p "$dir/findings" "$dir/corpus"
# -len_control=0: full-length inputs (whole programs) from the start, not after many runs.
# Deep recursion in the checker on large inputs needs more than 8 MiB of stack under ASan.
ulimit -s 65536 2>/dev/null || true
ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} \
  "$dir/fuzz/rxv_libfuzzer" -runs="$runs" -max_len=4096 -len_control=0 -seed=2026 \
  -artifact_prefix="$dir/findings/" "$@" "$dir/corpus"
