// The x86 CPU features and what Halide's features need of them (cpu_features.h).
#include "backends/halide/cpu_features.h"

#include <algorithm>
#include <array>
#include <initializer_list>

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#define RXV_X86_HOST 1
#endif
#if defined(RXV_X86_HOST) && defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace rxv::halide {
namespace {

using F = CpuFlag;

constexpr std::array<std::string_view, size_t(CpuFlag::kCount)> kFlagNames = {
    "sse2",          "pni",
    "ssse3",         "sse4_1",
    "sse4_2",        "cx16",
    "lahf_lm",       "popcnt",
    "pclmulqdq",     "aes",
    "avx",           "f16c",
    "fma",           "avx2",
    "bmi1",          "bmi2",
    "abm",           "movbe",
    "adx",           "3dnowprefetch",
    "prefetchwt1",   "sha_ni",
    "avx512f",       "avx512cd",
    "avx512er",      "avx512pf",
    "avx512dq",      "avx512bw",
    "avx512vl",      "avx512ifma",
    "avx512vbmi",    "avx512_vbmi2",
    "avx512_bitalg", "avx512_vpopcntdq",
    "avx512_vnni",   "avx512_bf16",
    "avx512_fp16",   "avx512_vp2intersect",
    "avx_vnni",      "gfni",
    "vaes",          "vpclmulqdq",
    "amx_tile",      "amx_int8",
    "amx_bf16"};

/// Register state a feature's code needs the OS to save.
enum class OsState { kNone, kYmm, kZmm, kAmx };

struct Requirement {
  halide_target_feature_t feature;
  std::string_view name; ///< in Halide's target strings
  OsState os;
  std::vector<CpuFlag> flags;
};

// The extensions of each LLVM 14 CPU model Halide picks (cpu_features.h), cumulative.
const std::vector<CpuFlag> kPenryn = {F::kSse2,  F::kSse3, F::kSsse3,
                                      F::kSse41, F::kCx16, F::kLahfLm};
std::vector<CpuFlag> plus(std::vector<CpuFlag> base, std::initializer_list<CpuFlag> more) {
  base.insert(base.end(), more);
  return base;
}
const std::vector<CpuFlag> kCorei7Avx =
    plus(kPenryn, {F::kSse42, F::kPopcnt, F::kPclmulqdq, F::kAvx});
const std::vector<CpuFlag> kHaswell =
    plus(kCorei7Avx, {F::kAvx2, F::kFma, F::kF16c, F::kBmi1, F::kBmi2, F::kAbm, F::kMovbe});
const std::vector<CpuFlag> kKnl =
    plus(kHaswell, {F::kAdx, F::kAes, F::kPrefetchw, F::kPrefetchwt1, F::kAvx512f, F::kAvx512cd,
                    F::kAvx512er, F::kAvx512pf});
const std::vector<CpuFlag> kSkylakeAvx512 =
    plus(kHaswell, {F::kAdx, F::kAes, F::kPrefetchw, F::kAvx512f, F::kAvx512cd, F::kAvx512dq,
                    F::kAvx512bw, F::kAvx512vl});
const std::vector<CpuFlag> kCannonlake =
    plus(kSkylakeAvx512, {F::kAvx512ifma, F::kAvx512vbmi, F::kSha});
const std::vector<CpuFlag> kSapphireRapids =
    plus(kCannonlake, {F::kAvx512vbmi2, F::kAvx512bitalg, F::kAvx512vpopcntdq, F::kAvx512vnni,
                       F::kAvx512bf16, F::kAvx512fp16, F::kAvx512vp2intersect, F::kAvxVnni,
                       F::kGfni, F::kVaes, F::kVpclmulqdq, F::kAmxTile, F::kAmxInt8, F::kAmxBf16});

/// What each Halide x86 feature makes LLVM use: the model mcpu() picks when it is the highest
/// feature, plus what mattrs() adds for it. A target needs the union over its features (the
/// models nest, so the union is what the highest model and the mattrs enable).
const std::vector<Requirement>& requirements() {
  static const std::vector<Requirement> table = {
      {halide_target_feature_sse41, "sse41", OsState::kNone, kPenryn},
      {halide_target_feature_avx, "avx", OsState::kYmm, kCorei7Avx},
      {halide_target_feature_fma, "fma", OsState::kYmm, {F::kFma}},
      {halide_target_feature_f16c, "f16c", OsState::kYmm, {F::kF16c}},
      {halide_target_feature_avx2, "avx2", OsState::kYmm, kHaswell},
      {halide_target_feature_avx512, "avx512", OsState::kZmm, {F::kAvx512f, F::kAvx512cd}},
      {halide_target_feature_avx512_knl, "avx512_knl", OsState::kZmm, kKnl},
      {halide_target_feature_avx512_skylake, "avx512_skylake", OsState::kZmm, kSkylakeAvx512},
      {halide_target_feature_avx512_cannonlake, "avx512_cannonlake", OsState::kZmm, kCannonlake},
      {halide_target_feature_avx512_sapphirerapids, "avx512_sapphirerapids", OsState::kAmx,
       kSapphireRapids},
  };
  return table;
}

bool os_has(const CpuFeatures& cpu, OsState s) {
  switch (s) {
  case OsState::kNone: return true;
  case OsState::kYmm: return cpu.os_ymm;
  case OsState::kZmm: return cpu.os_ymm && cpu.os_zmm;
  case OsState::kAmx: return cpu.os_ymm && cpu.os_zmm && cpu.os_amx;
  }
  return false;
}

std::string_view os_state_name(OsState s) {
  switch (s) {
  case OsState::kNone: return "";
  case OsState::kYmm: return "os-ymm";
  case OsState::kZmm: return "os-zmm";
  case OsState::kAmx: return "os-amx";
  }
  return "";
}

#if defined(RXV_X86_HOST)
bool bit(unsigned reg, int n) { return (reg >> n) & 1u; }

uint64_t xgetbv0() {
  uint32_t lo = 0, hi = 0;
  // xgetbv by its encoding, so that no -mxsave is needed for this one file.
  __asm__ volatile(".byte 0x0f, 0x01, 0xd0" : "=a"(lo), "=d"(hi) : "c"(0));
  return (uint64_t(hi) << 32) | lo;
}

/// Whether Linux lets this process use AMX tile data (ARCH_GET_XCOMP_PERM, XTILEDATA = 18).
bool process_may_use_amx() {
#if defined(__linux__) && defined(SYS_arch_prctl)
  uint64_t perm = 0;
  if (syscall(SYS_arch_prctl, 0x1022, &perm) != 0) return false;
  return bit(unsigned(perm >> 18), 0);
#else
  return false;
#endif
}
#endif

} // namespace

