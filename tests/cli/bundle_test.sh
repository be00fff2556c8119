#!/usr/bin/env bash
# End-to-end tests of bundles (issue 20): `rxv diff DIR --bundle` and `rxv fuzz --backend
# --bundle` compile regions ahead of time (the CPU twin here; CUDA too, which this machine need
# not run), `rxv-bundle-run` runs them without libHalide, `rxv bundle-check` compares; a planted
# wrong output and a planted device error are found and written as findings; bad input.
# Usage: bundle_test.sh PATH/TO/rxv PATH/TO/rxv-bundle-run [PATH/TO/rxv_json_check]
set -u
rxv=$1
run=$2
source "$(dirname "$0")/expect.sh"

mkdir -p "$tmp/c"
cat >"$tmp/c/add.py" <<'PY'
# EXPECT: well-formed
# EVAL: main(float32[2]{1, 2}) -> float32[2]{2, 4}
@R.function
def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
    with R.dataflow():
        gv: R.Tensor((2,), dtype="float32") = R.add(x, x)
        R.output(gv)
    return gv
PY
cat >"$tmp/c/mm.py" <<'PY'
# EXPECT: well-formed
@R.function
def main(a: R.Tensor(("m", "k"), dtype="float32"), b: R.Tensor(("k", "n"), dtype="float32"), c: R.Tensor(("m", "n"), dtype="int32")):
    with R.dataflow():
        lv = R.matmul(a, b)
        lv1 = R.exp(lv)
        lv2 = R.greater(c, R.const(0, "int32"))
        gv = (lv1, lv2)
        R.output(gv)
    return gv
PY
cat >"$tmp/c/divzero.py" <<'PY'
# EXPECT: well-formed
# EVAL: main(int32[2]{1, 2}, int32[2]{0, 1}) -> error
@R.function
def main(x: R.Tensor((2,), dtype="int32"), y: R.Tensor((2,), dtype="int32")):
    with R.dataflow():
        gv = R.floor_divide(x, y)
        R.output(gv)
    return gv
PY

expect "diff --bundle" 0 "region calls recorded into the bundle" -- \
  "$rxv" diff "$tmp/c" --backend halide-jit --bundle "$tmp/b"
expect "manifest written" 0 '"libraries"' -- cat "$tmp/b/manifest.json"
expect "runner" 0 "host:" -- "$run" "$tmp/b" --out "$tmp/r"
expect "runner: every case ran" 1 "" -- grep -q '"status":"error"\|"status":"skipped"' "$tmp/r/results.jsonl"
expect "bundle-check agrees" 0 "findings: 0" -- "$rxv" bundle-check "$tmp/b" "$tmp/r"

