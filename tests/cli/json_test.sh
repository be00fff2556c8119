#!/usr/bin/env bash
# --json on every rxv command (tools/json_output.h): each command's document, for good input, a
# finding and bad input or usage, is exactly one JSON document on stdout that validates against the
# one schema, docs/rxv-json.schema.json; `rxv check --sarif` writes a SARIF 2.1.0 log with the
# fields SARIF requires. Validated by rxv_json_check (a C++ JSON Schema subset, always) and by
# Python's jsonschema from the project venv when it is there (skipped, with a note, when not).
# Usage: json_test.sh PATH/TO/rxv PATH/TO/rxv_json_check
set -u
rxv=$1
check=$2
root=$(cd "$(dirname "$0")/../.." && pwd)
schema=$root/docs/rxv-json.schema.json
sarif_schema=$root/tests/cli/data/sarif-required.schema.json
source "$(dirname "$0")/expect.sh"

docs=$tmp/docs
mkdir -p "$docs"
# json NAME WANT_CODE ARGS...: runs `rxv ARGS... --json` into $docs/NAME.json; checks the exit code
# and that stdout is the document alone (stderr empty: everything is in the document).
json() {
  local name=$1 want=$2
  shift 2
  "$rxv" "$@" --json >"$docs/$name.json" 2>"$tmp/err"
  local got=$?
  if [ "$got" -ne "$want" ]; then
    echo "FAIL json $name: exit $got, want $want"; head -c 600 "$docs/$name.json"; echo
    failed=$((failed + 1)); return
  fi
  if [ -s "$tmp/err" ]; then
    echo "FAIL json $name: stderr is not empty:"; head -5 "$tmp/err"
    failed=$((failed + 1)); return
  fi
  passed=$((passed + 1))
}
# field NAME SUBSTRING: the document NAME contains SUBSTRING.
field() {
  if grep -qF -- "$2" "$docs/$1.json"; then passed=$((passed + 1)); else
    echo "FAIL json $1: lacks $2"; head -c 600 "$docs/$1.json"; echo; failed=$((failed + 1))
  fi
}

ok=$root/corpus/legalized/add_broadcast.py
wf=$root/corpus/wf/wf10_var_annotation_ndim_mismatch.py
printf '@R.function\ndef main(x: R.Tensor((2,), "float32"):\n    return x\n' >"$tmp/syntax.py"
cat >"$tmp/err.py" <<'PY'
@R.function
def main(x: R.Tensor((2,), dtype="int32"), y: R.Tensor((2,), dtype="int32")):
    gv = R.floor_divide(x, y)
    return gv
PY
mkdir -p "$tmp/corpus"
cp "$ok" "$tmp/corpus/"

# check: ok, a finding (a WF rule, with file, line, col), bad input, bad usage.
json check-ok 0 check "$ok"
field check-ok '"status":"ok"'
json check-wf 1 check "$wf"
field check-wf '"rule":"WF-10"'
field check-wf '"line":'
json check-syntax 2 check "$tmp/syntax.py"
field check-syntax '"line":2'
json check-missing 2 check "$tmp/no-such-file.py"
json check-usage 2 check
json check-bad-option 2 check --rules nonsense "$ok"
json check-sinfo 0 check --show-sinfo "$ok"
field check-sinfo '"annotated":'
json no-command 2
# print
json print 0 print "$ok"
field print '"module":"'
json print-bad 2 print "$tmp/syntax.py"
# run: a value, an EvalError, bad input.
json run 0 run "$ok" --random-inputs --seed 1
field run '"value":'
json run-error 1 run "$tmp/err.py" --input 'x=int32[2]{1, 2}' --input 'y=int32[2]{0, 1}'
field run-error '"kind":"'
json run-bad 2 run "$ok" --input 'q=1'
# prove: each verdict.
json prove-proved 0 prove "n * m == m * n"
json prove-refuted 1 prove "n // 2 * 2 == n"
field prove-refuted '"counterexample":{"n":1}'
# Fermat's cubes: true and beyond Z3 in 1 ms (with x == 0 as the only way out, x = -7, y = 7, z = 0
# refutes it, which Z3 sometimes finds within 1 ms: prove_test.sh).
json prove-unknown 4 prove --no-fast-path --timeout-ms 1 \
  "x*x*x + y*y*y != z*z*z or x < 2 or y < 2 or z < 2 or x*y*z < 100000"