std::string_view cpu_flag_name(CpuFlag f) { return kFlagNames[size_t(f)]; }

CpuFeatures CpuFeatures::from_names(std::string_view cpuinfo_flags, bool os_state) {
  CpuFeatures cpu;
  size_t pos = 0;
  while (pos < cpuinfo_flags.size()) {
    size_t end = cpuinfo_flags.find_first_of(" \t\n", pos);
    if (end == std::string_view::npos) end = cpuinfo_flags.size();
    std::string_view word = cpuinfo_flags.substr(pos, end - pos);
    for (size_t i = 0; i < kFlagNames.size(); ++i)
      if (!word.empty() && kFlagNames[i] == word) cpu.flags.set(i);
    pos = end + 1;
  }
  cpu.os_ymm = cpu.os_zmm = cpu.os_amx = os_state;
  return cpu;
}

CpuFeatures read_cpu_features() {
  CpuFeatures cpu;
#if defined(RXV_X86_HOST)
  unsigned a = 0, b = 0, c = 0, d = 0;
  auto set = [&](CpuFlag f, bool on) { cpu.flags.set(size_t(f), on); };
  if (!__get_cpuid(1, &a, &b, &c, &d)) return cpu;
  set(F::kSse2, bit(d, 26));
  set(F::kSse3, bit(c, 0));
  set(F::kPclmulqdq, bit(c, 1));
  set(F::kSsse3, bit(c, 9));
  set(F::kFma, bit(c, 12));
  set(F::kCx16, bit(c, 13));
  set(F::kSse41, bit(c, 19));
  set(F::kSse42, bit(c, 20));
  set(F::kMovbe, bit(c, 22));
  set(F::kPopcnt, bit(c, 23));
  set(F::kAes, bit(c, 25));
  set(F::kAvx, bit(c, 28));
  set(F::kF16c, bit(c, 29));
  if (bit(c, 27)) { // OSXSAVE: XCR0 says which register state the OS saves on a switch
    uint64_t xcr0 = xgetbv0();
    cpu.os_ymm = (xcr0 & 0x6) == 0x6;   // SSE, AVX
    cpu.os_zmm = (xcr0 & 0xe0) == 0xe0; // opmask, ZMM_Hi256, Hi16_ZMM
    cpu.os_amx = (xcr0 & 0x60000) == 0x60000 && process_may_use_amx(); // XTILECFG, XTILEDATA
  }
  if (__get_cpuid(0x80000001, &a, &b, &c, &d)) {
    set(F::kLahfLm, bit(c, 0));
    set(F::kAbm, bit(c, 5));
    set(F::kPrefetchw, bit(c, 8));
  }
  if (__get_cpuid_max(0, nullptr) >= 7) {
    __cpuid_count(7, 0, a, b, c, d);
    set(F::kBmi1, bit(b, 3));
    set(F::kAvx2, bit(b, 5));
    set(F::kBmi2, bit(b, 8));
    set(F::kAvx512f, bit(b, 16));
    set(F::kAvx512dq, bit(b, 17));
    set(F::kAdx, bit(b, 19));
    set(F::kAvx512ifma, bit(b, 21));
    set(F::kAvx512pf, bit(b, 26));
    set(F::kAvx512er, bit(b, 27));
    set(F::kAvx512cd, bit(b, 28));
    set(F::kSha, bit(b, 29));
    set(F::kAvx512bw, bit(b, 30));
    set(F::kAvx512vl, bit(b, 31));
    set(F::kPrefetchwt1, bit(c, 0));
    set(F::kAvx512vbmi, bit(c, 1));
    set(F::kAvx512vbmi2, bit(c, 6));
    set(F::kGfni, bit(c, 8));
    set(F::kVaes, bit(c, 9));
    set(F::kVpclmulqdq, bit(c, 10));
    set(F::kAvx512vnni, bit(c, 11));
    set(F::kAvx512bitalg, bit(c, 12));
    set(F::kAvx512vpopcntdq, bit(c, 14));
    set(F::kAvx512vp2intersect, bit(d, 8));
    set(F::kAmxBf16, bit(d, 22));
    set(F::kAvx512fp16, bit(d, 23));
    set(F::kAmxTile, bit(d, 24));
    set(F::kAmxInt8, bit(d, 25));
    unsigned max_sub = a;
    if (max_sub >= 1) {
      __cpuid_count(7, 1, a, b, c, d);
      set(F::kAvxVnni, bit(a, 4));
      set(F::kAvx512bf16, bit(a, 5));
    }
  }
#endif
  return cpu;
}

