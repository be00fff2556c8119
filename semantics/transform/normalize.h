#pragma once
/// Normalization: puts Relax functions into the spec's normal form (spec 000, "Normal Form").
///
/// A function is in normal form when (numbered as in the spec's list)
///   NF-1  every binding's right-hand side is a leaf or has only leaves as subexpressions, and
///         every SeqExpr body and If condition is a leaf. Leaves: Var, DataflowVar, GlobalVar,
///         Constant, ShapeExpr, PrimValue, StringImm, DataTypeImm, ExternFunc, Op, and Tuples of
///         leaves;
///   NF-2  SeqExprs appear only as a Function body or an If branch;
///   NF-3  every Function body and If branch is a SeqExpr;
///   NF-4  within a SeqExpr, adjacent blocks of the same kind are merged and empty blocks dropped;
/// and calls to `relax.call_tir`, `relax.call_tir_inplace` and `relax.call_tir_with_grad` pass
/// their arguments as an in-line Tuple (the ops' custom normalization rule: the spec's item 5,
/// checked as WF-23).
#include "semantics/ir/module.h"

namespace rxv::sem {

/// Returns `mod` with every Relax function in normal form; PrimFuncs and module attributes are
/// kept as they are. Nested non-leaf expressions are bound, left to right in evaluation order, to
/// fresh variables named `lv`, `lv1`, ... (DataflowVars, inside a DataflowBlock) or `gv`, `gv1`,
/// ... (Vars, elsewhere), avoiding every name already used in the function; they carry no
/// annotation. Nested SeqExprs are flattened into the enclosing scope. A DataflowBlock never
/// receives the bindings of an ordinary block: an ordinary block flattened out of a SeqExpr nested
/// in a DataflowBlock splits that block in two (the spec calls such input malformed; the result
/// keeps its meaning but may break WF-1, which the checker then reports).
///
/// Preserves meaning (bindings keep their evaluation order) and is idempotent: a function already
/// in normal form comes back as the very same node, so normalize(normalize(m)) shares every
/// function with normalize(m). Unchanged subtrees are shared, never copied.
IRModule normalize(const IRModule& mod);

/// Normalizes one Relax function (its body and every closure nested in it), as `normalize` does.
Function normalize_function(const Function& fn);

} // namespace rxv::sem
