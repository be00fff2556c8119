#pragma once
/// The x86 CPU features that decide which Halide code may run here (DESIGN.md, "Semantics
/// decisions": backends never assume the build machine's CPU), read with cpuid and xgetbv, and
/// what each Halide x86 feature needs of them. Halide 14's own detection (get_host_target() in
/// libHalide, halide_default_can_use_target_features() in its runtime) looks at a few cpuid bits
/// and takes any CPU with AVX-512 IFMA, VNNI and BF16 (AMD Zen 4) for Sapphire Rapids; LLVM then
/// compiles for -mcpu=sapphirerapids, which includes AVX512-FP16 and AMX, and the code dies with
/// SIGILL. Here a Halide feature is usable only when the CPU has every instruction-set extension
/// that LLVM 14 enables for it and the OS saves the register state it uses (YMM, ZMM, AMX tiles;
/// Linux grants AMX only to a process that asks, and Halide's runtime does not).
///
/// What a Halide 14 x86 feature turns on in LLVM 14 (src/CodeGen_X86.cpp: mcpu() picks the CPU
/// model from the highest feature, mattrs() adds +fma, +f16c and the avx512 extensions; the model's
/// own extensions are LLVM 14's X86.td, as `clang-14 -march=CPU -dM -E` lists them):
///   sse41                 -mcpu=penryn: pni(sse3) ssse3 sse4_1 cx16 lahf_lm
///   avx                   -mcpu=corei7-avx: + sse4_2 popcnt pclmulqdq avx
///   fma, f16c             +fma, +f16c
///   avx2                  -mcpu=haswell: + avx2 fma f16c bmi1 bmi2 abm(lzcnt) movbe
///   avx512_knl            -mcpu=knl: + avx512f cd er pf, adx aes 3dnowprefetch prefetchwt1
///   avx512                +avx512f,+avx512cd
///   avx512_skylake        -mcpu=skylake-avx512: + avx512f cd dq bw vl, adx aes 3dnowprefetch
///   avx512_cannonlake     -mcpu=cannonlake: + avx512ifma avx512vbmi sha_ni
///   avx512_sapphirerapids -mcpu=sapphirerapids: + avx512 vbmi2 bitalg vpopcntdq vnni bf16 fp16
///                         vp2intersect, avx_vnni, gfni vaes vpclmulqdq, amx tile/int8/bf16
/// Not checked: extensions of those models whose instructions LLVM emits only through their own
/// intrinsics, which Halide 14 never calls (system and OS-state ones: xsave*, fsgsbase, invpcid,
/// pku, clflushopt, clwb, rdrand, rdseed, sgx, and Sapphire Rapids' serialize, waitpkg, uintr,
/// enqcmd, tsxldtrk, cldemote, movdir*, ptwrite, shstk, rdpid, pconfig, wbnoinvd).
///
/// Needs only Halide's runtime header (no libHalide), so that the AOT kernels' run-time dispatch
/// (aot/aot_kernels.cpp) and the JIT's target choice (host_target.h) use the same rules.
#include <HalideRuntime.h>

#include <bitset>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace rxv::halide {

/// The x86 instruction-set extensions the target choice depends on, named as /proc/cpuinfo
/// names them ("pni" is SSE3, "abm" LZCNT, "3dnowprefetch" PREFETCHW; prefetchwt1 has no
/// cpuinfo flag and is called "prefetchwt1" here).
enum class CpuFlag {
  kSse2,
  kSse3,
  kSsse3,
  kSse41,
  kSse42,
  kCx16,
  kLahfLm,
  kPopcnt,
  kPclmulqdq,
  kAes,
  kAvx,
  kF16c,
  kFma,
  kAvx2,
  kBmi1,
  kBmi2,
  kAbm,
  kMovbe,
  kAdx,
  kPrefetchw,
  kPrefetchwt1,
  kSha,
  kAvx512f,
  kAvx512cd,
  kAvx512er,
  kAvx512pf,
  kAvx512dq,
  kAvx512bw,
  kAvx512vl,
  kAvx512ifma,
  kAvx512vbmi,
  kAvx512vbmi2,
  kAvx512bitalg,
  kAvx512vpopcntdq,
  kAvx512vnni,
  kAvx512bf16,
  kAvx512fp16,
  kAvx512vp2intersect,
  kAvxVnni,
  kGfni,
  kVaes,
  kVpclmulqdq,
  kAmxTile,
  kAmxInt8,
  kAmxBf16,
  kCount
};

/// The /proc/cpuinfo name of a flag ("sse4_1", "avx512_fp16", ...).
std::string_view cpu_flag_name(CpuFlag f);

/// What a CPU offers: its extensions (cpuid) and which register state the OS saves (xgetbv).
struct CpuFeatures {
  std::bitset<size_t(CpuFlag::kCount)> flags;
  bool os_ymm = false; ///< XCR0 has SSE and AVX state: VEX-encoded (AVX, AVX2, FMA) code may run
  bool os_zmm = false; ///< XCR0 also has opmask and ZMM state: AVX-512 code may run
  bool os_amx = false; ///< XCR0 has tile state and the process may use it (Linux arch_prctl)

  bool has(CpuFlag f) const { return flags.test(size_t(f)); }
  /// Features from a /proc/cpuinfo-style "flags" list; names not in CpuFlag are ignored, so a
  /// real cpuinfo line can be pasted. `os_state`: the OS saves every register state.
  static CpuFeatures from_names(std::string_view cpuinfo_flags, bool os_state = true);
};

/// The running CPU's features, read with cpuid and xgetbv (empty on a non-x86 host).
CpuFeatures read_cpu_features();

/// read_cpu_features(), read once.
const CpuFeatures& this_cpu();

/// The flags the x86 ISA features among `features` (Halide's feature ids) need that `cpu` lacks,
/// then "os-ymm"/"os-zmm"/"os-amx" for missing OS register state; empty when code compiled
/// with them can run here. Other features (CUDA, StrictFloat, ...) need nothing of the CPU.
std::vector<std::string> missing_cpu_flags(const std::vector<halide_target_feature_t>& features,
                                           const CpuFeatures& cpu);

/// The x86 ISA features (those in the table above) a Halide target string names.
std::vector<halide_target_feature_t> x86_features_in(std::string_view target);

/// A halide_can_use_target_features() for multi-target AOT libraries: whether this CPU
/// (this_cpu()) can run code for the features in the bitset `features` (`count` words).
int can_use_target_features(int count, const uint64_t* features);

} // namespace rxv::halide
