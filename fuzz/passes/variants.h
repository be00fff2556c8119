#pragma once
/// The knobs of the built-in passes. The built-in pass runs each with its
/// defaults; the bug zoo (fuzz/bugzoo/) turns one knob to reproduce a real bug
/// class in otherwise the same code.
#include <functional>
#include <string>
#include <unordered_set>

#include "semantics/ir/module.h"
#include "semantics/value/kernel.h"

namespace rxv::fuzz {

struct DceOptions {
  /// Keep a match_cast whose StructInfo mentions shape variables (it may define
  /// them).
  bool keep_shape_match_casts = true;
  /// Impure ops taken as pure (removable when unused).
  std::unordered_set<std::string> treat_as_pure;
};
sem::IRModule dce_with(const sem::IRModule& mod, const DceOptions& opts);

struct CseOptions {
  std::unordered_set<std::string> treat_as_pure;
  /// Reuse a DataflowVar of an earlier dataflow block (out of scope there).
  bool reuse_across_blocks = false;
};
sem::IRModule cse_with(const sem::IRModule& mod, const CseOptions& opts);

struct FoldOptions {
  /// The kernel of an op; default: the op table's `kernel` field.
  std::function<const sem::Kernel*(const std::string& op)> kernel_for;
  /// Bug zoo: fold integer floor_divide / floor_mod of constants with C++'s
  /// truncating / and %.
  bool truncating_division = false;
};
sem::IRModule fold_with(const sem::IRModule& mod, const FoldOptions& opts);

struct CanonicalizeOptions {
  /// Substitute an alias of a DataflowVar past the end of its block.
  bool substitute_past_block = false;
};
sem::IRModule canonicalize_with(const sem::IRModule& mod, const CanonicalizeOptions& opts);

struct MatchCastOptions {
  /// Remove every match_cast of a tensor to a tensor of the same dtype and
  /// ndim, redundant or not.
  bool remove_refining = false;
};
sem::IRModule remove_match_cast_with(const sem::IRModule& mod, const MatchCastOptions& opts);

struct InlineOptions {
  /// Substitute the parameters in reverse order (the wrong argument for each).
  bool reverse_params = false;
};
sem::IRModule inline_with(const sem::IRModule& mod, const InlineOptions& opts);

struct LegalizeOptions {
  /// Give comparison kernels the input dtype instead of bool (an astype lost in
  /// fusion).
  bool keep_input_dtype = false;
  /// Legalize broadcasting calls too, with the first operand's shape as the
  /// output shape.
  bool broadcast_with_lhs_shape = false;
};
sem::IRModule legalize_with(const sem::IRModule& mod, const LegalizeOptions& opts);

} // namespace rxv::fuzz
