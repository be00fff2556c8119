#include "fuzz/harness.h"

#include <fmt/format.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <mutex>
#include <thread>

#include "fuzz/finding_inputs.h"
#include "fuzz/oracle.h"
#include "fuzz/reduce.h"
#include "fuzz/tvm_pass.h"
#include "fuzz/tvm_repro.h"
#include "fuzz/validity.h"
#include "fuzz/values.h"
#include "semantics/script/printer.h"
#include "semantics/script/reader.h"
#include "semantics/transform/normalize.h"

namespace rxv::fuzz {

using namespace sem;

bool parse_pass_spec(const std::string &text, PassSpec *spec,
                     std::string *error) {
  spec->text = text;
  spec->passes.clear();
  if (text.empty())
    return true;
  if (text == "builtin:all") {
    spec->passes = builtin_passes();
    return true;
  }
  if (text.rfind("builtin:", 0) == 0) {
    if (const PassInfo *p = find_builtin_pass(text.substr(8))) {
      spec->passes.push_back(*p);
      return true;
    }
  } else if (text.rfind("bugzoo:", 0) == 0) {
    if (const BugInfo *b = find_bug(text.substr(7))) {
      spec->passes.push_back(b->pass);
      return true;
    }
  } else if (text.rfind("cmd:", 0) == 0 && text.size() > 4) {
    spec->passes.push_back(command_pass(text.substr(4)));
    return true;
  } else if (text.rfind("tvm:", 0) == 0 && text.size() > 4) {
    spec->passes.push_back(tvm_pass(text.substr(4)));
    return true;
  }
  *error = "unknown pass '" + text +
           "' (builtin:NAME, builtin:all, bugzoo:NAME, cmd:COMMAND or tvm:SPEC; "
           "--list-bugzoo lists them)";
  return false;
}

PassInfo command_pass(const std::string &command) {
  return {
      "cmd", command, [command](const IRModule &mod) -> IRModule {
        static std::atomic<int> counter{0};
        auto dir = std::filesystem::temp_directory_path();
        std::string stem = fmt::format("rxv_fuzz_{}_{}", ::getpid(), counter++);
        auto in = dir / (stem + "_in.py"), out = dir / (stem + "_out.py");
        std::ofstream(in) << print_module(mod);
        std::string cmd =
            fmt::format("{} < '{}' > '{}'", command, in.string(), out.string());
        int rc = std::system(cmd.c_str());
        std::ifstream f(out);
        std::string text((std::istreambuf_iterator<char>(f)),
                         std::istreambuf_iterator<char>());
        std::filesystem::remove(in);
        std::filesystem::remove(out);
        if (rc != 0)
          throw std::runtime_error(fmt::format("command exited with {}", rc));
        DiagnosticSink sink;
        auto back = read_module(text, sink);
        if (!back)
          throw std::runtime_error("command output does not read:\n" +
                                   sink.format("out"));
        return *back;
      }};
}

uint64_t program_seed(uint64_t seed, int64_t index) {
  // splitmix64 of (seed, index): independent streams per program. (next()
  // adds the golden ratio first: the state below makes its input
  // seed * golden + index + 0x632BE59BD9B4E019, as every campaign so far.)
  const uint64_t golden = 0x9E3779B97F4A7C15ull;
  return sem::SplitMix64(seed * golden + uint64_t(index) +
                         0x632BE59BD9B4E019ull - golden)
      .next();
}

namespace {

/// How one program fails, or empty: the stage of the finding (validity or
/// oracle).
struct Failure {
  std::string kind; ///< "invalid" (generator/checker bug) or "pass:<name>" or
                    ///< "evaluation"
  std::string stage;
  std::optional<Finding> finding;
  std::string message;
  bool failed() const { return !stage.empty(); }
};

Failure check_module_with(const IRModule &mod, const GenStats *stats,
                          const HarnessOptions &opts, Arith &arith,
                          uint64_t input_seed, const ModuleOracle *extra) {
  Failure f;
  if (stats && !stats->rejected_calls.empty()) {
    f.kind = "invalid";
    f.stage = "op-rule";
    f.message = "the op's StructInfo rule rejected a generated call: " +
                stats->rejected_calls[0];
    return f;
  }
  Validity v = check_validity(mod, arith);
  if (!v.ok()) {
    f.kind = "invalid";
    f.stage = v.failed_stage;
    f.message = v.str();
    return f;
  }
  OracleOptions oo;
  oo.input_seed = input_seed;
  if (opts.pass.passes.empty()) {
    if (auto e = extra ? (*extra)(*v.normalized, input_seed) : check_evaluation(v, oo)) {
      f.kind = extra ? opts.module_oracle_name : "evaluation";
      f.stage = e->stage;
      f.message = e->message;
      f.finding = std::move(e);
    }
    return f;
  }
  // The input's validity and evaluations are shared by every pass checked.
  RefinementOracle oracle(*v.normalized, v, arith, oo);
  for (const auto &p : opts.pass.passes) {
    if (auto e = oracle.check(p.run)) {
      f.kind = "pass:" + p.name;
      f.stage = e->stage;
      f.message = e->message;
      f.finding = std::move(e);
      return f;
    }
  }
  return f;
}

void write_finding(const std::string &dir, const IRModule &before,
                   const Failure &f, uint64_t seed,
                   const std::vector<uint64_t> &choices, size_t original_size,
                   const std::string &pass_text, double found_at,
                   const std::string &oracle_name) {
  namespace fs = std::filesystem;
  fs::create_directories(dir);
  std::ofstream(dir + "/before.py") << print_module(before);
  if (f.finding && !f.finding->output.functions.empty())
    std::ofstream(dir + "/after.py") << print_module(f.finding->output);
  // The replay: the unreduced program again, by its seed; and `rxv run` on
  // the inputs that show the failure (for a pass, on before.py and after.py:
  // their values or effects differ).
  // The pass in single quotes for a shell, its own single quotes as '\'' (tvm: specs
  // carry Python string literals).
  std::string quoted = "'";
  for (char c : pass_text)
    quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  quoted += "'";
  std::string replay = fmt::format("replay: rxv fuzz{} --program-seed {}\n",
                                   pass_text.empty() ? "" : " --pass " + quoted, seed);
  const GlobalFunc *main = before.find("main");
  if (f.finding && !f.finding->inputs.empty() && main && main->relax) {
    std::string flags =
        write_finding_inputs(dir, *main->relax, f.finding->inputs);
    replay += fmt::format("replay: cd {} && rxv run before.py{}\n", dir, flags);
    if (!f.finding->output.functions.empty())
      replay += fmt::format("replay: cd {} && rxv run after.py{}\n", dir, flags);
    // A Halide backend's finding replays on the backend too (rxv diff takes
    // the same --input flags).
    if (oracle_name.rfind("backend:halide-", 0) == 0)
      replay += fmt::format("replay: cd {} && rxv diff before.py --backend {}{}\n",
                            dir, oracle_name.substr(8), flags);
  }
  std::ofstream(dir + "/report.txt") << fmt::format(
      "kind: {}\nstage: {}\npass: {}\nseed: {}\nfound-at: {:.3f}\nsize: {} -> "
      "{}\nbindings: {}\n{}\n{}\n",
      f.kind, f.stage, pass_text.empty() ? "(none)" : pass_text, seed, found_at,
      original_size, module_size(before), binding_count(before), replay,
      f.message);
  std::ofstream(dir + "/seed") << seed << "\n"
                               << format_choices(choices) << "\n";
  if (pass_text.rfind("tvm:", 0) == 0) {
    // before.py in TVM's own spelling, for repro.py (TVM alone).
    std::ofstream(dir + "/before_tvm.py") << tvm_dialect_text(print_module(before));
    write_tvm_repro(dir, pass_text.substr(4), f.stage);
  }
}

} // namespace

HarnessSummary run_harness(const HarnessOptions &opts) {
  using Clock = std::chrono::steady_clock;
  auto start = Clock::now();
  auto elapsed = [&] {
    return std::chrono::duration<double>(Clock::now() - start).count();
  };
  std::atomic<int64_t> next{0}, programs{0}, valid{0}, findings{0};
  std::atomic<bool> stop{false};
  std::mutex mu;
  HarnessSummary summary;
  bool tty = opts.progress && ::isatty(2);

  auto worker = [&] {
    auto arith = make_default_arith();
    ModuleOracle extra_oracle;
    if (opts.make_module_oracle)
      extra_oracle = opts.make_module_oracle();
    const ModuleOracle *extra = extra_oracle ? &extra_oracle : nullptr;
    while (!stop) {
      int64_t i = next++;
      if ((opts.count >= 0 && i >= opts.count) || (opts.program_seed && i > 0))
        break;
      if (opts.seconds >= 0 && elapsed() >= opts.seconds)
        break;
      int64_t index = i * opts.num_shards + opts.shard;
      uint64_t seed = opts.program_seed ? *opts.program_seed
                                        : program_seed(opts.seed, index);
      RandomChoices choices(seed);
      GeneratedProgram p = generate_program(choices, opts.gen);
      Failure f = check_module_with(p.mod, &p.stats, opts, *arith, seed, extra);
      ++programs;
      if (f.kind != "invalid")
        ++valid;
      if (!f.failed())
        continue;
      double found_at = elapsed();
      // Shrink: the same kind and stage must persist.
      auto same = [&](const Failure &g) {
        return g.kind == f.kind && g.stage == f.stage;
      };
      std::vector<uint64_t> seq = choices.recorded();
      IRModule reduced = p.mod;
      size_t original = module_size(p.mod);
      if (opts.shrink) {
        seq = shrink_choices(seq, [&](const std::vector<uint64_t> &cand) {
          ReplayChoices rc(cand);
          GeneratedProgram q = generate_program(rc, opts.gen);
          return same(check_module_with(q.mod, &q.stats, opts, *arith, seed, extra));
        });
        ReplayChoices rc(seq);
        GeneratedProgram q = generate_program(rc, opts.gen);
        reduced = q.mod;
        if (f.kind != "invalid") {
          reduced = reduce_module(reduced, [&](const IRModule &m) {
            return same(check_module_with(m, nullptr, opts, *arith, seed, extra));
          });
        }
      }
      Failure final_f = check_module_with(reduced, nullptr, opts, *arith, seed, extra);
      if (!final_f.failed())
        final_f = f; // (op-rule rejections are only seen while generating)
      std::lock_guard<std::mutex> lock(mu);
      int64_t id = findings++;
      if (summary.first_finding_seconds < 0) {
        summary.first_finding_seconds = found_at;
        summary.first_reduced_size = module_size(reduced);
        summary.first_reduced_bindings = binding_count(reduced);
      }
      std::string line =
          fmt::format("finding {}: {} at stage {} (seed {}, size {} -> {})", id,
                      f.kind, f.stage, seed, original, module_size(reduced));
      summary.finding_lines.push_back(line);
      if (!opts.out_dir.empty()) {
        std::string dir = fmt::format("{}/{}", opts.out_dir, id);
        write_finding(dir, reduced, final_f, seed, seq, original,
                      opts.pass.text, found_at, opts.module_oracle_name);
        summary.finding_dirs.push_back(dir);
      }
      if (tty)
        std::cerr << "\r\033[K";
      std::cerr << line << "\n";
      if (findings >= opts.max_findings)
        stop = true;
    }
  };
  std::vector<std::thread> threads;
  int jobs = std::max(1, opts.jobs);
  for (int j = 1; j < jobs; ++j)
    threads.emplace_back(worker);
  std::thread progress;
  std::atomic<bool> done{false};
  if (tty) {
    progress = std::thread([&] {
      while (!done) {
        std::this_thread::sleep_for(std::chrono::milliseconds(500));
        double t = elapsed();
        std::cerr << fmt::format(
            "\r\033[K{} programs, {:.0f}/s, {} findings", programs.load(),
            double(programs.load()) / std::max(t, 1e-9), findings.load());
      }
    });
  }
  worker();
  for (auto &t : threads)
    t.join();
  done = true;
  if (progress.joinable())
    progress.join();
  if (tty)
    std::cerr << "\r\033[K";
  summary.programs = programs;
  summary.valid = valid;
  summary.findings = findings;
  summary.seconds = elapsed();
  return summary;
}

} // namespace rxv::fuzz
