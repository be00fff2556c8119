#pragma once
/// Where variables are used (IRModule::use_locs), for diagnostics only. A Relax Var or
/// shape-variable node is shared by its binding and all its uses, so a use has no node of its own
/// to carry a location: the reader records each use's position here, keyed by the variable node.
///
/// Flat on purpose (issue 19, item 1): a hash map from node to a vector per variable cost one
/// heap vector and three scattered cache lines per variable, the largest term by which reading a
/// 100k-binding module grew faster than its size. Here uses are appended to one vector while
/// reading; finish() gives each variable a dense id (one pass over the uses, each table probe
/// prefetched a few uses ahead: a variable's first use is a miss in a table larger than the
/// caches, and a reader that probed per use waited for every one) and sorts the uses by
/// (variable, position) into one array that each variable's span points into.
#include <algorithm>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "semantics/support/diagnostic.h"
#include "semantics/support/pointer_ids.h"

namespace rxv::sem {

class UseLocs {
public:
  /// Records a use of `var` at `loc` (any order; finish() sorts). Lookups see it after finish().
  void add(const void* var, SourceLoc loc) {
    pending_.push_back({reinterpret_cast<uintptr_t>(var), loc});
  }
  /// Sorts what add() recorded into the lookup array: each variable's uses in source order.
  void finish();
  /// `var`'s uses in source order (empty if none, or not yet finish()ed).
  std::span<const SourceLoc> find(const void* var) const {
    uint32_t id = ids_.find(var);
    if (id == PointerIds::kNone || id >= spans_.size()) return {};
    return {locs_.data() + spans_[id].begin, spans_[id].count};
  }
  /// `var` gets `from`'s uses (a node rebuilt with another annotation is the same variable).
  void alias(const void* var, const void* from) {
    uint32_t src = ids_.find(from);
    if (src == PointerIds::kNone || src >= spans_.size()) return;
    Span s = spans_[src];
    uint32_t dst = ids_.id(var);
    if (dst >= spans_.size()) spans_.resize(dst + 1);
    spans_[dst] = s;
  }
  /// Replaces `var`'s uses by `locs` (in source order).
  void set(const void* var, const std::vector<SourceLoc>& locs) {
    uint32_t id = ids_.id(var);
    if (id >= spans_.size()) spans_.resize(id + 1);
    spans_[id] = {uint32_t(locs_.size()), uint32_t(locs.size())};
    locs_.insert(locs_.end(), locs.begin(), locs.end());
  }
  /// Room for `uses` more uses. A reader calls it for each block it starts, so it grows at least
  /// geometrically: exact reservations, one per small function, made reading a module of many
  /// functions quadratic.
  void reserve(size_t uses) {
    size_t want = pending_.size() + uses;
    if (want > pending_.capacity()) pending_.reserve(std::max(want, 2 * pending_.capacity()));
  }
  /// How many uses add() can record before the next reallocation.
  size_t capacity() const { return pending_.capacity(); }
  /// How many variables have an entry (ids handed out by finish(); some may have no uses).
  size_t size() const { return ids_.size(); }
  /// How many uses are recorded in all.
  size_t uses() const {
    size_t n = 0;
    for (const Span& s : spans_) n += s.count;
    return n + pending_.size();
  }
  void clear() { *this = UseLocs(); }

private:
  struct Span {
    uint32_t begin = 0, count = 0;
  };
  struct Pending {
    uintptr_t key; ///< the variable's address; finish() replaces it with the variable's id
    SourceLoc loc;
  };

  PointerIds ids_;
  std::vector<Span> spans_; ///< by id
  std::vector<SourceLoc> locs_;
  std::vector<Pending> pending_;
};

inline void UseLocs::finish() {
  if (pending_.empty()) return;
  // Most variables are used once or twice: room for that many new ones saves regrowing the
  // table while numbering them.
  ids_.reserve(ids_.size() + pending_.size() / 2);
  constexpr size_t kAhead = 16;
  for (size_t i = 0; i < pending_.size(); ++i) {
    if (i + kAhead < pending_.size())
      ids_.prefetch(reinterpret_cast<const void*>(pending_[i + kAhead].key));
    pending_[i].key = ids_.id(reinterpret_cast<const void*>(pending_[i].key));
  }
  // Earlier finished uses join the new ones, so that a variable keeps one contiguous span.
  for (uint32_t id = 0; id < spans_.size(); ++id)
    for (uint32_t k = 0; k < spans_[id].count; ++k)
      pending_.push_back({id, locs_[spans_[id].begin + k]});
  // A counting sort by id (ids are dense), then each variable's few uses by position: uses are
  // recorded almost in source order, so the per-variable sort is nearly free.
  spans_.assign(ids_.size(), Span{});
  for (const Pending& p : pending_) ++spans_[p.key].count;
  uint32_t at = 0;
  for (Span& s : spans_) {
    s.begin = at;
    at += s.count;
  }
  locs_.assign(at, SourceLoc{});
  std::vector<uint32_t> fill(spans_.size(), 0);
  for (const Pending& p : pending_) locs_[spans_[p.key].begin + fill[p.key]++] = p.loc;
  for (const Span& s : spans_)
    if (s.count > 1) std::stable_sort(locs_.begin() + s.begin, locs_.begin() + s.begin + s.count);
  pending_.clear();
  pending_.shrink_to_fit();
}

} // namespace rxv::sem
