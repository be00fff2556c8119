// Halide lowerings of the builtin family (semantics/ops/builtin.cpp): none. Its ops make and read
// shapes, closures, packed calls and effects, not tensor elements: a region (region.h) stops at
// them and the interpreter runs them.
#include "backends/halide/lowering.h"

namespace rxv::halide {

void register_builtin_lowerings(LoweringRegistry& r) {
  for (const char* op : {"relax.print", "relax.assert_op"})
    r.exclude(op, "a visible effect, kept in order by the interpreter");
  for (const char* op : {"relax.call_pure_packed", "relax.make_closure", "relax.invoke_closure"})
    r.exclude(op, "calls a function or makes a closure, not a tensor computation");
  for (const char* op :
       {"relax.shape_of", "relax.null_value", "relax.tensor_to_shape", "relax.shape_to_tensor"})
    r.exclude(op, "a shape or object value, which a region does not carry");
  // size(x): the product of x's extents, a 0-d int64 tensor.
  r.add("relax.size",
        [](const sem::CallNode&, const std::vector<Operand>& args, LowerContext&) -> LowerResult {
          const LTensor* x = tensor_arg(args, 0);
          if (!x) return std::string("size needs a tensor");
          Halide::Expr n = Halide::cast(Halide::Int(64), 1);
          for (const Halide::Expr& d : x->shape) n = n * Halide::cast(Halide::Int(64), d);
          LTensor out;
          out.func = fresh_func("relax.size");
          out.dtype = sem::DataType::Int(64);
          define(out.func, make_vars(0), n);
          return out;
        });
}

} // namespace rxv::halide
