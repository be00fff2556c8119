#pragma once
/// A region (region.h) lowered to one Halide pipeline and JIT-compiled for given input dtypes and
/// ranks. Its extents are symbolic: one compiled region runs on inputs of any shape. The shape
/// checks of its ops and its integer divisors are checked before it runs, so that it fails with
/// the EvalError the interpreter would give (ShapeMismatch, DivisionByZero) at the binding's loc.
#include <Halide.h>

#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "backends/halide/lowering.h"
#include "backends/halide/region.h"
#include "semantics/value/kernel.h"
#include "semantics/value/tensor.h"

namespace rxv::halide {

/// The dtype and rank of a region input: with the region's structure, the compile cache key.
struct InputSig {
  sem::DataType dtype;
  int ndim = 0;
  friend bool operator==(const InputSig&, const InputSig&) = default;
};

/// The outcome of running a region: its outputs (one per Region::outputs), the EvalError the
/// program fails with, or why Halide could not run it (then the interpreter runs the region).
struct RegionRun {
  std::vector<sem::Tensor> outputs;
  std::optional<sem::EvalError> error;
  std::string unsupported; ///< non-empty: not run
};

class CompiledRegion {
public:
  /// Lowers `region` for `inputs` and compiles it for `target`; the reason when some binding
  /// cannot be lowered ("lv3: relax.power: not lowered for dtype int32").
  static std::variant<std::shared_ptr<const CompiledRegion>, std::string>
  compile(const Region& region, const std::vector<InputSig>& inputs, const Halide::Target& target);

  /// Runs on `inputs` (the region's inputs, of the compiled dtypes and ranks). `region` must have
  /// the jit_key it was compiled from (it supplies the locations of errors and the run-time
  /// values). Thread-safe.
  /// `into`: tensors to write the outputs into when their dtype and shape fit (else allocated).
  RegionRun run(const Region& region, const std::vector<sem::Tensor>& inputs,
                const sem::EvalLimits& limits,
                const std::vector<sem::Tensor>* into = nullptr) const;

  /// The device code (PTX) of `region` compiled for a GPU `target`, built without a GPU; `error`
  /// says why when the region cannot be lowered or compiled.
  struct DeviceCode {
    std::string code;
    std::string error;
  };
  static DeviceCode device_code(const Region& region, const std::vector<InputSig>& inputs,
                                const Halide::Target& target);

  /// Compiles `region` ahead of time for `target` into the object file `path`, without Halide's
  /// runtime (a bundle links one per target, bundle_writer.h): a function `fn_name` taking the
  /// inputs' buffers then the outputs' (and `fn_name`_argv, the same as an array). The caller
  /// checks the shapes (the JIT's run-time checks are not in it). "" or why not.
  static std::string compile_to_object(const Region& region, const std::vector<InputSig>& inputs,
                                       const Halide::Target& target, const std::string& fn_name,
                                       const std::string& path);

  double compile_seconds() const { return compile_seconds_; }
  /// The output dtypes, one per Region::outputs.
  const std::vector<sem::DataType>& output_dtypes() const { return out_dtypes_; }

private:
  /// Lowers and schedules `region` for `target` (no compilation). `run_time`: the values its
  /// ops declare become run-time parameters (the JIT; Region::jit_key), else constants (AOT).
  static std::variant<std::shared_ptr<CompiledRegion>, std::string>
  build(const Region& region, const std::vector<InputSig>& inputs, const Halide::Target& target,
        bool run_time);

  struct Check {
    int binding;
    ShapeCheck check;
  };
  std::vector<InputSig> sigs_;
  std::vector<Halide::ImageParam> params_;
  std::vector<std::vector<std::string>> extent_names_; ///< per input, per Halide dim
  std::vector<sem::DataType> binding_dtypes_;
  std::vector<Halide::Expr> binding_elems_; ///< each binding's element count (Int(64))
  std::vector<sem::DataType> out_dtypes_;
  std::vector<std::vector<Halide::Expr>> out_shapes_; ///< row-major
  std::vector<Check> checks_;
  RunTimeParams run_time_; ///< the literals and attributes bound per run
  Halide::Pipeline pipeline_;
  Halide::Target target_;
  double compile_seconds_ = 0;
  mutable std::mutex run_mu_; ///< JIT realize of one pipeline is serialized
};

/// A Halide buffer viewing `t`'s storage (no copy): dims innermost first, dense row-major strides.
Halide::Buffer<> buffer_view(const sem::Tensor& t);

/// The Tensor of a Relax constant.
sem::Tensor tensor_of_ndarray(const sem::NDArray& a);

} // namespace rxv::halide
