// Every op of the op table has a Halide lowering (DESIGN.md, "One op table"), or is excluded,
// with the reason, as left to the interpreter; both next to the lowerings of its family.
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "backends/halide/lowering.h"
#include "semantics/ops/op_table.h"

namespace rxv::halide {
namespace lowering_registry_test {

// Every op of the op table is lowered or excluded, with a reason, by its own family's file
// (backends/halide/ops_<family>.cpp, the family of semantics/ops/<family>.cpp).
TEST(HalideLowering, EveryTableOpIsLoweredOrExcludedByItsFamily) {
  const auto& reg = LoweringRegistry::get();
  std::map<std::string, int> excluded;
  for (const auto& e : reg.excluded()) ++excluded[e.op];
  std::vector<std::string> missing, stale;
  std::set<std::string> in_table;
  for (const auto& def : sem::OpTable::get().ops()) {
    in_table.insert(def.name);
    bool lowered = reg.find(def.name) != nullptr, is_excluded = excluded.count(def.name) > 0;
    if (!lowered && !is_excluded) missing.push_back(def.name);
    if (lowered && is_excluded) stale.push_back(def.name);
    if (lowered || is_excluded) {
      EXPECT_EQ(reg.family_of(def.name), def.family)
          << def.name << " is registered by backends/halide/ops_" << reg.family_of(def.name)
          << ".cpp, not ops_" << def.family << ".cpp";
    }
  }
  std::string text;
  for (const auto& n : missing) text += " " + n;
  EXPECT_TRUE(missing.empty()) << "op-table entries without a Halide lowering or a reason:" << text;
  text.clear();
  for (const auto& n : stale) text += " " + n;
  EXPECT_TRUE(stale.empty()) << "lowered but also listed as excluded:" << text;
  // Every exclusion is of a table op, once, with a reason; every lowering is of a table op (a
  // misspelt name would never be used).
  for (const auto& e : reg.excluded()) {
    EXPECT_TRUE(in_table.count(e.op)) << e.op;
    EXPECT_EQ(excluded[e.op], 1) << e.op;
    EXPECT_GE(e.reason.size(), 10u) << e.op;
  }
  for (const auto& n : reg.names()) EXPECT_TRUE(in_table.count(n)) << n;
}

TEST(HalideLowering, CoreOpsAreRegistered) {
  const auto& reg = LoweringRegistry::get();
  for (const char* op :
       {"relax.add", "relax.floor_divide", "relax.where", "relax.clip", "relax.sum", "relax.argmax",
        "relax.cumsum", "relax.matmul", "relax.astype", "relax.reshape", "relax.permute_dims",
        "relax.nn.conv2d", "relax.nn.softmax", "relax.nn.relu"})
    EXPECT_TRUE(reg.find(op)) << op;
  EXPECT_FALSE(reg.find("relax.print"));
  EXPECT_FALSE(reg.find("relax.call_tir"));
}

TEST(HalideLowering, DtypeMapping) {
  using sem::DataType;
  EXPECT_EQ(*storage_type(DataType::Bool()), Halide::UInt(8));
  EXPECT_EQ(*compute_type(DataType::Bool()), Halide::Bool());
  EXPECT_EQ(*storage_type(DataType::Float(16)), Halide::Float(16));
  EXPECT_EQ(*compute_type(DataType::Float(16)), Halide::Float(32));
  EXPECT_FALSE(storage_type(DataType::Int(4)));
  EXPECT_FALSE(storage_type(DataType::Float(32, 4)));
  EXPECT_FALSE(storage_type(DataType::Void()));
}

} // namespace lowering_registry_test
} // namespace rxv::halide
