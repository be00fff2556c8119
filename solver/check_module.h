#pragma once
/// The one check pipeline: what `rxv check`, the corpus runner and the fuzzer's validity property
/// (fuzz/validity.h) apply to a module that has been read: well-formedness of the module as
/// written, then normalization, then StructInfo inference and purity (PUR-1, PUR-2, and PUR-3,
/// whole-program purity with Z3's fixedpoint engine, solver/purity_horn.h) on the normal form
/// (the derivation rules are defined on it). Later stages run only when the earlier ones found no
/// error. Shape equalities are proved with the Arith given: Z3 (solver/z3_arith.h) or
/// semantics' default simplifier.
#include <optional>
#include <string>
#include <vector>

#include "semantics/arith/arith.h"
#include "semantics/infer/infer.h"
#include "semantics/ir/module.h"
#include "semantics/support/diagnostic.h"

namespace rxv::solver {

struct CheckOptions {
  /// The input claims to be in normal form: also check NF-1 ... NF-4 on it.
  bool claims_normal_form = false;
  /// The spec profile of the well-formedness rules (sem::WellFormedOptions::spec_rules).
  bool spec_rules = false;
};

struct CheckResult {
  /// WF/NF violations of the module as written, then (if there were none) the SI-*/PUR-*
  /// errors and warnings of inference, each group in source order.
  std::vector<sem::Diagnostic> diagnostics;
  /// Set when the module is well-formed: its normal form and what inference derived for it
  /// (InferResult::var_sinfo is keyed by the normal form's Vars).
  std::optional<sem::IRModule> normalized;
  std::optional<sem::InferResult> inference;
  /// The normal form of a well-formed module broke a criterion: a bug in rxv, not in the input.
  std::vector<sem::Diagnostic> internal_errors;

  bool has_errors() const;
  /// The first stage with an error: "well-formed", "normalize" (an internal error), "struct-info"
  /// (inference or purity); "" when there is none.
  std::string failed_stage() const;
};

/// Runs the checks on `mod`, proving shape equalities with `arith`.
CheckResult check_module(const sem::IRModule& mod, const CheckOptions& opts, sem::Arith& arith);

} // namespace rxv::solver
