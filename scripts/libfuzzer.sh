#!/usr/bin/env bash
# Builds rxv's libFuzzer targets with clang-14, -fsanitize=fuzzer,address,undefined, into
# build-libfuzzer/ (or $BUILD_DIR), then runs one of them:
#   generator  fuzz/libfuzzer_entry.cpp: the input bytes are the generator's choices; every
#              program must be valid and the built-in passes must refine it.
#   reader     fuzz/libfuzzer_reader.cpp: the input bytes are a TVMScript file; nothing may crash,
#              hang or leak, and what reads must survive the printer round trip and `check`.
#              Seeded with corpus/ and the token dictionary fuzz/tvmscript.dict.
# Usage: scripts/libfuzzer.sh [generator|reader] [RUNS] [extra libFuzzer flags]
#   (target defaults to generator, RUNS to 2000; RUNS=0 means no bound: give -max_total_time=S).
# RXV_LIBFUZZER_BUILD_ONLY=1 only builds the target. Findings are written as crash-*/leak-*/timeout-*/slow-unit-*
# files into build-libfuzzer/findings/; replay one with e.g.
#   build-libfuzzer/fuzz/rxv_reader_fuzzer build-libfuzzer/findings/crash-...
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${BUILD_DIR:-build-libfuzzer}
target=generator
case "${1:-}" in
  generator|reader) target=$1; shift ;;
esac
runs=${1:-2000}
shift || true
cc=${CC_FUZZ:-clang-14}
cxx=${CXX_FUZZ:-clang++-14}
if ! command -v "$cxx" >/dev/null; then
  echo "libfuzzer.sh: $cxx not found (scripts/setup.sh installs clang-14 and libclang-rt-14-dev)" >&2
  exit 2
fi
# Every library instrumented for coverage (fuzzer-no-link), ASan and UBSan (every UBSan report is
# fatal, so libFuzzer records it as a crash); the entries link libFuzzer (fuzz/CMakeLists.txt adds
# -fsanitize=fuzzer to them).
# -O1 and line tables only (what ASan's reports need): the instrumented build is far cheaper than
# RelWithDebInfo.
flags="-fsanitize=address,undefined,fuzzer-no-link -fno-sanitize-recover=undefined"
flags+=" -fno-omit-frame-pointer -O1 -gline-tables-only"
# CMAKE_BUILD_TYPE=Fuzz: a type without flags of its own, so that only these apply (the default,
# RelWithDebInfo, adds -O2 -g, which makes the sanitized build of the op kernels several times slower).
cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Fuzz -DRXV_WERROR=ON \
  -DCMAKE_C_COMPILER="$cc" -DCMAKE_CXX_COMPILER="$cxx" \
  -DCMAKE_C_FLAGS="$flags" -DCMAKE_CXX_FLAGS="$flags" \
  -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" >/dev/null
binary=rxv_libfuzzer
[ "$target" = reader ] && binary=rxv_reader_fuzzer
ninja -C "$dir" -j "${RXV_JOBS:-2}" "$binary"
[ "${RXV_LIBFUZZER_BUILD_ONLY:-0}" = 1 ] && exit 0
mkdir -p "$dir/findings"
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
bound=()
[ "$runs" != 0 ] && bound=(-runs="$runs")
if [ "$target" = generator ]; then
  mkdir -p "$dir/corpus"
  # -len_control=0: full-length inputs (whole programs) from the start, not after many runs.
  # Deep recursion in the checker on large inputs needs more than 8 MiB of stack under ASan.
  ulimit -s 65536 2>/dev/null || true
  exec "$dir/fuzz/rxv_libfuzzer" "${bound[@]}" -max_len=4096 -len_control=0 -seed=2026 \
    -artifact_prefix="$dir/findings/" "$@" "$dir/corpus"
fi
# The reader runs at the default 8 MiB stack: its depth limits must hold there, under ASan too.
# New inputs go to the first directory; corpus/ is only read (seeds).
mkdir -p "$dir/reader-corpus"
exec "$dir/fuzz/rxv_reader_fuzzer" "${bound[@]}" -max_len=8192 -seed=2026 -timeout=1 \
  -rss_limit_mb=2048 -dict=fuzz/tvmscript.dict -artifact_prefix="$dir/findings/" "$@" \
  "$dir/reader-corpus" corpus
