// `rxv merge OUT DIR...`: one campaign directory from the shards' (fuzz/campaign_merge.h).
// Exit 0 when the merged campaign holds no finding, 1 when it holds some, 2 on bad input.
#include <fmt/format.h>

#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "fuzz/campaign_merge.h"
#include "tools/commands.h"
#include "tools/exit_codes.h"
#include "tools/json_output.h"

namespace rxv::tools {
namespace {

struct MergeFlags {
  std::string out;
  std::vector<std::string> dirs;
};

int run(const MergeFlags& flags) {
  fuzz::MergeResult r = fuzz::merge_campaigns(flags.out, flags.dirs);
  if (!r.errors.empty()) {
    for (const auto& e : r.errors) std::cerr << e << "\n";
    return kExitBadInput;
  }
  for (const auto& n : r.notes) std::cerr << "rxv merge: note: " << n << "\n";
  std::cout << fmt::format(
      "rxv merge: {} campaign(s), {} programs, {} findings, {} distinct signature(s) ({} "
      "duplicate(s) dropped) -> {}\n",
      r.sources, r.programs, r.findings_total, r.findings.size(),
      r.findings_total - int64_t(r.findings.size()), flags.out);
  nlohmann::ordered_json findings = nlohmann::ordered_json::array();
  for (const auto& f : r.findings) {
    std::cout << fmt::format("  {}/{}: {} ({} finding(s); kept {}, seed {}, size {})\n", flags.out,
                             f.id, f.signature, f.duplicates.size() + 1, f.from, f.seed, f.size);
    findings.push_back({{"id", f.id},
                        {"signature", f.signature},
                        {"from", f.from},
                        {"seed", f.seed},
                        {"size", f.size},
                        {"duplicates", f.duplicates}});
  }
  CommandOutput::cli().result() = {{"out", flags.out},
                                   {"sources", r.sources},
                                   {"programs", r.programs},
                                   {"findings_total", r.findings_total},
                                   {"findings", std::move(findings)},
                                   {"notes", r.notes}};
  return r.findings.empty() ? kExitOk : kExitFinding;
}

} // namespace

CommandSpec merge_command() {
  CommandSpec cmd{"merge",
                  "Merge campaign directories (the shards of rxv fuzz --shard K/N) into one: "
                  "findings deduplicated by signature, the logs joined"};
  auto flags = std::make_shared<MergeFlags>();
  cmd.option("OUT", &flags->out, "the merged campaign directory (new, or empty)").required();
  cmd.option("DIR", &flags->dirs, "campaign directories (rxv fuzz --out DIR)")
      .required()
      .expected(1, -1);
  cmd.run = [flags] { return run(*flags); };
  return cmd;
}

} // namespace rxv::tools
