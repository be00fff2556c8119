/// Benchmark: `rxv check` throughput in bindings/s and how it scales (issue "Well-formedness", item
/// 7). The module has N bindings spread over functions of 20 bindings each, so every stage has
/// work: symbolic shapes and match_cast (WF-5/6, inference), nested calls (normalization), dataflow
/// blocks, calls between global functions and closures (WF-7's call graph, PUR-3's Horn clauses),
/// impure functions (PUR-3 sources) and pure ones that must not reach them.
/// Each stage is timed separately (best of REPEATS) so a superlinear one stands out; the in-run
/// baseline is reading the same text.
///
/// Usage: check_throughput [REPEATS=3] [N...=10000 30000 100000]
///        check_throughput --emit N      (prints the module, to run `rxv check` on it)
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "semantics/analysis/well_formed.h"
#include "semantics/infer/infer.h"
#include "semantics/script/reader.h"
#include "semantics/transform/normalize.h"
#include "solver/purity_horn.h"
#include "solver/z3_arith.h"

namespace {

constexpr int kPerFunction = 20;

/// One function `f<k>` of 20 bindings. Pure functions call their predecessor and a local closure;
/// every 16th function is impure (prints) and is called only by the next impure one.
void emit_function(std::string& s, int k) {
  const bool impure = k % 16 == 15;
  const char* tn = "R.Tensor((n, 4), dtype=\"float32\")";
  s += impure ? "    @R.function(pure=False)\n" : "    @R.function\n";
  s += fmt::format("    def f{}(x: R.Tensor((\"n\", 4), dtype=\"float32\")) -> {}:\n", k, tn);
  s += "        n = T.int64()\n        m = T.int64()\n        cls = Module\n";
  if (impure) {
    s += "        p: R.Tuple = R.print(x, format=R.str(\"{}\"))\n";
    const int prev = k - 16;
    s += prev >= 0 ? fmt::format("        a0: {} = cls.f{}(x)\n", tn, prev)
                   : fmt::format("        a0: {} = R.add(x, x)\n", tn);
    for (int i = 1; i < kPerFunction - 1; ++i)
      s += fmt::format("        a{}: {} = R.multiply(a{}, R.add(x, x))\n", i, tn, i - 1);
    s += fmt::format("        return a{}\n", kPerFunction - 2);
    return;
  }
  // A closure whose body is pure, called through its variable (a PUR-3 call site).
  s += fmt::format("        @R.function\n        def g(y: {}) -> {}:\n", tn, tn);
  s += "            z = R.nn.relu(y)\n            return z\n";
  s += "        with R.dataflow():\n";
  int prev_pure = k - 1;
  while (prev_pure >= 0 && prev_pure % 16 == 15) --prev_pure;
  s += prev_pure >= 0 ? fmt::format("            a0: {} = cls.f{}(x)\n", tn, prev_pure)
                      : fmt::format("            a0: {} = R.add(x, x)\n", tn);
  s += fmt::format("            a1: {} = g(a0)\n", tn);
  // `cur` threads the (n, 4) value through; the m-shaped values are side results.
  std::string cur = "a1", side, tup;
  for (int i = 2; i < kPerFunction - 1; ++i) {
    const std::string a = fmt::format("a{}", i);
    switch ((i - 2) % 6) {
    case 0:
      s += fmt::format("            {}: {} = R.multiply(R.add({}, x), x)\n", a, tn, cur);
      cur = a;
      break;
    case 1:
      s += fmt::format("            {} = R.match_cast({}, R.Tensor((m, 4), dtype=\"float32\"))\n",
                       a, cur);
      side = a;
      break;
    case 2:
      s += fmt::format("            {}: R.Tensor((m, 4), dtype=\"float32\") = R.nn.relu({})\n", a,
                       side);
      side = a;
      break;
    case 3:
      s += fmt::format(
          "            {}: R.Tuple(R.Tensor((m, 4), dtype=\"float32\"), {}) = ({}, {})\n", a, tn,
          side, cur);
      tup = a;
      break;
    case 4:
      s += fmt::format("            {}: {} = {}[1]\n", a, tn, tup);
      cur = a;
      break;
    default:
      s += fmt::format("            {}: R.Tensor((m, 1), dtype=\"float32\") = R.sum({}, axis=[1], "
                       "keepdims=True)\n",
                       a, side);
      break;
    }
  }
  s += fmt::format("            gv: {} = R.add(x, {})\n", tn, cur);
  s += "            R.output(gv)\n        return gv\n";
}

std::string generate_module(int n) {
  std::string s = "# from tvm.script import ir as I\n# from tvm.script import tir as T\n"
                  "# from tvm.script import relax as R\n\n@I.ir_module\nclass Module:\n";
  const int funcs = std::max(1, n / kPerFunction);
  for (int k = 0; k < funcs; ++k) emit_function(s, k);
  s += "    @R.function\n    def main(x: R.Tensor((\"n\", 4), dtype=\"float32\")) -> "
       "R.Tensor((\"n\", 4), dtype=\"float32\"):\n        R.func_attr({\"global_symbol\": "
       "\"main\"})\n        cls = Module\n";
  int last_pure = funcs - 1;
  while (last_pure > 0 && last_pure % 16 == 15) --last_pure;
  s += fmt::format("        r = cls.f{}(x)\n        return r\n", last_pure);
  return s;
}

/// CPU seconds of this thread: the checks are single-threaded, and wall time on a shared 2-core
/// machine mostly measures the other jobs.
double cpu_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return double(ts.tv_sec) + ts.tv_nsec * 1e-9;
}

