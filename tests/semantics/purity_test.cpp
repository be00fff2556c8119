// Purity (semantics/infer/purity.cpp): every call classified; PUR-1 for an impure call in a
// DataflowBlock, PUR-2 for one in a function marked pure without relax.force_pure, through ops,
// PackedFuncs, globals, PrimFuncs and closures. Sources start with `@I.ir_module` on line 1.
#include <gtest/gtest.h>

#include "infer_test_util.h"

namespace rxv::sem::testing {
namespace purity_test {

using Diags = std::vector<std::string>;

TEST(Purity, ImpureOpsAndPackedFuncsInAPureFunction) {
  auto r = infer_source(R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32")):
        a = R.print(x, format=R.str("{}"))
        b = R.call_packed("f", x, sinfo_args=(R.Object,))
        c = R.call_pure_packed("g", x, sinfo_args=(R.Tensor((4,), dtype="float32"),))
        d = R.add(x, x)
        e = R.assert_op(R.const(True, "bool"), format=R.str("ok"))
        return d
)");
  EXPECT_EQ(r->diags(), (Diags{"error PUR-2 @ 5:13", "error PUR-2 @ 6:13", "error PUR-2 @ 9:13"}))
      << r->messages();
}

TEST(Purity, ImpureFunctionsAndForcePureAllowThem) {
  auto r = infer_source(R"(@I.ir_module
class Module:
    @R.function(pure=False)
    def main(x: R.Tensor((4,), dtype="float32")):
        a = R.print(x, format=R.str("{}"))
        b = R.call_packed("f", x, sinfo_args=(R.Object,))
        return x

    @R.function
    def forced(x: R.Tensor((4,), dtype="float32")):
        R.func_attr({"relax.force_pure": True})
        a = R.print(x, format=R.str("{}"))
        b = R.call_packed("f", x, sinfo_args=(R.Object,))
        return x
)");
  EXPECT_TRUE(r->result.diagnostics.empty()) << r->messages();
}

TEST(Purity, DataflowBlocksAllowOnlyPureCalls) {
  auto r = infer_source(R"(@I.ir_module
class Module:
    @R.function(pure=False)
    def main(x: R.Tensor((4,), dtype="float32")):
        R.func_attr({"relax.force_pure": False})
        cls = Module
        with R.dataflow():
            a = R.print(x, format=R.str("{}"))
            b = R.call_packed("f", x, sinfo_args=(R.Object,))
            c = cls.impure(x)
            d = cls.pure(x)
            e = R.call_pure_packed("g", x, sinfo_args=(R.Object,))
            R.output(d)
        return d

    @R.function
    def forced(x: R.Tensor((4,), dtype="float32")):
        R.func_attr({"relax.force_pure": True})
        with R.dataflow():
            a = R.print(x, format=R.str("{}"))
            R.output()
        return x

    @R.function(pure=False)
    def impure(x: R.Tensor((4,), dtype="float32")):
        return x

    @R.function
    def pure(x: R.Tensor((4,), dtype="float32")):
        return x
)");
  // relax.force_pure does not lift the DataflowBlock rule.
  EXPECT_EQ(r->diags(), (Diags{"error PUR-1 @ 8:17", "error PUR-1 @ 9:17", "error PUR-1 @ 10:17",
                               "error PUR-1 @ 20:17"}))
      << r->messages();
}

TEST(Purity, OnceAsPur1WhenBothRulesAreBroken) {
  auto r = infer_source(R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32")):
        with R.dataflow():
            a = R.print(x, format=R.str("{}"))
            R.output()
        return x
)");
  EXPECT_EQ(r->diags(), (Diags{"error PUR-1 @ 6:17"})) << r->messages();
}

TEST(Purity, ThroughGlobalsAndPrimFuncs) {
  auto r = infer_source(R"(@I.ir_module
class Module:
    @T.prim_func(private=True)
    def fill(A: T.Buffer((T.int64(4),), "float32")):
        for i in range(T.int64(4)):
            with T.block("fill"):
                vi = T.axis.spatial(T.int64(4), i)
                A[vi] = T.float32(0)

    @R.function
    def main(x: R.Tensor((4,), dtype="float32")):
        cls = Module
        a = cls.log(x)
        b = cls.fill(x)
        c = R.call_tir(cls.fill, (), out_sinfo=R.Tensor((4,), dtype="float32"))
        return c

    @R.function(pure=False)
    def log(x: R.Tensor((4,), dtype="float32")):
        R.print(x, format=R.str("{}"))
        return x
)");
  EXPECT_EQ(r->diags(), (Diags{"error PUR-2 @ 13:13", "error PUR-2 @ 14:13"})) << r->messages();
}

TEST(Purity, ClosuresAreJudgedByTheirOwnPurity) {
  auto r = infer_source(R"(@I.ir_module
class Module:
    @R.function(pure=False)
    def main(x: R.Tensor((4,), dtype="float32")):
        @R.function
        def pure_inner(y: R.Tensor((4,), dtype="float32")):
            p = R.print(y, format=R.str("{}"))
            return y

        @R.function(pure=False)
        def impure_inner(y: R.Tensor((4,), dtype="float32")):
            p = R.print(y, format=R.str("{}"))
            return y

        a = impure_inner(x)
        with R.dataflow():
            b = pure_inner(x)
            c = impure_inner(x)
            R.output(b)
        return b
)");
  // The print inside pure_inner breaks pure_inner's purity (PUR-2), not main's; calling the
  // impure closure is fine in impure main but not inside the DataflowBlock.
  EXPECT_EQ(r->diags(), (Diags{"error PUR-2 @ 7:17", "error PUR-1 @ 18:17"})) << r->messages();
}

TEST(Purity, ClosureDefinedInADataflowBlockRunsOutsideIt) {
  auto r = infer_source(R"(@I.ir_module
class Module:
    @R.function(pure=False)
    def main(x: R.Tensor((4,), dtype="float32")):
        with R.dataflow():
            @R.function(pure=False)
            def later(y: R.Tensor((4,), dtype="float32")):
                p = R.print(y, format=R.str("{}"))
                return y

            R.output(later)
        a = later(x)
        return a
)");
  EXPECT_TRUE(r->result.diagnostics.empty()) << r->messages();
}

TEST(Purity, CallablesCarryTheirPurity) {
  auto r = infer_source(R"(@I.ir_module
class Module:
    @R.function
    def main(f: R.Callable((R.Tensor((4,), dtype="float32"),), R.Tensor((4,), dtype="float32"), False), g: R.Callable((R.Tensor((4,), dtype="float32"),), R.Tensor((4,), dtype="float32"), True), x: R.Tensor((4,), dtype="float32")):
        a = f(x)
        b = g(x)
        return b
)");
  EXPECT_EQ(r->diags(), (Diags{"error PUR-2 @ 5:13"})) << r->messages();
}

} // namespace purity_test
} // namespace rxv::sem::testing
