#pragma once
/// Machine-readable output of every `rxv` command (docs/json-schema.md). With `--json` a command
/// prints one JSON document, the envelope (tool, version, command, exit status, diagnostics with
/// file, line, column, severity, rule and message, the text it would have printed, and its own
/// payload under "result"); `rxv check --sarif` prints a SARIF 2.1.0 log instead (json_sarif.h).
///
/// Commands print their text as always and fill `result()` with their payload. In a machine
/// format this module captures the process's stdout and stderr (file descriptors 1 and 2, so
/// std::cout, stdio, fmt::print and child processes alike) while the command runs, so that nothing
/// but the document reaches stdout: each captured stderr line in the diagnostic format
/// (`file:line:col: severity: RULE: message`, sem::Diagnostic::format) becomes a structured
/// diagnostic, any other line one without a location (an error when the command fails with bad
/// input or an internal error, else a note). Commands whose diagnostics carry locations report
/// them with diagnostic(), structured from the start.
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "semantics/support/diagnostic.h"

namespace rxv::tools {

enum class OutputFormat { kText, kJson, kSarif };

/// A diagnostic and the file it is about ("" for one about the command, not a file).
struct FileDiagnostic {
  std::string file;
  sem::Diagnostic diag;
};

/// Parses a line written by sem::Diagnostic::format (`file:line:col: error: WF-3: message`, or
/// `file: warning: message`); nullopt for any other line.
std::optional<FileDiagnostic> parse_diagnostic_line(const std::string& line);

/// "ok", "finding", "bad-input", "internal-error" or "undecided" (exit_codes.h).
const char* exit_status_name(int exit_code);
/// "error", "warning" or "note".
const char* severity_name(sem::Severity s);

/// One diagnostic as the envelope writes it.
nlohmann::ordered_json diagnostic_json(const FileDiagnostic& d);

/// The output of the one command an `rxv` process runs.
class CommandOutput {
public:
  CommandOutput();
  ~CommandOutput();
  CommandOutput(const CommandOutput&) = delete;
  CommandOutput& operator=(const CommandOutput&) = delete;

  /// The process's (cli_app.cpp starts it; commands fill it).
  static CommandOutput& cli();

  /// Selects the format; a machine format starts capturing std::cout and std::cerr.
  void start(OutputFormat format);
  OutputFormat format() const { return format_; }
  bool machine() const { return format_ != OutputFormat::kText; }

  /// Reports a diagnostic about `file`: printed (sem::Diagnostic::format) in text, kept as it is
  /// in a machine format. Thread-safe.
  void diagnostic(const std::string& file, const sem::Diagnostic& d);
  /// All of `sink`'s, and a note for those it dropped over its limit.
  void diagnostics(const std::string& file, const sem::DiagnosticSink& sink);

  /// The command's payload (null until a command sets it).
  nlohmann::ordered_json& result() { return result_; }

  /// Ends the capture; returns the document: the envelope (--json) or the SARIF log (--sarif),
  /// each followed by a newline; "" in text.
  std::string finish(const std::string& command, int exit_code);
  /// Ends the capture and gives back what was captured (stdout, stderr) unchanged: for output
  /// a person asked for, such as --help.
  std::pair<std::string, std::string> release();

  /// The diagnostics so far, captured lines included (only in a machine format).
  std::vector<FileDiagnostic> collected(int exit_code);

private:
  class Capture;
  OutputFormat format_ = OutputFormat::kText;
  std::unique_ptr<Capture> capture_;
  std::mutex mu_; ///< diagnostic() may be called from worker threads
  std::vector<FileDiagnostic> diags_;
  nlohmann::ordered_json result_;
};

} // namespace rxv::tools
