#!/usr/bin/env bash
# Deep input through `rxv check` at the default 8 MiB stack (issue 21 item 1): each pathological
# module, generated here, gets a diagnostic (exit 1 or 2), never a stack overflow, a crash or a
# hang (a 60 s bound each).
#   brackets      100,000 nested brackets inside a call argument
#   sum-chain     a 100,000-term `x + x + ... + x` (a 100,000-deep expression tree)
#   parens        `((...(x)...))`, 100,000 deep
#   tuple-sinfo   a 10,000-deep tuple StructInfo annotation
#   tuple-chain   a 10,000-deep tuple StructInfo built binding by binding: `t1 = (t0,)`, ...
#                 (no syntactic nesting at all; inference bounds it, SI-X-size)
#   concat-double a shape doubled binding by binding: `t1 = R.concat((t0, t0))`, ... its
#                 coefficient stops folding past 2^62 and the shape's tree doubles each line
#                 (SI-X-size; corpus/regressions/infer_shape_dag_exponential.py)
# Usage: deep_input_test.sh PATH/TO/rxv
set -u
rxv=$1
source "$(dirname "$0")/expect.sh"
ulimit -s 8192

python3 - "$tmp" <<'PY'
import sys
out = sys.argv[1]
head = ('# from tvm.script import relax as R\n'
        '@R.function\n'
        'def main(x: R.Tensor((2,), dtype="float32")):\n')
n = 100_000
def write(name, text):
    with open(f"{out}/{name}.py", "w") as f:
        f.write(text)
write("brackets", head + "    y = R.add(" + "[" * n + "x" + "]" * n + ", x)\n    return y\n")
write("sum-chain", head + "    y = " + " + ".join(["x"] * n) + "\n    return y\n")
write("parens", head + "    y = " + "(" * n + "x" + ")" * n + "\n    return y\n")
d = 10_000
tensor = 'R.Tensor((2,), dtype="float32")'
write("tuple-sinfo", head.replace(tensor, "R.Tuple(" * d + tensor + ")" * d) + "    return x\n")
write("tuple-chain", head + "    t0 = (x,)\n"
      + "".join(f"    t{i} = (t{i - 1},)\n" for i in range(1, d)) + f"    return t{d - 1}\n")
shape_head = head.replace('(2,)', '("n",)')
write("concat-double", shape_head + "    t0 = R.concat((x, x))\n"
      + "".join(f"    t{i} = R.concat((t{i - 1}, t{i - 1}))\n" for i in range(1, 200))
      + "    return t199\n")
PY

expect "brackets" 2 "brackets.py:4:" -- timeout 60 "$rxv" check "$tmp/brackets.py"
grep -q "nesting too deep" "$tmp/err" || { echo "FAIL brackets: no depth diagnostic"; failed=$((failed + 1)); }
expect "sum-chain" 2 "sum-chain.py:4:" -- timeout 60 "$rxv" check "$tmp/sum-chain.py"
grep -q "nesting too deep" "$tmp/err" || { echo "FAIL sum-chain: no depth diagnostic"; failed=$((failed + 1)); }
expect "parens" 2 "parens.py:4:" -- timeout 60 "$rxv" check "$tmp/parens.py"
grep -q "nesting too deep" "$tmp/err" || { echo "FAIL parens: no depth diagnostic"; failed=$((failed + 1)); }
expect "tuple-sinfo" 2 "tuple-sinfo.py:3:" -- timeout 60 "$rxv" check "$tmp/tuple-sinfo.py"
grep -q "nesting too deep" "$tmp/err" || { echo "FAIL tuple-sinfo: no depth diagnostic"; failed=$((failed + 1)); }
expect "tuple-chain" 1 "SI-X-size" -- timeout 60 "$rxv" check "$tmp/tuple-chain.py"
expect "concat-double" 1 "SI-X-size" -- timeout 60 "$rxv" check "$tmp/concat-double.py"
# The printer, too, on what reads.
expect "print tuple-chain" 0 "" -- timeout 60 "$rxv" print "$tmp/tuple-chain.py"
expect "print concat-double" 0 "" -- timeout 60 "$rxv" print "$tmp/concat-double.py"

echo "deep input tests: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
