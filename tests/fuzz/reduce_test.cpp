// The Relax-aware reducer: bypassing a binding (its uses take an operand of the
// same StructInfo) removes op chains that dropping bindings alone cannot.
#include <gtest/gtest.h>

#include "fuzz/reduce.h"
#include "fuzz/validity.h"
#include "semantics/script/printer.h"
#include "semantics/script/reader.h"

namespace rxv::fuzz {
namespace reduce_test {

TEST(Reduce, BypassKeepsOnlyTheFailingCall) {
  const char* text = R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        a: R.Tensor((2,), dtype="float32") = R.abs(x)
        b: R.Tensor((2,), dtype="float32") = R.negative(a)
        c: R.Tensor((2,), dtype="float32") = R.exp(b)
        return c
)";
  sem::DiagnosticSink sink;
  auto mod = sem::read_module(text, sink);
  ASSERT_TRUE(mod) << sink.format("text");
  auto arith = sem::make_default_arith();
  // The "failure": a valid module that still calls R.negative.
  auto fails = [&](const sem::IRModule& m) {
    return check_validity(m, *arith).ok() &&
           sem::print_module(m).find("R.negative(") != std::string::npos;
  };
  ASSERT_TRUE(fails(*mod));
  sem::IRModule reduced = reduce_module(*mod, fails);
  EXPECT_EQ(binding_count(reduced), 1u) << sem::print_module(reduced);
  EXPECT_NE(sem::print_module(reduced).find("R.negative(x)"), std::string::npos)
      << sem::print_module(reduced);
}

} // namespace reduce_test
} // namespace rxv::fuzz
