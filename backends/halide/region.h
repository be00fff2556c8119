#pragma once
/// Lowerable regions of a Relax function: maximal runs of bindings, inside one binding block
/// (dataflow or plain), whose values are calls of ops with a Halide lowering on variables,
/// constants and literal PrimValues. Each region becomes one Halide pipeline; everything else
/// (control flow, MatchCast, calls of functions, ops without a lowering) stays with the
/// interpreter.
///
/// One extra rule splits regions: the divisor of an integer division (the argument an op table
/// entry names as its divisor_arg: divide, floor_divide, floor_mod) must be a region input, so
/// that the runner can check it for zeros (an EvalError in the interpreter, undefined in Halide)
/// before the pipeline runs.
#include <string>
#include <vector>

#include "semantics/ir/expr.h"

namespace rxv::halide {

/// Where an argument of a region binding comes from.
struct RegionArg {
  enum class Kind { kInput, kBinding, kLiteral } kind = Kind::kInput;
  int index = 0; ///< kInput: into Region::inputs; kBinding: into Region::bindings
  /// kLiteral: the PrimValue node, the ShapeExpr of literal dims or the Tuple of int PrimValues
  sem::Expr literal;
};

struct RegionBinding {
  const sem::Binding* binding = nullptr;
  const sem::CallNode* call = nullptr;
  std::string op; ///< "relax.add"
  std::vector<RegionArg> args;
};

struct Region {
  const sem::BindingBlock* block = nullptr;
  size_t first = 0;                    ///< index of the first binding in `block`
  std::vector<RegionBinding> bindings; ///< consecutive bindings of `block` from `first`
  std::vector<sem::Expr> inputs;       ///< Vars and Constants, in first-use order
  std::vector<int> outputs;            ///< bindings whose value is used outside the region
  /// The structure: ops, attrs, argument wiring and outputs, without dtypes or shapes. Two regions
  /// with the same structure and input dtypes/ranks share a compiled pipeline.
  std::string structure;
  /// The structure without the values a JIT-compiled pipeline takes at run time (the scalar
  /// literals and float attributes its ops declare, run_time_values.h): the JIT cache's key.
  /// `structure` keeps them (AOT code compiles them in).
  std::string jit_key;
  /// Every binding's op is elementwise (RunTimeValues::any_rank): on inputs of one shape the
  /// region runs on their 1-d views, whatever the rank.
  bool any_rank = false;
  /// Indices into `inputs` used as the divisor of an integer-capable division, by binding.
  std::vector<std::pair<int, int>> divisors; ///< (binding, input)
};

/// What find_regions saw, for reports.
struct RegionScan {
  std::vector<Region> regions;
  int bindings = 0;         ///< bindings visited in the function's body blocks
  int lowered_bindings = 0; ///< of which inside a region
  /// Bindings left to the interpreter, each "name: why" (an op without lowering, a MatchCast ...).
  std::vector<std::string> fallbacks;
};

/// The regions of `fn`'s body (its top-level SeqExpr; nested functions and If branches stay with
/// the interpreter). `fn` must outlive the result. `fuse` false: one binding per region (each op
/// its own pipeline, which separates lowering bugs from fusion bugs).
RegionScan find_regions(const sem::FunctionNode& fn, bool fuse = true);

} // namespace rxv::halide
