#pragma once
/// A campaign directory (`rxv fuzz --out DIR`), laid out so that a campaign killed at any instant
/// (kill -9, a lost machine) loses nothing it reported and `rxv fuzz --resume DIR` continues it:
///
///   DIR/campaign.json   the campaign's flags (written once, atomically; --resume reads them)
///   DIR/campaign.jsonl  the log: one JSON object per line, appended (event start|resume|
///                       progress|finding|hang|end; time, elapsed, programs and findings of the
///                       whole campaign, findings by oracle, this run's rate and the ops its
///                       programs covered)
///   DIR/done            the positions of the programs checked, one per line, appended after the
///                       program's finding (if any) is on disk
///   DIR/<id>/           one finding, complete: written into DIR/.tmp-<id>/ and renamed
///
/// A position is the index of a program within this shard (program i of shard K/N has global
/// index i * N + K). A resumed campaign skips every position in `done`, so no program is checked
/// twice, and one that was being checked when the campaign died is checked again from scratch
/// (its half-written finding, a .tmp- folder, is removed).
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>

#include <nlohmann/json.hpp>

namespace rxv::fuzz {

class Campaign {
public:
  /// Opens `dir` (creating it). With `resume`, reads what an earlier run of the campaign left;
  /// without, `dir` must not hold a campaign yet. Null with `*error` set otherwise.
  static std::unique_ptr<Campaign> open(const std::string& dir, bool resume, std::string* error);

  ~Campaign();
  Campaign(const Campaign&) = delete;
  Campaign& operator=(const Campaign&) = delete;

  const std::string& dir() const { return dir_; }
  /// Positions checked by earlier runs.
  bool done(int64_t position) const { return done_before_.count(position) > 0; }
  int64_t done_before() const { return int64_t(done_before_.size()); }
  /// Findings on disk from earlier runs, and the next free finding id.
  int64_t findings_before() const { return findings_before_; }
  /// Those findings by kind (their report.txt's `kind:`), for the log's findings by oracle.
  const std::map<std::string, int64_t>& kinds_before() const { return kinds_before_; }

  /// Writes a finding atomically: `fill` writes the files into a temporary folder, which is then
  /// renamed to DIR/<id>. Returns DIR/<id>.
  std::string write_finding(int64_t id, const std::function<void(const std::string&)>& fill);
  /// Records `position` as checked (after its finding, if any, was written).
  void mark_done(int64_t position);
  /// Appends one line to the log; adds "time" (ISO 8601, UTC).
  void log(nlohmann::json record);

  /// The campaign's flags (campaign.json): written when it starts, read when it resumes.
  static bool write_config(const std::string& dir, const nlohmann::json& config,
                           std::string* error);
  static std::optional<nlohmann::json> read_config(const std::string& dir, std::string* error);

private:
  explicit Campaign(std::string dir) : dir_(std::move(dir)) {}
  std::string dir_;
  std::set<int64_t> done_before_;
  int64_t findings_before_ = 0;
  std::map<std::string, int64_t> kinds_before_;
  int done_fd_ = -1, log_fd_ = -1;
  std::mutex mu_;
};

/// Writes `text` to `path` atomically (a temporary file beside it, then rename).
bool write_file_atomically(const std::string& path, const std::string& text);

/// Whether a campaign folder's entry `name` is a finding's folder: its id in decimal digits (at
/// most 18, so that it fits an int64_t).
bool is_finding_id(const std::string& name);

} // namespace rxv::fuzz
