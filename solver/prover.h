#pragma once
/// The shape prover: decides a boolean PrimExpr claim under assumptions with the canonical
/// simplifier first (semantics/arith, no solver) and Z3 for the rest. Every Refuted answer carries
/// an assignment that concrete evaluation (eval_prim) confirms; a model that does not survive that
/// check turns into Unknown, never into a wrong Refuted.
///
/// Meaning (as semantics/arith/arith.h, plus two choices of this layer):
/// - Variables range over their dtype; integer variables are shape variables (>= 0) unless signed.
/// - kUnbounded: arithmetic on mathematical integers. kBitVector: eval_prim's 64-bit arithmetic,
///   where a claim whose evaluation overflows is refuted by that overflow.
/// - A claim is Proved when, for every assignment satisfying the assumptions (each of which has a
///   value and is true), the claim has a value and is true. So a claim that can divide by zero is
///   refuted by that case (Refutation::kDivisionByZero).
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "semantics/arith/arith.h"
#include "semantics/arith/eval.h"
#include "semantics/ir/prim_expr.h"
#include "solver/z3_session.h"

namespace rxv::solver {

enum class Encoding { kUnbounded, kBitVector };

struct ProveOptions {
  Encoding encoding = Encoding::kUnbounded;
  /// Every integer variable may be negative (`rxv prove --signed`).
  bool all_signed = false;
  /// Per-variable: may be negative. May be empty.
  std::function<bool(const sem::PrimExprNode&)> is_signed;
  QueryLimits limits;
  /// Try the canonical simplifier before Z3 (and, for kBitVector, the overflow analysis and the
  /// limit-value search of overflow.h).
  bool fast_path = true;
  /// kBitVector: ask Z3 with checked integers before bit-blasting (the same verdicts, usually
  /// faster). Off: bit-vectors only (tests use it to exercise that encoding).
  bool checked_int_first = true;
};

/// Why a refuting assignment refutes.
enum class Refutation {
  kFalse,          ///< the claim evaluates to false
  kDivisionByZero, ///< the claim divides by zero
  kOverflow,       ///< the claim's evaluation overflows its dtype (kBitVector only)
};

/// "false", "division by zero", "overflow".
const char* refutation_name(Refutation r);

struct ProveResult {
  sem::Verdict verdict = sem::Verdict::kUnknown;
  /// Refuted: the checked counterexample (every variable of claim and assumptions).
  std::optional<sem::Assignment> model;
  Refutation refutation = Refutation::kFalse;
  /// Unknown: why ("timeout", "resource limit", "unsupported: ..."); Refuted: what failed.
  std::string reason;
  /// Settled by the canonical simplifier, without Z3.
  bool fast_path = false;

  bool is_proved() const { return verdict == sem::Verdict::kProved; }
  bool is_refuted() const { return verdict == sem::Verdict::kRefuted; }
  bool is_unknown() const { return verdict == sem::Verdict::kUnknown; }
  /// `proved`, `refuted (n = 0): division by zero`, `unknown (timeout)`.
  std::string str() const;
};

/// Decides `claim` under `assumptions` on the calling thread's Z3 session.
ProveResult prove(const sem::PrimExpr& claim, const std::vector<sem::PrimExpr>& assumptions,
                  const ProveOptions& options = {});

/// Concrete check of a refutation: the assumptions all evaluate to true under `a` and the claim
/// evaluates to false (kFalse) or fails by `kind`. Bit-vector overflow counts only when
/// `overflow_refutes`.
std::optional<Refutation> check_refutation(const sem::PrimExpr& claim,
                                           const std::vector<sem::PrimExpr>& assumptions,
                                           const sem::Assignment& a, bool overflow_refutes);

} // namespace rxv::solver
