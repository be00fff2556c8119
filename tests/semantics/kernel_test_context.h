#pragma once
/// A KernelContext for unit tests of op kernels: allocates under default limits, evaluates
/// constant PrimExprs (and variables given in `vars`), records effects; calls are errors. And
/// run/run_in, which run an op's reference kernel from the op table in one.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "semantics/arith/eval.h"
#include "semantics/ops/op_table.h"
#include "semantics/value/kernel.h"

namespace rxv::sem::testing {

class TestKernelContext : public KernelContext {
public:
  EvalLimits limits_value;
  EffectTrace trace;
  Assignment vars;

  SourceLoc loc() const override { return {1, 1}; }
  const EvalLimits& limits() const override { return limits_value; }
  EvalOr<Tensor> alloc(DataType dtype, std::vector<int64_t> shape) override {
    int64_t bytes = dtype.is_bool() ? 1 : dtype.bits / 8;
    for (int64_t d : shape) {
      if (d < 0) return error(EvalErrorKind::kLimit, "negative dimension");
      bytes *= d;
    }
    if (bytes > limits_value.max_tensor_bytes) return error(EvalErrorKind::kLimit, "too large");
    return Tensor::zeros(dtype, std::move(shape));
  }
  EvalOr<int64_t> eval_int(const PrimExpr& e) override {
    if (auto v = eval_prim(e, vars)) return *v;
    return error(EvalErrorKind::kOther, "PrimExpr has no value");
  }
  EvalOr<Value> call(const Value&, std::vector<Value>) override {
    return error(EvalErrorKind::kUnsupported, "calls are not available in kernel unit tests");
  }
  EvalStatus call_prim_func(const std::string&, const std::vector<Value>&) override {
    return error(EvalErrorKind::kUnsupported, "PrimFuncs are not available in kernel unit tests");
  }
  EffectTrace& effects() override { return trace; }
};

/// Runs the kernel of `op` (full name) on `args` in `ctx`.
inline EvalOr<Value> run_in(TestKernelContext& ctx, const std::string& op, std::vector<Value> args,
                            Attrs call_attrs = {}) {
  const OpDef* def = OpTable::get().find(op);
  if (!def || !def->kernel) {
    ADD_FAILURE() << "no kernel for " << op;
    return EvalError{EvalErrorKind::kOther, {}, "no kernel"};
  }
  Expr call = make_call(make_op(op), {}, std::move(call_attrs));
  return def->kernel(*as<CallNode>(call), args, ctx);
}
/// Runs the kernel of `op` (full name) on `args` under default limits.
inline EvalOr<Value> run(const std::string& op, std::vector<Value> args, Attrs call_attrs = {}) {
  TestKernelContext ctx;
  return run_in(ctx, op, std::move(args), std::move(call_attrs));
}

} // namespace rxv::sem::testing
