#pragma once
/// The model of `rxv report` (tools/cmd_report.cpp): what a campaign directory (`rxv fuzz --out
/// DIR`, fuzz/campaign.h) holds, as one JSON document that the page's renderer
/// (tools/report/render.py) draws; docs/json-schema.md describes it ("report model").
///
///   records   the campaign log (campaign.jsonl), one entry per line, each with `t`: seconds of
///             the campaign's own running time (a resumed run continues where the last record of
///             the run before it left off, so time between a kill and --resume does not count)
///   findings  each finding folder DIR/<id>/: its report.txt's fields (kind, stage, pass, seed,
///             found-at, ...), its replay commands and its message, and `href`, the folder
///             relative to the page
///   ops       the op table's ops by family, and which of them the campaign's programs called
///             (the log's progress and end records list them)
///   config    the campaign's flags (campaign.json), when present
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "tools/json_output.h"

namespace rxv::tools {

/// One finding folder's report.txt: "key: value" lines, "replay: COMMAND" lines, and after the
/// first blank line the message.
struct FindingReport {
  nlohmann::ordered_json fields = nlohmann::ordered_json::object();
  std::vector<std::string> replay;
  std::string message;
};
FindingReport parse_finding_report(const std::string& text);

/// Reads campaign `dir` into the model, for a page written to `page` (links are relative to its
/// folder). Bad lines of the log are skipped with a warning; a directory without a log, or with
/// no readable record, is an error. Diagnostics go to `diags`; false on an error.
bool read_report_model(const std::string& dir, const std::string& page,
                       nlohmann::ordered_json* model, std::vector<FileDiagnostic>* diags);

} // namespace rxv::tools
