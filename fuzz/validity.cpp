#include "fuzz/validity.h"

#include "semantics/ir/structural_equal.h"
#include "semantics/script/printer.h"
#include "semantics/script/reader.h"
#include "solver/check_module.h"

namespace rxv::fuzz {

std::string Validity::str() const {
  if (ok()) return "valid";
  std::string out = "invalid (" + failed_stage + ")";
  for (const auto& p : problems) out += "\n  " + p;
  return out;
}

std::optional<sem::IRModule> reprint(const sem::IRModule& mod, std::string* errors) {
  std::string text = sem::print_module(mod);
  sem::DiagnosticSink sink;
  auto back = sem::read_module(text, sink);
  if (!back && errors) *errors = sink.format("<printed>");
  return back;
}

Validity check_validity(const sem::IRModule& mod, sem::Arith& arith, const ValidityOptions& opts) {
  Validity v;
  solver::CheckResult checked = solver::check_module(mod, {}, arith);
  v.failed_stage = checked.failed_stage();
  if (!v.ok()) {
    const auto& diags =
        v.failed_stage == "normalize" ? checked.internal_errors : checked.diagnostics;
    for (const auto& d : diags)
      if (d.severity == sem::Severity::kError) v.problems.push_back(d.format("<generated>"));
    return v;
  }
  v.normalized = std::move(checked.normalized);
  v.inference = std::move(checked.inference);
  if (opts.check_round_trip) {
    std::string errors;
    auto back = reprint(mod, &errors);
    if (!back) {
      v.failed_stage = "round-trip";
      v.problems.push_back("the printed module does not read back:\n" + errors);
    } else if (!sem::structural_equal(*back, mod)) {
      v.failed_stage = "round-trip";
      v.problems.push_back("read(print(m)) is not structurally equal to m");
    } else if (sem::print_module(*back) != sem::print_module(mod)) {
      v.failed_stage = "round-trip";
      v.problems.push_back("print(read(print(m))) differs from print(m)");
    }
  }
  return v;
}

} // namespace rxv::fuzz
