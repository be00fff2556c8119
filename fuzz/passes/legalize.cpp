// Legalization of elementwise ops into call_tir: `v = R.add(x, y)` (and
// subtract, multiply, maximum, minimum, the comparisons, negative) on tensors
// of one non-bool dtype and the same known shape (no broadcasting) becomes `v =
// R.call_tir(cls.legalized_k, (x, y), out_sinfo=...)` over a fresh elementwise
// PrimFunc. Comparisons store a bool result (a Cast of the TIR comparison).
// Operands' StructInfo comes from inference on the input.
#include <unordered_map>

#include "fuzz/passes/pass.h"
#include "fuzz/passes/rewrite.h"
#include "fuzz/passes/variants.h"
#include "fuzz/tir_builder.h"
#include "semantics/infer/infer.h"
#include "semantics/ir/structural_equal.h"
#include "semantics/transform/normalize.h"

namespace rxv::fuzz {

using namespace sem;

namespace {

struct Lowering {
  PrimKind kind;
  bool comparison;
  bool unary;
};

const std::unordered_map<std::string, Lowering>& lowerings() {
  static const std::unordered_map<std::string, Lowering> table = {
      {"relax.add", {PrimKind::kAdd, false, false}},
      {"relax.subtract", {PrimKind::kSub, false, false}},
      {"relax.multiply", {PrimKind::kMul, false, false}},
      {"relax.maximum", {PrimKind::kMax, false, false}},
      {"relax.minimum", {PrimKind::kMin, false, false}},
      {"relax.equal", {PrimKind::kEQ, true, false}},
      {"relax.not_equal", {PrimKind::kNE, true, false}},
      {"relax.less", {PrimKind::kLT, true, false}},
      {"relax.less_equal", {PrimKind::kLE, true, false}},
      {"relax.greater", {PrimKind::kGT, true, false}},
      {"relax.greater_equal", {PrimKind::kGE, true, false}},
      {"relax.negative", {PrimKind::kSub, false, true}},
  };
  return table;
}

} // namespace

IRModule legalize_with(const IRModule& input, const LegalizeOptions& opts) {
  IRModule mod = normalize(input);
  auto arith = make_default_arith();
  InferResult inferred = infer_struct_info(mod, *arith);
  std::vector<GlobalFunc> added;
  IRModule out = rewrite_module(mod, [&](SeqView& seq) {
    for (auto& item : seq.items) {
      Binding& b = item.binding;
      const auto* call = as<CallNode>(b.value);
      const auto* op = call ? as<OpNode>(call->op) : nullptr;
      if (b.is_match_cast || !op) continue;
      auto low = lowerings().find(op->name);
      if (low == lowerings().end()) continue;
      const Lowering& l = low->second;
      std::vector<const TensorSInfo*> ts;
      for (const auto& a : call->args) {
        const auto* v = as<VarNode>(a);
        auto it = v ? inferred.var_sinfo.find(v) : inferred.var_sinfo.end();
        ts.push_back(it == inferred.var_sinfo.end() ? nullptr : as<TensorSInfo>(it->second));
      }
      if (ts.empty() || !ts[0] || !as<ShapeExprNode>(ts[0]->shape)) continue;
      DataType dtype = ts[0]->dtype;
      if (dtype.is_void() || dtype.is_bool()) continue;
      bool same = true;
      for (const auto* t : ts)
        same = same && t && t->dtype == dtype &&
               (structural_equal(t->shape, ts[0]->shape) || opts.broadcast_with_lhs_shape);
      if (!same) continue;
      const auto& dims = as<ShapeExprNode>(ts[0]->shape)->values;
      if (dims.empty()) continue;
      DataType out_dtype = l.comparison && !opts.keep_input_dtype ? DataType::Bool() : dtype;
      std::string name = "legalized" + std::to_string(added.size());
      while (mod.find(name)) name += "_";
      PrimFunc pf = make_elementwise_prim_func(
          dims, dtype, int(call->args.size()), [&](const std::vector<PrimExpr>& in) {
            if (l.unary) {
              // -1 * x, not 0 - x: the latter turns -0.0 into +0.0, which
              // a print shows (a fuzz find:
              // corpus/regressions/fuzz_legalize_negative_zero.py).
              // Unsigned: 0 - x (wraps as TVM's negative does; -1 is no uint literal, a fuzz
              // find: corpus/regressions/fuzz_legalize_negative_uint8.py).
              if (dtype.is_uint()) return make_binary(PrimKind::kSub, make_int(0, dtype), in[0]);
              PrimExpr minus_one = dtype.is_float() ? make_float(-1, dtype) : make_int(-1, dtype);
              return make_binary(PrimKind::kMul, minus_one, in[0]);
            }
            PrimExpr r = make_binary(l.kind, in[0], in[1]);
            if (dtype.is_float() && (l.kind == PrimKind::kMax || l.kind == PrimKind::kMin)) {
              // relax.maximum/minimum propagate NaN (numpy); T.max/T.min
              // (a > b ? a : b) drop it. A fuzz find:
              // corpus/regressions/fuzz_legalize_maximum_nan.py.
              auto isnan = [](PrimExpr x) { return make_call("T.isnan", DataType::Bool(), {x}); };
              r = make_select(isnan(in[0]), in[0], make_select(isnan(in[1]), in[1], r));
            }
            return l.comparison ? make_cast(out_dtype, r) : r;
          });
      // The PrimFunc's output buffer holds the result dtype.
      auto mpf = std::const_pointer_cast<PrimFuncNode>(pf);
      mpf->buffer_map.back().second->dtype = out_dtype;
      added.push_back(GlobalFunc{name, nullptr, pf, {}});
      b.value =
          make_call(make_op("relax.call_tir"), {make_global_var(name), make_tuple(call->args)}, {},
                    {make_tensor_sinfo(dims, out_dtype)});
    }
  });
  out.functions.insert(out.functions.end(), added.begin(), added.end());
  return out;
}

IRModule legalize_elementwise(const IRModule& mod) { return legalize_with(mod, {}); }

} // namespace rxv::fuzz
