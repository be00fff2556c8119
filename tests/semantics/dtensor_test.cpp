// Tests of distributed Relax's StructInfo (semantics/ir/device_mesh.h, DTensorSInfo): placement
// text, equality and hashing by mesh value, subtyping and LUB (TVM's StructInfoBaseChecker: a
// different mesh or placement is its kFailL1), erasure, and the printed form.
#include <gtest/gtest.h>

#include "semantics/arith/arith.h"
#include "semantics/ir/device_mesh.h"
#include "semantics/ir/struct_info.h"
#include "semantics/ir/structural_equal.h"
#include "semantics/script/printer.h"
#include "semantics/struct_info/erase.h"
#include "semantics/struct_info/relations.h"

namespace rxv::sem {
namespace dtensor_test {

std::shared_ptr<const DeviceMesh> mesh(std::vector<int64_t> shape, int64_t begin, int64_t end) {
  auto m = std::make_shared<DeviceMesh>();
  m->shape = std::move(shape);
  for (int64_t i = begin; i < end; ++i) m->device_ids.push_back(i);
  m->range = std::pair(begin, end);
  return m;
}

StructInfo dtensor(std::vector<PrimExpr> dims, std::shared_ptr<const DeviceMesh> m,
                   const char* placement) {
  return make_dtensor_sinfo(make_tensor_sinfo(std::move(dims), DataType::Float(32)), std::move(m),
                            *parse_placement(placement));
}

TEST(Placement, TextRoundTripsAsTvmPrintsIt) {
  EXPECT_EQ(parse_placement("S[1], R"), (Placement{1, kReplica}));
  EXPECT_EQ(parse_placement("R,S[0]"), (Placement{kReplica, 0}));
  EXPECT_EQ(parse_placement(""), Placement{});
  EXPECT_EQ(placement_text({1, kReplica}), "S[1], R");
  for (const char* bad : {"S[", "S[x]", "Q", "S[1", "S1"})
    EXPECT_FALSE(parse_placement(bad).has_value()) << bad;
}

TEST(DTensor, EqualityAndHashFollowTheMeshValue) {
  StructInfo a = dtensor({make_int(4), make_int(8)}, mesh({2}, 0, 2), "S[0]");
  StructInfo b = dtensor({make_int(4), make_int(8)}, mesh({2}, 0, 2), "S[0]");
  StructInfo other_mesh = dtensor({make_int(4), make_int(8)}, mesh({2}, 2, 4), "S[0]");
  StructInfo other_place = dtensor({make_int(4), make_int(8)}, mesh({2}, 0, 2), "R");
  EXPECT_TRUE(structural_equal(a, b));
  EXPECT_EQ(structural_hash(a), structural_hash(b));
  EXPECT_FALSE(structural_equal(a, other_mesh));
  EXPECT_FALSE(structural_equal(a, other_place));
  EXPECT_FALSE(
      structural_equal(a, make_tensor_sinfo({make_int(4), make_int(8)}, DataType::Float(32))));
}

TEST(DTensor, SubtypingComparesTensorPartThenMeshAndPlacement) {
  auto arith = make_default_arith();
  PrimExpr n = make_var("n");
  StructInfo exact = dtensor({make_int(4), make_int(8)}, mesh({2}, 0, 2), "S[1]");
  StructInfo sym = dtensor({n, make_int(8)}, mesh({2}, 0, 2), "S[1]");
  StructInfo other_place = dtensor({make_int(4), make_int(8)}, mesh({2}, 0, 2), "R");
  EXPECT_EQ(is_subtype(exact, exact, *arith), Compat::kCompatible);
  EXPECT_EQ(is_subtype(exact, make_object_sinfo(), *arith), Compat::kCompatible);
  EXPECT_EQ(check_compatibility(sym, exact, *arith), Compat::kPossibly);
  // TVM's kFailL1: not a subtype, but a match that only a run could decide.
  EXPECT_EQ(is_subtype(exact, other_place, *arith), Compat::kIncompatible);
  EXPECT_EQ(check_compatibility(exact, other_place, *arith), Compat::kPossibly);
  EXPECT_EQ(
      is_subtype(exact, make_tensor_sinfo({make_int(4), make_int(8)}, DataType::Float(32)), *arith),
      Compat::kIncompatible);
  EXPECT_TRUE(structural_equal(struct_info_lub(exact, exact, *arith), exact));
  EXPECT_EQ(struct_info_lub(exact, other_place, *arith)->kind, SInfoKind::kObject);
  StructInfo lub =
      struct_info_lub(exact, dtensor({make_int(5), make_int(8)}, mesh({2}, 0, 2), "S[1]"), *arith);
  EXPECT_EQ(print_struct_info(lub),
            "R.DTensor(dtype=\"float32\", device_mesh=R.device_mesh((2,), I.Range(0, 2)), "
            "placement=\"S[1]\", ndim=2)");
}

TEST(DTensor, ErasureDropsTheShapeAndKeepsMeshAndPlacement) {
  PrimExpr n = make_var("n");
  StructInfo s = dtensor({n, make_int(8)}, mesh({2}, 0, 2), "S[1]");
  StructInfo erased = erase_to_well_defined(s, ScopeQuery{});
  EXPECT_EQ(print_struct_info(erased),
            "R.DTensor(dtype=\"float32\", device_mesh=R.device_mesh((2,), I.Range(0, 2)), "
            "placement=\"S[1]\", ndim=2)");
}

TEST(DTensor, SplitOnlyOverSeveralDevices) {
  EXPECT_TRUE(dtensor_is_split(*as<DTensorSInfo>(dtensor({make_int(4)}, mesh({2}, 0, 2), "S[0]"))));
  EXPECT_FALSE(dtensor_is_split(*as<DTensorSInfo>(dtensor({make_int(4)}, mesh({2}, 0, 2), "R"))));
  EXPECT_FALSE(
      dtensor_is_split(*as<DTensorSInfo>(dtensor({make_int(4)}, mesh({1}, 0, 1), "S[0]"))));
  EXPECT_FALSE(
      dtensor_is_split(*as<DTensorSInfo>(dtensor({make_int(4)}, mesh({1, 2}, 0, 2), "S[0], R"))));
}

} // namespace dtensor_test
} // namespace rxv::sem
