#pragma once
/// A total order on PrimExprs by structure, for the simplifier's canonical ordering of atoms and
/// terms. Deterministic across runs: it looks at kinds, dtypes, values, names and operands, never
/// at addresses. Consistent with structural_equal (semantics/ir/structural_equal.h): two
/// expressions compare equal exactly when they are structurally equal. Distinct variables (or
/// buffers) that agree in name and dtype are told apart by the order in which this object first
/// met them, which is deterministic for a deterministic sequence of comparisons.
#include <cstdint>
#include <unordered_map>

#include "semantics/ir/prim_expr.h"

namespace rxv::sem {

class PrimOrder {
public:
  /// Negative, zero or positive as `a` sorts before, equal to, or after `b`. Null sorts first.
  int compare(const PrimExpr& a, const PrimExpr& b);
  bool less(const PrimExpr& a, const PrimExpr& b) { return compare(a, b) < 0; }

private:
  /// The rank of an identity (a Var node or a Buffer), assigned on first sight.
  uint32_t ordinal(const void* identity);
  int compare_buffers(const Buffer& a, const Buffer& b);

  std::unordered_map<const void*, uint32_t> ordinals_;
};

} // namespace rxv::sem
