#pragma once
/// The reference-kernel hook of the op table: what an op's kernel sees at run time. The
/// interpreter implements KernelContext; kernels live beside their op's StructInfo rule in
/// semantics/ops/<family>.cpp (DESIGN.md, "One op table").
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <string>
#include <vector>

#include "semantics/value/eval_error.h"
#include "semantics/value/value.h"

namespace rxv::sem {

struct CallNode;

/// Limits that turn runaway programs into EvalErrors of kind Limit (DESIGN.md: no hangs).
struct EvalLimits {
  int64_t max_tensor_bytes = int64_t{1} << 30; ///< per allocation
  int64_t max_total_bytes = int64_t{4} << 30;  ///< live allocations of one run, approximately
  int max_call_depth = 256; ///< Relax calls (recursion); capped at 1000 (the C++ stack)
  int64_t max_tir_iterations = int64_t{1} << 32; ///< loop iterations of one run, all PrimFuncs
  /// Steps of one run, all Relax calls: one per binding evaluated and per function called, plus
  /// each op call's work (its operands' and result's elements, and the multiply-adds or window
  /// taps of contractions, which kernels charge themselves). Bounds the time a program may take
  /// where memory does not: an exponential recursion, a huge matmul of small inputs.
  int64_t max_steps = int64_t{1} << 33;
};

/// a * b * ..., saturating at INT64_MAX (work estimates of kernels; operands are >= 0).
int64_t saturating_product(std::initializer_list<int64_t> factors);

class KernelContext {
public:
  virtual ~KernelContext() = default;
  /// Where the call being evaluated is written.
  virtual SourceLoc loc() const = 0;
  virtual const EvalLimits& limits() const = 0;
  /// A zero-filled tensor; a Limit error when it exceeds the limits or a dimension is negative.
  virtual EvalOr<Tensor> alloc(DataType dtype, std::vector<int64_t> shape) = 0;
  /// Evaluates a PrimExpr (an attribute, a sinfo_arg's shape) under the current shape variables.
  virtual EvalOr<int64_t> eval_int(const PrimExpr& e) = 0;
  /// Calls a callable value (closure or PackedFunc) with `args`: invoke_closure, call_packed.
  virtual EvalOr<Value> call(const Value& callee, std::vector<Value> args) = 0;
  /// Runs the module's PrimFunc `name` on `args` (Tensors bound to its buffers in order, then
  /// PrimScalars to its scalar parameters): call_tir and friends.
  virtual EvalStatus call_prim_func(const std::string& name, const std::vector<Value>& args) = 0;
  /// Charges `steps` of work to the run's step budget (EvalLimits::max_steps) before doing it:
  /// a Limit error once the budget is spent. Contexts without a budget accept all work.
  virtual EvalStatus charge(int64_t steps);
  /// The run's effect trace, for ops with visible effects (print).
  virtual EffectTrace& effects() = 0;
  /// Checks that `v` conforms to `s` (MatchCast's checks; a MatchCast EvalError naming `what`
  /// otherwise), for results a kernel cannot vouch for: a PackedFunc's value against the call's
  /// sinfo_args. The interpreter evaluates `s` under the current shape variables; this default
  /// uses a fresh environment (see match_value.h).
  virtual EvalStatus check_value(const Value& v, const StructInfo& s, const std::string& what);

  EvalError error(EvalErrorKind kind, std::string message) const {
    return EvalError{kind, loc(), std::move(message)};
  }
};

/// An op's reference kernel: computes the call's value from its evaluated arguments. Attributes
/// and sinfo_args are read from `call`. Shape errors that StructInfo could not rule out statically
/// (e.g. mismatched symbolic dims) are EvalErrors, never asserts.
using Kernel = std::function<EvalOr<Value>(const CallNode& call, const std::vector<Value>& args,
                                           KernelContext& ctx)>;

} // namespace rxv::sem
