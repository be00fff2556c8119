#pragma once
/// `--pass tvm:SPEC`: a TVM Relax pass (or sequence, or pipeline) run by the TVM
/// worker (fuzz/tvm_worker.h) as a pass of the fuzz harness. SPEC is what the
/// bridge parses (bridges/tvm/rxv_tvm/pass_spec.py): `FuseOps(fuse_opt_level=2)`,
/// `LegalizeOps,AnnotateTIROpPattern,FuseOps,FuseTIR`, `pipeline:zero`.
///
/// The module goes to TVM as rxv prints it; TVM's `mod.script()` comes back and
/// rxv reads it. Besides the refinement oracle's own stages (fuzz/oracle.h), the
/// pass fails (a PassFailure) at these stages, in order:
///   "tvm-parse"       TVM's parser rejects rxv's print of a valid module;
///   "tvm-reads"       rxv cannot read TVM's print of the input or of the pass's
///                     output (an rxv reader gap: TVM 0.27's dialect);
///   "tvm-round-trip"  (e) rxv -> TVM -> rxv -> TVM: TVM does not parse rxv's reprint of
///                     TVM's print of the input to a structurally equal module;
///   "tvm-raises"      (a) the pass raises on a valid input;
///   "tvm-abort"       (a) the worker dies (abort, segfault) on it;
///   "tvm-hang"        (a) the worker does not answer within the timeout;
///   "tvm-sinfo"       (4) TVM's StructInfo of an input binding conflicts with
///                     rxv's (fuzz/tvm_sinfo.h); where TVM is only more precise, the
///                     op is counted in tvm_more_precise_counts();
///   "tvm-print"       TVM's print of the pass's output does not parse back in TVM
///                     to the output (the bridge's check of its constants' mapping,
///                     bridges/tvm/rxv_tvm/dialect.py): TVM's printer or parser;
///   "tvm-well-formed" (c) TVM's relax.analysis.well_formed rejects the output.
/// Then (b) rxv's checks and (d) refinement on the interpreter, as for any pass.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "fuzz/oracle.h"
#include "fuzz/passes/pass.h"

namespace rxv::fuzz {

struct TvmPassOptions {
  double timeout_seconds = 30; ///< per program
  bool round_trip = true;      ///< check (e) on every input
  bool compare_sinfo = true;   ///< check (4) on every input (needs round_trip)
};

/// The pass; each harness thread talks to its own worker, started on first use.
PassInfo tvm_pass(const std::string& spec, TvmPassOptions opts = {});

/// The ops where TVM's StructInfo was more precise than rxv's inference, with
/// how often, over all tvm: passes run in this process (the to-do list).
std::vector<std::pair<std::string, int64_t>> tvm_more_precise_counts();

/// The class of a `--pass tvm:` finding beyond its stage (finding_signature.h): the error TVM
/// or rxv's reader gave, folded (for `tvm-parse` of an ill-formed print, the well-formedness
/// violation TVM names); empty for the refinement oracle's own stages. Findings are
/// deduplicated and shrunk by it.
std::string tvm_pass_finding_class(const Finding& f);

/// Empty when the worker runs and accepts `spec`; else why not (bad spec, no
/// TVM), for a usage error before a campaign starts.
std::string tvm_spec_problem(const std::string& spec);

} // namespace rxv::fuzz
