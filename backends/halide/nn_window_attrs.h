#pragma once
// Shared by the conv and pool lowerings (ops_nn_conv.cpp, ops_nn_pool.cpp): the window attributes
// as the op's StructInfo rule reads them (semantics/ops/nn_window.h), and a layout check.
#include <string>

#include "backends/halide/lowering.h"
#include "semantics/ops/nn_window.h"

namespace rxv::halide::nn_attrs {

/// True when the layout attribute `name` is `want` (or absent).
inline bool layout_is(const sem::CallNode& call, const char* name, const char* want) {
  std::string layout = string_attr(call, name, want);
  return layout == want || layout.empty();
}

} // namespace rxv::halide::nn_attrs
