#!/usr/bin/env bash
# The bridge's fast reader (bridges/tvm/rxv_tvm/fast_parse.py) builds what TVM's parser builds:
# on rxv's TVM-0.27 print of every `# EXPECT: well-formed` corpus file, and on every text the
# worker reads in a short TVM pass campaign (rxv's prints of generated programs, and TVM's
# prints the bridge maps), compared with tvm.ir.assert_structural_equal and the
# well-formedness verdict (bridges/tvm/tests/fast_parse_fidelity.py); the campaign itself
# must find no tvm-fast-parse difference on its sample (RXV_TVM_PARSE_SAMPLE's default).
# Needs the project venv with TVM: skipped (exit 77) without it, failed when RXV_REQUIRE_TVM=1.
# Usage: fast_parse_test.sh PATH/TO/rxv
set -u
rxv=$1
root=$(cd "$(dirname "$0")/../.." && pwd)
source "$root/tests/cli/expect.sh"

python=${RXV_TVM_PYTHON:-$root/.venv/bin/python}
if ! "$python" -c "import tvm.relax.transform" 2>/dev/null; then
  if [ "${RXV_REQUIRE_TVM:-0}" = 1 ]; then
    echo "FAIL: TVM is required (RXV_REQUIRE_TVM=1) but $python cannot import tvm"
    exit 1
  fi
  echo "SKIP: $python cannot import tvm (run scripts/setup.sh)"
  exit 77
fi
export PYTHONPATH=$root/bridges/tvm${PYTHONPATH:+:$PYTHONPATH}
fidelity=$root/bridges/tvm/tests/fast_parse_fidelity.py

mkdir -p "$tmp/corpus" "$tmp/campaign"
for f in $(grep -l '^# EXPECT: well-formed' -r "$root/corpus" --include='*.py' | sort); do
  name=$(echo "${f#$root/corpus/}" | tr / _)
  "$rxv" print --dialect tvm-0.27 "$f" >"$tmp/corpus/$name" 2>/dev/null || rm -f "$tmp/corpus/$name"
done
expect "the corpus: the fast reader builds TVM's modules" 0 "DIFFERENT=0" -- \
  "$python" "$fidelity" --min-coverage 0.9 "$tmp/corpus"
echo "corpus: $(tail -2 "$tmp/out" | tr '\n' ' ')"

# A campaign whose worker records the texts it reads (record_worker.py).
printf '#!/bin/sh\nexec "%s" "%s"\n' "$python" "$root/tests/bridges/record_worker.py" >"$tmp/py"
chmod +x "$tmp/py"
expect "a campaign has no tvm-fast-parse finding" 0 "" -- \
  sh -c "RXV_TVM_RECORD='$tmp/campaign' RXV_TVM_PYTHON='$tmp/py' \
    '$rxv' fuzz --pass tvm:CanonicalizeBindings --count 100 --seed 5 -j 2 --no-shrink \
    --max-findings 1000 --out '$tmp/findings'; [ \$? -le 1 ] && [ -e '$tmp/findings/done' ] && \
    ! grep -rl 'stage: tvm-fast-parse' '$tmp/findings'"
expect "the campaign's texts: the fast reader builds TVM's modules" 0 "DIFFERENT=0" -- \
  "$python" "$fidelity" --min-coverage 0.9 "$tmp/campaign"
echo "campaign: $(tail -2 "$tmp/out" | tr '\n' ' ')"
echo "campaign texts: $(ls "$tmp/campaign" | wc -l); findings: $(ls "$tmp/findings" | grep -c '^[0-9]')"

echo "fast_parse_test: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
