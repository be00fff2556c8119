/// The encodings against the reference evaluator: random claims over every supported operator
/// (truncating and flooring division by variables, Select, min/max, casts, logic), decided by Z3
/// alone, then compared with brute-force evaluation over a small box. A Proved claim must hold
/// (and have a value) everywhere in the box; a claim the box refutes must not be Proved.
#include <gtest/gtest.h>

#include <random>

#include "semantics/arith/eval.h"
#include "solver/prover.h"

namespace rxv::solver {
namespace encoding_random_test {

using sem::PrimExpr;
using sem::PrimKind;

class Gen {
public:
  Gen(uint64_t seed, std::vector<PrimExpr> vars) : rng_(seed), vars_(std::move(vars)) {}

  PrimExpr integer(int depth) {
    if (depth == 0 || pick(4) == 0) {
      if (pick(3) == 0) return sem::make_int(int64_t(pick(7)) - 3);
      return vars_[pick(vars_.size())];
    }
    static const PrimKind kinds[] = {PrimKind::kAdd,      PrimKind::kSub, PrimKind::kMul,
                                     PrimKind::kDiv,      PrimKind::kMod, PrimKind::kFloorDiv,
                                     PrimKind::kFloorMod, PrimKind::kMin, PrimKind::kMax};
    switch (pick(12)) {
    case 9: return sem::make_select(boolean(depth - 1), integer(depth - 1), integer(depth - 1));
    case 10: {
      // int8 wraps; cast back so the claim stays int64.
      PrimExpr narrow = sem::make_cast(sem::DataType::Int(8), integer(depth - 1));
      return sem::make_cast(sem::DataType::Int(64), narrow);
    }
    case 11:
      return sem::make_call("T.if_then_else", sem::DataType::Int(64),
                            {boolean(depth - 1), integer(depth - 1), integer(depth - 1)});
    default: {
      PrimKind k = kinds[pick(std::size(kinds))];
      return sem::make_binary(k, integer(depth - 1), integer(depth - 1));
    }
    }
  }

  PrimExpr boolean(int depth) {
    static const PrimKind cmps[] = {PrimKind::kEQ, PrimKind::kNE, PrimKind::kLT,
                                    PrimKind::kLE, PrimKind::kGT, PrimKind::kGE};
    if (depth > 0 && pick(4) == 0) {
      PrimKind k = pick(2) ? PrimKind::kAnd : PrimKind::kOr;
      return pick(5) == 0 ? sem::make_not(boolean(depth - 1))
                          : sem::make_binary(k, boolean(depth - 1), boolean(depth - 1));
    }
    return sem::make_binary(cmps[pick(std::size(cmps))], integer(depth), integer(depth));
  }

private:
  size_t pick(size_t n) { return size_t(rng_() % n); }
  std::mt19937_64 rng_;
  std::vector<PrimExpr> vars_;
};

/// A brute-force refutation in [-6, 6]^2 (or [0, 12]^2 for shape variables), if any.
std::optional<sem::Assignment> box_counterexample(const PrimExpr& claim,
                                                  const std::vector<PrimExpr>& vars, bool sgn) {
  // Inside the box every assumption of run() holds.
  int lo = sgn ? -6 : 0, hi = sgn ? 6 : 12;
  for (int a = lo; a <= hi; ++a)
    for (int b = lo; b <= hi; ++b) {
      sem::Assignment as;
      as.set(vars[0], a);
      as.set(vars[1], b);
      auto v = sem::eval_prim(claim, as);
      if (!v || *v == 0) return as;
    }
  return std::nullopt;
}

/// `bounded`: assume |x|, |y| <= 100, so that bit-vector claims can be proved (no overflow).
void run(Encoding encoding, bool sgn, uint64_t seed, bool bounded = false,
         bool checked_int_first = true, int count = 60, int depth = 2) {
  std::vector<PrimExpr> vars = {sem::make_var("x"), sem::make_var("y")};
  std::vector<PrimExpr> assumptions;
  if (bounded)
    for (const PrimExpr& v : vars) {
      assumptions.push_back(sem::make_binary(PrimKind::kLE, v, sem::make_int(100)));
      assumptions.push_back(sem::make_binary(PrimKind::kGE, v, sem::make_int(-100)));
    }
  Gen gen(seed, vars);
  int proved = 0, refuted = 0;
  for (int i = 0; i < count; ++i) {
    PrimExpr claim = gen.boolean(depth);
    ProveOptions o;
    o.fast_path = false;
    o.checked_int_first = checked_int_first;
    o.all_signed = sgn;
    o.encoding = encoding;
    // A resource limit, not a short timeout, bounds each query: the same verdicts under any load.
    o.limits.timeout_ms = 20000;
    o.limits.rlimit = 200'000;
    ProveResult r = prove(claim, assumptions, o);
    auto cex = box_counterexample(claim, vars, sgn);
    if (r.is_proved()) {
      ++proved;
      EXPECT_FALSE(cex.has_value()) << "proved, but fails at " << cex->str();
    } else if (r.is_refuted()) {
      ++refuted;
      ASSERT_TRUE(r.model.has_value());
      EXPECT_TRUE(check_refutation(claim, assumptions, *r.model, encoding == Encoding::kBitVector));
    }
  }
  // The generator must exercise both answers, or the test proves nothing. (Random claims are
  // mostly false; the other tests cover proofs of real identities.)
  EXPECT_GE(proved, 1);
  EXPECT_GT(refuted, count / 4);
}

TEST(EncodingRandom, UnboundedSigned) { run(Encoding::kUnbounded, true, 1); }
TEST(EncodingRandom, UnboundedShapeVariables) { run(Encoding::kUnbounded, false, 2); }
TEST(EncodingRandom, BitVectorsBitBlasted) { run(Encoding::kBitVector, true, 3, true, false, 25); }
TEST(EncodingRandom, BitVectorsAsCheckedIntegers) { run(Encoding::kBitVector, true, 4, true); }
TEST(EncodingRandom, BitVectorsOverflow) {
  // Unbounded signed variables: most claims overflow somewhere; every answer is still checked.
  std::vector<PrimExpr> vars = {sem::make_var("x"), sem::make_var("y")};
  Gen gen(5, vars);
  int refuted = 0;
  for (int i = 0; i < 8; ++i) {
    PrimExpr claim = gen.boolean(2);
    ProveOptions o;
    o.fast_path = false;
    o.checked_int_first = false;
    o.all_signed = true;
    o.encoding = Encoding::kBitVector;
    o.limits.timeout_ms = 20000;
    o.limits.rlimit = 200'000;
    ProveResult r = prove(claim, {}, o);
    if (r.is_proved()) {
      auto cex = box_counterexample(claim, vars, true);
      EXPECT_FALSE(cex.has_value()) << "proved, but fails at " << cex->str();
    } else if (r.is_refuted()) {
      ++refuted;
      EXPECT_TRUE(check_refutation(claim, {}, *r.model, true)) << r.str();
    }
  }
  EXPECT_GT(refuted, 2);
}

} // namespace encoding_random_test
} // namespace rxv::solver
