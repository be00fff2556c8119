#pragma once
/// One translation validation as `rxv tv` and the corpus runner's `# TV:` directive run it: read
/// BEFORE (and AFTER, or apply --pass to BEFORE), check both with the check pipeline, then
/// solver::validate. Bad input is reported as `file:line:col: error: ...` on `err`.
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>

#include "semantics/ir/module.h"
#include "solver/tv_verdict.h"

namespace rxv::tools {

struct TvRequest {
  std::string before_path;
  std::string after_path; ///< empty with `pass`
  std::string pass;       ///< a --pass SPEC applied to BEFORE (pass_spec.h); empty: after_path
  double tvm_timeout = 30;
  /// `--bind NAME=VALUE`: BEFORE's shape variable NAME (in any function's signature) is fixed,
  /// as a pass that binds it promises no more (BindSymbolicVars).
  solver::ShapeBinding bind;
  solver::TvOptions options;
};

struct TvRun {
  /// kExitOk validated, kExitFinding refuted (or the pass failed, or AFTER is ill-formed),
  /// kExitUndecided also when AFTER uses what rxv lacks (an unknown op, an unsupported layout),
  /// kExitUndecided unknown, kExitBadInput bad input.
  int exit_code = 0;
  std::optional<solver::TvReport> report;
  std::string finding; ///< a finding before validation (the pass threw, AFTER is ill-formed)
  /// BEFORE and AFTER as validated (normal form), for --out.
  std::shared_ptr<const sem::IRModule> before, after;
};

/// Runs `request`, writing diagnostics of bad input to `err`.
TvRun run_tv(const TvRequest& request, std::ostream& err);

} // namespace rxv::tools
