// rxv diff: run a function on the reference interpreter and on a Halide backend with the same
// inputs, and compare the results (DESIGN.md, "Semantics decisions": refinement and comparison).
// Given a directory, runs every corpus file under it (diff_corpus.h).
// Exit codes: 0 agree (or the program errors on the interpreter and the backend errors too),
// 1 mismatch (first differing element: index, both values, the binding it comes from), 2 bad
// input or a backend that cannot run here (halide-cuda without a GPU), 3 internal error.
#include <fmt/format.h>

#include <filesystem>
#include <iostream>
#include <optional>

#include "backends/halide/bundle_writer.h"
#include "backends/halide/executor.h"
#include "backends/halide/gpu_schedule.h"
#include "backends/halide/host_target.h"
#include "semantics/value/compare.h"
#include "solver/check_module.h"
#include "tools/backend_oracle.h"
#include "tools/backend_panel.h"
#include "tools/commands.h"
#include "tools/diff_case.h"
#include "tools/diff_corpus.h"
#include "tools/exit_codes.h"
#include "tools/input_args.h"
#include "tools/json_output.h"
#include "tools/read_input.h"

namespace rxv::tools {
namespace {

struct DiffFlags {
  double tvm_timeout = 60; ///< --tvm-timeout: per TVM build and run
  std::string file;
  std::string backend = "halide-jit";
  std::string entry = "main";
  bool random_inputs = false;
  std::vector<std::string> inputs; ///< NAME=FILE.npy or NAME=VALUE (tools/input_args.h)
  uint64_t seed = 0;
  double atol = sem::Tolerance::backend().atol;
  double rtol = sem::Tolerance::backend().rtol;
  std::string bundle; ///< --bundle DIR: record instead of compare (bundle_writer.h)
  std::string halide_target;
};

/// The arguments of `fn`: from `--input`, or random (`--random-inputs`), or none; nullopt (after a
/// message) when they cannot be had.
std::optional<std::vector<sem::Value>> diff_args(const DiffFlags& f, const sem::FunctionNode& fn) {
  if (!f.inputs.empty()) return args_from_inputs(fn, f.entry, f.inputs, "rxv diff");
  if (fn.params.empty()) return std::vector<sem::Value>{};
  if (!f.random_inputs) {
    std::cerr << "rxv diff: " << f.entry << " takes " << fn.params.size()
              << " parameters: pass --input NAME=FILE.npy for each, or --random-inputs\n";
    return std::nullopt;
  }
  auto gen = sem::random_inputs(fn, diff_input_options(f.seed));
  if (!gen) {
    std::cerr << "rxv diff: cannot generate inputs: " << gen.errors()[0].message << "\n";
    return std::nullopt;
  }
  return std::move(*gen);
}

/// One file's case: the module, checked and normalized, and the arguments of its entry.
struct DiffCase {
  sem::IRModule mod;
  std::vector<sem::Value> args;
};

/// Reads and checks `f.file` and makes its entry's arguments; nullopt (after the diagnostics)
/// when the file is unreadable, ill-formed, has no such Relax function or no arguments can be had.
std::optional<DiffCase> read_case(const DiffFlags& f) {
  auto mod = read_input(f.file);
  if (!mod) return std::nullopt;
  auto arith = sem::make_default_arith();
  solver::CheckResult checked = solver::check_module(*mod, {}, *arith);
  for (const auto& d : checked.diagnostics) CommandOutput::cli().diagnostic(f.file, d);
  if (checked.has_errors() || !checked.normalized) return std::nullopt;
  const sem::GlobalFunc* fn = checked.normalized->find(f.entry);
  if (!fn || !fn->is_relax()) {
    std::cerr << f.file << ": no Relax function '" << f.entry << "'\n";
    return std::nullopt;
  }
  auto args = diff_args(f, *fn->relax);
  if (!args) return std::nullopt;
  return DiffCase{std::move(*checked.normalized), std::move(*args)};
}

/// The --json result of a comparison: `verdict` is "agree", "mismatch", a backend panel's stage
/// (tools/backend_vote.h) or "recorded" (--bundle); `report` the first difference (empty for a
/// directory: its lines are the output).
void set_result(const DiffFlags& f, const std::string& verdict, const std::string& report) {
  nlohmann::ordered_json& j = CommandOutput::cli().result();
  j["file"] = f.file;
  j["backend"] = f.backend;
  j["verdict"] = verdict;
  j["report"] = report;
}

/// Finishes `--bundle`'s bundle; the exit code.
int finish_bundle(halide::BundleWriter& w, const DiffFlags& f) {
  if (std::string err = w.finish(std::cout); !err.empty()) {
    std::cerr << "rxv diff: --bundle: " << err << "\n";
    return kExitInternal;
  }
  set_result(f, "recorded", "");
  CommandOutput::cli().result()["bundle"] = f.bundle;
  return kExitOk;
}

/// `--backend tvm-llvm` or a list of backends: every case on the interpreter and on each
/// backend, triaged by vote (tools/backend_panel.h).
int run_panel_diff(const DiffFlags& f, const std::vector<fuzz::BackendTarget>& backends) {
  if (!f.bundle.empty()) {
    std::cerr << "rxv diff: --bundle takes one Halide backend, not '" << f.backend << "'\n";
    return kExitBadInput;
  }
  if (f.tvm_timeout <= 0) {
    std::cerr << "rxv diff: --tvm-timeout must be > 0\n";
    return kExitBadInput;
  }
  for (fuzz::BackendTarget b : backends)
    if (std::string why = backend_target_unavailable(b); !why.empty()) {
      std::cerr << "rxv diff: --backend " << fuzz::backend_target_name(b) << " cannot run: " << why
                << "\n";
      return kExitBadInput;
    }
  auto cpu = halide::cpu_target(f.halide_target, "--halide-target");
  if (!cpu) {
    std::cerr << "rxv diff: error: " << cpu.errors().front().message << "\n";
    return kExitBadInput;
  }
  std::error_code ec;
  if (!std::filesystem::exists(f.file, ec) && f.file != "-") {
    std::cerr << "rxv diff: no such file or directory: " << f.file << "\n";
    return kExitBadInput;
  }
  PanelOptions po;
  po.backends = backends;
  po.tol = sem::Tolerance::backend(f.atol, f.rtol);
  po.halide_target = cpu->to_string();
  po.tvm_timeout = f.tvm_timeout;
  BackendPanel panel(po);
  if (std::filesystem::is_directory(f.file, ec)) {
    if (!f.inputs.empty()) {
      std::cerr << "rxv diff: --input applies to one file, not to a directory\n";
      return kExitBadInput;
    }
    DiffCorpusOptions o;
    o.seed = f.seed;
    o.tol = sem::Tolerance::backend(f.atol, f.rtol);
    o.panel = &panel;
    int rc = diff_corpus(f.file, o, std::cout);
    if (rc != kExitBadInput) std::cout << panel_summary(panel.stats(), backends);
    if (rc != kExitBadInput) set_result(f, rc == kExitOk ? "agree" : "mismatch", "");
    return rc;
  }
  auto c = read_case(f);
  if (!c) return kExitBadInput;
  Verdict v = panel.check_case(c->mod, f.entry, c->args);
  std::cout << panel_summary(panel.stats(), backends);
  std::cout << (v.agree() ? (v.amplified ? "agree (amplified):\n" + v.report : "agree\n")
                          : v.stage + ":\n" + v.report);
  set_result(f, v.agree() ? "agree" : v.stage, v.report);
  if (v.agree()) return kExitOk;
  // A TVM compile error on a well-formed module is its own class, a finding all the same.
  return kExitFinding;
}

int run_diff(const DiffFlags& f) {
  std::string why;
  auto backends = fuzz::parse_backend_list(f.backend, &why);
  if (!backends) {
    std::cerr << "rxv diff: --backend: " << why << "\n";
    return kExitBadInput;
  }
  if (f.atol < 0 || f.rtol < 0) {
    std::cerr << "rxv diff: --atol and --rtol must be >= 0\n";
    return kExitBadInput;
  }
  if (!f.inputs.empty() && f.random_inputs) {
    std::cerr << "rxv diff: --input and --random-inputs exclude each other\n";
    return kExitBadInput;
  }
  if (backends->size() > 1 || backends->front() == fuzz::BackendTarget::kTvmLlvm)
    return run_panel_diff(f, *backends);
  // A bundle's targets are fixed (CUDA and a CPU twin that runs on any AVX2 machine).
  if (!f.bundle.empty() && !f.halide_target.empty()) {
    std::cerr << "rxv diff: --halide-target does not apply to --bundle (its targets are fixed)\n";
    return kExitBadInput;
  }
  // A bundle is compiled here and run elsewhere: no device needed here.
  if (f.backend == "halide-cuda" && !halide::cuda_unavailable().empty() && f.bundle.empty()) {
    std::cerr << "rxv diff: --backend halide-cuda cannot run: " << halide::cuda_unavailable()
              << "\n";
    return kExitBadInput;
  }
  auto cpu = halide::cpu_target(f.halide_target, "--halide-target");
  if (!cpu) {
    std::cerr << "rxv diff: error: " << cpu.errors().front().message << "\n";
    return kExitBadInput;
  }
  Halide::Target target =
      f.backend == "halide-cuda" ? halide::cuda_target(*cpu) : halide::JitCache::target_for(*cpu);
  std::error_code ec;
  if (!std::filesystem::exists(f.file, ec) && f.file != "-") {
    std::cerr << "rxv diff: no such file or directory: " << f.file << "\n";
    return kExitBadInput;
  }
  std::unique_ptr<halide::BundleWriter> bundle;
  if (!f.bundle.empty()) {
    halide::BundleOptions bo;
    bo.dir = f.bundle;
    bo.targets = halide::bundle_targets(f.backend == "halide-cuda" ? "cuda" : "host");
    bundle = std::make_unique<halide::BundleWriter>(bo);
  }
  if (std::filesystem::is_directory(f.file, ec)) {
    if (!f.inputs.empty()) {
      std::cerr << "rxv diff: --input applies to one file, not to a directory\n";
      return kExitBadInput;
    }
    int rc = diff_corpus(f.file,
                         {f.backend != "halide-cpu", target, f.seed,
                          sem::Tolerance::backend(f.atol, f.rtol), bundle.get()},
                         std::cout);
    if (bundle && rc != kExitBadInput) return finish_bundle(*bundle, f);
    if (rc != kExitBadInput) set_result(f, rc == kExitOk ? "agree" : "mismatch", "");
    return rc;
  }
  auto c = read_case(f);
  if (!c) return kExitBadInput;
  const sem::IRModule& m = c->mod;
  const std::vector<sem::Value>& args = c->args;
  if (bundle) {
    int n =
        bundle->add_program(m, f.file + ": " + f.entry, f.entry, args, f.backend != "halide-cpu");
    std::cout << f.file << ": " << n << " region calls recorded into the bundle\n";
    return finish_bundle(*bundle, f);
  }
  halide::JitCache cache(target);
  halide::Executor exec(m, cache, {}, /*fuse=*/f.backend != "halide-cpu");
  DiffOutcome out = diff_case(m, exec, f.entry, args, sem::Tolerance::backend(f.atol, f.rtol));
  halide::ExecStats st = exec.stats();
  auto cs = cache.stats();
  std::cout << fmt::format(
      "backend {} (target {}): {} regions ({} of {} bindings lowered), {} region runs, {} "
      "fallbacks; {} compiles ({:.2f} s), cache hit rate {:.0f}%\n",
      f.backend, target.to_string(), st.regions, st.lowered_bindings, st.bindings, st.region_runs,
      st.region_fallbacks, cs.misses, cs.compile_seconds, 100 * cs.hit_rate());
  for (const auto& [why, n] : st.fallback_reasons)
    std::cout << "  interpreter: " << why << (n > 1 ? fmt::format(" (x{})", n) : "") << "\n";
  std::cout << out.report << "\n";
  set_result(f, out.agree ? "agree" : "mismatch", out.report);
  CommandOutput::cli().result()["target"] = target.to_string();
  return out.agree ? kExitOk : kExitFinding;
}

} // namespace

CommandSpec diff_command() {
  CommandSpec cmd{
      "diff", "Run a function on the interpreter and on a Halide backend and compare the results"};
  auto f = std::make_shared<DiffFlags>();
  cmd.option("FILE", &f->file, "TVMScript file, or a directory of corpus files").required();
  cmd.option("--backend", &f->backend,
             "halide-jit (fused regions), halide-cpu (one pipeline per op), halide-cuda, "
             "tvm-llvm (TVM's relax.build for llvm on its VM), or a list "
             "(halide-cpu,tvm-llvm: triage by vote)")
      .show_default();
  cmd.option("--tvm-timeout", &f->tvm_timeout,
             "with tvm-llvm: seconds one build and run may take before the worker counts "
             "as hung and is restarted")
      .show_default();
  cmd.option("--entry", &f->entry, "the function to run").show_default();
  cmd.flag("--random-inputs", &f->random_inputs,
           "generate the arguments from the parameters' StructInfo");
  cmd.option("--input", &f->inputs,
             "NAME=FILE.npy or NAME=VALUE (a value literal): the argument for parameter NAME; "
             "repeat for each parameter (a finding's inputs.txt lists them)");
  cmd.option("--seed", &f->seed, "seed of the random inputs").show_default();
  cmd.option("--bundle", &f->bundle,
             "compile the Halide regions ahead of time into a bundle DIR for rxv-bundle-run "
             "(halide-cuda: CUDA and a CPU twin) instead of comparing here; rxv "
             "bundle-check compares the results");
  cmd.option("--atol", &f->atol, "absolute float tolerance").show_default();
  cmd.option("--rtol", &f->rtol, "relative float tolerance (times |interpreter value|)")
      .show_default();
  cmd.option("--halide-target", &f->halide_target,
             "Halide target of CPU code (default: HL_JIT_TARGET, else this CPU's features, "
             "e.g. x86-64-linux-avx-avx2-f16c-fma-sse41; 'host' is this CPU)");
  cmd.run = [f] { return run_diff(*f); };
  return cmd;
}

} // namespace rxv::tools
