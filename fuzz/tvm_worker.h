#pragma once
/// The C++ end of the TVM bridge (DESIGN.md, "Layers and folders"; protocol in
/// bridges/tvm/README.md): a persistent `python -m rxv_tvm.worker` process spoken to
/// in length-prefixed JSON frames over its stdin and stdout. A worker that dies
/// (TVM aborts or segfaults) or takes longer than the per-request timeout is killed
/// and started afresh on the next request; the request that saw it is answered
/// with status kCrashed or kTimeout. Nothing here links Python.
#include <nlohmann/json.hpp>
#include <string>
#include <sys/types.h>

#include "semantics/ir/module.h"

namespace rxv::fuzz {

/// `mod` printed in the spelling the pinned TVM (bridges/tvm/requirements.txt) parses: every
/// text sent to the worker, or written for TVM alone (before_tvm.py), is printed so.
std::string tvm_text(const sem::IRModule& mod);

/// Where the worker's Python lives: $RXV_TVM_PYTHON, else the project venv's
/// (RXV_SOURCE_DIR/.venv/bin/python).
std::string tvm_python();

struct TvmWorkerOptions {
  std::string python = tvm_python();
  double timeout_seconds = 30; ///< per request
  double startup_seconds = 60; ///< added to the first request's timeout (TVM's import)
};

/// One answer of the worker, or why there is none.
struct TvmReply {
  enum Status { kOk, kCrashed, kTimeout, kNoWorker } status = kNoWorker;
  nlohmann::json body; ///< the answer (status kOk): has "ok", and "error" when false
  std::string detail;  ///< for the other statuses: what happened (exit signal, ...)
  bool ok() const { return status == kOk; }
  /// True when the worker answered and the answer is a success.
  bool succeeded() const { return status == kOk && body.value("ok", false); }
  /// "stage: type: message" of a failed answer, or `detail`.
  std::string error_line() const;
};

class TvmWorker {
public:
  explicit TvmWorker(TvmWorkerOptions opts = {});
  ~TvmWorker();
  TvmWorker(const TvmWorker&) = delete;
  TvmWorker& operator=(const TvmWorker&) = delete;

  /// Sends `request` (an object with "op"), waits for the answer. Starts the
  /// worker when none runs; after a crash or a timeout, the worker is gone and
  /// the next request starts a new one.
  TvmReply request(const nlohmann::json& request);
  /// Ends the worker (if one runs); the next request starts a fresh one. For a worker whose
  /// state a failure may have broken.
  void restart() { stop(); }
  /// How many worker processes this client has started.
  int starts() const { return starts_; }

private:
  bool start(std::string* why);
  void stop();
  /// Reads exactly `n` bytes before `deadline` (steady-clock ms); false on EOF
  /// or timeout (`*timed_out` says which).
  bool read_exact(char* buf, size_t n, long long deadline_ms, bool* timed_out);

  TvmWorkerOptions opts_;
  pid_t pid_ = -1;
  int to_child_ = -1, from_child_ = -1;
  int starts_ = 0;
  long long next_id_ = 0;
};

/// Empty when a worker starts and answers `hello`; else why not (for a skip
/// message or a bad-option diagnostic). `*version` gets TVM's version.
std::string tvm_unavailable(std::string* version = nullptr);

} // namespace rxv::fuzz
