#pragma once
/// Dense ids for node addresses: the first address seen gets 0, the next 1, and so on, so that a
/// walk keeps what it knows about each node in plain vectors indexed by id instead of one hash map
/// per fact (the well-formedness checker tracks half a dozen facts per Relax variable, and hashing
/// every one of them per use cost a third of `rxv check`). An open-addressing table with linear
/// probing, at most half full; ids are never removed.
#include <cstdint>
#include <vector>

namespace rxv::sem {

class PointerIds {
public:
  static constexpr uint32_t kNone = ~0u;

  /// The id of `p`, giving it the next one if it has none. `p` must not be null.
  uint32_t id(const void* p) {
    if ((count_ + 1) * 2 > slots_.size()) grow();
    Slot* s = probe(p);
    if (!s->key) {
      s->key = p;
      s->id = count_++;
    }
    return s->id;
  }
  /// The id of `p`, or kNone if it has none.
  uint32_t find(const void* p) const {
    if (slots_.empty()) return kNone;
    const Slot* s = const_cast<PointerIds*>(this)->probe(p);
    return s->key ? s->id : kNone;
  }
  /// How many addresses have an id (ids are 0 .. size() - 1).
  uint32_t size() const { return count_; }
  /// Starts loading the slot where `p` would be looked up first: a caller that knows which
  /// addresses come next hides the cache miss of a large table behind its other work.
  void prefetch(const void* p) const {
    if (!slots_.empty()) __builtin_prefetch(&slots_[home(p)]);
  }
  /// Room for `n` addresses without rehashing.
  void reserve(size_t n) {
    while (n * 2 > slots_.size()) grow();
  }

private:
  struct Slot {
    const void* key = nullptr;
    uint32_t id = 0;
  };

  // Where probing for `p` starts. Fibonacci hashing of the address: nodes are 16-byte aligned and
  // often evenly spaced, so the low bits alone would cluster.
  size_t home(const void* p) const {
    return size_t((uint64_t(reinterpret_cast<uintptr_t>(p)) * 0x9E3779B97F4A7C15ull) >> 20) &
           (slots_.size() - 1);
  }
  // The slot holding `p`, or the empty slot where it would go.
  Slot* probe(const void* p) {
    const size_t mask = slots_.size() - 1;
    size_t i = home(p);
    while (slots_[i].key && slots_[i].key != p) i = (i + 1) & mask;
    return &slots_[i];
  }
  void grow() {
    std::vector<Slot> old = std::move(slots_);
    slots_.assign(old.empty() ? 64 : old.size() * 2, Slot{});
    for (const Slot& s : old)
      if (s.key) *probe(s.key) = s;
  }

  std::vector<Slot> slots_;
  uint32_t count_ = 0;
};

} // namespace rxv::sem
