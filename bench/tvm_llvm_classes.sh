#!/usr/bin/env bash
# Groups the finding folders of `rxv fuzz --backend tvm-llvm` (or a list) by class: the stage
# (tvm-build, tvm-parse, tvm-llvm:mismatch, interpreter-suspect, ...) and TVM's error, with
# numbers and variable names folded and the op of "Offending call" kept, so that one TVM
# problem is one line. Prints count, class and an example folder, most frequent first.
# Usage: bench/tvm_llvm_classes.sh FINDINGS_DIR
set -eu
dir=${1:?usage: tvm_llvm_classes.sh FINDINGS_DIR}
for r in "$dir"/*/report.txt; do
  [ -f "$r" ] || continue
  stage=$(sed -n 's/^stage: //p' "$r")
  # The first line after "binding K of the inputs": "<backend>: <stage>: <error or difference>".
  what=$(sed -n '/^binding [0-9]* of the inputs/{n;p;q}' "$r" | cut -d: -f3- | cut -c1-110)
  op=$(sed -n '/^Offending call:/{n;p;q}' "$r" | sed -E 's/\(.*//')
  sig=$(printf '%s' "$what" | sed -E 's/\b(v|lv|gv|x|y)[0-9]+\b/v/g; s/[0-9]+/N/g; s/ +/ /g')
  printf '%s\t%s%s\t%s\n' "$stage" "$sig" "${op:+ [$op]}" "$(dirname "$r")"
done | sort | awk -F'\t' '{k=$1"\t"$2; n[k]++; if(!(k in ex)) ex[k]=$3} END {for (k in n) printf "%6d\t%s\t%s\n", n[k], k, ex[k]}' |
  sort -t$'\t' -k1,1nr
