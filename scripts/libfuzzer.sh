#!/usr/bin/env bash
# Builds rxv's libFuzzer targets with clang-14, -fsanitize=fuzzer,address,undefined, into
# build-libfuzzer/out/ (or $BUILD_DIR/out), then runs one of them:
#   generator  fuzz/libfuzzer_entry.cpp: the input bytes are the generator's choices; every
#              program must be valid and the built-in passes must refine it.
#   reader     fuzz/libfuzzer_reader.cpp: the input bytes are a TVMScript file; nothing may crash,
#              hang or leak, and what reads must survive the printer round trip and `check`.
#              Seeded with corpus/ and the token dictionary fuzz/tvmscript.dict.
# The build is ClusterFuzzLite's (.clusterfuzzlite/build.sh) with clang-14's flags: one build
# of the targets, here and there.
# Usage: scripts/libfuzzer.sh [generator|reader] [RUNS] [extra libFuzzer flags]
#   (target defaults to generator, RUNS to 2000; RUNS=0 means no bound: give -max_total_time=S).
# RXV_LIBFUZZER_BUILD_ONLY=1 only builds. Findings are written as crash-*/leak-*/timeout-*/slow-unit-*
# files into build-libfuzzer/findings/; replay one with e.g.
#   build-libfuzzer/out/rxv_reader_fuzzer build-libfuzzer/findings/crash-...
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${BUILD_DIR:-build-libfuzzer}
target=generator
case "${1:-}" in
  generator|reader) target=$1; shift ;;
esac
runs=${1:-2000}
shift || true
cxx=${CXX_FUZZ:-clang++-14}
if ! command -v "$cxx" >/dev/null; then
  echo "libfuzzer.sh: $cxx not found (scripts/setup.sh installs clang-14 and libclang-rt-14-dev)" >&2
  exit 2
fi
# Every object instrumented for coverage (fuzzer-no-link), ASan and UBSan (every UBSan report is
# fatal, so libFuzzer records it as a crash); the targets link libFuzzer. -O1 and line tables
# only (what ASan's reports need): far cheaper to build than -O2 -g.
mkdir -p "$dir"
launcher=()
command -v ccache >/dev/null && launcher=(ccache)
CXX="${launcher[*]} $cxx" \
  CXXFLAGS="-fsanitize=address,undefined,fuzzer-no-link -fno-sanitize-recover=undefined -fno-omit-frame-pointer -O1 -gline-tables-only" \
  LIB_FUZZING_ENGINE=-fsanitize=fuzzer RXV_WARNINGS="-Wall -Wextra -Werror" \
  RXV_JOBS=${RXV_JOBS:-2} RXV_FUZZ_TARGETS=$target OUT="$dir/out" WORK="$dir/work" \
  bash .clusterfuzzlite/build.sh
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
  exec "$dir/out/rxv_libfuzzer" "${bound[@]}" -max_len=4096 -len_control=0 -seed=2026 \
    -artifact_prefix="$dir/findings/" "$@" "$dir/corpus"
fi
# The reader runs at the default 8 MiB stack: its depth limits must hold there, under ASan too.
# New inputs go to the first directory; corpus/ is only read (seeds). An input slower than 1 s is
# a finding (-timeout=1 -report_slow_units=1).
mkdir -p "$dir/reader-corpus"
exec "$dir/out/rxv_reader_fuzzer" "${bound[@]}" -max_len=8192 -seed=2026 -timeout=1 \
  -report_slow_units=1 -rss_limit_mb=2048 -dict=fuzz/tvmscript.dict \
  -artifact_prefix="$dir/findings/" "$@" "$dir/reader-corpus" corpus
