// The machine-readable output (tools/json_output.h, tools/json_sarif.h) and the report model's
// parsing of a finding's report.txt (tools/report_model.h).
#include <gtest/gtest.h>

#include <iostream>

#include "tools/exit_codes.h"
#include "tools/json_output.h"
#include "tools/json_sarif.h"
#include "tools/report_model.h"

namespace rxv::tools {
namespace json_output_test {

TEST(ParseDiagnosticLine, InvertsDiagnosticFormat) {
  sem::Diagnostic cases[] = {
      {sem::Severity::kError, "WF-3", {12, 9}, "Var 'y' is used before its binding"},
      {sem::Severity::kWarning, "SI-X-size", {3, 1}, "a: b: c"},
      {sem::Severity::kNote, "", {7, 2}, "expected ':' here"},
      {sem::Severity::kError, "", {}, "cannot open file: No such file or directory"},
      {sem::Severity::kError, "WF-X-shared-param", {1, 1}, "x"},
  };
  for (const auto& d : cases) {
    auto p = parse_diagnostic_line(d.format("dir/a b.py"));
    ASSERT_TRUE(p) << d.format("dir/a b.py");
    EXPECT_EQ(p->file, "dir/a b.py");
    EXPECT_EQ(p->diag.severity, d.severity);
    EXPECT_EQ(p->diag.rule, d.rule);
    EXPECT_EQ(p->diag.loc, d.loc);
    EXPECT_EQ(p->diag.message, d.message);
  }
}

TEST(ParseDiagnosticLine, OtherLinesAreNotDiagnostics) {
  EXPECT_FALSE(parse_diagnostic_line("rxv diff: --backend: unknown backend 'x'"));
  EXPECT_FALSE(parse_diagnostic_line("finding 0: pass:dce at stage refines (seed 1)"));
  EXPECT_FALSE(parse_diagnostic_line(""));
  // A line far longer than any regex engine's recursion could take: parsed by hand.
  std::string long_line = "f.py:1:2: error: " + std::string(1 << 20, 'x');
  auto p = parse_diagnostic_line(long_line);
  ASSERT_TRUE(p);
  EXPECT_EQ(p->diag.message.size(), size_t(1) << 20);
}

TEST(ParseDiagnosticLine, LineAndColumnOnlyWhenNumbers) {
  auto p = parse_diagnostic_line("claim:1:5: error: expected an expression");
  ASSERT_TRUE(p);
  EXPECT_EQ(p->file, "claim");
  EXPECT_EQ(p->diag.loc.line, 1u);
  auto q = parse_diagnostic_line("a:b:c: note: hello");
  ASSERT_TRUE(q);
  EXPECT_EQ(q->file, "a:b:c");
  EXPECT_FALSE(q->diag.loc.known());
}

TEST(CommandOutput, JsonEnvelopeCapturesOutputAndDiagnostics) {
  CommandOutput out;
  out.start(OutputFormat::kJson);
  std::cout << "some text\n";
  std::cerr << "f.py:2:3: error: WF-1: first\n";
  out.diagnostic("g.py", {sem::Severity::kWarning, "SI-2", {4, 5}, "second"});
  std::cerr << "a plain line\n";
  out.result()["answer"] = 42;
  auto j = nlohmann::json::parse(out.finish("check", kExitBadInput));
  EXPECT_EQ(j["tool"], "rxv");
  EXPECT_EQ(j["command"], "check");
  EXPECT_EQ(j["exit_code"], 2);
  EXPECT_EQ(j["status"], "bad-input");
  EXPECT_EQ(j["output"], "some text\n");
  EXPECT_EQ(j["result"]["answer"], 42);
  ASSERT_EQ(j["diagnostics"].size(), 3u);
  // In the order they came: the structured one keeps its place among the captured lines.
  EXPECT_EQ(j["diagnostics"][0]["rule"], "WF-1");
  EXPECT_EQ(j["diagnostics"][0]["line"], 2);
  EXPECT_EQ(j["diagnostics"][1]["file"], "g.py");
  EXPECT_EQ(j["diagnostics"][1]["severity"], "warning");
  // A plain line is an error when the command failed for bad input ...
  EXPECT_EQ(j["diagnostics"][2]["severity"], "error");
  EXPECT_FALSE(j["diagnostics"][2].contains("file"));
}

TEST(CommandOutput, PlainLinesAreNotesWhenTheCommandRan) {
  CommandOutput out;
  out.start(OutputFormat::kJson);
  std::cerr << "finding 0: pass:x at stage refines\n";
  auto j = nlohmann::json::parse(out.finish("fuzz", kExitFinding));
  ASSERT_EQ(j["diagnostics"].size(), 1u);
  EXPECT_EQ(j["diagnostics"][0]["severity"], "note");
  EXPECT_TRUE(j["result"].is_null());
}

TEST(CommandOutput, TextFormatPrintsAndReturnsNothing) {
  CommandOutput out;
  EXPECT_FALSE(out.machine());
  EXPECT_EQ(out.finish("check", 0), "");
}

TEST(Sarif, RulesResultsAndNotifications) {
  std::vector<FileDiagnostic> diags = {
      {"a.py", {sem::Severity::kError, "WF-3", {12, 9}, "use before binding"}},
      {"a.py", {sem::Severity::kError, "WF-3", {14, 1}, "again"}},
      {"b c.py", {sem::Severity::kWarning, "SI-2", {1, 1}, "possibly"}},
      {"d.py", {sem::Severity::kError, "", {2, 5}, "expected ')'"}},
      {"e.py", {sem::Severity::kError, "", {}, "cannot open file"}},
      {"", {sem::Severity::kError, "", {}, "rxv check: --against-tvm: TVM is not available"}},
  };
  auto log = sarif_log(diags, kExitBadInput);
  EXPECT_EQ(log["version"], "2.1.0");
  ASSERT_EQ(log["runs"].size(), 1u);
  const auto& run = log["runs"][0];
  const auto& rules = run["tool"]["driver"]["rules"];
  ASSERT_EQ(rules.size(), 4u); // WF-3 once, SI-2, syntax, input
  EXPECT_EQ(rules[0]["id"], "WF-3");
  EXPECT_EQ(rules[2]["id"], "syntax");
  EXPECT_EQ(rules[3]["id"], "input");
  const auto& results = run["results"];
  ASSERT_EQ(results.size(), 5u);
  for (const auto& r : results) EXPECT_EQ(rules[r["ruleIndex"].get<size_t>()]["id"], r["ruleId"]);
  const auto& loc = results[0]["locations"][0]["physicalLocation"];
  EXPECT_EQ(loc["artifactLocation"]["uri"], "a.py");
  EXPECT_EQ(loc["region"]["startLine"], 12);
  EXPECT_EQ(loc["region"]["startColumn"], 9);
  EXPECT_EQ(results[2]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"], "b%20c.py");
  EXPECT_EQ(results[2]["level"], "warning");
  EXPECT_FALSE(results[4]["locations"][0]["physicalLocation"].contains("region"));
  const auto& inv = run["invocations"][0];
  EXPECT_EQ(inv["executionSuccessful"], false);
  ASSERT_EQ(inv["toolExecutionNotifications"].size(), 1u);
}

TEST(FindingReport, FieldsReplayAndMessage) {
  FindingReport r = parse_finding_report(
      "kind: pass:dce\nstage: refines\npass: bugzoo:dce\nseed: 17\nfound-at: 0.250\n"
      "size: 40 -> 12\nreplay: rxv fuzz --pass 'bugzoo:dce' --program-seed 17\n"
      "replay: cd /c/0 && rxv run before.py --input x=inputs/x.npy\n\n"
      "effect traces differ: effect 0: print\nsecond line\n");
  EXPECT_EQ(r.fields["kind"], "pass:dce");
  EXPECT_EQ(r.fields["seed"], "17");
  EXPECT_EQ(r.fields["found-at"], "0.250");
  EXPECT_EQ(r.fields["size"], "40 -> 12");
  ASSERT_EQ(r.replay.size(), 2u);
  EXPECT_EQ(r.replay[0], "rxv fuzz --pass 'bugzoo:dce' --program-seed 17");
  EXPECT_EQ(r.message, "effect traces differ: effect 0: print\nsecond line");
}

TEST(FindingReport, ABundleFindingsReport) {
  // bundle-check's report.txt: a line that is not "key: value" starts the message.
  FindingReport r = parse_finding_report(
      "kind: bundle:host\nstage: mismatch\nregion 3 (main, region 1 of 2):\nlv = add\n"
      "replay: rxv-bundle-run b (case 0, target host)\n");
  EXPECT_EQ(r.fields["stage"], "mismatch");
  EXPECT_FALSE(r.fields.contains("region 3 (main, region 1 of 2)"));
  EXPECT_EQ(r.replay.size(), 1u);
  EXPECT_NE(r.message.find("region 3"), std::string::npos);
}

} // namespace json_output_test
} // namespace rxv::tools
