// Constant folding: a call of an op whose arguments are all constants (literal
// or bound to a variable earlier in the same SeqExpr) is evaluated with the
// op's reference kernel (the op table's `kernel` field) and replaced by the
// resulting constant. Ops without a kernel, kernels that fail (an EvalError, an
// effect, a non-tensor result) and results over 4096 elements are left alone.
// The binding's annotation is kept, so the StructInfo is the same or refined.
#include <cmath>
#include <unordered_map>

#include "fuzz/passes/pass.h"
#include "fuzz/passes/rewrite.h"
#include "fuzz/passes/variants.h"
#include "semantics/ops/op_table.h"
#include "semantics/value/tensor.h"

namespace rxv::fuzz {

using namespace sem;

namespace {

constexpr int64_t kMaxFoldElements = 4096;

/// What a kernel sees while folding: allocation within a small limit, and
/// nothing else (no shape variables, callables, PrimFuncs or effects at compile
/// time).
class FoldContext : public KernelContext {
public:
  SourceLoc loc() const override { return {}; }
  const EvalLimits& limits() const override { return limits_; }
  EvalOr<Tensor> alloc(DataType dtype, std::vector<int64_t> shape) override {
    int64_t n = 1;
    for (int64_t d : shape) {
      if (d < 0 || d > kMaxFoldElements) return error(EvalErrorKind::kLimit, "too large to fold");
      n *= d;
      if (n > kMaxFoldElements) return error(EvalErrorKind::kLimit, "too large to fold");
    }
    return Tensor::zeros(dtype, std::move(shape));
  }
  EvalOr<int64_t> eval_int(const PrimExpr& e) override {
    if (is_int_imm(e)) return e->int_value;
    return error(EvalErrorKind::kLimit, "symbolic value at compile time");
  }
  EvalOr<Value> call(const Value&, std::vector<Value>) override {
    return error(EvalErrorKind::kLimit, "no calls at compile time");
  }
  EvalStatus call_prim_func(const std::string&, const std::vector<Value>&) override {
    return error(EvalErrorKind::kLimit, "no PrimFuncs at compile time");
  }
  EffectTrace& effects() override { return effects_; }
  bool had_effects() const { return !effects_.empty(); }

private:
  EvalLimits limits_;
  EffectTrace effects_;
};

std::optional<Tensor> to_tensor(const NDArray& a) {
  if (!is_tensor_dtype(a.dtype) || a.num_elements() > kMaxFoldElements) return std::nullopt;
  Tensor t = Tensor::zeros(a.dtype, a.shape);
  for (int64_t i = 0; i < a.num_elements(); ++i) {
    if (a.dtype.is_float())
      t.set_float(i, a.floats[size_t(i)]);
    else
      t.set_int(i, a.ints[size_t(i)]);
  }
  return t;
}

Expr to_constant(const Tensor& t) {
  auto c = std::make_shared<ConstantNode>();
  c->data.dtype = t.dtype;
  c->data.shape = t.shape;
  for (int64_t i = 0; i < t.num_elements(); ++i) {
    if (t.dtype.is_float())
      c->data.floats.push_back(t.get_float(i));
    else
      c->data.ints.push_back(t.get_int(i));
  }
  return c;
}

/// The bug zoo's folding of integer floor_divide / floor_mod with C++
/// truncation.
Expr fold_truncating(const CallNode& call, const std::vector<const ConstantNode*>& args) {
  const auto* op = as<OpNode>(call.op);
  if (!op || (op->name != "relax.floor_divide" && op->name != "relax.floor_mod")) return nullptr;
  if (args.size() != 2 || !args[0] || !args[1]) return nullptr;
  const NDArray& a = args[0]->data;
  const NDArray& b = args[1]->data;
  if (!a.dtype.is_int() || a.dtype != b.dtype || a.shape != b.shape) return nullptr;
  auto c = std::make_shared<ConstantNode>();
  c->data = a;
  for (size_t i = 0; i < a.ints.size(); ++i) {
    if (b.ints[i] == 0) return nullptr;
    c->data.ints[i] =
        op->name == "relax.floor_divide" ? a.ints[i] / b.ints[i] : a.ints[i] % b.ints[i];
  }
  return c;
}

} // namespace

IRModule fold_with(const IRModule& mod, const FoldOptions& opts) {
  auto kernel_for = opts.kernel_for ? opts.kernel_for : [](const std::string& name) {
    const OpDef* def = OpTable::get().find(name);
    return def && def->kernel ? &def->kernel : static_cast<const Kernel*>(nullptr);
  };
  return rewrite_module(mod, [&](SeqView& seq) {
    std::unordered_map<const VarNode*, const ConstantNode*> consts;
    for (auto& item : seq.items) {
      Binding& b = item.binding;
      if (b.is_match_cast) continue;
      if (const auto* c = as<ConstantNode>(b.value)) {
        consts[b.var.get()] = c;
        continue;
      }
      const auto* call = as<CallNode>(b.value);
      const auto* op = call ? as<OpNode>(call->op) : nullptr;
      if (!op) continue;
      std::vector<const ConstantNode*> cargs;
      std::vector<Value> values;
      bool all_const = true;
      for (const auto& a : call->args) {
        const ConstantNode* c = as<ConstantNode>(a);
        if (const auto* v = as<VarNode>(a)) {
          auto it = consts.find(v);
          c = it == consts.end() ? nullptr : it->second;
        }
        cargs.push_back(c);
        if (as<PrimValueNode>(a)) {
          const PrimExpr& p = as<PrimValueNode>(a)->value;
          PrimScalar s;
          s.dtype = p->dtype;
          s.i = p->int_value;
          s.f = p->float_value;
          values.push_back(s);
          continue;
        }
        std::optional<Tensor> t = c ? to_tensor(c->data) : std::nullopt;
        if (!t) {
          all_const = false;
          break;
        }
        values.push_back(*t);
      }
      if (!all_const) continue;
      Expr folded;
      if (opts.truncating_division) folded = fold_truncating(*call, cargs);
      if (!folded) {
        const Kernel* kernel = kernel_for(op->name);
        if (!kernel || !*kernel) continue;
        FoldContext ctx;
        EvalOr<Value> r = (*kernel)(*call, values, ctx);
        if (!r.ok() || ctx.had_effects() || !r.value().as_tensor()) continue;
        folded = to_constant(*r.value().as_tensor());
      }
      b.value = folded;
      consts[b.var.get()] = as<ConstantNode>(folded);
    }
  });
}

IRModule fold_constants(const IRModule& mod) { return fold_with(mod, {}); }

} // namespace rxv::fuzz
