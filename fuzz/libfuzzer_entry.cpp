// libFuzzer entry (built only with clang and -fsanitize=fuzzer; see
// fuzz/CMakeLists.txt): the input bytes are the generator's choice sequence
// (ByteChoices), so libFuzzer's mutations explore programs; each program must
// pass rxv's validity check and the built-in passes must refine it. Any failure
// aborts, which libFuzzer reports with the input that caused it.
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "fuzz/choices.h"
#include "fuzz/generator.h"
#include "fuzz/oracle.h"
#include "fuzz/passes/pass.h"
#include "fuzz/validity.h"
#include "semantics/script/printer.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace rxv;
  fuzz::ByteChoices choices(data, size);
  fuzz::GeneratedProgram p = fuzz::generate_program(choices);
  auto arith = sem::make_default_arith();
  fuzz::Validity v = fuzz::check_validity(p.mod, *arith);
  if (!p.stats.rejected_calls.empty() || !v.ok()) {
    std::fprintf(stderr, "invalid generated program: %s\n%s\n", v.str().c_str(),
                 sem::print_module(p.mod).c_str());
    std::abort();
  }
  fuzz::RefinementOracle oracle(*v.normalized, v, *arith);
  for (const auto& pass : fuzz::builtin_passes()) {
    if (auto f = oracle.check(pass.run)) {
      std::fprintf(stderr, "pass %s: %s: %s\n", pass.name.c_str(), f->stage.c_str(),
                   f->message.c_str());
      std::abort();
    }
  }
  return 0;
}
