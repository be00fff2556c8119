// Properties of normalization over every corpus file (issue 3, deliverable 5): normalize is
// idempotent; it keeps the evaluation order; a well-formed program normalizes to a well-formed
// program in normal form, and one already in normal form comes back unchanged; printing and
// reading the normal form is a fixed point.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "semantics/analysis/well_formed.h"
#include "semantics/ir/structural_equal.h"
#include "semantics/script/printer.h"
#include "semantics/script/reader.h"
#include "semantics/transform/normalize.h"
#include "tests/semantics/normalize_test_util.h"

namespace rxv::sem {
namespace normalize_script_test {

namespace fs = std::filesystem;

fs::path corpus_dir() {
  // tests/semantics/<this file> -> the repository root.
  return fs::path(RXV_SOURCE_DIR) / "corpus";
}

std::vector<fs::path> corpus_files() {
  std::vector<fs::path> files;
  std::error_code ec;
  for (fs::recursive_directory_iterator it(corpus_dir(), ec), end; !ec && it != end;
       it.increment(ec))
    if (it->is_regular_file() && it->path().extension() == ".py") files.push_back(it->path());
  std::sort(files.begin(), files.end());
  return files;
}

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::string format(const std::vector<Diagnostic>& diags, const std::string& file) {
  std::string out;
  for (const Diagnostic& d : diags) out += d.format(file) + "\n";
  return out;
}

/// The modules of the corpus that read without errors (files that test reader errors are left out).
struct CorpusModule {
  std::string file;
  IRModule mod;
};
const std::vector<CorpusModule>& corpus_modules() {
  static const std::vector<CorpusModule> modules = [] {
    std::vector<CorpusModule> out;
    for (const fs::path& p : corpus_files()) {
      DiagnosticSink sink;
      std::optional<IRModule> m = read_module(slurp(p), sink);
      if (m) out.push_back({fs::relative(p, corpus_dir()).string(), std::move(*m)});
    }
    return out;
  }();
  return modules;
}

TEST(NormalizeCorpus, ReadsEnoughOfTheCorpus) {
  size_t files = corpus_files().size();
  ASSERT_GT(files, 0u) << "no corpus at " << corpus_dir();
  // Only files that test reader errors may fail to read.
  EXPECT_GT(corpus_modules().size(), files / 2);
}

TEST(NormalizeCorpus, IsIdempotent) {
  for (const CorpusModule& c : corpus_modules()) {
    SCOPED_TRACE(c.file);
    IRModule once = normalize(c.mod);
    IRModule twice = normalize(once);
    ASSERT_EQ(twice.functions.size(), once.functions.size());
    for (size_t i = 0; i < once.functions.size(); ++i) {
      EXPECT_EQ(twice.functions[i].relax, once.functions[i].relax) << once.functions[i].name;
      EXPECT_EQ(twice.functions[i].tir, once.functions[i].tir) << once.functions[i].name;
    }
    EXPECT_TRUE(structural_equal(twice, once));
    EXPECT_EQ(print_module(twice), print_module(once));
  }
}

TEST(NormalizeCorpus, KeepsEvaluationOrderAndPrimFuncs) {
  for (const CorpusModule& c : corpus_modules()) {
    SCOPED_TRACE(c.file);
    IRModule n = normalize(c.mod);
    ASSERT_EQ(n.functions.size(), c.mod.functions.size());
    for (size_t i = 0; i < n.functions.size(); ++i) {
      const GlobalFunc& before = c.mod.functions[i];
      const GlobalFunc& after = n.functions[i];
      EXPECT_EQ(after.name, before.name);
      EXPECT_EQ(after.tir, before.tir);
      if (before.is_relax()) {
        EXPECT_EQ(testing::eval_trace(after.relax->body), testing::eval_trace(before.relax->body))
            << before.name;
        EXPECT_EQ(testing::nf_violations(after.relax), std::vector<std::string>{}) << before.name;
      }
    }
  }
}

TEST(NormalizeCorpus, WellFormedStaysWellFormedAndBecomesNormal) {
  size_t checked = 0;
  for (const CorpusModule& c : corpus_modules()) {
    if (!check_well_formed(c.mod).empty()) continue;
    ++checked;
    SCOPED_TRACE(c.file);
    IRModule n = normalize(c.mod);
    std::vector<Diagnostic> diags = check_well_formed(n, {.require_normal_form = true});
    EXPECT_TRUE(diags.empty()) << format(diags, c.file) << print_module(n);
    // Input the checker finds normal already is returned as the very same functions.
    if (check_well_formed(c.mod, {.require_normal_form = true}).empty()) {
      for (size_t i = 0; i < n.functions.size(); ++i)
        EXPECT_EQ(n.functions[i].relax, c.mod.functions[i].relax) << n.functions[i].name;
    }
  }
  EXPECT_GT(checked, 0u);
}

TEST(NormalizeCorpus, PrintingAndReadingTheNormalFormIsAFixedPoint) {
  for (const CorpusModule& c : corpus_modules()) {
    SCOPED_TRACE(c.file);
    IRModule n = normalize(c.mod);
    std::string text = print_module(n);
    DiagnosticSink sink;
    std::optional<IRModule> back = read_module(text, sink);
    ASSERT_TRUE(back.has_value()) << sink.format(c.file) << text;
    EXPECT_EQ(print_module(*back), text);
    // Text cannot express every malformed annotation (an ndim that disagrees with the shape), so
    // the IR itself comes back only for well-formed programs.
    if (check_well_formed(c.mod).empty()) {
      EXPECT_TRUE(structural_equal(*back, n)) << text;
    }
    // What reads back is normal already: normalizing it changes nothing.
    IRModule again = normalize(*back);
    for (size_t i = 0; i < again.functions.size(); ++i)
      EXPECT_EQ(again.functions[i].relax, back->functions[i].relax) << again.functions[i].name;
  }
}

IRModule read_text(const std::string& text) {
  DiagnosticSink sink;
  std::optional<IRModule> m = read_module(text, sink);
  EXPECT_TRUE(m.has_value()) << sink.format("<test>");
  return m ? std::move(*m) : IRModule{};
}

constexpr const char* kNested = R"(# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32"), c: R.Tensor((), dtype="bool")) -> R.Tensor((4,), dtype="float32"):
        with R.dataflow():
            lv: R.Tensor((4,), dtype="float32") = R.add(R.exp(x), R.negative(x))
            gv: R.Tensor((4,), dtype="float32") = R.multiply(lv, lv)
            R.output(gv)
        @R.function
        def inner(y: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
            return R.add(R.exp(y), x)
        if R.greater(R.sum(gv), R.const(0, "float32")):
            y = R.exp(gv)
        else:
            y = inner(gv)
        return R.add(y, x)
)";

