// `rxv tv`: translation validation of a Relax pass (solver/tv_verdict.h): does AFTER refine BEFORE?
//   rxv tv BEFORE AFTER [--function F] [--out DIR]
//   rxv tv FILE --pass SPEC [...]           (AFTER is SPEC applied to FILE)
// Exit 0 validated, 1 refuted, 4 unknown, 2 bad input.
#include <fmt/format.h>

#include <charconv>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>

#include "semantics/script/printer.h"
#include "semantics/value/npy.h"
#include "semantics/value/value_literal.h"
#include "tools/commands.h"
#include "tools/exit_codes.h"
#include "tools/input_args.h"
#include "tools/json_output.h"
#include "tools/tv_run.h"

namespace rxv::tools {
namespace {

struct TvFlags {
  std::vector<std::string> files;
  std::string function;
  std::string pass;
  std::string out;
  uint64_t seed = 0;
  double tvm_timeout = 30;
  std::vector<std::string> binds; ///< --bind n=2
};

nlohmann::json obligation_json(const solver::Obligation& o) {
  nlohmann::json j = {{"what", o.what}, {"verdict", sem::verdict_name(o.verdict)}};
  if (!o.detail.empty()) j["detail"] = o.detail;
  return j;
}

nlohmann::json report_json(const TvRun& run) {
  nlohmann::json j;
  if (!run.report) {
    j["verdict"] = run.exit_code == kExitUndecided ? "unknown" : "refuted";
    j["reason"] = run.finding;
    return j;
  }
  const solver::TvReport& r = *run.report;
  j["verdict"] = solver::tv_outcome_name(r.outcome);
  if (!r.reason.empty()) j["reason"] = r.reason;
  const solver::Correspondence& c = r.correspondence;
  j["added"] = c.added;
  j["dropped"] = c.dropped;
  j["prim_funcs_added"] = c.prim_funcs_added;
  j["functions"] = nlohmann::json::array();
  for (const auto& f : r.functions) {
    nlohmann::json fj = {
        {"name", f.name},
        {"public", f.is_public},
        {"signature",
         {{"changed", f.signature.changed},
          {"verdict", sem::verdict_name(f.signature.verdict)},
          {"detail", f.signature.detail}}},
        {"obligations",
         {{"proved", f.proved()}, {"refuted", f.refuted()}, {"unknown", f.unknown()}}},
        {"bindings", {{"corresponding", f.corresponding_bindings}, {"after", f.after_bindings}}},
        {"values_proved", f.values_proved},
        {"tested",
         {{"compared", f.values.compared},
          {"source_errors", f.values.source_errors},
          {"undecided", f.values.undecided},
          {"budget_skipped", f.values.budget_skipped},
          {"work", f.values.work}}}};
    fj["open_obligations"] = nlohmann::json::array();
    for (const auto& o : f.obligations)
      if (o.verdict != sem::Verdict::kProved) fj["open_obligations"].push_back(obligation_json(o));
    j["functions"].push_back(fj);
  }
  if (r.counterexample) {
    const auto& k = r.counterexample->case_;
    nlohmann::json shape = nlohmann::json::object();
    for (const auto& [n, v] : k.shape) shape[n] = v;
    j["counterexample"] = {{"function", k.function},
                           {"shape", shape},
                           {"value_class", k.value_class},
                           {"message", r.counterexample->message},
                           {"first_binding", r.counterexample->first_binding}};
  }
  return j;
}

/// OUT/before.py, after.py, report.txt and, for a value refutation, inputs/<param>.npy (a tensor)
/// or inputs/<param>.txt (any other value, as a literal).
bool write_out(const TvRun& run, const std::string& text, const std::string& dir) {
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::create_directories(fs::path(dir) / "inputs", ec);
  if (ec) {
    std::cerr << fmt::format("rxv tv: --out {}: {}\n", dir, ec.message());
    return false;
  }
  if (run.before) std::ofstream(fs::path(dir) / "before.py") << sem::print_module(*run.before);
  if (run.after) std::ofstream(fs::path(dir) / "after.py") << sem::print_module(*run.after);
  std::ofstream(fs::path(dir) / "report.txt") << text;
  if (!run.report || !run.report->counterexample) return true;
  const auto& k = run.report->counterexample->case_;
  for (size_t i = 0; i < k.inputs.size() && i < k.params.size(); ++i) {
    fs::path base = fs::path(dir) / "inputs" / k.params[i];
    if (const sem::Tensor* t = k.inputs[i].as_tensor())
      std::ofstream(base.string() + ".npy", std::ios::binary) << sem::format_npy(*t);
    else
      std::ofstream(base.string() + ".txt") << sem::format_value_literal(k.inputs[i]) << "\n";
  }
  return true;
}

int run(const TvFlags& flags) {
  TvRequest req;
  if (flags.pass.empty() && flags.files.size() != 2) {
    std::cerr << "rxv tv: give BEFORE and AFTER, or FILE --pass SPEC\n";
    return kExitBadInput;
  }
  if (!flags.pass.empty() && flags.files.size() != 1) {
    std::cerr << "rxv tv: --pass takes one FILE (AFTER is the pass applied to it)\n";
    return kExitBadInput;
  }
  req.before_path = flags.files[0];
  if (flags.files.size() == 2) req.after_path = flags.files[1];
  req.pass = flags.pass;
  req.tvm_timeout = flags.tvm_timeout;
  req.options.function = flags.function;
  req.options.values.seed = flags.seed;
  for (const auto& b : flags.binds) {
    std::string name, value;
    int64_t v = -1;
    if (split_assignment(b, name, value)) {
      const char* end = value.data() + value.size();
      auto r = std::from_chars(value.data(), end, v);
      if (r.ec != std::errc() || r.ptr != end) v = -1;
    }
    if (v < 0) {
      std::cerr << "rxv tv: --bind wants NAME=SIZE (a non-negative integer), got '" << b << "'\n";
      return kExitBadInput;
    }
    req.bind.emplace_back(name, v);
  }
  TvRun r = run_tv(req, std::cerr);
  if (r.exit_code == kExitBadInput) return r.exit_code;
  std::string text =
      r.report ? r.report->str()
               : fmt::format("rxv tv: {}: {}\n",
                             r.exit_code == kExitUndecided ? "unknown" : "refuted", r.finding);
  CommandOutput::cli().result() = report_json(r);
  std::cout << text;
  if (!flags.out.empty() && !write_out(r, text, flags.out)) return kExitBadInput;
  return r.exit_code;
}

} // namespace

CommandSpec tv_command() {
  CommandSpec cmd{"tv", "Translation validation: prove or refute that AFTER refines BEFORE (or "
                        "that --pass refines FILE)"};
  auto flags = std::make_shared<TvFlags>();
  cmd.option("files", &flags->files, "BEFORE AFTER, or FILE with --pass").required();
  cmd.option("--function", &flags->function, "validate only this function (BEFORE's name)");
  cmd.option("--pass", &flags->pass,
             "AFTER is this pass applied to FILE: builtin:NAME, builtin:all, bugzoo:NAME, "
             "'cmd:COMMAND' or 'tvm:SPEC' (as rxv fuzz --pass)");
  cmd.option("--tvm-timeout", &flags->tvm_timeout,
             "with --pass tvm:SPEC: seconds TVM may take (default 30)");
  cmd.option("--out", &flags->out,
             "write before.py, after.py, report.txt and a refutation's inputs/*.npy here");
  cmd.option("--seed", &flags->seed, "seed of the random value cases");
  cmd.option("--bind", &flags->binds,
             "NAME=SIZE: AFTER need refine BEFORE only where BEFORE's shape variable NAME is SIZE "
             "(a pass that binds it, as BindSymbolicVars); the signature check substitutes it")
      .repeatable_one_value(); // not the files after it
  cmd.run = [flags] { return run(*flags); };
  return cmd;
}

} // namespace rxv::tools
