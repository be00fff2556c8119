#pragma once
/// `rxv corpus DIR`: runs every corpus file's expectations plus the identity checks that hold for
/// every readable file (print/read round trip, structural equality, hash agreement).
#include <string>
#include <vector>

namespace rxv::tools {

struct CorpusFileResult {
  std::string path;
  bool passed = true;
  std::vector<std::string> failures; ///< one line each
  std::vector<std::string> pending;  ///< expectations this build cannot check yet
};

struct CorpusSummary {
  std::vector<CorpusFileResult> files;
  size_t passed() const;
  size_t failed() const;
};

/// Runs the corpus under `dir` (all `*.py`, recursively, in sorted order).
CorpusSummary run_corpus(const std::string& dir);

/// Runs one corpus file.
CorpusFileResult run_corpus_file(const std::string& path);

/// Writes a JUnit XML report (one testcase per file) to `path`; false if it cannot be written.
bool write_junit(const CorpusSummary& summary, const std::string& path);

} // namespace rxv::tools
