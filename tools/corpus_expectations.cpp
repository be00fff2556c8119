#include "tools/corpus_expectations.h"

#include <algorithm>
#include <charconv>

#include <fmt/format.h>

namespace rxv::tools {
namespace {

std::optional<uint32_t> parse_u32(std::string_view s) {
  uint32_t v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size() || v == 0) return std::nullopt;
  return v;
}

/// "WF-3" or "WF-3 @ 12:17".
std::optional<ExpectedError> parse_expected_error(std::string_view arg) {
  ExpectedError e;
  auto at = arg.find('@');
  e.rule = std::string(trim(arg.substr(0, at)));
  if (e.rule.empty() || e.rule.find(' ') != std::string::npos) return std::nullopt;
  if (at == std::string_view::npos) return e;
  auto where = trim(arg.substr(at + 1));
  auto colon = where.find(':');
  if (colon == std::string_view::npos) return std::nullopt;
  auto line = parse_u32(where.substr(0, colon));
  auto col = parse_u32(where.substr(colon + 1));
  if (!line || !col) return std::nullopt;
  e.loc = sem::SourceLoc{*line, *col};
  return e;
}

bool is_identifier(std::string_view s) {
  if (s.empty() || (s.front() >= '0' && s.front() <= '9')) return false;
  return std::all_of(s.begin(), s.end(), [](char c) {
    return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
  });
}

/// "lv0 : R.Tensor(...)" or "main.lv0 : R.Tensor(...)".
std::optional<ExpectedSInfo> parse_expected_sinfo(std::string_view arg, uint32_t line) {
  auto colon = arg.find(':');
  if (colon == std::string_view::npos) return std::nullopt;
  std::string_view name = trim(arg.substr(0, colon)), text = trim(arg.substr(colon + 1));
  ExpectedSInfo e;
  e.line = line;
  if (auto dot = name.find('.'); dot != std::string_view::npos) {
    e.function = std::string(name.substr(0, dot));
    name = name.substr(dot + 1);
    if (!is_identifier(e.function)) return std::nullopt;
  }
  if (!is_identifier(name) || text.empty()) return std::nullopt;
  e.var = std::string(name);
  e.sinfo = std::string(text);
  return e;
}

} // namespace

bool CorpusExpectations::claims_normal_form() const {
  return normal_form || std::any_of(errors.begin(), errors.end(), [](const ExpectedError& e) {
           return e.rule.starts_with("NF-");
         });
}

CorpusExpectations parse_expectations(std::string_view text, sem::DiagnosticSink& sink) {
  CorpusExpectations ex;
  uint32_t line_no = 0;
  while (!text.empty()) {
    auto nl = text.find('\n');
    std::string_view line = text.substr(0, nl);
    text = nl == std::string_view::npos ? std::string_view() : text.substr(nl + 1);
    ++line_no;
    line = trim(line);
    if (line.empty()) continue;
    if (line.front() != '#') break; // the expectation block ends at the first non-comment line
    line = trim(line.substr(1));
    auto colon = line.find(':');
    if (colon == std::string_view::npos) continue; // an ordinary comment
    std::string_view key = line.substr(0, colon), arg = trim(line.substr(colon + 1));
    sem::SourceLoc loc{line_no, 1};
    if (key == "RXV") {
      ex.description = std::string(arg);
    } else if (key == "EXPECT") {
      if (arg == "well-formed")
        ex.well_formed = true;
      else if (arg == "normal-form")
        ex.well_formed = ex.normal_form = true;
      else
        sink.error(loc, fmt::format("unknown expectation 'EXPECT: {}'", arg));
    } else if (key == "EXPECT-ERROR") {
      if (auto e = parse_expected_error(arg))
        ex.errors.push_back(*e);
      else
        sink.error(loc,
                   fmt::format("malformed 'EXPECT-ERROR: {}' (want RULE or RULE @ line:col)", arg));
    } else if (key == "EXPECT-WARNING") {
      if (auto e = parse_expected_error(arg))
        ex.warnings.push_back(*e);
      else
        sink.error(
            loc, fmt::format("malformed 'EXPECT-WARNING: {}' (want RULE or RULE @ line:col)", arg));
    } else if (key == "EXPECT-READ-ERROR") {
      ex.read_error = std::string(arg);
    } else if (key == "EXPECT-SINFO") {
      if (auto e = parse_expected_sinfo(arg, line_no))
        ex.sinfos.push_back(std::move(*e));
      else
        sink.error(
            loc,
            fmt::format("malformed 'EXPECT-SINFO: {}' (want [function.]var : StructInfo)", arg));
    } else if (key == "RULES") {
      if (arg == "spec")
        ex.spec_rules = true;
      else if (arg != "tvm")
        sink.error(loc, fmt::format("unknown rules 'RULES: {}' (tvm or spec)", arg));
    } else if (key == "TV") {
      if (arg == "validated" || arg == "refuted" || arg == "unknown")
        ex.tv = std::string(arg);
      else
        sink.error(loc,
                   fmt::format("unknown verdict 'TV: {}' (validated, refuted or unknown)", arg));
    } else if (key == "TV-PASS") {
      ex.tv_pass = std::string(arg);
    } else if (key == "EVAL" || key == "PROVE") {
      ex.pending.push_back(std::string(key));
    } else if (key.starts_with("EXPECT")) {
      sink.error(loc, fmt::format("unknown directive '{}'", key));
    }
  }
  if (ex.read_error &&
      (ex.well_formed || !ex.errors.empty() || !ex.warnings.empty() || !ex.sinfos.empty()))
    sink.error({1, 1}, "EXPECT-READ-ERROR cannot be combined with other expectations");
  if (!ex.tv_pass.empty() && ex.tv.empty()) sink.error({1, 1}, "TV-PASS needs a TV: verdict");
  if (ex.well_formed && !ex.errors.empty())
    sink.error({1, 1}, "EXPECT: well-formed contradicts EXPECT-ERROR");
  return ex;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
    s.remove_suffix(1);
  return s;
}

} // namespace rxv::tools
