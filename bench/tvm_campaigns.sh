#!/usr/bin/env bash
# Issue 16 item 7: one `rxv fuzz --pass tvm:PASS` campaign per pass, each run until it has spent
# MINUTES (summed over its runs: a campaign killed, stopped by a hang, or cut by a session's end
# continues with --resume next time) at 2 jobs, findings not shrunk and not capped (rxv merge
# deduplicates them by signature afterwards; bench/tvm_campaign_table.py makes the table).
# Usage: bench/tvm_campaigns.sh RXV OUTROOT MINUTES SEED 'PASS' ...
#   OUTROOT/<slug>/            the campaign directory (rxv fuzz --out / --resume)
#   OUTROOT/<slug>.runs        one line a run: start time, wall, user and system CPU-s, load before/after
set -u
rxv=$1 root=$2 minutes=$3 seed=$4
shift 4
mkdir -p "$root"
# Seconds the campaign in $1 has run over all its runs (the table's own count).
spent() { python3 "$(dirname "$0")/tvm_campaign_table.py" --spent "$1"; }
for pass in "$@"; do
  slug=$(printf '%s' "$pass" | tr -c 'A-Za-z0-9,_.-' '_' | cut -c1-60)
  dir=$root/$slug
  for attempt in 1 2 3 4 5; do
    left=$((minutes * 60 - $(spent "$dir")))
    [ "$left" -gt 5 ] || break
    if [ -f "$dir/campaign.json" ]; then
      args=(fuzz --resume "$dir" --time "${left}s" -j 2)
    else
      args=(fuzz --pass "tvm:$pass" --time "${left}s" --seed "$seed" -j 2 --no-shrink
            --max-findings 1000000 --out "$dir")
    fi
    l0=$(cut -d' ' -f1 /proc/loadavg)
    t0=$(date -u +%FT%TZ)
    /usr/bin/time -o "$dir.time" -f "%e %U %S" "$rxv" "${args[@]}" >"$dir.out.$attempt" 2>&1
    echo "$t0 $(tail -1 "$dir.time") load $l0 $(cut -d' ' -f1 /proc/loadavg)" >>"$dir.runs"
    echo "$pass: $(grep -m1 '^rxv fuzz' "$dir.out.$attempt")"
  done
done
