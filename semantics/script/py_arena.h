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
    blocks_.push_back(std::unique_ptr<std::byte[]>(new std::byte[size]));
    cur_ = blocks_.back().get();
    left_ = size;
    reserved_ += size;
  }

  std::vector<std::unique_ptr<std::byte[]>> blocks_;
  std::byte* cur_ = nullptr;
  size_t left_ = 0;
  size_t next_ = 0;
  size_t reserved_ = 0;
};

} // namespace rxv::sem::py
