# Sourced by the CLI test scripts: a temporary folder, pass/fail counters and `expect`.
# expect NAME WANT_CODE WANT_OUTPUT_SUBSTRING -- COMMAND...
#   runs COMMAND, and counts a failure when its exit code is not WANT_CODE or neither its stdout
#   nor its stderr contains WANT_OUTPUT_SUBSTRING (empty: not checked).
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0 failed=0

expect() {
  local name=$1 want=$2 pattern=$3
  shift 4
  "$@" >"$tmp/out" 2>"$tmp/err"
  local got=$?
  if [ "$got" -ne "$want" ]; then
    echo "FAIL $name: exit $got, want $want"; cat "$tmp/out" "$tmp/err" | sed 's/^/    /' | head -8
    failed=$((failed + 1)); return
  fi
  if [ -n "$pattern" ] && ! grep -qF -- "$pattern" "$tmp/err" "$tmp/out"; then
    echo "FAIL $name: output lacks '$pattern'"; cat "$tmp/out" "$tmp/err" | sed 's/^/    /' | head -8
    failed=$((failed + 1)); return
  fi
  passed=$((passed + 1))
}