# The comparison is the backends' (semantics/value/compare.h Tolerance::backend): an element that
# cancels to near zero beside a large one gets the reassociation slack (1e-5 of the largest |ref|),
# as in `rxv diff`; a float32 matmul over k = 512 on a GPU run mismatched without it.
mkdir -p "$tmp/c2"
cat >"$tmp/c2/cancel.py" <<'PY'
# EXPECT: well-formed
# EVAL: main(float32[2]{1000, 1}, float32[2]{0, 1}) -> float32[2]{1000, 0}
@R.function
def main(x: R.Tensor((2,), dtype="float32"), y: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
    with R.dataflow():
        gv: R.Tensor((2,), dtype="float32") = R.subtract(x, y)
        R.output(gv)
    return gv
PY
"$rxv" diff "$tmp/c2" --backend halide-jit --bundle "$tmp/b2" >/dev/null
"$run" "$tmp/b2" --out "$tmp/r2" >/dev/null
o2=$tmp/r2/out/host_0_0.npy
size2=$(stat -c %s "$o2")
printf '\x0a\xd7\xa3\x3b' | dd of="$o2" bs=1 seek=$((size2 - 4)) conv=notrunc 2>/dev/null # 0.005
expect "bundle-check: reassociation slack beside a large element" 0 "findings: 0" -- \
  "$rxv" bundle-check "$tmp/b2" "$tmp/r2"
printf '\x00\x00\x00\x3f' | dd of="$o2" bs=1 seek=$((size2 - 4)) conv=notrunc 2>/dev/null # 0.5
expect "bundle-check: beyond the slack" 1 "mismatch" -- "$rxv" bundle-check "$tmp/b2" "$tmp/r2"

# A wrong value: the last float of case 0's output becomes 100.
f=$(ls "$tmp/r/out/" | head -1)
size=$(stat -c %s "$tmp/r/out/$f")
printf '\x00\x00\xc8\x42' | dd of="$tmp/r/out/$f" bs=1 seek=$((size - 4)) conv=notrunc 2>/dev/null
expect "bundle-check finds a mismatch" 1 "mismatch" -- \
  "$rxv" bundle-check "$tmp/b" "$tmp/r" --out "$tmp/f"
# --json (with rxv_json_check, the third argument): the document validates against the schema.
if [ -n "${3:-}" ]; then
  "$rxv" bundle-check "$tmp/b" "$tmp/r" --json >"$tmp/bc.json"
  expect "bundle-check --json" 0 " 0 invalid" -- \
    "$3" "$(dirname "$0")/../../docs/rxv-json.schema.json" "$tmp/bc.json"
  expect "bundle-check --json finding" 0 '"stage":"mismatch"' -- cat "$tmp/bc.json"
fi
expect "finding written" 0 "stage: mismatch" -- cat "$tmp"/f/host-region*/report.txt
expect "finding has the program" 0 "R.function" -- cat "$tmp"/f/host-region*/before.py
expect "finding has the region call" 0 "" -- ls "$tmp"/f/host-region*/region/expected0.npy

# A device error on a case where the interpreter returns.
cp "$tmp/r/results.jsonl" "$tmp/saved.jsonl"
sed -i '1s/"status":"ok"/"status":"error"/; 1s/"message":""/"message":"planted"/' "$tmp/r/results.jsonl"
expect "bundle-check finds an error" 1 "backend-error" -- "$rxv" bundle-check "$tmp/b" "$tmp/r"

# Resume: a case in flight when the runner died is an error, the rest is kept.
"$run" "$tmp/b" --out "$tmp/r2" --limit 1 >/dev/null
echo "1 host" >"$tmp/r2/current"
expect "runner --resume" 0 "host:" -- "$run" "$tmp/b" --out "$tmp/r2" --resume
expect "resume records the dead case" 0 "died or hung" -- cat "$tmp/r2/results.jsonl"
"$run" "$tmp/b" --out "$tmp/r3" --limit 1 >/dev/null
expect "bundle-check: a cut-short run is undecided" 4 "cases without a result" -- \
  "$rxv" bundle-check "$tmp/b" "$tmp/r3"

# Regions whose AOT code erred where the JIT fell back (corpus/regressions).
mkdir -p "$tmp/reg"
for f in halide_broadcast_empty_operand halide_reduce_broadcast_empty_axis halide_cumsum_empty \
         cumsum_exclusive_empty_flat; do
  cp "$(dirname "$0")/../../corpus/regressions/$f.py" "$tmp/reg/"
done
expect "regression bundle" 0 "recorded" -- "$rxv" diff "$tmp/reg" --bundle "$tmp/rb"
expect "regression runs" 0 "host: 6 ok" -- "$run" "$tmp/rb" --out "$tmp/rr"
expect "regression agrees" 0 "findings: 0" -- "$rxv" bundle-check "$tmp/rb" "$tmp/rr"

# Fuzz programs into a bundle, run, check.
expect "fuzz --bundle" 0 "bundle $tmp/fz:" -- \
  "$rxv" fuzz --backend halide-jit --count 15 --seed 3 --bundle "$tmp/fz"
expect "fuzz bundle runs" 0 "host:" -- "$run" "$tmp/fz" --out "$tmp/fr"
expect "fuzz bundle agrees" 0 "findings: 0" -- "$rxv" bundle-check "$tmp/fz" "$tmp/fr"

# A CUDA bundle is compiled here whether or not a GPU is; without one its cases are skipped.
expect "diff --bundle halide-cuda" 0 "cuda: 1 compiled" -- \
  "$rxv" diff "$tmp/c/add.py" --backend halide-cuda --random-inputs --bundle "$tmp/cb"
expect "cuda bundle runs" 0 "host: 1 ok" -- "$run" "$tmp/cb" --out "$tmp/cr"
expect "cuda bundle checks" 0 "findings: 0" -- "$rxv" bundle-check "$tmp/cb" "$tmp/cr"

# Bad input.
expect "fuzz --bundle needs --backend" 2 "--bundle needs --backend" -- \
  "$rxv" fuzz --count 1 --bundle "$tmp/x"
expect "fuzz --bundle rejects --halide-target" 2 "does not apply to --bundle" -- \
  "$rxv" fuzz --backend halide-jit --count 1 --bundle "$tmp/x" --halide-target x86-64-linux
expect "diff --bundle rejects --halide-target" 2 "does not apply to --bundle" -- \
  "$rxv" diff "$tmp/c/add.py" --bundle "$tmp/x" --halide-target x86-64-linux
expect "bundle-check: no bundle" 2 "cannot read" -- "$rxv" bundle-check "$tmp/none" "$tmp/r"
expect "bundle-check: no results" 2 "cannot read" -- "$rxv" bundle-check "$tmp/b" "$tmp/none"
echo '{"case": 99999' >"$tmp/r/results.jsonl"
expect "bundle-check: bad results line" 2 "results.jsonl:1:1: error" -- \
  "$rxv" bundle-check "$tmp/b" "$tmp/r"
echo '{}' >"$tmp/bad.json" && mkdir -p "$tmp/bb" && cp "$tmp/bad.json" "$tmp/bb/manifest.json"
expect "bundle-check: bad manifest" 2 "not a bundle manifest" -- "$rxv" bundle-check "$tmp/bb" "$tmp/r"
expect "runner: no bundle" 2 "cannot read" -- "$run" "$tmp/none"
expect "runner: bad manifest" 2 "not a bundle manifest" -- "$run" "$tmp/bb"
expect "runner: unknown flag" 2 "unknown flag" -- "$run" "$tmp/b" --frobnicate

echo "bundle cli: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
