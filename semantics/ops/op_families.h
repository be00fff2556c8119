#pragma once
/// The op families: one registration function per defining file semantics/ops/<family>.cpp,
/// listed once. OpTable::get() calls each in this order; so do the other layers' registries
/// (backends/halide/lowering_registry.cpp, fuzz/op_specs.cpp), each with its own
/// register_<family>_{lowerings,specs} in ops_<family>.cpp, so a new family file adds one line
/// here and one file per layer.
#include "semantics/ops/op_table.h"

namespace rxv::sem {

/// X(file): the family defined in semantics/ops/<file>.cpp, registered by register_<file>_ops.
#define RXV_OP_FAMILIES(X)                                                                         \
  X(builtin)                                                                                       \
  X(builtin_call_tir)                                                                              \
  X(builtin_runtime)                                                                               \
  X(unary)                                                                                         \
  X(binary)                                                                                        \
  X(ternary)                                                                                       \
  X(reduction)                                                                                     \
  X(reduction_collapse)                                                                            \
  X(linear_algebra)                                                                                \
  X(manipulation_shape)                                                                            \
  X(manipulation_join)                                                                             \
  X(manipulation_index)                                                                            \
  X(manipulation_scatter)                                                                          \
  X(manipulation_gather)                                                                           \
  X(manipulation_layout)                                                                           \
  X(search)                                                                                        \
  X(sorting)                                                                                       \
  X(creation)                                                                                      \
  X(creation_grid)                                                                                 \
  X(sampling)                                                                                      \
  X(nn)                                                                                            \
  X(nn_norm)                                                                                       \
  X(nn_loss)                                                                                       \
  X(nn_activation)                                                                                 \
  X(nn_shape)                                                                                      \
  X(nn_attention)                                                                                  \
  X(grad)                                                                                          \
  X(nn_conv)                                                                                       \
  X(nn_pool)                                                                                       \
  X(memory)                                                                                        \
  X(dist)                                                                                          \
  X(inspect)                                                                                       \
  X(quantize)                                                                                      \
  X(image_resize)                                                                                  \
  X(image_grid)                                                                                    \
  X(vision_roi)                                                                                    \
  X(vision_detect)                                                                                 \
  X(vision_nms)

#define RXV_X(file) void register_##file##_ops(OpTable& table);
RXV_OP_FAMILIES(RXV_X)
#undef RXV_X

} // namespace rxv::sem
