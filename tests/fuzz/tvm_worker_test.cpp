// The TVM bridge client (fuzz/tvm_worker.h) and `tvm:` passes (fuzz/tvm_pass.h).
// The crash, hang and framing tests use stand-in workers (shell scripts), so they
// run everywhere; the rest need the project venv with TVM and skip without it,
// unless RXV_REQUIRE_TVM=1 (CI), where a missing TVM fails them.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "fuzz/tvm_pass.h"
#include "fuzz/tvm_worker.h"
#include "semantics/ir/structural_equal.h"
#include "semantics/script/printer.h"
#include "semantics/script/reader.h"
#include "semantics/transform/normalize.h"

namespace rxv::fuzz {
namespace tvm_worker_test {

namespace fs = std::filesystem;

/// A stand-in worker: an executable shell script with `body`.
std::string fake_worker(const std::string& name, const std::string& body) {
  fs::path p = fs::temp_directory_path() / ("rxv_fake_worker_" + name + ".sh");
  std::ofstream(p) << "#!/bin/sh\n" << body << "\n";
  fs::permissions(p, fs::perms::owner_all);
  return p.string();
}

TvmWorkerOptions fake_options(const std::string& python, double timeout) {
  TvmWorkerOptions o;
  o.python = python;
  o.timeout_seconds = timeout;
  o.startup_seconds = 0;
  return o;
}

TEST(TvmWorker, DetectsACrashAndRestarts) {
  TvmWorker w(fake_options(fake_worker("crash", "kill -ABRT $$"), 5));
  TvmReply r = w.request({{"op", "hello"}});
  EXPECT_EQ(r.status, TvmReply::kCrashed);
  EXPECT_NE(r.detail.find("signal 6"), std::string::npos) << r.detail;
  r = w.request({{"op", "hello"}});
  EXPECT_EQ(r.status, TvmReply::kCrashed);
  EXPECT_EQ(w.starts(), 2);
}

TEST(TvmWorker, DetectsAHangWithinTheTimeout) {
  TvmWorker w(fake_options(fake_worker("hang", "exec sleep 60"), 0.3));
  auto t0 = std::chrono::steady_clock::now();
  TvmReply r = w.request({{"op", "hello"}});
  double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  EXPECT_EQ(r.status, TvmReply::kTimeout);
  EXPECT_LT(s, 5.0);
}

TEST(TvmWorker, RejectsBrokenFraming) {
  TvmWorker w(fake_options(fake_worker("garbage", "echo 'hello there'; exec sleep 60"), 5));
  TvmReply r = w.request({{"op", "hello"}});
  EXPECT_EQ(r.status, TvmReply::kCrashed);
  EXPECT_NE(r.detail.find("framing"), std::string::npos) << r.detail;
}

TEST(TvmWorker, MissingPythonIsNoWorker) {
  TvmWorker w(fake_options("/nonexistent/python", 5));
  TvmReply r = w.request({{"op", "hello"}});
  EXPECT_EQ(r.status, TvmReply::kNoWorker);
  EXPECT_NE(r.detail.find("setup.sh"), std::string::npos) << r.detail;
}

/// Skips (or, with RXV_REQUIRE_TVM=1, fails) a test when TVM is not importable.
#define RXV_NEED_TVM()                                                                             \
  do {                                                                                             \
    static const std::string why = tvm_unavailable();                                              \
    if (!why.empty()) {                                                                            \
      const char* req = std::getenv("RXV_REQUIRE_TVM");                                            \
      if (req && std::string(req) == "1")                                                          \
        FAIL() << "TVM is required (RXV_REQUIRE_TVM=1) but: " << why;                              \
      GTEST_SKIP() << "TVM is not importable (" << why << "); run scripts/setup.sh";               \
    }                                                                                              \
  } while (0)

constexpr const char* kModule = R"(# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32")) -> R.Tensor(("n", 4), dtype="float32"):
        n = T.int64()
        a = R.add(x, x)
        b = a
        c = R.multiply(b, x)
        return c
)";

