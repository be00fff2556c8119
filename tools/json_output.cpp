#include "tools/json_output.h"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <string_view>

#include "tools/exit_codes.h"
#include "tools/json_sarif.h"
#include "tools/version.h"

namespace rxv::tools {

/// The process's standard output and error (file descriptors 1 and 2) redirected into temporary
/// files while alive: everything the command prints reaches them, through std::cout, stdio,
/// fmt::print or a child process, from any thread.
class CommandOutput::Capture {
public:
  Capture() {
    flush();
    for (int fd : {1, 2}) {
      Stream& s = fd == 1 ? out_ : err_;
      s.file = std::tmpfile();
      s.saved = ::dup(fd);
      if (!s.file || s.saved < 0 || ::dup2(::fileno(s.file), fd) < 0) ok_ = false;
    }
  }
  ~Capture() {
    flush();
    for (int fd : {1, 2}) {
      Stream& s = fd == 1 ? out_ : err_;
      if (s.saved >= 0) {
        ::dup2(s.saved, fd);
        ::close(s.saved);
      }
      if (s.file) std::fclose(s.file);
    }
  }
  bool ok() const { return ok_; }
  /// Bytes written to standard error so far.
  size_t err_size() {
    flush();
    struct stat st {};
    return err_.file && ::fstat(::fileno(err_.file), &st) == 0 ? size_t(st.st_size) : 0;
  }
  std::string out_text() { return read_all(out_); }
  std::string err_text() { return read_all(err_); }

