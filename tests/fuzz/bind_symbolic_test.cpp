// BindSymbolicVars as the refinement oracle sees it (fuzz/bind_symbolic.h): which inputs it
// applies to, the arguments the oracle then runs both modules on, and that the oracle accepts
// the binding it was told of and catches one it was not (a pass that binds another value).
#include <fmt/format.h>
#include <gtest/gtest.h>

#include "fuzz/bind_symbolic.h"
#include "fuzz/oracle.h"
#include "semantics/script/reader.h"
#include "semantics/transform/normalize.h"
#include "solver/z3_arith.h"

namespace rxv::fuzz {
namespace bind_symbolic_test {

sem::IRModule read(const std::string& text) {
  sem::DiagnosticSink sink;
  auto m = sem::read_module(text, sink);
  EXPECT_TRUE(m) << sink.format("test");
  return m ? sem::normalize(*m) : sem::IRModule{};
}

const char* kHeader = "@I.ir_module\nclass Module:\n";

/// main(x: (n0, 3)) and a private helper of its own shape variable m0.
const char* kSignature = R"(
    @R.function
    def main(x: R.Tensor(("n0", 3), dtype="float32")) -> R.Tensor(("n0", 3), dtype="float32"):
        n0 = T.int64()
        y = R.add(x, x)
        return y

    @R.function(private=True)
    def helper(z: R.Tensor(("m0",), dtype="float32")) -> R.Tensor(("m0",), dtype="float32"):
        m0 = T.int64()
        return z
)";

const char* kMatchCast = R"(
    @R.function
    def main(x: R.Tensor(dtype="float32", ndim=1)) -> R.Tensor(dtype="float32", ndim=1):
        y = R.match_cast(x, R.Tensor(("n0",), dtype="float32"))
        return y
)";

std::vector<SymbolicBinding> binds(const std::string& json) {
  return symbolic_bindings_from_json(nlohmann::json::parse(json));
}

TEST(BindSymbolic, MainsSignatureVariableIsFixed) {
  sem::IRModule m = read(std::string(kHeader) + kSignature);
  PassPrecondition pre =
      symbolic_binding_precondition(m, binds(R"([{"binding_map": [["n0", 2]]}])"));
  EXPECT_EQ(pre.not_applicable, "");
  ASSERT_EQ(pre.assumed_shapes.size(), 1u);
  EXPECT_EQ(pre.assumed_shapes[0].first, "main");
  EXPECT_EQ(pre.assumed_shapes[0].second,
            (std::vector<std::pair<std::string, int64_t>>{{"n0", 2}}));
}

TEST(BindSymbolic, AnAbsentNameIsNotApplicable) {
  sem::IRModule m = read(std::string(kHeader) + kSignature);
  PassPrecondition pre =
      symbolic_binding_precondition(m, binds(R"([{"binding_map": [["k0", 2]]}])"));
  EXPECT_NE(pre.not_applicable.find("TVM raises by design"), std::string::npos);
  EXPECT_TRUE(pre.assumed_shapes.empty());
  // With func_name, only that function counts: main has no m0, and no function is called f.
  pre = symbolic_binding_precondition(
      m, binds(R"([{"binding_map": [["m0", 2]], "func_name": "main"}])"));
  EXPECT_NE(pre.not_applicable.find("TVM raises by design"), std::string::npos);
  pre = symbolic_binding_precondition(m,
                                      binds(R"([{"binding_map": [["n0", 2]], "func_name": "f"}])"));
  EXPECT_NE(pre.not_applicable.find("TVM raises by design"), std::string::npos);
  // A second step cannot bind what the first one already replaced.
  pre = symbolic_binding_precondition(
      m, binds(R"([{"binding_map": [["n0", 2]]}, {"binding_map": [["n0", 3]]}])"));
  EXPECT_NE(pre.not_applicable.find("TVM raises by design"), std::string::npos);
}

