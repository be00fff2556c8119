#pragma once
/// NDArray: the data of a Relax `Constant` (a dense tensor in row-major order).
/// Elements are stored widened: integers and bool as int64 (`ints`), floats as double (`floats`),
/// so constants of every dtype compare and print exactly; `dtype` says how to narrow them.
#include <cstdint>
#include <vector>

#include "semantics/ir/data_type.h"

namespace rxv::sem {

struct NDArray {
  DataType dtype = DataType::Float(32);
  std::vector<int64_t> shape; ///< empty for a scalar
  std::vector<int64_t> ints;  ///< elements when dtype is integral (bool: 0/1)
  std::vector<double> floats; ///< elements when dtype is float

  int64_t num_elements() const {
    int64_t n = 1;
    for (int64_t d : shape) n *= d;
    return n;
  }
  friend bool operator==(const NDArray&, const NDArray&) = default;
};

} // namespace rxv::sem
