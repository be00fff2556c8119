#pragma once
/// Refinement of one run by another (DESIGN.md, "Semantics decisions"): the one check behind the
/// pass oracle, the backend oracle, `rxv diff` and `rxv tv`. If the reference run errs, the
/// candidate may do anything; otherwise the candidate must return a value equal to the
/// reference's (compare_values under a Tolerance) and perform the same visible effects in the
/// same order. Effects are compared only when both sides record them (a compiled backend does
/// not).
#include <optional>
#include <string>

#include "semantics/value/compare.h"
#include "semantics/value/eval_error.h"
#include "semantics/value/value.h"

namespace rxv::sem {

/// What one evaluation produced: a value or an error, and the effects it performed.
struct RunOutcome {
  std::optional<Value> value; ///< nullopt: the run erred
  std::string error;          ///< the error's text, when it erred
  /// The visible effects in order; nullopt: this side does not record them.
  std::optional<EffectTrace> effects;

  static RunOutcome returned(Value v, std::optional<EffectTrace> effects = std::nullopt);
  static RunOutcome erred(std::string error, std::optional<EffectTrace> effects = std::nullopt);
  /// From an evaluation's result (EvalOr) and, optionally, its effect trace.
  static RunOutcome of(const EvalOr<Value>& r, std::optional<EffectTrace> effects = std::nullopt);
  bool ok() const { return value.has_value(); }
};

enum class RefinementVerdict {
  kRefines,       ///< both return, same value and effects
  kReferenceErrs, ///< the reference errs: anything goes (the candidate's outcome is not judged)
  kDiffers,       ///< the candidate does not refine the reference (see Refinement::why)
};

/// How a candidate fails to refine.
enum class Divergence {
  kNone,
  kCandidateErrs, ///< the reference returns, the candidate errs
  kValue,         ///< both return, the values differ (Refinement::difference)
  kEffects,       ///< same value, other effects
};

struct Refinement {
  RefinementVerdict verdict = RefinementVerdict::kRefines;
  Divergence divergence = Divergence::kNone;
  std::optional<Difference> difference; ///< for kValue
  /// For kEffects: the first effect that differs (index into the traces).
  size_t effect_index = 0;
  /// True unless the candidate diverges (kRefines or kReferenceErrs).
  bool holds() const { return verdict != RefinementVerdict::kDiffers; }
  /// One line: "the candidate errs where the reference returns: ...", "[0] element 3 (index
  /// [1, 1]): reference 1, candidate 2", "effect 2 differs: ...". `ref_name`/`got_name` name the
  /// sides ("interpreter"/"backend", "input"/"output"). Empty when it holds.
  std::string why(const RunOutcome& reference, const RunOutcome& candidate,
                  const std::string& ref_name = "reference",
                  const std::string& got_name = "candidate") const;
};

/// Judges `candidate` against `reference` by the refinement rule above.
Refinement check_refinement(const RunOutcome& reference, const RunOutcome& candidate,
                            const Tolerance& tol = {});

} // namespace rxv::sem
