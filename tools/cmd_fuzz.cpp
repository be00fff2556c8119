// `rxv fuzz`: the program fuzzer (DESIGN.md, "Fuzzing"; fuzz/harness.h).
// Generates programs, checks their validity, and checks a pass for refinement;
// findings are shrunk and written to
// --out. Exit 1 when anything is found (an invalid generated program counts: a
// generator or checker bug).
#include <fmt/format.h>

#include <chrono>
#include <iostream>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <regex>

#include "backends/halide/bundle_writer.h"
#include "backends/halide/executor.h"
#include "backends/halide/host_target.h"
#include "fuzz/campaign.h"
#include "fuzz/harness.h"
#include "fuzz/oracle.h"
#include "fuzz/tvm_pass.h"
#include "fuzz/tvm_repro.h"
#include "fuzz/values.h"
#include "semantics/value/compare.h"
#include "tools/backend_oracle.h"
#include "tools/backend_panel.h"
#include "tools/commands.h"
#include "tools/exit_codes.h"
#include "tools/json_output.h"
#include "tools/pass_spec.h"

namespace rxv::tools {
namespace {

struct FuzzFlags {
  int64_t count = -1;
  std::string time;
  uint64_t seed = 0;
  uint64_t program_seed = 0;
  bool has_program_seed = false;
  int jobs = 1;
  std::string shard;
  std::string out;
  std::string pass;
  bool list_bugzoo = false;
  bool no_shrink = false;
  int max_findings = 10;
  std::string backend;
  std::string bundle; ///< --bundle DIR: record the programs into a bundle, compare elsewhere
  double atol = -1, rtol = -1; ///< -1: sem::Tolerance::backend()
  double tvm_timeout = fuzz::TvmPassOptions{}.timeout_seconds;
  std::string halide_target;
  std::string resume;           ///< --resume DIR
  double program_timeout = 300; ///< --program-timeout SECONDS
};

/// The flags that define a campaign, as campaign.json stores them for --resume.
nlohmann::json campaign_config(const FuzzFlags& f) {
  return {{"count", f.count},
          {"time", f.time},
          {"seed", f.seed},
          {"jobs", f.jobs},
          {"shard", f.shard},
          {"pass", f.pass},
          {"no_shrink", f.no_shrink},
          {"max_findings", f.max_findings},
          {"backend", f.backend},
          {"atol", f.atol},
          {"rtol", f.rtol},
          {"tvm_timeout", f.tvm_timeout},
          {"halide_target", f.halide_target},
          {"program_timeout", f.program_timeout}};
}

/// The flags of the campaign in `dir` (campaign.json); --time and -j given with --resume
/// override the stored ones. An exit code (message printed) when there is none.
std::optional<int> restore_campaign(FuzzFlags* f, bool jobs_given) {
  std::string error;
  auto c = fuzz::Campaign::read_config(f->resume, &error);
  if (!c) {
    std::cerr << "rxv fuzz: --resume: " << error << "\n";
    return kExitBadInput;
  }
  FuzzFlags r;
  try {
    r.count = c->value("count", r.count);
    r.time = f->time.empty() ? c->value("time", r.time) : f->time;
    r.seed = c->value("seed", r.seed);
    r.jobs = jobs_given ? f->jobs : c->value("jobs", r.jobs);
    r.shard = c->value("shard", r.shard);
    r.pass = c->value("pass", r.pass);
    r.no_shrink = c->value("no_shrink", r.no_shrink);
    r.max_findings = c->value("max_findings", r.max_findings);
    r.backend = c->value("backend", r.backend);
    r.atol = c->value("atol", r.atol);
    r.rtol = c->value("rtol", r.rtol);
    r.tvm_timeout = c->value("tvm_timeout", r.tvm_timeout);
    r.halide_target = c->value("halide_target", r.halide_target);
    r.program_timeout = c->value("program_timeout", r.program_timeout);
  } catch (const nlohmann::json::exception& e) {
    std::cerr << "rxv fuzz: --resume: " << f->resume << "/campaign.json: " << e.what() << "\n";
    return kExitBadInput;
  }
  r.out = f->resume;
  r.resume = f->resume;
  *f = r;
  return std::nullopt;
}

/// The backend oracles of a campaign's workers (sharing one JIT cache), for the summary: their
/// counters, and when the first 300 programs were checked (the cold start's rate).
struct BackendOracles {
  static constexpr int64_t kColdPrograms = 300;
  std::mutex mu;
  std::shared_ptr<halide::JitCache> cache; ///< made by the first worker
  std::vector<std::shared_ptr<BackendOracle>> all;
  std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
  int64_t checked = 0;
  double cold_seconds = 0; ///< when program kColdPrograms was checked; 0 before
  BackendStats stats() {
    std::lock_guard<std::mutex> lock(mu);
    return BackendOracle::combined(all);
  }
  void count_program() {
    std::lock_guard<std::mutex> lock(mu);
    if (++checked == kColdPrograms)
      cold_seconds =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  }
};

/// The panels of a campaign's workers (`--backend tvm-llvm` or a list), for the summary.
struct BackendPanels {
  std::mutex mu;
  std::vector<std::shared_ptr<BackendPanel>> all;
  PanelStats stats() {
    std::lock_guard<std::mutex> lock(mu);
    PanelStats s;
    for (const auto& p : all) s.add(p->stats());
    return s;
  }
};

/// Checks the --backend, --atol and --rtol flags into `opts` (and, for tvm-llvm or a list of
/// backends, `*panel`); an exit code when they are wrong (with the message printed), else
/// nullopt.
std::optional<int> backend_options(const FuzzFlags& flags, BackendOracleOptions* opts,
                                   std::optional<PanelOptions>* panel) {
  if (flags.backend.empty()) {
    if (!flags.bundle.empty()) {
      std::cerr << "rxv fuzz: --bundle needs --backend\n";
      return kExitBadInput;
    }
    if (flags.atol >= 0 || flags.rtol >= 0 || !flags.halide_target.empty()) {
      std::cerr << "rxv fuzz: --atol, --rtol and --halide-target need --backend\n";
      return kExitBadInput;
    }
    return std::nullopt;
  }
  // A bundle's targets are fixed (CUDA and a CPU twin that runs on any AVX2 machine).
  if (!flags.bundle.empty() && !flags.halide_target.empty()) {
    std::cerr << "rxv fuzz: --halide-target does not apply to --bundle (its targets are fixed)\n";
    return kExitBadInput;
  }
  std::string why;
  auto list = fuzz::parse_backend_list(flags.backend, &why);
  if (!list) {
    std::cerr << "rxv fuzz: --backend: " << why << "\n";
    return kExitBadInput;
  }
  auto t = std::optional<fuzz::BackendTarget>(list->front());
  bool is_panel = list->size() > 1 || *t == fuzz::BackendTarget::kTvmLlvm;
  if (is_panel && !flags.bundle.empty()) {
    std::cerr << "rxv fuzz: --bundle takes one Halide backend, not '" << flags.backend << "'\n";
    return kExitBadInput;
  }
  if (!flags.pass.empty()) {
    std::cerr << "rxv fuzz: --backend and --pass cannot be combined: the backend is "
                 "checked on the generated programs themselves\n";
    return kExitBadInput;
  }
  // A bundle is compiled here and run elsewhere (bundle_writer.h): no device needed here.
  for (fuzz::BackendTarget b : *list)
    if (std::string why = backend_target_unavailable(b); !why.empty() && flags.bundle.empty()) {
      std::cerr << "rxv fuzz: --backend " << fuzz::backend_target_name(b) << " cannot run: " << why
                << "\n";
      return kExitBadInput;
    }
  if ((flags.atol != -1 && flags.atol < 0) || (flags.rtol != -1 && flags.rtol < 0)) {
    std::cerr << "rxv fuzz: --atol and --rtol must be >= 0\n";
    return kExitBadInput;
  }
  auto cpu = halide::cpu_target(flags.halide_target, "--halide-target");
  if (!cpu) {
    std::cerr << "rxv fuzz: error: " << cpu.errors().front().message << "\n";
    return kExitBadInput;
  }
  opts->target = *t;
  opts->halide_target = cpu->to_string();
  opts->atol = flags.atol >= 0 ? flags.atol : sem::Tolerance::backend().atol;
  opts->rtol = flags.rtol >= 0 ? flags.rtol : sem::Tolerance::backend().rtol;
  if (is_panel) {
    if (flags.tvm_timeout <= 0) {
      std::cerr << "rxv fuzz: --tvm-timeout must be > 0\n";
      return kExitBadInput;
    }
    PanelOptions p;
    p.backends = *list;
    p.tol = sem::Tolerance::backend(opts->atol, opts->rtol);
    p.shape_bindings = opts->shape_bindings;
    p.halide_target = opts->halide_target;
    p.tvm_timeout = flags.tvm_timeout;
    p.limits = backend_eval_limits();
    *panel = p;
  }
  return std::nullopt;
}

/// "60s", "5m", "1h" or plain seconds; -1 on a malformed value.
double parse_duration(const std::string& s) {
  static const std::regex re(R"(^\s*([0-9]+(?:\.[0-9]+)?)\s*([smh]?)\s*$)");
  std::smatch m;
  if (!std::regex_match(s, m, re)) return -1;
  double v = std::stod(m[1]);
  if (m[2] == "m") v *= 60;
  if (m[2] == "h") v *= 3600;
  return v;
}

int run(const FuzzFlags& flags) {
  nlohmann::ordered_json& json = CommandOutput::cli().result();
  if (flags.list_bugzoo) {
    json["bugzoo"] = nlohmann::ordered_json::array();
    for (const auto& b : fuzz::bugzoo()) {
      std::cout << fmt::format("{:<38} {}{}\n", b.pass.name, b.mimics,
                               b.needs_interpreter ? " [needs the interpreter]" : "");
      json["bugzoo"].push_back({{"name", b.pass.name},
                                {"mimics", b.mimics},
                                {"needs_interpreter", b.needs_interpreter}});
    }
    return kExitOk;
  }
  fuzz::HarnessOptions opts;
  opts.count = flags.count;
  if (!flags.time.empty()) {
    opts.seconds = parse_duration(flags.time);
    if (opts.seconds < 0) {
      std::cerr << "rxv fuzz: --time: expected a duration such as 60s, 5m or "
                   "1h, got '"
                << flags.time << "'\n";
      return kExitBadInput;
    }
  }
  if (opts.count < 0 && opts.seconds < 0) opts.count = 1000;
  opts.seed = flags.seed;
  if (flags.has_program_seed) opts.program_seed = flags.program_seed;
  opts.jobs = flags.jobs;
  if (!flags.shard.empty()) {
    // At most 6 digits each: N <= 999999 shards keeps every global index i * N + K in range.
    static const std::regex re(R"(^([0-9]{1,6})/([0-9]{1,6})$)");
    std::smatch m;
    if (!std::regex_match(flags.shard, m, re) || std::stoi(m[2]) < 1 ||
        std::stoi(m[1]) >= std::stoi(m[2])) {
      std::cerr << "rxv fuzz: --shard: expected K/N with 0 <= K < N <= 999999, got '" << flags.shard
                << "'\n";
      return kExitBadInput;
    }
    opts.shard = std::stoi(m[1]);
    opts.num_shards = std::stoi(m[2]);
  }
  opts.out_dir = flags.out;
  opts.resume = !flags.resume.empty();
  opts.campaign_config = campaign_config(flags).dump();
  opts.program_timeout = flags.program_timeout;
  // A hang ends the process at once (fuzz/harness.h): the --json document is written first.
  opts.before_hang_exit = [] {
    CommandOutput& out = CommandOutput::cli();
    if (!out.machine()) return;
    std::string doc = out.finish("fuzz", kExitFinding);
    std::fwrite(doc.data(), 1, doc.size(), stdout);
    std::fflush(stdout);
  };
  std::string error;
  if (!resolve_pass_spec(flags.pass, flags.tvm_timeout, &opts.pass, &error)) {
    std::cerr << "rxv fuzz: --pass: " << error << "\n";
    return kExitBadInput;
  }
  // TVM's findings differ by the error TVM (or rxv's reader) gave: deduplicated and shrunk so.
  if (flags.pass.rfind("tvm:", 0) == 0) opts.finding_class = fuzz::tvm_pass_finding_class;
  BackendOracleOptions bopts;
  std::optional<PanelOptions> panel;
  if (auto rc = backend_options(flags, &bopts, &panel)) return *rc;
  auto oracles = std::make_shared<BackendOracles>();
  auto panels = std::make_shared<BackendPanels>();
  std::shared_ptr<halide::BundleWriter> bundle;
  if (!flags.bundle.empty()) {
    // Each valid program's main, on the inputs of its first shape binding (as the backend
    // oracle's first run), is recorded; the comparison is `rxv bundle-check`'s, after the run.
    halide::BundleOptions bo;
    bo.dir = flags.bundle;
    bo.targets =
        halide::bundle_targets(bopts.target == fuzz::BackendTarget::kHalideCuda ? "cuda" : "host");
    bundle = std::make_shared<halide::BundleWriter>(bo);
    bool fuse = fuzz::backend_target_fuses(bopts.target);
    opts.module_oracle_name = "bundle:" + flags.backend;
    opts.make_module_oracle = [bundle, fuse]() -> fuzz::ModuleOracle {
      return [bundle, fuse](const sem::IRModule& m, uint64_t seed) -> std::optional<fuzz::Finding> {
        const sem::GlobalFunc* g = m.find("main");
        if (!g || !g->relax) return std::nullopt;
        if (auto args = fuzz::make_inputs(*g->relax, fuzz::binding_seed(seed, 0)))
          bundle->add_program(m, fmt::format("rxv fuzz --program-seed {}", seed), "main", *args,
                              fuse);
        return std::nullopt;
      };
    };
  } else if (panel) {
    opts.module_oracle_name = "backend:" + flags.backend;
    opts.make_module_oracle = [p = *panel, panels]() -> fuzz::ModuleOracle {
      auto o = std::make_shared<BackendPanel>(p);
      {
        std::lock_guard<std::mutex> lock(panels->mu);
        panels->all.push_back(o);
      }
      return [o](const sem::IRModule& m, uint64_t seed) { return o->check(m, seed); };
    };
    opts.finding_class = finding_class;
    if (panel->has(fuzz::BackendTarget::kTvmLlvm)) {
      // A TVM finding carries repro.py (TVM alone: build, run, compare with the interpreter's
      // output), fuzz/tvm_repro.h.
      sem::Tolerance tol = panel->tol;
      opts.write_finding_extra = [tol](const std::string& dir, const sem::IRModule& before,
                                       const fuzz::Finding& f) {
        fuzz::write_tvm_backend_repro(dir, before, f.inputs, f.stage, tol.atol, tol.rtol);
      };
    }
  } else if (!flags.backend.empty()) {
    opts.module_oracle_name = "backend:" + flags.backend;
    opts.make_module_oracle = [bopts, oracles]() -> fuzz::ModuleOracle {
      std::shared_ptr<BackendOracle> o;
      {
        std::lock_guard<std::mutex> lock(oracles->mu);
        if (!oracles->cache) oracles->cache = BackendOracle::make_cache(bopts);
        o = std::make_shared<BackendOracle>(bopts, oracles->cache);
        oracles->all.push_back(o);
      }
      return [o, oracles](const sem::IRModule& m, uint64_t seed) {
        auto f = o->check(m, seed);
        oracles->count_program();
        return f;
      };
    };
  }
  opts.progress = true;
  opts.shrink = !flags.no_shrink;
  opts.max_findings = flags.max_findings;
  fuzz::HarnessSummary s = fuzz::run_harness(opts);
  if (!s.error.empty()) {
    std::cerr << "rxv fuzz: " << s.error << "\n";
    return kExitBadInput;
  }
  double rate = double(s.programs) / std::max(s.seconds, 1e-9);
  std::cout << fmt::format("rxv fuzz: {} programs in {:.1f} s ({:.0f} programs/s, {} job(s)); "
                           "validity {:.2f}% "
                           "({}/{}); pass: {}; evaluation: on; findings: {}\n",
                           s.programs, s.seconds, rate, opts.jobs,
                           s.programs ? 100.0 * double(s.valid) / double(s.programs) : 100.0,
                           s.valid, s.programs, flags.pass.empty() ? "none" : flags.pass,
                           s.findings);
  if (!s.not_applicable.empty()) {
    // Programs the pass does not apply to (its precondition): neither findings nor checked.
    int64_t n = 0;
    for (const auto& [why, k] : s.not_applicable) n += k;
    std::cout << fmt::format("not applicable to the pass: {} of {} valid programs\n", n, s.valid);
    for (const auto& [why, k] : s.not_applicable) std::cout << fmt::format("  {:6}  {}\n", k, why);
  }
  if (bundle) {
    if (std::string err = bundle->finish(std::cout); !err.empty()) {
      std::cerr << "rxv fuzz: --bundle: " << err << "\n";
      return kExitInternal;
    }
  } else if (panel) {
    std::cout << fmt::format("backend {}: {:.2f} programs/s; atol {} rtol {}; findings: {}\n",
                             flags.backend, rate, bopts.atol, bopts.rtol, s.findings)
              << panel_summary(panels->stats(), panel->backends);
  } else if (!flags.backend.empty()) {
    BackendStats b = oracles->stats();
    std::string cold =
        oracles->cold_seconds > 0
            ? fmt::format("{:.1f} programs/s over the first {}",
                          double(BackendOracles::kColdPrograms) / oracles->cold_seconds,
                          BackendOracles::kColdPrograms)
            : std::string("fewer than 300 programs");
    std::cout << fmt::format(
        "backend {} (target {}): {:.1f} programs/s ({}); {:.1f}% of bindings lowered to Halide "
        "({}/{}); {} region runs, {} fallbacks; {} compiles ({} failed), mean {:.1f} ms; "
        "cache hit rate {:.1f}%, {:.0f} distinct pipelines per 1,000 programs (one cache for "
        "{} job(s)); atol {} rtol {}; findings: {}\n",
        flags.backend, backend_jit_target(bopts), rate, cold, 100 * b.lowered_share(),
        b.lowered_bindings, b.bindings, b.region_runs, b.region_fallbacks, b.compiles,
        b.compile_failures, b.mean_compile_ms(), 100 * b.hit_rate(), b.pipelines_per_1000(),
        opts.jobs, bopts.atol, bopts.rtol, s.findings);
    json["cache_hit_rate"] = b.hit_rate();
    json["pipelines_per_1000"] = b.pipelines_per_1000();
    json["compiles"] = b.compiles;
    if (oracles->cold_seconds > 0)
      json["cold_rate"] = double(BackendOracles::kColdPrograms) / oracles->cold_seconds;
  }
  if (flags.pass.rfind("tvm:", 0) == 0) {
    // The to-do list of item 4: where TVM's StructInfo is more precise than rxv's.
    std::string todo;
    for (const auto& [op, n] : fuzz::tvm_more_precise_counts())
      todo += fmt::format("{}{} ({})", todo.empty() ? "" : ", ", op, n);
    std::cout << "TVM's StructInfo more precise than rxv's at: " << (todo.empty() ? "none" : todo)
              << "\n";
  }
  json["programs"] = s.programs;
  json["valid"] = s.valid;
  json["seconds"] = s.seconds;
  json["rate"] = rate;
  json["jobs"] = opts.jobs;
  json["pass"] = flags.pass;
  json["backend"] = flags.backend;
  json["campaign"] = flags.out;
  json["findings"] = s.findings;
  json["findings_before"] = s.findings_before;
  json["not_applicable"] = s.not_applicable;
  json["finding_lines"] = s.finding_lines;
  json["finding_dirs"] = s.finding_dirs;
  for (const auto& l : s.finding_lines) std::cout << "  " << l << "\n";
  for (const auto& d : s.finding_dirs) std::cout << "  written: " << d << "\n";
  if (opts.resume)
    std::cout << fmt::format("campaign {}: {} findings in all ({} before this run)\n", opts.out_dir,
                             s.findings_before + s.findings, s.findings_before);
  return s.findings + s.findings_before > 0 ? kExitFinding : kExitOk;
}

} // namespace

CommandSpec fuzz_command() {
  CommandSpec cmd{"fuzz", "Generate well-formed programs; check rxv's checker and a pass for "
                          "refinement"};
  auto flags = std::make_shared<FuzzFlags>();
  /// How often each option whose presence matters was given (set before `run`).
  struct Given {
    size_t program_seed = 0, shard = 0, resume = 0, jobs = 0;
  };
  auto given = std::make_shared<Given>();
  cmd.option("--count", &flags->count, "number of programs (default 1000 without --time)");
  cmd.option("--time", &flags->time, "time budget, e.g. 60s, 5m");
  cmd.option("--seed", &flags->seed, "base seed (program i uses a seed derived from it)");
  cmd.option("--program-seed", &flags->program_seed,
             "check only the program of this seed (a finding's seed:)")
      .count_into(&given->program_seed);
  cmd.option("-j,--jobs", &flags->jobs, "worker threads")
      .check_range(1, 256)
      .count_into(&given->jobs);
  cmd.option("--shard", &flags->shard,
             "K/N: this shard of the campaign: programs K, N+K, 2N+K, ... of the seed's sequence "
             "(--count counts this shard's programs, so N shards with --count C check exactly the "
             "programs of one campaign with --count N*C); --resume keeps it; rxv merge joins the "
             "shards' directories")
      .count_into(&given->shard);
  cmd.option("--out", &flags->out,
             "campaign directory: findings (OUT/<id>/, each written atomically), the log "
             "campaign.jsonl and what --resume needs");
  cmd.option("--pass", &flags->pass,
             "pass to check: builtin:NAME, builtin:all, bugzoo:NAME, 'cmd:COMMAND' "
             "(module on stdin, result on stdout) or 'tvm:SPEC' (TVM's Relax passes through "
             "the bridge: tvm:FuseOps(fuse_opt_level=2), tvm:LegalizeOps,FuseOps, "
             "tvm:pipeline:zero)");
  cmd.option("--tvm-timeout", &flags->tvm_timeout,
             "with --pass tvm:SPEC or --backend tvm-llvm: seconds TVM may take on one "
             "program before it counts as a hang (stage tvm-hang) and its worker is "
             "restarted (default 30)");
  cmd.flag("--list-bugzoo", &flags->list_bugzoo, "list the bug zoo's broken passes");
  cmd.flag("--no-shrink", &flags->no_shrink, "write findings without shrinking them");
  cmd.option("--max-findings", &flags->max_findings, "stop after this many findings");
  cmd.option("--backend", &flags->backend,
             "cross-check backends against the interpreter: halide-cpu (one pipeline per "
             "op), halide-jit (fused regions), halide-cuda, tvm-llvm (TVM's relax.build "
             "for llvm on its VM), or a list (halide-cpu,tvm-llvm: triage by vote)");
  cmd.option("--bundle", &flags->bundle,
             "with --backend: compile the programs' Halide regions ahead of time into a "
             "bundle DIR for rxv-bundle-run (halide-cuda: CUDA and a CPU twin), checked "
             "afterwards with rxv bundle-check");
  cmd.option("--atol", &flags->atol,
             fmt::format("with --backend: absolute float tolerance (default {})",
                         sem::Tolerance::backend().atol));
  cmd.option("--rtol", &flags->rtol,
             fmt::format("with --backend: relative float tolerance (default {})",
                         sem::Tolerance::backend().rtol));
  cmd.option("--halide-target", &flags->halide_target,
             "with --backend: Halide target of CPU code (default: HL_JIT_TARGET, else this "
             "CPU's features; 'host' is this CPU)");
  cmd.option("--program-timeout", &flags->program_timeout,
             "seconds one check of one program may take before it counts as a hang: "
             "written as a finding of kind hang, then the campaign stops (--resume "
             "continues it); 0: no limit (default 300)")
      .check_non_negative();
  cmd.option("--resume", &flags->resume,
             "continue the campaign in DIR (an earlier --out DIR, killed or finished) with its "
             "flags, skipping the programs it checked; --time and -j may be given anew")
      .excludes("--out")
      .count_into(&given->resume);
  cmd.run = [flags, given] {
    flags->has_program_seed = given->program_seed > 0;
    if (given->resume > 0) {
      if (flags->has_program_seed || !flags->bundle.empty() || given->shard > 0) {
        // (a campaign's shard is one of its stored flags)
        std::cerr << "rxv fuzz: --resume cannot be combined with --program-seed, --bundle or "
                     "--shard\n";
        return kExitBadInput;
      }
      if (auto rc = restore_campaign(flags.get(), given->jobs > 0)) return *rc;
    }
    return run(*flags);
  };
  return cmd;
}

} // namespace rxv::tools
