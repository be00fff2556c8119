#!/usr/bin/env bash
# `rxv fuzz --backend`: option errors exit 2 with a clear message; a short campaign on the Halide
# CPU backend agrees with the interpreter (exit 0) and prints the backend summary.
# Usage: fuzz_backend_test.sh PATH/TO/rxv
set -u
rxv=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0 failed=0

# expect NAME WANT_CODE WANT_OUTPUT_SUBSTRING -- COMMAND...
expect() {
  local name=$1 want=$2 pattern=$3
  shift 4
  "$@" >"$tmp/out" 2>"$tmp/err"
  local got=$?
  if [ "$got" -ne "$want" ]; then
    echo "FAIL $name: exit $got, want $want"; sed 's/^/    /' "$tmp/err" "$tmp/out" | head -8
    failed=$((failed + 1)); return
  fi
  if [ -n "$pattern" ] && ! grep -qF -- "$pattern" "$tmp/err" "$tmp/out"; then
    echo "FAIL $name: output lacks '$pattern'"; sed 's/^/    /' "$tmp/err" "$tmp/out" | head -8
    failed=$((failed + 1)); return
  fi
  passed=$((passed + 1))
}

expect "bad backend" 2 "unknown backend 'halide-gpu'" -- "$rxv" fuzz --backend halide-gpu --count 1
expect "backend with pass" 2 "cannot be combined" -- \
  "$rxv" fuzz --backend halide-cpu --pass builtin:all --count 1
expect "negative atol" 2 "must be >= 0" -- "$rxv" fuzz --backend halide-cpu --atol -2 --count 1
expect "atol without backend" 2 "need --backend" -- "$rxv" fuzz --atol 0.1 --count 1
# Without a CUDA driver halide-cuda says why; with one (a GPU machine) a short campaign agrees.
if [ -e /dev/nvidiactl ] && ldconfig -p 2>/dev/null | grep -q libcuda.so.1; then
  expect "cuda" 0 "" -- "$rxv" fuzz --backend halide-cuda --count 20 --seed 1
else
  expect "cuda" 2 "--backend halide-cuda cannot run:" -- "$rxv" fuzz --backend halide-cuda --count 1
fi
expect "campaign" 0 "of bindings lowered to Halide" -- \
  "$rxv" fuzz --backend halide-cpu --count 50 --seed 1 --out "$tmp/findings"
cp "$tmp/out" "$tmp/campaign.txt"
expect "campaign summary" 0 "findings: 0" -- cat "$tmp/campaign.txt"

echo "fuzz_backend_test: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
