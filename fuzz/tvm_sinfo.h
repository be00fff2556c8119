#pragma once
/// TVM as a second StructInfo oracle (issue 16, item 4). TVM prints a module with
/// every binding annotated by the StructInfo its normalizer inferred
/// (`mod.script()`); rxv reads that text and infers its own StructInfo under those
/// annotations, deciding each annotation against its own derivation with the
/// prover (rule SI-1 and kin, semantics/infer/infer.cpp):
///   - an error (TVM's StructInfo is incompatible with rxv's, or makes a later
///     binding ill-typed) is a conflict: one of the two is wrong, a finding;
///   - a warning (TVM's is possibly, not provably, compatible: TVM knows more than
///     rxv proves) goes on the to-do list of places where TVM is more precise.
/// Where rxv is the more precise, TVM's annotation is a supertype: no remark.
#include <string>
#include <vector>

#include "semantics/arith/arith.h"
#include "semantics/ir/module.h"

namespace rxv::fuzz {

struct SinfoComparison {
  std::vector<std::string> conflicts;        ///< `tvm:LINE:COL: RULE: message | the line`
  std::vector<std::string> tvm_more_precise; ///< the same format
  std::string failure; ///< non-empty when the comparison could not be made (why)
};

/// Compares the StructInfo TVM annotated in `tvm_annotated_text` (TVM's print of
/// a module rxv printed) with rxv's inference on it.
SinfoComparison compare_sinfo_with_tvm(const std::string& tvm_annotated_text, sem::Arith& arith);

/// The same for `mod`, asking a TVM worker for its annotated print.
class TvmWorker;
SinfoComparison compare_sinfo_with_tvm(const sem::IRModule& mod, TvmWorker& worker,
                                       sem::Arith& arith);

} // namespace rxv::fuzz
