// TEMPORARY (issue 14 part 5): the structural walk (semantics/ir/structural_walk.h) gives the same
// equality answers and the same hash values as the hand-written equality and hashing it replaced
// (structural_legacy.cpp), over every corpus file: whole modules, functions, function bodies,
// binding values, StructInfo and PrimExprs, pairwise.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "semantics/ir/structural_equal.h"
#include "semantics/ir/visitor.h"
#include "semantics/script/printer.h"
#include "semantics/script/reader.h"

namespace rxv::sem {
namespace legacy::eq {
bool structural_equal(const IRModule& a, const IRModule& b);
bool structural_equal(const Expr& a, const Expr& b);
bool structural_equal(const StructInfo& a, const StructInfo& b);
bool structural_equal(const PrimExpr& a, const PrimExpr& b);
}  // namespace legacy::eq
namespace legacy::hash {
size_t structural_hash(const IRModule& m);
size_t structural_hash(const Expr& e);
size_t structural_hash(const StructInfo& s);
size_t structural_hash(const PrimExpr& e);
}  // namespace legacy::hash

namespace {

namespace fs = std::filesystem;

/// Every fragment of a module the walk can start from.
struct Fragments : ExprVisitor {
  std::vector<Expr> exprs;
  std::vector<StructInfo> sinfos;
  std::vector<PrimExpr> prims;

 protected:
  void visit_binding(const Binding& b) override {
    exprs.push_back(b.value);
    ExprVisitor::visit_binding(b);
  }
  void visit_sinfo(const StructInfo& s) override {
    if (s) sinfos.push_back(s);
  }
  void visit_prim(const PrimExpr& e) override { prims.push_back(e); }
  void visit(const FunctionNode& f) override {
    exprs.push_back(f.body);
    ExprVisitor::visit(f);
  }
};

struct Corpus {
  std::vector<IRModule> first, second;  // each file read twice: distinct variables
  Fragments a, b;
};

Corpus read_corpus() {
  Corpus c;
  for (const auto& entry : fs::recursive_directory_iterator(fs::path(RXV_SOURCE_DIR) / "corpus")) {
    if (entry.path().extension() != ".py") continue;
    std::ifstream in(entry.path());
    std::stringstream ss;
    ss << in.rdbuf();
    DiagnosticSink s1, s2;
    auto m1 = read_module(ss.str(), s1);
    auto m2 = read_module(ss.str(), s2);
    if (!m1 || !m2) continue;
    for (const GlobalFunc& f : m1->functions) {
      if (!f.relax) continue;
      c.a.exprs.push_back(f.relax);
      c.a.visit_expr(f.relax);
    }
    for (const GlobalFunc& f : m2->functions) {
      if (!f.relax) continue;
      c.b.exprs.push_back(f.relax);
      c.b.visit_expr(f.relax);
    }
    c.first.push_back(std::move(*m1));
    c.second.push_back(std::move(*m2));
  }
  return c;
}

template <class T>
void compare_all(const std::vector<T>& xs, const std::vector<T>& ys, size_t limit,
                 const char* what) {
  size_t n = std::min({xs.size(), ys.size(), limit});
  size_t equal_pairs = 0, mismatches = 0;
  for (size_t i = 0; i < n; ++i) {
    EXPECT_EQ(structural_hash(xs[i]), legacy::hash::structural_hash(xs[i])) << what << " " << i;
    for (size_t j = 0; j < n; ++j) {
      bool now = structural_equal(xs[i], ys[j]);
      bool before = legacy::eq::structural_equal(xs[i], ys[j]);
      if (now != before && ++mismatches < 10) ADD_FAILURE() << what << " " << i << " vs " << j;
      equal_pairs += now;
    }
  }
  // Both answers occur, so the comparison means something.
  EXPECT_GT(equal_pairs, 0u) << what;
  EXPECT_LT(equal_pairs, n * n) << what;
  EXPECT_EQ(mismatches, 0u) << what;
}

TEST(StructuralWalk, SameAnswersAsTheHandWrittenWalks) {
  Corpus c = read_corpus();
  ASSERT_GT(c.first.size(), 200u);
  for (size_t i = 0; i < c.first.size(); ++i) {
    EXPECT_EQ(structural_hash(c.first[i]), legacy::hash::structural_hash(c.first[i]));
    std::optional<IRModule> back;
    {
      DiagnosticSink sink;
      back = read_module(print_module(c.first[i]), sink);
    }
    if (back) {
      EXPECT_EQ(structural_equal(c.first[i], *back),
                legacy::eq::structural_equal(c.first[i], *back));
    }
  }
  compare_all(c.first, c.second, 400, "module");
  compare_all(c.a.exprs, c.b.exprs, 1500, "expr");
  compare_all(c.a.sinfos, c.b.sinfos, 1500, "sinfo");
  compare_all(c.a.sinfos, c.a.sinfos, 1500, "sinfo (same read)");
  compare_all(c.a.prims, c.b.prims, 1500, "prim");
  compare_all(c.a.prims, c.a.prims, 1500, "prim (same read)");
}

}  // namespace
}  // namespace rxv::sem

namespace rxv::sem {
namespace {
TEST(StructuralWalk, TimingAgainstTheHandWrittenWalks) {
  Corpus c = read_corpus();
  auto time = [](auto&& f) {
    auto t0 = std::chrono::steady_clock::now();
    size_t n = f();
    auto t1 = std::chrono::steady_clock::now();
    return std::pair{std::chrono::duration<double>(t1 - t0).count(), n};
  };
  for (int round = 0; round < 2; ++round) {
    auto [t_new, n_new] = time([&] {
      size_t n = 0;
      for (int rep = 0; rep < 20; ++rep)
        for (size_t i = 0; i < c.first.size(); ++i)
          n += structural_equal(c.first[i], c.second[i]) + structural_hash(c.first[i]) % 2;
      return n;
    });
    auto [t_old, n_old] = time([&] {
      size_t n = 0;
      for (int rep = 0; rep < 20; ++rep)
        for (size_t i = 0; i < c.first.size(); ++i)
          n += legacy::eq::structural_equal(c.first[i], c.second[i]) +
               legacy::hash::structural_hash(c.first[i]) % 2;
      return n;
    });
    EXPECT_EQ(n_new, n_old);
    std::printf("TIMING new %.3f s old %.3f s ratio %.3f\n", t_new, t_old, t_new / t_old);
  }
}
}  // namespace
}  // namespace rxv::sem
