#pragma once
/// Internal to solver/: the Z3 side of Z3Session and the PrimExpr encoder. Only solver/*.cpp
/// include this header (it pulls in z3++.h).
#include <z3++.h>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "semantics/ir/prim_expr.h"
#include "solver/z3_session.h"

namespace rxv::solver {

struct Z3Session::Impl {
  z3::context ctx;
};

/// A solver on `ctx` with the resource limit of `limits` applied. The timeout is not given to Z3
/// (its own timer deadlocks in Z3 4.8.12 when a tactic nests a second timer); run the query under
/// a Watchdog instead.
z3::solver make_solver(z3::context& ctx, const QueryLimits& limits);
/// Puts `limits.max_memory_mb` in force for the queries that follow (make_solver does it).
void apply_memory_limit(const QueryLimits& limits);

/// Interrupts `ctx` (Z3_interrupt, which is thread-safe) when the query outlives `timeout_ms`;
/// the query then answers unknown ("canceled"). One per query, on the stack around the check.
class Watchdog {
public:
  Watchdog(z3::context& ctx, unsigned timeout_ms);
  ~Watchdog();
  Watchdog(const Watchdog&) = delete;
  Watchdog& operator=(const Watchdog&) = delete;
  /// True when the timeout fired.
  bool fired() const;

private:
  struct State;
  std::shared_ptr<State> state_;
};

/// How integers are modelled.
enum class IntModel {
  /// Mathematical integers: Add/Sub/Mul never overflow (the `fits` condition records where int64
  /// evaluation would, so a counterexample can be asked to stay evaluable).
  kUnbounded,
  /// Mathematical integers with every variable inside its dtype and overflow a failure: the same
  /// verdicts as kBitVector (where nothing overflows the two agree, and where something does both
  /// refute), decided by arithmetic instead of bit-blasting, which is much faster on linear claims.
  kCheckedInt,
  /// 64-bit two's complement bit-vectors, as eval_prim computes: overflow is a failure.
  kBitVector,
};

/// A PrimExpr as Z3 terms: its value (Bool for bool dtype, Int or 64-bit BV otherwise) and the
/// conditions under which eval_prim gives it that value.
struct Encoded {
  z3::expr value;
  z3::expr no_div_zero; ///< no division or modulus by zero is evaluated
  z3::expr fits;        ///< every evaluated intermediate value lies in its dtype's range
};

/// Translates PrimExprs to Z3 with TIR's semantics (see eval.h). Shared subexpressions are
/// translated once. Variables become Z3 constants; their ranges (dtype, and >= 0 for shape
/// variables) are collected in `domain()`.
class PrimEncoder {
public:
  PrimEncoder(z3::context& ctx, IntModel model,
              std::function<bool(const sem::PrimExprNode&)> is_signed);

  /// The encoding of `e`, or nullopt (with `error()` set) for what has no Z3 counterpart here
  /// (floats, buffer loads, intrinsics other than T.if_then_else, uint64, vectors).
  std::optional<Encoded> encode(const sem::PrimExpr& e);
  const std::string& error() const { return error_; }

  /// Range constraints of every variable met so far.
  z3::expr domain() const;
  /// The variables met so far, in order of first appearance, with their Z3 constants.
  const std::vector<std::pair<sem::PrimExpr, z3::expr>>& vars() const { return vars_; }
  /// The integer value of `value` as an int64 (BV terms read as signed), when it is a numeral.
  static std::optional<int64_t> numeral(const z3::expr& value);

  z3::context& ctx() { return ctx_; }
  IntModel model() const { return model_; }

private:
  std::optional<Encoded> enc(const sem::PrimExpr& e, int depth);
  std::optional<Encoded> compute(const sem::PrimExprNode& e, int depth);
  std::optional<Encoded> binary(const sem::PrimExprNode& e, const Encoded& a, const Encoded& b);
  std::optional<Encoded> cast(const sem::PrimExprNode& e, const Encoded& a);
  std::optional<Encoded> variable(const sem::PrimExpr& e);
  z3::expr as_int(const z3::expr& v);
  z3::expr as_bool(const z3::expr& v);
  z3::expr int_const(int64_t v);
  z3::expr in_range(const z3::expr& v, sem::DataType dt);
  std::optional<Encoded> fail(std::string why);

  z3::context& ctx_;
  IntModel model_;
  std::function<bool(const sem::PrimExprNode&)> is_signed_;
  std::unordered_map<const sem::PrimExprNode*, std::optional<Encoded>> memo_;
  std::vector<std::pair<sem::PrimExpr, z3::expr>> vars_;
  std::vector<z3::expr> domain_;
  std::string error_;
};

} // namespace rxv::solver
