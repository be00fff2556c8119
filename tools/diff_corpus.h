#pragma once
/// `rxv diff DIR`: every corpus file under DIR (`*.py`, recursively, in path order) cross-checked
/// on the Halide backend against the interpreter. Cases: each `# EVAL:` call of a file (its
/// arguments), and each Relax function of the file on random arguments from `seed`. Files that
/// expect an error (EXPECT-ERROR, EXPECT-READ-ERROR) or do not check are skipped, and so are
/// functions whose parameters cannot be generated; the summary counts skips by reason.
#include <Halide.h>

#include <cstdint>
#include <ostream>
#include <string>

#include "tools/backend_panel.h"

#include "semantics/value/compare.h"

namespace rxv::halide {
class BundleWriter;
}

namespace rxv::tools {

struct DiffCorpusOptions {
  bool fuse = true;      ///< halide-jit (fused regions) or halide-cpu (one op per pipeline)
  Halide::Target target; ///< what the JIT compiles for (CPU, or CUDA for halide-cuda)
  uint64_t seed = 0;
  sem::Tolerance tol = sem::Tolerance::backend();
  /// `--bundle`: each case is recorded into the bundle (bundle_writer.h) instead of compared;
  /// the caller finishes the bundle.
  halide::BundleWriter* bundle = nullptr;
  /// `--backend tvm-llvm` or a list: each case goes to this panel (its vote) instead of the
  /// Halide executor; the caller prints the panel's summary.
  BackendPanel* panel = nullptr;
};

/// Prints one line per mismatch and a summary to `out`; returns the exit code (0: all agree,
/// 1: a mismatch, 2: no corpus file under `dir`).
int diff_corpus(const std::string& dir, const DiffCorpusOptions& opts, std::ostream& out);

} // namespace rxv::tools
