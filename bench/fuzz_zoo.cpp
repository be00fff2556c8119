/// Benchmark: the fuzzer's throughput and the bug zoo (issue 7, item 9 and "Done when").
///
/// Throughput, in programs per CPU-second of one thread, for nested stages over the same seeds:
/// generate alone (the in-run baseline), + validity (well-formedness, normalization, StructInfo,
/// printer round trip), + interpret (the no-pass oracle: main evaluated twice per shape binding,
/// result and per-binding conformance), and the refinement oracle of every built-in pass
/// (builtin:all). Then, for every bug-zoo entry, the harness as `rxv fuzz` runs it (JOBS threads,
/// seed 1, shrinking on): time to the first finding and the reduced repro's size.
///
/// Usage: fuzz_zoo [BUDGET_S=60] [JOBS=2] [STAGE_S=10]
#include <fmt/format.h>
#include <time.h>

#include <chrono>
#include <cstdlib>
#include <functional>
#include <string>

#include "fuzz/choices.h"
#include "fuzz/generator.h"
#include "fuzz/harness.h"
#include "fuzz/oracle.h"
#include "fuzz/passes/pass.h"
#include "fuzz/validity.h"

namespace {

using namespace rxv;

double thread_cpu_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return double(ts.tv_sec) + double(ts.tv_nsec) * 1e-9;
}

struct Rate {
  int64_t programs = 0;
  int64_t findings = 0;
  double cpu = 0;
  double per_s() const { return double(programs) / std::max(cpu, 1e-9); }
};

/// Runs `check` on generated programs (seeds as the harness derives them from 7) until
/// `seconds` of this thread's CPU time are spent; `check` says whether it found anything.
Rate measure(double seconds, const std::function<bool(fuzz::GeneratedProgram&, uint64_t)>& check) {
  Rate r;
  double start = thread_cpu_seconds();
  while (thread_cpu_seconds() - start < seconds) {
    uint64_t seed = fuzz::program_seed(7, r.programs);
    fuzz::RandomChoices choices(seed);
    fuzz::GeneratedProgram p = fuzz::generate_program(choices);
    r.findings += check(p, seed) ? 1 : 0;
    ++r.programs;
  }
  r.cpu = thread_cpu_seconds() - start;
  return r;
}

} // namespace

int main(int argc, char** argv) {
  double budget = argc > 1 ? std::atof(argv[1]) : 60;
  int jobs = argc > 2 ? std::atoi(argv[2]) : 2;
  double stage_s = argc > 3 ? std::atof(argv[3]) : 10;
  if (budget <= 0 || jobs < 1 || stage_s <= 0) {
    fmt::print(stderr, "usage: fuzz_zoo [BUDGET_S>0] [JOBS>=1] [STAGE_S>0]\n");
    return 2;
  }
  auto arith = sem::make_default_arith();
  fuzz::PassSpec all;
  std::string error;
  fuzz::parse_pass_spec("builtin:all", &all, &error);

  fmt::print("## throughput (1 thread, {} s of CPU per stage, default generator sizes)\n", stage_s);
  fmt::print("| stage | programs | CPU (s) | programs/CPU-s | vs generate | findings |\n");
  fmt::print("|---|---|---|---|---|---|\n");
  Rate gen = measure(stage_s, [](fuzz::GeneratedProgram&, uint64_t) { return false; });
  Rate valid = measure(stage_s, [&](fuzz::GeneratedProgram& p, uint64_t) {
    return !fuzz::check_validity(p.mod, *arith).ok();
  });
  Rate interp = measure(stage_s, [&](fuzz::GeneratedProgram& p, uint64_t seed) {
    fuzz::Validity v = fuzz::check_validity(p.mod, *arith);
    if (!v.ok()) return true;
    return fuzz::check_evaluation(v, {.input_seed = seed}).has_value();
  });
  Rate builtin = measure(stage_s, [&](fuzz::GeneratedProgram& p, uint64_t seed) {
    fuzz::Validity v = fuzz::check_validity(p.mod, *arith);
    if (!v.ok()) return true;
    fuzz::RefinementOracle oracle(*v.normalized, v, *arith, {.input_seed = seed});
    for (const auto& pass : all.passes)
      if (oracle.check(pass.run)) return true;
    return false;
  });
  auto row = [&](const char* name, const Rate& r) {
    fmt::print("| {} | {} | {:.1f} | {:.0f} | {:.3f} | {} |\n", name, r.programs, r.cpu, r.per_s(),
               r.per_s() / gen.per_s(), r.findings);
  };
  row("generate", gen);
  row("+ validity", valid);
  row("+ interpret (no-pass oracle)", interp);
  row("+ builtin:all oracle (7 passes)", builtin);

  fmt::print("\n## bug zoo ({} s budget each, {} job(s), seed 1, shrinking on)\n", budget, jobs);
  fmt::print("| entry | found | time to first find (s) | stage | bindings (reduced) | "
             "size: original -> reduced | wall incl. shrinking (s) |\n");
  fmt::print("|---|---|---|---|---|---|---|\n");
  int found = 0, entries = 0;
  double worst_time = 0;
  size_t worst_bindings = 0;
  for (const auto& b : fuzz::bugzoo()) {
    ++entries;
    fuzz::HarnessOptions opts;
    opts.seconds = budget;
    opts.seed = 1;
    opts.jobs = jobs;
    opts.max_findings = 1;
    fuzz::parse_pass_spec("bugzoo:" + b.pass.name, &opts.pass, &error);
    auto start = std::chrono::steady_clock::now();
    fuzz::HarnessSummary s = fuzz::run_harness(opts);
    double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (s.findings == 0) {
      fmt::print("| {} | no (in {} s) | - | - | - | - | {:.1f} |\n", b.pass.name, budget, wall);
      continue;
    }
    ++found;
    worst_time = std::max(worst_time, s.first_finding_seconds);
    worst_bindings = std::max(worst_bindings, s.first_reduced_bindings);
    // "finding 0: pass:NAME at stage STAGE (seed S, size A -> B)"
    const std::string& line = s.finding_lines[0];
    size_t at = line.find(" at stage "), paren = line.find(" (seed ");
    size_t size = line.find("size ");
    std::string stage = at == std::string::npos ? "?" : line.substr(at + 10, paren - at - 10);
    std::string sizes =
        size == std::string::npos ? "?" : line.substr(size + 5, line.size() - size - 6);
    fmt::print("| {} | yes | {:.3f} | {} | {} | {} | {:.1f} |\n", b.pass.name,
               s.first_finding_seconds, stage, s.first_reduced_bindings, sizes, wall);
  }
  fmt::print("\n{} of {} entries found; slowest first find {:.3f} s; largest reduced repro {} "
             "bindings\n",
             found, entries, worst_time, worst_bindings);
  return found == entries ? 0 : 1;
}
