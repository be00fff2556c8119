#include "solver/z3_session.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

#include "solver/z3_internal.h"

namespace rxv::solver {

Z3Session::Z3Session() : impl_(std::make_unique<Impl>()) {}
Z3Session::~Z3Session() = default;

Z3Session& Z3Session::for_this_thread() {
  thread_local Z3Session session;
  return session;
}

z3::solver make_solver(z3::context& ctx, const QueryLimits& limits) {
  z3::solver s(ctx);
  z3::params p(ctx);
  // Z3 takes the resource limit as an unsigned; larger requests are clamped.
  p.set("rlimit", unsigned(std::min<uint64_t>(limits.rlimit, 0xffffffffu)));
  s.set(p);
  apply_memory_limit(limits);
  return s;
}

void apply_memory_limit(const QueryLimits& limits) {
  // Z3's high watermark (a process-wide setting) makes a query that exceeds it answer unknown
  // ("memout"). Its hard limit, memory_max_size, is not used: Z3 then throws from places that
  // cannot report it and the process terminates.
  static std::atomic<unsigned> current_mb{~0u};
  if (current_mb.exchange(limits.max_memory_mb) != limits.max_memory_mb)
    z3::set_param("memory_high_watermark_mb", int(limits.max_memory_mb));
}

struct Watchdog::State {
  std::mutex mu;
  std::condition_variable cv;
  bool done = false;
  bool fired = false;
  std::thread thread;
};

Watchdog::Watchdog(z3::context& ctx, unsigned timeout_ms) : state_(std::make_shared<State>()) {
  state_->thread = std::thread([state = state_, &ctx, timeout_ms] {
    std::unique_lock lock(state->mu);
    if (state->cv.wait_for(lock, std::chrono::milliseconds(timeout_ms),
                           [&] { return state->done; }))
      return;
    state->fired = true;
    ctx.interrupt();
  });
}

Watchdog::~Watchdog() {
  {
    std::lock_guard lock(state_->mu);
    state_->done = true;
  }
  state_->cv.notify_all();
  state_->thread.join();
}

bool Watchdog::fired() const {
  std::lock_guard lock(state_->mu);
  return state_->fired;
}

} // namespace rxv::solver
