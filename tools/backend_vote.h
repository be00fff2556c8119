#pragma once
/// Triage by vote (issue 18): one case (a function on one set of arguments) ran on the reference
/// interpreter and on one or more backends; the verdict says who is suspect.
///   - Refinement first: where the interpreter errs, a backend may do anything (DESIGN.md,
///     "Semantics decisions"), TVM's worker dying or hanging included; a build or parse error
///     (which no input causes) and Halide throwing are findings all the same.
///   - Two backends that agree with each other and not with the interpreter: "interpreter-suspect"
///     (rxv's own to-do list comes first).
///   - A Halide answer whose difference isolation traced to no region (backends/halide/
///     isolation.h: an in-tolerance difference made large by a discontinuous op downstream) is
///     no finding, and neither is another backend's answer equal to it: "amplified".
///   - Otherwise each backend that disagrees alone is named: "<backend>:mismatch" (values differ)
///     or "<backend>:error" (it errs where the interpreter returns).
///   - A TVM compile error on a well-formed module is a class of its own, "tvm-build"; TVM's
///     parser rejecting rxv's print is "tvm-parse"; a dead or stuck worker "tvm-abort" /
///     "tvm-hang"; Halide throwing "<backend>:crash".
/// The report gives every difference (index, both values, the binding it comes from).
#include <string>
#include <vector>

#include "semantics/ir/expr.h"
#include "semantics/value/compare.h"
#include "semantics/value/eval_error.h"
#include "semantics/value/value.h"

namespace rxv::tools {

/// One backend's answer on one case.
struct BackendAnswer {
  std::string backend; ///< "halide-cpu", "tvm-llvm", ...
  enum Kind {
    kValue,      ///< returned `value`
    kRunError,   ///< erred while running
    kBuildError, ///< could not compile a well-formed module
    kParseError, ///< could not read rxv's print of it
    kCrash,      ///< died or threw
    kHang,       ///< gave no answer in time
    kNoVote,     ///< cannot take this case (an argument it cannot be given): not counted
  } kind = kNoVote;
  sem::Value value;
  std::string message;
  /// Its difference from the interpreter was amplified (isolation found no region that differs
  /// on the interpreter's inputs): it does not count against the interpreter.
  bool amplified = false;
};

struct Verdict {
  std::string stage;      ///< empty when every voting backend agrees with the interpreter
  std::string report;     ///< the differences, one per line
  bool amplified = false; ///< agreement only because the differences were amplified ones
  bool agree() const { return stage.empty(); }
};

/// The verdict on `answers` against the interpreter's `ref`. `fn` (may be null) is the function
/// that ran, to name the binding a difference comes from.
Verdict vote(const sem::FunctionNode* fn, const sem::EvalOr<sem::Value>& ref,
             const std::vector<BackendAnswer>& answers, const sem::Tolerance& tol);

} // namespace rxv::tools
