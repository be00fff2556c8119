#pragma once
/// The expectation lines at the top of a corpus file (DESIGN.md, "Corpus files"):
///   # RXV: what the file covers
///   # EXPECT: well-formed
///   # EXPECT: normal-form                 (well-formed and in normal form)
///   # EXPECT-ERROR: WF-3 @ 12:17          (location optional; WF-*, NF-*, SI-*, PUR-* ids)
///   # EXPECT-WARNING: SI-1 @ 9:9          (a warning: a run-time check is needed)
///   # EXPECT-READ-ERROR: 4:9: message     (the reader's first diagnostic, exactly)
///   # EXPECT-SINFO: main.lv0 : R.Tensor((n, 4), dtype="float32")
///                                         (the derived StructInfo of the first variable of that
///                                          name, in that function if given, printed canonically)
///   # EVAL: ... / # PROVE: ...            (recognized; checked by later layers)
///   # TV: validated|refuted|unknown       (`rxv tv` of this file, as BEFORE, against AFTER: the
///                                          file <stem>.after next to it, or the pass TV-PASS
///                                          names)
///   # TV-PASS: SPEC                       (AFTER is `--pass SPEC` applied to this file)
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "semantics/support/diagnostic.h"

namespace rxv::tools {

struct ExpectedError {
  std::string rule; ///< "WF-3"
  std::optional<sem::SourceLoc> loc;
};

/// `# EXPECT-SINFO: [function.]var : <StructInfo>`.
struct ExpectedSInfo {
  std::string function; ///< a global function's name; empty: the first function that has `var`
  std::string var;
  std::string sinfo; ///< the expected canonical text
  uint32_t line = 0; ///< of the directive, for messages
};

struct CorpusExpectations {
  std::string description;
  bool well_formed = false;
  /// EXPECT: normal-form — well-formed and already in normal form (NF-1 ... NF-4 checked).
  bool normal_form = false;
  /// True when the file claims normal form: EXPECT: normal-form or an expected NF-* error.
  bool claims_normal_form() const;
  /// `# RULES: spec`: check with the spec profile (`rxv check --rules spec`); default tvm.
  bool spec_rules = false;
  std::vector<ExpectedError> errors;
  std::vector<ExpectedError> warnings;
  std::vector<ExpectedSInfo> sinfos;
  std::optional<std::string> read_error; ///< "line:col: message"
  /// `# TV:` — the expected `rxv tv` verdict with this file as BEFORE ("validated", "refuted",
  /// "unknown"); empty when the file is no translation-validation pair.
  std::string tv;
  std::string tv_pass; ///< `# TV-PASS: SPEC`; empty: AFTER is <stem>.after
  /// Directives recognized but not yet checked by this build (e.g. "EVAL"), for the summary.
  std::vector<std::string> pending;
};

/// Parses the leading comment block of `text`. A malformed or unknown directive is reported to
/// `sink` at its line (a corpus file that cannot say what it expects is itself an error).
CorpusExpectations parse_expectations(std::string_view text, sem::DiagnosticSink& sink);

/// `s` without the blanks around it (spaces and tabs; a trailing \r too): a directive's argument.
std::string_view trim(std::string_view s);

} // namespace rxv::tools
