/// The prover benchmark: every claim of bench/prove_claims.txt decided twice, by the prover as
/// shipped (canonical simplifier first, then Z3) and by Z3 alone (the baseline), reporting the
/// share decided, wrong answers (a verdict opposite to the file's), the share the fast path settled
/// and the median / p99 time per claim.
///
/// Usage: prove_suite [bench/prove_claims.txt] [--slow MS]
/// Line format: `EXPECT[,signed][,bits]: CLAIM [assuming A, B, ...]`, EXPECT proved or refuted.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "solver/claim_reader.h"
#include "solver/prover.h"

namespace {

using rxv::solver::ProveOptions;
using rxv::solver::ProveResult;

struct Case {
  int line = 0;
  bool want_proved = false;
  ProveOptions opts;
  rxv::solver::ClaimLine text;
};

struct Stats {
  int decided = 0, wrong = 0, fast = 0, total = 0;
  std::vector<double> ms;
  std::vector<std::string> notes;
};

bool parse_case(const std::string& line, int line_no, Case& c, std::string& error) {
  size_t colon = line.find(':');
  if (colon == std::string::npos) {
    error = "missing ':'";
    return false;
  }
  std::stringstream head(line.substr(0, colon));
  std::string word;
  bool first = true;
  while (std::getline(head, word, ',')) {
    if (first) {
      if (word != "proved" && word != "refuted") {
        error = "expected 'proved' or 'refuted', got '" + word + "'";
        return false;
      }
      c.want_proved = word == "proved";
      first = false;
    } else if (word == "signed") {
      c.opts.all_signed = true;
    } else if (word == "bits") {
      c.opts.encoding = rxv::solver::Encoding::kBitVector;
    } else {
      error = "unknown flag '" + word + "'";
      return false;
    }
  }
  c.line = line_no;
  c.text = rxv::solver::split_claim_line(std::string_view(line).substr(colon + 1));
  return true;
}

/// Decides `c` (parsed afresh, so that no run profits from another's work) and times the prove
/// call.
ProveResult run_case(const Case& c, bool fast_path, double& ms) {
  rxv::solver::ClaimScope scope;
  rxv::sem::DiagnosticSink sink;
  std::vector<rxv::sem::PrimExpr> assumptions;
  for (const auto& a : c.text.assumptions)
    if (auto e = scope.read(a.text, sink)) assumptions.push_back(*e);
  auto claim = scope.read(c.text.claim.text, sink);
  if (!claim || sink.has_errors()) {
    ms = 0;
    ProveResult bad;
    bad.reason = "unreadable: " + sink.format("line " + std::to_string(c.line));
    return bad;
  }
  ProveOptions opts = c.opts;
  opts.fast_path = fast_path;
  auto t0 = std::chrono::steady_clock::now();
  ProveResult r = rxv::solver::prove(*claim, assumptions, opts);
  ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  return r;
}

double percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  size_t i = size_t(p * double(v.size() - 1) + 0.5);
  return v[std::min(i, v.size() - 1)];
}

Stats run_all(const std::vector<Case>& cases, bool fast_path, double slow_ms) {
  Stats s;
  for (const Case& c : cases) {
    double ms = 0;
    ProveResult r = run_case(c, fast_path, ms);
    ++s.total;
    s.ms.push_back(ms);
    if (ms > slow_ms)
      s.notes.push_back("line " + std::to_string(c.line) + ": slow (" + std::to_string(int(ms)) +
                        " ms, " + r.str() + "): " + c.text.claim.text);
    if (r.is_unknown()) {
      s.notes.push_back("line " + std::to_string(c.line) + ": unknown (" + r.reason +
                        "): " + c.text.claim.text);
      continue;
    }
    ++s.decided;
    if (r.fast_path) ++s.fast;
    if (r.is_proved() != c.want_proved) {
      ++s.wrong;
      s.notes.push_back("line " + std::to_string(c.line) + ": WRONG " + r.str() + ": " +
                        c.text.claim.text);
    }
  }
  return s;
}

void print(const char* name, const Stats& s) {
  std::printf("%-24s decided %d/%d (%.1f%%)  wrong %d  fast path %.1f%%  median %.3f ms  "
              "p99 %.3f ms  max %.3f ms\n",
              name, s.decided, s.total, 100.0 * s.decided / std::max(1, s.total), s.wrong,
              100.0 * s.fast / std::max(1, s.total), percentile(s.ms, 0.5), percentile(s.ms, 0.99),
              percentile(s.ms, 1.0));
  for (const auto& n : s.notes) std::printf("  %s\n", n.c_str());
}

} // namespace

int main(int argc, char** argv) {
  std::string path = "bench/prove_claims.txt";
  double slow_ms = 1e9; // --slow MS lists the claims that take longer
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--slow" && i + 1 < argc)
      slow_ms = std::atof(argv[++i]);
    else
      path = a;
  }
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "prove_suite: cannot read %s\n", path.c_str());
    return 2;
  }
  std::vector<Case> cases;
  std::string line;
  for (int line_no = 1; std::getline(in, line); ++line_no) {
    if (line.empty() || line[0] == '#') continue;
    Case c;
    std::string error;
    if (!parse_case(line, line_no, c, error)) {
      std::fprintf(stderr, "%s:%d: %s\n", path.c_str(), line_no, error.c_str());
      return 2;
    }
    cases.push_back(std::move(c));
  }
  // One untimed pass warms up the Z3 context, the allocator and the caches.
  for (const Case& c : cases) {
    double ms = 0;
    run_case(c, true, ms);
  }
  std::printf("%zu claims from %s\n", cases.size(), path.c_str());
  Stats fast = run_all(cases, true, slow_ms);
  Stats base = run_all(cases, false, slow_ms);
  print("simplifier + Z3:", fast);
  print("Z3 alone (baseline):", base);
  double fm = percentile(fast.ms, 0.5), bm = percentile(base.ms, 0.5);
  double fp = percentile(fast.ms, 0.99), bp = percentile(base.ms, 0.99);
  std::printf("speedup over the baseline: median %.1fx, p99 %.1fx\n", fm > 0 ? bm / fm : 0,
              fp > 0 ? bp / fp : 0);
  bool ok = fast.wrong == 0 && base.wrong == 0;
  return ok ? 0 : 1;
}
