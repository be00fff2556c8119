#pragma once
/// The shape variables a PrimExpr or a StructInfo mentions: what inference maps at a call, what
/// random inputs draw values for, what a backend region must bind, what a pass must keep defined;
/// and those it binds (its binding positions), which well-formedness and erasure follow. Written
/// on the IR walker (visitor.h); the one implementation of each.
#include <vector>

#include "semantics/ir/struct_info.h"

namespace rxv::sem {

/// Appends the shape variables of `e` not yet in `out`, in first-appearance order.
void collect_shape_vars(const PrimExpr& e, std::vector<const PrimExprNode*>& out);
/// The same for `s`; `into_funcs`: whether a Func StructInfo's own signature counts (its
/// parameters bind their variables for the Func only).
void collect_shape_vars(const StructInfo& s, std::vector<const PrimExprNode*>& out,
                        bool into_funcs = true);
/// The shape variables of `s` (Func signatures included), each once, in first-appearance order.
std::vector<PrimExpr> shape_vars_of(const StructInfo& s);

/// Appends the shape variables `s` binds as a parameter or MatchCast pattern and that are not yet
/// in `out`, in first-appearance order: those standing alone in a binding position (a Tensor's
/// dimension, a Shape's value, a Prim value), through Tuples but not into a Func, whose own
/// parameters bind for the Func alone. `R.Tensor((n * 2, n))` binds n.
void collect_lone_shape_vars(const StructInfo& s, std::vector<const PrimExprNode*>& out);

} // namespace rxv::sem
