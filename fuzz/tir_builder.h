#pragma once
/// Elementwise TIR PrimFuncs in the shape LegalizeOps emits
/// (corpus/legalized/): handle parameters matched to buffers whose symbolic
/// dims are the PrimFunc's own variables, a loop nest and one block with
/// spatial axes storing f(inputs). Used by the generator (call_tir) and by the
/// legalization pass.
#include <functional>
#include <vector>

#include "semantics/ir/tir.h"

namespace rxv::fuzz {

/// `value` builds the stored value from the loaded input elements (one per
/// input).
sem::PrimFunc make_elementwise_prim_func(
    const std::vector<sem::PrimExpr>& dims, sem::DataType dtype, int num_inputs,
    const std::function<sem::PrimExpr(const std::vector<sem::PrimExpr>&)>& value);

} // namespace rxv::fuzz