TEST(BindSymbolic, VariablesTheArgumentsDoNotFixAreNotJudged) {
  sem::IRModule m = read(std::string(kHeader) + kSignature);
  PassPrecondition pre =
      symbolic_binding_precondition(m, binds(R"([{"binding_map": [["m0", 2]]}])"));
  EXPECT_NE(pre.not_applicable.find("private function"), std::string::npos);
  // func_name="main" leaves the helper alone.
  pre = symbolic_binding_precondition(
      m, binds(R"([{"binding_map": [["n0", 2]], "func_name": "main"}])"));
  EXPECT_EQ(pre.not_applicable, "");
  sem::IRModule mc = read(std::string(kHeader) + kMatchCast);
  pre = symbolic_binding_precondition(mc, binds(R"([{"binding_map": [["n0", 2]]}])"));
  EXPECT_NE(pre.not_applicable.find("MatchCast"), std::string::npos);
  pre = symbolic_binding_precondition(m, binds(R"([{"binding_map": [["n0", "k"]]}])"));
  EXPECT_NE(pre.not_applicable.find("not an integer"), std::string::npos);
}

/// `after` as a pass's output, whatever its input.
PassFn constant_pass(const std::string& after) {
  return [after](const sem::IRModule&) { return read(std::string(kHeader) + after); };
}

std::optional<Finding> check_with(const std::string& after, const PassPrecondition& pre) {
  sem::IRModule in = read(std::string(kHeader) + kSignature);
  auto arith = solver::make_z3_arith();
  Validity v = check_validity(in, *arith, {.check_round_trip = false});
  EXPECT_TRUE(v.ok()) << v.str();
  RefinementOracle oracle(*v.normalized, v, *arith, {.shape_bindings = 3, .input_seed = 16});
  return oracle.check(constant_pass(after), pre);
}

std::string bound_to(int value, const char* op = "R.add") {
  return fmt::format(R"(
    @R.function
    def main(x: R.Tensor(({v}, 3), dtype="float32")) -> R.Tensor(({v}, 3), dtype="float32"):
        y = {op}(x, x)
        return y

    @R.function(private=True)
    def helper(z: R.Tensor(("m0",), dtype="float32")) -> R.Tensor(("m0",), dtype="float32"):
        m0 = T.int64()
        return z
)",
                     fmt::arg("v", value), fmt::arg("op", op));
}

TEST(BindSymbolic, TheOracleAcceptsTheBindingItWasToldOf) {
  PassPrecondition pre;
  pre.assumed_shapes = {{"main", {{"n0", 2}}}};
  auto f = check_with(bound_to(2), pre);
  EXPECT_FALSE(f) << f->stage << ": " << f->message;
  // Without the precondition, the same output is a refinement failure (n0 = 3 is rejected).
  f = check_with(bound_to(2), {});
  ASSERT_TRUE(f);
  EXPECT_EQ(f->stage, "refines") << f->message;
}

TEST(BindSymbolic, TheOracleCatchesAnotherBindingOrAnotherValue) {
  PassPrecondition pre;
  pre.assumed_shapes = {{"main", {{"n0", 2}}}};
  // Claims n0 = 2, binds n0 = 3: the signature no longer accepts the arguments it must.
  auto f = check_with(bound_to(3), pre);
  ASSERT_TRUE(f);
  EXPECT_EQ(f->stage, "sinfo-refined") << f->message;
  EXPECT_NE(f->message.find("assuming n0 = 2"), std::string::npos) << f->message;
  // Binds correctly but computes another value: caught on arguments where n0 = 2.
  f = check_with(bound_to(2, "R.multiply"), pre);
  ASSERT_TRUE(f);
  EXPECT_EQ(f->stage, "refines") << f->message;
  ASSERT_FALSE(f->inputs.empty());
  ASSERT_NE(f->inputs[0].as_tensor(), nullptr);
  EXPECT_EQ(f->inputs[0].as_tensor()->shape[0], 2);
}

} // namespace bind_symbolic_test
} // namespace rxv::fuzz
