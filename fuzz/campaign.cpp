#include "fuzz/campaign.h"

#include <fcntl.h>
#include <fmt/format.h>
#include <unistd.h>

#include <chrono>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace rxv::fuzz {

namespace fs = std::filesystem;

namespace {

// One write(2) on an O_APPEND descriptor: a line reaches the file whole or not at all when the
// process is killed (the kernel keeps what was written; kill -9 cannot tear a write in half).
void append_line(int fd, const std::string& line) {
  std::string s = line + "\n";
  const char* p = s.data();
  size_t left = s.size();
  while (left > 0) {
    ssize_t n = ::write(fd, p, left);
    if (n <= 0) return; // a full disk loses log lines, not findings (those are renamed in)
    p += n;
    left -= size_t(n);
  }
}

std::string now_iso() {
  auto t = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return buf;
}

} // namespace

bool is_finding_id(const std::string& name) {
  return !name.empty() && name.size() < 19 &&
         name.find_first_not_of("0123456789") == std::string::npos;
}

bool write_file_atomically(const std::string& path, const std::string& text) {
  std::string tmp = fmt::format("{}.tmp-{}", path, ::getpid());
  {
    std::ofstream f(tmp, std::ios::binary | std::ios::trunc);
    if (!(f << text) || !f.flush()) return false;
  }
  std::error_code ec;
  fs::rename(tmp, path, ec);
  return !ec;
}

std::unique_ptr<Campaign> Campaign::open(const std::string& dir, bool resume, std::string* error) {
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec) {
    *error = fmt::format("cannot create '{}': {}", dir, ec.message());
    return nullptr;
  }
  bool exists = fs::exists(fs::path(dir) / "campaign.json");
  if (!resume && exists) {
    *error = fmt::format(
        "'{}' already holds a campaign: continue it with --resume {}, or choose another --out", dir,
        dir);
    return nullptr;
  }
  if (resume && !exists) {
    *error = fmt::format("'{}' holds no campaign to resume (no campaign.json)", dir);
    return nullptr;
  }
  std::unique_ptr<Campaign> c(new Campaign(dir));
  for (const auto& entry : fs::directory_iterator(dir, ec)) {
    std::string name = entry.path().filename().string();
    // A finding that was being written when the campaign died: its program is checked again.
    if (name.rfind(".tmp-", 0) == 0) fs::remove_all(entry.path(), ec);
    if (entry.is_directory() && is_finding_id(name)) {
      c->findings_before_ = std::max<int64_t>(c->findings_before_, std::stoll(name) + 1);
      std::ifstream report(entry.path() / "report.txt");
      std::string first;
      if (std::getline(report, first) && first.rfind("kind: ", 0) == 0)
        ++c->kinds_before_[first.substr(6)];
    }
  }
  {
    std::ifstream done(fs::path(dir) / "done");
    int64_t position = 0;
    std::string line;
    while (std::getline(done, line)) {
      // A line cut short by a full disk is not a number; it is ignored (that program runs again).
      std::istringstream in(line);
      if (in >> position) c->done_before_.insert(position);
    }
  }
  c->done_fd_ =
      ::open((fs::path(dir) / "done").c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
  c->log_fd_ = ::open((fs::path(dir) / "campaign.jsonl").c_str(),
                      O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
  if (c->done_fd_ < 0 || c->log_fd_ < 0) {
    *error = fmt::format("cannot write into '{}'", dir);
    return nullptr;
  }
  return c;
}

Campaign::~Campaign() {
  if (done_fd_ >= 0) ::close(done_fd_);
  if (log_fd_ >= 0) ::close(log_fd_);
}

std::string Campaign::write_finding(int64_t id,
                                    const std::function<void(const std::string&)>& fill) {
  std::string final_dir = fmt::format("{}/{}", dir_, id);
  std::string tmp = fmt::format("{}/.tmp-{}", dir_, id);
  std::error_code ec;
  fs::remove_all(tmp, ec);
  fs::create_directories(tmp, ec);
  fill(tmp);
  fs::remove_all(final_dir, ec); // only a leftover of a run that did not record it as done
  fs::rename(tmp, final_dir, ec);
  return final_dir;
}

void Campaign::mark_done(int64_t position) {
  std::lock_guard<std::mutex> lock(mu_);
  append_line(done_fd_, std::to_string(position));
}

void Campaign::log(nlohmann::json record) {
  nlohmann::json line = {{"time", now_iso()}};
  line.update(record);
  std::lock_guard<std::mutex> lock(mu_);
  append_line(log_fd_, line.dump());
}

bool Campaign::write_config(const std::string& dir, const nlohmann::json& config,
                            std::string* error) {
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec || !write_file_atomically(dir + "/campaign.json", config.dump(2) + "\n")) {
    *error = fmt::format("cannot write '{}/campaign.json'", dir);
    return false;
  }
  return true;
}

std::optional<nlohmann::json> Campaign::read_config(const std::string& dir, std::string* error) {
  std::ifstream f(dir + "/campaign.json");
  if (!f) {
    *error = fmt::format("'{}' holds no campaign to resume (no campaign.json)", dir);
    return std::nullopt;
  }
  nlohmann::json j = nlohmann::json::parse(f, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded() || !j.is_object()) {
    *error = fmt::format("'{}/campaign.json' is not a JSON object", dir);
    return std::nullopt;
  }
  return j;
}

} // namespace rxv::fuzz
