#pragma once
/// Translation validation (`rxv tv`): does AFTER refine BEFORE? The verdict combines the steps
/// (tv_correspondence.h, tv_obligations.h, tv_values.h) and says which parts were proved and how
/// many cases were tested:
/// - refuted: a public function was dropped, a signature or purity contract was weakened (proved
///   by the prover), or a tested case where AFTER does not refine BEFORE, re-checked on the
///   interpreter (a prover counterexample to a shape obligation counts only once the interpreter
///   confirms it);
/// - validated: nothing refuted, and every corresponding function was either proved (congruent
///   bindings, proved obligations) or compared on at least one case;
/// - unknown: nothing refuted, but some function could be neither proved nor tested (its inputs
///   cannot be made, BEFORE errs on every case, the interpreter lacks a construct).
#include <optional>
#include <string>
#include <vector>

#include "semantics/infer/infer.h"
#include "semantics/ir/module.h"
#include "solver/prover.h"
#include "solver/tv_correspondence.h"
#include "solver/tv_obligations.h"
#include "solver/tv_values.h"

namespace rxv::solver {

struct TvOptions {
  std::string function; ///< validate only this function (BEFORE's name); empty: all
  ProveOptions prove;
  ValueTestOptions values;
  /// A pass's precondition (fuzz/passes/pass.h): shape variables of BEFORE's functions (by
  /// function name, then variable name) fixed to values. The function's signature is compared
  /// with them substituted and its values tested only on such arguments.
  std::vector<std::pair<std::string, ShapeBinding>> assumed_shapes;
  /// BEFORE's runs kept across validations of one BEFORE (test_values); null: none kept.
  SourceRuns* source_runs = nullptr;
  /// BEFORE as the pass read it (a TVM pass: fuzz/passes/pass.h PassOutput), whose derived
  /// signatures AFTER's must refine instead of BEFORE's own; a function it lacks is held to
  /// BEFORE's. Null: BEFORE's.
  const sem::IRModule* before_as_read = nullptr;
};

enum class TvOutcome { kValidated, kRefuted, kUnknown };
/// What a refutation rests on (the first one, the report's `reason`).
enum class TvRefutedBy {
  kNone,
  kDroppedPublic, ///< a public function is missing from AFTER
  kSignature,     ///< a public function's signature does not refine (the prover)
  kPurity,        ///< AFTER is impure where BEFORE is pure
  kValues,        ///< a tested case: AFTER does not refine BEFORE (the interpreter)
  kConformance,   ///< a tested case: a value of AFTER breaks AFTER's own StructInfo
};
/// "validated", "refuted", "unknown".
const char* tv_outcome_name(TvOutcome o);

struct TvFunctionReport {
  std::string name;
  bool is_public = false;
  SignatureCheck signature;
  std::vector<Obligation> obligations;
  int corresponding_bindings = 0; ///< AFTER bindings matched to BEFORE's
  int after_bindings = 0;
  bool values_proved = false; ///< congruent bindings and every obligation proved
  bool tested = false;        ///< value tests ran (public functions, or --function)
  ValueTestResult values;
  int proved() const;
  int refuted() const;
  int unknown() const;
};

struct TvReport {
  TvOutcome outcome = TvOutcome::kUnknown;
  std::string reason; ///< why refuted / unknown; empty when validated
  TvRefutedBy refuted_by = TvRefutedBy::kNone;
  Correspondence correspondence;
  std::vector<TvFunctionReport> functions;
  std::optional<ValueCounterexample> counterexample; ///< a value refutation
  /// Multi-line human-readable report.
  std::string str() const;
};

/// Validates that AFTER refines BEFORE (see the file comment).
TvReport validate(const TvModule& before, const TvModule& after, const TvOptions& options);

} // namespace rxv::solver
