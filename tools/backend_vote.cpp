#include "tools/backend_vote.h"

#include <fmt/format.h>

#include <optional>

namespace rxv::tools {

using namespace sem;

namespace {

bool is_tvm(const std::string &backend) { return backend.rfind("tvm", 0) == 0; }

/// The stage of an answer that is a finding whatever the interpreter says; empty otherwise.
std::string hard_failure_stage(const BackendAnswer &a) {
  switch (a.kind) {
  case BackendAnswer::kBuildError: return is_tvm(a.backend) ? "tvm-build" : a.backend + ":build";
  case BackendAnswer::kParseError: return is_tvm(a.backend) ? "tvm-parse" : a.backend + ":parse";
  case BackendAnswer::kCrash: return is_tvm(a.backend) ? "tvm-abort" : a.backend + ":crash";
  case BackendAnswer::kHang: return is_tvm(a.backend) ? "tvm-hang" : a.backend + ":hang";
  default: return "";
  }
}

/// How `a` differs from the interpreter's value, or nullopt when it agrees (the one comparator:
/// halide::compare_values, the backend policy).
std::optional<std::string> difference(const FunctionNode *fn, const Value &ref,
                                      const BackendAnswer &a, const halide::Tolerance &tol) {
  if (a.kind == BackendAnswer::kRunError)
    return "errs where the interpreter returns: " + a.message;
  auto d = halide::compare_values(ref, a.value, tol);
  if (!d)
    return std::nullopt;
  std::string from = fn ? halide::returned_binding(*fn, d->path) : "";
  return d->to_string() + (from.empty() ? "" : "; binding: " + from);
}

/// Whether a failure of `a` depends on the inputs: a worker that dies or hangs while running a
/// program that errs (an integer division by zero) did "anything", which refinement allows.
bool input_dependent(const BackendAnswer &a) {
  return is_tvm(a.backend) && (a.kind == BackendAnswer::kCrash || a.kind == BackendAnswer::kHang);
}

}  // namespace

Verdict vote(const FunctionNode *fn, const EvalOr<Value> &ref,
             const std::vector<BackendAnswer> &answers, const halide::Tolerance &tol) {
  Verdict v;
  for (const auto &a : answers) {
    std::string stage = hard_failure_stage(a);
    if (stage.empty() || (!ref.ok() && input_dependent(a)))
      continue;
    if (v.stage.empty())
      v.stage = stage;
    v.report += fmt::format("{}: {}: {}\n", a.backend, stage, a.message);
  }
  if (!v.stage.empty() || !ref.ok())
    return v;  // an erring program allows anything else
  std::vector<const BackendAnswer *> differ;
  for (const auto &a : answers) {
    if (a.kind != BackendAnswer::kValue && a.kind != BackendAnswer::kRunError)
      continue;
    if (auto d = difference(fn, *ref, a, tol)) {
      differ.push_back(&a);
      v.report += fmt::format("{} vs interpreter: {}\n", a.backend, *d);
    }
  }
  if (differ.empty())
    return v;
  // Two disagreeing backends that agree with each other outvote the interpreter.
  for (size_t i = 0; i < differ.size(); ++i)
    for (size_t j = i + 1; j < differ.size(); ++j) {
      const BackendAnswer &a = *differ[i], &b = *differ[j];
      if (a.kind != BackendAnswer::kValue || b.kind != BackendAnswer::kValue)
        continue;
      if (!halide::compare_values(a.value, b.value, tol)) {
        v.stage = "interpreter-suspect";
        v.report += fmt::format("{} and {} agree with each other: the interpreter is suspect\n",
                                a.backend, b.backend);
        return v;
      }
    }
  const BackendAnswer &first = *differ.front();
  v.stage = first.backend + (first.kind == BackendAnswer::kRunError ? ":error" : ":mismatch");
  return v;
}

}  // namespace rxv::tools
