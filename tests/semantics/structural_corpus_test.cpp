// Structural equality and hashing over the corpus (semantics/ir/structural_walk.h feeds both the
// same fields): a file read twice, or printed and read back, is equal to itself and hashes alike;
// across files, two modules hash alike exactly when they are equal (no field is compared and not
// hashed, or hashed and not compared).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <unordered_set>

#include "semantics/ir/structural_equal.h"
#include "semantics/script/printer.h"
#include "semantics/script/reader.h"

namespace rxv::sem {
namespace structural_corpus_test {

namespace fs = std::filesystem;

std::optional<IRModule> read_text(const std::string& text) {
  DiagnosticSink sink;
  return read_module(text, sink);
}

TEST(StructuralCorpus, ReadsAgreeAndHashesFollowEquality) {
  std::vector<IRModule> mods;
  for (const auto& entry : fs::recursive_directory_iterator(fs::path(RXV_SOURCE_DIR) / "corpus")) {
    if (entry.path().extension() != ".py") continue;
    std::ifstream in(entry.path());
    std::stringstream ss;
    ss << in.rdbuf();
    auto a = read_text(ss.str()), b = read_text(ss.str());
    if (!a || !b) continue; // files that test reader errors
    const std::string what = entry.path().string();
    EXPECT_TRUE(structural_equal(*a, *b)) << what;
    EXPECT_EQ(structural_hash(*a), structural_hash(*b)) << what;
    for (size_t i = 0; i < a->functions.size(); ++i) {
      const GlobalFunc &f = a->functions[i], &g = b->functions[i];
      if (!f.relax) continue;
      EXPECT_TRUE(structural_equal(Expr(f.relax), Expr(g.relax))) << what << " " << f.name;
      EXPECT_EQ(structural_hash(Expr(f.relax)), structural_hash(Expr(g.relax))) << what;
    }
    if (auto back = read_text(print_module(*a))) {
      EXPECT_TRUE(structural_equal(*a, *back)) << what;
      EXPECT_EQ(structural_hash(*a), structural_hash(*back)) << what;
    }
    mods.push_back(std::move(*a));
  }
  ASSERT_GT(mods.size(), 200u);
  std::vector<size_t> hashes;
  std::unordered_set<size_t> distinct;
  for (const IRModule& m : mods) {
    hashes.push_back(structural_hash(m));
    distinct.insert(hashes.back());
  }
  for (size_t i = 0; i < mods.size(); ++i)
    for (size_t j = i + 1; j < mods.size(); ++j)
      EXPECT_EQ(structural_equal(mods[i], mods[j]), hashes[i] == hashes[j]) << i << " " << j;
  // Most corpus files differ: the hash tells them apart.
  EXPECT_GT(distinct.size(), mods.size() * 9 / 10);
}

} // namespace structural_corpus_test
} // namespace rxv::sem
