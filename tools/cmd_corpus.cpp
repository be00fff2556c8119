#include <iostream>
#include <map>

#include <fmt/format.h>

#include "tools/commands.h"
#include "tools/corpus_runner.h"
#include "tools/exit_codes.h"
#include "tools/json_output.h"

namespace rxv::tools {

CommandSpec corpus_command() {
  CommandSpec cmd{"corpus", "Run a corpus of TVMScript files with inline expectations"};
  auto dir = std::make_shared<std::string>();
  auto junit = std::make_shared<std::string>();
  auto verbose = std::make_shared<bool>(false);
  cmd.option("DIR", dir.get(), "corpus directory (all *.py below it)")
      .required()
      .check_existing_directory();
  cmd.option("--junit", junit.get(), "write a JUnit XML report");
  cmd.flag("-v,--verbose", verbose.get(), "list every file and its pending expectations");
  cmd.run = [dir, junit, verbose] {
    CorpusSummary s = run_corpus(*dir);
    std::map<std::string, size_t> pending;
    nlohmann::ordered_json& json = CommandOutput::cli().result();
    json["passed"] = s.passed();
    json["failed"] = s.failed();
    json["files"] = nlohmann::ordered_json::array();
    for (const auto& f : s.files) {
      json["files"].push_back({{"path", f.path},
                               {"passed", f.passed},
                               {"failures", f.failures},
                               {"pending", f.pending}});
      for (const auto& p : f.pending) ++pending[p.substr(0, p.find(':'))];
      if (*verbose || !f.passed) fmt::print("{} {}\n", f.passed ? "PASS" : "FAIL", f.path);
      for (const auto& msg : f.failures) fmt::print("    {}\n", msg);
      if (*verbose)
        for (const auto& p : f.pending) fmt::print("    pending: {}\n", p);
    }
    for (const auto& [kind, n] : pending)
      fmt::print("note: {} '{}' expectations are not checked by this build yet\n", n, kind);
    if (!junit->empty() && !write_junit(s, *junit)) {
      fmt::print(stderr, "{}: error: cannot write JUnit report\n", *junit);
      return kExitBadInput;
    }
    if (s.files.empty()) {
      fmt::print(stderr, "{}: error: no corpus files (*.py) found\n", *dir);
      return kExitBadInput;
    }
    fmt::print("corpus: {} passed, {} failed\n", s.passed(), s.failed());
    return s.failed() == 0 ? kExitOk : kExitFinding;
  };
  return cmd;
}

} // namespace rxv::tools
