#include "semantics/script/py_arena.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "semantics/script/py_ast.h"
#include "semantics/script/py_parser.h"

namespace rxv::sem::py {
namespace py_arena_test {

TEST(PyArena, ObjectsAreAlignedAndValueInitialized) {
  PyArena a;
  for (int i = 0; i < 1000; ++i) {
    a.store("x"); // odd sizes between objects
    auto* e = a.make<PyExpr>();
    EXPECT_EQ(reinterpret_cast<uintptr_t>(e) % alignof(PyExpr), 0u);
    EXPECT_EQ(e->kind, PyExprKind::kNone);
    EXPECT_EQ(e->items.size(), 0u);
    EXPECT_EQ(e->str, "");
    auto* d = a.make<double>();
    EXPECT_EQ(reinterpret_cast<uintptr_t>(d) % alignof(double), 0u);
  }
}

TEST(PyArena, ReleasesWholeBlocksOnly) {
  PyArena a;
  std::vector<uint32_t> blocks;
  std::vector<int64_t*> values;
  for (int i = 0; i < 300000; ++i) {
    int64_t* v = a.make<int64_t>();
    blocks.push_back(a.block_index()); // where `v` is
    *v = i;
    values.push_back(v);
  }
  const uint32_t last = a.block_index();
  ASSERT_GT(last, 2u);
  a.release(1, last + 5); // never the current block, whatever `end` says
  EXPECT_GT(a.released_bytes(), 0u);
  EXPECT_LT(a.released_bytes(), a.reserved_bytes());
  for (size_t i = 0; i < values.size(); ++i)
    if (blocks[i] == 0 || blocks[i] == last) {
      ASSERT_EQ(*values[i], int64_t(i)) << i;
    }
  size_t released = a.released_bytes();
  a.release(0, last); // released blocks are skipped
  EXPECT_GT(a.released_bytes(), released);
  EXPECT_EQ(*a.make<int64_t>(), 0); // allocation goes on in the current block
}

TEST(PyArena, StoresStringsAndListsLargerThanABlock) {
  PyArena a;
  std::string big(size_t(3) << 20, 'q'); // larger than the largest block
  std::string_view s = a.store(big);
  EXPECT_EQ(s, big);
  EXPECT_NE(s.data(), big.data());
  std::vector<int64_t> items(size_t(1) << 18);
  for (size_t i = 0; i < items.size(); ++i) items[i] = int64_t(i) * 3;
  std::span<int64_t> copy = a.copy(std::span<const int64_t>(items));
  ASSERT_EQ(copy.size(), items.size());
  EXPECT_EQ(copy.back(), items.back());
  EXPECT_EQ(a.store("after"), "after"); // allocation goes on after an oversized request
  EXPECT_GE(a.reserved_bytes(), big.size() + items.size() * sizeof(int64_t));
  EXPECT_TRUE(a.copy(std::span<const int64_t>()).empty());
  EXPECT_TRUE(a.store("").empty());
}

TEST(PyArena, TreeOutlivesTheSourceText) {
  // Names and strings are copied into the module's arena: the text may go away.
  DiagnosticSink sink;
  std::optional<PyModule> m;
  {
    std::string text = "x = f(abc, 'a' 'b', k=-1.5)\n";
    m = parse_python(text, sink);
    text.assign(text.size(), '#');
  }
  ASSERT_TRUE(m.has_value()) << sink.format("t");
  const PyExpr& call = *m->body[0]->value;
  EXPECT_EQ(call.items[0]->str, "f");
  EXPECT_EQ(call.items[1]->str, "abc");
  EXPECT_EQ(call.items[2]->str, "ab");
  ASSERT_EQ(call.keywords().size(), 1u);
  EXPECT_EQ(call.keywords()[0].name, "k");
  EXPECT_EQ(call.keywords()[0].value->str, "-1.5");
  PyModule moved = std::move(*m); // the arena moves with the module
  EXPECT_EQ(moved.body[0]->target->str, "x");
}

} // namespace py_arena_test
} // namespace rxv::sem::py
