#include "tools/report_model.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include <fmt/format.h>

#include "fuzz/campaign.h"
#include "semantics/ops/op_table.h"
#include "tools/version.h"

namespace rxv::tools {
namespace {

namespace fs = std::filesystem;
using J = nlohmann::ordered_json;

/// Largest log or report.txt read (a campaign's log grows by ~1 KB per 10 s).
constexpr uintmax_t kMaxFileBytes = uintmax_t(256) << 20;

void warn(std::vector<FileDiagnostic>* diags, const std::string& file, uint32_t line,
          const std::string& message) {
  diags->push_back({file, {sem::Severity::kWarning, "", {line, line ? 1u : 0u}, message}});
}

void fail(std::vector<FileDiagnostic>* diags, const std::string& file, const std::string& message) {
  diags->push_back({file, {sem::Severity::kError, "", {}, message}});
}

bool read_small_file(const fs::path& p, std::string* text) {
  std::error_code ec;
  uintmax_t size = fs::file_size(p, ec);
  if (ec || size > kMaxFileBytes) return false;
  std::ifstream in(p, std::ios::binary);
  if (!in) return false;
  std::ostringstream s;
  s << in.rdbuf();
  *text = s.str();
  return true;
}

/// The fields of a log record the report uses, with their JSON types checked; nullopt (and a
/// reason) for a record that lacks them.
std::optional<J> log_record(const nlohmann::json& r, std::string* why) {
  if (!r.is_object()) {
    *why = "not a JSON object";
    return std::nullopt;
  }
  for (const char* key : {"elapsed", "programs", "rate", "findings"})
    if (!r.contains(key) || !r[key].is_number()) {
      *why = fmt::format("no number '{}'", key);
      return std::nullopt;
    }
  if (!r.contains("event") || !r["event"].is_string()) {
    *why = "no string 'event'";
    return std::nullopt;
  }
  J out;
  out["event"] = r["event"];
  out["time"] = r.value("time", "");
  out["elapsed"] = r["elapsed"].get<double>();
  out["programs"] = r["programs"].get<int64_t>();
  out["rate"] = r["rate"].get<double>();
  out["findings"] = r["findings"].get<int64_t>();
  out["by_oracle"] = J::object();
  if (r.contains("by_oracle") && r["by_oracle"].is_object())
    for (const auto& [k, v] : r["by_oracle"].items())
      if (v.is_number_integer()) out["by_oracle"][k] = v.get<int64_t>();
  out["ops_covered"] = r.contains("ops_covered") && r["ops_covered"].is_number_integer()
                           ? r["ops_covered"].get<int64_t>()
                           : int64_t(0);
  for (const char* key : {"id", "kind", "stage", "seed"})
    if (r.contains(key) && (r[key].is_string() || r[key].is_number())) out[key] = r[key];
  return out;
}

/// The log's records, each with `t` (the campaign's running time; see report_model.h), and the
/// ops they list.
bool read_log(const fs::path& dir, J* records, std::set<std::string>* ops,
              std::vector<FileDiagnostic>* diags) {
  fs::path log = dir / "campaign.jsonl";
  std::string text;
  if (!fs::exists(log)) {
    fail(diags, dir.string(),
         "holds no campaign log (campaign.jsonl): not a campaign directory (rxv fuzz --out DIR)");
    return false;
  }
  if (!read_small_file(log, &text)) {
    fail(diags, log.string(), "cannot read the campaign log (or it is over 256 MiB)");
    return false;
  }
  *records = J::array();
  double offset = 0, last = 0;
  std::istringstream in(text);
  std::string line;
  for (uint32_t n = 1; std::getline(in, line); ++n) {
    if (line.empty()) continue;
    auto parsed = nlohmann::json::parse(line, nullptr, /*allow_exceptions=*/false);
    std::string why = "not JSON (a line cut short when the campaign was killed?)";
    auto r = parsed.is_discarded() ? std::nullopt : log_record(parsed, &why);
    if (!r) {
      warn(diags, log.string(), n, "record skipped: " + why);
      continue;
    }
    std::string event = (*r)["event"];
    // A run (start or resume) begins its clock at 0: continue from the last record before it.
    if (event == "start" || event == "resume") offset = last;
    last = offset + (*r)["elapsed"].get<double>();
    (*r)["t"] = last;
    if (parsed.contains("ops") && parsed["ops"].is_array())
      for (const auto& op : parsed["ops"])
        if (op.is_string()) ops->insert(op.get<std::string>());
    records->push_back(std::move(*r));
  }
  if (records->empty()) {
    fail(diags, log.string(), "the campaign log has no readable record");
    return false;
  }
  return true;
}

J read_findings(const fs::path& dir, const fs::path& page_dir, std::vector<FileDiagnostic>* diags) {
  std::vector<std::pair<int64_t, fs::path>> dirs;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(dir, ec)) {
    std::string name = e.path().filename().string();
    // A finding being written when the campaign died is a .tmp- folder: not a finding yet.
    if (e.is_directory() && fuzz::is_finding_id(name)) dirs.push_back({std::stoll(name), e.path()});
  }
  std::sort(dirs.begin(), dirs.end());
  J out = J::array();
  for (const auto& [id, path] : dirs) {
    std::string text;
    if (!read_small_file(path / "report.txt", &text)) {
      warn(diags, (path / "report.txt").string(), 0, "finding without a readable report.txt");
      continue;
    }
    FindingReport r = parse_finding_report(text);
    J f;
    f["id"] = id;
    f["href"] = fs::relative(path, page_dir, ec).string() + "/";
    if (ec) f["href"] = fs::absolute(path).string() + "/";
    for (const char* key : {"kind", "stage", "pass", "seed", "found-at"})
      f[key] = r.fields.value(key, "");
    f["fields"] = r.fields;
    f["replay"] = r.replay;
    f["message"] = r.message;
    out.push_back(std::move(f));
  }
  return out;
}

J op_coverage(const std::set<std::string>& covered, bool listed) {
  std::map<std::string, std::pair<int, int>> by_family; // family -> (covered, total)
  for (const auto& op : sem::OpTable::get().ops()) {
    auto& [c, t] = by_family[op.family];
    ++t;
    c += covered.count(op.name) > 0;
  }
  J families = J::array();
  for (const auto& [family, ct] : by_family)
    families.push_back({{"family", family}, {"covered", ct.first}, {"total", ct.second}});
  return {{"listed", listed},
          {"total", sem::OpTable::get().ops().size()},
          {"covered", covered},
          {"families", families}};
}

} // namespace

