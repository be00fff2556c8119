#pragma once
/// Lowering of Relax tensor ops to Halide (DESIGN.md, "One op table":
/// backends/halide/ops_<family>.cpp holds each op's lowering, keyed by the op table's name). A
/// lowered tensor is a Halide Func over row-major indices with symbolic extents: nothing here
/// depends on concrete shapes, so one compiled pipeline serves every shape of the same dtypes and
/// ranks.
///
/// Value representation inside a pipeline (matches the interpreter, semantics/value/tensor.h):
/// - bool is a Halide bool (UInt(1)); it is stored as uint8 0/1 at the pipeline's edges;
/// - float16 is computed in float32: every float16 value is a float32 already rounded to float16
///   (each op rounds its result), and is stored as float16 at the edges;
/// - signed integer arithmetic wraps (it is done on the unsigned type of the same width, because
///   Halide leaves signed 32/64-bit overflow undefined).
#include <Halide.h>

#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "backends/halide/run_time_values.h"
#include "semantics/ir/expr.h"
#include "semantics/value/eval_error.h"

namespace rxv::halide {

/// A tensor inside a pipeline. `func` takes the indices innermost first (Halide's order), i.e.
/// the reverse of `shape`; use at() to index it in row-major order.
struct LTensor {
  Halide::Func func;
  sem::DataType dtype;
  std::vector<Halide::Expr> shape; ///< row-major symbolic extents (Int(32))
  /// How to schedule it (set by lowerings whose Func has update definitions or helper stages):
  /// called with the pipeline's output stage (a wrapper converting to the storage type) when the
  /// tensor is a pipeline output, or with null when it is an intermediate; returns true when it
  /// scheduled the output stage itself. Unset: elementwise, inlined into its consumers, or
  /// vectorized and parallelized when it is an output.
  std::function<bool(Halide::Func* output_stage, const Halide::Target& target)> schedule;
  /// Its schedule on GPU targets when it is a pipeline output, for lowerings with a better one
  /// than schedule_gpu_pipeline's generic one (gpu_schedule.h): schedules the output stage and
  /// returns the helper Funcs it placed, which the generic pass then leaves alone. The CPU
  /// `schedule` is not called on GPU targets.
  std::function<std::vector<Halide::Func>(Halide::Func& output_stage)> gpu_schedule;

