#include "fuzz/campaign_merge.h"

#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <tuple>

#include "fuzz/campaign.h"
#include "fuzz/finding_signature.h"

namespace rxv::fuzz {

namespace fs = std::filesystem;

namespace {

/// One finding folder of a source, as its report.txt describes it.
struct SourceFinding {
  size_t source = 0;
  std::string dir; ///< DIR/<id>
  std::string kind, signature;
  uint64_t seed = 0;
  int64_t size = 0;
};

/// One line of a source's log.
struct LogLine {
  std::string time;
  size_t source = 0, index = 0;
  nlohmann::json record;
};

struct Source {
  std::string dir;
  std::string shard; ///< "K/N" from campaign.json, or ""
  nlohmann::json config;
  int64_t programs = 0;
  std::vector<SourceFinding> findings;
};

/// The directory `d` names, absolute, without a trailing '/' (so that "d" and "d/" compare equal).
std::string canonical_dir(const std::string& d) {
  std::error_code ec;
  std::string s = fs::weakly_canonical(fs::absolute(d, ec), ec).string();
  while (s.size() > 1 && s.back() == '/') s.pop_back();
  return s;
}

/// Reads DIR/<id>/report.txt's header (`key: value` lines up to the first blank line).
bool read_report(const std::string& dir, SourceFinding* f, std::string* error) {
  std::string path = dir + "/report.txt";
  std::ifstream in(path);
  if (!in) {
    *error = fmt::format("{}: error: a finding folder without report.txt", dir);
    return false;
  }
  std::map<std::string, std::string> fields;
  std::string line;
  while (std::getline(in, line) && !line.empty()) {
    size_t colon = line.find(": ");
    if (colon != std::string::npos && line.compare(0, 7, "replay:") != 0)
      fields.emplace(line.substr(0, colon), line.substr(colon + 2));
  }
  for (const char* key : {"kind", "stage", "seed"})
    if (!fields.count(key)) {
      *error = fmt::format("{}:1:1: error: not a finding report (no '{}:' line)", path, key);
      return false;
    }
  f->kind = fields["kind"];
  f->signature =
      fields.count("signature") ? fields["signature"] : finding_signature(f->kind, fields["stage"]);
  try {
    size_t used = 0;
    f->seed = std::stoull(fields["seed"], &used);
    if (used != fields["seed"].size()) throw std::invalid_argument("seed");
    // "size: 14 -> 5": the reduced program's size is the second number.
    const std::string& size = fields.count("size") ? fields["size"] : std::string("0");
    size_t arrow = size.find("->");
    f->size = std::stoll(arrow == std::string::npos ? size : size.substr(arrow + 2));
  } catch (const std::exception&) {
    *error =
        fmt::format("{}:1:1: error: not a finding report (a bad 'seed:' or 'size:' line)", path);
    return false;
  }
  return true;
}

/// Reads one source directory; false with `*error` on bad input.
bool read_source(const std::string& dir, size_t index, Source* s, std::vector<LogLine>* log,
                 std::vector<std::string>* notes, std::string* error) {
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) {
    *error = fmt::format("{}: error: no such campaign directory", dir);
    return false;
  }
  s->dir = dir;
  std::string log_path = dir + "/campaign.jsonl";
  std::ifstream in(log_path);
  if (!in) {
    *error = fmt::format("{}: error: not a campaign directory (no campaign.jsonl)", dir);
    return false;
  }
  if (fs::exists(dir + "/campaign.json")) {
    std::string why;
    auto config = Campaign::read_config(dir, &why);
    if (!config) {
      *error = fmt::format("{}/campaign.json:1:1: error: {}", dir, why);
      return false;
    }
    s->config = *config;
    if (config->contains("shard") && (*config)["shard"].is_string())
      s->shard = (*config)["shard"].get<std::string>();
  }
  std::string line;
  for (size_t n = 1; std::getline(in, line); ++n) {
    if (line.empty()) continue;
    nlohmann::json j;
    try {
      j = nlohmann::json::parse(line);
    } catch (const nlohmann::json::parse_error& e) {
      *error = fmt::format("{}:{}:{}: error: corrupt campaign log: not JSON", log_path, n,
                           std::max<size_t>(1, e.byte));
      return false;
    }
    if (!j.is_object() || !j.contains("event") || !j["event"].is_string()) {
      *error = fmt::format("{}:{}:1: error: corrupt campaign log: not a log record (an object "
                           "with an \"event\")",
                           log_path, n);
      return false;
    }
    if (j.contains("programs") && j["programs"].is_number_integer())
      s->programs = std::max(s->programs, j["programs"].get<int64_t>());
    std::string time =
        j.contains("time") && j["time"].is_string() ? j["time"].get<std::string>() : std::string();
    j["source"] = dir;
    j["shard"] = s->shard;
    log->push_back({time, index, n, std::move(j)});
  }
  for (const auto& entry : fs::directory_iterator(dir, ec)) {
    std::string name = entry.path().filename().string();
    if (name.rfind(".tmp-", 0) == 0 && entry.is_directory()) {
      notes->push_back(fmt::format("{}: skipped {} (a finding being written when the campaign "
                                   "stopped; --resume redoes it)",
                                   dir, name));
      continue;
    }
    if (!entry.is_directory() || !is_finding_id(name)) continue;
    SourceFinding f;
    f.source = index;
    f.dir = dir + "/" + name;
    if (!read_report(f.dir, &f, error)) return false;
    s->findings.push_back(std::move(f));
  }
  if (ec) {
    *error = fmt::format("{}: error: cannot list it: {}", dir, ec.message());
    return false;
  }
  std::sort(s->findings.begin(), s->findings.end(),
            [](const SourceFinding& a, const SourceFinding& b) { return a.dir < b.dir; });
  return true;
}

/// report.txt with its `replay: cd OLD && ...` lines pointing at `dir`.
std::string retarget_replays(const std::string& report, const std::string& dir) {
  std::istringstream in(report);
  std::string out, line;
  while (std::getline(in, line)) {
    if (line.rfind("replay: cd ", 0) == 0) {
      size_t amp = line.find(" && ");
      if (amp != std::string::npos) line = "replay: cd " + dir + line.substr(amp);
    }
    out += line + "\n";
  }
  return out;
}

/// Notes on a set of shards: missing or repeated indices, sources from different campaigns.
void shard_notes(const std::vector<Source>& sources, std::vector<std::string>* notes) {
  std::map<int64_t, std::vector<int64_t>> seen; // N -> indices K
  for (const Source& s : sources) {
    int64_t k = 0, n = 0;
    if (std::sscanf(s.shard.c_str(), "%ld/%ld", &k, &n) == 2) seen[n].push_back(k);
  }
  for (auto& [n, ks] : seen) {
    std::sort(ks.begin(), ks.end());
    std::string missing, repeated;
    for (int64_t k = 0; k < n && k < 10000; ++k) {
      auto c = std::count(ks.begin(), ks.end(), k);
      if (c == 0) missing += fmt::format("{}{}/{}", missing.empty() ? "" : ", ", k, n);
      if (c > 1) repeated += fmt::format("{}{}/{}", repeated.empty() ? "" : ", ", k, n);
    }
    if (!missing.empty()) notes->push_back("shards missing: " + missing);
    if (!repeated.empty()) notes->push_back("shards given more than once: " + repeated);
  }
  // Shards of one campaign share every flag but the shard, the jobs and the time.
  for (const char* key : {"seed", "pass", "backend", "count"}) {
    std::set<std::string> values;
    for (const Source& s : sources)
      if (s.config.contains(key)) values.insert(s.config[key].dump());
    if (values.size() > 1)
      notes->push_back(fmt::format("the sources differ in --{} (merged all the same)", key));
  }
}

} // namespace

