#!/bin/sh
# One shard of an rxv fuzz campaign, as the Kubernetes Indexed Job in this folder runs it (and as
# tests/cli/merge_test.sh runs it locally): shard K of N, K being the pod's completion index.
#   JOB_COMPLETION_INDEX  K (Kubernetes sets it in every pod of an Indexed Job)
#   RXV_SHARDS            N (the completions of the Job)
#   RXV_CAMPAIGN_DIR      a volume every pod shares; shard K writes RXV_CAMPAIGN_DIR/shard-K
#   RXV_FUZZ_ARGS         the campaign's flags (the same in every pod), e.g.
#                         "--pass builtin:all --seed 2026 --time 1h"
#   RXV_BIN               the rxv binary (default: rxv on PATH)
# A pod that is restarted (a lost node, an eviction) finds its shard's campaign and continues it
# with --resume: no program is checked twice and no finding is lost (fuzz/campaign.h).
# Exit: 0 when the shard ran (findings or not: they are in its folder), 2 on bad flags (the Job's
# podFailurePolicy fails the Job at once), 3 on an internal error.
set -u
k=${JOB_COMPLETION_INDEX:?JOB_COMPLETION_INDEX is not set (not an Indexed Job pod?)}
n=${RXV_SHARDS:?set RXV_SHARDS to the number of shards (the completions of the Job)}
dir=${RXV_CAMPAIGN_DIR:?set RXV_CAMPAIGN_DIR}/shard-$k
rxv=${RXV_BIN:-rxv}
if [ -f "$dir/campaign.json" ]; then
  "$rxv" fuzz --resume "$dir"
else
  # shellcheck disable=SC2086  # RXV_FUZZ_ARGS is a list of flags
  "$rxv" fuzz --shard "$k/$n" --out "$dir" ${RXV_FUZZ_ARGS:-}
fi
rc=$?
[ "$rc" -le 1 ] && exit 0
exit "$rc"
