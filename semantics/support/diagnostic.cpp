#include "semantics/support/diagnostic.h"

#include <fmt/format.h>

namespace rxv::sem {

std::string Diagnostic::format(const std::string& file) const {
  const char* sev = severity == Severity::kError     ? "error"
                    : severity == Severity::kWarning ? "warning"
                                                     : "note";
  std::string where = loc.known() ? fmt::format("{}:{}:{}", file, loc.line, loc.col) : file;
  if (rule.empty()) return fmt::format("{}: {}: {}", where, sev, message);
  return fmt::format("{}: {}: {}: {}", where, sev, rule, message);
}

void DiagnosticSink::add(Diagnostic d) {
  if (d.severity == Severity::kError) ++num_errors_;
  if (diags_.size() < kMaxDiagnostics) diags_.push_back(std::move(d));
}

void DiagnosticSink::error(SourceLoc loc, std::string message, std::string rule) {
  add(Diagnostic{Severity::kError, std::move(rule), loc, std::move(message)});
}

void DiagnosticSink::warning(SourceLoc loc, std::string message, std::string rule) {
  add(Diagnostic{Severity::kWarning, std::move(rule), loc, std::move(message)});
}

std::string DiagnosticSink::format(const std::string& file) const {
  std::string out;
  for (const auto& d : diags_) out += d.format(file) + "\n";
  if (diags_.size() < num_errors_)
    out +=
        fmt::format("{}: note: {} further errors not shown\n", file, num_errors_ - diags_.size());
  return out;
}

} // namespace rxv::sem
