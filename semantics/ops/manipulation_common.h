#pragma once
/// Helpers private to the manipulation and search families (semantics/ops/manipulation_*.cpp,
/// search.cpp): StructInfo pieces they share (a tensor whose shape is a given Expr, the int values
/// of a tuple of PrimValues) and the small kernel toolkit they run on (PrimValue argument access,
/// row-major index iteration, dtype-blind element copies; tensor arguments come from
/// kernel_helpers.h, attributes from op_attrs.h).
/// Manipulation kernels move elements without looking at them, so they copy bytes and need no
/// dtype dispatch.
#include <cstring>
#include <optional>
#include <string>
#include <vector>

#include "semantics/ops/kernel_helpers.h"
#include "semantics/ops/op_attrs.h"
#include "semantics/ops/op_helpers.h"
#include "semantics/value/kernel.h"

namespace rxv::sem::manip {

// ---- StructInfo side -------------------------------------------------------------------------

/// A tensor whose shape is `shape` (a ShapeExpr or a shape-valued Var) of `ndim` dimensions.
StructInfo tensor_of_shape(Expr shape, int ndim, DataType dtype,
                           std::optional<std::string> vdevice);

/// The Shape StructInfo of argument `i`; reports `<op>: argument i (<what>) must be a shape` and
/// answers null otherwise.
const ShapeSInfo* expect_shape(const CallNode& call, const std::vector<StructInfo>& args, size_t i,
                               const char* what, OpInferContext& ctx);

/// The values of a tuple of integer PrimValues (argument `i`): the PrimExprs when every field's
/// value is known, nullopt when some value or the tuple's length is unknown (Object). Reports a
/// StructInfo that cannot be such a tuple (sets `*bad`).
std::optional<std::vector<PrimExpr>> tuple_of_prim_values(const CallNode& call,
                                                          const std::vector<StructInfo>& args,
                                                          size_t i, const char* what,
                                                          OpInferContext& ctx, bool* bad);

/// The integer value of a PrimValue argument `i` when known (a literal int or bool); reports an
/// argument that is not a PrimValue (sets `*bad`).
std::optional<int64_t> prim_int_arg(const CallNode& call, const std::vector<StructInfo>& args,
                                    size_t i, const char* what, OpInferContext& ctx, bool* bad);

/// A known non-negative literal; nullopt for anything else.
std::optional<int64_t> literal(const PrimExpr& e);

// ---- Kernel side -----------------------------------------------------------------------------

/// Argument `i` as a PrimValue's integer (bool as 0/1), or a TypeError.
EvalOr<int64_t> int_arg(const CallNode& call, const std::vector<Value>& args, size_t i,
                        KernelContext& ctx);

/// Element `i` of an integer index tensor as an int64; an unsigned value above INT64_MAX reads as
/// INT64_MAX (out of range for every dim).
int64_t read_index(const Tensor& t, int64_t i);
/// An index into a dim of length `dim`: a negative one counts from the end once (TVM's
/// `i + (i < 0) * dim`); nullopt when the result is outside [0, dim).
std::optional<int64_t> index_in_dim(int64_t i, int64_t dim);
/// The integer index tensor argument `i` (`what` names it in messages), or a TypeError.
EvalOr<const Tensor*> index_tensor_arg(const CallNode& call, const std::vector<Value>& args,
                                       size_t i, const char* what, KernelContext& ctx);
/// Argument 0 as a tensor (the data) and argument 1 as an integer index tensor (`what`).
struct DataAndIndices {
  const Tensor* data;
  const Tensor* indices;
};
EvalOr<DataAndIndices> data_and_indices(const CallNode& call, const std::vector<Value>& args,
                                        const char* what, KernelContext& ctx);
/// Reports (SI-op) a known dtype of an index tensor that is not an integer (bool is not); true
/// when it is fine.
bool check_index_dtype(const CallNode& call, const TensorSInfo& t, const char* what,
                       OpInferContext& ctx);
/// `axis` in [-ndim, ndim) mapped to [0, ndim), or an error (a well-typed program never has one:
/// StructInfo rejects it; the kernel checks anyway).
EvalOr<int> kernel_axis(const CallNode& call, int64_t axis, int64_t ndim, KernelContext& ctx);
/// kernel_axis of the int attribute `name` (default `def`).
EvalOr<int> kernel_axis_attr(const CallNode& call, const char* name, int64_t def, int64_t ndim,
                             KernelContext& ctx);

/// Row-major strides of `shape` (in elements).
std::vector<int64_t> strides_of(const std::vector<int64_t>& shape);

/// Product of `shape`; nullopt on int64 overflow.
std::optional<int64_t> checked_product(const std::vector<int64_t>& shape);

/// Calls f(index, flat) for every multi-index of `shape` in row-major order (flat = 0, 1, ...).
template <class F> void for_each_index(const std::vector<int64_t>& shape, F&& f) {
  std::vector<int64_t> index(shape.size(), 0);
  int64_t total = 1;
  for (int64_t d : shape) total *= d;
  for (int64_t flat = 0; flat < total; ++flat) {
    f(static_cast<const std::vector<int64_t>&>(index), flat);
    for (size_t k = shape.size(); k-- > 0;) {
      if (++index[k] < shape[k]) break;
      index[k] = 0;
    }
  }
}

/// Copies element `si` of `src` to element `di` of `dst` (same dtype), bit for bit.
inline void copy_elem(const Tensor& dst, int64_t di, const Tensor& src, int64_t si) {
  int64_t b = src.elem_bytes();
  std::memcpy(dst.bytes() + di * b, src.bytes() + si * b, size_t(b));
}

/// A fresh tensor with `in`'s elements in the same row-major order and `shape` (of the same
/// element count).
EvalOr<Value> reshaped_copy(const Tensor& in, std::vector<int64_t> shape, KernelContext& ctx);

/// Allocates a tensor of `in`'s dtype and `shape` and fills element i with in[src(index_i)], for
/// every output multi-index in row-major order.
template <class F>
EvalOr<Value> gather(const Tensor& in, std::vector<int64_t> shape, KernelContext& ctx, F&& src) {
  auto out = ctx.alloc(in.dtype, std::move(shape));
  if (!out) return out.error();
  const Tensor& o = *out;
  for_each_index(o.shape, [&](const std::vector<int64_t>& index, int64_t flat) {
    copy_elem(o, flat, in, src(index));
  });
  return Value(*out);
}

} // namespace rxv::sem::manip
