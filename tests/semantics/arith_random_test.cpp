// Random expressions (fixed seed) against the evaluator: simplify never changes a value, Proved
// is never wrong, and a Refuted counterexample really refutes. Claims are built so that many are
// true: e == simplify(e) rewritten, e <= e + k, and random pairs.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "semantics/arith/arith.h"
#include "semantics/arith/eval.h"
#include "semantics/script/printer.h"

namespace rxv::sem {
namespace arith_random_test {

class Generator {
public:
  Generator(uint64_t seed, std::vector<PrimExpr> vars) : rng_(seed), vars_(std::move(vars)) {}

  PrimExpr expr(int depth) {
    if (depth == 0 || pick(5) == 0) return leaf();
    switch (pick(10)) {
    case 0: return bin(PrimKind::kAdd, depth);
    case 1: return bin(PrimKind::kSub, depth);
    case 2: return bin(PrimKind::kMul, depth);
    case 3: return make_binary(PrimKind::kFloorDiv, expr(depth - 1), divisor(depth));
    case 4: return make_binary(PrimKind::kFloorMod, expr(depth - 1), divisor(depth));
    case 5: return bin(PrimKind::kMin, depth);
    case 6: return bin(PrimKind::kMax, depth);
    case 7:
      return make_binary(pick(2) ? PrimKind::kDiv : PrimKind::kMod, expr(depth - 1),
                         divisor(depth));
    case 8:
      return make_select(make_binary(PrimKind::kLT, expr(depth - 1), expr(depth - 1)),
                         expr(depth - 1), expr(depth - 1));
    default: return bin(PrimKind::kAdd, depth);
    }
  }

  uint64_t pick(uint64_t n) { return rng_() % n; }
  std::mt19937_64& rng() { return rng_; }

private:
  PrimExpr leaf() {
    if (pick(3) == 0) return make_int(int64_t(pick(9)) - 2);
    return vars_[pick(vars_.size())];
  }
  PrimExpr divisor(int depth) {
    // Mostly constants (the shape case), sometimes an expression that may be zero.
    if (pick(4) == 0) return expr(depth - 1);
    int64_t c = int64_t(pick(8)) + 1;
    return make_int(pick(5) == 0 ? -c : c);
  }
  PrimExpr bin(PrimKind k, int depth) { return make_binary(k, expr(depth - 1), expr(depth - 1)); }

  std::mt19937_64 rng_;
  std::vector<PrimExpr> vars_;
};

TEST(ArithRandomTest, SoundOnRandomExpressions) {
  PrimExpr n = make_var("n"), m = make_var("m");
  for (bool signed_vars : {false, true}) {
    Generator gen(signed_vars ? 99 : 12345, {n, m});
    auto arith = make_default_arith();
    if (signed_vars) {
      arith->declare_signed(n);
      arith->declare_signed(m);
    }
    auto random_assignment = [&] {
      Assignment a;
      for (const PrimExpr& v : {n, m}) {
        int64_t x = int64_t(gen.pick(30));
        if (signed_vars && gen.pick(2)) x = -x;
        a.set(v, x);
      }
      return a;
    };
    int proved = 0, refuted = 0;
    for (int iter = 0; iter < 400; ++iter) {
      PrimExpr e = gen.expr(3);
      PrimExpr s = arith->simplify(e);
      PrimExpr claims[] = {
          make_binary(PrimKind::kEQ, e, s),
          make_binary(PrimKind::kLE, e,
                      make_binary(PrimKind::kAdd, e, make_int(int64_t(gen.pick(3))))),
          make_binary(PrimKind::kEQ, e, gen.expr(2)),
          make_binary(PrimKind::kGE, e, gen.expr(2)),
      };
      for (int trial = 0; trial < 60; ++trial) {
        Assignment a = random_assignment();
        auto x = eval_prim(e, a);
        if (!x) continue;
        ASSERT_EQ(eval_prim(s, a), x)
            << print_prim_expr(e) << " => " << print_prim_expr(s) << " at " << a.str();
      }
      for (const PrimExpr& claim : claims) {
        ArithResult r = arith->prove(claim);
        if (r.is_proved()) {
          ++proved;
          for (int trial = 0; trial < 60; ++trial) {
            Assignment a = random_assignment();
            auto v = eval_prim(claim, a);
            ASSERT_TRUE(!v || *v == 1) << print_prim_expr(claim) << " proved, false at " << a.str();
          }
        } else if (r.is_refuted()) {
          ++refuted;
          ASSERT_EQ(eval_prim(claim, *r.counterexample), 0) << print_prim_expr(claim);
        }
      }
    }
    // The table is not vacuous: both kinds of answer occur often.
    EXPECT_GT(proved, 400);
    EXPECT_GT(refuted, 100);
  }
}

} // namespace arith_random_test
} // namespace rxv::sem
