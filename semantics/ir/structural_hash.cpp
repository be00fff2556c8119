/// Structural hashing consistent with structural_equal (structural_equal.h): the structural walk
/// (structural_walk.h) of a fragment against itself, with a reducer that feeds every field equality
/// compares into one running 64-bit state. A variable (Relax Var, PrimExpr Var, Buffer) hashes as
/// the index of its first encounter in the walk; what it carries (kind, dtype, annotation) is
/// walked at that first encounter, as equality compares it when it pairs. Names and addresses
/// never enter the hash, so it is the same across runs.
#include <cstdint>
#include <string_view>
#include <type_traits>
#include <unordered_map>

#include "semantics/ir/structural_equal.h"
#include "semantics/ir/structural_walk.h"

namespace rxv::sem {
namespace {

using structural::Pairing;

/// splitmix64's finalizer: every input bit affects every output bit.
uint64_t mix(uint64_t x) {
  x ^= x >> 30;
  x *= 0xbf58476d1ce4e5b9ULL;
  x ^= x >> 27;
  x *= 0x94d049bb133111ebULL;
  x ^= x >> 31;
  return x;
}

/// Tags that keep different shapes of data apart in the stream.
enum class Tag : uint64_t {
  kNull = 0x6e756c6c,
  kNew,
  kSeen,
  kNone,
  kSome,
  kFunction,
  kPrimFunc,
  kModule
};

class HashReducer {
public:
  uint64_t value() const { return h_; }

  void add(uint64_t v) { h_ = mix(h_ ^ (v + 0x9e3779b97f4a7c15ULL + (h_ << 6) + (h_ >> 2))); }
  void add(Tag t) { add(uint64_t(t)); }
  void add_str(std::string_view s) {
    // FNV-1a, then the length, so that adjacent strings cannot trade characters.
    uint64_t f = 0xcbf29ce484222325ULL;
    for (unsigned char c : s) f = (f ^ c) * 0x100000001b3ULL;
    add(f);
    add(s.size());
  }

  // The reducer interface (structural_walk.h); the walk passes the same fragment as both sides.
  template <class T> bool leaf(const T& a, const T&) {
    if constexpr (std::is_same_v<T, std::string>)
      add_str(a);
    else if constexpr (std::is_same_v<T, DataType>)
      add((uint64_t(a.code) << 32) | (uint64_t(a.bits) << 16) | a.lanes);
    else
      add(static_cast<uint64_t>(a));
    return true;
  }
  bool nulls(bool) {
    add(Tag::kNull);
    return true;
  }
  bool present(bool a, bool) {
    add(a ? Tag::kSome : Tag::kNone);
    return true;
  }
  bool optional_string(const std::optional<std::string>& a, const std::optional<std::string>&) {
    if (a)
      add_str(*a);
    else
      add(Tag::kNone);
    return true;
  }
  Pairing var(const void* node, const void*, bool) {
    auto [it, inserted] = index_.emplace(node, index_.size());
    add(inserted ? Tag::kNew : Tag::kSeen);
    add(it->second);
    return inserted ? Pairing::kNew : Pairing::kSeen;
  }

private:
  uint64_t h_ = 0x72787673746868ULL;
  std::unordered_map<const void*, uint64_t> index_;
};

using HashWalk = structural::Walk<HashReducer>;

/// Runs `f` on a fresh reducer (no variable met yet) and a walk over it; returns the hash.
template <class F> uint64_t hash(F&& f) {
  HashReducer r;
  HashWalk w(r, /*map_free=*/false); // pairing rules do not change a hash
  f(r, w);
  return r.value();
}

uint64_t global_func_hash(const GlobalFunc& f) {
  // Fresh per function, as equality pairs each function's variables afresh.
  return hash([&](HashReducer& r, HashWalk& w) {
    r.add_str(f.name);
    if (f.relax) {
      r.add(Tag::kFunction);
      w.expr(f.relax, f.relax);
    } else if (f.tir) {
      r.add(Tag::kPrimFunc);
      w.prim_func(*f.tir, *f.tir);
    } else {
      r.add(Tag::kNull);
    }
  });
}

} // namespace

size_t structural_hash(const IRModule& m) {
  std::vector<const GlobalFunc*> fs = structural::sorted_functions(m);
  HashReducer h;
  h.add(Tag::kModule);
  h.add(fs.size());
  for (const GlobalFunc* f : fs) h.add(global_func_hash(*f));
  h.add(hash([&](HashReducer&, HashWalk& w) { w.attrs(m.attrs, m.attrs); }));
  h.add(hash([&](HashReducer&, HashWalk& w) { w.attrs(m.global_infos, m.global_infos); }));
  return size_t(h.value());
}

size_t structural_hash(const Expr& e) {
  return size_t(hash([&](HashReducer&, HashWalk& w) { w.expr(e, e); }));
}

size_t structural_hash(const StructInfo& s) {
  return size_t(hash([&](HashReducer&, HashWalk& w) { w.sinfo(s, s); }));
}

size_t structural_hash(const PrimExpr& e) {
  return size_t(hash([&](HashReducer&, HashWalk& w) { w.prim(e, e); }));
}

} // namespace rxv::sem
