// Generation specs of the builtin_call_tir family
// (semantics/ops/builtin_call_tir.cpp): call_tir into a generated elementwise
// PrimFunc (generator_tir.cpp) on one tensor, or two of the same StructInfo;
// the other destination-passing calls are not generated, each for the reason
// given.
#include "fuzz/generator_impl.h"
#include "semantics/ir/structural_equal.h"

namespace rxv::fuzz {

using namespace sem;
using namespace detail;

namespace {

std::optional<Expr> build_call_tir(Gen& g, Scope& scope, const OpSpec&) {
  std::vector<size_t> xs = g.candidates(scope, [](const Avail& a) {
    const auto* d = known_dims(a.sinfo);
    return is_tensor_of(a, non_bool) && d && !d->empty();
  });
  if (xs.empty()) return std::nullopt;
  const Avail& x = scope.vals[g.pick(xs)];
  std::vector<size_t> ys = g.candidates(
      scope, [&](const Avail& a) { return a.var != x.var && structural_equal(a.sinfo, x.sinfo); });
  const Avail* y = !ys.empty() && g.c_.chance(50) ? &scope.vals[g.pick(ys)] : nullptr;
  return g.make_call_tir(x, y);
}

} // namespace

void register_builtin_call_tir_specs(OpSpecTable& table) {
  table.add("relax.call_tir", 3, build_call_tir, OpPlace::kCallTir);
  table.exclude("relax.call_dps_packed", "needs a registered destination-passing PackedFunc");
  table.exclude("relax.call_py_func", "calls a Python function of the module: rxv runs no Python");
  table.exclude("relax.call_tir_inplace",
                "mutates its argument: valid only when the argument is dead "
                "afterwards, which the generator does not track yet");
  table.exclude("relax.call_tir_with_grad",
                "call_tir with a gradient name for TVM's Gradient pass: "
                "generated as call_tir");
}

} // namespace rxv::fuzz
