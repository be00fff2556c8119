#pragma once
/// Deterministic random arguments for a Relax function, from its parameters' StructInfo (for
/// `rxv diff --random-inputs`; a stand-in until semantics/interp/random_inputs.h exists).
/// Tensors of known rank get dims from their shape (an unknown dtype is float32): literal dims as written, each
/// symbolic variable one value in [1, 8] shared by all its uses, unknown dims in [1, 8]. Floats
/// are uniform in [-4, 4] (so exp and friends stay finite), integers in [-8, 8] (unsigned and
/// bool in their range), PrimValues alike. The same seed gives the same values on every run.
#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include "semantics/value/value.h"

namespace rxv::halide {

/// The arguments, or why a parameter cannot be generated ("param 2 (f): a Tuple is not
/// generated"). `max_elements` bounds each tensor.
std::variant<std::vector<sem::Value>, std::string> random_inputs(const sem::FunctionNode& fn,
                                                                 uint64_t seed,
                                                                 int64_t max_elements = 1 << 24);

}  // namespace rxv::halide