// Fresh names skip those in use (lv, gv, y); inside a DataflowBlock they are DataflowVars (lv1),
// elsewhere Vars (gv1).
constexpr const char* kNestedNormal = R"(# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32"), c: R.Tensor((), dtype="bool")) -> R.Tensor((4,), dtype="float32"):
        with R.dataflow():
            lv1 = R.exp(x)
            lv2 = R.negative(x)
            lv: R.Tensor((4,), dtype="float32") = R.add(lv1, lv2)
            gv: R.Tensor((4,), dtype="float32") = R.multiply(lv, lv)
            R.output(gv)
        @R.function
        def inner(y: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
            gv1 = R.exp(y)
            gv2 = R.add(gv1, x)
            return gv2

        gv3 = R.sum(gv)
        gv4 = R.greater(gv3, R.const(0.0, "float32"))
        if gv4:
            gv5 = R.exp(gv)
            y = gv5
        else:
            gv6 = inner(gv)
            y = gv6
        gv7 = R.add(y, x)
        return gv7
)";

TEST(NormalizeScript, NestedProgramPrintsInNormalForm) {
  IRModule m = read_text(kNested);
  IRModule n = normalize(m);
  EXPECT_EQ(print_module(n), kNestedNormal);
  std::vector<Diagnostic> diags = check_well_formed(n, {.require_normal_form = true});
  EXPECT_TRUE(diags.empty()) << format(diags, "<test>");
}

TEST(NormalizeScript, NormalFormTextIsUnchanged) {
  IRModule m = read_text(kNestedNormal);
  IRModule n = normalize(m);
  ASSERT_EQ(n.functions.size(), 1u);
  EXPECT_EQ(n.functions[0].relax, m.functions[0].relax);
  EXPECT_TRUE(structural_equal(n, m));
  EXPECT_EQ(print_module(n), kNestedNormal);
}

} // namespace normalize_script_test
} // namespace rxv::sem
