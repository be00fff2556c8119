#pragma once
/// `--pass SPEC` as `rxv fuzz` and `rxv tv` take it: builtin:NAME, builtin:all, bugzoo:NAME,
/// cmd:COMMAND, tvm:SPEC. One resolution for both commands: fuzz::parse_pass_spec, plus the tvm:
/// checks that need the bridge (a bad spec or a missing TVM is a usage error, found up front).
#include <string>

#include "fuzz/harness.h"

namespace rxv::tools {

/// Resolves `text` into `*spec`; false with a message in `*error` (the caller exits with
/// kExitBadInput). `tvm_timeout`: seconds TVM may take on one module (tvm: only; must be > 0).
bool resolve_pass_spec(const std::string& text, double tvm_timeout, fuzz::PassSpec* spec,
                       std::string* error);

} // namespace rxv::tools
