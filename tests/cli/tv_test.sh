#!/usr/bin/env bash
# End-to-end tests of `rxv tv`: verdicts and exit codes (0 validated, 1 refuted, 4 unknown, 2 bad
# input), --json, --out (inputs as .npy), --pass, and a diagnostic for each kind of bad input.
# Usage: tv_test.sh PATH/TO/rxv
set -u
rxv=$1
here=$(cd "$(dirname "$0")" && pwd)
tv=$here/../../corpus/tv
source "$here/expect.sh"

# Verdicts.
expect "validated" 0 "rxv tv: validated" -- "$rxv" tv "$tv/legalize_relu.py" "$tv/legalize_relu.after"
expect "congruence" 0 "proved by congruence" -- \
  "$rxv" tv "$tv/canonicalize_aliases.py" "$tv/canonicalize_aliases.after"
expect "refuted" 1 "first differing binding: AFTER's gv" -- \
  "$rxv" tv "$tv/legalize_relu_min.py" "$tv/legalize_relu_min.after"
expect "shape-refuted" 1 "shape differs: BEFORE (0, 16), AFTER (1, 16)" -- \
  "$rxv" tv "$tv/legalize_wrong_shape.py" "$tv/legalize_wrong_shape.after"
expect "signature" 1 "n = 2" -- \
  "$rxv" tv "$tv/bind_symbolic_narrows.py" "$tv/bind_symbolic_narrows.after"
# --bind: what BindSymbolicVars promises (n = 16) validates; another value is refuted statically.
expect "bind" 0 "rxv tv: validated" -- \
  "$rxv" tv --bind n=16 "$tv/bind_symbolic_narrows.py" "$tv/bind_symbolic_narrows.after"
expect "bind-other-value" 1 "assuming n = 2" -- \
  "$rxv" tv --bind n=2 "$tv/bind_symbolic_narrows.py" "$tv/bind_symbolic_narrows.after"
expect "json" 0 '"verdict":"validated"' -- \
  "$rxv" tv --json "$tv/legalize_relu.py" "$tv/legalize_relu.after"
expect "json-refuted" 1 '"value_class":"random"' -- \
  "$rxv" tv --json "$tv/legalize_relu_min.py" "$tv/legalize_relu_min.after"
expect "function" 0 "main: signature unchanged" -- \
  "$rxv" tv --function main "$tv/private_drops_param.py" "$tv/private_drops_param.after"

# --out: the refutation's inputs as .npy, readable by rxv run.
expect "out" 1 "refuted" -- \
  "$rxv" tv --out "$tmp/o" "$tv/legalize_relu_min.py" "$tv/legalize_relu_min.after"
for f in before.py after.py report.txt inputs/x.npy; do
  expect "out-$f" 0 "" -- test -s "$tmp/o/$f"
done
expect "out-replays" 0 "" -- "$rxv" run "$tmp/o/before.py" --input "x=$tmp/o/inputs/x.npy"

# --pass: the same specs as rxv fuzz --pass.
expect "pass-builtin" 0 "validated" -- "$rxv" tv "$tv/dce_keeps_print.py" --pass builtin:dce
expect "pass-bugzoo" 1 "effect traces differ" -- \
  "$rxv" tv "$tv/dce_keeps_print.py" --pass bugzoo:dce_drops_print
expect "pass-cmd" 0 "validated" -- "$rxv" tv "$tv/legalize_relu.py" --pass "cmd:cat"

# Unknown: AFTER uses an op rxv's table lacks (a made-up name: every TVM op gets an entry).
sed 's/R.nn.relu(x)/R.not_an_op(x)/' "$tv/legalize_relu.py" > "$tmp/unknown_op.py"
expect "unknown" 4 "unknown operator relax.not_an_op" -- "$rxv" tv "$tv/legalize_relu.py" "$tmp/unknown_op.py"

# Bad input: exit 2 with a diagnostic.
expect "missing-file" 2 "cannot open" -- "$rxv" tv "$tmp/nope.py" "$tv/legalize_relu.after"
expect "missing-after" 2 "cannot open" -- "$rxv" tv "$tv/legalize_relu.py" "$tmp/nope.py"
printf '@R.function\ndef main(x: R.Tensor((2,), "float32"):\n    return x\n' > "$tmp/bad.py"
expect "unreadable" 2 "bad.py:2:" -- "$rxv" tv "$tmp/bad.py" "$tv/legalize_relu.after"
expect "unknown-function" 2 "BEFORE has no Relax function 'nope'" -- \
  "$rxv" tv --function nope "$tv/legalize_relu.py" "$tv/legalize_relu.after"
expect "bad-pass" 2 "unknown pass 'builtin:nope'" -- "$rxv" tv "$tv/legalize_relu.py" --pass builtin:nope
expect "bad-pass-kind" 2 "unknown pass" -- "$rxv" tv "$tv/legalize_relu.py" --pass nope:x
expect "pass-two-files" 2 "--pass takes one FILE" -- \
  "$rxv" tv "$tv/legalize_relu.py" "$tv/legalize_relu.after" --pass builtin:dce
expect "one-file" 2 "give BEFORE and AFTER" -- "$rxv" tv "$tv/legalize_relu.py"
expect "bad-bind" 2 "--bind wants NAME=SIZE" -- \
  "$rxv" tv --bind n=2x "$tv/bind_symbolic_narrows.py" "$tv/bind_symbolic_narrows.after"
expect "bad-bind-negative" 2 "--bind wants NAME=SIZE" -- \
  "$rxv" tv --bind n=-1 "$tv/bind_symbolic_narrows.py" "$tv/bind_symbolic_narrows.after"
printf '@R.function\ndef main(x: R.Tensor((2,), "float32")) -> R.Tensor((3,), "float32"):\n    return x\n' > "$tmp/illformed.py"
expect "ill-formed-before" 2 "BEFORE is not a valid module" -- \
  "$rxv" tv "$tmp/illformed.py" "$tv/legalize_relu.after"

echo "tv CLI: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
