#pragma once
/// Run-time helpers shared by the reference kernels of the op families (kernel.h): reading
/// arguments as EvalErrors instead of asserts (attributes: read_attr, op_attrs.h), numpy
/// broadcasting of concrete shapes, strided iteration over broadcast operands, axis
/// normalization, dtype casts and the elementwise map loops.
///
/// Element semantics every kernel shares (DESIGN.md, "Semantics decisions"):
/// - Integers wrap: arithmetic is done in an unsigned type of at least 32 bits (wrap_t) and
///   converted back, which is modular in C++20 and never undefined.
/// - float16 is loaded as float32, computed in float32 and rounded once (load_elem/store_elem).
/// - bool is stored as uint8_t 0/1; a bool result of arithmetic is "nonzero is true".
/// - Casts (cast_elem): to bool is `v != 0` (NaN is true); float to integer truncates toward zero
///   and saturates at the integer's range, NaN gives 0 (C++ leaves both undefined; this is the
///   saturating rule of WebAssembly and Rust); integer to integer is modular; to float16 rounds
///   to nearest even.
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

#include "semantics/ir/expr.h"
#include "semantics/value/kernel.h"

namespace rxv::sem {

// ---------------------------------------------------------------------------------------------
// Messages, arguments and attributes

/// Argument `i` of the call as a Tensor (pointing into `args`); a TypeError naming the op and the
/// value's kind otherwise.
EvalOr<const Tensor*> tensor_arg(const CallNode& call, const std::vector<Value>& args, size_t i,
                                 KernelContext& ctx);

/// Arguments 0..n-1 of the call as Tensors into out[0..n) (tensor_arg each), or the first error.
EvalStatus tensor_args(const CallNode& call, const std::vector<Value>& args, size_t n,
                       const Tensor** out, KernelContext& ctx);

/// ctx.alloc for a dtype read from an attribute: an Unsupported error for one no Tensor holds
/// (void, float8, ...) before any context allocates it, so dispatch_dtype never sees it.
EvalOr<Tensor> alloc_tensor(DataType dtype, std::vector<int64_t> shape, KernelContext& ctx);

/// An operand of an elementwise op: a Tensor, or a PrimValue read as a 0-d tensor of its dtype.
struct ElementwiseOperand {
  Tensor tensor;
  bool is_prim = false;
};
EvalOr<ElementwiseOperand> elementwise_operand(const CallNode& call, const std::vector<Value>& args,
                                               size_t i, KernelContext& ctx);

/// The single element of a 0-d (or 1-element) tensor as a PrimValue of the tensor's dtype.
PrimScalar tensor_to_prim(const Tensor& t);

// ---------------------------------------------------------------------------------------------
// Shapes and axes

/// Numpy broadcasting of concrete shapes (aligned from the right; a dim of 1 takes the other).
/// ShapeMismatch naming the op and every shape when some pair differs with neither side 1.
EvalOr<std::vector<int64_t>> broadcast_run_shapes(const CallNode& call,
                                                  const std::vector<std::vector<int64_t>>& shapes,
                                                  KernelContext& ctx);

/// Element strides of a row-major tensor of `shape` read at the indices of `out_shape` (aligned
/// from the right): 0 along broadcast dims (size 1 or absent). `shape` must broadcast to it.
std::vector<int64_t> broadcast_strides(const std::vector<int64_t>& shape,
                                       const std::vector<int64_t>& out_shape);

/// Row-major strides of `shape` (the last is 1).
std::vector<int64_t> row_major_strides(const std::vector<int64_t>& shape);

/// The product of the dims (1 for a scalar); the callers' shapes came from allocated tensors, so
/// it does not overflow.
int64_t shape_size(const std::vector<int64_t>& shape);

/// `axis` in [-ndim, ndim) mapped to [0, ndim); IndexOutOfRange otherwise.
EvalOr<int> normalize_run_axis(const CallNode& call, int64_t axis, int64_t ndim,
                               KernelContext& ctx);

/// A mask of the axes to reduce: every axis for nullopt; IndexOutOfRange for an axis out of
/// range, TypeError for a repeated one.
EvalOr<std::vector<bool>> reduce_axes_mask(const CallNode& call,
                                           const std::optional<std::vector<int64_t>>& axes,
                                           int64_t ndim, KernelContext& ctx);

/// Walks the row-major index space of `shape` one innermost row at a time: for each row calls
/// body(out_offset, offsets, count, inner_strides) where out_offset is the row's row-major offset,
/// offsets[k] the row's first element offset in operand k (by `strides[k]`, one per dim of
/// `shape`), count the row length and inner_strides[k] operand k's stride along the row. A
/// scalar shape is one row of one element; a shape with a zero dim has no rows. Bounded by the
/// number of elements of `shape`.
template <size_t N, class Body>
void for_each_row(const std::vector<int64_t>& shape,
                  const std::array<std::vector<int64_t>, N>& strides, Body&& body) {
  std::array<int64_t, N> offsets{};
  std::array<int64_t, N> inner{};
  if (shape.empty()) {
    body(int64_t{0}, offsets, int64_t{1}, inner);
    return;
  }
  for (int64_t d : shape)
    if (d == 0) return;
  size_t rank = shape.size();
  int64_t count = shape[rank - 1];
  for (size_t k = 0; k < N; ++k) inner[k] = strides[k][rank - 1];
  int64_t rows = 1;
  for (size_t d = 0; d + 1 < rank; ++d) rows *= shape[d];
  std::vector<int64_t> index(rank, 0);
  for (int64_t r = 0; r < rows; ++r) {
    body(r * count, offsets, count, inner);
    // Odometer step over the outer dims.
    for (size_t d = rank - 1; d-- > 0;) {
      ++index[d];
      for (size_t k = 0; k < N; ++k) offsets[k] += strides[k][d];
      if (index[d] < shape[d]) break;
      for (size_t k = 0; k < N; ++k) offsets[k] -= strides[k][d] * shape[d];
      index[d] = 0;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Element arithmetic and casts

/// Whether the element type a kernel computes in is floating point (the `if constexpr` test of the
/// element-wise kernels).
template <class C> constexpr bool kFloatC = std::is_floating_point_v<C>;

/// The unsigned type integer arithmetic wraps in: at least 32 bits, so that no operand is
/// promoted to (signed) int and overflows.
template <class T>
using wrap_t = std::conditional_t<(sizeof(T) < 4), uint32_t, std::make_unsigned_t<T>>;

template <class T> T wrap_add(T a, T b) { return T(wrap_t<T>(a) + wrap_t<T>(b)); }
template <class T> T wrap_sub(T a, T b) { return T(wrap_t<T>(a) - wrap_t<T>(b)); }
template <class T> T wrap_mul(T a, T b) { return T(wrap_t<T>(a) * wrap_t<T>(b)); }
template <class T> T wrap_neg(T a) { return T(wrap_t<T>(0) - wrap_t<T>(a)); }

/// True for float16 storage and the C++ floating types.
template <class T>
inline constexpr bool is_float_storage_v = std::is_floating_point_v<T> || std::is_same_v<T, Half>;

/// `v` (a compute value: an integer, float or double) converted to storage type `To` by the cast
/// rules of the file comment; `to_bool` when the destination dtype is bool.
template <class To, class From> To cast_elem(From v, bool to_bool) {
  if constexpr (std::is_same_v<To, Half>) {
    return float_to_half(float(v));
  } else if constexpr (std::is_floating_point_v<To>) {
    return To(v);
  } else if (to_bool) {
    return To(v != From(0)); // NaN != 0: true
  } else if constexpr (std::is_floating_point_v<From>) {
    if (std::isnan(v)) return To(0);
    double t = std::trunc(double(v));
    // Both limits are powers of two (or 0), exact in double.
    if (t <= double(std::numeric_limits<To>::min())) return std::numeric_limits<To>::min();
    if (t >= double(std::numeric_limits<To>::max()) + 1.0) return std::numeric_limits<To>::max();
    return To(t);
  } else {
    return To(v); // modular (C++20)
  }
}

/// `t` converted elementwise to `dtype` (a new tensor allocated through ctx), or `t` itself when
/// its dtype already is `dtype`.
EvalOr<Tensor> cast_tensor(const Tensor& t, DataType dtype, KernelContext& ctx);

/// A PrimValue converted to storage type T by the cast rules (`to_bool` for a bool dtype).
template <class T> T prim_to_elem(const PrimScalar& p, bool to_bool) {
  if (p.is_float()) return cast_elem<T>(p.f, to_bool);
  if (p.dtype.is_uint()) return cast_elem<T>(uint64_t(p.i), to_bool);
  return cast_elem<T>(p.i, to_bool);
}

// ---------------------------------------------------------------------------------------------
// Elementwise maps. `f` takes and returns compute values (load_elem/store_elem convert); the
// loops are templates over `f`, so a call inlines it and a same-dtype float loop vectorizes.

/// Elements per block of the contiguous loops: a block's trip count is a compile-time constant and
/// its pointers are __restrict (outputs are fresh allocations), which lets GCC vectorize it even
/// under -O2's very-cheap cost model.
inline constexpr int64_t kMapBlock = 16;

/// o[i] = f(a[i]) for i < n over raw arrays that do not overlap.
template <class TIn, class TOut, class F>
void map_unary_contiguous(const TIn* __restrict a, TOut* __restrict o, int64_t n, F& f) {
  int64_t i = 0;
  for (; i + kMapBlock <= n; i += kMapBlock) {
    // Block-local pointers and an int counter from 0: the form GCC 12 vectorizes at -O2.
    const TIn* ab = a + i;
    TOut* ob = o + i;
    for (int j = 0; j < int(kMapBlock); ++j) ob[j] = store_elem<TOut>(f(load_elem(ab[j])));
  }
  for (; i < n; ++i) o[i] = store_elem<TOut>(f(load_elem(a[i])));
}

/// o[i] = f(a[i], b[i]) for i < n over raw arrays; `o` overlaps neither input.
template <class T, class TOut, class F>
void map_binary_contiguous(const T* a, const T* b, TOut* __restrict o, int64_t n, F& f) {
  int64_t i = 0;
  for (; i + kMapBlock <= n; i += kMapBlock) {
    const T* ab = a + i;
    const T* bb = b + i;
    TOut* ob = o + i;
    for (int j = 0; j < int(kMapBlock); ++j)
      ob[j] = store_elem<TOut>(f(load_elem(ab[j]), load_elem(bb[j])));
  }
  for (; i < n; ++i) o[i] = store_elem<TOut>(f(load_elem(a[i]), load_elem(b[i])));
}

/// out = f(a) elementwise; `a` and `out` have the same number of elements.
template <class TIn, class TOut, class F> void map_unary(const Tensor& a, const Tensor& out, F f) {
  map_unary_contiguous<TIn, TOut>(a.ptr<TIn>(), out.ptr<TOut>(), out.num_elements(), f);
}

/// out = f(a, b) elementwise with broadcasting (`out`'s shape is the broadcast one). Same-shape
/// operands take a plain loop over the raw arrays; otherwise rows are walked with strides, with
/// contiguous and scalar-operand rows specialized.
template <class T, class TOut, class F>
void map_binary(const Tensor& a, const Tensor& b, const Tensor& out, F f) {
  const T* pa = a.ptr<T>();
  const T* pb = b.ptr<T>();
  TOut* po = out.ptr<TOut>();
  if (a.shape == out.shape && b.shape == out.shape) {
    map_binary_contiguous<T, TOut>(pa, pb, po, out.num_elements(), f);
    return;
  }
  std::array<std::vector<int64_t>, 2> strides = {broadcast_strides(a.shape, out.shape),
                                                 broadcast_strides(b.shape, out.shape)};
  for_each_row<2>(out.shape, strides,
                  [&](int64_t o, const std::array<int64_t, 2>& off, int64_t n,
                      const std::array<int64_t, 2>& st) {
                    const T* ra = pa + off[0];
                    const T* rb = pb + off[1];
                    TOut* ro = po + o;
                    if (st[0] == 1 && st[1] == 1) {
                      map_binary_contiguous<T, TOut>(ra, rb, ro, n, f);
                    } else if (st[0] == 1 && st[1] == 0) {
                      auto vb = load_elem(*rb);
                      for (int64_t i = 0; i < n; ++i)
                        ro[i] = store_elem<TOut>(f(load_elem(ra[i]), vb));
                    } else if (st[0] == 0 && st[1] == 1) {
                      auto va = load_elem(*ra);
                      for (int64_t i = 0; i < n; ++i)
                        ro[i] = store_elem<TOut>(f(va, load_elem(rb[i])));
                    } else {
                      for (int64_t i = 0; i < n; ++i)
                        ro[i] =
                            store_elem<TOut>(f(load_elem(ra[i * st[0]]), load_elem(rb[i * st[1]])));
                    }
                  });
}

} // namespace rxv::sem