  int ndim() const { return static_cast<int>(shape.size()); }
  /// The element at row-major indices `idx` (size ndim()).
  Halide::Expr at(const std::vector<Halide::Expr>& idx) const;
};

/// A scalar literal argument (a PrimValue of an IntImm or FloatImm).
struct PrimLiteral {
  sem::DataType dtype;
  int64_t i = 0;
  double f = 0;
  /// Defined when the value is a run-time parameter (run_time_values.h; Int(64), or Float(64)
  /// for a float dtype): then `i` and `f` hold no value, and literal() reads this instead.
  Halide::Expr value;
  bool is_float() const { return dtype.is_float(); }
};

/// One argument of an op call as the lowering sees it.
struct Operand {
  std::optional<LTensor> tensor;
  std::optional<PrimLiteral> prim;
  std::optional<std::vector<int64_t>> shape; ///< an R.shape([...]) of literal dims
  /// The elements of `shape` or `ints` as Int(64) Exprs: run-time values where the op takes
  /// them at run time (RunTimeValues::shapes, tuple_args; `shape` / `ints` are then unset), else
  /// constants.
  std::optional<std::vector<Halide::Expr>> dims = std::nullopt;
  std::optional<std::vector<int64_t>> ints = std::nullopt; ///< a tuple of literal int PrimValues
};

/// A condition on the (symbolic) shapes that must hold at run time; checked before the pipeline
/// runs, with the concrete extents substituted. False gives EvalError{kind, message}.
struct ShapeCheck {
  Halide::Expr ok;
  sem::EvalErrorKind kind = sem::EvalErrorKind::kShapeMismatch;
  std::string message;
  /// False hands the region to the interpreter (a run-time value the lowering does not cover)
  /// instead of failing with `kind`.
  bool fallback = false;
};

class RunTimeParams;

/// What a lowering may add besides its result.
struct LowerContext {
  std::vector<ShapeCheck> checks;
  std::string op_name; ///< "relax.add", for messages
  /// Set by the JIT driver: where run-time values go (null: values are compiled in, as in AOT
  /// code), and the index of the binding being lowered.
  RunTimeParams* run_time = nullptr;
  int binding = 0;
  /// Float attribute `name` of `call` (absent or None: `default_value`) as a Float(64) Expr: a
  /// run-time parameter where the op declares it in RunTimeValues::float_attrs and the JIT
  /// compiles, a constant otherwise. A value the decoder cannot read throws AttrNotLowered.
  Halide::Expr float_value(const sem::CallNode& call, const std::string& name,
                           double default_value);
  /// Where the lowering covers a value only when `ok` holds: "" when it holds, `why` when it
  /// folds to false here (the call is not lowered), else "" and a run-time check that hands
  /// the region to the interpreter when false (`ok` depends on a run-time value).
  std::string covered_if(Halide::Expr ok, std::string why);
  void require(Halide::Expr ok, std::string message,
               sem::EvalErrorKind kind = sem::EvalErrorKind::kShapeMismatch) {
    checks.push_back({std::move(ok), kind, op_name + ": " + std::move(message)});
  }
};

/// A lowered result, or why this call cannot be lowered (then it runs on the interpreter).
using LowerResult = std::variant<LTensor, std::string>;

using OpLowering = std::function<LowerResult(const sem::CallNode& call,
                                             const std::vector<Operand>& args, LowerContext& ctx)>;

/// An op the backend deliberately leaves to the interpreter, and why.
struct ExcludedOp {
  std::string op;
  std::string reason;
  std::string family; ///< the registering family
};

/// The lowerings, keyed by op name ("relax.add"), and the ops left to the interpreter. Every
/// family of the op table (semantics/ops/op_families.h) registers both from
/// backends/halide/ops_<family>.cpp. Built on first use, thread-safe, immutable.
class LoweringRegistry {
public:
  static const LoweringRegistry& get();
  const OpLowering* find(std::string_view op_name) const;
  /// What op `op_name`'s pipeline takes at run time (run_time_values.h); none for an op
  /// without a lowering.
  const RunTimeValues& run_time_values(std::string_view op_name) const;
  std::vector<std::string> names() const;
  /// `run_time`: which values of the op's calls the lowering reads only as run-time values.
  void add(std::string name, OpLowering fn, RunTimeValues run_time = {});
  /// `name` is not lowered, for `reason` (a data-dependent shape, a tuple, not lowered yet).
  void exclude(std::string name, std::string reason);
  /// The family that registered op `name`'s lowering or exclusion; empty if none did.
  std::string_view family_of(std::string_view name) const;
  const std::vector<ExcludedOp>& excluded() const { return excluded_; }
  /// Replaces op `name`'s lowering for the rest of the process and returns the previous one
  /// (tests inject a wrong lowering to show that `rxv fuzz --backend` catches it). Call only
  /// while nothing is being lowered.
  static OpLowering replace_for_testing(std::string_view name, OpLowering fn);

private:
  struct Entry {
    std::string name;
    OpLowering fn;
    std::string family;
    RunTimeValues run_time;
  };
  std::string family_; ///< the family now registering
  std::vector<Entry> entries_;
  std::vector<ExcludedOp> excluded_;
};

// ---- helpers shared by the families (lowering_helpers.cpp) ----

/// The Halide type a dtype is stored as in a buffer (bool: UInt(8), float16: Float(16)); nullopt
/// for a dtype a tensor cannot have.
std::optional<Halide::Type> storage_type(sem::DataType t);
/// The Halide type a dtype is computed in (bool: Bool(), float16: Float(32)).
std::optional<Halide::Type> compute_type(sem::DataType t);
/// Rounds a compute-type value to the dtype: float16 rounds through Float(16); others unchanged.
Halide::Expr round_to(sem::DataType t, Halide::Expr e);
/// Converts a compute-type value of dtype `from` to dtype `to` (C++ static_cast semantics;
/// to bool: != 0; float to int: truncation, as the interpreter's astype).
Halide::Expr convert(sem::DataType from, sem::DataType to, Halide::Expr e);
/// A literal as a compute-type Expr of dtype `t`.
Halide::Expr literal(const PrimLiteral& p, sem::DataType t);
/// Wrapping signed arithmetic: a op b computed on the unsigned type of the same width.
Halide::Expr wrap_add(Halide::Expr a, Halide::Expr b);
Halide::Expr wrap_sub(Halide::Expr a, Halide::Expr b);
Halide::Expr wrap_mul(Halide::Expr a, Halide::Expr b);
/// is_nan that survives fast-math targets (marked strict), for the explicit NaN rules.
Halide::Expr is_nan_strict(Halide::Expr e);
/// True when float `e` is NaN, tested on its bits: an integer test that Halide's simplifier,
/// which assumes floats are never NaN, cannot drop or reorder.
Halide::Expr is_nan_bits(Halide::Expr e);
/// Round to nearest, ties to even, from floor and selects: Halide 14's CUDA code rounds float64
/// ties away from zero (libdevice's round), so the spec's rounding is spelled out (a GPU run of
/// a bundle found round(0.5) = 1); -0.5 rounds to -0.0, NaN and infinities stay.
Halide::Expr round_half_even(Halide::Expr x);
/// exp that overflows to inf and underflows to 0 (Halide's gives 0 for large arguments), NaN
/// kept; for float32 / float64 compute types.
Halide::Expr safe_exp(Halide::Expr x);
/// erf of a float32 / float64 value (through Halide's float32 erf), exact +-1 and NaN at the ends.
Halide::Expr safe_erf(Halide::Expr x);
/// NaN-propagating max / min for floats (numpy's maximum/minimum); plain max/min otherwise.
Halide::Expr nan_max(Halide::Expr a, Halide::Expr b);
Halide::Expr nan_min(Halide::Expr a, Halide::Expr b);
/// Row-major Vars v0..v{n-1} for defining a Func of rank n.
std::vector<Halide::Var> make_vars(int n, const std::string& prefix = "i");
/// Defines `f` at row-major `vars` as `value`.
void define(Halide::Func& f, const std::vector<Halide::Var>& vars, Halide::Expr value);
/// Row-major Vars as Exprs.
std::vector<Halide::Expr> as_exprs(const std::vector<Halide::Var>& vars);
/// A fresh Func named after the op ("add_3").
Halide::Func fresh_func(const std::string& op_name);
/// The number of elements of a (symbolic) shape: 1 for rank 0.
Halide::Expr elements(const std::vector<Halide::Expr>& shape);
/// A tensor of x's dtype and `shape` whose element at a row-major index is `value(index)`: the
/// shape of every op that only moves or selects x's elements.
LTensor remap(const std::string& name, const LTensor& x, std::vector<Halide::Expr> shape,
              const std::function<Halide::Expr(const std::vector<Halide::Expr>&)>& value);
/// The dims of a literal shape operand (Operand::dims, maybe run-time values) as Int(32)
/// extents, each checked to be in [0, INT32_MAX] (LowerContext::covered_if); why not when one is
/// not (or the operand is not a literal shape).
std::variant<std::vector<Halide::Expr>, std::string> literal_extents(const Operand& a,
                                                                     LowerContext& ctx);
/// The tensor operand `i`, or nullptr when it is not a tensor.
const LTensor* tensor_arg(const std::vector<Operand>& args, size_t i);
/// numpy broadcasting of shapes (symbolic): the result shape, adding a check per dim pair.
std::vector<Halide::Expr> broadcast_shape(const std::vector<std::vector<Halide::Expr>>& shapes,
                                          LowerContext& ctx);
/// The element of `t` for an output index `out_idx` of the broadcast shape (rank >= t's). Valid
/// where the broadcast is checked (each of t's extents is 1 or the output's).
Halide::Expr broadcast_at(const LTensor& t, const std::vector<Halide::Expr>& out_idx);
/// The axes attribute: nullopt when absent or None; normalized (negative from the end) and
/// checked; the error text when out of range, repeated or not a list of ints.
std::variant<std::optional<std::vector<int>>, std::string>
axes_attr(const sem::CallNode& call, const std::string& name, int ndim);
/// The default schedule of an output stage of rank `ndim`: the innermost dim vectorized (guarded
/// tail), the outermost (or chunks of a 1-D one) in parallel.
void schedule_elementwise(Halide::Func& f, int ndim, const Halide::Target& target);
/// A Func with update definitions computed at root: pure and update stages parallel over the
/// outermost pure dim and vectorized along the innermost pure dim when it has any.
void schedule_root_reduction(Halide::Func& f, int ndim, const Halide::Target& target);
// Attributes, read with the op table's decoder (semantics/ops/op_attrs.h, read_attr): absent or
// None reads as nullopt or the default. A value the decoder cannot read as the type asked for
// throws AttrNotLowered, which the lowering driver reports as the reason the call is not lowered
// (the interpreter runs it), so no lowering acts on an attribute it misread.

/// Thrown by the attribute readers below; what() is the decoder's message.
struct AttrNotLowered : std::runtime_error {
  using std::runtime_error::runtime_error;
};
std::optional<int64_t> int_attr(const sem::CallNode& call, const std::string& name);
/// A number (a float, an int or a float PrimExpr).
std::optional<double> float_attr(const sem::CallNode& call, const std::string& name);
bool bool_attr(const sem::CallNode& call, const std::string& name, bool default_value);
std::string string_attr(const sem::CallNode& call, const std::string& name,
                        std::string default_value);
/// A dtype ("float32" or R.dtype(...)); void (TVM's unset dtype) reads as nullopt.
std::optional<sem::DataType> dtype_attr(const sem::CallNode& call, const std::string& name);
/// A list of ints (a single int is a list of one).
std::optional<std::vector<int64_t>> int_list_attr(const sem::CallNode& call,
                                                  const std::string& name);

} // namespace rxv::halide
