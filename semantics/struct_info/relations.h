#pragma once
/// Relations between StructInfos (shared/spec/structinfo-and-semantics.md: "Subtyping",
/// "Graded compatibility", "Least upper bound"). Shape dimensions are compared with an `Arith`,
/// so every relation that depends on a shape equality is graded, never a bare boolean.
#include "semantics/arith/arith.h"
#include "semantics/ir/struct_info.h"

namespace rxv::sem {

/// StructInfos nested deeper than this (built through many bindings, never read from text, whose
/// nesting the parser bounds) are not looked into by the relations, erasure and substitution: a
/// relation there is undecided, a LUB, an erasure or a substitution is Object. That keeps their
/// recursion within the stack whatever the input.
inline constexpr int kMaxStructInfoWalkDepth = 1500;

/// A graded answer: the relation holds for every value (kCompatible), may hold and needs a run-time
/// check (kPossibly), or can never hold (kIncompatible). Only kIncompatible is a static error.
enum class Compat { kCompatible, kPossibly, kIncompatible };
const char* compat_name(Compat c);

/// Graded subtyping `sub <: base`: every value described by `sub` is described by `base`.
/// kPossibly when it holds only if undecided shape equalities hold.
Compat is_subtype(const StructInfo& sub, const StructInfo& base, Arith& arith);

/// Graded compatibility of a value of StructInfo `given` where `expected` is required (an
/// annotation, a call argument): kCompatible when `given <: expected`; kIncompatible when no value
/// can satisfy both; kPossibly otherwise (e.g. `given` has an unknown shape).
Compat check_compatibility(const StructInfo& given, const StructInfo& expected, Arith& arith);

/// The least upper bound of `a` and `b` (the StructInfo of an If), as precise as `arith` can
/// prove: dims kept only when provably equal.
StructInfo struct_info_lub(const StructInfo& a, const StructInfo& b, Arith& arith);

} // namespace rxv::sem