const CpuFeatures& this_cpu() {
  static const CpuFeatures cpu = read_cpu_features();
  return cpu;
}

std::vector<std::string> missing_cpu_flags(const std::vector<halide_target_feature_t>& features,
                                           const CpuFeatures& cpu) {
  std::bitset<size_t(CpuFlag::kCount)> needed;
  needed.set(size_t(F::kSse2)); // the x86-64 baseline (-mcpu=k8)
  OsState os = OsState::kNone;
  for (const Requirement& r : requirements()) {
    if (std::find(features.begin(), features.end(), r.feature) == features.end()) continue;
    for (CpuFlag f : r.flags) needed.set(size_t(f));
    os = std::max(os, r.os);
  }
  std::vector<std::string> missing;
  for (size_t i = 0; i < needed.size(); ++i)
    if (needed.test(i) && !cpu.flags.test(i)) missing.emplace_back(kFlagNames[i]);
  for (OsState s : {OsState::kYmm, OsState::kZmm, OsState::kAmx})
    if (s <= os && !os_has(cpu, s)) missing.emplace_back(os_state_name(s));
  return missing;
}

std::vector<halide_target_feature_t> x86_features_in(std::string_view target) {
  std::vector<halide_target_feature_t> out;
  size_t pos = 0;
  while (pos <= target.size()) {
    size_t end = std::min(target.find('-', pos), target.size());
    for (const Requirement& r : requirements())
      if (target.substr(pos, end - pos) == r.name) out.push_back(r.feature);
    pos = end + 1;
  }
  return out;
}

int can_use_target_features(int count, const uint64_t* features) {
#if defined(RXV_X86_HOST)
  std::vector<halide_target_feature_t> set;
  for (int i = 0; i < count * 64 && i < halide_target_feature_end; ++i)
    if ((features[i / 64] >> (i % 64)) & 1) set.push_back(halide_target_feature_t(i));
  return missing_cpu_flags(set, this_cpu()).empty() ? 1 : 0;
#else
  return halide_default_can_use_target_features(count, features); // the rules are x86's
#endif
}

} // namespace rxv::halide
