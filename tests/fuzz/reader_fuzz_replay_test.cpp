// The reader's libFuzzer target (fuzz/libfuzzer_reader.cpp) replayed without libFuzzer, in every
// build: each corpus file (its fuzz finds among them, corpus/regressions/), and copies cut short
// and spliced, go through LLVMFuzzerTestOneInput, which aborts on a crash-worthy failure (a
// normal form that is not well-formed, a broken print/read round trip). The 10-minute libFuzzer
// run itself is scripts/libfuzzer.sh reader.
#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

namespace reader_fuzz_replay_test {

int feed(const std::string& s) {
  return LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t*>(s.data()), s.size());
}

std::vector<std::string> corpus_files() {
  std::vector<std::string> out;
  for (const auto& e :
       std::filesystem::recursive_directory_iterator(std::string(RXV_SOURCE_DIR) + "/corpus"))
    if (e.is_regular_file() && e.path().extension() == ".py") out.push_back(e.path().string());
  std::sort(out.begin(), out.end());
  return out;
}

TEST(ReaderFuzzReplay, CorpusAndMutants) {
  std::vector<std::string> files = corpus_files();
  ASSERT_GT(files.size(), 100u);
  std::string previous;
  for (const std::string& f : files) {
    std::ifstream in(f, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    std::string text = ss.str();
    SCOPED_TRACE(f);
    EXPECT_EQ(feed(text), 0);
    // Cut short at a few points (unclosed brackets, blocks, strings), and spliced with the
    // previous file (two modules, a body inside another).
    for (size_t k : {text.size() / 3, text.size() / 2, text.size() * 4 / 5}) {
      EXPECT_EQ(feed(text.substr(0, k)), 0);
      EXPECT_EQ(feed(text.substr(0, k) + previous.substr(previous.size() / 2)), 0);
    }
    previous = text;
  }
}

TEST(ReaderFuzzReplay, HostileBytes) {
  EXPECT_EQ(feed(""), 0);
  EXPECT_EQ(feed(std::string("\0\xff\xfe(\n\t", 6)), 0);
  EXPECT_EQ(feed(std::string(100000, '(')), 0);
  EXPECT_EQ(feed("@I.ir_module\nclass M:\n" + std::string(5000, ' ') + "x\n"), 0);
}

} // namespace reader_fuzz_replay_test
