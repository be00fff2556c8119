// Every Relax operator TVM registers has an op-table entry (issue 15, part 2). TVM's list is data:
// tests/data/tvm_relax_ops.txt, generated from TVM's sources by scripts/gen_tvm_op_list.py (no
// Python at test time). The ops rxv does not have yet are listed by name in
// tests/data/tvm_relax_ops_missing.txt; the test fails on an op in neither place (a new TVM op, or
// an entry removed) and on a listed op that has an entry now (the list must shrink as ops land).
#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include "semantics/ops/op_table.h"

namespace rxv::sem {
namespace tvm_op_list_test {

/// The first word of every line that is not a comment or blank.
std::set<std::string> read_names(const std::string& path) {
  std::ifstream in(path);
  EXPECT_TRUE(in.good()) << "cannot read " << path;
  std::set<std::string> names;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream words(line);
    std::string name;
    if (words >> name) names.insert(name);
  }
  return names;
}

const std::string kData = std::string(RXV_SOURCE_DIR) + "/tests/data/";

TEST(TvmOpList, EveryTvmOpHasAnEntryOrIsListedAsMissing) {
  std::set<std::string> tvm = read_names(kData + "tvm_relax_ops.txt");
  std::set<std::string> missing = read_names(kData + "tvm_relax_ops_missing.txt");
  ASSERT_GT(tvm.size(), 200u) << "TVM registers over 200 Relax ops; the list is truncated";
  std::string unlisted, stale, unknown;
  for (const std::string& op : tvm) {
    bool has = OpTable::get().find(op) != nullptr;
    if (!has && !missing.count(op)) unlisted += " " + op;
    if (has && missing.count(op)) stale += " " + op;
  }
  for (const std::string& op : missing)
    if (!tvm.count(op)) unknown += " " + op;
  EXPECT_TRUE(unlisted.empty()) << "TVM ops without an op-table entry:" << unlisted;
  EXPECT_TRUE(stale.empty()) << "have an entry now; remove from tvm_relax_ops_missing.txt:"
                             << stale;
  EXPECT_TRUE(unknown.empty()) << "listed as missing but not a TVM op:" << unknown;
}

} // namespace tvm_op_list_test
} // namespace rxv::sem
