/// Benchmark: read and print a generated module of N bindings (issue "Foundation", item 7).
/// Reports bindings/s for each stage and the time ratio between the two sizes (linear scaling
/// means a ratio near size_b / size_a). The Python-subset parse alone is measured in the same run
/// as the in-run baseline: `read / parse` says what the Relax translation adds on top of parsing.
///
/// Usage: read_print [N_SMALL=10000] [N_LARGE=100000] [REPEATS=5]   (medians of REPEATS fresh
///        processes per size, interleaved)
///        read_print --once N   (one measurement: parse, read, print wall and CPU seconds,
///        then each stage's minor page faults)
///        read_print --emit N   (prints the module, to run `rxv print` / `rxv check` on it)
///        read_print --mem N    (heap in use after each stage and each stage's peak RSS, per
///        binding)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>
#include <malloc.h>
#include <sys/resource.h>

#include "semantics/script/printer.h"
#include "semantics/script/py_parser.h"
#include "semantics/script/reader.h"
#include "tools/allocator.h"

namespace {

using Clock = std::chrono::steady_clock;

/// A module whose main function has `n` bindings in the shapes TVM prints: annotated op calls on
/// symbolic shapes in a dataflow block, tuples, tuple indexing, match_cast and call_tir.
std::string generate_module(int n) {
  std::string s;
  s.reserve(size_t(n) * 80 + 1024);
  s += "# from tvm.script import ir as I\n# from tvm.script import tir as T\n"
       "# from tvm.script import relax as R\n\n@I.ir_module\nclass Module:\n"
       "    @R.function\n"
       "    def main(x: R.Tensor((\"n\", 4), dtype=\"float32\")) -> R.Tensor((\"n\", 4), "
       "dtype=\"float32\"):\n"
       "        n = T.int64()\n        with R.dataflow():\n"
       "            lv0: R.Tensor((n, 4), dtype=\"float32\") = R.add(x, x)\n";
  // Each line's annotation is what StructInfo inference derives, so that `rxv check` accepts the
  // module and measures the path without diagnostics.
  for (int i = 1; i < n - 1; ++i) {
    const std::string prev = fmt::format("lv{}", i - 1);
    switch (i % 8) {
    case 0:
      s += fmt::format(
          "            lv{}: R.Tensor((n, 4), dtype=\"float32\") = R.multiply({}, x)\n", i, prev);
      break;
    case 1: s += fmt::format("            lv{} = R.nn.relu({})\n", i, prev); break;
    case 2:
      s += fmt::format("            lv{}: R.Tuple(R.Tensor((n, 4), dtype=\"float32\"), "
                       "R.Tensor((n, 4), dtype=\"float32\")) = ({}, x)\n",
                       i, prev);
      break;
    case 3:
      s += fmt::format("            lv{}: R.Tensor((n, 4), dtype=\"float32\") = {}[0]\n", i, prev);
      break;
    case 4:
      s += fmt::format("            lv{} = R.match_cast({}, R.Tensor((n, 4), dtype=\"float32\"))\n",
                       i, prev);
      break;
    case 5:
      s += fmt::format("            lv{}: R.Tensor((n, 1), dtype=\"float32\") = R.sum({}, "
                       "axis=[1], keepdims=True)\n",
                       i, prev);
      break;
    case 6:
      s += fmt::format("            lv{}: R.Tensor((n, 1), dtype=\"float32\") = R.subtract({}, "
                       "R.const(1.5, \"float32\"))\n",
                       i, prev);
      break;
    default:
      s += fmt::format("            lv{}: R.Tensor((n, 4), dtype=\"float32\") = R.add(x, {})\n", i,
                       prev);
      break;
    }
  }
  s += fmt::format("            gv: R.Tensor((n, 4), dtype=\"float32\") = R.add(x, lv{})\n", n - 2);
  s += "            R.output(gv)\n        return gv\n";
  return s;
}

// One stage's time: wall clock, and CPU time of this thread (steadier on a shared machine).
struct StageTime {
  double wall_s = 0, cpu_s = 0;
  long faults = 0; ///< minor page faults (fresh pages the stage touched)
};

struct Timing {
  StageTime parse, read, print;
};

double thread_cpu_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return double(ts.tv_sec) + double(ts.tv_nsec) * 1e-9;
}

