/// `rxv prove CLAIM [--assume A]... [--signed] [--bits N] [--timeout-ms N]`: decides a
/// shape claim written in TVMScript's PrimExpr syntax with the canonical simplifier and Z3
/// (solver/prover.h). Exit codes: 0 proved, 1 refuted, 4 unknown, 2 bad input.
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "solver/claim_reader.h"
#include "solver/prover.h"
#include "tools/commands.h"
#include "tools/exit_codes.h"
#include "tools/json_output.h"

namespace rxv::tools {
namespace {

struct ProveFlags {
  std::string claim;
  std::vector<std::string> assumptions;
  bool all_signed = false;
  int bits = 0; ///< 0: unbounded integers
  unsigned timeout_ms = 2000;
  unsigned memory_mb = solver::QueryLimits{}.max_memory_mb;
  bool no_fast_path = false;
};

int run_prove(const ProveFlags& f) {
  if (f.bits != 0 && f.bits != 8 && f.bits != 16 && f.bits != 32 && f.bits != 64) {
    std::cerr << "rxv prove: --bits must be 8, 16, 32 or 64\n";
    return kExitBadInput;
  }
  solver::ClaimScope scope(sem::DataType::Int(f.bits == 0 ? 64 : f.bits));
  std::vector<sem::PrimExpr> assumptions;
  bool bad = false;
  for (size_t i = 0; i < f.assumptions.size(); ++i) {
    sem::DiagnosticSink sink;
    auto a = scope.read(f.assumptions[i], sink);
    if (!a) {
      std::cerr << sink.format("--assume[" + std::to_string(i + 1) + "]");
      bad = true;
    } else {
      assumptions.push_back(*a);
    }
  }
  sem::DiagnosticSink sink;
  auto claim = scope.read(f.claim, sink);
  if (!claim) {
    std::cerr << sink.format("claim");
    bad = true;
  }
  if (bad) return kExitBadInput;

  solver::ProveOptions opts;
  opts.encoding = f.bits == 0 ? solver::Encoding::kUnbounded : solver::Encoding::kBitVector;
  opts.all_signed = f.all_signed;
  opts.limits.timeout_ms = f.timeout_ms;
  opts.limits.max_memory_mb = f.memory_mb;
  opts.fast_path = !f.no_fast_path;
  solver::ProveResult r = solver::prove(*claim, assumptions, opts);

  nlohmann::ordered_json& j = CommandOutput::cli().result();
  j["verdict"] = sem::verdict_name(r.verdict);
  if (r.is_refuted() && r.model) {
    nlohmann::ordered_json cex = nlohmann::ordered_json::object();
    for (const auto& [var, value] : r.model->entries()) cex[var->name] = value;
    j["counterexample"] = cex;
    j["refutation"] = solver::refutation_name(r.refutation);
  }
  if (r.is_unknown()) j["reason"] = r.reason;
  j["fast_path"] = r.fast_path;
  if (r.is_proved()) {
    std::cout << "proved\n";
  } else if (r.is_refuted()) {
    std::cout << "refuted";
    if (r.model && !r.model->empty()) std::cout << ": " << r.model->str();
    if (r.refutation != solver::Refutation::kFalse)
      std::cout << " (" << solver::refutation_name(r.refutation) << ")";
    std::cout << "\n";
  } else {
    std::cout << "unknown: " << r.reason << "\n";
  }
  switch (r.verdict) {
  case sem::Verdict::kProved: return kExitOk;
  case sem::Verdict::kRefuted: return kExitFinding;
  case sem::Verdict::kUnknown: break;
  }
  return kExitUndecided;
}

} // namespace

CommandSpec prove_command() {
  CommandSpec cmd{
      "prove", "Prove or refute a shape claim (a TVMScript PrimExpr) with the simplifier and Z3"};
  auto f = std::make_shared<ProveFlags>();
  cmd.option("CLAIM", &f->claim, "the claim, e.g. \"n // 4 * 4 + n % 4 == n\"").required();
  cmd.option("--assume", &f->assumptions, "an assumption (repeatable), e.g. \"n >= 1\"");
  cmd.flag("--signed", &f->all_signed,
           "variables may be negative (default: shape variables, >= 0)");
  cmd.option("--bits", &f->bits,
             "exact N-bit two's complement arithmetic (variables are intN; overflow refutes) "
             "instead of unbounded integers");
  cmd.option("--timeout-ms", &f->timeout_ms, "solver time limit per query (default 2000)")
      .check_range(1, 600000);
  cmd.option("--memory-mb", &f->memory_mb,
             "megabytes Z3 may use before the answer is unknown (memory limit); default 4096")
      .check_range(1, 1 << 20);
  cmd.flag("--no-fast-path", &f->no_fast_path, "skip the canonical simplifier and ask Z3 directly");
  cmd.run = [f] { return run_prove(*f); };
  return cmd;
}

} // namespace rxv::tools
