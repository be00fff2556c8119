#!/usr/bin/env bash
# Checks the ClusterFuzzLite packaging (.clusterfuzzlite/) without Docker: runs its build.sh as
# the build image would, with clang-14's flags (ASan + UBSan, -fsanitize=fuzzer as the engine),
# into $OUT (default build-libfuzzer/out; the build is scripts/libfuzzer.sh's, so either reuses
# the other's objects), then runs each built target for SECONDS (default 60) from $OUT as the
# runner image would: the reader seeded with its seed corpus zip, each with its .options flags.
# Prints each target's result line (runs, exec/s, coverage) and fails on any crash, leak or
# timeout. Not part of ctest (a build of the instrumented libraries and two minutes of fuzzing);
# README "Building by hand", docs/distributed-fuzzing.md.
# Usage: scripts/clusterfuzzlite_check.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
dir=${BUILD_DIR:-build-libfuzzer}
command -v clang++-14 >/dev/null || { echo "clang++-14 not found (scripts/setup.sh)" >&2; exit 2; }
launcher=
command -v ccache >/dev/null && launcher="ccache "
export CXX="${launcher}clang++-14"
export CXXFLAGS="-fsanitize=address,undefined,fuzzer-no-link -fno-sanitize-recover=undefined -fno-omit-frame-pointer -O1 -gline-tables-only"
export LIB_FUZZING_ENGINE=-fsanitize=fuzzer RXV_WARNINGS="-Wall -Wextra -Werror"
export OUT=$PWD/$dir/out WORK=$PWD/$dir/work SRC=$PWD/$dir/src RXV_JOBS=${RXV_JOBS:-2}
mkdir -p "$SRC"
bash .clusterfuzzlite/build.sh
for f in rxv_reader_fuzzer rxv_libfuzzer rxv_reader_fuzzer.options rxv_libfuzzer.options \
  rxv_reader_fuzzer.dict rxv_reader_fuzzer_seed_corpus.zip; do
  [ -s "$OUT/$f" ] || { echo "FAIL: build.sh did not write $OUT/$f" >&2; exit 1; }
done

# Each target as ClusterFuzzLite runs it: from $OUT, flags from its .options file.
run_target() {
  local name=$1
  local run=$dir/cfl-run/$name
  rm -rf "$run"
  mkdir -p "$run/corpus" "$run/artifacts"
  if [ -f "$OUT/${name}_seed_corpus.zip" ]; then
    python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])' \
      "$OUT/${name}_seed_corpus.zip" "$run/corpus"
  fi
  local opts=()
  while IFS=' =' read -r key value; do
    case $key in ''|'['*) continue ;; esac
    [ "$key" = dict ] && value=$OUT/$value
    opts+=("-$key=$value")
  done <"$OUT/$name.options"
  echo "== $name ${opts[*]} -max_total_time=$seconds"
  (cd "$OUT" && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    ./"$name" "${opts[@]}" -max_total_time="$seconds" -seed=2026 -rss_limit_mb=2560 \
    -artifact_prefix="$OLDPWD/$run/artifacts/" "$OLDPWD/$run/corpus") >"$run/log" 2>&1
  local rc=$?
  grep -E '^#[0-9]+[[:space:]]+(INITED|DONE)' "$run/log" | tail -2
  if [ "$rc" -ne 0 ] || ls "$run/artifacts" | grep -q .; then
    echo "FAIL: $name exited $rc; artifacts:" "$(ls "$run/artifacts")"
    tail -30 "$run/log"
    return 1
  fi
}
status=0
run_target rxv_reader_fuzzer || status=1
# The generator's checker recurses deeply on large programs (scripts/libfuzzer.sh gives it 64 MiB).
(ulimit -s 65536 2>/dev/null; run_target rxv_libfuzzer) || status=1
exit $status
