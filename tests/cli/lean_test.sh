#!/usr/bin/env bash
# rxv and rxv-halide (tools/rxv.cpp): rxv maps neither libHalide nor libLLVM, runs the commands
# that need no Halide backend exactly as rxv-halide does, hands the others to rxv-halide, and says
# so clearly when rxv-halide is missing.
# Usage: lean_test.sh PATH/TO/rxv PATH/TO/rxv-halide
set -u
rxv=$1
full=$2
source "$(dirname "$0")/expect.sh"
data=$(dirname "$0")/data
corpus=$(dirname "$0")/../../corpus

cat >"$tmp/good.py" <<'PY'
# from tvm.script import relax as R

@R.function
def main(x: R.Tensor((2, 3), dtype="float32")) -> R.Tensor((2, 3), dtype="float32"):
    gv: R.Tensor((2, 3), dtype="float32") = R.add(x, x)
    return gv
PY
printf '@R.function\ndef main(x: R.Tensor((2, 3), dtype="float32")):\n    return y\n' >"$tmp/undef.py"

# Which libraries a process loads (the dynamic loader's own account: startup and dlopen alike).
loads() { LD_DEBUG=files "$@" 2>&1 >/dev/null | grep -o 'file=[^ ]*' | sort -u; }
expect "rxv print loads no libHalide or libLLVM" 1 "" -- \
  sh -c "$(declare -f loads); loads \"$rxv\" print \"$tmp/good.py\" | grep -E 'Halide|LLVM'"
expect "rxv check loads no libHalide or libLLVM" 1 "" -- \
  sh -c "$(declare -f loads); loads \"$rxv\" check \"$tmp/good.py\" | grep -E 'Halide|LLVM'"
# ... while rxv-halide does (the check above can fail).
expect "rxv-halide loads libHalide" 0 "libHalide" -- \
  sh -c "$(declare -f loads); loads \"$full\" print \"$tmp/good.py\""

# The same command line on both, run under one name (--help shows it): stdout, stderr and exit code
# must be byte-identical.
same() {
  local name=$1
  shift
  (exec -a rxv "$rxv" "$@") >"$tmp/lean.out" 2>"$tmp/lean.err"
  local a=$?
  (exec -a rxv "$full" "$@") >"$tmp/full.out" 2>"$tmp/full.err"
  local b=$?
  if [ "$a" -ne "$b" ] || ! cmp -s "$tmp/lean.out" "$tmp/full.out" ||
    ! cmp -s "$tmp/lean.err" "$tmp/full.err"; then
    echo "FAIL $name: rxv and rxv-halide differ (exit $a / $b)"
    diff "$tmp/lean.out" "$tmp/full.out" | head -5 | sed 's/^/    /'
    diff "$tmp/lean.err" "$tmp/full.err" | head -5 | sed 's/^/    /'
    failed=$((failed + 1))
    return
  fi
  passed=$((passed + 1))
}
# Commands rxv runs itself.
for cmd in print check corpus prove run tv merge report; do
  same "$cmd --help" "$cmd" --help
  same "$cmd bad flag" "$cmd" --bogus
  same "$cmd bad flag --json" "$cmd" --bogus --json
done
same "print" print "$tmp/good.py"
same "print --dialect tvm-0.23 --normalize" print --dialect tvm-0.23 --normalize "$tmp/good.py"
same "print --json" print --json "$tmp/good.py"
same "print bad dialect" print --dialect tvm-9 "$tmp/good.py"
same "print undefined name" print "$tmp/undef.py"
same "print missing file" print "$tmp/nope.py"
same "print no file" print
same "print extra argument" print "$tmp/good.py" fuzz
same "check" check "$tmp/good.py" "$tmp/undef.py"
same "check --sarif" check --sarif "$tmp/undef.py"
same "check --show-sinfo --json" check --show-sinfo --json "$tmp/good.py"
same "run" run "$tmp/good.py" --random-inputs --seed 3
same "prove" prove "n * (m + 1) == n * m + n"
same "corpus" corpus "$corpus/regressions"
same "tv" tv "$tmp/good.py" "$tmp/good.py"
same "merge missing" merge "$tmp/merged" "$tmp/nope"
# Command lines rxv hands over.
same "help" --help
same "no command" ""
same "nothing"
same "unknown command" frobnicate
same "fuzz --help" fuzz --help
same "fuzz --list-bugzoo" fuzz --list-bugzoo
same "fuzz --list-bugzoo --json" fuzz --list-bugzoo --json
same "fuzz bad backend" fuzz --backend nope
same "diff --help" diff --help
same "bundle-check --help" bundle-check --help

# Without rxv-halide next to it: a clear message and exit 3 (an incomplete installation), in the
# requested format; its own commands still run.
mkdir "$tmp/alone"
cp "$rxv" "$tmp/alone/rxv"
expect "alone: fuzz" 3 "'rxv fuzz' needs rxv-halide" -- "$tmp/alone/rxv" fuzz --count 1
expect "alone: the missing path" 3 "$tmp/alone/rxv-halide: No such file or directory" -- \
  "$tmp/alone/rxv" diff "$tmp/good.py"
expect "alone: --help" 3 "this command line needs rxv-halide" -- "$tmp/alone/rxv" --help
expect "alone: fuzz --json" 3 '"status":"internal-error"' -- \
  "$tmp/alone/rxv" fuzz --count 1 --json
expect "alone: print" 0 "R.add(x, x)" -- "$tmp/alone/rxv" print "$tmp/good.py"

echo "lean: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
