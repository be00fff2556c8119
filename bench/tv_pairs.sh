#!/usr/bin/env bash
# `rxv tv` on TVM's own pass tests (issue 17): every (input, Expected) pair of a TVM source tree's
# tests/python/relax/test_transform_*.py is validated; the report gives validated / refuted /
# unknown / unreadable per pass, the median and p99 time per pair, and the decided share of the
# pairs whose main keeps its signature.
#
#   bench/tv_pairs.sh TVM_SRC_DIR [OUT_DIR]
#
# TVM_SRC_DIR: a checkout (or `git archive`) of apache/tvm holding tests/python/relax; commit none
# of its files. OUT_DIR (default bench/out/tv_pairs/<basename of TVM_SRC_DIR>) receives the pairs,
# results.tsv (id, exit code, seconds, JSON verdict, baseline seconds) and report.txt. Environment:
#   RXV=path/to/rxv   the binary (default: build/rxv)
#   JOBS=N            parallel rxv processes (default 2)
set -euo pipefail
cd "$(dirname "$0")/.."
src=${1:?usage: bench/tv_pairs.sh TVM_SRC_DIR [OUT_DIR]}
out=${2:-bench/out/tv_pairs/$(basename "$src")}
rxv=${RXV:-build/rxv}
jobs=${JOBS:-2}
[ -x "$rxv" ] || { echo "no rxv binary at $rxv (set RXV=...)" >&2; exit 2; }
[ -d "$src/tests/python/relax" ] || { echo "$src has no tests/python/relax" >&2; exit 2; }
py=python3
[ -x .venv/bin/python ] && py=.venv/bin/python

rm -rf "$out/pairs"
mkdir -p "$out/pairs"
"$py" bench/tv_pairs_extract.py extract "$src" "$out/pairs"

# One line per pair: id, exit code (124: the 60 s timeout, which counts as a failure: rxv must
# never hang), wall seconds, the --json verdict, and the seconds of `rxv check` on the same two
# files (the baseline the report's ratio divides by).
tv_one() {
  local dir=$1 t0 t1 code js
  t0=$EPOCHREALTIME
  js=$(timeout 60 "$rxv" tv "$dir/before.py" "$dir/after.py" --json 2>/dev/null) && code=0 || code=$?
  t1=$EPOCHREALTIME
  # The in-run baseline: reading and checking the same two files (rxv check), no validation.
  timeout 60 "$rxv" check "$dir/before.py" "$dir/after.py" >/dev/null 2>&1 || true
  t2=$EPOCHREALTIME
  printf '%s\t%s\t%.3f\t%s\t%.3f\n' "$(basename "$dir")" "$code" \
    "$(awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }')" \
    "$(printf '%s' "$js" | head -1 | tr '\t' ' ')" "$(awk -v a="$t1" -v b="$t2" 'BEGIN { print b - a }')"
}
export -f tv_one
export rxv
find "$out/pairs" -mindepth 1 -maxdepth 1 -type d -print0 | sort -z |
  xargs -0 -n 1 -P "$jobs" bash -c 'tv_one "$0"' > "$out/results.tsv"

"$py" bench/tv_pairs_extract.py report "$out/pairs" "$out/results.tsv" | tee "$out/report.txt"
