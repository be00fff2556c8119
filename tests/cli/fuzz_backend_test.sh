#!/usr/bin/env bash
# `rxv fuzz --backend`: option errors exit 2 with a clear message; a short campaign on the Halide
# CPU backend agrees with the interpreter (exit 0) and prints the backend summary.
# Usage: fuzz_backend_test.sh PATH/TO/rxv
set -u
rxv=$1
source "$(dirname "$0")/expect.sh"

expect "bad backend" 2 "unknown backend 'halide-gpu'" -- "$rxv" fuzz --backend halide-gpu --count 1
expect "backend with pass" 2 "cannot be combined" -- \
  "$rxv" fuzz --backend halide-cpu --pass builtin:all --count 1
expect "negative atol" 2 "must be >= 0" -- "$rxv" fuzz --backend halide-cpu --atol -2 --count 1
expect "atol without backend" 2 "need --backend" -- "$rxv" fuzz --atol 0.1 --count 1
expect "target without backend" 2 "need --backend" -- \
  "$rxv" fuzz --halide-target x86-64-linux-sse41 --count 1
expect "bad halide target" 2 "--halide-target=bogus: not a Halide target" -- \
  "$rxv" fuzz --backend halide-cpu --halide-target bogus --count 1
# No process is granted AMX state unless it asks, so no machine runs this target's code.
expect "target this CPU lacks" 2 "(its code would die with SIGILL)" -- \
  "$rxv" fuzz --backend halide-cpu --halide-target x86-64-linux-avx512_sapphirerapids --count 1
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
expect "campaign target" 0 "backend halide-cpu (target x86-64-linux" -- cat "$tmp/campaign.txt"

# No false alarm: Halide's avg_pool2d within tolerance of the interpreter's, made large by
# floor_mod downstream, is no finding (isolation, backends/halide/isolation.h), in `rxv fuzz` on the
# program seed that first showed it and in `rxv diff` on its corpus file. (Where Halide's rounding
# happens to match the interpreter's there is nothing to amplify: both only assert no finding.)
expect "amplified difference: fuzz" 0 "findings: 0; amplified:" -- \
  "$rxv" fuzz --backend halide-cpu --program-seed 4107386467820682881
expect "amplified difference: diff" 0 "agree" -- "$rxv" diff \
  "$(dirname "$0")/../../corpus/regressions/halide_floor_mod_amplified_pool.py" --backend halide-cpu

echo "fuzz_backend_test: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
