// corpus/passes/<pass>/*.py: each file names its pass (`# PASS: dce`) and its
// expected output
// (`# PASS-EXPECT: file`, relative to it): the pass on the normalized input
// must print exactly that file, and the oracle must accept the pass on it.
// RXV_UPDATE_EXPECTED=1 rewrites the expected files (review the diff).
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "fuzz/oracle.h"
#include "fuzz/passes/pass.h"
#include "semantics/script/printer.h"
#include "semantics/script/reader.h"
#include "semantics/transform/normalize.h"

namespace rxv::fuzz {
namespace pass_corpus_test {

namespace fs = std::filesystem;

std::string read_text(const fs::path& p) {
  std::ifstream f(p);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

std::string directive(const std::string& text, const std::string& key) {
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("# " + key + ":", 0) == 0) {
      std::string v = line.substr(key.size() + 3);
      v.erase(0, v.find_first_not_of(' '));
      return v;
    }
  }
  return "";
}

TEST(PassCorpus, EveryFileGivesItsExpectedOutput) {
  fs::path root = fs::path(RXV_SOURCE_DIR) / "corpus/passes";
  ASSERT_TRUE(fs::exists(root)) << root;
  bool update = std::getenv("RXV_UPDATE_EXPECTED") != nullptr;
  int files = 0;
  auto arith = sem::make_default_arith();
  // Regression files for pass bugs (corpus/regressions/fuzz_*.py with a PASS
  // directive) run the same way.
  std::vector<fs::path> paths;
  for (const fs::path& dir : {root, fs::path(RXV_SOURCE_DIR) / "corpus/regressions"})
    for (const auto& entry : fs::recursive_directory_iterator(dir))
      if (entry.path().extension() == ".py" &&
          (dir == root || !directive(read_text(entry.path()), "PASS").empty()))
        paths.push_back(entry.path());
  for (const fs::path& path : paths) {
    ++files;
    SCOPED_TRACE(path.string());
    std::string text = read_text(path);
    std::string pass_name = directive(text, "PASS");
    std::string expect = directive(text, "PASS-EXPECT");
    const PassInfo* pass = find_builtin_pass(pass_name);
    ASSERT_NE(pass, nullptr) << "unknown PASS '" << pass_name << "'";
    ASSERT_FALSE(expect.empty()) << "no PASS-EXPECT";
    sem::DiagnosticSink sink;
    auto mod = sem::read_module(text, sink);
    ASSERT_TRUE(mod) << sink.format(path.string());
    sem::IRModule norm = sem::normalize(*mod);
    std::string got = sem::print_module(pass->run(norm).module);
    fs::path expected_path = path.parent_path() / expect;
    if (update) std::ofstream(expected_path) << got;
    EXPECT_EQ(got, read_text(expected_path));
    auto finding = check_refinement(norm, pass->run, *arith);
    EXPECT_FALSE(finding) << finding->stage << ": " << finding->message;
  }
  EXPECT_GE(files, 6);
}

} // namespace pass_corpus_test
} // namespace rxv::fuzz
