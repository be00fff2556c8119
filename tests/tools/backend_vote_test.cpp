// Triage by vote (tools/backend_vote.h) and backend lists (fuzz/backend_target.h): who is named
// when the interpreter and two backends disagree.
#include <gtest/gtest.h>

#include "fuzz/backend_target.h"
#include "tools/backend_vote.h"

namespace rxv::tools {
namespace backend_vote_test {

using namespace fuzz;
using sem::DataType;
using sem::Tensor;
using sem::Value;

Value vec(std::vector<double> xs) {
  Tensor t = Tensor::zeros(DataType::Float(32), {int64_t(xs.size())});
  for (size_t i = 0; i < xs.size(); ++i) t.set_float(int64_t(i), xs[i]);
  return Value(t);
}

BackendAnswer answer(std::string backend, Value v) {
  BackendAnswer a;
  a.backend = std::move(backend);
  a.kind = BackendAnswer::kValue;
  a.value = std::move(v);
  return a;
}

BackendAnswer failure(std::string backend, BackendAnswer::Kind kind, std::string message) {
  BackendAnswer a;
  a.backend = std::move(backend);
  a.kind = kind;
  a.message = std::move(message);
  return a;
}

sem::EvalOr<Value> ref_value(Value v) { return sem::EvalOr<Value>(std::move(v)); }
sem::EvalOr<Value> ref_error() {
  return sem::EvalOr<Value>(sem::EvalError{sem::EvalErrorKind::kOther, {}, "index out of range"});
}

TEST(BackendVote, AllAgree) {
  Verdict v = vote(nullptr, ref_value(vec({1, 2})),
                   {answer("halide-cpu", vec({1, 2})), answer("tvm-llvm", vec({1, 2.000001}))}, {});
  EXPECT_TRUE(v.agree()) << v.report;
}

TEST(BackendVote, OneBackendAloneIsNamed) {
  Verdict v = vote(nullptr, ref_value(vec({1, 2})),
                   {answer("halide-cpu", vec({1, 2})), answer("tvm-llvm", vec({1, 3}))}, {});
  EXPECT_EQ(v.stage, "tvm-llvm:mismatch");
  EXPECT_NE(v.report.find("tvm-llvm vs interpreter: element 1"), std::string::npos) << v.report;
  EXPECT_EQ(v.report.find("halide-cpu vs"), std::string::npos) << v.report;

  Verdict only = vote(nullptr, ref_value(vec({1, 2})), {answer("halide-cpu", vec({0, 2}))}, {});
  EXPECT_EQ(only.stage, "halide-cpu:mismatch");
}

TEST(BackendVote, TwoBackendsOutvoteTheInterpreter) {
  Verdict v = vote(nullptr, ref_value(vec({1, 2})),
                   {answer("halide-cpu", vec({1, 5})), answer("tvm-llvm", vec({1, 5}))}, {});
  EXPECT_EQ(v.stage, "interpreter-suspect");
  // Both differences are reported, each with its index and values.
  EXPECT_NE(v.report.find("halide-cpu vs interpreter: element 1"), std::string::npos) << v.report;
  EXPECT_NE(v.report.find("tvm-llvm vs interpreter: element 1"), std::string::npos) << v.report;
}

TEST(BackendVote, TwoBackendsDisagreeingWithEachOtherNameTheFirst) {
  Verdict v = vote(nullptr, ref_value(vec({1, 2})),
                   {answer("halide-cpu", vec({1, 5})), answer("tvm-llvm", vec({1, 7}))}, {});
  EXPECT_EQ(v.stage, "halide-cpu:mismatch");
  EXPECT_NE(v.report.find("tvm-llvm vs interpreter"), std::string::npos) << v.report;
}

TEST(BackendVote, RunErrorWhereTheInterpreterReturns) {
  Verdict v = vote(nullptr, ref_value(vec({1})),
                   {failure("tvm-llvm", BackendAnswer::kRunError, "run: boom")}, {});
  EXPECT_EQ(v.stage, "tvm-llvm:error");
}

TEST(BackendVote, AnErringProgramAllowsAnyValueButNotABuildError) {
  EXPECT_TRUE(vote(nullptr, ref_error(), {answer("tvm-llvm", vec({9}))}, {}).agree());
  EXPECT_TRUE(
      vote(nullptr, ref_error(), {failure("tvm-llvm", BackendAnswer::kRunError, "x")}, {}).agree());
  Verdict v = vote(nullptr, ref_error(),
                   {failure("tvm-llvm", BackendAnswer::kBuildError, "CodeGenVM cannot emit")}, {});
  EXPECT_EQ(v.stage, "tvm-build");
  // TVM's compiled code dying on a program that errs (a division by zero) is allowed.
  EXPECT_TRUE(vote(nullptr, ref_error(), {failure("tvm-llvm", BackendAnswer::kCrash, "SIGFPE")}, {})
                  .agree());
  EXPECT_EQ(
      vote(nullptr, ref_value(vec({1})), {failure("tvm-llvm", BackendAnswer::kHang, "")}, {}).stage,
      "tvm-hang");
  EXPECT_EQ(vote(nullptr, ref_value(vec({1})), {failure("tvm-llvm", BackendAnswer::kCrash, "")}, {})
                .stage,
            "tvm-abort");
  EXPECT_EQ(
      vote(nullptr, ref_value(vec({1})), {failure("halide-cpu", BackendAnswer::kCrash, "")}, {})
          .stage,
      "halide-cpu:crash");
}

TEST(BackendVote, NoVoteIsNotADisagreement) {
  EXPECT_TRUE(vote(nullptr, ref_value(vec({1})),
                   {failure("tvm-llvm", BackendAnswer::kNoVote, "a Closure argument")}, {})
                  .agree());
}

TEST(BackendVote, AnAmplifiedDifferenceIsNoFinding) {
  BackendAnswer halide = answer("halide-cpu", vec({1, 0}));
  halide.amplified = true; // isolation found no region that differs
  Verdict alone = vote(nullptr, ref_value(vec({1, 2})), {halide}, {});
  EXPECT_TRUE(alone.agree()) << alone.report;
  EXPECT_TRUE(alone.amplified);
  EXPECT_NE(alone.report.find("(amplified"), std::string::npos) << alone.report;
  // TVM equal to the amplified answer differs for the same reason; another value is a finding.
  Verdict same =
      vote(nullptr, ref_value(vec({1, 2})), {halide, answer("tvm-llvm", vec({1, 0}))}, {});
  EXPECT_TRUE(same.agree()) << same.report;
  EXPECT_NE(same.report.find("tvm-llvm agrees with halide-cpu's amplified answer"),
            std::string::npos)
      << same.report;
  Verdict other =
      vote(nullptr, ref_value(vec({1, 2})), {halide, answer("tvm-llvm", vec({1, 5}))}, {});
  EXPECT_EQ(other.stage, "tvm-llvm:mismatch") << other.report;
  EXPECT_FALSE(other.amplified);
}

TEST(BackendList, Parses) {
  std::string why;
  auto l = parse_backend_list("halide-cpu,tvm-llvm", &why);
  ASSERT_TRUE(l);
  EXPECT_EQ(*l, (std::vector<BackendTarget>{BackendTarget::kHalideCpu, BackendTarget::kTvmLlvm}));
  EXPECT_EQ(parse_backend_list("tvm-llvm", &why)->size(), 1u);
  EXPECT_FALSE(parse_backend_list("halide-cpu,tvm", &why));
  EXPECT_NE(why.find("unknown backend 'tvm'"), std::string::npos) << why;
  EXPECT_FALSE(parse_backend_list("tvm-llvm,tvm-llvm", &why));
  EXPECT_NE(why.find("named twice"), std::string::npos) << why;
  EXPECT_FALSE(parse_backend_list("halide-cpu,", &why));
  EXPECT_NE(why.find("empty backend name"), std::string::npos) << why;
  EXPECT_FALSE(parse_backend_list("", &why));
  EXPECT_EQ(backend_target_name(BackendTarget::kTvmLlvm), "tvm-llvm");
}

} // namespace backend_vote_test
} // namespace rxv::tools
