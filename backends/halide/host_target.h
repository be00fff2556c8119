#pragma once
/// The Halide target for this process's CPU, and its overrides (HL_JIT_TARGET, --halide-target).
/// Not Halide 14's get_host_target(), which names features some CPUs lack (cpu_features.h says
/// which and why): a Halide feature is named only when cpu_features.h's rules say it can run.
/// Real Sapphire Rapids parts lack avx512_vp2intersect (LLVM 14's model claims it) and processes
/// lack AMX permission, so avx512_sapphirerapids is in practice never chosen: a cannonlake target
/// runs their AVX-512 code.
#include <Halide.h>

#include <string>
#include <string_view>
#include <vector>

#include "backends/halide/cpu_features.h"
#include "semantics/support/diagnostic.h"

namespace rxv::halide {

/// The richest Halide target whose every feature the CPU has (cpu_features.h), for this
/// host's OS, with no other features (callers add StrictFloat, CUDA, ...). Always at least the
/// x86-64 baseline (SSE2).
Halide::Target target_for_features(const CpuFeatures& cpu);

/// target_for_features(this_cpu()), computed once; Halide's get_host_target() on a
/// non-x86 host. Ignores HL_JIT_TARGET (see cpu_target()).
Halide::Target host_target();

/// missing_cpu_flags() of cpu_features.h for `target`'s features (none for a non-x86 target).
std::vector<std::string> missing_cpu_flags(const Halide::Target& target, const CpuFeatures& cpu);

/// The target for CPU code in this process: `spec` when not empty, else HL_JIT_TARGET when set,
/// else host_target(). A spec is a Halide target string, "host" (or "host-...") meaning
/// host_target() (plus the features after it); it must be for this host's arch, bits and OS and
/// name only features this CPU has, else the error says why (a forced target would die with
/// SIGILL). `where`: what the spec came from, for the message ("--halide-target").
sem::Expected<Halide::Target> cpu_target(std::string_view spec, std::string_view where);

/// cpu_target("") when HL_JIT_TARGET is unset or valid, else host_target() (after a warning on
/// stderr, once): the default of the JIT cache, the CUDA target's host part and the benchmarks.
/// The rxv commands check HL_JIT_TARGET with cpu_target() first and refuse a bad one.
Halide::Target default_cpu_target();

} // namespace rxv::halide
