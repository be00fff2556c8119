#pragma once
/// `repro.py` for a finding of a `tvm:` pass (issue 16): a script that shows the
/// failure with TVM alone (no rxv), from the finding folder's before_tvm.py
/// (before.py in TVM's spelling; the harness writes it) and inputs/*.npy, for a TVM developer to run: `python repro.py` exits 1 and
/// prints REPRODUCED when TVM still fails, 0 when it does not.
#include <string>

namespace rxv::fuzz {

/// The Python expression of the passes of `spec` (a tvm: spec without the
/// prefix, as the bridge accepted it): `[relax.transform.FuseOps(fuse_opt_level=2)]`.
std::string tvm_passes_expr(const std::string &spec);

/// Writes DIR/repro.py for a finding at oracle `stage` of the TVM pass `spec`.
void write_tvm_repro(const std::string &dir, const std::string &spec, const std::string &stage);

} // namespace rxv::fuzz
