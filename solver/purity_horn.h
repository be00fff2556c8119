#pragma once
/// PUR-3: whole-program purity, proved with Horn clauses (Z3's fixedpoint engine).
///
/// The local rules (PUR-1, PUR-2; semantics/infer/purity.cpp) judge each call by the
/// callee's declared StructInfo. A closure can reach a pure function under a pure-looking
/// StructInfo although its body is impure (R.match_cast to a pure R.Callable, or a closure
/// returned by a function with relax.force_pure): then the pure function can run an impure call
/// that no local rule sees. This check follows where closures actually go:
///   FlowsTo(c, v)  closure (function) c may be the value of variable v: bindings, aliases, tuple
///                  fields, If branches, arguments passed to parameters and results returned;
///   Calls(f, c)    function f calls a variable that closure c flows to (or c directly);
///   Reach(f)       f makes an impure call (an impure op, a PackedFunc through call_packed, a
///                  PrimFunc called directly) or calls a function that reaches one;
/// and asks, for each function marked pure (without relax.force_pure, which asserts purity),
/// whether Reach holds. When it does, the diagnostic names the call path (each hop a call the
/// solver derived), ending at the impure call.
///
/// What PUR-1/PUR-2 already report is left out: an impure call written in a function marked pure
/// (or a call there whose callee is declared impure) is that function's PUR-2 error, not a path.
/// A function with relax.force_pure stops propagation (its callers trust it), but closures still
/// flow through it.
#include <vector>

#include "semantics/infer/infer.h"
#include "semantics/ir/module.h"
#include "semantics/support/diagnostic.h"
#include "solver/z3_session.h"

namespace rxv::solver {

/// The PUR-3 errors of `mod` (normalized, as inferred in `inferred`), one per function marked
/// pure that reaches an impure call, at the function's location. One fixpoint query answers for
/// all functions and a second gives the derived Calls edges the paths are read from, so the cost
/// is near-linear in the module (bench/check_throughput.cpp). A solver that gives up yields one
/// PUR-3 warning saying so (never a silent pass).
std::vector<sem::Diagnostic> check_purity_horn(const sem::IRModule& mod,
                                               const sem::InferResult& inferred,
                                               const QueryLimits& limits = {});

} // namespace rxv::solver
