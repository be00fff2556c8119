#pragma once
/// StructInfo inference and checking for a whole module (structinfo-and-semantics.md, "Derivation
/// rules" and "Purity"). Input must be well-formed and normalized
/// (semantics/analysis/well_formed.h, semantics/transform/normalize.h): the rules are defined on
/// the normal form.
///
/// Error ids: SI-<n> for StructInfo errors (listed in infer.cpp's file comment with the rule they
/// come from), SI-op for an operator's own rule, PUR-1 for an impure call inside a DataflowBlock,
/// PUR-2 for an impure call in a function marked pure without relax.force_pure. Possibly-compatible
/// annotations and arguments are warnings (a run-time check is needed), never errors.
#include <unordered_map>
#include <vector>

#include "semantics/arith/arith.h"
#include "semantics/ir/module.h"
#include "semantics/support/diagnostic.h"

namespace rxv::sem {

struct InferResult {
  /// Errors and warnings, in source order.
  std::vector<Diagnostic> diagnostics;
  /// The derived StructInfo of every Relax variable bound in the module (parameters: their
  /// annotation; bindings: the annotation if given, else the derived StructInfo), by node.
  std::unordered_map<const VarNode*, StructInfo> var_sinfo;
  /// The StructInfo of every global Relax function (a FuncStructInfo), by name.
  std::unordered_map<std::string, StructInfo> function_sinfo;
  bool has_errors() const;
};

struct InferOptions {
  /// Judge by the 2023 spec text where it is stricter than TVM (`rxv check --rules spec`): a
  /// PrimFunc called directly is impure whatever its body (rule 16).
  bool spec_rules = false;
};

/// Derives and checks StructInfo for every Relax function of `mod`, using `arith` for every shape
/// equality. Never fails on a well-formed, normalized module; on anything else it reports what it
/// can and never crashes.
InferResult infer_struct_info(const IRModule& mod, Arith& arith, InferOptions opts = {});

/// `mod` with every binding's variable annotated by its derived StructInfo (shape dimensions
/// simplified by `arith`), for `rxv check --show-sinfo`. Printing it and reading it back gives the
/// same module.
IRModule annotate_struct_info(const IRModule& mod, const InferResult& result, Arith& arith);

/// `s` with every shape dimension and Prim value in `arith`'s canonical form (recursively), as
/// annotate_struct_info prints it; `s` itself when nothing changes.
StructInfo simplify_struct_info(const StructInfo& s, Arith& arith);

} // namespace rxv::sem
