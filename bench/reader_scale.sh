#!/usr/bin/env bash
# Reader throughput, scaling and memory on the generated N-binding module (issue 19, item 1).
# Usage: bash bench/reader_scale.sh [BUILD_DIR=build] [BASELINE]
#   BUILD_DIR  a configured tree; rxv and bench/read_print are (re)built in it first (read_print
#              is not in the default build: bench/CMakeLists.txt)
#   BASELINE   another rxv binary (e.g. main's) timed interleaved with this one, for before/after;
#              or another built tree (rxv and bench/read_print), whose read_print is then also
#              run, alternating with this tree's (two rounds each)
# Prints: the read_print table (parse-only baseline, read, print; medians of 3 fresh processes per
# size, sizes interleaved), read_print --mem on 100k bindings, then `rxv print` and `rxv check` on
# the 10k and 100k modules, each run 3 times interleaved with the baseline binary and with a
# 3-binding module (the process's own footprint): wall, user+sys CPU and max RSS (/usr/bin/time),
# and the medians.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
baseline=${2:-}
rxv=$build/rxv
ninja -C "$build" rxv bench/read_print > /dev/null
base_read_print=
if [ -n "$baseline" ] && [ -d "$baseline" ]; then
  base_read_print=$baseline/bench/read_print
  baseline=$baseline/rxv
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), load: $(cut -d' ' -f1-3 /proc/loadavg)"
for n in 10000 100000; do "$build/bench/read_print" --emit $n > "$work/m$n.py"; done
"$build/bench/read_print" --emit 3 > "$work/m3.py"
for round in 1 2; do
  for b in "$build/bench/read_print" $base_read_print; do
    [ -n "$base_read_print" ] && echo "read_print, round $round: $b"
    "$b" 10000 100000 3
    echo
  done
  [ -z "$base_read_print" ] && break
done
# Where read + print memory goes (heap in use after each stage, peak RSS during it).
"$build/bench/read_print" --mem 100000
echo
# One run: prints "wall cpu maxrss_kb".
measure() {
  /usr/bin/time -f "%e %U %S %M" -o "$work/t" "$@" > /dev/null 2> /dev/null || true
  awk '{printf "%.2f %.2f %d\n", $1, $2 + $3, $4}' "$work/t"
}
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
echo "| command | module | binary | wall (s) | CPU (s) | max RSS (MB) | bindings/s (CPU) | runs (wall cpu KB) |"
echo "|---|---|---|---|---|---|---|---|"
for cmd in print check; do
  for n in 3 10000 100000; do
    bins=("$rxv")
    [ -n "$baseline" ] && bins+=("$baseline")
    declare -A runs=()
    for r in 1 2 3; do
      for b in "${bins[@]}"; do runs[$b]+="$(measure "$b" $cmd "$work/m$n.py");"; done
    done
    for b in "${bins[@]}"; do
      IFS=';' read -ra rs <<< "${runs[$b]}"
      wall=$(printf '%s\n' "${rs[@]}" | awk '{print $1}' | median)
      cpu=$(printf '%s\n' "${rs[@]}" | awk '{print $2}' | median)
      rss=$(printf '%s\n' "${rs[@]}" | awk '{print $3}' | median)
      rate=$(awk -v n=$n -v c=$cpu 'BEGIN {printf "%.0f", (c > 0 ? n / c : 0)}')
      label=this; [ "$b" != "$rxv" ] && label=baseline
      echo "| rxv $cmd | $n | $label | $wall | $cpu | $((rss / 1024)) | $rate | ${runs[$b]} |"
    done
    unset runs
  done
done
# Instructions executed by the read and the print stage alone, and their data misses in a
# simulated 2 MiB last-level cache (callgrind --cache-sim, when valgrind is installed; one core's
# L2 here): independent of load, so the instruction ratio says whether the algorithms are linear
# and the misses per binding how much of the work leaves the caches (this machine's VM exposes no
# hardware counters to `perf stat`). A wall or CPU ratio above the instruction ratio is the memory
# hierarchy: the 10k module's data stays in the shared L3, the 100k module's does not.
if command -v valgrind > /dev/null; then
  echo
  echo "| stage | instructions 10k | instructions 100k | ratio | LL data misses per binding 10k | 100k |"
  echo "|---|---|---|---|---|---|"
  for stage in read_module print_module; do
    ins=() miss=()
    for n in 10000 100000; do
      valgrind --tool=callgrind --cache-sim=yes --D1=49152,12,64 --LL=2097152,16,64 \
        --toggle-collect="rxv::sem::$stage*" --callgrind-out-file="$work/cg" \
        "$build/bench/read_print" --once $n > /dev/null 2> "$work/cg.log"
      ins+=("$(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$work/cg.log")")
      miss+=("$(sed -n 's/.*LLd misses: *\([0-9,]*\).*/\1/p' "$work/cg.log" | tr -d , |
        awk -v n=$n '{printf "%.1f", $1 / n}')")
    done
    echo "| $stage | ${ins[0]} | ${ins[1]} | $(awk -v a="${ins[0]}" -v b="${ins[1]}" 'BEGIN {printf "%.2f", b / a}') | ${miss[0]} | ${miss[1]} |"
  done
fi
