#include "fuzz/harness.h"

#include <fmt/format.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <mutex>
#include <set>
#include <thread>

#include "fuzz/campaign.h"
#include "fuzz/finding_inputs.h"
#include "fuzz/finding_signature.h"
#include "fuzz/oracle.h"
#include "fuzz/passes/rewrite.h"
#include "fuzz/reduce.h"
#include "fuzz/tvm_pass.h"
#include "fuzz/tvm_repro.h"
#include "fuzz/tvm_worker.h"
#include "fuzz/validity.h"
#include "fuzz/values.h"
#include "semantics/script/printer.h"
#include "semantics/script/reader.h"
#include "semantics/transform/normalize.h"

namespace rxv::fuzz {

using namespace sem;

bool parse_pass_spec(const std::string& text, PassSpec* spec, std::string* error) {
  spec->text = text;
  spec->passes.clear();
  if (text.empty()) return true;
  if (text == "builtin:all") {
    spec->passes = builtin_passes();
    return true;
  }
  if (text.rfind("builtin:", 0) == 0) {
    if (const PassInfo* p = find_builtin_pass(text.substr(8))) {
      spec->passes.push_back(*p);
      return true;
    }
  } else if (text.rfind("bugzoo:", 0) == 0) {
    if (const BugInfo* b = find_bug(text.substr(7))) {
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

PassInfo command_pass(const std::string& command) {
  return {"cmd", command, [command](const IRModule& mod) -> IRModule {
            static std::atomic<int> counter{0};
            auto dir = std::filesystem::temp_directory_path();
            std::string stem = fmt::format("rxv_fuzz_{}_{}", ::getpid(), counter++);
            auto in = dir / (stem + "_in.py"), out = dir / (stem + "_out.py");
            std::ofstream(in) << print_module(mod);
            std::string cmd = fmt::format("{} < '{}' > '{}'", command, in.string(), out.string());
            int rc = std::system(cmd.c_str());
            std::ifstream f(out);
            std::string text((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
            std::filesystem::remove(in);
            std::filesystem::remove(out);
            if (rc != 0) throw std::runtime_error(fmt::format("command exited with {}", rc));
            DiagnosticSink sink;
            auto back = read_module(text, sink);
            if (!back)
              throw std::runtime_error("command output does not read:\n" + sink.format("out"));
            return *back;
          }};
}

uint64_t program_seed(uint64_t seed, int64_t index) {
  // splitmix64 of (seed, index): independent streams per program. (next()
  // adds the golden ratio first: the state below makes its input
  // seed * golden + index + 0x632BE59BD9B4E019, as every campaign so far.)
  const uint64_t golden = 0x9E3779B97F4A7C15ull;
  return sem::SplitMix64(seed * golden + uint64_t(index) + 0x632BE59BD9B4E019ull - golden).next();
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
  /// Why a pass does not apply to the program (its precondition): counted, not a finding.
  std::string not_applicable;
  bool failed() const { return !stage.empty(); }
};

Failure check_module_with(const IRModule& mod, const GenStats* stats, const HarnessOptions& opts,
                          Arith& arith, uint64_t input_seed, const ModuleOracle* extra) {
  Failure f;
  if (stats && !stats->rejected_calls.empty()) {
    f.kind = "invalid";
    f.stage = "op-rule";
    f.message = "the op's StructInfo rule rejected a generated call: " + stats->rejected_calls[0];
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
  for (const auto& p : opts.pass.passes) {
    PassPrecondition pre = p.precondition ? p.precondition(*v.normalized) : PassPrecondition{};
    if (!pre.not_applicable.empty()) {
      if (f.not_applicable.empty()) f.not_applicable = pre.not_applicable;
      continue;
    }
    if (auto e = oracle.check(p.run, pre)) {
      f.kind = "pass:" + p.name;
      f.stage = e->stage;
      f.message = e->message;
      f.finding = std::move(e);
      return f;
    }
  }
  return f;
}

// Writes the finding's files into `dir`; `final_dir` is where they will be read (the replay
// lines name it): the campaign renames `dir` to it once complete.
void write_finding(const std::string& dir, const std::string& final_dir, const IRModule& before,
                   const Failure& f, const std::string& signature, uint64_t seed,
                   const std::vector<uint64_t>& choices, size_t original_size,
                   const std::string& pass_text, double found_at, const std::string& oracle_name) {
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
  for (char c : pass_text) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  quoted += "'";
  // A backend campaign's finding replays on its backend (oracle "backend:LIST").
  std::string backend = oracle_name.rfind("backend:", 0) == 0 ? oracle_name.substr(8) : "";
  std::string replay = fmt::format("replay: rxv fuzz{}{} --program-seed {}\n",
                                   pass_text.empty() ? "" : " --pass " + quoted,
                                   backend.empty() ? "" : " --backend " + backend, seed);
  const GlobalFunc* main = before.find("main");
  if (f.finding && !f.finding->inputs.empty() && main && main->relax) {
    std::string flags = write_finding_inputs(dir, *main->relax, f.finding->inputs);
    replay += fmt::format("replay: cd {} && rxv run before.py{}\n", final_dir, flags);
    if (!f.finding->output.functions.empty())
      replay += fmt::format("replay: cd {} && rxv run after.py{}\n", final_dir, flags);
    // A Halide backend's finding replays on the backend too (rxv diff takes
    // the same --input flags).
    if (oracle_name.rfind("backend:halide-", 0) == 0)
      replay += fmt::format("replay: cd {} && rxv diff before.py --backend {}{}\n", final_dir,
                            oracle_name.substr(8), flags);
  }
  std::ofstream(dir + "/report.txt") << fmt::format(
      "kind: {}\nstage: {}\nsignature: {}\npass: {}\nseed: {}\nfound-at: {:.3f}\nsize: {} -> "
      "{}\nbindings: {}\n{}\n{}\n",
      f.kind, f.stage, signature, pass_text.empty() ? "(none)" : pass_text, seed, found_at,
      original_size, module_size(before), binding_count(before), replay, f.message);
  std::ofstream(dir + "/seed") << seed << "\n" << format_choices(choices) << "\n";
  if (pass_text.rfind("tvm:", 0) == 0) {
    // before.py in TVM's own spelling, for repro.py (TVM alone).
    std::ofstream(dir + "/before_tvm.py") << tvm_text(before);
    write_tvm_repro(dir, pass_text.substr(4), f.stage);
  }
}

} // namespace

namespace {

/// Op names called in `mod` (the campaign log's coverage).
void collect_ops(const IRModule& mod, std::set<std::string>& out) {
  rewrite_module(mod, [&](SeqView& seq) {
    for (const auto& item : seq.items)
      if (const auto* call = as<CallNode>(item.binding.value))
        if (const auto* op = as<OpNode>(call->op)) out.insert(op->name);
  });
}

/// What one worker is checking, for the hang watchdog.
struct Slot {
  std::atomic<int64_t> started_ns{0}; ///< 0: idle
  std::atomic<int64_t> position{0};
  std::atomic<uint64_t> seed{0};
};

int64_t now_ns() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

} // namespace

HarnessSummary run_harness(const HarnessOptions& opts) {
  using Clock = std::chrono::steady_clock;
  auto start = Clock::now();
  auto elapsed = [&] { return std::chrono::duration<double>(Clock::now() - start).count(); };
  HarnessSummary summary;
  std::unique_ptr<Campaign> campaign;
  if (!opts.out_dir.empty()) {
    campaign = Campaign::open(opts.out_dir, opts.resume, &summary.error);
    if (!campaign) return summary;
    if (!opts.resume && !opts.campaign_config.empty()) {
      auto config = nlohmann::json::parse(opts.campaign_config, nullptr, false);
      if (config.is_discarded() || !Campaign::write_config(opts.out_dir, config, &summary.error))
        return summary;
    }
  }
  const int64_t done_before = campaign ? campaign->done_before() : 0;
  const int64_t findings_before = campaign ? campaign->findings_before() : 0;
  std::atomic<int64_t> next{0}, programs{0}, valid{0}, findings{0};
  std::atomic<bool> stop{findings_before >= opts.max_findings};
  std::mutex mu; // findings, the summary and the log's counters
  std::map<std::string, int64_t> by_oracle;
  if (campaign) by_oracle = campaign->kinds_before();
  std::map<std::string, int64_t> not_applicable; // by reason (this run's programs)
  std::set<std::string> ops;
  bool tty = opts.progress && ::isatty(2);
  const int jobs = std::max(1, opts.jobs);
  std::vector<Slot> slots(static_cast<size_t>(jobs));

  // The campaign log's record of where the campaign stands (mu held).
  auto record = [&](const char* event) {
    double t = elapsed();
    return nlohmann::json{{"event", event},
                          {"elapsed", t},
                          {"programs", done_before + programs.load()},
                          {"rate", double(programs.load()) / std::max(t, 1e-9)},
                          {"findings", findings_before + findings.load()},
                          {"by_oracle", by_oracle},
                          {"not_applicable", not_applicable},
                          {"ops_covered", ops.size()}};
  };
  if (campaign) {
    std::lock_guard<std::mutex> lock(mu);
    auto r = record(opts.resume ? "resume" : "start");
    r["skipped"] = done_before;
    campaign->log(r);
  }

  auto worker = [&](Slot& slot) {
    auto arith = make_default_arith();
    ModuleOracle extra_oracle;
    if (opts.make_module_oracle) extra_oracle = opts.make_module_oracle();
    const ModuleOracle* extra = extra_oracle ? &extra_oracle : nullptr;
    // Every check runs under the watchdog's clock.
    auto check = [&](const IRModule& m, const GenStats* stats, uint64_t seed) {
      slot.started_ns = now_ns();
      Failure r = check_module_with(m, stats, opts, *arith, seed, extra);
      slot.started_ns = 0;
      return r;
    };
    while (!stop) {
      int64_t i = next++;
      if ((opts.count >= 0 && i >= opts.count) || (opts.program_seed && i > 0)) break;
      if (opts.seconds >= 0 && elapsed() >= opts.seconds) break;
      if (campaign && campaign->done(i)) continue; // checked before the campaign was resumed
      int64_t index = i * opts.num_shards + opts.shard;
      uint64_t seed = opts.program_seed ? *opts.program_seed : program_seed(opts.seed, index);
      slot.position = i;
      slot.seed = seed;
      slot.started_ns = now_ns();
      RandomChoices choices(seed);
      GeneratedProgram p = generate_program(choices, opts.gen);
      Failure f = check(p.mod, &p.stats, seed);
      if (campaign) {
        std::set<std::string> here;
        collect_ops(p.mod, here);
        std::lock_guard<std::mutex> lock(mu);
        ops.insert(here.begin(), here.end());
      }
      ++programs;
      if (f.kind != "invalid") ++valid;
      if (!f.not_applicable.empty()) {
        std::lock_guard<std::mutex> lock(mu);
        ++not_applicable[f.not_applicable];
      }
      if (!f.failed()) {
        if (campaign) campaign->mark_done(i);
        continue;
      }
      double found_at = elapsed();
      // Shrink: the same kind and stage must persist.
      // (and, with opts.finding_class, the same class: one TVM error is not shrunk into another)
      auto class_of = [&](const Failure& g) {
        return opts.finding_class && g.finding ? opts.finding_class(*g.finding) : std::string();
      };
      std::string f_class = class_of(f);
      const std::string signature = finding_signature(f.kind, f.stage, f_class);
      auto same = [&](const Failure& g) {
        return finding_signature(g.kind, g.stage, class_of(g)) == signature;
      };
      std::vector<uint64_t> seq = choices.recorded();
      IRModule reduced = p.mod;
      size_t original = module_size(p.mod);
      if (opts.shrink) {
        seq = shrink_choices(seq, [&](const std::vector<uint64_t>& cand) {
          ReplayChoices rc(cand);
          GeneratedProgram q = generate_program(rc, opts.gen);
          return same(check(q.mod, &q.stats, seed));
        });
        ReplayChoices rc(seq);
        GeneratedProgram q = generate_program(rc, opts.gen);
        reduced = q.mod;
        if (f.kind != "invalid") {
          reduced = reduce_module(reduced,
                                  [&](const IRModule& m) { return same(check(m, nullptr, seed)); });
        }
      }
      Failure final_f = check(reduced, nullptr, seed);
      if (!final_f.failed()) final_f = f; // (op-rule rejections are only seen while generating)
      std::lock_guard<std::mutex> lock(mu);
      int64_t id = findings_before + findings;
      if (summary.first_finding_seconds < 0) {
        summary.first_finding_seconds = found_at;
        summary.first_reduced_size = module_size(reduced);
        summary.first_reduced_bindings = binding_count(reduced);
      }
      std::string line =
          fmt::format("finding {}: {} at stage {} (seed {}, size {} -> {}){}", id, f.kind, f.stage,
                      seed, original, module_size(reduced), f_class.empty() ? "" : ": " + f_class);
      summary.finding_lines.push_back(line);
      ++by_oracle[f.kind];
      if (campaign) {
        // On disk, complete, before it is reported and the program counts as checked.
        std::string dir = campaign->write_finding(id, [&](const std::string& tmp) {
          write_finding(tmp, fmt::format("{}/{}", opts.out_dir, id), reduced, final_f, signature,
                        seed, seq, original, opts.pass.text, found_at, opts.module_oracle_name);
          if (opts.write_finding_extra && final_f.finding)
            opts.write_finding_extra(tmp, reduced, *final_f.finding);
        });
        summary.finding_dirs.push_back(dir);
        campaign->mark_done(i);
        ++findings;
        auto r = record("finding");
        r["id"] = id;
        r["kind"] = f.kind;
        r["stage"] = f.stage;
        r["seed"] = seed;
        campaign->log(r);
      } else {
        ++findings;
      }
      if (tty) std::cerr << "\r\033[K";
      std::cerr << line << std::endl;
      if (findings_before + findings >= opts.max_findings) stop = true;
    }
    slot.started_ns = 0;
  };

  // The hang watchdog: a check over the per-program timeout becomes a finding, then the process
  // ends (the hung computation cannot be interrupted safely).
  std::atomic<bool> done{false};
  std::thread watchdog;
  if (opts.program_timeout > 0) {
    watchdog = std::thread([&] {
      const auto limit_ns = int64_t(opts.program_timeout * 1e9);
      while (!done) {
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        for (Slot& slot : slots) {
          int64_t t0 = slot.started_ns.load();
          if (t0 == 0 || now_ns() - t0 <= limit_ns) continue;
          std::lock_guard<std::mutex> lock(mu);
          uint64_t seed = slot.seed;
          int64_t id = findings_before + findings;
          RandomChoices choices(seed);
          GeneratedProgram p = generate_program(choices, opts.gen);
          Failure f;
          f.kind = "hang";
          f.stage = "program-timeout";
          f.message = fmt::format("checking the program took longer than the per-program "
                                  "timeout of {} s (--program-timeout)",
                                  opts.program_timeout);
          std::string line =
              fmt::format("finding {}: hang at stage program-timeout (seed {})", id, seed);
          if (campaign) {
            campaign->write_finding(id, [&](const std::string& tmp) {
              write_finding(tmp, fmt::format("{}/{}", opts.out_dir, id), p.mod, f,
                            finding_signature(f.kind, f.stage), seed, choices.recorded(),
                            module_size(p.mod), opts.pass.text, elapsed(), opts.module_oracle_name);
            });
            campaign->mark_done(slot.position);
            ++findings;
            ++by_oracle["hang"];
            auto r = record("hang");
            r["id"] = id;
            r["seed"] = seed;
            campaign->log(r);
          }
          if (tty) std::cerr << "\r\033[K";
          std::cerr << line << "\n"
                    << f.message << "; stopping"
                    << (campaign ? fmt::format(" (rxv fuzz --resume {} continues)", opts.out_dir)
                                 : std::string())
                    << std::endl;
          if (opts.before_hang_exit) opts.before_hang_exit();
          std::_Exit(1);
        }
      }
    });
  }

  std::vector<std::thread> threads;
  for (int j = 1; j < jobs; ++j) threads.emplace_back(worker, std::ref(slots[size_t(j)]));
  // The progress line (on a terminal) and the log's progress records, every 10 s.
  std::mutex done_mu;
  std::condition_variable done_cv;
  std::thread progress([&] {
    double last_log = 0;
    for (;;) {
      {
        std::unique_lock<std::mutex> lock(done_mu);
        if (done_cv.wait_for(lock, std::chrono::milliseconds(500), [&] { return done.load(); }))
          break;
      }
      double t = elapsed();
      if (tty)
        std::cerr << fmt::format("\r\033[K{} programs, {:.0f}/s, {} findings", programs.load(),
                                 double(programs.load()) / std::max(t, 1e-9), findings.load());
      if (campaign && t - last_log >= 10) {
        last_log = t;
        std::lock_guard<std::mutex> lock(mu);
        auto r = record("progress");
        r["ops"] = ops; // which ops, for the report's coverage by family (rxv report)
        campaign->log(r);
      }
    }
  });
  worker(slots[0]);
  for (auto& t : threads) t.join();
  {
    std::lock_guard<std::mutex> lock(done_mu);
    done = true;
  }
  done_cv.notify_all();
  progress.join();
  if (watchdog.joinable()) watchdog.join();
  if (tty) std::cerr << "\r\033[K";
  summary.programs = programs;
  summary.valid = valid;
  summary.findings = findings;
  summary.findings_before = findings_before;
  summary.seconds = elapsed();
  summary.not_applicable = not_applicable;
  if (campaign) {
    std::lock_guard<std::mutex> lock(mu);
    auto r = record("end");
    r["ops"] = ops;
    campaign->log(r);
  }
  return summary;
}

} // namespace rxv::fuzz
