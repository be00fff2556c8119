// StableVector: elements keep their addresses as it grows across chunks.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "semantics/support/stable_vector.h"

namespace rxv::sem {
namespace {

TEST(StableVector, ElementsKeepTheirAddressesAcrossChunks) {
  StableVector<std::string, 4> v;
  EXPECT_TRUE(v.empty());
  std::vector<const std::string*> at;
  for (int i = 0; i < 11; ++i) {
    at.push_back(&v.push_back("s" + std::to_string(i)));
    EXPECT_EQ(v.size(), size_t(i + 1));
    EXPECT_EQ(&v.back(), at.back());
  }
  for (int i = 0; i < 11; ++i) {
    EXPECT_EQ(&v[i], at[i]);
    EXPECT_EQ(v[i], "s" + std::to_string(i));
  }
  v.emplace_back() = "last";
  EXPECT_EQ(v[11], "last");
  EXPECT_EQ(&v[0], at[0]);
}

} // namespace
} // namespace rxv::sem
