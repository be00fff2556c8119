// Hostile nesting at the default 8 MiB stack (DESIGN.md: no input may crash rxv): 100,000 nested
// brackets, a 100,000-deep expression and a 10,000-deep tuple StructInfo get a diagnostic with a
// location from the reader; StructInfo built up binding by binding, deep (a 10,000-binding
// chain) or exponentially large as a tree (`t1 = (t0, t0)`, ...), gets SI-X-size from inference,
// and no later stage (printer, well-formedness, normalization, the interpreter) sees more.
// Each case runs on a thread with an 8 MiB stack, whatever the test process's own stack is.
#include <gtest/gtest.h>
#include <pthread.h>

#include <chrono>
#include <functional>
#include <string>

#include "semantics/analysis/well_formed.h"
#include "semantics/arith/arith.h"
#include "semantics/infer/infer.h"
#include "semantics/interp/interpreter.h"
#include "semantics/script/printer.h"
#include "semantics/script/reader.h"
#include "semantics/transform/normalize.h"

namespace rxv::sem {
namespace deep_input_test {

/// Runs `fn` on a thread with an 8 MiB stack (the Linux default main-thread stack).
void on_8mib_stack(std::function<void()> fn) {
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, size_t(8) << 20);
  pthread_t t;
  auto tramp = [](void* p) -> void* {
    (*static_cast<std::function<void()>*>(p))();
    return nullptr;
  };
  ASSERT_EQ(pthread_create(&t, &attr, tramp, &fn), 0);
  pthread_join(t, nullptr);
  pthread_attr_destroy(&attr);
}

const char* kHeader = "from tvm.script import ir as I\n"
                      "from tvm.script import relax as R\n\n"
                      "@I.ir_module\n"
                      "class Module:\n"
                      "    @R.function\n"
                      "    def main(x: R.Tensor((2,), dtype=\"float32\")):\n";

/// The reader's first error, formatted, or "" when it reads.
std::string read_error(const std::string& src) {
  std::string out;
  on_8mib_stack([&] {
    DiagnosticSink sink;
    if (!read_module(src, sink)) out = sink.format("input");
  });
  return out;
}

std::string repeat(const std::string& s, int n) {
  std::string out;
  out.reserve(s.size() * size_t(n));
  for (int i = 0; i < n; ++i) out += s;
  return out;
}

TEST(DeepInput, HundredThousandNestedBrackets) {
  std::string src = std::string(kHeader) + "        y = " + repeat("(", 100000) + "x" +
                    repeat(")", 100000) + "\n        return y\n";
  EXPECT_NE(read_error(src).find("input:8:"), std::string::npos) << read_error(src);
  EXPECT_NE(read_error(src).find("nesting too deep"), std::string::npos);
  std::string lists = std::string(kHeader) + "        y = " + repeat("[", 100000) + "\n";
  EXPECT_NE(read_error(lists).find("nesting too deep"), std::string::npos);
}

TEST(DeepInput, HundredThousandDeepExpression) {
  std::string src =
      std::string(kHeader) + "        y = x" + repeat(" + x", 100000) + "\n        return y\n";
  EXPECT_NE(read_error(src).find("input:8:"), std::string::npos) << read_error(src);
  EXPECT_NE(read_error(src).find("nesting too deep"), std::string::npos);
  std::string neg = std::string(kHeader) + "        y = " + repeat("-", 100000) + "x\n";
  EXPECT_NE(read_error(neg).find("nesting too deep"), std::string::npos);
}

TEST(DeepInput, TenThousandDeepTupleAnnotation) {
  std::string ann =
      repeat("R.Tuple(", 10000) + "R.Tensor((2,), dtype=\"float32\")" + repeat(")", 10000);
  std::string src = std::string(kHeader) + "        y: " + ann + " = x\n        return y\n";
  EXPECT_NE(read_error(src).find("input:8:"), std::string::npos) << read_error(src);
  EXPECT_NE(read_error(src).find("nesting too deep"), std::string::npos);
  // The same as a function's return annotation.
  std::string ret = std::string(kHeader).substr(0, std::string(kHeader).size() - 2) + " -> " + ann +
                    ":\n        return x\n";
  EXPECT_NE(read_error(ret).find("nesting too deep"), std::string::npos);
}

/// Reads, checks well-formedness, normalizes, infers and prints `src` on an 8 MiB stack; returns
/// inference's errors, formatted.
std::string infer_errors(const std::string& src) {
  std::string out;
  on_8mib_stack([&] {
    DiagnosticSink sink;
    auto mod = read_module(src, sink);
    if (!mod) {
      out = "read: " + sink.format("input");
      return;
    }
    (void)print_module(*mod);
    for (const Diagnostic& d : check_well_formed(*mod)) out += "wf: " + d.format("input") + "\n";
    IRModule norm = normalize(*mod);
    auto arith = make_default_arith();
    InferResult r = infer_struct_info(norm, *arith);
    for (const Diagnostic& d : r.diagnostics)
      if (d.severity == Severity::kError) out += d.format("input") + "\n";
  });
  return out;
}

TEST(DeepInput, TenThousandBindingTupleChain) {
  // Each binding nests the last one once more: no syntactic nesting at all, yet the StructInfo of
  // t9999 would be 10,000 deep.
  std::string body = "        t0 = (x,)\n";
  for (int i = 1; i < 10000; ++i)
    body += "        t" + std::to_string(i) + " = (t" + std::to_string(i - 1) + ",)\n";
  std::string src = std::string(kHeader) + body + "        return t9999\n";
  std::string errors = infer_errors(src);
  EXPECT_NE(errors.find("SI-X-size"), std::string::npos) << errors.substr(0, 500);
  // Reported where the limit is crossed: t999 (line 1007) is 1001 levels deep.
  EXPECT_NE(errors.find("input:1007:"), std::string::npos) << errors.substr(0, 500);
}

TEST(DeepInput, ExponentialTupleDagIsBoundedAndFast) {
  // 60 lines whose StructInfo, as a tree, has 2^60 nodes: erasure, printing and checking all walk
  // trees, so without the bound this would never finish.
  std::string body = "        t0 = (x, x)\n";
  for (int i = 1; i < 60; ++i)
    body += "        t" + std::to_string(i) + " = (t" + std::to_string(i - 1) + ", t" +
            std::to_string(i - 1) + ")\n";
  std::string src = std::string(kHeader) + body + "        return t59\n";
  auto start = std::chrono::steady_clock::now();
  std::string errors = infer_errors(src);
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_NE(errors.find("SI-X-size"), std::string::npos) << errors.substr(0, 500);
  EXPECT_LT(seconds, 5.0);
}

} // namespace deep_input_test
} // namespace rxv::sem
