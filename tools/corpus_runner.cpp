#include "tools/corpus_runner.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <fmt/format.h>

#include "semantics/infer/infer.h"
#include "semantics/ir/structural_equal.h"
#include "semantics/script/printer.h"
#include "semantics/script/reader.h"
#include "semantics/transform/normalize.h"
#include "solver/check_module.h"
#include "solver/z3_arith.h"
#include "tools/corpus_eval.h"
#include "tools/corpus_expectations.h"
#include "tools/corpus_prove.h"
#include "tools/source_file.h"
#include "tools/tv_run.h"

namespace rxv::tools {
namespace {

std::string first_error(const sem::DiagnosticSink& sink) {
  for (const auto& d : sink.diagnostics())
    if (d.severity == sem::Severity::kError)
      return fmt::format("{}:{}: {}", d.loc.line, d.loc.col, d.message);
  return "(no error)";
}

/// The identity checks every readable file must pass, in each dialect the printer writes: print
/// is a fixed point after one round and the re-read module is structurally equal (and hashes
/// equal) to the original.
void check_round_trip(const sem::IRModule& mod, const char* what, CorpusFileResult& r) {
  for (sem::Dialect dialect : {sem::Dialect::kClassic, sem::Dialect::kTvm027}) {
    sem::PrintOptions options{dialect};
    std::string in = dialect == sem::Dialect::kClassic ? what : fmt::format("{} (tvm-0.27)", what);
    std::string printed = sem::print_module(mod, options);
    sem::DiagnosticSink sink;
    auto again = sem::read_module(printed, sink);
    if (!again) {
      r.failures.push_back(
          fmt::format("{}: printed text does not read back: {}", in, first_error(sink)));
      continue;
    }
    if (std::string reprinted = sem::print_module(*again, options); reprinted != printed)
      r.failures.push_back(fmt::format("{}: print(read(print(m))) != print(m)", in));
    if (!sem::structural_equal(mod, *again))
      r.failures.push_back(fmt::format("{}: read(print(m)) is not structurally equal to m", in));
    else if (sem::structural_hash(mod) != sem::structural_hash(*again))
      r.failures.push_back(fmt::format("{}: structurally equal modules hash differently", in));
  }
}

/// EXPECT-ERROR (or EXPECT-WARNING) lines against the reported diagnostics of that severity:
/// every expected one must be reported (rule, and location when given), and every reported one
/// must be expected.
void match_diagnostics(const std::vector<sem::Diagnostic>& diags, sem::Severity severity,
                       const std::vector<ExpectedError>& expected, CorpusFileResult& r) {
  const char* what = severity == sem::Severity::kError ? "" : " warning";
  auto of_severity = [&](const sem::Diagnostic& d) { return d.severity == severity; };
  for (const auto& e : expected) {
    bool found = std::any_of(diags.begin(), diags.end(), [&](const sem::Diagnostic& d) {
      return of_severity(d) && d.rule == e.rule && (!e.loc || d.loc == *e.loc);
    });
    if (!found)
      r.failures.push_back(e.loc ? fmt::format("expected{} {} at {}:{}, not reported", what, e.rule,
                                               e.loc->line, e.loc->col)
                                 : fmt::format("expected{} {}, not reported", what, e.rule));
  }
  for (const auto& d : diags) {
    if (!of_severity(d)) continue;
    bool ok = std::any_of(expected.begin(), expected.end(),
                          [&](const ExpectedError& e) { return e.rule == d.rule; });
    if (!ok) r.failures.push_back("unexpected " + d.format(r.path));
  }
}

/// The check pipeline's findings against the file's expectations (EXPECT: well-formed means no
/// error of any kind: WF, NF, SI, PUR).
void check_diagnostics(const solver::CheckResult& checked, const CorpusExpectations& ex,
                       CorpusFileResult& r) {
  match_diagnostics(checked.diagnostics, sem::Severity::kError, ex.errors, r);
  // Warnings are not findings (rxv check exits 0 on them): a file checks them only when it says
  // which it expects.
  if (!ex.warnings.empty())
    match_diagnostics(checked.diagnostics, sem::Severity::kWarning, ex.warnings, r);
  for (const auto& d : checked.internal_errors)
    r.failures.push_back("normal form is not well-formed: " + d.format(r.path));
}

/// Identity checks on the normal form of a well-formed module: normalizing again changes
/// nothing, and printing/reading it is a fixed point.
void check_normal_form(const sem::IRModule& norm, CorpusFileResult& r) {
  if (!sem::structural_equal(sem::normalize(norm), norm))
    r.failures.push_back("normalize is not idempotent");
  check_round_trip(norm, "normal form", r);
}

/// The first Var named `name` in `e`: parameters, then each binding's Var before its value,
/// closures included.
const sem::VarNode* find_var(const sem::Expr& e, const std::string& name, int depth = 0) {
  if (!e || depth > 1000) return nullptr;
  if (const auto* fn = sem::as<sem::FunctionNode>(e)) {
    for (const auto& p : fn->params)
      if (p && p->name == name) return p.get();
    return find_var(fn->body, name, depth + 1);
  }
  if (const auto* seq = sem::as<sem::SeqExprNode>(e)) {
    for (const auto& block : seq->blocks)
      for (const auto& b : block.bindings) {
        if (b.var && b.var->name == name) return b.var.get();
        if (const auto* v = find_var(b.value, name, depth + 1)) return v;
      }
    return nullptr;
  }
  if (const auto* i = sem::as<sem::IfNode>(e)) {
    if (const auto* v = find_var(i->true_branch, name, depth + 1)) return v;
    return find_var(i->false_branch, name, depth + 1);
  }
  return nullptr;
}

/// EXPECT-SINFO lines: the variable's derived StructInfo, simplified and printed canonically
/// (as `rxv check --show-sinfo` shows it), must be the expected text exactly.
void check_sinfo(const sem::IRModule& norm, const sem::InferResult& inferred,
                 const CorpusExpectations& ex, sem::Arith& arith, CorpusFileResult& r) {
  for (const auto& e : ex.sinfos) {
    std::string where = e.function.empty() ? e.var : e.function + "." + e.var;
    const sem::VarNode* var = nullptr;
    for (const auto& f : norm.functions) {
      if (!f.is_relax() || (!e.function.empty() && f.name != e.function)) continue;
      if ((var = find_var(f.relax, e.var))) break;
    }
    auto it = var ? inferred.var_sinfo.find(var) : inferred.var_sinfo.end();
    if (it == inferred.var_sinfo.end()) {
      r.failures.push_back(fmt::format("EXPECT-SINFO (line {}): no variable `{}`", e.line, where));
      continue;
    }
    std::string got = sem::print_struct_info(sem::simplify_struct_info(it->second, arith));
    if (got != e.sinfo)
      r.failures.push_back(
          fmt::format("EXPECT-SINFO (line {}): `{}` has StructInfo {}, expected {}", e.line, where,
                      got, e.sinfo));
  }
}

/// `rxv check --show-sinfo` output of a module without errors: it reads back to the same module
/// (round trip), and checking it again finds no error.
void check_annotated(const sem::IRModule& norm, const sem::InferResult& inferred, sem::Arith& arith,
                     CorpusFileResult& r) {
  sem::IRModule annotated = sem::annotate_struct_info(norm, inferred, arith);
  check_round_trip(annotated, "show-sinfo", r);
  solver::CheckResult again = solver::check_module(annotated, {}, arith);
  for (const auto& d : again.diagnostics)
    if (d.severity == sem::Severity::kError)
      r.failures.push_back("show-sinfo output does not check: " + d.format(r.path));
}

/// `# TV:`: `rxv tv` with this file as BEFORE and <stem>.after (or TV-PASS applied) as AFTER
/// gives the expected verdict.
void check_tv(const std::string& path, const CorpusExpectations& ex, CorpusFileResult& r) {
  TvRequest req;
  req.before_path = path;
  req.pass = ex.tv_pass;
  if (req.pass.empty())
    req.after_path = (std::filesystem::path(path).parent_path() /
                      (std::filesystem::path(path).stem().string() + ".after"))
                         .string();
  std::ostringstream err;
  TvRun run = run_tv(req, err);
  std::string got = run.report           ? solver::tv_outcome_name(run.report->outcome)
                    : run.exit_code == 4 ? "unknown"
                    : run.exit_code == 1 ? "refuted"
                                         : "bad input";
  if (got != ex.tv)
    r.failures.push_back(fmt::format("TV: expected {}, got {}: {}{}", ex.tv, got,
                                     run.report ? run.report->reason : run.finding, err.str()));
}

} // namespace

size_t CorpusSummary::passed() const {
  return size_t(std::count_if(files.begin(), files.end(), [](auto& f) { return f.passed; }));
}
size_t CorpusSummary::failed() const { return files.size() - passed(); }

CorpusFileResult run_corpus_file(const std::string& path) {
  CorpusFileResult r;
  r.path = path;
  sem::DiagnosticSink load_sink;
  auto text = load_source(path, load_sink);
  if (!text) {
    r.failures.push_back(first_error(load_sink));
    r.passed = false;
    return r;
  }
  sem::DiagnosticSink ex_sink;
  CorpusExpectations ex = parse_expectations(*text, ex_sink);
  for (const auto& d : ex_sink.diagnostics()) r.failures.push_back(d.format(path));

  sem::DiagnosticSink sink;
  auto mod = sem::read_module(*text, sink);
  if (ex.read_error) {
    if (mod)
      r.failures.push_back("expected a read error, but the file reads");
    else if (std::string got = first_error(sink); got != *ex.read_error)
      r.failures.push_back(
          fmt::format("read error mismatch: expected '{}', got '{}'", *ex.read_error, got));
  } else if (!mod) {
    r.failures.push_back("does not read: " + first_error(sink));
  } else {
    check_round_trip(*mod, "round trip", r);
    if (!ex.well_formed && ex.errors.empty())
      r.failures.push_back("no expectation: say EXPECT: well-formed or EXPECT-ERROR: RULE");
    auto arith = solver::make_z3_arith();
    solver::CheckResult checked = solver::check_module(
        *mod, {.claims_normal_form = ex.claims_normal_form(), .spec_rules = ex.spec_rules}, *arith);
    check_diagnostics(checked, ex, r);
    if (checked.normalized && checked.inference) {
      check_normal_form(*checked.normalized, r);
      check_sinfo(*checked.normalized, *checked.inference, ex, *arith, r);
      if (!checked.has_errors())
        check_annotated(*checked.normalized, *checked.inference, *arith, r);
    } else if (!ex.sinfos.empty()) {
      r.failures.push_back("EXPECT-SINFO needs a well-formed module");
    }
    if (has_eval_directives(*text)) {
      if (checked.normalized && !checked.has_errors())
        for (auto& f : check_eval_directives(*text, *checked.normalized))
          r.failures.push_back(std::move(f));
      else
        r.failures.push_back("EVAL needs a well-formed module");
    }
  }
  for (auto& f : check_prove_directives(*text)) r.failures.push_back(std::move(f));
  if (!ex.tv.empty()) check_tv(path, ex, r);
  for (const auto& p : ex.pending)
    if (p != "PROVE" && p != "EVAL") r.pending.push_back(p);
  r.passed = r.failures.empty();
  return r;
}

CorpusSummary run_corpus(const std::string& dir) {
  namespace fs = std::filesystem;
  std::vector<std::string> paths;
  std::error_code ec;
  for (auto it = fs::recursive_directory_iterator(dir, ec); !ec && it != fs::end(it);
       it.increment(ec))
    if (it->is_regular_file() && it->path().extension() == ".py")
      paths.push_back(it->path().string());
  std::sort(paths.begin(), paths.end());
  CorpusSummary s;
  for (const auto& p : paths) s.files.push_back(run_corpus_file(p));
  return s;
}

static std::string xml_escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    switch (c) {
    case '&': out += "&amp;"; break;
    case '<': out += "&lt;"; break;
    case '>': out += "&gt;"; break;
    case '"': out += "&quot;"; break;
    default: out += c;
    }
  }
  return out;
}

bool write_junit(const CorpusSummary& summary, const std::string& path) {
  std::ofstream out(path);
  if (!out) return false;
  out << fmt::format("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuite name=\"rxv-corpus\" "
                     "tests=\"{}\" failures=\"{}\">\n",
                     summary.files.size(), summary.failed());
  for (const auto& f : summary.files) {
    out << fmt::format("  <testcase name=\"{}\">", xml_escape(f.path));
    for (const auto& msg : f.failures)
      out << fmt::format("<failure message=\"{}\"/>", xml_escape(msg));
    out << "</testcase>\n";
  }
  out << "</testsuite>\n";
  return bool(out);
}

} // namespace rxv::tools
