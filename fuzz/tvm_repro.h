#pragma once
/// `repro.py` for a finding of a `tvm:` pass (issue 16): a script that shows the
/// failure with TVM alone (no rxv), from the finding folder's before_tvm.py
/// (before.py in TVM's spelling; the harness writes it) and inputs/*.npy, for a TVM developer to
/// run: `python repro.py` exits 1 and prints REPRODUCED when TVM still fails, 0 when it does not.
#include <string>
#include <vector>

#include "semantics/ir/module.h"
#include "semantics/value/value.h"

namespace rxv::fuzz {

/// The Python expression of the passes of `spec` (a tvm: spec without the
/// prefix, as the bridge accepted it): `[relax.transform.FuseOps(fuse_opt_level=2)]`.
std::string tvm_passes_expr(const std::string& spec);

/// Writes DIR/repro.py for a finding at oracle `stage` of the TVM pass `spec`.
void write_tvm_repro(const std::string& dir, const std::string& spec, const std::string& stage);

/// For a finding of `--backend tvm-llvm` (issue 18) at `stage` (tools/backend_vote.h): writes
/// DIR/before_tvm.py, the interpreter's output of `before`'s main on `inputs` (the finding's,
/// also in DIR/inputs/) as DIR/expected.json and DIR/expected/*.npy, and DIR/repro.py, which
/// builds before_tvm.py with relax.build for llvm, runs it on TVM's VM on the saved inputs and
/// compares with the expected output (atol + rtol * |expected|), with TVM alone. Throws
/// std::runtime_error when a file cannot be written.
void write_tvm_backend_repro(const std::string& dir, const sem::IRModule& before,
                             const std::vector<sem::Value>& inputs, const std::string& stage,
                             double atol, double rtol);

} // namespace rxv::fuzz
