#pragma once
/// The reference interpreter: big-step evaluation of Relax per
/// shared/spec/structinfo-and-semantics.md ("Evaluation"). Obviously right first, then fast.
/// Every run-time failure is an EvalError value (with kind and location), never a crash; the
/// limits in EvalLimits bound memory, recursion and TIR loop iterations.
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "semantics/arith/eval.h"
#include "semantics/interp/packed_func.h"
#include "semantics/ir/module.h"
#include "semantics/value/eval_error.h"
#include "semantics/value/kernel.h"
#include "semantics/value/value.h"

namespace rxv::sem {

struct EvalOptions {
  EvalLimits limits;
  /// Where ExternFunc / call_packed names are looked up; null = PackedFuncRegistry::builtins().
  const PackedFuncRegistry* packed_funcs = nullptr;
  /// Called after every binding (VarBinding or MatchCast) with its variable, the value bound and
  /// the shape variables bound at that point: for soundness checks and tracing. Empty: none.
  std::function<void(const VarNode& var, const Value& value, const Assignment& shape_vars)>
      on_binding;
};

class Interpreter {
public:
  /// `mod` must outlive the interpreter. It should be well-formed and normalized; the interpreter
  /// does not re-check, but ill-formed input still ends in an EvalError, never a crash.
  explicit Interpreter(const IRModule& mod, EvalOptions options = {});
  ~Interpreter();

  /// Calls the module's Relax function `name` on `args`: parameter checks in the spec's binding
  /// order (binding the signature's shape variables), the body, then the return check.
  EvalOr<Value> call(const std::string& name, std::vector<Value> args);

  /// Visible effects of every call so far, in order.
  const EffectTrace& effects() const;
  void clear_effects();
  /// The work done so far: steps charged (EvalLimits::max_steps) plus TIR loop iterations. What a
  /// caller with a budget of its own (translation validation's value tests) measures cases by.
  int64_t work() const;

private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

} // namespace rxv::sem
