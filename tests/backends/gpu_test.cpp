// The CUDA path (gpu_schedule.h): the target, cache keys per target, PTX generation for the
// generic and the matmul GPU schedules (no GPU needed), and runs on a GPU compared with the CPU
// JIT (skipped, with the reason, where cuda_unavailable() says CUDA cannot run).
#include <cmath>
#include <regex>

#include "backends/halide/gpu_schedule.h"
#include "halide_test_util.h"

namespace rxv::halide {
namespace gpu_test {

using sem::DataType;
using testing::read;
using testing::scan_main;

constexpr const char* kMixed = R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((37, 29), dtype="float32"), y: R.Tensor((37, 29), dtype="float32"), w: R.Tensor((29, 41), dtype="float32")):
        with R.dataflow():
            a = R.add(x, y)
            b = R.nn.relu(a)
            s = R.sum(b, axis=[1])
            m = R.matmul(x, w)
            R.output(b, s, m)
        return (b, s, m)
)";

std::vector<InputSig> sigs(int n, int ndim) {
  return std::vector<InputSig>(n, InputSig{DataType::Float(32), ndim});
}

sem::Tensor ramp(std::vector<int64_t> shape, int mod, float scale) {
  sem::Tensor t = sem::Tensor::zeros(DataType::Float(32), shape);
  for (int64_t i = 0; i < t.num_elements(); ++i)
    t.ptr<float>()[i] = scale * float(i % mod - mod / 2);
  return t;
}

TEST(HalideCuda, TargetIsAmpereWithStrictFloat) {
  Halide::Target t = cuda_target();
  EXPECT_TRUE(t.has_feature(Halide::Target::CUDA));
  EXPECT_TRUE(t.has_feature(Halide::Target::CUDACapability80));
  EXPECT_TRUE(t.has_feature(Halide::Target::StrictFloat));
  EXPECT_TRUE(t.has_gpu_feature());
  EXPECT_EQ(t.os, Halide::get_host_target().os);
}

TEST(HalideCuda, CacheKeysSeparateTargets) {
  RegionScan s = scan_main(read(kMixed));
  ASSERT_EQ(s.regions.size(), 1u);
  auto in = sigs(3, 2);
  std::string cpu = JitCache::key(s.regions[0], in, JitCache::default_target());
  std::string gpu = JitCache::key(s.regions[0], in, cuda_target());
  EXPECT_NE(cpu, gpu);
  EXPECT_EQ(gpu, JitCache::key(s.regions[0], in, cuda_target()));
  JitCache cache(cuda_target());
  EXPECT_TRUE(cache.target().has_feature(Halide::Target::CUDA));
}

TEST(HalideCuda, PtxHasAKernelPerStage) {
  RegionScan s = scan_main(read(kMixed));
  ASSERT_EQ(s.regions.size(), 1u);
  auto dc = CompiledRegion::device_code(s.regions[0], sigs(3, 2), cuda_target());
  ASSERT_TRUE(dc.error.empty()) << dc.error;
  EXPECT_NE(dc.code.find(".target sm_80"), std::string::npos);
  // One kernel per output stage (b, s, m: out0..out2), one for the sum's accumulator; the
  // matmul accumulator lives inside out2's kernel (registers), so it has no kernel of its own.
  std::regex entry(R"(\.entry\s+(\w+))");
  std::vector<std::string> kernels;
  for (auto it = std::sregex_iterator(dc.code.begin(), dc.code.end(), entry);
       it != std::sregex_iterator(); ++it)
    kernels.push_back((*it)[1]);
  auto has = [&](const std::string& part) {
    for (const auto& k : kernels)
      if (k.find(part) != std::string::npos) return true;
    return false;
  };
  EXPECT_TRUE(has("out0")) << dc.code.substr(0, 2000);
  EXPECT_TRUE(has("out1"));
  EXPECT_TRUE(has("out2"));
  EXPECT_FALSE(has("matmul_acc"));
  EXPECT_GE(kernels.size(), 4u);
}

TEST(HalideCuda, CpuTargetsEmbedNoDeviceCode) {
  RegionScan s = scan_main(read(kMixed));
  ASSERT_EQ(s.regions.size(), 1u);
  auto dc = CompiledRegion::device_code(s.regions[0], sigs(3, 2), JitCache::default_target());
  ASSERT_TRUE(dc.error.empty()) << dc.error;
  EXPECT_TRUE(dc.code.empty());
}

TEST(HalideCuda, WithoutADriverRunsAreRefusedNotCrashed) {
  if (cuda_unavailable().empty()) GTEST_SKIP() << "CUDA is usable here";
  const auto& m = read(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4, 8), dtype="float32"), y: R.Tensor((4, 8), dtype="float32")):
        with R.dataflow():
            gv = R.add(x, y)
            R.output(gv)
        return gv
)");
  RegionScan s = scan_main(m);
  ASSERT_EQ(s.regions.size(), 1u);
  JitCache cache(cuda_target());
  RegionRunner runner(cache);
  RegionRun r = runner.run(s.regions[0], {ramp({4, 8}, 5, 1), ramp({4, 8}, 3, 1)});
  EXPECT_FALSE(r.unsupported.empty());
  EXPECT_TRUE(r.outputs.empty());
}

TEST(HalideCuda, RunsMatchTheCpu) {
  if (!cuda_unavailable().empty()) GTEST_SKIP() << "no CUDA: " << cuda_unavailable();
  RegionScan s = scan_main(read(kMixed));
  ASSERT_EQ(s.regions.size(), 1u);
  JitCache gcache(cuda_target());
  RegionRunner gpu(gcache), cpu(testing::shared_cache());
  // Shapes other than the declared ones, smaller and larger than a 16x16 block. The inputs are
  // small multiples of 1/8, so every product and sum is exact: Halide 14's PTX backend contracts
  // a * b + c into fma even under StrictFloat, which would otherwise differ in the last bit.
  for (int64_t rows : {3, 37, 100}) {
    std::vector<sem::Value> in = {ramp({rows, 29}, 7, 0.25f), ramp({rows, 29}, 5, 0.5f),
                                  ramp({29, 41}, 11, 0.125f)};
    RegionRun g = gpu.run(s.regions[0], in), c = cpu.run(s.regions[0], in);
    ASSERT_TRUE(g.unsupported.empty()) << g.unsupported;
    ASSERT_TRUE(c.unsupported.empty()) << c.unsupported;
    ASSERT_EQ(g.outputs.size(), c.outputs.size());
    for (size_t k = 0; k < g.outputs.size(); ++k) {
      ASSERT_EQ(g.outputs[k].shape, c.outputs[k].shape);
      for (int64_t i = 0; i < g.outputs[k].num_elements(); ++i)
        ASSERT_EQ(g.outputs[k].ptr<float>()[i], c.outputs[k].ptr<float>()[i])
            << "output " << k << " element " << i << " rows " << rows;
    }
  }
}

} // namespace gpu_test
} // namespace rxv::halide
