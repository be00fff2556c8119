#include "tools/backend_vote.h"

#include <fmt/format.h>

#include <optional>
#include <vector>

#include "semantics/value/refinement.h"

namespace rxv::tools {

using namespace sem;

namespace {

bool is_tvm(const std::string& backend) { return backend.rfind("tvm", 0) == 0; }

/// The stage of an answer that is a finding whatever the interpreter says; empty otherwise.
std::string hard_failure_stage(const BackendAnswer& a) {
  switch (a.kind) {
  case BackendAnswer::kBuildError: return is_tvm(a.backend) ? "tvm-build" : a.backend + ":build";
  case BackendAnswer::kParseError: return is_tvm(a.backend) ? "tvm-parse" : a.backend + ":parse";
  case BackendAnswer::kCrash: return is_tvm(a.backend) ? "tvm-abort" : a.backend + ":crash";
  case BackendAnswer::kHang: return is_tvm(a.backend) ? "tvm-hang" : a.backend + ":hang";
  default: return "";
  }
}

/// How `a` fails to refine the interpreter's value, or nullopt when it refines it (the one
/// refinement check, semantics/value/refinement.h).
std::optional<std::string> difference(const FunctionNode* fn, const Value& ref,
                                      const BackendAnswer& a, const Tolerance& tol) {
  RunOutcome reference = RunOutcome::returned(ref);
  RunOutcome candidate = a.kind == BackendAnswer::kRunError ? RunOutcome::erred(a.message)
                                                            : RunOutcome::returned(a.value);
  Refinement r = check_refinement(reference, candidate, tol);
  if (r.holds()) return std::nullopt;
  std::string why = r.why(reference, candidate, "interpreter", a.backend);
  std::string from = fn && r.difference ? returned_binding(*fn, r.difference->path) : "";
  return why + (from.empty() ? "" : "; binding: " + from);
}

/// Whether a failure of `a` depends on the inputs: a worker that dies or hangs while running a
/// program that errs (an integer division by zero) did "anything", which refinement allows.
bool input_dependent(const BackendAnswer& a) {
  return is_tvm(a.backend) && (a.kind == BackendAnswer::kCrash || a.kind == BackendAnswer::kHang);
}

} // namespace

Verdict vote(const FunctionNode* fn, const EvalOr<Value>& ref,
             const std::vector<BackendAnswer>& answers, const Tolerance& tol) {
  Verdict v;
  for (const auto& a : answers) {
    std::string stage = hard_failure_stage(a);
    if (stage.empty() || (!ref.ok() && input_dependent(a))) continue;
    if (v.stage.empty()) v.stage = stage;
    v.report += fmt::format("{}: {}: {}\n", a.backend, stage, a.message);
  }
  if (!v.stage.empty() || !ref.ok()) return v; // an erring program allows anything else
  std::vector<const BackendAnswer*> differ, amplified;
  for (const auto& a : answers) {
    if (a.kind != BackendAnswer::kValue && a.kind != BackendAnswer::kRunError) continue;
    if (auto d = difference(fn, *ref, a, tol)) {
      (a.amplified ? amplified : differ).push_back(&a);
      v.report += fmt::format("{} vs interpreter: {}{}\n", a.backend, *d,
                              a.amplified ? " (amplified: no region differs on the "
                                            "interpreter's inputs)"
                                          : "");
    }
  }
  // An answer equal to an amplified one differs for the same reason.
  std::erase_if(differ, [&](const BackendAnswer* a) {
    for (const BackendAnswer* b : amplified)
      if (a->kind == BackendAnswer::kValue && b->kind == BackendAnswer::kValue &&
          !compare_values(b->value, a->value, tol)) {
        v.report += fmt::format("{} agrees with {}'s amplified answer\n", a->backend, b->backend);
        return true;
      }
    return false;
  });
  if (differ.empty()) {
    v.amplified = !amplified.empty();
    return v;
  }
  // Two disagreeing backends that agree with each other outvote the interpreter.
  for (size_t i = 0; i < differ.size(); ++i)
    for (size_t j = i + 1; j < differ.size(); ++j) {
      const BackendAnswer &a = *differ[i], &b = *differ[j];
      if (a.kind != BackendAnswer::kValue || b.kind != BackendAnswer::kValue) continue;
      if (!compare_values(a.value, b.value, tol)) {
        v.stage = "interpreter-suspect";
        v.report += fmt::format("{} and {} agree with each other: the interpreter is suspect\n",
                                a.backend, b.backend);
        return v;
      }
    }
  const BackendAnswer& first = *differ.front();
  v.stage = first.backend + (first.kind == BackendAnswer::kRunError ? ":error" : ":mismatch");
  return v;
}

} // namespace rxv::tools
