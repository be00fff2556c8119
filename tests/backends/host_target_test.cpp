// The Halide target for this CPU (host_target.h): the pure mapping on the feature sets of real
// CPUs (as /proc/cpuinfo lists them), the chosen target against the running CPU, and the
// HL_JIT_TARGET / --halide-target override.
#include "backends/halide/host_target.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <string>

#include "backends/halide/gpu_schedule.h"
#include "backends/halide/jit_cache.h"

namespace rxv::halide {
namespace host_target_test {

// /proc/cpuinfo "flags" lines (trimmed of flags the mapping does not look at).
constexpr const char* kZen4 = // AMD EPYC 9004 (Genoa): AVX-512, but no avx512_fp16, no AMX
    "fpu cx8 cmov mmx fxsr sse sse2 ht syscall nx lm pni pclmulqdq ssse3 fma cx16 sse4_1 sse4_2 "
    "movbe popcnt aes xsave avx f16c rdrand lahf_lm abm sse4a 3dnowprefetch fsgsbase bmi1 avx2 "
    "bmi2 invpcid avx512f avx512dq rdseed adx avx512ifma clflushopt clwb avx512cd sha_ni avx512bw "
    "avx512vl xsaveopt xsavec xsaves avx512_bf16 avx512vbmi pku ospke avx512_vbmi2 gfni vaes "
    "vpclmulqdq avx512_vnni avx512_bitalg avx512_vpopcntdq rdpid";
constexpr const char* kSkylakeX = // Xeon Gold 6148
    "fpu cx8 cmov mmx fxsr sse sse2 ht syscall nx lm pni pclmulqdq ssse3 fma cx16 sse4_1 sse4_2 "
    "movbe popcnt aes xsave avx f16c rdrand lahf_lm abm 3dnowprefetch fsgsbase bmi1 hle avx2 bmi2 "
    "invpcid rtm avx512f avx512dq rdseed adx clflushopt clwb avx512cd avx512bw avx512vl xsaveopt "
    "xsavec xsaves pku ospke";
constexpr const char* kHaswell = // Xeon E5-2680 v3 (no 3dnowprefetch before Broadwell)
    "fpu cx8 cmov mmx fxsr sse sse2 ht syscall nx lm pni pclmulqdq ssse3 fma cx16 sse4_1 sse4_2 "
    "movbe popcnt aes xsave avx f16c rdrand lahf_lm abm fsgsbase bmi1 avx2 bmi2 invpcid xsaveopt";
constexpr const char* kPenryn = // Core 2 Duo E8400: SSE4.1, no SSE4.2
    "fpu cx8 cmov mmx fxsr sse sse2 ht syscall nx lm pni ssse3 cx16 sse4_1 lahf_lm xsave";
constexpr const char* kSapphireRapids = // Xeon 8480 (as this project's dev machine lists it)
    "fpu cx8 cmov mmx fxsr sse sse2 ss ht syscall nx lm pni pclmulqdq ssse3 fma cx16 sse4_1 sse4_2 "
    "movbe popcnt aes xsave avx f16c rdrand lahf_lm abm 3dnowprefetch fsgsbase bmi1 hle avx2 bmi2 "
    "invpcid rtm avx512f avx512dq rdseed adx avx512ifma clflushopt clwb avx512cd sha_ni avx512bw "
    "avx512vl xsaveopt xsavec xsaves avx_vnni avx512_bf16 avx512vbmi umip pku ospke waitpkg "
    "avx512_vbmi2 gfni vaes vpclmulqdq avx512_vnni avx512_bitalg avx512_vpopcntdq rdpid cldemote "
    "movdiri movdir64b serialize tsxldtrk amx_bf16 avx512_fp16 amx_tile amx_int8";
constexpr const char* kIvyBridge = // AVX and F16C, no FMA, no AVX2
    "fpu sse sse2 lm pni pclmulqdq ssse3 cx16 sse4_1 sse4_2 popcnt aes xsave avx f16c lahf_lm";
constexpr const char* kPiledriver = // AMD FX-8350: AVX, FMA (and FMA4), F16C, no AVX2
    "fpu sse sse2 lm pni pclmulqdq ssse3 fma cx16 sse4_1 sse4_2 popcnt aes xsave avx f16c lahf_lm "
    "abm sse4a 3dnowprefetch fma4 bmi1";
constexpr const char* kKnightsLanding = // Xeon Phi 7250
    "fpu sse sse2 lm pni pclmulqdq ssse3 fma cx16 sse4_1 sse4_2 movbe popcnt aes xsave avx f16c "
    "rdrand lahf_lm abm 3dnowprefetch fsgsbase bmi1 avx2 bmi2 erms avx512f rdseed adx avx512pf "
    "avx512er avx512cd prefetchwt1";
constexpr const char* kBaseline = "fpu cx8 cmov mmx fxsr sse sse2 lm";

std::string chosen(const char* flags, bool os_state = true) {
  return target_for_features(CpuFeatures::from_names(flags, os_state)).to_string();
}

std::string os_prefix() {
  Halide::Target t(Halide::get_host_target().os, Halide::Target::X86, int(sizeof(void*) * 8));
  return t.to_string();
}

TEST(HostTarget, MapsRealCpus) {
  struct Case {
    const char* cpu;
    const char* flags;
    std::string features; // after "x86-64-linux"
  };
  const Case cases[] = {
      {"Zen 4", kZen4, "-avx-avx2-avx512-avx512_cannonlake-avx512_skylake-f16c-fma-sse41"},
      {"Skylake-X", kSkylakeX, "-avx-avx2-avx512-avx512_skylake-f16c-fma-sse41"},
      {"Haswell", kHaswell, "-avx-avx2-f16c-fma-sse41"},
      {"Penryn", kPenryn, "-sse41"},
      {"Sapphire Rapids", kSapphireRapids,
       "-avx-avx2-avx512-avx512_cannonlake-avx512_skylake-f16c-fma-sse41"},
      {"Ivy Bridge", kIvyBridge, "-avx-f16c-sse41"},
      {"Piledriver", kPiledriver, "-avx-f16c-fma-sse41"},
      {"Knights Landing", kKnightsLanding, "-avx-avx2-avx512-avx512_knl-f16c-fma-sse41"},
      {"x86-64 baseline", kBaseline, ""},
  };
  for (const Case& c : cases) EXPECT_EQ(chosen(c.flags), os_prefix() + c.features) << c.cpu;
}

TEST(HostTarget, Zen4IsNotSapphireRapids) {
  // What Halide 14's get_host_target() names on Zen 4, and why it cannot run there.
  Halide::Target halide_guess(os_prefix() +
                              "-avx-avx2-avx512-avx512_cannonlake-avx512_sapphirerapids-"
                              "avx512_skylake-f16c-fma-sse41");
  std::vector<std::string> missing =
      missing_cpu_flags(halide_guess, CpuFeatures::from_names(kZen4));
  for (const char* f :
       {"avx512_fp16", "avx512_vp2intersect", "avx_vnni", "amx_tile", "amx_int8", "amx_bf16"})
    EXPECT_NE(std::find(missing.begin(), missing.end(), f), missing.end()) << f;
  EXPECT_EQ(std::find(missing.begin(), missing.end(), "avx512_bf16"), missing.end());
}

TEST(HostTarget, SapphireRapidsNeedsEveryModelExtensionAndAmxState) {
  std::string all = std::string(kSapphireRapids) + " avx512_vp2intersect";
  EXPECT_EQ(chosen(all.c_str()), os_prefix() +
                                     "-avx-avx2-avx512-avx512_cannonlake-avx512_sapphirerapids-"
                                     "avx512_skylake-f16c-fma-sse41");
  CpuFeatures no_amx_permission = CpuFeatures::from_names(all);
  no_amx_permission.os_amx = false;
  EXPECT_FALSE(
      target_for_features(no_amx_permission).has_feature(Halide::Target::AVX512_SapphireRapids));
  EXPECT_TRUE(
      target_for_features(no_amx_permission).has_feature(Halide::Target::AVX512_Cannonlake));
}

TEST(HostTarget, OsRegisterStateLimitsTheTarget) {
  CpuFeatures zen4 = CpuFeatures::from_names(kZen4);
  zen4.os_zmm = false; // an OS that does not save ZMM state: no AVX-512 code
  EXPECT_EQ(target_for_features(zen4).to_string(), os_prefix() + "-avx-avx2-f16c-fma-sse41");
  EXPECT_EQ(chosen(kHaswell, /*os_state=*/false), os_prefix() + "-sse41");
}

TEST(HostTarget, EachLevelNeedsItsModelsExtensions) {
  auto missing = [](const std::string& features, const char* cpu) {
    return missing_cpu_flags(Halide::Target(os_prefix() + features), CpuFeatures::from_names(cpu));
  };
  using V = std::vector<std::string>;
  EXPECT_EQ(missing("-avx512_cannonlake", kSkylakeX), (V{"sha_ni", "avx512ifma", "avx512vbmi"}));
  EXPECT_EQ(missing("-avx2", kPiledriver), (V{"avx2", "bmi2", "movbe"}));
  EXPECT_EQ(missing("-avx512_skylake", kKnightsLanding), (V{"avx512dq", "avx512bw", "avx512vl"}));
  EXPECT_EQ(missing("-sse41", kBaseline), (V{"pni", "ssse3", "sse4_1", "cx16", "lahf_lm"}));
  EXPECT_EQ(missing("", kBaseline), V{});
}

std::optional<std::string> proc_cpuinfo_flags() {
  std::ifstream in("/proc/cpuinfo");
  std::string line;
  while (std::getline(in, line))
    if (line.rfind("flags", 0) == 0) return line.substr(line.find(':') + 1);
  return std::nullopt;
}

// The target this process compiles for can run here: every extension it needs is in the running
// CPU's /proc/cpuinfo flags (which Linux also clears for register state the kernel does not save).
TEST(HostTarget, ChosenTargetRunsOnThisCpu) {
  CpuFeatures cpu = read_cpu_features();
  EXPECT_EQ(missing_cpu_flags(host_target(), cpu), std::vector<std::string>{});
  std::optional<std::string> flags = proc_cpuinfo_flags();
  if (!flags) GTEST_SKIP() << "no /proc/cpuinfo on this OS";
  EXPECT_EQ(missing_cpu_flags(host_target(), CpuFeatures::from_names(*flags)),
            std::vector<std::string>{});
  // The cpuid reader sees at least what the kernel reports (prefetchwt1 has no cpuinfo flag).
  CpuFeatures listed = CpuFeatures::from_names(*flags);
  for (size_t i = 0; i < size_t(CpuFlag::kCount); ++i)
    if (listed.flags.test(i)) {
      EXPECT_TRUE(cpu.flags.test(i)) << cpu_flag_name(CpuFlag(i));
    }
}

class EnvGuard {
public:
  explicit EnvGuard(const char* name) : name_(name) {
    if (const char* v = std::getenv(name)) old_ = v;
  }
  ~EnvGuard() {
    if (old_)
      setenv(name_, old_->c_str(), 1);
    else
      unsetenv(name_);
  }

private:
  const char* name_;
  std::optional<std::string> old_;
};

TEST(HostTarget, OverrideFromOptionOrEnvironment) {
  EnvGuard guard("HL_JIT_TARGET");
  unsetenv("HL_JIT_TARGET");
  auto t = cpu_target("", "--halide-target");
  ASSERT_TRUE(t.ok());
  EXPECT_EQ(t->to_string(), host_target().to_string());
  // The JIT cache and the CUDA target's host part follow it, not Halide's get_host_target().
  Halide::Target strict = host_target().with_feature(Halide::Target::StrictFloat);
  EXPECT_EQ(JitCache::default_target(), strict);
  EXPECT_EQ(cuda_target()
                .without_feature(Halide::Target::CUDA)
                .without_feature(Halide::Target::CUDACapability80),
            strict);
  setenv("HL_JIT_TARGET", "x86-64-linux-sse41", 1);
  t = cpu_target("", "--halide-target");
  ASSERT_TRUE(t.ok());
  EXPECT_EQ(t->to_string(), "x86-64-linux-sse41");
  EXPECT_EQ(JitCache::default_target().to_string(), "x86-64-linux-sse41-strict_float");
  t = cpu_target("x86-64-linux", "--halide-target"); // the option wins over the environment
  ASSERT_TRUE(t.ok());
  EXPECT_EQ(t->to_string(), "x86-64-linux");
  t = cpu_target("host-cuda", "--halide-target");
  ASSERT_TRUE(t.ok());
  EXPECT_EQ(t->without_feature(Halide::Target::CUDA).to_string(), host_target().to_string());
}

TEST(HostTarget, BadOverridesAreDiagnosed) {
  auto message = [](const char* spec) {
    auto t = cpu_target(spec, "--halide-target");
    return t.ok() ? std::string("accepted") : t.errors().front().message;
  };
  EXPECT_NE(message("x86-64-linux-sse9")
                .find("--halide-target=x86-64-linux-sse9: not a Halide "
                      "target"),
            std::string::npos);
  EXPECT_NE(message("arm-64-linux").find("not for this machine"), std::string::npos);
  // No process is granted AMX state unless it asks, so this target never runs here.
  EXPECT_NE(message("x86-64-linux-avx512_sapphirerapids").find("lacks"), std::string::npos);
  EnvGuard guard("HL_JIT_TARGET");
  setenv("HL_JIT_TARGET", "nonsense", 1);
  EXPECT_NE(message("").find("HL_JIT_TARGET=nonsense: not a Halide target"), std::string::npos);
}

} // namespace host_target_test
} // namespace rxv::halide
