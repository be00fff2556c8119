#pragma once
/// The refinement oracle for a pass (DESIGN.md, "Fuzzing"), in order:
///   1. "crash": the pass throws; a PassFailure (fuzz/passes/pass.h) names its
///      own stage (a TVM pass's "tvm-raises", "tvm-well-formed", ...).
///   2. "reads": the output prints and reads back.
///   3. "well-formed" / "normalize" / "struct-info": the output passes rxv's
///   checks.
///   4.-6. translation validation (solver/tv_verdict.h, the one refinement check, as `rxv tv`
///      runs it), on the fuzzer's inputs (fuzz_input_options, several bindings of the shape
///      variables, the random value class) and with AFTER's StructInfo checked on its values:
///      "sinfo-refined": a public function disappears, or its signature or purity does not
///      refine the input's (proved); "refines": on some input where the input's function
///      evaluates without error, the output's gives another value or effect trace (an erring
///      input allows anything); "conforms": a value the output binds does not conform to the
///      StructInfo the output gives its variable, where the input's run has no such binding.
/// An output structurally equal to the input is accepted at once. A pass with a precondition
/// (PassInfo::precondition: BindSymbolicVars fixes shape variables) is judged on the arguments
/// that meet it; the harness does not run it on inputs it does not apply to (it counts them).
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "fuzz/passes/pass.h"
#include "fuzz/validity.h"
#include "semantics/arith/arith.h"
#include "semantics/ir/module.h"
#include "semantics/value/value.h"

namespace rxv::fuzz {

struct Finding {
  std::string stage;              ///< see the file comment
  std::string message;            ///< what went wrong, with the diagnostics
  sem::IRModule output;           ///< the pass's output (when there was one)
  std::vector<sem::Value> inputs; ///< stage "refines": the inputs that show it
};

struct OracleOptions {
  int shape_bindings = 3; ///< concrete bindings of main's shape variables tried (stage 5)
  uint64_t input_seed = 0;
};

/// The oracle for one valid input, checking any number of passes: the input's
/// validity and its evaluations (one per shape binding) are computed once and
/// reused by every pass (builtin:all checks seven on each program).
class RefinementOracle {
public:
  /// `input` must be normalized and valid, `validity` its check_validity
  /// result; both must outlive the oracle.
  RefinementOracle(const sem::IRModule& input, const Validity& validity, sem::Arith& arith,
                   OracleOptions opts = {});
  ~RefinementOracle();
  /// nullopt when nothing was found. `pre`: what the pass assumes of the input (its
  /// precondition, applicable): the output is judged only on inputs that meet it.
  std::optional<Finding> check(const PassFn& pass, const PassPrecondition& pre = {});

private:
  struct InputRuns;
  const sem::IRModule& input_;
  const Validity& validity_;
  sem::Arith& arith_;
  OracleOptions opts_;
  std::unique_ptr<InputRuns> runs_;
};

/// Checks `pass` on `input` (valid, as check_validity says). nullopt when
/// nothing was found.
std::optional<Finding> check_refinement(const sem::IRModule& input, const PassFn& pass,
                                        sem::Arith& arith, const OracleOptions& opts = {});

/// Evaluation properties of one valid module (no pass): main evaluates the same
/// twice (value and effects), its result conforms to main's inferred
/// StructInfo and, when inference gave no warnings, every binding's value
/// conforms to its variable's StructInfo. nullopt when fine or when there is
/// no interpreter.
std::optional<Finding> check_evaluation(const sem::IRModule& mod, sem::Arith& arith,
                                        const OracleOptions& opts = {});
/// The same for a module whose check_validity result is `validity` (ok).
std::optional<Finding> check_evaluation(const Validity& validity, const OracleOptions& opts = {});

} // namespace rxv::fuzz
