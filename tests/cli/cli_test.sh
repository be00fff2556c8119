#!/usr/bin/env bash
# End-to-end tests of the rxv command line: exit codes and diagnostics for good and bad input.
# Usage: cli_test.sh PATH/TO/rxv
set -u
rxv=$1
source "$(dirname "$0")/expect.sh"

cat >"$tmp/good.py" <<'PY'
# EXPECT: well-formed
# from tvm.script import relax as R

@R.function
def main(x: R.Tensor((2, 3), dtype="float32")) -> R.Tensor((2, 3), dtype="float32"):
    gv: R.Tensor((2, 3), dtype="float32") = R.add(x, x)
    return gv
PY
printf '@R.function\ndef main(x: R.Tensor((2, 3), dtype="float32")):\n    return y\n' >"$tmp/undef.py"
printf '@R.function\ndef main(x: R.Tensor((2, 3), dtype="float32"):\n    return x\n' >"$tmp/syntax.py"
printf '\x00\xff\xfe garbage \x01\n' >"$tmp/binary.py"
: >"$tmp/empty.py"
python3 -c 'print("(" * 100000)' >"$tmp/deep.py"

expect "help" 0 "" -- "$rxv" --help
expect "no subcommand" 2 "" -- "$rxv"
expect "unknown subcommand" 2 "" -- "$rxv" frobnicate
expect "unknown flag" 2 "" -- "$rxv" print --bogus "$tmp/good.py"
expect "print good" 0 "" -- "$rxv" print "$tmp/good.py"
expect "print stdin" 0 "" -- sh -c "\"$rxv\" print - <\"$tmp/good.py\""
expect "print missing file" 2 "cannot open file" -- "$rxv" print "$tmp/nope.py"
expect "print directory" 2 "error" -- "$rxv" print "$tmp"
expect "undefined name" 2 "undef.py:3:12: error:" -- "$rxv" print "$tmp/undef.py"
expect "syntax error" 2 "syntax.py:2:" -- "$rxv" print "$tmp/syntax.py"
expect "binary garbage" 2 "binary.py:1:1: error:" -- "$rxv" print "$tmp/binary.py"
expect "empty file" 2 "empty.py" -- "$rxv" print "$tmp/empty.py"
expect "deep nesting" 2 "nesting too deep" -- "$rxv" print "$tmp/deep.py"
expect "check good" 0 "" -- "$rxv" check "$tmp/good.py"
# --dialect: TVM 0.27's spellings (printer.h, Dialect); the classic print reads back unchanged.
dialect=$(dirname "$0")/data/dialect.py
expect "dialect bad name" 2 "tvm-0.27" -- "$rxv" print --dialect tvm-9 "$dialect"
"$rxv" print --dialect tvm-0.27 "$dialect" >"$tmp/d27.py"
for want in '@T.prim_func(private=True, s_tir=True)' 'with T.sblock("B"):' \
            'out_ty=R.Tensor((2, 3), dtype="float32")' 'out_dtype=None' 'ty_args=(R.Tensor(' \
            'pad_value=None)'; do
  expect "dialect tvm-0.27 prints $want" 0 "$want" -- cat "$tmp/d27.py"
done
expect "dialect tvm-0.27: a PrimFunc without blocks stays plain" 1 "" -- \
  grep -q "@T.prim_func(s_tir=True)" "$tmp/d27.py"
"$rxv" print --dialect tvm-0.23 "$dialect" >"$tmp/dclassic.py"
expect "dialect tvm-0.27 is the default" 0 "" -- sh -c "\"$rxv\" print \"$dialect\" | cmp - \"$tmp/d27.py\""
expect "dialect classic is tvm-0.23" 0 "" -- sh -c "\"$rxv\" print --dialect classic \"$dialect\" | cmp - \"$tmp/dclassic.py\""
for d in tvm-0.23 tvm-0.27; do
  "$rxv" print --dialect $d "$dialect" >"$tmp/d.py"
  expect "dialect $d round trip" 0 "" -- sh -c "\"$rxv\" print --dialect $d \"$tmp/d.py\" | cmp - \"$tmp/d.py\""
done
expect "check several, one bad" 2 "undef.py" -- "$rxv" check "$tmp/good.py" "$tmp/undef.py"
# Rule profiles: TVM accepts a symbolic PrimValue (default), the spec text does not (WF-18).
printf '@R.function
def main(x: R.Tensor(("n",), dtype="float32")) -> R.Prim("int64"):
    n = T.int64()
    return R.prim_value(n + 1)
' >"$tmp/symbolic.py"
expect "check rules tvm" 0 "" -- "$rxv" check "$tmp/symbolic.py"
expect "check rules spec" 1 "WF-18" -- "$rxv" check --rules spec "$tmp/symbolic.py"
expect "check rules unknown" 2 "" -- "$rxv" check --rules bogus "$tmp/symbolic.py"
# An op call bound to the op's Python signature: a bad argument is a reader error at its place.
printf '@R.function
def main(x: R.Tensor((2, 3), dtype="float32")):
    return R.sum(x, axes=[0])
