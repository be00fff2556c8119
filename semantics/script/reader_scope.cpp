#include "semantics/script/reader_scope.h"

#include "semantics/support/assert.h"

namespace rxv::sem::relax_reader {

Scopes::Scopes() {
  active_.push_back(1); // function id 0: the module level
  push();
}

void Scopes::push() {
  if (depth_ == logs_.size()) logs_.emplace_back();
  ++depth_;
}

void Scopes::pop() {
  RXV_ASSERT(depth_ > 1) << "leaving the module scope";
  std::vector<LogEntry>& log = logs_[depth_ - 1];
  // A function's own bindings never become fallbacks: nothing of the function follows them.
  bool function_scope = !functions_.empty() && functions_.back().first_scope == depth_ - 1;
  ++pop_epoch_;
  // Newest first, so that each record's entries come off its stack in order and the first one
  // met per name (its most recent binding here) is the one remembered.
  for (size_t i = log.size(); i-- > 0;) {
    NameRecord& r = *log[i].record;
    bool first = r.pop_stamp != pop_epoch_;
    r.pop_stamp = pop_epoch_;
    if (log[i].shape) {
      PrimExpr v = std::move(r.shape.back().second);
      r.shape.pop_back();
      if (!function_scope && first)
        set_fallback(r.get_rare().shape_dead, std::move(v), false, current_fn());
    } else {
      RelaxName n = r.relax.pop_back().second;
      if (!function_scope && first && n.kind == RelaxName::Kind::kVar)
        set_fallback(r.relax_dead, std::move(n), false, current_fn());
    }
  }
  log.clear();
  --depth_;
}

void Scopes::push_function() {
  push();
  FunctionFrame frame;
  frame.id = uint32_t(active_.size());
  frame.first_scope = depth_ - 1;
  active_.push_back(1);
  functions_.push_back(std::move(frame));
}

void Scopes::pop_function() {
  RXV_ASSERT(!functions_.empty() && functions_.back().first_scope == depth_ - 1)
      << "unbalanced function scopes";
  pop();
  active_[functions_.back().id] = 0;
  functions_.pop_back();
}

namespace {
uint64_t name_hash(std::string_view name) { return std::hash<std::string_view>{}(name); }
} // namespace

void Scopes::prefetch(std::string_view name) const {
  if (!index_.empty()) __builtin_prefetch(&index_[name_hash(name) & (index_.size() - 1)]);
}

Scopes::NameRecord* Scopes::find(std::string_view name) {
  if (index_.empty()) return nullptr;
  uint64_t h = name_hash(name), tag = h >> 32, mask = index_.size() - 1;
  for (uint64_t i = h & mask;; i = (i + 1) & mask) {
    uint64_t slot = index_[i];
    if (slot == 0) return nullptr;
    if (slot >> 32 == tag) {
      NameRecord& r = records_[(slot & 0xffffffffu) - 1];
      if (r.name == name) return &r;
    }
  }
}

Scopes::NameRecord& Scopes::record(std::string_view name) {
  if (NameRecord* r = find(name)) return *r;
  if ((records_.size() + 1) * 2 > index_.size()) grow_index(records_.size() + 1);
  RXV_ASSERT(records_.size() < 0xffffffffu) << "too many names";
  records_.emplace_back().name = std::string(name);
  uint64_t h = name_hash(name), mask = index_.size() - 1;
  uint64_t i = h & mask;
  while (index_[i] != 0) i = (i + 1) & mask;
  index_[i] = (h >> 32) << 32 | uint64_t(records_.size());
  return records_.back();
}

void Scopes::grow_index(size_t names) {
  size_t size = 16;
  while (size < names * 2) size *= 2;
  if (size <= index_.size()) return;
  index_.assign(size, 0);
  uint64_t mask = size - 1;
  for (size_t k = 0; k < records_.size(); ++k) {
    uint64_t h = name_hash(records_[k].name);
    uint64_t i = h & mask;
    while (index_[i] != 0) i = (i + 1) & mask;
    index_[i] = (h >> 32) << 32 | uint64_t(k + 1);
  }
}

void Scopes::bind_relax(std::string_view name, RelaxName n) {
  NameRecord& r = record(name);
  r.relax.push_back({uint32_t(depth_ - 1), std::move(n)});
  logs_[depth_ - 1].push_back({&r, false});
}

void Scopes::bind_shape(std::string_view name, const PrimExpr& v) {
  NameRecord& r = record(name);
  r.shape.emplace_back(uint32_t(depth_ - 1), v);
  logs_[depth_ - 1].push_back({&r, true});
}

void Scopes::bind_shape_in_function(std::string_view name, const PrimExpr& v) {
  if (functions_.empty()) return bind_shape(name, v);
  uint32_t d = uint32_t(functions_.back().first_scope);
  NameRecord& r = record(name);
  // Below the bindings of deeper scopes, which are left first.
  auto pos = r.shape.end();
  while (pos != r.shape.begin() && std::prev(pos)->first > d) --pos;
  r.shape.insert(pos, {d, v});
  logs_[d].push_back({&r, true});
}

FunctionFrame* Scopes::frame_of(uint32_t fn) {
  for (auto it = functions_.rbegin(); it != functions_.rend(); ++it)
    if (it->id == fn) return &*it;
  return nullptr;
}

template <class T>
void Scopes::set_fallback(Fallback<T>& f, T value, bool keep_first, uint32_t owner) {
  find_fallback(f); // drops the entries of functions that have ended
  if (f.has && f.last.fn == owner) {
    if (!keep_first) f.last.value = std::move(value);
    return;
  }
  if (f.has && f.last.fn > owner) {
    // An enclosing function's entry goes below the inner ones (kept sorted by function).
    auto pos = f.older.begin();
    while (pos != f.older.end() && pos->fn < owner) ++pos;
    if (pos != f.older.end() && pos->fn == owner) {
      if (!keep_first) pos->value = std::move(value);
      return;
    }
    f.older.insert(pos, Owned<T>{owner, std::move(value)});
    return;
  }
  if (f.has) f.older.push_back(std::move(f.last));
  f.last = Owned<T>{owner, std::move(value)};
  f.has = true;
}

template <class T> Scopes::Owned<T>* Scopes::find_fallback(Fallback<T>& f) {
  // Functions nest, so entries of ended functions are on top of the active ones.
  while (f.has && !active(f.last.fn)) {
    if (f.older.empty()) {
      f.has = false;
    } else {
      f.last = std::move(f.older.back());
      f.older.pop_back();
    }
  }
  return f.has ? &f.last : nullptr;
}

void Scopes::add_relax_forward(std::string_view name, const ForwardSite& site, uint32_t owner) {
  set_fallback(record(name).get_rare().relax_forward, site, /*keep_first=*/true, owner);
}

void Scopes::add_shape_forward(std::string_view name, const ForwardSite& site, uint32_t owner) {
  set_fallback(record(name).get_rare().shape_forward, site, /*keep_first=*/true, owner);
}

const RelaxName* Scopes::find_relax_innermost(std::string_view name) {
  NameRecord* r = find(name);
  if (!r || r->relax.empty()) return nullptr;
  auto& [depth, n] = r->relax.back();
  return depth == depth_ - 1 ? &n : nullptr;
}

const RelaxName* Scopes::lookup_relax(std::string_view name) {
  NameRecord* found = find(name);
  if (!found) return nullptr;
  NameRecord& r = *found;
  if (!r.relax.empty() && r.relax.back().first > 0) return &r.relax.back().second;
  auto* dead = find_fallback(r.relax_dead);
  auto* fwd = r.rare ? find_fallback(r.rare->relax_forward) : nullptr;
  if (prefer_dead(dead, fwd)) return &dead->value;
  if (fwd) {
    ForwardSite& site = fwd->value;
    if (!site.created.var) {
      // A use before the binding: create the binding's variable now; the binding adopts it.
      auto v = std::make_shared<VarNode>(site.dataflow);
      v->name = std::string(name);
      v->loc = site.loc;
      if (FunctionFrame* frame = frame_of(fwd->fn)) frame->precreated_vars.emplace(site.stmt, v);
      site.created = RelaxName{RelaxName::Kind::kVar, v, nullptr};
    }
    return &site.created;
  }
  return r.relax.empty() ? nullptr : &r.relax.back().second; // the module's
}

PrimExpr Scopes::lookup_shape(std::string_view name) {
  NameRecord* found = find(name);
  if (!found) return nullptr;
  NameRecord& r = *found;
  if (!r.shape.empty()) return r.shape.back().second;
  if (!r.rare) return nullptr;
  auto* dead = find_fallback(r.rare->shape_dead);
  auto* fwd = find_fallback(r.rare->shape_forward);
  if (prefer_dead(dead, fwd)) return dead->value;
  if (!fwd) return nullptr;
  ForwardSite& site = fwd->value;
  if (!site.created_shape) {
    site.created_shape = make_var(std::string(name), site.dtype, site.loc);
    if (FunctionFrame* frame = frame_of(fwd->fn))
      frame->precreated_shape_vars.emplace(site.stmt, site.created_shape);
  }
  return site.created_shape;
}

} // namespace rxv::sem::relax_reader
