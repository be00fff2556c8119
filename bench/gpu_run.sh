#!/usr/bin/env bash
# The GPU step of bench/gpu.sh (issue 20), run on the GPU machine from the folder that
# `bench/gpu.sh prepare` wrote (rxv-bundle-run, bundles.tgz, gpu_timing.py, this script). Needs
# only the CUDA driver, tar and, for the timings, python3 with PyTorch. Writes
# RESULTS/results.tgz.part-* (results of every bundle part, the log, the timings); on this side
# `bash bench/gpu.sh check DIR RESULTS` compares them.
# Usage: bash gpu_run.sh [RESULTS (default $OUT, else ./gpu-results)]
set -u
here=$(cd "$(dirname "$0")" && pwd)
dest=${1:-${OUT:-$PWD/gpu-results}}
work=$(mktemp -d)
mkdir -p "$dest" "$work/res"
run=$here/rxv-bundle-run
t_start=$SECONDS
{
  echo "== device"
  nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
  uname -sr; grep -m1 'model name' /proc/cpuinfo; nproc
  chmod +x "$run"
  tar xzf "$here/bundles.tgz" -C "$work" || exit 1
  ls "$work"
  echo "== sanity: 3 cases of each target"
  "$run" "$work/bench" --out "$work/sanity" --limit 3 && cat "$work/sanity/results.jsonl"
  # The timings come right after the kernels' own cases, so that a slow fuzz part cannot cost them.
  # Each part's runner gets what is left of RXV_DEADLINE seconds (default 330); a runner that
  # stops on a device error (exit 5), crashes or hangs is resumed in a fresh process.
  deadline=${RXV_DEADLINE:-330}
  for part in ${RXV_PARTS:-bench timings corpus fuzz}; do
    if [ "$part" = timings ]; then
      echo "== timings ($((SECONDS - t_start)) s)"
      PYTHONUNBUFFERED=1 timeout 150 python3 "$here/gpu_timing.py" "$work/bench" "$run" \
        --json "$work/res/timing.json"
      continue
    fi
    [ -d "$work/$part" ] || continue
    echo "== $part ($((SECONDS - t_start)) s)"
    resume=""
    for attempt in $(seq 1 40); do
      left=$((deadline - (SECONDS - t_start)))
      if [ "$left" -le 5 ]; then echo "deadline: $part stopped (rerun with --resume)"; break; fi
      timeout "$left" "$run" "$work/$part" --out "$work/res/$part" $resume
      rc=$?
      [ $rc -eq 0 ] && break
      echo "rxv-bundle-run exited $rc (attempt $attempt); resuming in a fresh process"
      resume=--resume
    done
  done
  echo "== done ($((SECONDS - t_start)) s)"
} 2>&1 | tee "$work/res/log.txt"
# At most 8 files of 16 MiB come back from the device machine: parts of 15 MiB.
tar czf - -C "$work/res" . | split -b 15M - "$dest/results.tgz.part-"
ls -la "$dest"
