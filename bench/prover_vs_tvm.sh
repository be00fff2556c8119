#!/usr/bin/env bash
# rxv's shape prover against TVM's own arithmetic analyzer, on the same claims in one run
# (issue 19, item 4). Usage: bash bench/prover_vs_tvm.sh [BUILD_DIR]  (needs scripts/setup.sh's .venv)
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-build}"
RXV_TARGETS=prove_suite bash scripts/build.sh "$build" >/dev/null
grep -m1 'model name' /proc/cpuinfo || true
echo "nproc $(nproc), load $(cut -d' ' -f1-3 /proc/loadavg)"
for claims in bench/prove_claims.txt bench/tvm_arith_claims.txt; do
  echo "== $claims"
  "$build/bench/prove_suite" "$claims" | grep -v '^  ' || true
  .venv/bin/python bench/tvm_analyzer_suite.py "$claims"
done
