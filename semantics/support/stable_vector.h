#pragma once
/// An append-only sequence whose elements never move (like std::deque, which the reader's name
/// records and the printer's names used), stored in chunks of `kChunk` elements. libstdc++'s deque
/// gives each 512 bytes a node of its own: for a 100k-name function that was 50,000 allocations
/// while reading and 50,000 frees at the end, each free touching a neighbouring chunk header that
/// a large module has left out of cache (issue 19, item 1). Here it is one allocation per chunk.
#include <cstddef>
#include <memory>
#include <utility>
#include <vector>

namespace rxv::sem {

template <class T, size_t kChunk = 256> class StableVector {
public:
  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  T& operator[](size_t i) { return chunks_[i / kChunk][i % kChunk]; }
  const T& operator[](size_t i) const { return chunks_[i / kChunk][i % kChunk]; }
  T& back() { return (*this)[size_ - 1]; }
  /// A new element at the end, default-constructed (chunks are made whole, so `T` is default
  /// constructible).
  T& emplace_back() {
    if (size_ % kChunk == 0) chunks_.push_back(std::make_unique<T[]>(kChunk));
    return (*this)[size_++];
  }
  template <class U> T& push_back(U&& value) { return emplace_back() = std::forward<U>(value); }

private:
  std::vector<std::unique_ptr<T[]>> chunks_;
  size_t size_ = 0;
};

} // namespace rxv::sem