template <class F> double best_of(int repeats, F&& f) {
  double best = 1e100;
  for (int r = 0; r < repeats; ++r) {
    const double t0 = cpu_seconds();
    f();
    best = std::min(best, cpu_seconds() - t0);
  }
  return best;
}

[[noreturn]] void fail(const std::string& what, const std::vector<rxv::sem::Diagnostic>& diags) {
  std::fprintf(stderr, "check_throughput: %s (%zu diagnostics)\n", what.c_str(), diags.size());
  for (size_t i = 0; i < std::min<size_t>(diags.size(), 5); ++i)
    std::fprintf(stderr, "  %s\n", diags[i].format("generated").c_str());
  std::exit(1);
}

struct Row {
  int bindings;
  double read, wf, normalize, nf, infer, purity;
  double check() const { return wf + normalize + nf + infer + purity; }
};

Row measure(int n, int repeats) {
  namespace sem = rxv::sem;
  const std::string text = generate_module(n);
  Row row{};
  std::optional<sem::IRModule> mod;
  row.read = best_of(repeats, [&] {
    sem::DiagnosticSink sink;
    mod = sem::read_module(text, sink);
    if (!mod) {
      std::fputs(sink.format("generated").c_str(), stderr);
      std::exit(1);
    }
  });
  row.bindings = n;
  std::vector<sem::Diagnostic> diags;
  row.wf = best_of(repeats, [&] { diags = sem::check_well_formed(*mod, {}); });
  if (!diags.empty()) fail("generated module is ill-formed", diags);
  std::optional<sem::IRModule> norm;
  row.normalize = best_of(repeats, [&] { norm = sem::normalize(*mod); });
  row.nf = best_of(repeats,
                   [&] { diags = sem::check_well_formed(*norm, {.require_normal_form = true}); });
  if (!diags.empty()) fail("normal form is not in normal form", diags);
  auto arith = rxv::solver::make_arith("simplifier");
  std::optional<sem::InferResult> inferred;
  row.infer = best_of(repeats, [&] { inferred = sem::infer_struct_info(*norm, *arith); });
  if (inferred->has_errors()) fail("inference found errors", inferred->diagnostics);
  // The solver's wall-clock limit is for interactive use; here it must not cut the query short.
  rxv::solver::QueryLimits limits{.timeout_ms = 600'000, .rlimit = 0};
  row.purity =
      best_of(repeats, [&] { diags = rxv::solver::check_purity_horn(*norm, *inferred, limits); });
  if (!diags.empty()) fail("PUR-3 reported", diags);
  return row;
}

} // namespace

int main(int argc, char** argv) {
  if (argc == 3 && std::strcmp(argv[1], "--emit") == 0) {
    std::fputs(generate_module(std::atoi(argv[2])).c_str(), stdout);
    return 0;
  }
  const int repeats = argc > 1 ? std::max(1, std::atoi(argv[1])) : 3;
  std::vector<int> sizes;
  for (int i = 2; i < argc; ++i) sizes.push_back(std::atoi(argv[i]));
  if (sizes.empty()) sizes = {10000, 30000, 100000};
  std::vector<Row> rows;
  std::puts("| bindings | read (s) | WF (s) | normalize (s) | WF+NF (s) | infer (s) | PUR-3 (s) | "
            "check (s) | check bindings/s | check/read |");
  std::puts("|---|---|---|---|---|---|---|---|---|---|");
  for (int n : sizes) {
    Row r = measure(n, repeats);
    rows.push_back(r);
    std::printf("| %d | %.3f | %.3f | %.3f | %.3f | %.3f | %.3f | %.3f | %.0f | %.2f |\n",
                r.bindings, r.read, r.wf, r.normalize, r.nf, r.infer, r.purity, r.check(),
                r.bindings / r.check(), r.check() / r.read);
    std::fflush(stdout);
  }
  // Scaling against the smallest size: time ratio / size ratio (1.0 is linear).
  for (size_t i = 1; i < rows.size(); ++i) {
    const Row &a = rows[0], &b = rows[i];
    const double k = double(b.bindings) / a.bindings;
    std::printf("%dk -> %dk (x%.1f): check x%.2f of linear; WF %.2f, normalize %.2f, WF+NF %.2f, "
                "infer %.2f, PUR-3 %.2f\n",
                a.bindings / 1000, b.bindings / 1000, k, b.check() / a.check() / k, b.wf / a.wf / k,
                b.normalize / a.normalize / k, b.nf / a.nf / k, b.infer / a.infer / k,
                b.purity / a.purity / k);
  }
  return 0;
}
