#pragma once
/// StructInfo helpers shared by the op families (semantics/ops/<family>.cpp): reading tensor
/// StructInfo, building results that keep the input's vdevice, numpy broadcasting of two shapes,
/// axis normalization. Every comparison of shape dimensions goes through the Arith (Proved /
/// Refuted / Unknown), never through pointers or text.
#include <optional>
#include <string>
#include <vector>

#include "semantics/ops/op_table.h"
#include "semantics/struct_info/relations.h"

namespace rxv::sem {

/// The call's op name ("relax.add"), or "call" when the callee is not an Op; message prefix.
std::string op_name(const CallNode& call);

/// `R.Tensor((n, 4), dtype="float32")` for messages; "no StructInfo" for null.
std::string describe(const StructInfo& sinfo);

/// The default derivation of a call's result from its sinfo_args (ExternFunc, call_packed,
/// invoke_closure): one gives itself, several a Tuple of them; null when there are none or one of
/// them is missing (each caller says what that means).
StructInfo sinfo_args_result(const CallNode& call);

/// The dimensions of a tensor's shape when known: the values of a ShapeExpr, or of the Shape
/// annotation of a Var used as the shape. Null when the shape is unknown.
const std::vector<PrimExpr>* tensor_dims(const TensorSInfo& t);

/// The dtype of a Tensor or Prim StructInfo; nullopt for any other kind.
std::optional<DataType> element_dtype(const StructInfo& s);

/// Argument `i` as a tensor. Otherwise reports `<op>: argument i (<what>) must be a tensor, got
/// <sinfo>` and answers null.
const TensorSInfo* expect_tensor(const CallNode& call, const std::vector<StructInfo>& args,
                                 size_t i, const char* what, OpInferContext& ctx);

/// Tensor StructInfo builders. `vdevice` is carried over from the inputs.
StructInfo tensor_of_dims(std::vector<PrimExpr> dims, DataType dtype,
                          std::optional<std::string> vdevice);
/// A tensor of unknown shape (ndim -1: unknown too); ndim 0 gives the shape ().
StructInfo tensor_of_ndim(DataType dtype, int ndim, std::optional<std::string> vdevice);
/// A tensor whose shape is the shape Var all `operands` share (tensors whose shape is that same
/// Relax Var, which holds one value); tensor_of_ndim when they share none.
StructInfo tensor_of_shared_shape(const std::vector<StructInfo>& operands, DataType dtype, int ndim,
                                  std::optional<std::string> vdevice);
/// `t` with dtype replaced: same shape (ShapeExpr or Var), ndim and vdevice.
StructInfo tensor_like(const TensorSInfo& t, DataType dtype);

/// The common vdevice of two operands: the one that is set, or both when equal. Reports
/// differing vdevices and answers the first.
std::optional<std::string> merge_vdevice(const CallNode& call, const std::optional<std::string>& a,
                                         const std::optional<std::string>& b, OpInferContext& ctx);

/// Result of broadcasting two shapes numpy-style (dims aligned from the right).
struct Broadcast {
  enum class Status {
    kOk,        ///< `dims` is the result shape
    kUndecided, ///< some pair is neither provably equal nor provably 1: shape unknown
    kError,     ///< some pair can never broadcast (`message` says which)
  };
  Status status = Status::kOk;
  std::vector<PrimExpr> dims;
  std::string message;
};

/// Broadcasts `a` and `b`: per aligned pair, a dim provably 1 takes the other one, provably equal
/// dims are kept, and a pair that provably differs with neither side 1 is an error.
Broadcast broadcast_shapes(const std::vector<PrimExpr>& a, const std::vector<PrimExpr>& b,
                           Arith& arith);

/// Graded equality of two dimension lists: kCompatible when every pair is provably equal,
/// kIncompatible when the lengths differ or some pair provably differs, kPossibly otherwise.
/// `first_bad` is set to the index of the first pair that is not provably equal (-1 if none).
Compat compare_dims(const std::vector<PrimExpr>& a, const std::vector<PrimExpr>& b, Arith& arith,
                    int* first_bad = nullptr);

/// `axis` in [-ndim, ndim) mapped to [0, ndim); reports an out-of-range axis and answers nullopt.
std::optional<int> normalize_axis(const CallNode& call, int64_t axis, int ndim,
                                  OpInferContext& ctx);

/// Every axis normalized; reports out-of-range and repeated axes (nullopt then).
std::optional<std::vector<int>> normalize_axes(const CallNode& call,
                                               const std::vector<int64_t>& axes, int ndim,
                                               OpInferContext& ctx);

/// The product of `dims` (1 for none), simplified by `arith`.
PrimExpr shape_product(const std::vector<PrimExpr>& dims, Arith& arith);

/// The dims as `(n, 4)` for messages.
std::string describe_dims(const std::vector<PrimExpr>& dims);

/// Builds one op table entry; every family registers its ops with it, e.g.
///   table.add(OpBuilder("nn", "relax.nn.softmax")
///                 .args(1)
///                 .attrs({{"axis", AttrType::kInt, false}})
///                 .infer(infer_softmax)
///                 .kernel(softmax_kernel(false))
///                 .doc("exp(x - max) / sum(exp(x - max)) along `axis` (default -1)"));
/// Unset parts keep OpDef's defaults: no arguments, no attributes, pure, no kernel. Used as a
/// temporary (the setters are &&-qualified), it converts to the OpDef it built.
class OpBuilder {
public:
  /// An entry `name` ("relax.add") filed under `family` ("binary": its semantics/ops/ file).
  OpBuilder(std::string family, std::string name) {
    def_.family = std::move(family);
    def_.name = std::move(name);
  }
  /// Exactly `n` positional Relax arguments.
  OpBuilder&& args(int n) && { return std::move(*this).args(n, n); }
  /// `min_args` to `max_args` positional Relax arguments (max_args -1: any number).
  OpBuilder&& args(int min_args, int max_args) && {
    def_.min_args = min_args;
    def_.max_args = max_args;
    return std::move(*this);
  }
  OpBuilder&& attrs(std::vector<AttrSpec> attrs) && {
    def_.attrs = std::move(attrs);
    return std::move(*this);
  }
  /// Marks the op impure (print, assert_op, invoke_closure, ...).
  OpBuilder&& impure() && {
    def_.pure = false;
    return std::move(*this);
  }
  OpBuilder&& infer(InferRule rule) && {
    def_.infer = std::move(rule);
    return std::move(*this);
  }
  OpBuilder&& kernel(Kernel kernel) && {
    def_.kernel = std::move(kernel);
    return std::move(*this);
  }
  OpBuilder&& doc(std::string doc) && {
    def_.doc = std::move(doc);
    return std::move(*this);
  }
  /// OpDef::call_tir_like.
  OpBuilder&& call_tir_like() && {
    def_.call_tir_like = true;
    return std::move(*this);
  }
  /// OpDef::dist_infer.
  OpBuilder&& dist_infer(InferRule rule) && {
    def_.dist_infer = std::move(rule);
    return std::move(*this);
  }
  /// OpDef::divisor_arg.
  OpBuilder&& divisor_arg(int i) && {
    def_.divisor_arg = i;
    return std::move(*this);
  }
  /// OpDef::reads_contents = false: the op does not read its tensors' elements.
  OpBuilder&& contents_unread() && {
    def_.reads_contents = false;
    return std::move(*this);
  }
  /// OpDef::signature (the op's TVMScript parameters, "data, alpha=0.01").
  OpBuilder&& signature(std::string signature) && {
    def_.signature = std::move(signature);
    return std::move(*this);
  }
  operator OpDef() && { return std::move(def_); }

private:
  OpDef def_;
};

} // namespace rxv::sem
