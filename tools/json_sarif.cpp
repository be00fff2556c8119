#include "tools/json_sarif.h"

#include <algorithm>
#include <cctype>
#include <map>

#include <fmt/format.h>

#include "tools/exit_codes.h"
#include "tools/version.h"

namespace rxv::tools {
namespace {

/// What a rule id means, from its family (the checker's file comments list each criterion:
/// semantics/analysis/well_formed.h, semantics/infer/infer.h, solver/purity_horn.h).
std::string rule_description(const std::string& id) {
  auto starts = [&](const char* p) { return id.rfind(p, 0) == 0; };
  if (id == "syntax")
    return "The file is not TVMScript that rxv reads (syntax, unsupported construct)";
  if (id == "input") return "The file cannot be used as input (unreadable, too large, not checked)";
  if (starts("WF-X-"))
    return "Well-formedness check that TVM's checker adds to the spec's criteria";
  if (starts("WF-"))
    return fmt::format("Well-formedness criterion {} of the Relax spec", id.substr(3));
  if (starts("NF-")) return fmt::format("Normal form rule {} of the Relax spec", id.substr(3));
  if (starts("SI-"))
    return "StructInfo rule: a binding's StructInfo cannot be inferred or does not fit";
  if (starts("PUR-")) return "Purity rule: an impure call where only pure calls are allowed";
  return "A rule of the Relax spec as rxv checks it";
}

const char* sarif_level(sem::Severity s) {
  switch (s) {
  case sem::Severity::kError: return "error";
  case sem::Severity::kWarning: return "warning";
  case sem::Severity::kNote: break;
  }
  return "note";
}

/// A file path as a SARIF artifact URI: relative paths stay relative (to the run's working
/// directory, the SRCROOT a code-scanning upload resolves), absolute ones become file:// URIs;
/// characters outside RFC 3986's unreserved set and '/' are percent-encoded.
std::string file_uri(const std::string& path) {
  std::string out = path.rfind('/', 0) == 0 ? "file://" : "";
  for (unsigned char c : path) {
    if (std::isalnum(c) || c == '/' || c == '-' || c == '.' || c == '_' || c == '~')
      out += char(c);
    else
      out += fmt::format("%{:02X}", c);
  }
  return out;
}

} // namespace

std::string sarif_rule_id(const FileDiagnostic& d) {
  if (!d.diag.rule.empty()) return d.diag.rule;
  return d.diag.loc.known() ? "syntax" : "input";
}

nlohmann::ordered_json sarif_log(const std::vector<FileDiagnostic>& diags, int exit_code) {
  using J = nlohmann::ordered_json;
  std::map<std::string, size_t> rule_index;
  J rules = J::array(), results = J::array(), notifications = J::array();
  for (const auto& d : diags) {
    if (d.file.empty()) {
      notifications.push_back(
          {{"level", sarif_level(d.diag.severity)}, {"message", {{"text", d.diag.message}}}});
      continue;
    }
    std::string id = sarif_rule_id(d);
    auto [it, fresh] = rule_index.try_emplace(id, rule_index.size());
    if (fresh)
      rules.push_back({{"id", id},
                       {"shortDescription", {{"text", rule_description(id)}}},
                       {"defaultConfiguration", {{"level", "error"}}}});
    J physical = {{"artifactLocation", {{"uri", file_uri(d.file)}}}};
    if (d.diag.loc.known())
      physical["region"] = {{"startLine", d.diag.loc.line},
                            {"startColumn", std::max<uint32_t>(d.diag.loc.col, 1)}};
    results.push_back({{"ruleId", id},
                       {"ruleIndex", it->second},
                       {"level", sarif_level(d.diag.severity)},
                       {"message", {{"text", d.diag.message}}},
                       {"locations", J::array({{{"physicalLocation", physical}}})}});
  }
  J invocation = {{"executionSuccessful", exit_code == kExitOk || exit_code == kExitFinding},
                  {"exitCode", exit_code}};
  if (!notifications.empty()) invocation["toolExecutionNotifications"] = notifications;
  J run = {{"tool", {{"driver", {{"name", "rxv"}, {"version", kRxvVersion}, {"rules", rules}}}}},
           {"invocations", J::array({invocation})},
           {"results", results}};
  return {{"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
          {"version", "2.1.0"},
          {"runs", J::array({run})}};
}

} // namespace rxv::tools
