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
/// bindings only (bounded cost).
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "semantics/ir/module.h"
#include "semantics/value/compare.h"
#include "semantics/value/value.h"
#include "solver/tv_correspondence.h"
#include "solver/tv_obligations.h"

namespace rxv::solver {

using ShapeBinding = std::vector<std::pair<std::string, int64_t>>;

struct ValueTestOptions {
  uint64_t seed = 0;
  int64_t small_max = 3; ///< systematic dims over {0 .. small_max}
  int max_small_bindings = 16;
  int random_bindings = 2; ///< larger bindings, dims in [small_max + 1, large_max]
  int64_t large_max = 8;
  int class_bindings = 3; ///< the first bindings that get every value class
  bool special_floats = true;
  /// Cases whose tensor inputs hold more elements are not run (the op kernels are not bounded by
  /// work: a 320-channel conv2d takes minutes); the function is then undecided unless proved.
  int64_t max_input_elements = int64_t{1} << 18;
  sem::Tolerance tolerance;
  /// Tried first (the prover's counterexamples), names of BEFORE's signature shape variables.
  std::vector<ShapeBinding> first_bindings;
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
  int compared = 0;      ///< cases where BEFORE ran without error and AFTER was compared
  int source_errors = 0; ///< BEFORE erred: any AFTER behaviour refines it
  int undecided = 0;     ///< inputs not makeable, or an interpreter limit or unsupported construct
  std::string undecided_reason; ///< the first one
  std::optional<ValueCounterexample> counterexample;
};

/// The signature shape variables of `fn` (lone dims of its parameters), by name, in order.
std::vector<std::string> signature_shape_vars(const sem::FunctionNode& fn);

/// Tests `pair` (BEFORE's and AFTER's function) case by case; stops at the first counterexample.
ValueTestResult test_values(const sem::IRModule& before, const sem::IRModule& after,
                            const FunctionPair& pair, const BindingMap& map,
                            const ValueTestOptions& options);

} // namespace rxv::solver
