#include "fuzz/tvm_pass.h"

#include <fmt/format.h>

#include <algorithm>

#include <map>
#include <memory>
#include <mutex>
#include <sstream>

#include "fuzz/bind_symbolic.h"
#include "fuzz/finding_signature.h"
#include "fuzz/tvm_sinfo.h"
#include "fuzz/tvm_worker.h"
#include "semantics/arith/arith.h"
#include "semantics/ir/structural_equal.h"
#include "semantics/script/reader.h"
#include "semantics/transform/normalize.h"

namespace rxv::fuzz {

using namespace sem;

namespace {

/// This thread's worker (one per harness job), made on first use.
TvmWorker& thread_worker(double timeout_seconds) {
  thread_local std::unique_ptr<TvmWorker> worker;
  if (!worker) {
    TvmWorkerOptions o;
    o.timeout_seconds = timeout_seconds;
    worker = std::make_unique<TvmWorker>(o);
  }
  return *worker;
}

/// Where TVM was more precise, by op (the right-hand side's callee): the to-do list.
std::mutex todo_mu;
std::map<std::string, int64_t> todo_counts;

void note_tvm_more_precise(const std::vector<std::string>& lines) {
  std::lock_guard<std::mutex> lock(todo_mu);
  for (const auto& l : lines) {
    // "... | lv: R.Tensor(...) = R.op(args)": the op names the entry.
    size_t eq = l.rfind(" = "), paren = l.find('(', eq == std::string::npos ? 0 : eq);
    std::string op = eq == std::string::npos || paren == std::string::npos
                         ? "(binding)"
                         : l.substr(eq + 3, paren - eq - 3);
    ++todo_counts[op];
  }
}

/// The first line where two rxv prints differ, both sides, for a report.
std::string first_difference(const std::string& a, const std::string& b) {
  std::istringstream sa(a), sb(b);
  std::string la, lb;
  for (int line = 1;; ++line) {
    bool ga = bool(std::getline(sa, la)), gb = bool(std::getline(sb, lb));
    if (!ga && !gb) return "the printed texts are equal (a difference the printer hides)";
    if (!ga || !gb || la != lb)
      return fmt::format("first textual difference at line {}:\n  before: {}\n  after:  {}", line,
                         ga ? la : "(end)", gb ? lb : "(end)");
  }
}

/// rxv's reading of a text TVM printed, normalized; throws a PassFailure at
/// `stage` when it does not read.
IRModule read_tvm_text(const std::string& text, const std::string& stage, const std::string& what) {
  DiagnosticSink sink;
  auto mod = read_module(text, sink);
  if (!mod)
    throw PassFailure(stage, fmt::format("rxv cannot read TVM's print of {}:\n{}\n--- TVM's "
                                         "text:\n{}",
                                         what, sink.format("tvm"), text));
  return normalize(*mod);
}

/// (e), decided by TVM: TVM must parse rxv's print of its own print of the input to the
/// module it parsed from rxv's first print (`text`). TVM re-infers every StructInfo, so which
/// bindings carry annotations is not a difference there.
void round_trip_in_tvm(TvmWorker& worker, const std::string& text, const IRModule& back,
                       const std::string& back_text) {
  TvmReply same = worker.request({{"op", "compare"}, {"text", text}, {"other", tvm_text(back)}});
  if (!same.ok())
    throw PassFailure(same.status == TvmReply::kTimeout ? "tvm-hang" : "tvm-abort", same.detail);
  if (!same.succeeded())
    throw PassFailure("tvm-round-trip",
                      "TVM cannot parse rxv's print of TVM's print of the input: " +
                          same.error_line() + "\n--- TVM's print:\n" + back_text);
  if (!same.body.value("equal", false))
    throw PassFailure("tvm-round-trip",
                      "rxv -> TVM -> rxv -> TVM is not structurally equal in TVM: " +
                          same.body.value("message", std::string()) + "\n" +
                          first_difference(text, tvm_text(back)),
                      back);
}

PassOutput run_tvm(const std::string& spec, const TvmPassOptions& opts, const IRModule& mod) {
  std::string text = tvm_text(mod);
  nlohmann::json req = {{"op", "apply"},
                        {"text", text},
                        {"pass", spec},
                        {"roundtrip", opts.round_trip},
                        {"well_formed", true}};
  TvmWorker& worker = thread_worker(opts.timeout_seconds);
  TvmReply r = worker.request(req);
  switch (r.status) {
  case TvmReply::kTimeout: throw PassFailure("tvm-hang", r.detail);
  case TvmReply::kCrashed: throw PassFailure("tvm-abort", r.detail);
  case TvmReply::kNoWorker: throw PassFailure("tvm-unavailable", r.detail);
  case TvmReply::kOk: break;
  }
  const nlohmann::json& b = r.body;
  if (!b.value("ok", false)) {
    std::string stage = b["error"].value("stage", "");
    std::string message = r.error_line() + "\n" + b["error"].value("traceback", "");
    if (stage == "parse")
      throw PassFailure("tvm-parse", "TVM cannot parse rxv's print of the input: " + message);
    if (stage == "pass") throw PassFailure("tvm-raises", "the TVM pass raised: " + message);
    throw PassFailure("tvm-" + stage, message);
  }
  std::optional<IRModule> input_as_read;
  if (opts.round_trip && b.contains("input_script")) {
    // (e): rxv reads TVM's print of the input back.
    std::string back_text = b["input_script"].get<std::string>();
    IRModule back = read_tvm_text(back_text, "tvm-reads", "the input");
    // Equal in rxv: the round trip is the identity, no second TVM parse needed. Otherwise TVM
    // decides (the difference may be only which bindings carry annotations).
    if (!structural_equal(back, normalize(mod))) round_trip_in_tvm(worker, text, back, back_text);
    input_as_read = std::move(back);
  }
  if (opts.compare_sinfo && b.contains("input_annotated")) {
    thread_local std::unique_ptr<Arith> arith = make_default_arith();
    SinfoComparison c = compare_sinfo_with_tvm(b["input_annotated"].get<std::string>(), *arith);
    if (!c.failure.empty()) throw PassFailure("tvm-sinfo", c.failure);
    if (!c.conflicts.empty())
      throw PassFailure("tvm-sinfo",
                        "TVM's StructInfo of the input conflicts with rxv's:\n" + c.conflicts[0]);
    note_tvm_more_precise(c.tvm_more_precise);
  }
  // An output that kept TVM's metadata constants because TVM could not parse its own print
  // back (the bridge says why) is TVM's print failing, not rxv's reader.
  std::string unmapped = b.value("output_unmapped", std::string());
  if (!unmapped.empty())
    throw PassFailure("tvm-print", "TVM cannot parse its own print of the pass's output back "
                                   "to the output (so its constants cannot be inlined for rxv): " +
                                       unmapped + "\n--- TVM's print:\n" +
                                       b.value("output", std::string()));
  IRModule out = read_tvm_text(b.value("output", ""), "tvm-reads", "the pass's output");
  if (!b.value("well_formed", true))
    throw PassFailure("tvm-well-formed",
                      "TVM's relax.analysis.well_formed rejects the output: " +
                          b.value("log", std::string()),
                      out);
  PassOutput result(std::move(out));
  result.input_as_read = std::move(input_as_read);
  return result;
}

} // namespace

std::string tvm_pass_finding_class(const Finding& f) {
  if (f.stage.rfind("tvm-", 0) != 0) return "";
  std::istringstream in(f.message);
  std::string line, error;
  while (std::getline(in, line)) {
    // TVM's parser wraps a well-formedness failure in a generic message; the violation is here.
    if (size_t p = line.find("well_formed: "); p != std::string::npos)
      return fold_error_text(line.substr(p + 13));
    if (!error.empty()) continue;
    // The innermost of "tvm.error.DiagnosticError: error: ..." / "ValueError: ...".
    size_t a = line.rfind("Error: "), b = line.rfind("error: ");
    size_t p = a == std::string::npos ? b : b == std::string::npos ? a : std::max(a, b);
    if (p != std::string::npos) error = line.substr(p + 7);
  }
  return fold_error_text(error);
}

std::vector<std::pair<std::string, int64_t>> tvm_more_precise_counts() {
  std::lock_guard<std::mutex> lock(todo_mu);
  return {todo_counts.begin(), todo_counts.end()};
}

PassInfo tvm_pass(const std::string& spec, TvmPassOptions opts) {
  PassInfo p{"tvm", spec, [spec, opts](const IRModule& mod) { return run_tvm(spec, opts, mod); },
             nullptr};
  // The spec's BindSymbolicVars steps, as the bridge parses it (asked once, on first use).
  struct Steps {
    std::once_flag once;
    std::vector<SymbolicBinding> steps;
  };
  auto steps = std::make_shared<Steps>();
  p.precondition = [spec, opts, steps](const IRModule& mod) {
    std::call_once(steps->once, [&] {
      TvmReply r = thread_worker(opts.timeout_seconds).request({{"op", "spec"}, {"pass", spec}});
      if (r.succeeded())
        steps->steps = symbolic_bindings_from_json(
            r.body.value("bind_symbolic_vars", nlohmann::json::array()));
    });
    return steps->steps.empty() ? PassPrecondition{}
                                : symbolic_binding_precondition(mod, steps->steps);
  };
  return p;
}

std::string tvm_spec_problem(const std::string& spec) {
  TvmWorker w;
  TvmReply r = w.request({{"op", "spec"}, {"pass", spec}});
  if (r.succeeded()) return "";
  if (r.ok() && r.body["error"].value("stage", "") == "spec")
    return r.body["error"].value("message", "");
  return r.error_line();
}

} // namespace rxv::fuzz
