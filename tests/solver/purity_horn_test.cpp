#include "solver/purity_horn.h"

#include <gtest/gtest.h>

#include "semantics/script/reader.h"
#include "solver/check_module.h"
#include "solver/z3_arith.h"

namespace rxv::solver {
namespace purity_horn_test {

const char* kHeader = "# from tvm.script import ir as I\n"
                      "# from tvm.script import relax as R\n\n"
                      "@I.ir_module\n"
                      "class Module:\n";

constexpr const char* kT = "R.Tensor((4,), dtype=\"float32\")";

std::string callable() { return std::string("R.Callable((") + kT + ",), " + kT + ", True)"; }

/// The PUR-3 diagnostics of the module whose class body is `body`.
std::vector<sem::Diagnostic> pur3(const std::string& body) {
  sem::DiagnosticSink sink;
  auto mod = sem::read_module(kHeader + body, sink);
  EXPECT_TRUE(mod) << sink.format("test");
  if (!mod) return {};
  auto arith = make_z3_arith();
  solver::CheckResult r = solver::check_module(*mod, {}, *arith);
  std::vector<sem::Diagnostic> out;
  for (const auto& d : r.diagnostics) {
    if (d.rule == "PUR-3") {
      out.push_back(d);
    } else {
      EXPECT_NE(d.severity, sem::Severity::kError) << d.rule << ": " << d.message;
    }
  }
  return out;
}

std::string laundered(const std::string& what) {
  return "    @R.function\n"
         "    def main(x: " +
         std::string(kT) + ") -> " + kT +
         ":\n"
         "        @R.function(pure=False)\n"
         "        def noisy(y: " +
         kT + ") -> " + kT + ":\n" + what +
         "            return y\n\n"
         "        f: " +
         callable() + " = R.match_cast(noisy, " + callable() +
         ")\n"
         "        lv: " +
         kT +
         " = f(x)\n"
         "        return lv\n";
}

TEST(PurityHorn, LaunderedClosureReachesPrint) {
  auto d = pur3(laundered("            R.print(y, format=R.str(\"{}\"))\n"));
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].severity, sem::Severity::kError);
  EXPECT_NE(d[0].message.find("main -> main.noisy -> operator relax.print"), std::string::npos)
      << d[0].message;
}

/// A chain of `n` pure functions, f0 calling the laundered closure and each f<k> calling f<k-1>:
/// one query must report every function of the chain, each with the whole path down to the print.
TEST(PurityHorn, EveryFunctionOfALongChainIsReportedWithItsPath) {
  const int n = 60;
  std::string body = laundered("            R.print(y, format=R.str(\"{}\"))\n");
  for (int k = 0; k < n; ++k) {
    body += "    @R.function\n    def f" + std::to_string(k) + "(x: " + kT + ") -> " + kT + ":\n" +
            "        cls = Module\n" + "        r: " + kT + " = " +
            (k == 0 ? std::string("cls.main(x)") : "cls.f" + std::to_string(k - 1) + "(x)") +
            "\n        return r\n";
  }
  auto d = pur3(body);
  ASSERT_EQ(d.size(), size_t(n) + 1);
  for (const auto& diag : d) EXPECT_EQ(diag.severity, sem::Severity::kError) << diag.message;
  // Source order: main first, then f0 ... f59; f59's path goes through the whole chain.
  EXPECT_NE(d[0].message.find("main -> main.noisy -> operator relax.print"), std::string::npos);
  EXPECT_NE(d[n].message.find("f59 -> f58 -> "), std::string::npos) << d[n].message;
  EXPECT_NE(d[n].message.find("f0 -> main -> main.noisy -> operator relax.print"),
            std::string::npos)
      << d[n].message;
}

TEST(PurityHorn, LaunderedClosureReachesPackedFunc) {
  auto d = pur3(laundered(
      "            lv: R.Object = R.call_packed(\"test.log\", y, sinfo_args=(R.Object,))\n"));
  ASSERT_EQ(d.size(), 1u);
  EXPECT_NE(d[0].message.find("PackedFunc \"test.log\""), std::string::npos) << d[0].message;
}

TEST(PurityHorn, AnImpureClosureWithoutImpureCallsIsHarmless) {
  // Declared impure, but nothing it does is impure: no path.
  EXPECT_TRUE(pur3(laundered("            z: " + std::string(kT) + " = R.add(y, y)\n")).empty());
}

TEST(PurityHorn, PureClosuresAreClean) {
  std::string body = "    @R.function\n"
                     "    def main(x: " +
                     std::string(kT) + ") -> " + kT +
                     ":\n"
                     "        @R.function\n"
                     "        def twice(y: " +
                     kT + ") -> " + kT +
                     ":\n"
                     "            z: " +
                     kT +
                     " = R.add(y, y)\n"
                     "            return z\n\n"
                     "        lv: " +
                     kT +
                     " = twice(x)\n"
                     "        return lv\n";
  EXPECT_TRUE(pur3(body).empty());
}

TEST(PurityHorn, ForcePureStopsPropagation) {
  std::string body = "    @R.function\n"
                     "    def traced(x: " +
                     std::string(kT) + ") -> " + kT +
                     ":\n"
                     "        R.func_attr({\"relax.force_pure\": True})\n"
                     "        R.print(x, format=R.str(\"{}\"))\n"
                     "        return x\n\n"
                     "    @R.function\n"
                     "    def main(x: " +
                     kT + ") -> " + kT +
                     ":\n"
                     "        cls = Module\n"
                     "        lv: " +
                     kT +
                     " = cls.traced(x)\n"
                     "        return lv\n";
  EXPECT_TRUE(pur3(body).empty());
}

TEST(PurityHorn, DirectImpureCallsStayPur2) {
  // PUR-2 reports these; PUR-3 must not repeat them.
  std::string body = "    @R.function\n"
                     "    def main(x: " +
                     std::string(kT) + ") -> " + kT +
                     ":\n"
                     "        R.print(x, format=R.str(\"{}\"))\n"
                     "        return x\n";
  sem::DiagnosticSink sink;
  auto mod = sem::read_module(kHeader + body, sink);
  ASSERT_TRUE(mod);
  auto arith = make_z3_arith();
  solver::CheckResult r = solver::check_module(*mod, {}, *arith);
  ASSERT_TRUE(r.normalized && r.inference);
  EXPECT_TRUE(check_purity_horn(*r.normalized, *r.inference).empty());
}

} // namespace purity_horn_test
} // namespace rxv::solver
