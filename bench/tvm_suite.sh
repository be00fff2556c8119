#!/usr/bin/env bash
# rxv on real TVMScript (issue 15): cuts every @I.ir_module class (and every @R.function outside
# one) out of a TVM source tree's tests/python/relax, runs `rxv check` on each, and reports how
# many rxv reads, finds well-formed and crashes on, its agreement with TVM's own verdict, and the
# top causes of failure.
#
#   bench/tvm_suite.sh TVM_SRC_DIR [OUT_DIR]
#
# TVM_SRC_DIR: a checkout (or `git archive`) of apache/tvm holding tests/python/relax; commit
# none of its files. OUT_DIR (default bench/out/tvm_suite/<basename of TVM_SRC_DIR>) receives the
# extracted files, results.tsv and report.txt. Environment:
#   RXV=path/to/rxv        the binary (default: build/rxv)
#   RXV_CHECK_FLAGS=...    extra `rxv check` flags (e.g. "--rules spec")
#   TVM_VERDICTS=1         also ask TVM (the project venv's apache-tvm, .venv/bin/python) which
#                          modules it parses and finds well-formed; cached in
#                          bench/out/tvm_verdicts.json, so a rerun only asks about new texts
#   JOBS=N                 parallel rxv processes (default 2)
set -euo pipefail
cd "$(dirname "$0")/.."
src=${1:?usage: bench/tvm_suite.sh TVM_SRC_DIR [OUT_DIR]}
out=${2:-bench/out/tvm_suite/$(basename "$src")}
rxv=${RXV:-build/rxv}
jobs=${JOBS:-2}
cache=bench/out/tvm_verdicts.json
[ -x "$rxv" ] || { echo "no rxv binary at $rxv (set RXV=...)" >&2; exit 2; }
[ -d "$src/tests/python/relax" ] || { echo "$src has no tests/python/relax" >&2; exit 2; }

rm -rf "$out/files"
mkdir -p "$out/files"
python3 bench/tvm_suite_extract.py extract "$src" "$out/files"
if [ "${TVM_VERDICTS:-0}" = 1 ]; then
  .venv/bin/python bench/tvm_suite_extract.py tvm "$out/files" "$cache" 2>/dev/null
fi

# One line per file: name, exit code (128+N for a signal; 124 for a 20 s timeout, counted as a
# crash: rxv must never hang), first error diagnostic.
check_one() {
  local f=$1 log code diag
  log=$(timeout 20 "$rxv" check ${RXV_CHECK_FLAGS:-} "$f" 2>&1) && code=0 || code=$?
  diag=$(printf '%s\n' "$log" | grep -m1 -E ': error: |error:' | tr '\t' ' ' || true)
  [ -n "$diag" ] || diag=$(printf '%s\n' "$log" | head -1 | tr '\t' ' ')
  printf '%s\t%s\t%s\n' "$(basename "$f")" "$code" "$diag"
}
export -f check_one
export rxv
find "$out/files" -name '*.py' -print0 | sort -z |
  xargs -0 -n 1 -P "$jobs" bash -c 'check_one "$0"' > "$out/results.tsv"

python3 bench/tvm_suite_extract.py report "$out/files" "$out/results.tsv" \
  "$( [ -f "$cache" ] && echo "$cache" )" | tee "$out/report.txt"