  /// Structured diagnostics, each with the length of the captured stderr when it came, so that
  /// they keep their place among the captured lines.
  std::vector<std::pair<size_t, FileDiagnostic>> placed_;

private:
  struct Stream {
    std::FILE* file = nullptr;
    int saved = -1;
  };
  static void flush() {
    std::cout.flush();
    std::cerr.flush();
    std::fflush(stdout);
    std::fflush(stderr);
  }
  std::string read_all(Stream& s) {
    flush();
    std::string text;
    if (!s.file) return text;
    int fd = ::fileno(s.file);
    char buf[1 << 16];
    for (off_t at = 0;;) {
      ssize_t n = ::pread(fd, buf, sizeof buf, at);
      if (n <= 0) break;
      text.append(buf, size_t(n));
      at += n;
    }
    return text;
  }
  Stream out_, err_;
  bool ok_ = true;
};

namespace {

bool all_digits(std::string_view s) {
  return !s.empty() && s.size() <= 9 &&
         std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

/// The length of a rule id at the start of `s` (upper-case letters, then one or more '-' parts:
/// WF-3, SI-op, WF-X-shared-param), 0 if there is none.
size_t rule_length(std::string_view s) {
  size_t i = 0;
  while (i < s.size() && s[i] >= 'A' && s[i] <= 'Z') ++i;
  if (i == 0) return 0;
  size_t parts = 0;
  while (i < s.size() && s[i] == '-') {
    size_t j = i + 1;
    while (j < s.size() && std::isalnum(static_cast<unsigned char>(s[j]))) ++j;
    if (j == i + 1) return 0;
    i = j;
    ++parts;
  }
  return parts ? i : 0;
}

} // namespace

// Parsed by hand, not with std::regex: libstdc++'s regex recurses per character and a long line
// would overflow the stack.
std::optional<FileDiagnostic> parse_diagnostic_line(const std::string& line) {
  static const std::pair<const char*, sem::Severity> kMarks[] = {
      {": error: ", sem::Severity::kError},
      {": warning: ", sem::Severity::kWarning},
      {": note: ", sem::Severity::kNote}};
  size_t at = std::string::npos, len = 0;
  FileDiagnostic d;
  for (const auto& [mark, sev] : kMarks) {
    size_t p = line.find(mark);
    if (p < at) {
      at = p;
      len = std::strlen(mark);
      d.diag.severity = sev;
    }
  }
  if (at == std::string::npos) return std::nullopt;
  std::string_view where(line.data(), at);
  // file:line:col, or the file alone.
  size_t c2 = where.rfind(':');
  size_t c1 =
      c2 == std::string_view::npos || c2 == 0 ? std::string_view::npos : where.rfind(':', c2 - 1);
  if (c1 != std::string_view::npos && all_digits(where.substr(c1 + 1, c2 - c1 - 1)) &&
      all_digits(where.substr(c2 + 1))) {
    d.diag.loc.line = uint32_t(std::stoul(std::string(where.substr(c1 + 1, c2 - c1 - 1))));
    d.diag.loc.col = uint32_t(std::stoul(std::string(where.substr(c2 + 1))));
    where = where.substr(0, c1);
  }
  d.file = std::string(where);
  std::string_view rest = std::string_view(line).substr(at + len);
  size_t r = rule_length(rest);
  if (r && rest.substr(r, 2) == ": ") {
    d.diag.rule = std::string(rest.substr(0, r));
    rest = rest.substr(r + 2);
  }
  d.diag.message = std::string(rest);
  return d;
}

const char* exit_status_name(int exit_code) {
  switch (exit_code) {
  case kExitOk: return "ok";
  case kExitFinding: return "finding";
  case kExitBadInput: return "bad-input";
  case kExitUndecided: return "undecided";
  default: return "internal-error";
  }
}

const char* severity_name(sem::Severity s) {
  switch (s) {
  case sem::Severity::kError: return "error";
  case sem::Severity::kWarning: return "warning";
  case sem::Severity::kNote: break;
  }
  return "note";
}

nlohmann::ordered_json diagnostic_json(const FileDiagnostic& d) {
  nlohmann::ordered_json j;
  j["severity"] = severity_name(d.diag.severity);
  j["rule"] = d.diag.rule;
  j["message"] = d.diag.message;
  if (!d.file.empty()) j["file"] = d.file;
  if (d.diag.loc.known()) {
    j["line"] = d.diag.loc.line;
    j["col"] = d.diag.loc.col;
  }
  return j;
}

CommandOutput::CommandOutput() = default;
CommandOutput::~CommandOutput() = default;

CommandOutput& CommandOutput::cli() {
  static CommandOutput out;
  return out;
}

void CommandOutput::start(OutputFormat format) {
  format_ = format;
  if (!machine() || capture_) return;
  capture_ = std::make_unique<Capture>();
  if (!capture_->ok()) {
    capture_.reset();
    format_ = OutputFormat::kText;
    std::cerr << "rxv: internal error: cannot capture the output for --json\n";
  }
}

void CommandOutput::diagnostic(const std::string& file, const sem::Diagnostic& d) {
  std::lock_guard<std::mutex> lock(mu_);
  if (!capture_) {
    std::cerr << d.format(file) << "\n";
    return;
  }
  capture_->placed_.push_back({capture_->err_size(), FileDiagnostic{file, d}});
}

void CommandOutput::diagnostics(const std::string& file, const sem::DiagnosticSink& sink) {
  for (const auto& d : sink.diagnostics()) diagnostic(file, d);
  if (sink.diagnostics().size() < sink.num_errors())
    diagnostic(file, {sem::Severity::kNote,
                      "",
                      {},
                      std::to_string(sink.num_errors() - sink.diagnostics().size()) +
                          " further errors not shown"});
}

std::vector<FileDiagnostic> CommandOutput::collected(int exit_code) {
  if (!capture_) return diags_;
  std::string err = capture_->err_text();
  // A line that is not a diagnostic is the command's own message: an error when it failed
  // for bad input or an internal error, else a note (a finding's line, a progress remark).
  sem::Severity plain = exit_code == kExitBadInput || exit_code == kExitInternal
                            ? sem::Severity::kError
                            : sem::Severity::kNote;
  auto placed = capture_->placed_.begin();
  auto flush_placed = [&](size_t upto) {
    for (; placed != capture_->placed_.end() && placed->first <= upto; ++placed)
      diags_.push_back(placed->second);
  };
  size_t pos = 0;
  while (pos < err.size()) {
    flush_placed(pos);
    size_t end = err.find('\n', pos);
    if (end == std::string::npos) end = err.size();
    std::string line = err.substr(pos, end - pos);
    pos = end + 1;
    if (line.empty()) continue;
    if (auto d = parse_diagnostic_line(line))
      diags_.push_back(std::move(*d));
    else
      diags_.push_back({"", {plain, "", {}, line}});
  }
  flush_placed(std::string::npos);
  capture_->placed_.clear();
  return diags_;
}

std::string CommandOutput::finish(const std::string& command, int exit_code) {
  if (!machine()) return "";
  std::vector<FileDiagnostic> diags = collected(exit_code);
  std::string text = capture_->out_text();
  capture_.reset();
  const auto replace = nlohmann::json::error_handler_t::replace;
  if (format_ == OutputFormat::kSarif)
    return sarif_log(diags, exit_code).dump(2, ' ', false, replace) + "\n";
  nlohmann::ordered_json j;
  j["tool"] = "rxv";
  j["version"] = kRxvVersion;
  j["schema_version"] = kJsonSchemaVersion;
  j["command"] = command;
  j["exit_code"] = exit_code;
  j["status"] = exit_status_name(exit_code);
  j["diagnostics"] = nlohmann::ordered_json::array();
  for (const auto& d : diags) j["diagnostics"].push_back(diagnostic_json(d));
  j["output"] = text;
  j["result"] = result_;
  // Invalid UTF-8 in a message or in the text (a file's bytes quoted back) is replaced, not an
  // exception: the document must always be written.
  return j.dump(-1, ' ', false, replace) + "\n";
}

std::pair<std::string, std::string> CommandOutput::release() {
  if (!capture_) return {};
  std::pair<std::string, std::string> r{capture_->out_text(), capture_->err_text()};
  capture_.reset();
  format_ = OutputFormat::kText;
  return r;
}

} // namespace rxv::tools
