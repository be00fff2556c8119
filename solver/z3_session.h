#pragma once
/// A Z3 context owned by one thread, with the limits every query runs under. Z3 contexts are not
/// thread-safe, so each thread gets its own (Z3Session::for_this_thread); the Z3 types themselves
/// stay inside solver/*.cpp (this header exposes none of them).
#include <cstdint>
#include <memory>

namespace rxv::solver {

/// Bounds on one solver query. Every query is bounded by both: the timeout by wall-clock time,
/// the resource limit by deterministic work (so that an answer does not depend on machine load).
struct QueryLimits {
  unsigned timeout_ms = 2000;
  /// Z3's resource counter ("rlimit"); 0 means no limit.
  uint64_t rlimit = 20'000'000;
  /// Megabytes Z3 may hold before a query gives up (unknown, "memory limit"); 0 means no limit.
  /// Z3 counts its memory per process, not per context: the limit applies to all threads'
  /// queries together, and the last query's value is the one in force.
  unsigned max_memory_mb = 4096;
};

class Z3Session {
public:
  Z3Session();
  ~Z3Session();
  Z3Session(const Z3Session&) = delete;
  Z3Session& operator=(const Z3Session&) = delete;

  /// The calling thread's session, created on first use and destroyed when the thread exits.
  static Z3Session& for_this_thread();

  struct Impl;
  /// The Z3 objects (defined in z3_internal.h, for solver/*.cpp only).
  Impl& impl() { return *impl_; }

private:
  std::unique_ptr<Impl> impl_;
};

} // namespace rxv::solver
