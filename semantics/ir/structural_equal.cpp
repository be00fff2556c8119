/// Structural equality modulo alpha-equivalence (structural_equal.h): the structural walk
/// (structural_walk.h) with a reducer that compares the two sides and keeps a bijection between
/// the variables met so far (one pair of maps, keys are node addresses). Once paired, every later
/// occurrence of a variable must meet the same partner, in both directions.
#include "semantics/ir/structural_equal.h"

#include <algorithm>
#include <unordered_map>

#include "semantics/ir/structural_walk.h"

namespace rxv::sem {
namespace structural {

std::vector<const GlobalFunc*> sorted_functions(const IRModule& m) {
  std::vector<const GlobalFunc*> fs;
  fs.reserve(m.functions.size());
  for (const GlobalFunc& f : m.functions) fs.push_back(&f);
  std::stable_sort(fs.begin(), fs.end(),
                   [](const GlobalFunc* x, const GlobalFunc* y) { return x->name < y->name; });
  return fs;
}

} // namespace structural

namespace {

using structural::Pairing;

class EqualReducer {
public:
  template <class T> bool leaf(const T& a, const T& b) { return a == b; }
  bool nulls(bool same) { return same; }
  bool present(bool a, bool b) { return a == b; }
  bool optional_string(const std::optional<std::string>& a, const std::optional<std::string>& b) {
    return a == b;
  }

  Pairing var(const void* a, const void* b, bool may_create) {
    auto ia = lhs_to_rhs_.find(a);
    auto ib = rhs_to_lhs_.find(b);
    // The maps are each other's inverse, so a's partner being b implies b's being a.
    if (ia != lhs_to_rhs_.end() || ib != rhs_to_lhs_.end())
      return ia != lhs_to_rhs_.end() && ia->second == b ? Pairing::kSeen : Pairing::kMismatch;
    // A free variable compares by identity; recording it keeps the mapping a bijection.
    if (!may_create && a != b) return Pairing::kMismatch;
    lhs_to_rhs_.emplace(a, b);
    rhs_to_lhs_.emplace(b, a);
    return Pairing::kNew;
  }

private:
  std::unordered_map<const void*, const void*> lhs_to_rhs_, rhs_to_lhs_;
};

using EqualWalk = structural::Walk<EqualReducer>;

/// Runs `f` on a walk with a fresh reducer (no variables paired yet).
template <class F> bool equal(bool map_free, F&& f) {
  EqualReducer r;
  EqualWalk w(r, map_free);
  return f(w);
}

bool global_func_equal(const GlobalFunc& a, const GlobalFunc& b) {
  if (a.name != b.name) return false;
  // Each function is closed: its variables are its own, so each gets a fresh mapping.
  if (a.relax || b.relax) {
    if (!a.relax || !b.relax) return false;
    return equal(true, [&](EqualWalk& w) { return w.expr(a.relax, b.relax); });
  }
  if (!a.tir || !b.tir) return a.tir == b.tir;
  return equal(true, [&](EqualWalk& w) { return w.prim_func(*a.tir, *b.tir); });
}

} // namespace

bool structural_equal(const IRModule& a, const IRModule& b) {
  if (a.functions.size() != b.functions.size()) return false;
  auto fa = structural::sorted_functions(a), fb = structural::sorted_functions(b);
  for (size_t i = 0; i < fa.size(); ++i)
    if (!global_func_equal(*fa[i], *fb[i])) return false;
  return equal(true, [&](EqualWalk& w) { return w.attrs(a.attrs, b.attrs); }) &&
         equal(true, [&](EqualWalk& w) { return w.attrs(a.global_infos, b.global_infos); });
}

bool structural_equal(const Expr& a, const Expr& b) {
  // A whole function is closed: its free variables are its own, paired on first encounter.
  bool whole_function = a && b && a->kind == ExprKind::kFunction && b->kind == ExprKind::kFunction;
  return equal(whole_function, [&](EqualWalk& w) { return w.expr(a, b); });
}

bool structural_equal(const StructInfo& a, const StructInfo& b) {
  return equal(false, [&](EqualWalk& w) { return w.sinfo(a, b); });
}

bool structural_equal(const PrimExpr& a, const PrimExpr& b) {
  return equal(false, [&](EqualWalk& w) { return w.prim(a, b); });
}

} // namespace rxv::sem
