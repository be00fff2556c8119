// libFuzzer entry for the TVMScript reader (built only with clang and
// -fsanitize=fuzzer; see fuzz/CMakeLists.txt and scripts/libfuzzer.sh): the
// input bytes are a TVMScript file. Any input may be rejected with diagnostics,
// but none may crash, hang or leak. When it reads, the module goes through the
// printer and rxv's check pipeline (check_validity: well-formedness,
// normalization, StructInfo inference, the print/read round trip); a module
// that is well-formed as written but whose normal form is not, or that does not
// survive the round trip, is a bug in rxv and aborts.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "fuzz/validity.h"
#include "semantics/arith/arith.h"
#include "semantics/script/printer.h"
#include "semantics/script/reader.h"

// LeakSanitizer's suppressions for this target (LSan reads them from this hook; ClusterFuzzLite
// runs the binary as it is, so they live here rather than in LSAN_OPTIONS): allocations made
// inside libz3. Z3's datalog engine, which answers the PUR-3 Horn queries of `check`
// (solver/purity_horn.cpp), keeps 698 bytes per query of some shapes that no live pointer
// reaches (datalog::table_relation_plugin::mk_from_table and sparse_table_plugin::mk_empty under
// rel_context::query; first met on corpus/purity/pur3_match_cast_launders_closure.py, kept as
// corpus/regressions/libfuzzer_reader_z3_datalog_leak.py). The wheel's libz3 is prebuilt and not
// ours to fix; rxv's own allocations, Z3 objects it holds included, are still checked.
extern "C" const char* __lsan_default_suppressions() { return "leak:libz3.so\n"; }

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace rxv;
  std::string_view text(reinterpret_cast<const char*>(data), size);
  sem::DiagnosticSink sink;
  std::optional<sem::IRModule> mod = sem::read_module(text, sink);
  if (!mod) return 0; // rejected with a diagnostic: fine
  // Printing must work on anything the reader accepts, well-formed or not.
  (void)sem::print_module(*mod);
  auto arith = sem::make_default_arith();
  fuzz::Validity v = fuzz::check_validity(*mod, *arith);
  if (v.failed_stage == "normalize" || v.failed_stage == "round-trip") {
    std::fprintf(stderr, "%s\n--- printed:\n%s\n", v.str().c_str(),
                 sem::print_module(*mod).c_str());
    std::abort();
  }
  return 0;
}
