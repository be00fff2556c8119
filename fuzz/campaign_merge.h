#pragma once
/// `rxv merge OUT DIR...`: joins the campaign directories of a campaign's shards (`rxv fuzz
/// --shard K/N --out DIR`, fuzz/campaign.h), or of any campaigns, into one directory OUT:
///
///   OUT/<id>/          one finding per signature (fuzz/finding_signature.h): of the findings
///                      that share it, the one with the smallest reduced program (then the
///                      smallest seed, then the first source given); a copy of its folder, the
///                      replay lines of its report.txt pointing at OUT/<id>
///   OUT/campaign.jsonl every line of every source's log, each with "source" (its DIR) and
///                      "shard" (its K/N, or ""), ordered by time (stable), then one "merge"
///                      record: programs (the sum of each source's last count), findings
///                      (distinct), findings_total, duplicates, by_oracle (of the distinct ones)
///   OUT/merge.json     the sources (dir, shard, programs, findings) and, per merged finding,
///                      its signature, where it was taken from and every duplicate (source, seed)
///
/// Findings are sorted by signature, so the result depends only on the set of findings, not on
/// the order or number of shards: the shards of a campaign, merged, give what merging the
/// unsharded campaign alone gives (when no shard stopped early at --max-findings).
/// OUT is written into a temporary folder beside it and renamed, so a killed merge leaves none.
#include <cstdint>
#include <string>
#include <vector>

namespace rxv::fuzz {

struct MergedFinding {
  int64_t id = 0;
  std::string signature;
  std::string from; ///< the source folder copied (DIR/<id>)
  uint64_t seed = 0;
  int64_t size = 0;                    ///< its reduced program's size
  std::vector<std::string> duplicates; ///< the other folders with this signature
};

struct MergeResult {
  /// Bad input (`file:line:col: error: ...` or `DIR: error: ...`); nothing was written.
  std::vector<std::string> errors;
  std::vector<std::string> notes; ///< worth saying, not wrong (a missing shard, a skipped .tmp-)
  int64_t sources = 0;
  int64_t programs = 0;
  int64_t findings_total = 0;
  std::vector<MergedFinding> findings;
};

/// Merges the campaign directories `dirs` into `out`, which must not exist or be empty.
MergeResult merge_campaigns(const std::string& out, const std::vector<std::string>& dirs);

} // namespace rxv::fuzz
