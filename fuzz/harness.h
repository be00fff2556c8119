#pragma once
/// The fuzzing loop behind `rxv fuzz` (DESIGN.md, "Fuzzing"): generate programs
/// from seeds, check their validity (a failure is a generator or checker bug),
/// and check a pass for refinement with the oracle (oracle.h). Each finding is
/// shrunk (choice sequence, then the Relax-aware reducer) and written to
/// OUT/<id>/: before.py, after.py, inputs/<param>.npy and .txt (finding_inputs.h),
/// report.txt (with the `rxv run` lines that replay it) and seed.
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "fuzz/generator.h"
#include "fuzz/oracle.h"
#include "fuzz/passes/pass.h"

namespace rxv::fuzz {

/// What `--pass` names: builtin:NAME, builtin:all, bugzoo:NAME, cmd:COMMAND,
/// tvm:SPEC (fuzz/tvm_pass.h), or none.
struct PassSpec {
  std::string text;             ///< as given; empty = no pass (validity and evaluation only)
  std::vector<PassInfo> passes; ///< resolved (one each for builtin:all)
};
/// Resolves `text`; false with a message in `*error` for an unknown name.
bool parse_pass_spec(const std::string& text, PassSpec* spec, std::string* error);
/// A pass that runs `command` with the module's text on stdin and reads the
/// result from stdout.
PassInfo command_pass(const std::string& command);

/// An oracle on a whole valid (normalized) module: a finding or nullopt. `rxv fuzz --backend`
/// checks a Halide backend with one (tools/backend_oracle.h).
using ModuleOracle =
    std::function<std::optional<Finding>(const sem::IRModule&, uint64_t input_seed)>;

struct HarnessOptions {
  int64_t count = -1;  ///< programs to try (-1: until the time is up)
  double seconds = -1; ///< time budget (-1: until count)
  uint64_t seed = 0;
  /// Checks only the program of this seed (a finding's `seed:`), once.
  std::optional<uint64_t> program_seed;
  int jobs = 1;
  int shard = 0, num_shards = 1; ///< programs i with i % num_shards == shard
  /// The campaign directory (fuzz/campaign.h): findings, written atomically, the campaign log
  /// and the record of checked programs. Empty: nothing is written.
  std::string out_dir;
  /// Continue the campaign in out_dir: skip the programs it checked, number findings after its
  /// own. Without it, out_dir must not hold a campaign.
  bool resume = false;
  /// Written to out_dir/campaign.json when a campaign starts (the flags `--resume` restores).
  std::string campaign_config;
  /// Seconds one check of one program may take (generation, validity, the pass, the oracles,
  /// each shrinking step). When exceeded, the program is written as a finding of kind "hang"
  /// and the process exits with 1 at once (the hung work cannot be stopped; `--resume`
  /// continues after it). <= 0: no limit.
  double program_timeout = -1;
  /// When set, called just before that exit (after the hang's message): the command line's
  /// --json document is printed from it, so that even this exit leaves one.
  std::function<void()> before_hang_exit;
  PassSpec pass;
  GenConfig gen;
  bool progress = false; ///< a progress line on stderr
  bool shrink = true;
  int max_findings = 10; ///< stop after this many
  /// When set (and no pass is), each worker makes one module oracle, checked on every valid
  /// program in place of the evaluation properties; its findings are of kind
  /// `module_oracle_name`.
  std::function<ModuleOracle()> make_module_oracle;
  std::string module_oracle_name;
  /// When set, called after a finding's folder is written (its reduced module and finding),
  /// to add files: `--backend tvm-llvm` adds repro.py (fuzz/tvm_repro.h).
  std::function<void(const std::string& dir, const sem::IRModule& before, const Finding&)>
      write_finding_extra;
  /// When set, a finding's class beyond its stage (e.g. which TVM error a tvm-build is):
  /// shrinking keeps it, and the finding's line shows it.
  std::function<std::string(const Finding&)> finding_class;
};

struct HarnessSummary {
  /// Set when the campaign directory could not be opened (nothing ran).
  std::string error;
  int64_t programs = 0;
  int64_t valid = 0;
  int64_t findings = 0;        ///< found by this run
  int64_t findings_before = 0; ///< on disk from earlier runs of a resumed campaign
  /// Valid programs a pass does not apply to (its precondition, fuzz/passes/pass.h), by reason;
  /// neither findings nor checked by that pass. The campaign log's records carry the same map.
  std::map<std::string, int64_t> not_applicable;
  double seconds = 0;
  std::vector<std::string> finding_dirs;
  std::vector<std::string> finding_lines; ///< one line per finding
  double first_finding_seconds = -1;
  size_t first_reduced_size = 0;
  size_t first_reduced_bindings = 0;
};

HarnessSummary run_harness(const HarnessOptions& opts);

/// The seed of program `index` of a run with base seed `seed`.
uint64_t program_seed(uint64_t seed, int64_t index);

} // namespace rxv::fuzz
