// Unit tests of the built-in passes that the pass corpus cannot show: constant
// folding with a kernel (the op table has none until the interpreter's kernels
// land, so the test supplies one), and the bug-zoo knobs changing what they
// claim to change.
#include <gtest/gtest.h>

#include "fuzz/harness.h"
#include "fuzz/oracle.h"
#include "fuzz/passes/pass.h"
#include "fuzz/passes/variants.h"
#include "semantics/script/printer.h"
#include "semantics/script/reader.h"
#include "semantics/transform/normalize.h"
#include "semantics/value/tensor.h"

namespace rxv::fuzz {
namespace passes_test {

sem::IRModule read(const char* text) {
  sem::DiagnosticSink sink;
  auto m = sem::read_module(text, sink);
  EXPECT_TRUE(m) << sink.format("test");
  return sem::normalize(*m);
}

constexpr const char* kFoldInput = R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="int32")) -> R.Tensor((2,), dtype="int32"):
        a = R.const([-3, 7], "int32")
        b = R.add(a, R.const([1, 1], "int32"))
        c = R.add(b, x)
        d = R.floor_divide(a, R.const([2, 2], "int32"))
        e = R.add(c, d)
        return e
)";

/// A reference add for int32 tensors of equal shape (what the op table's kernel
/// will do).
sem::Kernel add_kernel() {
  return [](const sem::CallNode&, const std::vector<sem::Value>& args,
            sem::KernelContext& ctx) -> sem::EvalOr<sem::Value> {
    const sem::Tensor* a = args[0].as_tensor();
    const sem::Tensor* b = args[1].as_tensor();
    auto out = ctx.alloc(a->dtype, a->shape);
    if (!out.ok()) return out.error();
    for (int64_t i = 0; i < a->num_elements(); ++i)
      out.value().set_int(i, a->get_int(i) + b->get_int(i));
    return sem::Value(out.value());
  };
}

TEST(ConstFold, FoldsOpsWithAKernelOnConstants) {
  sem::IRModule m = read(kFoldInput);
  sem::Kernel add = add_kernel();
  FoldOptions opts;
  opts.kernel_for = [&](const std::string& op) {
    return op == "relax.add" ? &add : static_cast<const sem::Kernel*>(nullptr);
  };
  std::string out = sem::print_module(fold_with(m, opts));
  EXPECT_NE(out.find("b = R.const([-2, 8], \"int32\")"), std::string::npos) << out;
  EXPECT_NE(out.find("c = R.add(b, x)"), std::string::npos) << out; // x is not a constant
  EXPECT_NE(out.find("R.floor_divide"), std::string::npos) << out;  // no kernel: left alone
  auto arith = sem::make_default_arith();
  EXPECT_FALSE(check_refinement(
      m, [&](const sem::IRModule& x) { return fold_with(x, opts); }, *arith));
}

TEST(ConstFold, WithoutKernelsNothingChanges) {
  sem::IRModule m = read(kFoldInput);
  FoldOptions opts;
  opts.kernel_for = [](const std::string&) { return static_cast<const sem::Kernel*>(nullptr); };
  EXPECT_EQ(sem::print_module(fold_with(m, opts)), sem::print_module(m));
}

TEST(ConstFold, TheTruncatingBugFoldsFloorDivisionWrongly) {
  sem::IRModule m = read(kFoldInput);
  FoldOptions opts;
  opts.kernel_for = [](const std::string&) { return static_cast<const sem::Kernel*>(nullptr); };
  opts.truncating_division = true;
  std::string out = sem::print_module(fold_with(m, opts));
  // floor(-3 / 2) is -2; truncation gives -1.
  EXPECT_NE(out.find("d = R.const([-1, 3], \"int32\")"), std::string::npos) << out;
}

TEST(Dce, KeepsImpureCallsAndDropsThemOnlyInTheBug) {
  sem::IRModule m = read(R"(
@I.ir_module
class Module:
    @R.function(pure=False)
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        p = R.print(x, format="{}")
        u = R.add(x, x)
        return x
)");
  std::string good = sem::print_module(dead_code_elimination(m));
  EXPECT_NE(good.find("R.print"), std::string::npos);
  EXPECT_EQ(good.find("R.add"), std::string::npos);
  std::string bad = sem::print_module(find_bug("dce_drops_print")->pass.run(m).module);
  EXPECT_EQ(bad.find("R.print"), std::string::npos);
}

TEST(CommandPass, RunsACommandOnTheText) {
  sem::IRModule m = read(kFoldInput);
  PassInfo cat = command_pass("cat");
  EXPECT_EQ(sem::print_module(cat.run(m).module), sem::print_module(m));
  PassInfo failing = command_pass("false");
  EXPECT_THROW(failing.run(m), std::runtime_error);
  auto arith = sem::make_default_arith();
  auto finding = check_refinement(m, failing.run, *arith);
  ASSERT_TRUE(finding);
  EXPECT_EQ(finding->stage, "crash");
}

// The oracle's refinement stages are translation validation (solver/tv_verdict.h): the finding
// carries tv's verdict (BEFORE / AFTER) and main's inputs.
TEST(Oracle, RefinementFindingsComeFromTranslationValidation) {
  sem::IRModule m = read(kFoldInput);
  FoldOptions opts;
  opts.kernel_for = [](const std::string&) { return static_cast<const sem::Kernel*>(nullptr); };
  opts.truncating_division = true;
  auto arith = sem::make_default_arith();
  auto finding = check_refinement(
      m, [&](const sem::IRModule& x) { return fold_with(x, opts); }, *arith);
  ASSERT_TRUE(finding);
  EXPECT_EQ(finding->stage, "refines");
  EXPECT_NE(finding->message.find("BEFORE"), std::string::npos) << finding->message;
  EXPECT_NE(finding->message.find("AFTER"), std::string::npos) << finding->message;
  EXPECT_EQ(finding->inputs.size(), 1u);
}

TEST(Oracle, DroppingAPublicFunctionIsASignatureFinding) {
  sem::IRModule m = read(R"(
@I.ir_module
class Module:
    @R.function
    def helper(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        return x

    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        return x
)");
  auto drop = [](const sem::IRModule& x) {
    sem::IRModule out = x;
    std::erase_if(out.functions, [](const sem::GlobalFunc& g) { return g.name == "helper"; });
    return out;
  };
  auto arith = sem::make_default_arith();
  auto finding = check_refinement(m, drop, *arith);
  ASSERT_TRUE(finding);
  EXPECT_EQ(finding->stage, "sinfo-refined");
  EXPECT_NE(finding->message.find("helper is missing"), std::string::npos) << finding->message;
}

} // namespace passes_test
} // namespace rxv::fuzz
