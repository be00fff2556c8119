// `rxv report CAMPAIGN_DIR [-o report.html] [--model FILE]`: one self-contained HTML page about a
// fuzz campaign (fuzz/campaign.h): programs/s and findings over time, findings by oracle and
// pass, op coverage, and a table of the findings with links to their folders and the commands
// that replay them. The campaign is read here (tools/report_model.h); the page is drawn by
// tools/report/render.py with matplotlib from the project venv (tools/report/requirements.txt,
// installed by scripts/setup.sh), so the C++ core needs no Python: without the venv this command
// alone fails, with a message saying what to install.
// Exit codes: 0 written, 2 bad input or no renderer, 3 the renderer failed.
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>

#include <fmt/format.h>

#include "tools/commands.h"
#include "tools/exit_codes.h"
#include "tools/json_output.h"
#include "tools/report_model.h"

extern char** environ;

namespace rxv::tools {
namespace {

namespace fs = std::filesystem;

struct ReportFlags {
  std::string dir;
  std::string out;   ///< default DIR/report.html
  std::string model; ///< --model FILE: also write the renderer's input here
};

std::string source_dir() {
#ifdef RXV_SOURCE_DIR
  return RXV_SOURCE_DIR;
#else
  return ".";
#endif
}

/// The venv's Python (RXV_REPORT_PYTHON overrides it) and the renderer script.
std::string report_python() {
  if (const char* p = std::getenv("RXV_REPORT_PYTHON"); p && *p) return p;
  return source_dir() + "/.venv/bin/python";
}

/// Runs `argv` and waits; its exit status, or -1 if it could not start or died of a signal.
int run_process(std::vector<std::string> argv) {
  std::vector<char*> args;
  for (auto& a : argv) args.push_back(a.data());
  args.push_back(nullptr);
  pid_t pid = 0;
  if (posix_spawn(&pid, args[0], nullptr, nullptr, args.data(), environ) != 0) return -1;
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

/// The --json result: where the page is, and what it shows in brief.
nlohmann::ordered_json result_json(const ReportFlags& f, const nlohmann::ordered_json& model) {
  nlohmann::ordered_json j;
  j["campaign"] = f.dir;
  j["out"] = f.out;
  const auto& records = model["records"];
  j["records"] = records.size();
  j["programs"] = records.back()["programs"];
  j["findings"] = nlohmann::ordered_json::array();
  for (const auto& fd : model["findings"])
    j["findings"].push_back({{"id", fd["id"]},
                             {"kind", fd["kind"]},
                             {"stage", fd["stage"]},
                             {"seed", fd["seed"]},
                             {"href", fd["href"]},
                             {"replay", fd["replay"]}});
  j["ops_covered"] = model["ops"]["covered"].size();
  j["ops_total"] = model["ops"]["total"];
  return j;
}

int run_report(ReportFlags f) {
  if (f.out.empty()) f.out = (fs::path(f.dir) / "report.html").string();
  CommandOutput& out = CommandOutput::cli();
  nlohmann::ordered_json model;
  std::vector<FileDiagnostic> diags;
  bool ok = read_report_model(f.dir, f.out, &model, &diags);
  for (const auto& d : diags) out.diagnostic(d.file, d.diag);
  if (!ok) return kExitBadInput;
  std::string text = model.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  if (!f.model.empty() &&
      !std::ofstream(f.model).write(text.data(), std::streamsize(text.size()))) {
    std::cerr << "rxv report: error: cannot write --model " << f.model << "\n";
    return kExitBadInput;
  }
  std::string python = report_python();
  std::string renderer = source_dir() + "/tools/report/render.py";
  if (::access(python.c_str(), X_OK) != 0) {
    std::cerr << fmt::format(
        "rxv report: error: no Python in the project venv ({}); the page is drawn with "
        "matplotlib from it: run `bash scripts/setup.sh` (tools/report/requirements.txt), or "
        "set RXV_REPORT_PYTHON\n",
        python);
    return kExitBadInput;
  }
  // The model goes to the renderer in a temporary file (it may be larger than a pipe holds).
  std::string tmp = (fs::temp_directory_path() / "rxv-report-XXXXXX").string();
  int fd = ::mkstemp(tmp.data());
  if (fd < 0 || ::write(fd, text.data(), text.size()) != ssize_t(text.size())) {
    if (fd >= 0) ::close(fd);
    std::cerr << "rxv report: error: cannot write a temporary file: " << std::strerror(errno)
              << "\n";
    return kExitInternal;
  }
  ::close(fd);
  std::cout.flush();
  std::cerr.flush();
  int rc = run_process({python, renderer, tmp, f.out});
  std::error_code ec;
  fs::remove(tmp, ec);
  if (rc == 2) return kExitBadInput; // the renderer said what the venv lacks
  if (rc != 0) {
    std::cerr << fmt::format("rxv report: internal error: the renderer ({} {}) failed{}\n", python,
                             renderer, rc < 0 ? " (did not run)" : "");
    return kExitInternal;
  }
  std::cout << fmt::format("rxv report: {} ({} log records, {} findings)\n", f.out,
                           model["records"].size(), model["findings"].size());
  out.result() = result_json(f, model);
  return kExitOk;
}

} // namespace

CommandSpec report_command() {
  CommandSpec cmd{"report",
                  "Write one self-contained HTML page about a fuzz campaign (rxv fuzz --out DIR)"};
  auto f = std::make_shared<ReportFlags>();
  cmd.option("CAMPAIGN_DIR", &f->dir, "the campaign directory (rxv fuzz --out DIR)").required();
  cmd.option("-o,--out", &f->out, "the page to write (default CAMPAIGN_DIR/report.html)");
  cmd.option("--model", &f->model,
             "also write the page's data (the report model, docs/json-schema.md) as JSON");
  cmd.run = [f] { return run_report(*f); };
  return cmd;
}

} // namespace rxv::tools