sem::IRModule read(const std::string& text) {
  sem::DiagnosticSink sink;
  auto m = sem::read_module(text, sink);
  EXPECT_TRUE(m) << sink.format("test");
  return sem::normalize(*m);
}

TEST(TvmWorker, HelloAndRoundTrip) {
  RXV_NEED_TVM();
  TvmWorker w;
  TvmReply hello = w.request({{"op", "hello"}});
  ASSERT_TRUE(hello.succeeded()) << hello.error_line();
  EXPECT_FALSE(hello.body.value("tvm_version", "").empty());
  TvmReply r = w.request({{"op", "roundtrip"}, {"text", kModule}, {"all_struct_info", false}});
  ASSERT_TRUE(r.succeeded()) << r.error_line();
  // rxv -> TVM -> rxv is the identity (after rxv's normalizer), TVM 0.27's module-level
  // TypeVar mapped back by the bridge (rxv_tvm/dialect.py).
  std::string back = r.body["output"].get<std::string>();
  EXPECT_TRUE(sem::structural_equal(read(kModule), read(back))) << back;
  // And TVM finds rxv's reprint equal to the module it parsed; a changed one is not.
  r = w.request({{"op", "compare"}, {"text", kModule}, {"other", sem::print_module(read(back))}});
  ASSERT_TRUE(r.succeeded()) << r.error_line();
  EXPECT_TRUE(r.body.value("equal", false)) << r.body.dump();
  std::string changed = kModule;
  changed.replace(changed.find("R.multiply"), 10, "R.subtract");
  r = w.request({{"op", "compare"}, {"text", kModule}, {"other", changed}});
  EXPECT_FALSE(r.body.value("equal", true));
  EXPECT_EQ(w.starts(), 1);
}

TEST(TvmWorker, TypedFailures) {
  RXV_NEED_TVM();
  TvmWorker w;
  TvmReply r = w.request({{"op", "apply"}, {"text", kModule}, {"pass", "NoSuchPass"}});
  ASSERT_TRUE(r.ok());
  EXPECT_FALSE(r.succeeded());
  EXPECT_EQ(r.body["error"]["stage"], "spec");
  r = w.request({{"op", "apply"}, {"text", kModule}, {"pass", "__import__('os')"}});
  EXPECT_EQ(r.body["error"]["stage"], "spec");
  r = w.request({{"op", "roundtrip"}, {"text", "@I.ir_module\nclass M:\n    x = y\n"}});
  EXPECT_EQ(r.body["error"]["stage"], "parse");
  EXPECT_FALSE(r.body["error"].value("type", "").empty());
  r = w.request({{"op", "frobnicate"}});
  EXPECT_EQ(r.body["error"]["stage"], "request");
  EXPECT_EQ(w.starts(), 1); // typed failures do not restart the worker
}

TEST(TvmWorker, StructInfoPerBinding) {
  RXV_NEED_TVM();
  TvmWorker w;
  TvmReply r = w.request({{"op", "struct_info"}, {"text", kModule}});
  ASSERT_TRUE(r.succeeded()) << r.error_line();
  const auto& vars = r.body["functions"]["main"]["vars"];
  ASSERT_EQ(vars.size(), 4u); // x, a, b, c
  EXPECT_EQ(vars[1][0], "a");
  EXPECT_EQ(vars[1][1], "R.Tensor((n, 4), dtype=\"float32\")");
}

TEST(TvmPass, CanonicalizeBindingsRefines) {
  RXV_NEED_TVM();
  PassInfo p = tvm_pass("CanonicalizeBindings");
  sem::IRModule in = read(kModule);
  sem::IRModule out = p.run(in).module;
  // TVM replaced the alias b by a.
  EXPECT_EQ(sem::print_module(out).find("b = a"), std::string::npos) << sem::print_module(out);
  EXPECT_TRUE(tvm_spec_problem("CanonicalizeBindings").empty());
  EXPECT_NE(tvm_spec_problem("Canonicalize(").find("unbalanced"), std::string::npos);
}

} // namespace tvm_worker_test
} // namespace rxv::fuzz
