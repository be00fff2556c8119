// UseLocs: where variables are used, numbered and sorted once all uses are in.
#include <gtest/gtest.h>

#include <vector>

#include "semantics/ir/use_locs.h"

namespace rxv::sem {
namespace {

TEST(UseLocs, UsesComeBackPerVariableInSourceOrder) {
  int a = 0, b = 0; // two "nodes"
  UseLocs u;
  u.add(&a, {3, 5});
  u.add(&b, {2, 1});
  u.add(&a, {1, 9});
  u.finish();
  auto uses = [&](const void* v) {
    std::span<const SourceLoc> s = u.find(v);
    return std::vector<SourceLoc>(s.begin(), s.end());
  };
  EXPECT_EQ(uses(&a), (std::vector<SourceLoc>{{1, 9}, {3, 5}}));
  EXPECT_EQ(uses(&b), (std::vector<SourceLoc>{{2, 1}}));
  // Uses added after a finish() join the earlier ones.
  u.add(&a, {2, 2});
  u.finish();
  EXPECT_EQ(uses(&a), (std::vector<SourceLoc>{{1, 9}, {2, 2}, {3, 5}}));
}

TEST(UseLocs, ReservingPerBlockGrowsGeometrically) {
  // A module of many small functions reserves a little before each: the storage must not be
  // reallocated each time (that was quadratic).
  UseLocs u;
  std::vector<int> nodes(10000);
  int reallocations = 0;
  size_t capacity = u.capacity();
  for (int& n : nodes) {
    u.reserve(3);
    for (int k = 0; k < 3; ++k) u.add(&n, {1, uint32_t(k + 1)});
    if (u.capacity() != capacity) ++reallocations;
    capacity = u.capacity();
  }
  EXPECT_LE(reallocations, 20);
  u.finish();
  EXPECT_EQ(u.size(), nodes.size());
  EXPECT_EQ(u.uses(), 3 * nodes.size());
}

} // namespace
} // namespace rxv::sem