FindingReport parse_finding_report(const std::string& text) {
  FindingReport r;
  std::istringstream in(text);
  std::string line;
  bool in_message = false;
  while (std::getline(in, line)) {
    if (line.rfind("replay: ", 0) == 0) {
      r.replay.push_back(line.substr(8));
      continue;
    }
    if (in_message) {
      r.message += line + "\n";
      continue;
    }
    if (line.empty()) {
      in_message = true;
      continue;
    }
    size_t colon = line.find(": ");
    bool key = colon != std::string::npos && colon > 0 &&
               line.find_first_not_of("abcdefghijklmnopqrstuvwxyz-_") >= colon;
    if (key)
      r.fields[line.substr(0, colon)] = line.substr(colon + 2);
    else
      r.message += line + "\n"; // a report without the blank line: the rest is the message
  }
  while (!r.message.empty() && r.message.back() == '\n') r.message.pop_back();
  return r;
}

bool read_report_model(const std::string& dir, const std::string& page, J* model,
                       std::vector<FileDiagnostic>* diags) {
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) {
    fail(diags, dir, "no such campaign directory");
    return false;
  }
  J records;
  std::set<std::string> ops;
  if (!read_log(dir, &records, &ops, diags)) return false;
  fs::path page_dir = fs::absolute(fs::path(page), ec).parent_path();
  J config = J::object();
  std::string text;
  if (read_small_file(fs::path(dir) / "campaign.json", &text)) {
    auto c = nlohmann::json::parse(text, nullptr, false);
    if (c.is_object()) config = c;
  }
  *model = {{"rxv_version", kRxvVersion},
            {"campaign", dir},
            {"config", config},
            {"records", records},
            {"findings", read_findings(dir, page_dir, diags)},
            {"ops", op_coverage(ops, !ops.empty())}};
  return true;
}

} // namespace rxv::tools
