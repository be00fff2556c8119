#include "fuzz/tvm_worker.h"

#include <fcntl.h>
#include <fmt/format.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <mutex>
#include <thread>
#include <vector>

#include "semantics/script/printer.h"

extern char** environ;

namespace rxv::fuzz {

namespace {

long long now_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

/// The bridge package's folder, put on the worker's PYTHONPATH so that a venv
/// without the .pth setup.sh writes still finds it.
std::string bridge_dir() {
#ifdef RXV_SOURCE_DIR
  return std::string(RXV_SOURCE_DIR) + "/bridges/tvm";
#else
  return "";
#endif
}

std::string describe_status(int status) {
  if (WIFSIGNALED(status))
    return fmt::format("the TVM worker died of signal {} ({})", WTERMSIG(status),
                       strsignal(WTERMSIG(status)));
  if (WIFEXITED(status))
    return fmt::format("the TVM worker exited with status {}", WEXITSTATUS(status));
  return "the TVM worker stopped";
}

/// Waits up to `grace_ms` for `pid` to exit (its real status: a crash), then
/// kills it; returns the wait status.
int reap(pid_t pid, int grace_ms) {
  int status = 0;
  for (int waited = 0; waited < grace_ms; waited += 5) {
    if (::waitpid(pid, &status, WNOHANG) == pid) return status;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  ::kill(pid, SIGKILL);
  ::waitpid(pid, &status, 0);
  return status;
}

} // namespace

std::string tvm_text(const sem::IRModule& mod) {
  return sem::print_module(mod, {sem::Dialect::kTvm027});
}

std::string tvm_python() {
  if (const char* p = std::getenv("RXV_TVM_PYTHON"); p && *p) return p;
#ifdef RXV_SOURCE_DIR
  return std::string(RXV_SOURCE_DIR) + "/.venv/bin/python";
#else
  return ".venv/bin/python";
#endif
}

std::string TvmReply::error_line() const {
  if (status != kOk) return detail;
  if (body.value("ok", false)) return "";
  const auto& e = body.value("error", nlohmann::json::object());
  return fmt::format("{}: {}: {}", e.value("stage", "?"), e.value("type", "?"),
                     e.value("message", ""));
}

TvmWorker::TvmWorker(TvmWorkerOptions opts) : opts_(std::move(opts)) {}

TvmWorker::~TvmWorker() { stop(); }

bool TvmWorker::start(std::string* why) {
  // A write to a worker that just died must be an error, not a SIGPIPE that
  // ends rxv.
  static std::once_flag ignore_sigpipe;
  std::call_once(ignore_sigpipe, [] { ::signal(SIGPIPE, SIG_IGN); });
  if (!std::filesystem::exists(opts_.python)) {
    *why =
        fmt::format("no Python at {} (run scripts/setup.sh, or set RXV_TVM_PYTHON)", opts_.python);
    return false;
  }
  int in[2], out[2];
  if (::pipe2(in, O_CLOEXEC) != 0) return *why = "pipe failed", false;
  if (::pipe2(out, O_CLOEXEC) != 0) {
    ::close(in[0]);
    ::close(in[1]);
    return *why = "pipe failed", false;
  }
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_adddup2(&fa, in[0], 0);
  posix_spawn_file_actions_adddup2(&fa, out[1], 1);
  // TVM's warnings go to $RXV_TVM_LOG when set, else nowhere: an unread pipe
  // would block the worker.
  const char* log = std::getenv("RXV_TVM_LOG");
  posix_spawn_file_actions_addopen(&fa, 2, log && *log ? log : "/dev/null",
                                   O_WRONLY | O_CREAT | O_APPEND, 0644);
  std::vector<std::string> env;
  std::string pythonpath = bridge_dir();
  for (char** e = environ; *e; ++e) {
    if (std::strncmp(*e, "PYTHONPATH=", 11) == 0)
      pythonpath += std::string(":") + (*e + 11);
    else
      env.emplace_back(*e);
  }
  env.push_back("PYTHONPATH=" + pythonpath);
  std::vector<char*> envp;
  for (auto& s : env) envp.push_back(s.data());
  envp.push_back(nullptr);
  std::string python = opts_.python, dash_m = "-m", module = "rxv_tvm.worker";
  char* argv[] = {python.data(), dash_m.data(), module.data(), nullptr};
  int rc = posix_spawn(&pid_, python.c_str(), &fa, nullptr, argv, envp.data());
  posix_spawn_file_actions_destroy(&fa);
  ::close(in[0]);
  ::close(out[1]);
  if (rc != 0) {
    ::close(in[1]);
    ::close(out[0]);
    pid_ = -1;
    *why = fmt::format("cannot start {}: {}", python, std::strerror(rc));
    return false;
  }
  to_child_ = in[1];
  from_child_ = out[0];
  ::fcntl(to_child_, F_SETFL, ::fcntl(to_child_, F_GETFL) | O_NONBLOCK);
  ++starts_;
  return true;
}

void TvmWorker::stop() {
  if (pid_ <= 0) return;
  ::close(to_child_); // EOF: the worker exits on its own
  ::close(from_child_);
  to_child_ = from_child_ = -1;
  reap(pid_, 500);
  pid_ = -1;
}

bool TvmWorker::read_exact(char* buf, size_t n, long long deadline_ms, bool* timed_out) {
  *timed_out = false;
  size_t got = 0;
  while (got < n) {
    long long left = deadline_ms - now_ms();
    if (left <= 0) return *timed_out = true, false;
    pollfd p{from_child_, POLLIN, 0};
    int r = ::poll(&p, 1, int(std::min<long long>(left, 1 << 30)));
    if (r < 0 && errno == EINTR) continue;
    if (r == 0) return *timed_out = true, false;
    ssize_t k = ::read(from_child_, buf + got, n - got);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) return false;
    got += size_t(k);
  }
  return true;
}

TvmReply TvmWorker::request(const nlohmann::json& request) {
  TvmReply reply;
  long long budget = (long long)(opts_.timeout_seconds * 1000);
  if (pid_ <= 0) {
    if (!start(&reply.detail)) return reply; // kNoWorker
    budget += (long long)(opts_.startup_seconds * 1000);
  }
  long long deadline = now_ms() + budget;
  nlohmann::json req = request;
  req["id"] = next_id_++;
  std::string payload = req.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  std::string frame = std::to_string(payload.size()) + "\n" + payload;
  auto fail = [&](TvmReply::Status s, std::string what) {
    // The worker is killed (a hang) or reaped (a crash) and restarted on the
    // next request.
    int status = reap(pid_, s == TvmReply::kTimeout ? 0 : 1000);
    if (s != TvmReply::kTimeout) what += ": " + describe_status(status);
    ::close(to_child_);
    ::close(from_child_);
    to_child_ = from_child_ = -1;
    pid_ = -1;
    reply.status = s;
    reply.detail = std::move(what);
    return reply;
  };
  size_t sent = 0;
  while (sent < frame.size()) {
    long long left = deadline - now_ms();
    if (left <= 0)
      return fail(TvmReply::kTimeout, "the TVM worker did not take the request in time");
    pollfd p{to_child_, POLLOUT, 0};
    int r = ::poll(&p, 1, int(left));
    if (r < 0 && errno == EINTR) continue;
    if (r == 0) continue;
    ssize_t k = ::write(to_child_, frame.data() + sent, frame.size() - sent);
    if (k < 0 && (errno == EAGAIN || errno == EINTR)) continue;
    if (k < 0) return fail(TvmReply::kCrashed, "writing to the TVM worker failed");
    sent += size_t(k);
  }
  // The header: decimal digits and a newline.
  std::string header;
  bool timed_out = false;
  for (;;) {
    char c;
    if (!read_exact(&c, 1, deadline, &timed_out))
      return timed_out
                 ? fail(TvmReply::kTimeout, fmt::format("the TVM worker gave no answer within {} s",
                                                        opts_.timeout_seconds))
                 : fail(TvmReply::kCrashed, "the TVM worker closed its output");
    if (c == '\n') break;
    if (c < '0' || c > '9' || header.size() > 12)
      return fail(TvmReply::kCrashed, "the TVM worker broke the framing");
    header += c;
  }
  std::string body(std::stoull(header.empty() ? "0" : header), '\0');
  if (!read_exact(body.data(), body.size(), deadline, &timed_out))
    return fail(timed_out ? TvmReply::kTimeout : TvmReply::kCrashed,
                "the TVM worker stopped inside an answer");
  reply.body = nlohmann::json::parse(body, nullptr, false);
  if (reply.body.is_discarded() || !reply.body.is_object())
    return fail(TvmReply::kCrashed, "the TVM worker's answer is not a JSON object");
  reply.status = TvmReply::kOk;
  return reply;
}

std::string tvm_unavailable(std::string* version) {
  TvmWorker w;
  TvmReply r = w.request({{"op", "hello"}});
  if (!r.succeeded())
    return r.error_line().empty() ? "the TVM worker did not answer" : r.error_line();
  if (version) *version = r.body.value("tvm_version", "");
  return "";
}

} // namespace rxv::fuzz
