// Halide lowerings of the inspect family (semantics/ops/inspect.cpp): none. Its ops read a
// tensor's metadata (dtype, shape, strides, offsets) or re-describe its bytes (memory.view,
// ensure_zero_offset); none computes tensor elements.
#include "backends/halide/lowering.h"

namespace rxv::halide {

void register_inspect_lowerings(LoweringRegistry& r) {
  for (const char* op : {"relax.inspect.tensor_dtype_code", "relax.inspect.tensor_dtype_bits",
                         "relax.inspect.tensor_dtype_lanes", "relax.inspect.tensor_ndim",
                         "relax.inspect.tensor_shape_i", "relax.inspect.tensor_stride_i",
                         "relax.inspect.tensor_byte_offset", "relax.inspect.tensor_elem_offset"})
    r.exclude(op, "reads a tensor's metadata (a scalar), no tensor elements to compute");
  for (const char* op : {"relax.memory.view", "relax.memory.ensure_zero_offset"})
    r.exclude(op, "re-describes a tensor's bytes (a view of a lowered module's storage)");
}

} // namespace rxv::halide