long minor_faults() {
  rusage ru{};
  getrusage(RUSAGE_THREAD, &ru);
  return ru.ru_minflt;
}

template <class F> StageTime time_once(F&& f) {
  auto t0 = Clock::now();
  double c0 = thread_cpu_seconds();
  long f0 = minor_faults();
  f();
  return {std::chrono::duration<double>(Clock::now() - t0).count(), thread_cpu_seconds() - c0,
          minor_faults() - f0};
}

StageTime median(std::vector<StageTime> v) {
  auto mid = [&](auto field) {
    std::vector<double> xs;
    for (const StageTime& t : v) xs.push_back(t.*field);
    std::sort(xs.begin(), xs.end());
    return xs[xs.size() / 2];
  };
  return {mid(&StageTime::wall_s), mid(&StageTime::cpu_s)};
}

// One measurement of each stage, in this process (run it in a fresh one: a heap that earlier runs
// filled with freed nodes makes the allocator's deferred work land in the next timed region).
Timing measure_once(int n) {
  std::string text = generate_module(n);
  Timing t;
  {
    std::optional<rxv::sem::py::PyModule> tree;
    t.parse = time_once([&] {
      rxv::sem::DiagnosticSink sink;
      tree = rxv::sem::py::parse_python(text, sink);
      if (!tree) std::abort();
    });
  }
  std::optional<rxv::sem::IRModule> mod;
  t.read = time_once([&] {
    rxv::sem::DiagnosticSink sink;
    mod = rxv::sem::read_module(text, sink);
    if (!mod) {
      std::fputs(sink.format("generated").c_str(), stderr);
      std::abort();
    }
  });
  std::string out;
  t.print = time_once([&] { out = rxv::sem::print_module(*mod); });
  if (out.size() < text.size() / 2) std::abort();
  return t;
}

// `repeats` fresh processes per size, the sizes interleaved (small, large, small, ...) so that load
// changes on a shared machine hit them alike; each stage's median.
std::pair<Timing, Timing> measure(const char* self, int small, int large, int repeats) {
  std::vector<StageTime> stages[2][3];
  for (int r = 0; r < repeats; ++r) {
    for (int which = 0; which < 2; ++which) {
      std::string cmd = fmt::format("'{}' --once {}", self, which == 0 ? small : large);
      FILE* child = popen(cmd.c_str(), "r");
      StageTime st[3];
      if (!child || std::fscanf(child, "%lf %lf %lf %lf %lf %lf", &st[0].wall_s, &st[0].cpu_s,
                                &st[1].wall_s, &st[1].cpu_s, &st[2].wall_s, &st[2].cpu_s) != 6) {
        std::fputs("read_print: a measuring child failed\n", stderr);
        std::exit(3);
      }
      pclose(child);
      for (int i = 0; i < 3; ++i) stages[which][i].push_back(st[i]);
    }
  }
  auto timing = [&](int which) {
    return Timing{median(stages[which][0]), median(stages[which][1]), median(stages[which][2])};
  };
  return {timing(0), timing(1)};
}

// Heap bytes in use (glibc's malloc statistics).
size_t heap_in_use() { return mallinfo2().uordblks + mallinfo2().hblkhd; }

// The process's peak resident set (VmHWM) in bytes; `reset` starts a new peak from now.
size_t peak_rss(bool reset = false) {
  if (reset) {
    if (FILE* f = std::fopen("/proc/self/clear_refs", "w")) {
      std::fputs("5", f);
      std::fclose(f);
    }
  }
  size_t kb = 0;
  if (FILE* f = std::fopen("/proc/self/status", "r")) {
    char line[256];
    while (std::fgets(line, sizeof line, f))
      if (std::sscanf(line, "VmHWM: %zu kB", &kb) == 1) break;
    std::fclose(f);
  }
  return kb << 10;
}

