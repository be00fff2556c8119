// The one refinement check (semantics/value/refinement.h): an erring reference allows anything;
// otherwise the candidate must return an equal value and the same effects.
#include "semantics/value/refinement.h"

#include <gtest/gtest.h>

#include "semantics/value/value_literal.h"

namespace rxv::sem {
namespace refinement_test {

Value lit(const std::string& s) {
  auto v = parse_value_literal(s);
  if (!v.ok()) std::abort();
  return *v;
}

TEST(CheckRefinement, EqualValuesRefine) {
  auto r = check_refinement(RunOutcome::returned(lit("int32[2]{1, 2}")),
                            RunOutcome::returned(lit("int32[2]{1, 2}")));
  EXPECT_EQ(r.verdict, RefinementVerdict::kRefines);
  EXPECT_TRUE(r.holds());
  EXPECT_EQ(r.why({}, {}), "");
}

TEST(CheckRefinement, AnErringReferenceAllowsAnything) {
  RunOutcome ref = RunOutcome::erred("DivisionByZero at 3:5: integer division by zero");
  for (const RunOutcome& cand :
       {RunOutcome::returned(lit("int32[1]{0}")), RunOutcome::erred("other"),
        RunOutcome::returned(lit("float32[1]{1}"), EffectTrace{{"print", "x"}})}) {
    auto r = check_refinement(ref, cand);
    EXPECT_EQ(r.verdict, RefinementVerdict::kReferenceErrs);
    EXPECT_TRUE(r.holds());
  }
}

TEST(CheckRefinement, CandidateErrsValueDiffersEffectsDiffer) {
  RunOutcome ref = RunOutcome::returned(lit("float32[2]{1, 2}"), EffectTrace{{"print", "a"}});
  RunOutcome err = RunOutcome::erred("Limit: too big");
  auto r = check_refinement(ref, err);
  EXPECT_EQ(r.verdict, RefinementVerdict::kDiffers);
  EXPECT_EQ(r.divergence, Divergence::kCandidateErrs);
  EXPECT_EQ(r.why(ref, err, "interpreter", "backend"),
            "the backend errs where the interpreter returns: Limit: too big");

  RunOutcome other = RunOutcome::returned(lit("float32[2]{1, 3}"), EffectTrace{{"print", "a"}});
  r = check_refinement(ref, other);
  EXPECT_EQ(r.divergence, Divergence::kValue);
  ASSERT_TRUE(r.difference);
  EXPECT_EQ(r.difference->index, 1);
  EXPECT_EQ(r.why(ref, other), "element 1 (index [1]): reference 2.0, candidate 3.0");

  RunOutcome loud = RunOutcome::returned(lit("float32[2]{1, 2}"), EffectTrace{{"print", "b"}});
  r = check_refinement(ref, loud);
  EXPECT_EQ(r.divergence, Divergence::kEffects);
  EXPECT_EQ(
      r.why(ref, loud, "input", "output"),
      "effect traces differ (1 vs 1 effects): effect 0: input print \"a\", output print \"b\"");

  // Within the tolerance: refines; a side that records no effects is not compared on them.
  RunOutcome close = RunOutcome::returned(lit("float32[2]{1, 2.000001}"));
  EXPECT_TRUE(check_refinement(ref, close).holds());
  EXPECT_FALSE(check_refinement(ref, close, Tolerance{0, 0, 0}).holds());
}

// A print's values are compared under the tolerance, as the result is: a legalized computation
// that prints a float one rounding step away performs the same effect (issue-16 LegalizeOps
// campaign: `-0.4079352021217346` against `-0.40793517231941223`); a real difference still differs.
TEST(CheckRefinement, PrintedValuesCompareUnderTheTolerance) {
  auto print = [](const std::string& text, const std::string& value) {
    return EffectTrace{Effect{"print", text, "", {lit(value)}}};
  };
  RunOutcome ref =
      RunOutcome::returned(lit("int32[1]{0}"), print("-0.4079352", "float32[]{-0.4079352}"));
  RunOutcome close =
      RunOutcome::returned(lit("int32[1]{0}"), print("-0.40793517", "float32[]{-0.40793517}"));
  EXPECT_TRUE(check_refinement(ref, close).holds());
  EXPECT_FALSE(check_refinement(ref, close, Tolerance{0, 0, 0}).holds());
  RunOutcome far = RunOutcome::returned(lit("int32[1]{0}"), print("-0.5", "float32[]{-0.5}"));
  auto r = check_refinement(ref, far);
  EXPECT_EQ(r.divergence, Divergence::kEffects);
  EXPECT_EQ(r.effect_index, 0u);
  // A different format is a different effect; so is an extra one.
  RunOutcome formatted = RunOutcome::returned(
      lit("int32[1]{0}"),
      EffectTrace{Effect{"print", "-0.4079352", "x={}", {lit("float32[]{-0.4079352}")}}});
  EXPECT_FALSE(check_refinement(ref, formatted).holds());
  EffectTrace two = print("-0.4079352", "float32[]{-0.4079352}");
  two.push_back(two[0]);
  EXPECT_FALSE(check_refinement(ref, RunOutcome::returned(lit("int32[1]{0}"), two)).holds());
}

TEST(CheckRefinement, FromAnEvaluationResult) {
  EvalOr<Value> ok = lit("int64(3)");
  EvalOr<Value> bad = EvalError{EvalErrorKind::kOther, {}, "boom"};
  EXPECT_TRUE(RunOutcome::of(ok).ok());
  EXPECT_FALSE(RunOutcome::of(bad).ok());
  EXPECT_NE(RunOutcome::of(bad).error.find("boom"), std::string::npos);
}

} // namespace refinement_test
} // namespace rxv::sem
