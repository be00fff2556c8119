// TVM's data layouts for the convolution and pooling ops (src/tir/ir/data_layout.cc): a layout
// string names each axis of a tensor. An upper-case letter is a primal axis ("NCHW"); a number
// followed by the lower-case letter is a subordinate axis that splits its primal axis by that
// factor ("NCHW4c": C becomes C // 4 outer blocks of 4 channels; "N2nHWC4c" splits N and C).
// An op works in its canonical layout ("NCHW" for data, "OIHW" for weights): a tensor in a packed
// layout has canonical extent X_outer * f for each split axis, and an extent converted back takes
// ceildiv(X, f) outer blocks of f (TVM's BijectiveLayout ForwardShape / BackwardShape).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rxv::sem {

/// One axis of a layout: `primal` is the canonical letter it belongs to (upper case); `factor` is
/// 0 for the primal axis itself and the split factor for a subordinate axis.
struct LayoutAxis {
  char primal = 0;
  int64_t factor = 0;
};

/// A parsed layout of a tensor whose canonical layout is `canonical`.
struct DataLayout {
  std::string canonical;        ///< e.g. "NCHW"
  std::vector<LayoutAxis> axes; ///< in the order of the tensor's dimensions
  std::vector<int> primal_pos;  ///< per canonical letter: its primal axis's position
  std::vector<int64_t> factor;  ///< per canonical letter: its split factor (0: not split)
  std::vector<int> sub_pos;     ///< per canonical letter: its subordinate axis's position or -1

  size_t rank() const { return axes.size(); }
  /// True when the layout permutes the canonical axes (no splits).
  bool is_permutation() const { return axes.size() == canonical.size(); }
};

/// Parses `layout` as a layout of `canonical` (each canonical letter exactly once as a primal
/// axis, at most one subordinate axis per letter, with a positive factor); nullopt otherwise.
std::optional<DataLayout> parse_data_layout(const std::string& layout,
                                            const std::string& canonical);

} // namespace rxv::sem
