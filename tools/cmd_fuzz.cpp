// `rxv fuzz`: the program fuzzer (DESIGN.md, "Fuzzing"; fuzz/harness.h).
// Generates programs, checks their validity, and checks a pass for refinement;
// findings are shrunk and written to
// --out. Exit 1 when anything is found (an invalid generated program counts: a
// generator or checker bug).
#include <fmt/format.h>

#include <iostream>
#include <regex>

#include "fuzz/harness.h"
#include "fuzz/oracle.h"
#include "tools/commands.h"
#include "tools/exit_codes.h"

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
};

/// "60s", "5m", "1h" or plain seconds; -1 on a malformed value.
double parse_duration(const std::string &s) {
  static const std::regex re(R"(^\s*([0-9]+(?:\.[0-9]+)?)\s*([smh]?)\s*$)");
  std::smatch m;
  if (!std::regex_match(s, m, re))
    return -1;
  double v = std::stod(m[1]);
  if (m[2] == "m")
    v *= 60;
  if (m[2] == "h")
    v *= 3600;
  return v;
}

int run(const FuzzFlags &flags) {
  if (flags.list_bugzoo) {
    for (const auto &b : fuzz::bugzoo())
      std::cout << fmt::format("{:<38} {}{}\n", b.pass.name, b.mimics,
                               b.needs_interpreter ? " [needs the interpreter]"
                                                   : "");
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
  if (opts.count < 0 && opts.seconds < 0)
    opts.count = 1000;
  opts.seed = flags.seed;
  if (flags.has_program_seed)
    opts.program_seed = flags.program_seed;
  opts.jobs = flags.jobs;
  if (!flags.shard.empty()) {
    static const std::regex re(R"(^([0-9]+)/([0-9]+)$)");
    std::smatch m;
    if (!std::regex_match(flags.shard, m, re) || std::stoi(m[2]) < 1 ||
        std::stoi(m[1]) >= std::stoi(m[2])) {
      std::cerr << "rxv fuzz: --shard: expected K/N with 0 <= K < N, got '"
                << flags.shard << "'\n";
      return kExitBadInput;
    }
    opts.shard = std::stoi(m[1]);
    opts.num_shards = std::stoi(m[2]);
  }
  opts.out_dir = flags.out;
  std::string error;
  if (!fuzz::parse_pass_spec(flags.pass, &opts.pass, &error)) {
    std::cerr << "rxv fuzz: --pass: " << error << "\n";
    return kExitBadInput;
  }
  opts.progress = true;
  opts.shrink = !flags.no_shrink;
  opts.max_findings = flags.max_findings;
  fuzz::HarnessSummary s = fuzz::run_harness(opts);
  double rate = double(s.programs) / std::max(s.seconds, 1e-9);
  std::cout << fmt::format(
      "rxv fuzz: {} programs in {:.1f} s ({:.0f} programs/s, {} job(s)); "
      "validity {:.2f}% "
      "({}/{}); pass: {}; evaluation: {}; findings: {}\n",
      s.programs, s.seconds, rate, opts.jobs,
      s.programs ? 100.0 * double(s.valid) / double(s.programs) : 100.0,
      s.valid, s.programs, flags.pass.empty() ? "none" : flags.pass,
      fuzz::oracle_evaluates() ? "on" : "off (no interpreter in this build)",
      s.findings);
  for (const auto &l : s.finding_lines)
    std::cout << "  " << l << "\n";
  for (const auto &d : s.finding_dirs)
    std::cout << "  written: " << d << "\n";
  return s.findings > 0 ? kExitFinding : kExitOk;
}

} // namespace

void register_fuzz(CLI::App &app, int *exit_code) {
  auto *cmd =
      app.add_subcommand("fuzz", "Generate well-formed programs; check rxv's "
                                 "checker and a pass for refinement");
  auto flags = std::make_shared<FuzzFlags>();
  cmd->add_option("--count", flags->count,
                  "number of programs (default 1000 without --time)");
  cmd->add_option("--time", flags->time, "time budget, e.g. 60s, 5m");
  cmd->add_option("--seed", flags->seed,
                  "base seed (program i uses a seed derived from it)");
  auto *program_seed = cmd->add_option(
      "--program-seed", flags->program_seed,
      "check only the program of this seed (a finding's seed:)");
  cmd->add_option("-j,--jobs", flags->jobs, "worker threads")
      ->check(CLI::Range(1, 256));
  cmd->add_option("--shard", flags->shard,
                  "K/N: run only programs i with i % N == K");
  cmd->add_option("--out", flags->out, "directory for findings (OUT/<id>/)");
  cmd->add_option(
      "--pass", flags->pass,
      "pass to check: builtin:NAME, builtin:all, bugzoo:NAME or 'cmd:COMMAND' "
      "(module on stdin, result on stdout)");
  cmd->add_flag("--list-bugzoo", flags->list_bugzoo,
                "list the bug zoo's broken passes");
  cmd->add_flag("--no-shrink", flags->no_shrink,
                "write findings without shrinking them");
  cmd->add_option("--max-findings", flags->max_findings,
                  "stop after this many findings");
  cmd->callback([flags, exit_code, program_seed] {
    flags->has_program_seed = program_seed->count() > 0;
    *exit_code = run(*flags);
  });
}

} // namespace rxv::tools
