#!/usr/bin/env bash
# End-to-end tests of `rxv diff DIR` (the corpus cross-check of the Halide backend): the summary,
# a mismatch found and reported, and bad input.
# Usage: diff_test.sh PATH/TO/rxv
set -u
rxv=$1
source "$(dirname "$0")/expect.sh"

mkdir -p "$tmp/c/sub"
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
cat >"$tmp/c/sub/tile.py" <<'PY'
# EXPECT: well-formed
@R.function
def main(x: R.Tensor((2, 3), dtype="int32")):
    with R.dataflow():
        gv = R.tile(x, repeats=[2, 1])
        R.output(gv)
    return gv
PY
cat >"$tmp/c/sub/tuple_param.py" <<'PY'
# EXPECT: well-formed
@R.function
def main(t: R.Object):
    return t
PY
printf '# EXPECT-ERROR: WF-3\n@R.function\ndef main(x: R.Tensor((2,), dtype="float32")):\n    return y\n' \
  >"$tmp/c/bad.py"
printf 'not a module\n' >"$tmp/c/README.txt"

expect "corpus dir" 0 "cases: 3 agree, 0 mismatch" -- "$rxv" diff "$tmp/c" --seed 1
expect "skips by reason" 0 "file: expects an error" -- "$rxv" diff "$tmp/c" --seed 1
expect "skipped params" 0 "random inputs: " -- "$rxv" diff "$tmp/c" --seed 1
expect "bindings on Halide" 0 "): 2 of 2" -- "$rxv" diff "$tmp/c" --seed 1
# The target is this CPU's unless forced; the summary names it.
expect "forced target" 0 "bindings on Halide (x86-64-linux-sse41-strict_float): 2 of 2" -- \
  "$rxv" diff "$tmp/c" --seed 1 --halide-target x86-64-linux-sse41
expect "target from env" 0 "(target x86-64-linux-sse41-strict_float)" -- \
  env HL_JIT_TARGET=x86-64-linux-sse41 "$rxv" diff "$tmp/c/add.py" --random-inputs
expect "cpu backend" 0 "0 mismatch" -- "$rxv" diff "$tmp/c" --backend halide-cpu

# Bad input: exit 2 with a message.
expect "negative atol" 2 "--atol and --rtol must be >= 0" -- "$rxv" diff "$tmp/c" --atol -1
expect "missing dir" 2 "no such file or directory" -- "$rxv" diff "$tmp/nodir"
mkdir -p "$tmp/empty"
expect "empty dir" 2 "no corpus files" -- "$rxv" diff "$tmp/empty"
expect "unknown backend" 2 "unknown backend" -- "$rxv" diff "$tmp/c" --backend tpu
expect "bad halide target" 2 "--halide-target=x86-64-linux-sse9: not a Halide target" -- \
  "$rxv" diff "$tmp/c" --halide-target x86-64-linux-sse9
expect "foreign halide target" 2 "not for this machine" -- \
  "$rxv" diff "$tmp/c" --halide-target arm-64-linux
expect "bad HL_JIT_TARGET" 2 "HL_JIT_TARGET=nonsense: not a Halide target" -- \
  env HL_JIT_TARGET=nonsense "$rxv" diff "$tmp/c"

# --input NAME=FILE.npy (repeatable) or NAME=VALUE: a finding's recorded inputs replay on the
# backend. The .npy files come from `rxv run --output`.
cat >"$tmp/div.py" <<'PY'
@R.function
def main(x: R.Tensor((2,), dtype="int32"), y: R.Tensor((2,), dtype="int32")):
    with R.dataflow():
        gv = R.floor_divide(x, y)
        R.output(gv)
    return gv
PY
printf '@R.function\ndef main(x: R.Tensor((2,), dtype="int32")):\n    return x\n' >"$tmp/ident.py"
"$rxv" run "$tmp/ident.py" --input 'x=int32[2]{7, -9}' --output "$tmp/in_x" >/dev/null
"$rxv" run "$tmp/ident.py" --input 'x=int32[2]{2, 4}' --output "$tmp/in_y" >/dev/null
expect "diff --input npy" 0 "agree" -- \
  "$rxv" diff "$tmp/div.py" --input "x=$tmp/in_x/output.npy" --input "y=$tmp/in_y/output.npy"
expect "diff --input npy runs on Halide" 0 "(1 of 1 bindings lowered)" -- \
  "$rxv" diff "$tmp/div.py" --input "x=$tmp/in_x/output.npy" --input "y=$tmp/in_y/output.npy"
expect "diff --input literal" 0 "agree" -- \
  "$rxv" diff "$tmp/div.py" --input "x=$tmp/in_x/output.npy" --input 'y=int32[2]{1, 3}'
# Refinement: where the interpreter errs (a zero divisor), any backend result agrees.
expect "diff interpreter errs" 0 "agree: the interpreter errs (" -- \
  "$rxv" diff "$tmp/div.py" --input "x=$tmp/in_x/output.npy" --input 'y=int32[2]{0, 1}'
expect "diff --input missing param" 2 "no value for parameter 'y'" -- \
  "$rxv" diff "$tmp/div.py" --input "x=$tmp/in_x/output.npy"
expect "diff --input unknown param" 2 "'main' has no parameter 'z'" -- \
  "$rxv" diff "$tmp/div.py" --input "z=$tmp/in_x/output.npy"
expect "diff --input missing npy" 2 "rxv diff: " -- \
  "$rxv" diff "$tmp/div.py" --input "x=$tmp/none.npy" --input "y=$tmp/in_y/output.npy"
expect "diff --input malformed" 2 "--input wants NAME=FILE.npy or NAME=VALUE" -- \
  "$rxv" diff "$tmp/div.py" --input "x"
expect "diff --input and --random-inputs" 2 "exclude each other" -- \
  "$rxv" diff "$tmp/div.py" --input "x=$tmp/in_x/output.npy" --random-inputs
expect "diff --input on a directory" 2 "--input applies to one file" -- \
  "$rxv" diff "$tmp/c" --input "x=$tmp/in_x/output.npy"

echo "diff cli: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
