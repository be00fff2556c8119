// RapidCheck properties over generated programs (fixed seed, so runs are
// reproducible): the generator's decisions come from RapidCheck (RcChoices),
// which shrinks failures toward the simplest program.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <cstdlib>

#include "fuzz/choices_rc.h"
#include "fuzz/generator.h"
#include "fuzz/oracle.h"
#include "fuzz/passes/pass.h"
#include "fuzz/validity.h"
#include "semantics/ir/structural_equal.h"
#include "semantics/script/printer.h"
#include "semantics/transform/normalize.h"

namespace rxv::fuzz {
namespace properties_test {

// RapidCheck reads RC_PARAMS on first use: a fixed seed and a small budget
// unless the caller asks for something else.
const bool kSeeded = [] {
  setenv("RC_PARAMS", "seed=20261122 max_success=60", /*overwrite=*/0);
  return true;
}();

GenConfig small_config() {
  GenConfig c;
  c.max_bindings = 6;
  return c;
}

RC_GTEST_PROP(FuzzProperties, PrintReadRoundTrip, ()) {
  RcChoices choices;
  GeneratedProgram p = generate_program(choices, small_config());
  std::string errors;
  auto back = reprint(p.mod, &errors);
  RC_ASSERT(back.has_value());
  RC_ASSERT(sem::structural_equal(*back, p.mod));
  RC_ASSERT(sem::print_module(*back) == sem::print_module(p.mod));
}

RC_GTEST_PROP(FuzzProperties, NormalizeIsIdempotent, ()) {
  RcChoices choices;
  GeneratedProgram p = generate_program(choices, small_config());
  sem::IRModule once = sem::normalize(p.mod);
  sem::IRModule twice = sem::normalize(once);
  RC_ASSERT(sem::structural_equal(once, twice));
  RC_ASSERT(sem::print_module(once) == sem::print_module(twice));
}

RC_GTEST_PROP(FuzzProperties, GeneratedProgramsAreValid, ()) {
  RcChoices choices;
  GeneratedProgram p = generate_program(choices, small_config());
  RC_ASSERT(p.stats.rejected_calls.empty());
  auto arith = sem::make_default_arith();
  Validity v = check_validity(p.mod, *arith);
  RC_ASSERT(v.ok());
}

RC_GTEST_PROP(FuzzProperties, BuiltinPassesRefine, ()) {
  RcChoices choices;
  GeneratedProgram p = generate_program(choices, small_config());
  auto arith = sem::make_default_arith();
  Validity v = check_validity(p.mod, *arith, {.check_round_trip = false});
  RC_PRE(v.ok());
  for (const auto& pass : builtin_passes()) {
    auto finding = check_refinement(*v.normalized, pass.run, *arith);
    RC_ASSERT(!finding.has_value());
  }
}

RC_GTEST_PROP(FuzzProperties, EvaluationIsDeterministicAndConformsToStructInfo, ()) {
  RcChoices choices;
  GeneratedProgram p = generate_program(choices, small_config());
  auto arith = sem::make_default_arith();
  auto finding = check_evaluation(p.mod, *arith, {.shape_bindings = 2, .input_seed = 1});
  RC_ASSERT(!finding.has_value());
}

} // namespace properties_test
} // namespace rxv::fuzz
