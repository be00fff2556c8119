#pragma once
/// Translation validation (`rxv tv`), step 3: what the prover does not settle is tested. Both
/// modules run on the reference interpreter on a systematic set of cases, and AFTER must refine
/// BEFORE on each (DESIGN.md, "Semantics decisions": where BEFORE errs, anything goes).
///
/// Cases: every shape variable of the signature over {0, 1, ..., small_max} (the full product
/// while it is small, else the diagonal and one-variable-off assignments), then a few random
/// larger ones; the prover's counterexamples to shape obligations come first. Each shape binding
/// is tried with value classes: random (uniform), normal, zeros, ones and special floats (+-inf,
/// -0; no NaN, whose min/max propagation TIR leaves open), the non-random classes on the first
/// bindings only (bounded cost). A caller with input ranges of its own (the fuzz oracle) gives
/// the cases' input options instead (`input_plans`).
///
/// Cost is bounded by work, not by input size: each run may do `max_run_work` (the interpreter's
/// steps and TIR loop iterations), and once a function's cases have done `max_total_work` in all
/// the rest are not run (counted as `budget_skipped`). Large static shapes are so tested on the
/// cases the budget affords (one compared case decides), not left undecided for their size.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "semantics/infer/infer.h"
#include "semantics/ir/module.h"
#include "semantics/value/compare.h"
#include "semantics/value/random_inputs.h"
#include "semantics/value/value.h"
#include "solver/tv_correspondence.h"
#include "solver/tv_obligations.h"

namespace rxv::solver {

struct ValueTestOptions {
  uint64_t seed = 0;
  int64_t small_max = 3; ///< systematic dims over {0 .. small_max}
  int max_small_bindings = 16;
  int random_bindings = 2; ///< larger bindings, dims in [small_max + 1, large_max]
  int64_t large_max = 8;
  int class_bindings = 3; ///< the first bindings that get every value class
  bool special_floats = true;
  /// The most elements one input tensor may have (memory: the inputs are copied for each run).
  int64_t max_input_elements = int64_t{1} << 22;
  /// Work of one run (BEFORE's or AFTER's): TIR loop iterations (~0.1 us each), and 16 times as
  /// many interpreter steps (a C++ kernel's element or multiply-add); a run that needs more stops
  /// with a Limit error, and the case and the other value classes of its shape binding are
  /// undecided.
  int64_t max_run_work = int64_t{1} << 25;
  /// Work of all the cases of one function (inputs made, both runs): once spent, the remaining
  /// cases are skipped (counted in budget_skipped).
  int64_t max_total_work = int64_t{1} << 26;
  /// The comparison policy (compare.h) with slack for reductions that a pass or a lowering
  /// reassociates: 1e-5 of the tensor's largest element.
  sem::Tolerance tolerance{.rtol_scale = 1e-5};
  /// Tried first (the prover's counterexamples), names of BEFORE's signature shape variables.
  std::vector<ShapeBinding> first_bindings;
  /// Shape variables of the signature fixed in every case, by name (a pass's precondition:
  /// BindSymbolicVars fixes them); the others vary as above. Names the signature lacks are
  /// ignored.
  ShapeBinding assumed;
  /// When not empty: the cases' inputs, one random_inputs option set each (its `bind` names the
  /// shape binding), in place of the systematic bindings; value classes as above.
  std::vector<sem::RandomInputOptions> input_plans;
  /// Also a finding: a value AFTER binds does not conform to the StructInfo AFTER gives its
  /// variable, unless BEFORE's run binds a nonconforming value too (its annotations are then
  /// not a contract). Needs the modules' inference.
  bool check_conformance = false;
};

/// A module as validation takes it: normalized, with its StructInfo inference (error-free).
struct TvModule {
  const sem::IRModule& mod;
  const sem::InferResult& inference;
};

/// BEFORE's runs, kept across validations of several AFTERs of one BEFORE with the same options
/// (the fuzz oracle checks every pass of builtin:all against one input). Not thread-safe.
class SourceRuns {
public:
  SourceRuns();
  ~SourceRuns();
  SourceRuns(const SourceRuns&) = delete;
  SourceRuns& operator=(const SourceRuns&) = delete;
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

/// One case: a function, its shape binding, a value class and the inputs.
struct ValueCase {
  std::string function;
  ShapeBinding shape;
  std::string value_class;         ///< "random", "normal", "zeros", "ones", "special"
  std::vector<std::string> params; ///< the parameter names, for inputs
  std::vector<sem::Value> inputs;
};

/// A case where AFTER does not refine BEFORE, re-checked on the interpreter.
struct ValueCounterexample {
  ValueCase case_;
  std::string message;       ///< the refinement failure
  std::string first_binding; ///< the first corresponding binding whose values differ, if any
};

struct ValueTestResult {
  int compared = 0;       ///< cases where BEFORE ran without error and AFTER was compared
  int source_errors = 0;  ///< BEFORE erred: any AFTER behaviour refines it
  int undecided = 0;      ///< inputs not makeable, or an interpreter limit or unsupported construct
  int budget_skipped = 0; ///< cases not run: the function's work budget was spent
  int64_t work = 0;       ///< the work done (max_total_work's measure)
  std::string undecided_reason; ///< the first one
  std::optional<ValueCounterexample> counterexample;
  /// The counterexample is a nonconforming value of AFTER (check_conformance), not a refinement
  /// failure.
  bool nonconforming = false;
};

/// The signature shape variables of `fn` (lone dims of its parameters), by name, in order.
std::vector<std::string> signature_shape_vars(const sem::FunctionNode& fn);

/// Tests `pair` (BEFORE's and AFTER's function) case by case; stops at the first counterexample.
/// `cache`, when given, keeps BEFORE's runs for the next call with the same BEFORE and options.
ValueTestResult test_values(const TvModule& before, const TvModule& after, const FunctionPair& pair,
                            const BindingMap& map, const ValueTestOptions& options,
                            SourceRuns* cache = nullptr);

} // namespace rxv::solver
