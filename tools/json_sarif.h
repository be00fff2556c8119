#pragma once
/// `rxv check --sarif`: diagnostics as a SARIF 2.1.0 log (OASIS Static Analysis Results
/// Interchange Format), which code-scanning UIs read. One run; its tool's rules are the rule ids
/// the diagnostics cite (WF-3, SI-2, PUR-1, ...; `syntax` for what the reader cannot read,
/// `input` for a file-level message without a rule); each diagnostic about a file is a result
/// with a physical location (the file and, when known, line and column); a message about the
/// command rather than a file is a tool execution notification of the run's invocation.
#include <vector>

#include <nlohmann/json.hpp>

#include "tools/json_output.h"

namespace rxv::tools {

/// The SARIF log of one `rxv check` run that exited with `exit_code`.
nlohmann::ordered_json sarif_log(const std::vector<FileDiagnostic>& diags, int exit_code);

/// The rule id a diagnostic is filed under in SARIF: its own, or `syntax` / `input`.
std::string sarif_rule_id(const FileDiagnostic& d);

} // namespace rxv::tools
