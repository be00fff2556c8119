// Generation specs of the inspect family (semantics/ops/inspect.cpp): none. Its ops appear in
// lowered modules (TVM's legalization of tensor metadata, memory views); each exclusion says why.
#include "fuzz/op_specs.h"

namespace rxv::fuzz {

void register_inspect_specs(OpSpecTable& table) {
  for (const char* op : {"relax.inspect.tensor_dtype_code", "relax.inspect.tensor_dtype_bits",
                         "relax.inspect.tensor_dtype_lanes", "relax.inspect.tensor_ndim",
                         "relax.inspect.tensor_shape_i", "relax.inspect.tensor_stride_i",
                         "relax.inspect.tensor_byte_offset", "relax.inspect.tensor_elem_offset"})
    table.exclude(op, "a tensor's metadata as a PrimValue: the generator builds tensor programs, "
                      "and the passes under test see these only after legalization");
  for (const char* op : {"relax.memory.view", "relax.memory.ensure_zero_offset"})
    table.exclude(op, "a view of a lowered module's memory: not written before lowering");
}

} // namespace rxv::fuzz
