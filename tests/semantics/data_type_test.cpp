#include "semantics/ir/data_type.h"

#include <gtest/gtest.h>

namespace rxv::sem {
namespace data_type_test {

TEST(DataType, RoundTripsTvmSpellings) {
  for (const char* s : {"float32", "float16", "float64", "int8", "int32", "int64", "uint8", "bool",
                        "void", "handle", "float32x4", "bfloat16", "uint16"}) {
    auto dt = DataType::parse(s);
    ASSERT_TRUE(dt.has_value()) << s;
    EXPECT_EQ(dt->str(), s);
  }
}

TEST(DataType, RejectsNonDtypes) {
  for (const char* s : {"", "float", "int", "f32", "float32x", "intx4", "int999999", "tensor"})
    EXPECT_FALSE(DataType::parse(s).has_value()) << s;
}

TEST(DataType, Predicates) {
  EXPECT_TRUE(DataType::Bool().is_bool());
  EXPECT_TRUE(DataType::Void().is_void());
  EXPECT_FALSE(DataType::Handle().is_void());
  EXPECT_TRUE(DataType::Int(64).is_integral());
  EXPECT_TRUE(DataType::Float(16).is_float());
}

} // namespace data_type_test
} // namespace rxv::sem
