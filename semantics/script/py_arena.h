#pragma once
/// The memory of one parsed file's syntax tree (py_ast.h): its nodes, their child lists and their
/// strings live in a few large blocks that are freed together, so that building a tree costs a
/// pointer bump per node and freeing it costs nothing per node. Whatever is placed here must be
/// trivially destructible (no destructor ever runs) and must point only into the same arena or
/// into static storage.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <new>
#include <span>
#include <string_view>
#include <type_traits>
#include <vector>

namespace rxv::sem::py {

class PyArena {
public:
  PyArena() = default;
  PyArena(const PyArena&) = delete;
  PyArena& operator=(const PyArena&) = delete;

  /// A value-initialized `T` (all fields at their defaults).
  template <class T> T* make() {
    static_assert(std::is_trivially_destructible_v<T>, "arena objects are never destroyed");
    return new (allocate(sizeof(T), alignof(T))) T();
  }
  /// A copy of `items` (for child lists built on a scratch stack).
  template <class T> std::span<T> copy(std::span<const T> items) {
    static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>);
    if (items.empty()) return {};
    T* p = static_cast<T*>(allocate(items.size_bytes(), alignof(T)));
    std::memcpy(static_cast<void*>(p), items.data(), items.size_bytes());
    return {p, items.size()};
  }
  /// A copy of `s` that lives as long as the arena.
  std::string_view store(std::string_view s) {
    if (s.empty()) return {};
    char* p = static_cast<char*>(allocate(s.size(), 1));
    std::memcpy(p, s.data(), s.size());
    return {p, s.size()};
  }
  /// Bytes taken from the system so far.
  size_t reserved_bytes() const { return reserved_; }
  /// Bytes given back by release().
  size_t released_bytes() const { return released_; }

  /// The block that allocations come from now. Blocks are filled in order and never revisited,
  /// so what is allocated between two calls lies in the blocks between the two answers.
  uint32_t block_index() const { return blocks_.empty() ? 0 : uint32_t(blocks_.size() - 1); }
  /// Frees blocks [first, end) (those already freed are skipped; the current one never is): the
  /// caller knows that nothing in them is used any more. For a reader that consumes a large tree
  /// statement by statement, so that the tree and what is built from it are not all alive at once.
  void release(uint32_t first, uint32_t end) {
    end = std::min<uint32_t>(end, block_index());
    for (uint32_t i = first; i < end; ++i) {
      if (!blocks_[i].data) continue;
      released_ += blocks_[i].size;
      blocks_[i].data.reset();
    }
  }

private:
  static constexpr size_t kFirstBlock = size_t(16) << 10;
  static constexpr size_t kMaxBlock = size_t(1) << 20;

  // `align` is a power of two (alignof of a type).
  void* allocate(size_t bytes, size_t align) {
    size_t pad = (align - reinterpret_cast<uintptr_t>(cur_)) & (align - 1);
    if (pad + bytes > left_) [[unlikely]] {
      grow(bytes + align);
      pad = (align - reinterpret_cast<uintptr_t>(cur_)) & (align - 1);
    }
    void* p = cur_ + pad;
    cur_ += pad + bytes;
    left_ -= pad + bytes;
    return p;
  }
  // A new block, doubling up to kMaxBlock so that small files stay small and large ones need few
  // blocks; a request larger than that gets a block of its own size.
  void grow(size_t at_least) {
    next_ = std::min(next_ == 0 ? kFirstBlock : next_ * 2, kMaxBlock);
    size_t size = std::max(next_, at_least);
    blocks_.push_back(Block{std::unique_ptr<std::byte[]>(new std::byte[size]), size});
    cur_ = blocks_.back().data.get();
    left_ = size;
    reserved_ += size;
  }

  struct Block {
    std::unique_ptr<std::byte[]> data; ///< null once released
    size_t size = 0;
  };
  std::vector<Block> blocks_;
  std::byte* cur_ = nullptr;
  size_t left_ = 0;
  size_t next_ = 0;
  size_t reserved_ = 0;
  size_t released_ = 0;
};

} // namespace rxv::sem::py
