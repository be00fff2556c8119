// Tensors viewing a storage's bytes (Tensor::offset) and the undefined-byte flags
// (Tensor::undef) that make reads of unwritten memory detectable.
#include <gtest/gtest.h>

#include <cstring>

#include "semantics/value/tensor.h"
#include "semantics/value/value.h"

namespace rxv::sem {
namespace tensor_view_test {

/// A 16-byte block, all undefined, and a float32[2] view of its bytes 8..15.
struct Block {
  Tensor bytes = Tensor::zeros(DataType::UInt(8), {16});
  Tensor view;
  Block() {
    bytes.undef = std::make_shared<std::vector<uint8_t>>(16, uint8_t{1});
    view = bytes;
    view.dtype = DataType::Float(32);
    view.shape = {2};
    view.offset = 8;
  }
};

TEST(TensorView, ViewsAliasTheirStorage) {
  Block b;
  b.view.set_float(1, 2.5);
  float f = 0;
  std::memcpy(&f, b.bytes.bytes() + 12, 4);
  EXPECT_EQ(f, 2.5f);
  EXPECT_EQ(b.view.num_bytes(), 8);
}

TEST(TensorView, UndefinedUntilMarked) {
  Block b;
  EXPECT_EQ(b.view.first_undefined(), 0);
  b.view.undef_flags()[0] = b.view.undef_flags()[1] = 0;
  b.view.undef_flags()[2] = b.view.undef_flags()[3] = 0;
  EXPECT_EQ(b.view.first_undefined(), 1); // element 1 (bytes 12..15) is still undefined
  b.view.mark_defined();
  EXPECT_EQ(b.view.first_undefined(), -1);
  EXPECT_EQ(b.bytes.first_undefined(), 0); // bytes 0..7 were never written
  EXPECT_EQ(first_undefined_element(make_tuple_value({Value(b.view), Value(b.bytes)})),
            "[1] element 0");
}

TEST(TensorView, CloneCopiesTheViewOnly) {
  Block b;
  b.view.set_float(0, 1.5);
  b.view.undef_flags()[0] = b.view.undef_flags()[1] = 0;
  b.view.undef_flags()[2] = b.view.undef_flags()[3] = 0;
  Tensor c = b.view.clone();
  EXPECT_EQ(c.offset, 0);
  EXPECT_EQ(c.data->size(), 8u);
  EXPECT_EQ(c.get_float(0), 1.5);
  EXPECT_EQ(c.first_undefined(), 1);
  c.set_float(0, 7); // no aliasing
  EXPECT_EQ(b.view.get_float(0), 1.5);
  EXPECT_TRUE(c.bitwise_equal(c.clone()));
}

TEST(TensorView, PlainTensorsAreDefined) {
  Tensor t = Tensor::zeros(DataType::Int(32), {3});
  EXPECT_EQ(t.undef_flags(), nullptr);
  EXPECT_EQ(t.first_undefined(), -1);
  EXPECT_EQ(first_undefined_element(Value(t)), "");
}

} // namespace tensor_view_test
} // namespace rxv::sem
