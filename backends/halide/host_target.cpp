// The Halide target for this process's CPU (host_target.h).
#include "backends/halide/host_target.h"

#include <cstdlib>
#include <iostream>

namespace rxv::halide {
namespace {

using HF = Halide::Target::Feature;

/// Candidate feature sets, richest first; the first the CPU can run wins.
const std::vector<std::vector<HF>>& ladder() {
  static const std::vector<std::vector<HF>> rungs = {
      {HF::SSE41, HF::AVX, HF::AVX2, HF::FMA, HF::F16C, HF::AVX512, HF::AVX512_Skylake,
       HF::AVX512_Cannonlake, HF::AVX512_SapphireRapids},
      {HF::SSE41, HF::AVX, HF::AVX2, HF::FMA, HF::F16C, HF::AVX512, HF::AVX512_Skylake,
       HF::AVX512_Cannonlake},
      {HF::SSE41, HF::AVX, HF::AVX2, HF::FMA, HF::F16C, HF::AVX512, HF::AVX512_Skylake},
      {HF::SSE41, HF::AVX, HF::AVX2, HF::FMA, HF::F16C, HF::AVX512, HF::AVX512_KNL},
      {HF::SSE41, HF::AVX, HF::AVX2, HF::FMA, HF::F16C},
      {HF::SSE41, HF::AVX}, // + FMA and F16C each when present (AMD Piledriver, Ivy Bridge)
      {HF::SSE41},
      {},
  };
  return rungs;
}

Halide::Target make_target(const std::vector<HF>& features) {
  Halide::Target t(Halide::get_host_target().os, Halide::Target::X86, int(sizeof(void*) * 8));
  for (HF f : features) t.set_feature(f);
  return t;
}

} // namespace

std::vector<std::string> missing_cpu_flags(const Halide::Target& target, const CpuFeatures& cpu) {
  if (target.arch != Halide::Target::X86) return {};
  std::vector<halide_target_feature_t> features;
  for (int i = 0; i < halide_target_feature_end; ++i)
    if (target.has_feature(Halide::Target::Feature(i)))
      features.push_back(halide_target_feature_t(i));
  return missing_cpu_flags(features, cpu);
}

Halide::Target target_for_features(const CpuFeatures& cpu) {
  for (const std::vector<HF>& rung : ladder()) {
    Halide::Target t = make_target(rung);
    if (!missing_cpu_flags(t, cpu).empty()) continue;
    if (t.has_feature(HF::AVX) && !t.has_feature(HF::AVX2)) {
      for (HF extra : {HF::FMA, HF::F16C})
        if (missing_cpu_flags(t.with_feature(extra), cpu).empty()) t.set_feature(extra);
    }
    return t;
  }
  return make_target({});
}

Halide::Target host_target() {
#if defined(__x86_64__) || defined(__i386__)
  static const Halide::Target host = target_for_features(this_cpu());
  return host;
#else
  return Halide::get_host_target();
#endif
}

sem::Expected<Halide::Target> cpu_target(std::string_view spec, std::string_view where) {
  std::string source(where);
  std::string text(spec);
  if (text.empty()) {
    const char* env = std::getenv("HL_JIT_TARGET");
    if (env == nullptr || *env == '\0') return host_target();
    text = env;
    source = "HL_JIT_TARGET";
  }
  auto fail = [&](std::string message) {
    return sem::Expected<Halide::Target>::failure(
        {sem::Severity::kError, "", {}, source + "=" + text + ": " + message});
  };
  // "host" is ours, not Halide's get_host_target() (which is what Target("host") would use).
  std::string expanded = text;
  if (text == "host" || text.rfind("host-", 0) == 0)
    expanded = host_target().to_string() + text.substr(4);
  if (!Halide::Target::validate_target_string(expanded))
    return fail("not a Halide target (expected e.g. x86-64-linux-sse41, host or host-cuda; "
                "this CPU's is " +
                host_target().to_string() + ")");
  Halide::Target t(expanded);
  Halide::Target host = host_target();
  if (t.arch != host.arch || t.bits != host.bits || t.os != host.os)
    return fail("not for this machine (" + host.to_string() + "); the JIT runs code here");
  std::vector<std::string> missing = missing_cpu_flags(t, this_cpu());
  if (!missing.empty()) {
    std::string list;
    for (const std::string& m : missing) list += (list.empty() ? "" : " ") + m;
    return fail("this CPU lacks " + list +
                " (its code would die with SIGILL); this CPU's "
                "target is " +
                host.to_string());
  }
  return t;
}

Halide::Target default_cpu_target() {
  sem::Expected<Halide::Target> t = cpu_target("", "");
  if (t.ok()) return *t;
  static const bool warned = [&] {
    std::cerr << "warning: " << t.errors().front().message << "; using "
              << host_target().to_string() << "\n";
    return true;
  }();
  (void)warned;
  return host_target();
}

} // namespace rxv::halide
