#pragma once
/// Per-op generation specs (the fuzz layer's column of the op table, DESIGN.md
/// "One op table"): for every op in semantics/ops/op_table.h, how the generator
/// builds a call of it that the op's StructInfo rule accepts (arity, operand
/// dtypes, attribute choices, shape constraints), or why the op is deliberately
/// not generated. A unit test fails when the table has an op with neither.
#include <string>
#include <string_view>
#include <vector>

namespace rxv::fuzz {

/// How operands and attributes are chosen; the generator has one builder per
/// form.
enum class OpForm {
  kUnaryAny,     ///< f(x): x any non-bool tensor
  kUnaryFloat,   ///< f(x): x a float tensor
  kUnaryCheck,   ///< f(x) -> bool: x a float tensor
  kClip,         ///< clip(x, prim_value min, prim_value max)
  kBinaryArith,  ///< f(x, y): same dtype, broadcast-compatible shapes (y may be
                 ///< a constant)
  kBinaryDivide, ///< as kBinaryArith; integer divisors are non-zero constants
  kBinaryFloat,  ///< as kBinaryArith, float operands only (power)
  kCompare,      ///< f(x, y) -> bool
  kLogical,      ///< f(x, y): bool or integer operands
  kWhere,        ///< where(bool cond, x, y)
  kReduce,       ///< f(x, axis=[..]|None, keepdims=b)
  kArgReduce,    ///< f(x, axis=i|None, keepdims=b) -> int64
  kCumsum,       ///< cumsum(x, axis=i|None, dtype=?, exclusive=b)
  kMatmul,  ///< matmul(x, y): x's last dim equals y's first (a constant when
            ///< needed)
  kShapeOf, ///< shape_of(x)
  kShapeToTensor, ///< shape_to_tensor(shape_of(x))
  kTensorToShape, ///< tensor_to_shape(1-D int64 tensor)
  kNullValue,     ///< null_value()
  kPrint,   ///< print(values, format=...): impure, ordinary blocks of impure
            ///< functions
  kCallTir, ///< call_tir into a generated elementwise PrimFunc
  // Manipulation (generator_ops_manipulation.cpp).
  kReshape,         ///< reshape(x, shape): x's dims regrouped, same count
  kPermuteDims,     ///< permute_dims(x, axes=perm|None)
  kExpandDims,      ///< expand_dims(x, axis=[..]) at distinct positions
  kSqueeze,         ///< squeeze(x, axis=[dims that are 1]|None)
  kBroadcastTo,     ///< broadcast_to(x, shape): 1s widened, leading dims
  kConcat,          ///< concat((x, y..), axis): dims equal but at axis
  kSplit,           ///< split(x, indices_or_sections=n|[cuts], axis)
  kTile,            ///< tile(x, repeats=[..]) of small counts
  kRepeat,          ///< repeat(x, repeats=r, axis=i|None)
  kFlip,            ///< flip(x, axis=i)
  kLayoutTransform, ///< layout_transform(x, index_map=T.index_map(lambda))
  // Indexing and search (generator_ops_index.cpp).
  kStridedSlice, ///< strided_slice(x, axes, begin, end[, strides])
  kTake,         ///< take(x, integer indices, axis, mode)
  kUnique,       ///< unique(x, sorted, index, inverse, counts[, axis])
  // Creation and casts (generator_ops_creation.cpp).
  kZerosOnes, ///< zeros/ones(shape, dtype)
  kFull,      ///< full(shape, 0-d fill value, dtype)
  kLike,      ///< zeros_like/ones_like(x, dtype=void|d)
  kFullLike,  ///< full_like(x, 0-d fill value, dtype)
  kArange,    ///< arange(start, end, step, dtype)
  kAstype,    ///< astype(x, dtype)
  kTrilu,     ///< tril/triu(x, k): x of at least 2 dims
  // Neural-network ops (generator_ops_nn.cpp).
  kSoftmax,     ///< softmax/log_softmax(x, axis): float x
  kLayerNorm,   ///< layer_norm(x, gamma, beta, axes) with matching params
  kBatchNorm,   ///< batch_norm(x, gamma, beta, mean, var, axis)
  kConv2d,      ///< conv2d(data 4-D, weight OIHW) with fitting windows
  kPool2d,      ///< max_pool2d/avg_pool2d(data 4-D) with fitting windows
  kAdaptivePool ///< adaptive_avg_pool2d(data 4-D, output_size)
};

struct OpSpec {
  std::string op; ///< "relax.add"
  OpForm form;
  int weight = 1; ///< relative frequency among the applicable specs
};

struct ExcludedOp {
  std::string op;
  std::string reason;
};

/// Every generated op, in the op table's order of families.
const std::vector<OpSpec> &op_specs();
/// Ops of the table the generator deliberately does not call, each with its
/// reason.
const std::vector<ExcludedOp> &excluded_ops();
const OpSpec *find_op_spec(std::string_view op);
/// Ops of the op table with neither a spec nor an exclusion (the coverage test
/// wants none).
std::vector<std::string> ops_without_spec();

} // namespace rxv::fuzz
