#pragma once
/// Translation validation (`rxv tv`), step 2: the static obligations of one function pair, proved
/// with the prover (prover.h) for every value of the shape variables, not sampled.
///
/// - Purity: AFTER is not impure where BEFORE is pure.
/// - Binding correspondence: walking AFTER's bindings in order, a binding corresponds to a binding
///   of BEFORE when it computes the same thing from corresponding operands: the same op with equal
///   attributes, the same TupleGetItem / Tuple / alias / constant, the same MatchCast, a call of
///   the corresponding function, or a call_tir whose arguments are the op's tensor operands (the
///   LegalizeOps case: the call_tir's out_sinfo claims the op's inferred shape). Parameters
///   correspond by position; AFTER's shape variables map to BEFORE's terms through the parameters'
///   and MatchCasts' StructInfo.
/// - Shapes: for every corresponding pair of tensor bindings, AFTER's shape equals BEFORE's,
///   dimension by dimension.
/// - Effects: the impure calls (impure ops, PackedFuncs, impure functions) of both, in order,
///   correspond one to one.
/// When every binding of AFTER corresponds by the same computation (no call_tir claim, no
/// function call) and so does its result, AFTER's value equals BEFORE's by congruence: the values
/// are proved, not only tested.
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "semantics/arith/eval.h"
#include "semantics/infer/infer.h"
#include "solver/prover.h"
#include "solver/tv_correspondence.h"

namespace rxv::solver {

/// One static obligation and its answer.
struct Obligation {
  std::string what; ///< "purity", "shape of lv1", "effects"
  sem::Verdict verdict = sem::Verdict::kUnknown;
  std::string detail; ///< the claim that failed, or why it is unknown
  /// Refuted shape claims: the prover's checked counterexample (BEFORE's shape variables).
  std::optional<sem::Assignment> counterexample;
  /// A refutation is final (purity) or a claim the interpreter must confirm (shapes, effects:
  /// the binding may be dead, the correspondence a guess).
  bool needs_confirmation = true;
};

/// Which variable of AFTER stands for which variable of BEFORE.
struct BindingMap {
  std::unordered_map<const sem::VarNode*, const sem::VarNode*> after_to_before;
  /// Corresponding bound variables (AFTER's, BEFORE's) in AFTER's binding order.
  std::vector<std::pair<const sem::VarNode*, const sem::VarNode*>> ordered;
  int after_bindings = 0; ///< bindings in AFTER's body, with those in If branches and closures
  /// Every AFTER binding and the result correspond by the same computation (see file comment).
  bool congruent = false;
};

struct FunctionObligations {
  BindingMap map;
  std::vector<Obligation> obligations;
};

/// Computes the binding correspondence of `pair` and decides its obligations.
FunctionObligations check_obligations(const FunctionPair& pair, const sem::IRModule& before_mod,
                                      const sem::IRModule& after_mod,
                                      const sem::InferResult& before, const sem::InferResult& after,
                                      const ProveOptions& options);

} // namespace rxv::solver