' >"$tmp/badarg.py"
expect "check op argument" 2 "badarg.py:3:21: error: R.sum got an unexpected keyword argument 'axes'" -- "$rxv" check "$tmp/badarg.py"
expect "corpus missing dir" 2 "" -- "$rxv" corpus "$tmp/nodir"
mkdir -p "$tmp/emptydir"
expect "corpus empty dir" 2 "no corpus files" -- "$rxv" corpus "$tmp/emptydir"
mkdir -p "$tmp/c1" && cp "$tmp/good.py" "$tmp/c1/" && printf '# EXPECT-READ-ERROR: 1:1: nope\n' >"$tmp/c1/bad.py"
expect "corpus with a failing file" 1 "1 passed, 1 failed" -- "$rxv" corpus "$tmp/c1"
printf '# EXPECT: wellformed\n' >"$tmp/c1/bad.py"
expect "corpus unknown expectation" 1 "unknown expectation" -- "$rxv" corpus "$tmp/c1"

# rxv run: values, run-time errors, and every kind of bad input.
cat >"$tmp/div.py" <<'PY'
@R.function
def main(a: R.Tensor((2,), dtype="int32"), b: R.Tensor((2,), dtype="int32")) -> R.Tensor((2,), dtype="int32"):
    gv: R.Tensor((2,), dtype="int32") = R.floor_divide(a, b)
    return gv
PY
expect "run literal inputs" 0 "[-4, 3]" -- "$rxv" run "$tmp/div.py" --input 'a=int32[2]{-7, 7}' --input 'b=int32[2]{2, 2}'
expect "run random inputs" 0 "R.Tensor((2, 3)" -- "$rxv" run "$tmp/good.py" --random-inputs --seed 1 --output "$tmp/runout"
[ -f "$tmp/runout/output.npy" ] || { echo "FAIL run --output wrote no output.npy"; failed=$((failed + 1)); }
expect "run npy input" 0 "R.Tensor((2, 3)" -- "$rxv" run "$tmp/good.py" --input "x=$tmp/runout/output.npy"
# Limits: an exceeded one is a run-time error (exit 1) that names it, never a result.
expect "run step limit" 1 "Limit: the step limit of 4 steps is exhausted" -- \
  "$rxv" run "$tmp/div.py" --input 'a=int32[2]{1, 1}' --input 'b=int32[2]{1, 1}' --max-steps 4
expect "run memory limit" 1 "exceeds the limit of 4 live bytes" -- \
  "$rxv" run "$tmp/div.py" --input 'a=int32[2]{1, 1}' --input 'b=int32[2]{1, 1}' --max-memory 4
expect "run tensor limit" 1 "exceeds the limit of 4 bytes per tensor" -- \
  "$rxv" run "$tmp/div.py" --input 'a=int32[2]{1, 1}' --input 'b=int32[2]{1, 1}' --max-tensor-bytes 4
expect "run bad limit" 2 "" -- "$rxv" run "$tmp/div.py" --max-steps 0
expect "run run-time error" 1 "DivisionByZero" -- "$rxv" run "$tmp/div.py" --input 'a=int32[2]{1, 1}' --input 'b=int32[2]{0, 1}'
expect "run bad literal" 2 "more elements than the 2" -- "$rxv" run "$tmp/div.py" --input 'a=int32[2]{1, 2, 3}' --input 'b=int32[2]{1, 1}'
expect "run missing input" 2 "no value for parameter 'b'" -- "$rxv" run "$tmp/div.py" --input 'a=int32[2]{1, 2}'
expect "run unknown parameter" 2 "has no parameter 'c'" -- "$rxv" run "$tmp/div.py" --input 'c=int32[2]{1, 2}'
expect "run unknown entry" 2 "has no Relax function 'nope'" -- "$rxv" run "$tmp/div.py" --entry nope --random-inputs
printf 'not an npy file' >"$tmp/bad.npy"
expect "run bad npy" 2 "bad magic" -- "$rxv" run "$tmp/good.py" --input "x=$tmp/bad.npy"
expect "run missing npy" 2 "cannot open" -- "$rxv" run "$tmp/good.py" --input "x=$tmp/none.npy"
expect "run bad bind" 2 "--bind wants NAME=SIZE" -- "$rxv" run "$tmp/good.py" --random-inputs --bind n
printf '@R.function\ndef main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((3,), dtype="float32"):\n    return x\n' >"$tmp/badret.py"
expect "run ill-formed file" 2 "not well-formed" -- "$rxv" run "$tmp/badret.py" --random-inputs
expect "run unreadable file" 2 "" -- "$rxv" run "$tmp/syntax.py" --random-inputs

echo "cli: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
