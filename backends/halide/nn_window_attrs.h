#pragma once
// Attribute readers shared by the conv and pool lowerings (ops_nn_conv.cpp, ops_nn_pool.cpp).
#include <array>
#include <optional>

#include "backends/halide/lowering.h"

namespace rxv::halide::nn_attrs {

/// [top, left, bottom, right] from a padding attribute of 1, 2 or 4 ints.
inline std::optional<std::array<int64_t, 4>> padding4(const sem::CallNode& call) {
  auto p = int_list_attr(call, "padding").value_or(std::vector<int64_t>{0});
  if (p.size() == 1) return std::array<int64_t, 4>{p[0], p[0], p[0], p[0]};
  if (p.size() == 2) return std::array<int64_t, 4>{p[0], p[1], p[0], p[1]};
  if (p.size() == 4) return std::array<int64_t, 4>{p[0], p[1], p[2], p[3]};
  return std::nullopt;
}

inline std::optional<std::array<int64_t, 2>> pair_attr(const sem::CallNode& call, const char* name,
                                                       int64_t dflt) {
  auto p = int_list_attr(call, name).value_or(std::vector<int64_t>{dflt});
  if (p.size() == 1) return std::array<int64_t, 2>{p[0], p[0]};
  if (p.size() == 2) return std::array<int64_t, 2>{p[0], p[1]};
  return std::nullopt;
}

inline bool layout_is(const sem::CallNode& call, const char* name, const char* want) {
  std::string layout = string_attr(call, name, want);
  return layout == want || layout.empty();
}

} // namespace rxv::halide::nn_attrs
