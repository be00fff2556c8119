#pragma once
/// Values conforming to StructInfo: the run-time checks of MatchCast
/// (relax_spec_full.md, "Evaluating MatchCast"), reused for a function's
/// parameters (two phases: "Checking Structural Information at the Start and
/// End of a Function"), its return value, and PackedFunc results.
///
/// A dimension that is a lone shape variable not yet bound binds it (first
/// occurrence); every other dimension is evaluated under the bound variables
/// and compared. Evaluation follows TIR (semantics/arith/eval.h): overflow and
/// division by zero are EvalErrors, not wrong answers.
#include <string>
#include <string_view>

#include "semantics/arith/eval.h"
#include "semantics/value/eval_error.h"
#include "semantics/value/value.h"

namespace rxv::sem {

/// Where a TensorStructInfo whose shape is a Relax Var finds that Var's value.
class RelaxVarLookup {
public:
  virtual ~RelaxVarLookup() = default;
  /// The value bound to `var`, or null when it is not bound.
  virtual const Value* find(const VarNode* var) const = 0;
};

/// The environment a match reads and extends.
struct MatchEnv {
  Assignment* shape_vars = nullptr;     ///< bound shape variables; the match adds new ones
  const RelaxVarLookup* vars = nullptr; ///< null: a Var-shaped tensor is checked by ndim only
  /// A dimension mentioning a variable that nothing bound (not a lone one) accepts any value,
  /// instead of failing: for values checked against StructInfo whose variables the context
  /// does not hold (a closure captures only the variables its text mentions).
  bool unbound_accepts_any = false;
};

/// Checks `v` against `s` per MatchCast, binding lone unbound shape variables
/// on their first occurrence. On failure: an EvalError of kind MatchCast at
/// `loc` whose message starts with `what` ("MatchCast", "argument 1 of f",
/// "return value of f"); Overflow / DivisionByZero when a dimension cannot be
/// evaluated.
EvalStatus match_value(const Value& v, const StructInfo& s, MatchEnv& env, SourceLoc loc,
                       std::string_view what);

/// Phase one of a signature check: binds every lone, not-yet-bound shape
/// variable of `s` from the matching part of `v` (recursing into tuples),
/// skipping parts whose structure does not match (phase two, match_value,
/// reports those). Never fails.
void bind_lone_shape_vars(const Value& v, const StructInfo& s, MatchEnv& env);

/// The conformance check of a value against a StructInfo (the one behind the fuzz oracles'
/// "conforms" stage and value_conforms): "" when `v` conforms to `s`, else why not. The shape
/// variables `known` gives are fixed; the others bind on their first occurrence and must then be
/// used consistently across the whole of `s`. Prim values, shapes, tuples and functions (purity
/// included) are checked as MatchCast checks them. A tensor shape given by a Relax Var is checked
/// by ndim only (no Relax variables are in scope). `unbound_accepts_any`: as MatchEnv's.
std::string conformance_error(const Value& v, const StructInfo& s, const Assignment& known = {},
                              bool unbound_accepts_any = false);

/// conformance_error(v, s).empty().
bool value_conforms(const Value& v, const StructInfo& s);

/// Evaluates a shape dimension (or any integer PrimExpr) under `shape_vars`.
/// Errors: Overflow, DivisionByZero, TypeError for an unbound variable,
/// Unsupported for non-integer forms.
EvalOr<int64_t> eval_dim(const PrimExpr& e, const Assignment& shape_vars, SourceLoc loc);

/// A short description of a value for messages: "a tensor of shape (3, 4) and
/// dtype float32", "a tuple of 2 fields", "the shape (2, 3)", "the PrimValue 3
/// (int64)".
std::string describe_value(const Value& v);

} // namespace rxv::sem
