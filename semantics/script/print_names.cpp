// Unique printed names (docs/tvmscript-dialect.md, "Printed names are unique per function"): the
// first variable with a hint prints as the hint, later distinct ones as `hint_1`, `hint_2`, ...,
// skipping names in use. Hints that are not Python identifiers are made into one, and names the
// printed text itself relies on (R, T, I, cls, float, range) are never given to a variable.
#include <algorithm>
#include <array>
#include <functional>

#include "semantics/script/printer_impl.h"

namespace rxv::sem::print_detail {
namespace {

constexpr std::array<std::string_view, 35> kPythonKeywords = {
    "False", "None",     "True",  "and",    "as",   "assert", "async",  "await",    "break",
    "class", "continue", "def",   "del",    "elif", "else",   "except", "finally",  "for",
    "from",  "global",   "if",    "import", "in",   "is",     "lambda", "nonlocal", "not",
    "or",    "pass",     "raise", "return", "try",  "while",  "with",   "yield"};

constexpr std::array<std::string_view, 6> kReservedNames = {"R", "T", "I", "cls", "float", "range"};

// Marks an erased key slot; no node lives at this address.
const char kDeadKeyObject = 0;
const void* const kDeadKey = &kDeadKeyObject;

bool is_keyword(std::string_view s) {
  return std::find(kPythonKeywords.begin(), kPythonKeywords.end(), s) != kPythonKeywords.end();
}

bool is_identifier(std::string_view s) {
  if (s.empty() || (s[0] >= '0' && s[0] <= '9')) return false;
  return std::all_of(s.begin(), s.end(), is_ident_char) && !is_keyword(s);
}

// A name hint made into a Python identifier.
std::string sanitize(std::string_view hint) {
  if (hint.empty()) return "v";
  std::string s(hint);
  for (char& c : s)
    if (!is_ident_char(c)) c = '_';
  if (s[0] >= '0' && s[0] <= '9') s.insert(s.begin(), 'v');
  if (is_keyword(s)) s += '_';
  return s;
}

size_t hash_key(const void* p) {
  uint64_t x = reinterpret_cast<uintptr_t>(p);
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x >> 33;
  return size_t(x);
}

uint32_t hash_name(std::string_view s) { return uint32_t(std::hash<std::string_view>{}(s)); }

} // namespace

namespace {

// The smallest table size (a power of two, at least 64) that holds `names` under the 3/4 load
// at which the tables grow: sized up front, a 10^5-name function does not rehash 12 times
// through tables larger than the caches.
size_t table_size(size_t names) {
  size_t size = 64;
  while (size * 3 < (names + 1) * 4) size *= 2;
  return size;
}

} // namespace

NameTable::NameTable(size_t names)
    : keys_(table_size(names)), used_(table_size(names + kReservedNames.size())) {
  names_.push_back(std::string("_"));
  for (auto r : kReservedNames) try_use(r);
}

NameTable::KeySlot* NameTable::find_key(const void* key) {
  size_t mask = keys_.size() - 1;
  for (size_t i = hash_key(key) & mask;; i = (i + 1) & mask) {
    KeySlot& s = keys_[i];
    if (s.key == key) return &s;
    if (!s.key) return nullptr;
  }
}

void NameTable::grow_keys() {
  // Rebuilt without erased slots; doubled only when the live keys need it.
  size_t size = keys_.size();
  if ((live_keys_ + 1) * 2 > size) size *= 2;
  std::vector<KeySlot> old(size);
  old.swap(keys_);
  size_t mask = keys_.size() - 1;
  for (const KeySlot& s : old) {
    if (!s.key || s.key == kDeadKey) continue;
    size_t i = hash_key(s.key) & mask;
    while (keys_[i].key) i = (i + 1) & mask;
    keys_[i] = s;
  }
  dead_keys_ = 0;
}

void NameTable::insert_key(const void* key, uint32_t name) {
  if ((live_keys_ + dead_keys_ + 1) * 4 > keys_.size() * 3) grow_keys();
  size_t mask = keys_.size() - 1;
  size_t i = hash_key(key) & mask;
  while (keys_[i].key && keys_[i].key != kDeadKey) i = (i + 1) & mask;
  if (keys_[i].key == kDeadKey) --dead_keys_;
  keys_[i] = {key, name};
  ++live_keys_;
}

NameTable::NameSlot* NameTable::find_used(std::string_view name, uint32_t hash) {
  size_t mask = used_.size() - 1;
  for (size_t i = hash & mask;; i = (i + 1) & mask) {
    NameSlot& s = used_[i];
    if (s.name == kEmptyName) return nullptr;
    if (s.name != kDeadName && s.hash == hash && names_[s.name] == name) return &s;
  }
}

void NameTable::grow_used() {
  size_t size = used_.size();
  if ((live_used_ + 1) * 2 > size) size *= 2;
  std::vector<NameSlot> old(size);
  old.swap(used_);
  size_t mask = used_.size() - 1;
  for (const NameSlot& s : old) {
    if (s.name == kEmptyName || s.name == kDeadName) continue;
    size_t i = s.hash & mask;
    while (used_[i].name != kEmptyName) i = (i + 1) & mask;
    used_[i] = s;
  }
  dead_used_ = 0;
}

bool NameTable::try_use(std::string_view name) {
  uint32_t hash = hash_name(name);
  if (find_used(name, hash)) return false;
  if ((live_used_ + dead_used_ + 1) * 4 > used_.size() * 3) grow_used();
  names_.push_back(std::string(name));
  size_t mask = used_.size() - 1;
  size_t i = hash & mask;
  while (used_[i].name != kEmptyName && used_[i].name != kDeadName) i = (i + 1) & mask;
  if (used_[i].name == kDeadName) --dead_used_;
  used_[i] = {uint32_t(names_.size() - 1), hash};
  ++live_used_;
  return true;
}

uint32_t NameTable::make(std::string_view hint) {
  if (hint == "_") return 0;
  // Hints from the reader are identifiers already: no copy unless the hint must change.
  std::string fixed;
  std::string_view base = hint;
  if (!is_identifier(hint)) {
    fixed = sanitize(hint);
    base = fixed;
  }
  if (try_use(base)) return uint32_t(names_.size() - 1);
  // Taken: the counter persists per hint so that many variables sharing a hint stay linear.
  uint32_t& k = next_suffix_[std::string(base)];
  std::string name;
  do {
    name = base;
    name += '_';
    name += std::to_string(++k);
  } while (!try_use(name));
  return uint32_t(names_.size() - 1);
}

std::string_view NameTable::define(const void* key, std::string_view hint) {
  if (!key) return names_[0]; // no node: nothing to name consistently
  if (KeySlot* s = find_key(key)) return names_[s->name];
  uint32_t name = make(hint);
  insert_key(key, name);
  if (!scopes_.empty()) scoped_.push_back(key);
  return names_[name];
}

std::string_view NameTable::define_root(const void* key, std::string_view hint) {
  if (!key) return names_[0];
  if (KeySlot* s = find_key(key)) return names_[s->name];
  uint32_t name = make(hint);
  insert_key(key, name);
  return names_[name];
}

void NameTable::prefetch(const void* key, std::string_view hint) const {
  __builtin_prefetch(&keys_[hash_key(key) & (keys_.size() - 1)]);
  __builtin_prefetch(&used_[hash_name(hint) & (used_.size() - 1)]);
}

void NameTable::pop_scope() {
  if (scopes_.empty()) return;
  size_t start = scopes_.back();
  scopes_.pop_back();
  for (size_t i = start; i < scoped_.size(); ++i) {
    KeySlot* s = find_key(scoped_[i]);
    if (!s) continue;
    if (s->name != 0) {
      const std::string& name = names_[s->name];
      if (NameSlot* u = find_used(name, hash_name(name))) {
        u->name = kDeadName;
        --live_used_;
        ++dead_used_;
      }
    }
    s->key = kDeadKey;
    --live_keys_;
    ++dead_keys_;
  }
  scoped_.resize(start);
}

} // namespace rxv::sem::print_detail