// Where the memory of read + print goes: the heap in use after each stage (what stays alive) and
// the peak RSS during it (what the stage needs at once), in bytes per binding.
void measure_memory(int n) {
  auto per = [n](double bytes) { return bytes / n; };
  size_t base = heap_in_use();
  std::string text = generate_module(n);
  size_t with_text = heap_in_use();
  fmt::print("source text         {:8.0f} B/binding\n", per(double(with_text - base)));
  {
    rxv::sem::DiagnosticSink sink;
    peak_rss(true);
    size_t rss0 = peak_rss();
    auto tree = rxv::sem::py::parse_python(text, sink);
    if (!tree) std::abort();
    fmt::print("syntax tree         {:8.0f} B/binding (arena {:.0f}), peak RSS +{:.0f}\n",
               per(double(heap_in_use() - with_text)), per(double(tree->arena->reserved_bytes())),
               per(double(peak_rss() - rss0)));
  }
  malloc_trim(0);
  peak_rss(true);
  size_t rss0 = peak_rss();
  std::optional<rxv::sem::IRModule> mod;
  {
    rxv::sem::DiagnosticSink sink;
    mod = rxv::sem::read_module(text, sink);
    if (!mod) std::abort();
  }
  size_t with_ir = heap_in_use();
  size_t uses = mod->use_locs.uses();
  fmt::print("IR after reading    {:8.0f} B/binding ({} use_locs entries, {} uses); read peak RSS "
             "+{:.0f}\n",
             per(double(with_ir - with_text)), mod->use_locs.size(), uses,
             per(double(peak_rss() - rss0)));
  peak_rss(true);
  rss0 = peak_rss();
  std::string out = rxv::sem::print_module(*mod);
  fmt::print("printed text        {:8.0f} B/binding; print peak RSS +{:.0f}\n",
             per(double(out.size())), per(double(peak_rss() - rss0)));
}

} // namespace

int main(int argc, char** argv) {
  rxv::tools::tune_allocator(); // as rxv runs
  if (argc == 3 && std::string_view(argv[1]) == "--emit") {
    std::fputs(generate_module(std::atoi(argv[2])).c_str(), stdout);
    return 0;
  }
  if (argc == 3 && std::string_view(argv[1]) == "--mem") {
    measure_memory(std::atoi(argv[2]));
    return 0;
  }
  if (argc == 3 && std::string_view(argv[1]) == "--once") {
    Timing t = measure_once(std::atoi(argv[2]));
    // The first six fields are what `measure` reads; the page faults follow for a reader.
    fmt::print("{} {} {} {} {} {} {} {} {}\n", t.parse.wall_s, t.parse.cpu_s, t.read.wall_s,
               t.read.cpu_s, t.print.wall_s, t.print.cpu_s, t.parse.faults, t.read.faults,
               t.print.faults);
    return 0;
  }
  int small = argc > 1 ? std::atoi(argv[1]) : 10000;
  int large = argc > 2 ? std::atoi(argv[2]) : 100000;
  int repeats = argc > 3 ? std::atoi(argv[3]) : 5;
  if (small < 2 || large < small || repeats < 1) {
    std::fputs("usage: read_print [N_SMALL>=2] [N_LARGE>=N_SMALL] [REPEATS>=1]\n", stderr);
    return 2;
  }
  auto [a, b] = measure(argv[0], small, large, repeats);
  fmt::print("| bindings | clock | parse (s) | read (s) | print (s) | read bindings/s | print "
             "bindings/s | read/parse |\n");
  fmt::print("|---|---|---|---|---|---|---|---|\n");
  for (auto [n, t] : {std::pair{small, a}, std::pair{large, b}}) {
    for (auto [clock, field] :
         {std::pair{"wall", &StageTime::wall_s}, std::pair{"cpu", &StageTime::cpu_s}}) {
      double parse = t.parse.*field, read = t.read.*field, print = t.print.*field;
      fmt::print("| {} | {} | {:.4f} | {:.4f} | {:.4f} | {:.0f} | {:.0f} | {:.2f} |\n", n, clock,
                 parse, read, print, n / read, n / print, read / parse);
    }
  }
  fmt::print("\nscaling {}→{} ({}x bindings): read time ratio {:.2f} wall, {:.2f} cpu (parse "
             "{:.2f} cpu); print {:.2f} cpu\n",
             small, large, large / small, b.read.wall_s / a.read.wall_s,
             b.read.cpu_s / a.read.cpu_s, b.parse.cpu_s / a.parse.cpu_s,
             b.print.cpu_s / a.print.cpu_s);
  return 0;
}