MergeResult merge_campaigns(const std::string& out, const std::vector<std::string>& dirs) {
  MergeResult r;
  std::error_code ec;
  if (dirs.empty()) {
    r.errors.push_back("error: no campaign directories to merge");
    return r;
  }
  if (fs::exists(out, ec) && !(fs::is_directory(out, ec) && fs::is_empty(out, ec))) {
    r.errors.push_back(fmt::format("{}: error: already exists and is not empty (merge into a new "
                                   "directory)",
                                   out));
    return r;
  }
  // Each source once; OUT is none of them.
  std::set<std::string> canon;
  std::string out_canon = canonical_dir(out);
  for (const std::string& d : dirs) {
    std::string c = canonical_dir(d);
    if (c == out_canon)
      r.errors.push_back(fmt::format("{}: error: is the output directory", d));
    else if (!canon.insert(c).second)
      r.errors.push_back(fmt::format("{}: error: given more than once", d));
  }
  if (!r.errors.empty()) return r;

  std::vector<Source> sources(dirs.size());
  std::vector<LogLine> log;
  for (size_t i = 0; i < dirs.size(); ++i) {
    std::string error;
    if (!read_source(dirs[i], i, &sources[i], &log, &r.notes, &error)) {
      r.errors.push_back(error);
      return r;
    }
  }
  shard_notes(sources, &r.notes);

  // Group by signature; keep the smallest reduced program, then the smallest seed, then the
  // first given (sources in argument order, findings in folder order).
  std::map<std::string, std::vector<const SourceFinding*>> groups;
  for (const Source& s : sources)
    for (const SourceFinding& f : s.findings) groups[f.signature].push_back(&f);
  r.sources = int64_t(sources.size());
  for (const Source& s : sources) {
    r.programs += s.programs;
    r.findings_total += int64_t(s.findings.size());
  }

  // Written into a temporary folder beside OUT, renamed at the end.
  fs::path out_path(out);
  fs::path parent = out_path.has_parent_path() ? out_path.parent_path() : fs::path(".");
  fs::path tmp = parent / fmt::format(".{}.tmp-merge-{}", out_path.filename().string(), ::getpid());
  fs::remove_all(tmp, ec);
  fs::create_directories(tmp, ec);
  if (ec) {
    r.errors.push_back(fmt::format("{}: error: cannot create it: {}", tmp.string(), ec.message()));
    return r;
  }
  std::map<std::string, int64_t> by_oracle;
  nlohmann::json merged_json = nlohmann::json::array();
  for (auto& [signature, group] : groups) {
    auto best = *std::min_element(group.begin(), group.end(), [](auto* a, auto* b) {
      return std::tie(a->size, a->seed, a->source) < std::tie(b->size, b->seed, b->source);
    });
    MergedFinding m;
    m.id = int64_t(r.findings.size());
    m.signature = signature;
    m.from = best->dir;
    m.seed = best->seed;
    m.size = best->size;
    nlohmann::json dups = nlohmann::json::array();
    for (const SourceFinding* f : group) {
      dups.push_back({{"from", f->dir}, {"seed", f->seed}, {"size", f->size}});
      if (f != best) m.duplicates.push_back(f->dir);
    }
    fs::path dest = tmp / std::to_string(m.id);
    fs::copy(best->dir, dest, fs::copy_options::recursive, ec);
    std::ifstream rin(best->dir + "/report.txt");
    std::stringstream report;
    report << rin.rdbuf();
    if (ec ||
        !write_file_atomically((dest / "report.txt").string(),
                               retarget_replays(report.str(), fmt::format("{}/{}", out, m.id)))) {
      r.errors.push_back(fmt::format("{}: error: cannot copy it into {}", best->dir, out));
      fs::remove_all(tmp, ec);
      return r;
    }
    ++by_oracle[best->kind];
    merged_json.push_back({{"id", m.id},
                           {"signature", signature},
                           {"from", m.from},
                           {"seed", m.seed},
                           {"size", m.size},
                           {"findings", dups}});
    r.findings.push_back(std::move(m));
  }

  // The log: every line, by time (ISO 8601 sorts as text), then the merge record.
  std::stable_sort(log.begin(), log.end(), [](const LogLine& a, const LogLine& b) {
    return std::tie(a.time, a.source, a.index) < std::tie(b.time, b.source, b.index);
  });
  std::string log_text;
  for (const LogLine& l : log) log_text += l.record.dump() + "\n";
  nlohmann::json sources_json = nlohmann::json::array();
  for (const Source& s : sources) {
    sources_json.push_back({{"dir", s.dir},
                            {"shard", s.shard},
                            {"programs", s.programs},
                            {"findings", s.findings.size()}});
  }
  nlohmann::json merge_record = {{"event", "merge"},
                                 {"sources", sources_json},
                                 {"programs", r.programs},
                                 {"findings", r.findings.size()},
                                 {"findings_total", r.findings_total},
                                 {"duplicates", r.findings_total - int64_t(r.findings.size())},
                                 {"by_oracle", by_oracle}};
  // Stamped with the latest source record's time: the same sources give the same file.
  nlohmann::json stamped = {{"time", log.empty() ? std::string() : log.back().time}};
  stamped.update(merge_record);
  log_text += stamped.dump() + "\n";
  nlohmann::json summary = {{"sources", sources_json},
                            {"findings", merged_json},
                            {"programs", r.programs},
                            {"findings_total", r.findings_total}};
  if (!write_file_atomically((tmp / "campaign.jsonl").string(), log_text) ||
      !write_file_atomically((tmp / "merge.json").string(), summary.dump(2) + "\n")) {
    r.errors.push_back(fmt::format("{}: error: cannot write into it", tmp.string()));
    fs::remove_all(tmp, ec);
    return r;
  }
  if (fs::exists(out_path, ec)) fs::remove(out_path, ec); // empty (checked above)
  fs::rename(tmp, out_path, ec);
  if (ec) {
    r.errors.push_back(fmt::format("{}: error: cannot create it: {}", out, ec.message()));
    fs::remove_all(tmp, ec);
  }
  return r;
}

} // namespace rxv::fuzz
