#!/usr/bin/env bash
# Campaigns that survive kill -9 (fuzz/campaign.h): a campaign killed with SIGKILL mid-run has
# every finding it reported complete on disk, `rxv fuzz --resume DIR` checks each remaining program
# once and ends with the same findings as an uninterrupted campaign; the campaign log is JSON lines;
# a program over --program-timeout is a finding of kind hang; bad uses exit 2.
# Usage: fuzz_resume_test.sh PATH/TO/rxv
set -u
rxv=$1
source "$(dirname "$0")/expect.sh"

# A bug-zoo pass that finds often and deterministically (single job: findings in program order).
pass=bugzoo:dce_drops_print
n=400
campaign=(fuzz --pass "$pass" --count "$n" --seed 7 -j 1 --no-shrink --max-findings 1000)

# The seeds of a campaign directory's findings, sorted.
seeds() { grep -h '^seed: ' "$1"/[0-9]*/report.txt 2>/dev/null | sort; }

expect "reference campaign" 1 "findings:" -- "$rxv" "${campaign[@]}" --out "$tmp/ref"
ref_count=$(seeds "$tmp/ref" | wc -l)
if [ "$ref_count" -lt 4 ]; then
  echo "FAIL reference: only $ref_count findings (the test needs a pass that finds often)"
  failed=$((failed + 1))
fi

# The same campaign, killed with SIGKILL once it has reported two findings.
: >"$tmp/k.err"
"$rxv" "${campaign[@]}" --out "$tmp/killed" >"$tmp/k.out" 2>"$tmp/k.err" &
pid=$!
for _ in $(seq 1 600); do
  [ "$(grep -c '^finding ' "$tmp/k.err")" -ge 2 ] && break
  kill -0 "$pid" 2>/dev/null || break
  sleep 0.05
done
kill -9 "$pid" 2>/dev/null
wait "$pid" 2>/dev/null
reported=$(grep -c '^finding ' "$tmp/k.err")
if [ "$reported" -lt 2 ] || [ "$reported" -ge "$ref_count" ]; then
  echo "FAIL kill: $reported findings reported before the kill (want 2 .. $((ref_count - 1)))"
  failed=$((failed + 1))
else
  passed=$((passed + 1))
fi
# Every reported finding is complete on disk, with the seed it was reported with.
complete=1
while read -r _ id _ _ _ _ _ seed _; do
  id=${id%:}
  seed=${seed%,}
  d="$tmp/killed/$id"
  for f in before.py after.py report.txt seed; do
    [ -s "$d/$f" ] || { echo "FAIL killed: $d/$f missing or empty"; complete=0; }
  done
  grep -q "^seed: $seed\$" "$d/report.txt" 2>/dev/null || { echo "FAIL killed: $d is not seed $seed"; complete=0; }
  grep -q "^replay: " "$d/report.txt" 2>/dev/null || { echo "FAIL killed: $d/report.txt is cut short"; complete=0; }
done < <(grep '^finding ' "$tmp/k.err")
if [ "$complete" = 1 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
ls -a "$tmp/killed" | grep -q '^\.tmp-' && echo "(a half-written finding was left, as expected of a kill)"

# Resuming takes the stored flags, checks each remaining program once, and ends with the same
# findings as the uninterrupted campaign.
before=$(wc -l <"$tmp/killed/done")
expect "resume" 1 "findings:" -- "$rxv" fuzz --resume "$tmp/killed"
ran=$(sed -n 's/^rxv fuzz: \([0-9]*\) programs.*/\1/p' "$tmp/out")
if [ "$((before + ran))" -ne "$n" ]; then
  echo "FAIL resume: $before programs before the kill + $ran after != $n"; failed=$((failed + 1))
else
  passed=$((passed + 1))
fi
if [ "$(sort -u "$tmp/killed/done" | wc -l)" -ne "$n" ] || [ "$(wc -l <"$tmp/killed/done")" -ne "$n" ]; then
  echo "FAIL resume: done does not list each of the $n programs once"; failed=$((failed + 1))
else
  passed=$((passed + 1))
fi
if [ "$(seeds "$tmp/killed")" != "$(seeds "$tmp/ref")" ]; then
  echo "FAIL resume: findings differ from the uninterrupted campaign"
  diff <(seeds "$tmp/ref") <(seeds "$tmp/killed") | head -5
  failed=$((failed + 1))
else
  passed=$((passed + 1))
fi
ls -a "$tmp/killed" | grep -q '^\.tmp-' && { echo "FAIL resume: a .tmp- folder is left"; failed=$((failed + 1)); }

# The log: JSON lines, start .. end, the last one counting every program and finding.
expect "log is JSON lines" 0 "" -- python3 -c '
import json, sys
recs = [json.loads(l) for l in open(sys.argv[1])]
assert recs[0]["event"] == "start" and recs[-1]["event"] == "end", [r["event"] for r in recs]
assert any(r["event"] == "resume" for r in recs)
last = recs[-1]
assert last["programs"] == int(sys.argv[2]), last
assert last["findings"] == int(sys.argv[3]), last
assert sum(last["by_oracle"].values()) == last["findings"], last
assert last["ops_covered"] > 0 and "rate" in last and "time" in last, last
' "$tmp/killed/campaign.jsonl" "$n" "$ref_count"

# Resuming a finished campaign checks nothing more.
expect "resume finished" 1 "rxv fuzz: 0 programs" -- "$rxv" fuzz --resume "$tmp/killed"

# A program over --program-timeout: a finding of kind hang, written, and the campaign stops.
expect "hang" 1 "hang at stage program-timeout" -- \
  "$rxv" fuzz --pass 'cmd:sleep 3; cat' --program-timeout 0.5 --count 5 --out "$tmp/hang"
expect "hang report" 0 "kind: hang" -- cat "$tmp/hang/0/report.txt"
expect "hang logged" 0 '"event":"hang"' -- cat "$tmp/hang/campaign.jsonl"

# Bad uses.
expect "out holds a campaign" 2 "already holds a campaign" -- \
  "$rxv" "${campaign[@]}" --out "$tmp/ref"
expect "resume nothing" 2 "holds no campaign to resume" -- "$rxv" fuzz --resume "$tmp/nothing"
expect "resume and out" 2 "excludes" -- "$rxv" fuzz --resume "$tmp/ref" --out "$tmp/x"

echo "fuzz_resume_test: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
