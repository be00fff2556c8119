// Generation specs of the quantize family (semantics/ops/quantize.cpp):
// quantize of a float16/float32 tensor and dequantize of an int8/uint8/int16/
// int32 or float tensor, with a per-tensor scale (a nonzero float32 constant)
// and zero point (an int8 or int32 constant), or per-axis ones along an axis
// whose extent is a literal.
#include "fuzz/generator_impl.h"
#include "fuzz/op_specs.h"
#include "semantics/ir/prim_expr.h"

namespace rxv::fuzz {

using namespace rxv::sem;
using namespace rxv::fuzz::detail;

namespace {

bool quantize_input(DataType d) { return d == DataType::Float(16) || d == DataType::Float(32); }

bool dequantize_input(DataType d) {
  return d == DataType::Int(8) || d == DataType::UInt(8) || d == DataType::Int(16) ||
         d == DataType::Int(32) || quantize_input(d);
}

OpBuilder build_qdq(bool quantize) {
  return [quantize](Gen& g, Scope& scope, const OpSpec& spec) -> std::optional<Expr> {
    const Avail* x = g.pick_tensor(scope, [quantize](const Avail& a, const TensorSInfo& t) {
      return (quantize ? quantize_input(t.dtype) : dequantize_input(t.dtype)) &&
             known_dims(a.sinfo);
    });
    if (!x) return std::nullopt;
    const auto& dims = *known_dims(x->sinfo);
    int64_t ndim = int64_t(dims.size());
    int64_t axis = ndim > 0 ? g.c_.range(0, ndim - 1) : 0;
    // Per-axis parameters need a literal, positive extent (a constant's shape).
    std::vector<int64_t> pshape;
    if (ndim > 0 && is_int_imm(dims[size_t(axis)]) && dims[size_t(axis)]->int_value > 0 &&
        g.c_.chance(50))
      pshape = {dims[size_t(axis)]->int_value};
    Expr scale = g.make_constant(DataType::Float(32), pshape, true);
    Expr zp =
        g.make_constant(g.c_.chance(50) ? DataType::Int(8) : DataType::Int(32), pshape, false);
    Attrs attrs;
    DataType out = quantize ? (g.c_.chance(50) ? DataType::Int(8) : DataType::UInt(8))
                            : (g.c_.chance(75) ? DataType::Float(32) : DataType::Float(16));
    attrs.set("out_dtype", dtype_attr(out));
    attrs.set("axis", AttrValue::Int(ndim > 0 ? spell_axis(g.c_, axis, ndim) : -1));
    return make_call(make_op(spec.op), {x->var, scale, zp}, std::move(attrs));
  };
}

} // namespace

void register_quantize_specs(OpSpecTable& table) {
  table.add("relax.quantize", 1, build_qdq(true));
  table.add("relax.dequantize", 1, build_qdq(false));
}

} // namespace rxv::fuzz
