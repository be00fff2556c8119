#include "tools/corpus_prove.h"

#include <fmt/format.h>

#include "solver/claim_reader.h"
#include "solver/prover.h"
#include "tools/corpus_expectations.h"

namespace rxv::tools {
namespace {

/// Checks one directive (`arg` is the text after the colon, starting at column `col`).
std::optional<std::string> check_one(bool want_proved, std::string_view arg, uint32_t line,
                                     uint32_t col) {
  auto where = [&](size_t offset) { return fmt::format("{}:{}", line, col + offset); };
  solver::ProveOptions opts;
  size_t skip = 0;
  if (!arg.empty() && arg.front() == '[') {
    size_t close = arg.find(']');
    if (close == std::string_view::npos) return where(0) + ": PROVE: unclosed option bracket";
    std::string_view opt_text = arg.substr(1, close - 1);
    while (!opt_text.empty()) {
      size_t comma = opt_text.find(',');
      std::string_view o = trim(opt_text.substr(0, comma));
      if (o == "signed")
        opts.all_signed = true;
      else if (o == "bits")
        opts.encoding = solver::Encoding::kBitVector;
      else
        return where(1) + fmt::format(": PROVE: unknown option '{}' (signed, bits)", o);
      opt_text = comma == std::string_view::npos ? std::string_view() : opt_text.substr(comma + 1);
    }
    skip = close + 1;
  }
  solver::ClaimLine parts = solver::split_claim_line(arg.substr(skip));
  solver::ClaimScope scope;
  std::vector<sem::PrimExpr> assumptions;
  auto read = [&](const solver::ClaimText& t) -> std::optional<std::string> {
    sem::DiagnosticSink sink;
    auto e = scope.read(t.text, sink);
    if (e) {
      assumptions.push_back(*e);
      return std::nullopt;
    }
    const sem::Diagnostic& d = sink.diagnostics().front();
    return where(skip + t.offset + (d.loc.col ? d.loc.col - 1 : 0)) + ": PROVE: " + d.message;
  };
  for (const solver::ClaimText& a : parts.assumptions)
    if (auto err = read(a)) return err;
  if (auto err = read(parts.claim)) return err;
  sem::PrimExpr claim = assumptions.back();
  assumptions.pop_back();
  solver::ProveResult r = solver::prove(claim, assumptions, opts);
  bool ok = want_proved ? r.is_proved() : r.is_refuted();
  if (ok) return std::nullopt;
  return where(skip) + fmt::format(": PROVE{}: expected {}, got {}: {}",
                                   want_proved ? "" : "-REFUTED",
                                   want_proved ? "proved" : "refuted", r.str(), parts.claim.text);
}

} // namespace

std::vector<std::string> check_prove_directives(std::string_view text) {
  std::vector<std::string> failures;
  uint32_t line_no = 0;
  while (!text.empty()) {
    auto nl = text.find('\n');
    std::string_view line = text.substr(0, nl);
    text = nl == std::string_view::npos ? std::string_view() : text.substr(nl + 1);
    ++line_no;
    std::string_view t = trim(line);
    if (t.empty()) continue;
    if (t.front() != '#') break; // the directive block ends at the first non-comment line
    t = trim(t.substr(1));
    bool proved = t.starts_with("PROVE:");
    bool refuted = t.starts_with("PROVE-REFUTED:");
    if (!proved && !refuted) continue;
    std::string_view arg = t.substr(t.find(':') + 1);
    std::string_view body = trim(arg);
    uint32_t col = uint32_t(body.data() - line.data()) + 1;
    if (body.empty()) {
      failures.push_back(fmt::format("{}:{}: PROVE: missing claim", line_no, col));
      continue;
    }
    if (auto f = check_one(proved, body, line_no, col)) failures.push_back(*f);
  }
  return failures;
}

} // namespace rxv::tools
