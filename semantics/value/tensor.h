#pragma once
/// Tensor: a run-time tensor value of the interpreter (spec: "Values"). Dense, row-major, its
/// elements stored in their dtype's own C++ type (bool as uint8_t 0/1, float16 as its IEEE bits),
/// so that kernels run on raw arrays and backends can share the buffer without copying. The storage
/// is shared: copies of a Tensor alias, which is how in-place PackedFuncs and call_tir_inplace make
/// their mutation visible to every holder of the value.
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "semantics/ir/data_type.h"
#include "semantics/support/assert.h"

namespace rxv::sem {

/// float16 storage: the IEEE binary16 bits. Arithmetic converts to float32 and rounds back
/// (DESIGN.md: "float16 is computed in float32 and rounded").
struct Half {
  uint16_t bits = 0;
  friend bool operator==(Half, Half) = default;
};
float half_to_float(Half h);
/// Round to nearest, ties to even; overflow gives infinity, NaN stays NaN.
Half float_to_half(float f);

/// The C++ type a kernel computes in for storage type T: float for Half, T otherwise.
template <class T> struct ComputeOf { using type = T; };
template <> struct ComputeOf<Half> { using type = float; };
template <class T> using compute_t = typename ComputeOf<T>::type;

template <class T> inline compute_t<T> load_elem(T v) { return v; }
inline float load_elem(Half v) { return half_to_float(v); }
template <class T> inline T store_elem(compute_t<T> v) { return v; }
template <> inline Half store_elem<Half>(float v) { return float_to_half(v); }

/// True for the dtypes a Tensor can hold: bool, int8..64, uint8..64, float16/32/64, one lane.
bool is_tensor_dtype(DataType t);

/// Calls f(T{}) with T the storage type of `t` (uint8_t for bool, Half for float16). `t` must
/// satisfy is_tensor_dtype.
template <class F> decltype(auto) dispatch_dtype(DataType t, F&& f) {
  switch (t.code) {
  case DataType::Code::kInt:
    switch (t.bits) {
    case 8: return f(int8_t{});
    case 16: return f(int16_t{});
    case 32: return f(int32_t{});
    default: return f(int64_t{});
    }
  case DataType::Code::kUInt:
    switch (t.bits) {
    case 1: return f(uint8_t{});
    case 8: return f(uint8_t{});
    case 16: return f(uint16_t{});
    case 32: return f(uint32_t{});
    default: return f(uint64_t{});
    }
  case DataType::Code::kFloat:
    switch (t.bits) {
    case 16: return f(Half{});
    case 32: return f(float{});
    default: return f(double{});
    }
  default: break;
  }
  RXV_UNREACHABLE();
  std::abort();
}

struct Tensor {
  DataType dtype = DataType::Float(32);
  std::vector<int64_t> shape;                   ///< empty for a scalar (rank 0)
  std::shared_ptr<std::vector<std::byte>> data; ///< holds the elements from byte `offset` on
  /// Where the elements start in *data: 0 but for a tensor allocated inside a storage
  /// (memory.alloc_tensor), which is a view of the storage's bytes, aliased by every tensor
  /// allocated over them (TVM's runtime: StorageObj::AllocTensor).
  int64_t offset = 0;
  /// One flag per byte of *data, 1 where nothing has written the byte since its storage was
  /// allocated (an allocation's contents are undefined until written). Null (the common case):
  /// every byte is defined. Shared, like `data`, by the views of one storage.
  std::shared_ptr<std::vector<uint8_t>> undef;

  /// A zero-filled tensor. The caller has checked the size against the run's limits.
  static Tensor zeros(DataType dtype, std::vector<int64_t> shape);
  int64_t ndim() const { return static_cast<int64_t>(shape.size()); }
  int64_t num_elements() const;
  int64_t elem_bytes() const;
  /// num_elements() * elem_bytes().
  int64_t num_bytes() const { return num_elements() * elem_bytes(); }
  /// The first byte of the elements.
  std::byte* bytes() const { return data->data() + offset; }
  template <class T> T* ptr() const { return reinterpret_cast<T*>(bytes()); }
  /// The undefined-byte flags of the elements (parallel to bytes()); null when all are defined.
  uint8_t* undef_flags() const { return undef ? undef->data() + offset : nullptr; }
  /// The row-major index of the first element with an undefined byte; -1 when all are defined.
  int64_t first_undefined() const;
  /// Marks every element defined (a kernel or PackedFunc wrote them all).
  void mark_defined() const;

  /// Element i (row-major) widened, whatever the dtype: integers and bool as int64 (uint64
  /// reinterpreted), floats as double. For printing, comparison and tests, not for hot loops.
  int64_t get_int(int64_t i) const;
  double get_float(int64_t i) const;
  /// Sets element i, converting as a C++ static_cast to the dtype would (floats to float16 round).
  void set_int(int64_t i, int64_t v) const;
  void set_float(int64_t i, double v) const;

  /// A new tensor with the same dtype, shape and a copy of the elements and their undefined
  /// flags (no aliasing; offset 0).
  Tensor clone() const;
  /// Same dtype, shape and element bits (NaN payloads included).
  bool bitwise_equal(const Tensor& o) const;
};

/// A shape as Python prints a tuple: "(2, 3)", "(2,)", "()" for a scalar.
std::string format_shape(const std::vector<int64_t>& shape);

} // namespace rxv::sem
