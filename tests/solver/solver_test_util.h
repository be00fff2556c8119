#pragma once
/// Helpers for the solver tests: claims from text, and the random spot-check every Proved answer
/// gets (a Proved claim must hold, where it has a value, at random assignments that satisfy the
/// assumptions).
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "semantics/arith/eval.h"
#include "solver/claim_reader.h"
#include "solver/prover.h"

namespace rxv::solver::testing {

struct Claim {
  ClaimScope scope;
  sem::PrimExpr claim;
  std::vector<sem::PrimExpr> assumptions;
};

inline Claim read_claim(const std::string& text, const std::vector<std::string>& assume = {},
                        sem::DataType dtype = sem::DataType::Int(64)) {
  Claim c{ClaimScope(dtype), nullptr, {}};
  sem::DiagnosticSink sink;
  for (const std::string& a : assume) {
    auto e = c.scope.read(a, sink);
    EXPECT_TRUE(e) << a << ": " << sink.format("assume");
    if (e) c.assumptions.push_back(*e);
  }
  auto e = c.scope.read(text, sink);
  EXPECT_TRUE(e) << text << ": " << sink.format("claim");
  if (e) c.claim = *e;
  return c;
}

/// Evaluates a proved claim at `samples` random assignments (values near zero and near powers of
/// two, negative too when `all_signed`); fails the test at one where the assumptions hold and the
/// claim evaluates to false or has no value.
inline void spot_check_proved(const Claim& c, bool all_signed, int samples = 300) {
  std::mt19937_64 rng(12345);
  const int64_t picks[] = {0, 1, 2, 3, 4, 5, 7, 8, 15, 16, 31, 64, 100, 127, 255, 1000, 4096};
  int checked = 0;
  for (int i = 0; i < samples * 20 && checked < samples; ++i) {
    sem::Assignment a;
    for (const sem::PrimExpr& v : c.scope.vars()) {
      int64_t x = (rng() % 3 == 0) ? int64_t(rng() % 50) : picks[rng() % std::size(picks)];
      if (all_signed && rng() % 2) x = -x;
      a.set(v, x);
    }
    bool holds = true;
    for (const sem::PrimExpr& f : c.assumptions) {
      auto v = sem::eval_prim(f, a);
      holds = holds && v && *v != 0;
    }
    if (!holds) continue;
    ++checked;
    auto v = sem::eval_prim(c.claim, a);
    ASSERT_TRUE(v && *v != 0) << "proved claim fails at " << a.str();
  }
}

} // namespace rxv::solver::testing
