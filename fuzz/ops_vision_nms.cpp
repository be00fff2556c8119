// Generation specs of the vision_nms family (semantics/ops/vision_nms.cpp): none yet. Both ops
// take several tensors of related shapes and dtypes (non_max_suppression: data (B, N, L) with
// int32 valid_count (B,) and indices (B, N), as get_valid_counts returns them;
// all_class_non_max_suppression: boxes (B, N, 4), scores (B, C, N) and three one-element
// tensors), which the generator's single-tensor picks do not make.
#include "fuzz/op_specs.h"

namespace rxv::fuzz {

void register_vision_nms_specs(OpSpecTable& table) {
  table.exclude("relax.vision.non_max_suppression",
                "needs data (B, N, L) with int32 valid_count (B,) and indices (B, N)");
  table.exclude("relax.vision.all_class_non_max_suppression",
                "needs boxes (B, N, 4), scores (B, C, N) and three one-element tensors");
}

} // namespace rxv::fuzz
