#include "fuzz/tvm_sinfo.h"

#include <fmt/format.h>

#include <sstream>

#include "fuzz/tvm_worker.h"
#include "semantics/infer/infer.h"
#include "semantics/script/reader.h"
#include "semantics/transform/normalize.h"

namespace rxv::fuzz {

using namespace sem;

namespace {

std::string line_of(const std::string& text, uint32_t line) {
  std::istringstream in(text);
  std::string l;
  for (uint32_t i = 0; i < line && std::getline(in, l); ++i) {
  }
  size_t a = l.find_first_not_of(' ');
  return a == std::string::npos ? l : l.substr(a);
}

} // namespace

SinfoComparison compare_sinfo_with_tvm(const std::string& text, Arith& arith) {
  SinfoComparison c;
  DiagnosticSink sink;
  auto mod = read_module(text, sink);
  if (!mod) {
    c.failure = "rxv cannot read TVM's annotated print:\n" + sink.format("tvm");
    return c;
  }
  // Inference is defined on the normal form; TVM's print of a normalized module is
  // one (the normalizer keeps each binding's annotation).
  InferResult r = infer_struct_info(normalize(*mod), arith);
  for (const Diagnostic& d : r.diagnostics) {
    if (d.rule.rfind("SI", 0) != 0) continue; // purity is not StructInfo
    std::string line = fmt::format("tvm:{}:{}: {}: {} | {}", d.loc.line, d.loc.col, d.rule,
                                   d.message, d.loc.known() ? line_of(text, d.loc.line) : "");
    if (d.severity == Severity::kError)
      c.conflicts.push_back(line);
    else if (d.severity == Severity::kWarning && (d.rule == "SI-1" || d.rule == "SI-3"))
      c.tvm_more_precise.push_back(line);
  }
  return c;
}

SinfoComparison compare_sinfo_with_tvm(const IRModule& mod, TvmWorker& worker, Arith& arith) {
  TvmReply r = worker.request({{"op", "roundtrip"}, {"text", tvm_text(mod)}});
  if (!r.succeeded()) {
    SinfoComparison c;
    c.failure = "TVM: " + r.error_line();
    return c;
  }
  return compare_sinfo_with_tvm(r.body.value("output", ""), arith);
}

} // namespace rxv::fuzz
