#include "solver/check_module.h"

#include <algorithm>

#include "semantics/analysis/well_formed.h"
#include "semantics/transform/normalize.h"
#include "solver/purity_horn.h"

namespace rxv::solver {

namespace {

bool any_error(const std::vector<sem::Diagnostic>& diags) {
  return std::any_of(diags.begin(), diags.end(),
                     [](const sem::Diagnostic& d) { return d.severity == sem::Severity::kError; });
}

} // namespace

bool CheckResult::has_errors() const { return !internal_errors.empty() || any_error(diagnostics); }

std::string CheckResult::failed_stage() const {
  if (!internal_errors.empty()) return "normalize";
  if (!any_error(diagnostics)) return "";
  return normalized ? "struct-info" : "well-formed";
}

CheckResult check_module(const sem::IRModule& mod, const CheckOptions& opts, sem::Arith& arith) {
  CheckResult r;
  // The spec's criteria apply before normalization, so the module is checked as written.
  r.diagnostics = sem::check_well_formed(
      mod, {.require_normal_form = opts.claims_normal_form, .spec_rules = opts.spec_rules});
  if (any_error(r.diagnostics)) return r;
  // Normalizing a well-formed module must give a well-formed module in normal form.
  sem::IRModule norm = sem::normalize(mod);
  r.internal_errors =
      sem::check_well_formed(norm, {.require_normal_form = true, .spec_rules = opts.spec_rules});
  if (!r.internal_errors.empty()) return r;
  sem::InferResult inferred = sem::infer_struct_info(norm, arith, {.spec_rules = opts.spec_rules});
  r.diagnostics = inferred.diagnostics;
  // PUR-3 (solver/purity_horn.h) follows closures across the module, on top of PUR-1/PUR-2.
  if (!inferred.has_errors())
    for (auto& d : check_purity_horn(norm, inferred)) r.diagnostics.push_back(std::move(d));
  r.normalized = std::move(norm);
  r.inference = std::move(inferred);
  return r;
}

} // namespace rxv::solver