json prove-bad 2 prove "n + * 2 == n"
field prove-bad '"file":"claim","line":1,"col":5'
# tv
json tv-validated 0 tv "$root/corpus/tv/legalize_relu.py" "$root/corpus/tv/legalize_relu.after"
json tv-refuted 1 tv "$root/corpus/tv/legalize_relu_min.py" "$root/corpus/tv/legalize_relu_min.after"
field tv-refuted '"counterexample":'
json tv-bad 2 tv "$ok"
# corpus
json corpus 0 corpus "$tmp/corpus"
field corpus '"passed":1'
json corpus-empty 2 corpus "$tmp/docs"
# fuzz: a campaign with findings (their folders in the result), the bug zoo list, bad options.
json fuzz 1 fuzz --pass bugzoo:dce_drops_print --count 40 --seed 7 --no-shrink --out "$tmp/campaign"
field fuzz '"finding_dirs":["'
# A hang ends the process at once; the document is still written.
json fuzz-hang 1 fuzz --pass 'cmd:sleep 3; cat' --program-timeout 0.5 --count 5 --out "$tmp/hang"
field fuzz-hang 'hang at stage program-timeout'
json fuzz-bugzoo 0 fuzz --list-bugzoo
json fuzz-bad 2 fuzz --time forever
# diff: the Halide JIT backend agrees; bad input.
json diff 0 diff "$ok" --random-inputs
field diff '"verdict":"agree"'
json diff-bad 2 diff "$ok" --backend nonsense
# bundle-check: bad input (tests/cli/bundle_test.sh validates a real one's document).
json bundle-check-bad 2 bundle-check "$tmp/no-bundle" "$tmp/no-results"
# report: the campaign above (without the venv's matplotlib it is bad input, still a document).
if "$rxv" report "$tmp/campaign" -o "$tmp/report.html" --json >"$docs/report.json" 2>"$tmp/err"; then
  field report '"findings":[{'
  passed=$((passed + 1))
elif [ $? -eq 2 ] && grep -qF 'matplotlib' "$docs/report.json"; then
  echo "note: rxv report has no renderer here (the venv lacks matplotlib); its document is checked"
  passed=$((passed + 1))
else
  echo "FAIL json report"; head -c 600 "$docs/report.json"; failed=$((failed + 1))
fi
json report-bad 2 report "$tmp/no-campaign"

# merge: the campaign above as a one-shard merge (its findings, one per signature); bad input.
json merge 1 merge "$tmp/merged" "$tmp/campaign"
field merge '"findings":[{"id":'
json merge-bad 2 merge "$tmp/merged2" "$tmp/no-campaign"

# Every document against the schema, in C++ ...
expect "schema (C++)" 0 " 0 invalid" -- "$check" "$schema" "$docs"/*.json
# ... and a document that breaks it is caught (the check can fail).
sed 's/"status":"ok"/"status":"fine"/' "$docs/check-ok.json" >"$tmp/broken.json"
expect "schema catches a bad status" 1 "status" -- "$check" "$schema" "$tmp/broken.json"
sed 's/"verdict":"refuted"/"verdict":7/' "$docs/prove-refuted.json" >"$tmp/broken2.json"
expect "schema catches a bad payload" 1 "result.verdict" -- "$check" "$schema" "$tmp/broken2.json"

# check --sarif: required SARIF fields, a rule per cited id, results with physical locations.
"$rxv" check --sarif "$wf" "$ok" "$tmp/syntax.py" >"$tmp/log.sarif" 2>"$tmp/err"
expect "sarif exit" 0 "" -- test $? -eq 2 -a ! -s "$tmp/err"
expect "sarif (C++)" 0 " 0 invalid" -- "$check" "$sarif_schema" "$tmp/log.sarif" --sarif
expect "sarif rule" 0 '"id": "WF-10"' -- cat "$tmp/log.sarif"
expect "sarif syntax rule" 0 '"ruleId": "syntax"' -- cat "$tmp/log.sarif"
expect "sarif location" 0 '"startLine": 2' -- cat "$tmp/log.sarif"
sed 's/"ruleIndex": 0/"ruleIndex": 1/' "$tmp/log.sarif" >"$tmp/broken.sarif"
expect "sarif catches a wrong ruleIndex" 1 "ruleIndex" -- \
  "$check" "$sarif_schema" "$tmp/broken.sarif" --sarif
"$rxv" check --sarif "$ok" >"$tmp/clean.sarif" 2>/dev/null
expect "sarif clean" 0 '"results": []' -- cat "$tmp/clean.sarif"

# The same with Python's jsonschema (draft 2020-12), where the venv has it.
py=$root/.venv/bin/python
if [ -x "$py" ] && "$py" -c 'import jsonschema' 2>/dev/null; then
  expect "schema (jsonschema)" 0 "" -- "$py" - "$schema" "$sarif_schema" "$tmp/log.sarif" \
    "$docs"/*.json <<'PY'
import json, sys
import jsonschema
schema, sarif_schema, sarif, docs = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
def check(schema_path, paths):
    s = json.load(open(schema_path))
    jsonschema.Draft202012Validator.check_schema(s)
    v = jsonschema.Draft202012Validator(s)
    for p in paths:
        errors = list(v.iter_errors(json.load(open(p))))
        for e in errors:
            print("%s: %s: %s" % (p, e.json_path, e.message))
        if errors:
            sys.exit(1)
check(schema, docs)
check(sarif_schema, [sarif])
PY
else
  echo "note: the Python part (jsonschema from the venv) is skipped: no .venv with jsonschema"
fi

echo "cli_json: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
