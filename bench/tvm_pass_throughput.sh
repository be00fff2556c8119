#!/usr/bin/env bash
# Throughput of `rxv fuzz --pass tvm:CanonicalizeBindings` against the built-in pass, in one run
# (issue 16 item 8; bench/RESULTS.md "TVM pass fuzzing with the bridge's fast reader"):
#   builtin:canonicalize (2000 programs), the workers' start alone (2 programs), the old bridge
#   (OLD_BRIDGE: a bridges/tvm folder put first on the worker's PYTHONPATH, e.g. main's), this
#   bridge with TVM's parser on 1 text in 16 (the default) and in 8, and with the fast reader off.
# Usage: bench/tvm_pass_throughput.sh [N programs, default 200]   (OLD_BRIDGE=... to compare)
# Prints one line a run: wall, user and system CPU-s (rxv and its workers), the load before and
# after, rxv's summary line. CPU-s per program = (CPU-s - the start's CPU-s) / N.
set -u
cd "$(dirname "$0")/.."
rxv=${RXV_BIN:-build/rxv}
n=${1:-200}
python=${RXV_TVM_PYTHON:-$PWD/.venv/bin/python}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf '#!/bin/sh\nPYTHONPATH=%s${PYTHONPATH:+:$PYTHONPATH} exec "%s" "$@"\n' \
  "${OLD_BRIDGE:-$PWD/bridges/tvm}" "$python" >"$tmp/oldpy"
chmod +x "$tmp/oldpy"
run() {
  local name=$1 l0
  shift
  l0=$(cut -d' ' -f1 /proc/loadavg)
  /usr/bin/time -o "$tmp/time" -f "%e %U %S" nice -n 5 "$@" >"$tmp/out" 2>&1
  echo "$name: wall/user/sys $(tail -1 "$tmp/time") load $l0 $(cut -d' ' -f1 /proc/loadavg) :: $(grep -m1 '^rxv fuzz' "$tmp/out")"
}
tvm=(fuzz --pass tvm:CanonicalizeBindings --seed 11 -j 2 --no-shrink --max-findings 1000)
run builtin "$rxv" fuzz --pass builtin:canonicalize --count 2000 --seed 11 -j 2 --no-shrink --max-findings 1000
run start env RXV_TVM_PYTHON="$tmp/oldpy" "$rxv" "${tvm[@]}" --count 2
run old-bridge env RXV_TVM_PYTHON="$tmp/oldpy" "$rxv" "${tvm[@]}" --count "$n"
run sample-16 "$rxv" "${tvm[@]}" --count "$n"
run sample-8 env RXV_TVM_PARSE_SAMPLE=8 "$rxv" "${tvm[@]}" --count "$n"
run fast-reader-off env RXV_TVM_FAST_PARSE=0 "$rxv" "${tvm[@]}" --count "$n"
