#include "solver/z3_session.h"

#include <gtest/gtest.h>

#include "solver/prover.h"
#include "solver/z3_internal.h"
#include "solver_test_util.h"

namespace rxv::solver {
namespace z3_session_test {

ProveOptions z3_only() {
  ProveOptions o;
  o.fast_path = false;
  return o;
}

TEST(Z3Session, OnePerThread) {
  Z3Session* here = &Z3Session::for_this_thread();
  EXPECT_EQ(here, &Z3Session::for_this_thread());
}

TEST(Z3Session, QueriesWorkAfterAStrayInterrupt) {
  // The watchdog may fire just after a query returned; the next query must not inherit the
  // cancellation.
  Z3Session::for_this_thread().impl().ctx.interrupt();
  testing::Claim c = testing::read_claim("n // 4 * 4 + n % 4 == n");
  ProveResult r = prove(c.claim, c.assumptions, z3_only());
  EXPECT_TRUE(r.is_proved()) << r.str();
}

TEST(Z3Session, QueriesWorkAfterATimeout) {
  ProveOptions o = z3_only();
  o.all_signed = true;
  o.limits.timeout_ms = 1;
  // True (Fermat, n = 3) and beyond Z3, so the only answer is the timeout's. Without `y == 0 or
  // z == 0` it is false (x = -y, z = 0), and Z3 5.4 sometimes refutes it within the 1 ms.
  testing::Claim hard =
      testing::read_claim("x * x * x + y * y * y != z * z * z or x == 0 or y == 0 or z == 0");
  ProveResult r = prove(hard.claim, hard.assumptions, o);
  EXPECT_TRUE(r.is_unknown()) << r.str();
  testing::Claim c = testing::read_claim("(n + 3) // 4 * 4 >= n");
  EXPECT_TRUE(prove(c.claim, c.assumptions, z3_only()).is_proved());
}

} // namespace z3_session_test
} // namespace rxv::solver
