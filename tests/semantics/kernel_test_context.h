#pragma once
/// A KernelContext for unit tests of op kernels: allocates under default limits, evaluates
/// constant PrimExprs (and variables given in `vars`), records effects; calls are errors.
#include <string>
#include <vector>

#include "semantics/arith/eval.h"
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

} // namespace rxv::sem::testing
