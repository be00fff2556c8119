#include "semantics/arith/prim_order.h"

#include <bit>
#include <cmath>

#include "semantics/ir/tir.h"

namespace rxv::sem {
namespace {

template <class T> int three_way(const T& a, const T& b) { return a < b ? -1 : (b < a ? 1 : 0); }

/// Variables sort before every other kind, so that in a printed product or sum the plain shape
/// variables come first (`n * m // 4`, not `m // 4 * n`).
int kind_rank(PrimKind k) { return k == PrimKind::kVar ? -1 : int(k); }

/// Float bits with every NaN as one value, as structural_equal compares them.
uint64_t float_key(double d) {
  return std::isnan(d) ? 0x7ff8000000000000ULL : std::bit_cast<uint64_t>(d);
}

int compare_dtypes(DataType a, DataType b) {
  if (int c = three_way(int(a.code), int(b.code))) return c;
  if (int c = three_way(a.bits, b.bits)) return c;
  return three_way(a.lanes, b.lanes);
}

} // namespace

uint32_t PrimOrder::ordinal(const void* identity) {
  return ordinals_.try_emplace(identity, uint32_t(ordinals_.size())).first->second;
}

int PrimOrder::compare_buffers(const Buffer& a, const Buffer& b) {
  if (a == b) return 0;
  if (!a || !b) return a ? 1 : -1;
  if (int c = a->name.compare(b->name)) return c < 0 ? -1 : 1;
  return three_way(ordinal(a.get()), ordinal(b.get()));
}

int PrimOrder::compare(const PrimExpr& a, const PrimExpr& b) {
  if (a == b) return 0;
  if (!a || !b) return a ? 1 : -1;
  if (int c = three_way(kind_rank(a->kind), kind_rank(b->kind))) return c;
  if (int c = compare_dtypes(a->dtype, b->dtype)) return c;
  switch (a->kind) {
  case PrimKind::kIntImm: return three_way(a->int_value, b->int_value);
  case PrimKind::kFloatImm: return three_way(float_key(a->float_value), float_key(b->float_value));
  case PrimKind::kVar:
    if (int c = a->name.compare(b->name)) return c < 0 ? -1 : 1;
    return three_way(ordinal(a.get()), ordinal(b.get()));
  case PrimKind::kStringImm:
  case PrimKind::kCall:
    if (int c = a->name.compare(b->name)) return c < 0 ? -1 : 1;
    break;
  case PrimKind::kBufferLoad:
    if (int c = compare_buffers(a->buffer, b->buffer)) return c;
    break;
  default: break;
  }
  if (int c = three_way(a->operands.size(), b->operands.size())) return c;
  for (size_t i = 0; i < a->operands.size(); ++i)
    if (int c = compare(a->operands[i], b->operands[i])) return c;
  return 0;
}

} // namespace rxv::sem
