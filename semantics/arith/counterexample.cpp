#include "semantics/arith/counterexample.h"

#include <algorithm>
#include <unordered_set>

#include "semantics/ir/visitor.h"

namespace rxv::sem {
namespace {

/// Small values first: most false shape claims fail at 0, 1 or 2; 7 and 3 catch remainders and
/// odd sizes, 16 and 100 divisions by larger constants.
constexpr int64_t kValues[] = {0, 1, 2, 7, 3, 16, 100};

std::vector<int64_t> candidates(const PrimExprNode& var, const SearchSpace& space) {
  std::vector<int64_t> out;
  auto range = integral_range(var.dtype);
  if (!range) return out;
  bool is_signed = space.is_signed && space.is_signed(var);
  int64_t lo = is_signed ? range->first : std::max<int64_t>(0, range->first);
  auto push = [&](int64_t v) {
    if (v >= lo && v <= range->second && std::find(out.begin(), out.end(), v) == out.end())
      out.push_back(v);
  };
  if (space.hints)
    for (int64_t v : space.hints(var)) push(v);
  for (int64_t v : kValues) {
    push(v);
    if (is_signed && v != 0) push(-v);
  }
  return out;
}

} // namespace

std::vector<PrimExpr> free_int_vars(const std::vector<PrimExpr>& exprs) {
  std::vector<PrimExpr> vars;
  std::unordered_set<const PrimExprNode*> seen; // a shared operand is visited once
  for (const PrimExpr& root : exprs)
    for_each_prim_node(root, [&](const PrimExpr& e) {
      if (!seen.insert(e.get()).second) return false;
      if (e->kind == PrimKind::kVar && integral_range(e->dtype)) vars.push_back(e);
      return true;
    });
  return vars;
}

std::optional<Assignment> find_counterexample(const PrimExpr& claim,
                                              const std::vector<PrimExpr>& assumptions,
                                              const SearchSpace& space) {
  size_t budget = space.budget;
  if (!claim) return std::nullopt;
  std::vector<PrimExpr> all{claim};
  all.insert(all.end(), assumptions.begin(), assumptions.end());
  std::vector<PrimExpr> vars = free_int_vars(all);
  std::stable_sort(vars.begin(), vars.end(),
                   [](const PrimExpr& a, const PrimExpr& b) { return a->name < b->name; });
  std::vector<std::vector<int64_t>> values;
  size_t layers = 1;
  for (const PrimExpr& v : vars) {
    values.push_back(candidates(*v, space));
    if (values.back().empty()) return std::nullopt;
    layers = std::max(layers, values.back().size());
  }

  auto refutes = [&](const std::vector<size_t>& idx, Assignment* out) {
    Assignment a;
    for (size_t i = 0; i < vars.size(); ++i) a.set(vars[i], values[i][idx[i]]);
    for (const PrimExpr& h : assumptions) {
      auto v = eval_prim(h, a);
      if (!v || *v == 0) return false;
    }
    auto c = eval_prim(claim, a);
    if (!c || *c != 0) return false;
    *out = std::move(a);
    return true;
  };

  // Layer k holds the tuples whose largest value index is k, so small values are tried first.
  size_t evaluated = 0, steps = 0;
  for (size_t k = 0; k < layers; ++k) {
    std::vector<size_t> idx(vars.size(), 0);
    while (true) {
      bool in_layer = vars.empty() ? k == 0 : std::find(idx.begin(), idx.end(), k) != idx.end();
      if (in_layer) {
        Assignment a;
        if (refutes(idx, &a)) return a;
        if (++evaluated >= budget) return std::nullopt;
      }
      if (++steps >= 20 * budget) return std::nullopt;
      size_t i = 0;
      for (; i < idx.size(); ++i) {
        if (idx[i] < std::min(k, values[i].size() - 1)) {
          ++idx[i];
          break;
        }
        idx[i] = 0;
      }
      if (i == idx.size()) break;
    }
  }
  return std::nullopt;
}

} // namespace rxv::sem
