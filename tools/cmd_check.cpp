#include <algorithm>
#include <iostream>
#include <memory>

#include "fuzz/tvm_sinfo.h"
#include "fuzz/tvm_worker.h"

#include "semantics/script/printer.h"
#include "solver/check_module.h"
#include "solver/z3_arith.h"
#include "tools/commands.h"
#include "tools/exit_codes.h"
#include "tools/json_output.h"
#include "tools/read_input.h"

namespace rxv::tools {
namespace {

struct CheckFlags {
  bool claims_normal_form = false;
  bool show_sinfo = false;
  std::string prover = "z3";
  std::string rules = "tvm";
  bool against_tvm = false;
  bool sarif = false;
};

/// `--against-tvm`: TVM's StructInfo of each binding against rxv's (fuzz/tvm_sinfo.h). A
/// conflict, or TVM failing on a module rxv accepts, is a finding; where TVM is more precise
/// is a note.
int check_against_tvm(const std::string& path, const sem::IRModule& normalized,
                      fuzz::TvmWorker& worker, sem::Arith& arith, nlohmann::ordered_json* json) {
  fuzz::SinfoComparison c = fuzz::compare_sinfo_with_tvm(normalized, worker, arith);
  if (!c.failure.empty()) {
    std::cerr << path << ": error: against TVM: " << c.failure << "\n";
    (*json)["failure"] = c.failure;
    return kExitFinding;
  }
  for (const auto& l : c.conflicts)
    std::cerr << path << ": error: TVM's StructInfo conflicts with rxv's: " << l << "\n";
  for (const auto& l : c.tvm_more_precise)
    std::cout << path << ": note: TVM's StructInfo is more precise than rxv proves: " << l << "\n";
  if (c.conflicts.empty())
    std::cout << path << ": StructInfo agrees with TVM"
              << (c.tvm_more_precise.empty() ? "" : " (TVM more precise where noted)") << "\n";
  (*json)["agrees"] = c.conflicts.empty();
  (*json)["conflicts"] = c.conflicts;
  (*json)["tvm_more_precise"] = c.tvm_more_precise;
  return c.conflicts.empty() ? kExitOk : kExitFinding;
}

/// Checks one file; returns its exit code. Errors (WF, NF, SI, PUR) make it kExitFinding;
/// warnings (a run-time check is needed) are reported but do not. `*json`: the file's entry of
/// the --json result.
int check_file(const std::string& path, const CheckFlags& flags, sem::Arith& arith,
               fuzz::TvmWorker* worker, nlohmann::ordered_json* json) {
  CommandOutput& out = CommandOutput::cli();
  (*json)["file"] = path;
  auto mod = read_input(path);
  if (!mod) return kExitBadInput;
  solver::CheckResult r = solver::check_module(
      *mod, {.claims_normal_form = flags.claims_normal_form, .spec_rules = flags.rules == "spec"},
      arith);
  int errors = 0, warnings = 0;
  for (const auto& d : r.diagnostics) {
    out.diagnostic(path, d);
    errors += d.severity == sem::Severity::kError;
    warnings += d.severity == sem::Severity::kWarning;
  }
  (*json)["errors"] = errors;
  (*json)["warnings"] = warnings;
  for (const auto& d : r.internal_errors)
    std::cerr << path << ": internal error: the normal form breaks " << d.rule << ": " << d.message
              << "\n";
  if (!r.internal_errors.empty()) return kExitInternal;
  if (flags.show_sinfo && r.normalized && r.inference) {
    std::string annotated =
        sem::print_module(sem::annotate_struct_info(*r.normalized, *r.inference, arith));
    std::cout << annotated;
    (*json)["annotated"] = annotated;
  }
  if (r.has_errors()) return kExitFinding;
  if (worker && r.normalized) {
    nlohmann::ordered_json tvm = nlohmann::ordered_json::object();
    int rc = check_against_tvm(path, *r.normalized, *worker, arith, &tvm);
    (*json)["against_tvm"] = tvm;
    return rc;
  }
  return kExitOk;
}

} // namespace

CommandSpec check_command() {
  CommandSpec cmd{"check",
                  "Check modules against the Relax spec (well-formedness, StructInfo, purity)"};
  auto files = std::make_shared<std::vector<std::string>>();
  auto flags = std::make_shared<CheckFlags>();
  cmd.option("FILE", files.get(), "TVMScript files").required();
  cmd.flag("--normal-form", &flags->claims_normal_form,
           "the input claims to be in normal form: also check NF-1 ... NF-4");
  cmd.flag("--show-sinfo", &flags->show_sinfo,
           "print the normalized module with every binding annotated by its inferred "
           "StructInfo (when it is well-formed)");
  cmd.option("--rules", &flags->rules,
             "which well-formedness rules: tvm (the language TVM accepts; default) or spec "
             "(the 2023 spec text where it is stricter: docs/spec-deviations.md)")
      .check_one_of({"tvm", "spec"});
  cmd.option("--prover", &flags->prover,
             "how shape claims are decided: z3 (the simplifier, then Z3) or simplifier")
      .check_one_of({"z3", "simplifier"});
  cmd.flag("--against-tvm", &flags->against_tvm,
           "also compare each binding's StructInfo with TVM's (through the TVM bridge, "
           "bridges/tvm): a conflict is a finding");
  // cli_app.cpp selects the format before parsing (json_output.h); the flag is declared here.
  cmd.flag("--sarif", &flags->sarif,
           "print the diagnostics as a SARIF 2.1.0 log (for code-scanning UIs) instead of "
           "text");
  cmd.run = [files, flags] {
    auto arith = solver::make_arith(flags->prover);
    std::unique_ptr<fuzz::TvmWorker> worker;
    if (flags->against_tvm) {
      worker = std::make_unique<fuzz::TvmWorker>();
      if (auto hello = worker->request({{"op", "hello"}}); !hello.succeeded()) {
        std::cerr << "rxv check: --against-tvm: TVM is not available: " << hello.error_line()
                  << "\n";
        return kExitBadInput;
      }
    }
    int worst = kExitOk;
    auto& result = CommandOutput::cli().result();
    result["files"] = nlohmann::ordered_json::array();
    for (const auto& f : *files) {
      nlohmann::ordered_json entry;
      int rc = check_file(f, *flags, *arith, worker.get(), &entry);
      entry["status"] = exit_status_name(rc);
      result["files"].push_back(entry);
      worst = std::max(worst, rc);
    }
    return worst;
  };
  return cmd;
}

} // namespace rxv::tools
