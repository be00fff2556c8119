// The fuzzer's inputs (fuzz/values.h): the one generator with the fuzzer's
// ranges, and driven by a choice sequence (ChoiceDraw): the same sequence
// gives the same inputs, and the all-zero sequence the smallest ones.
#include <gtest/gtest.h>

#include "fuzz/values.h"
#include "semantics/script/reader.h"

namespace rxv::fuzz {
namespace values_test {

const sem::FunctionNode& main_of(const char* text, sem::IRModule& keep) {
  sem::DiagnosticSink sink;
  auto mod = sem::read_module(text, sink);
  if (!mod) std::abort();
  keep = *mod;
  return *keep.find("main")->relax;
}

const char* kMain = R"(@R.function
def main(x: R.Tensor(("n", 3), dtype="float32"), y: R.Tensor(("n",), dtype="int8")):
    n = T.int64()
    return x
)";

TEST(FuzzInputs, FuzzerRanges) {
  sem::IRModule m;
  const auto& fn = main_of(kMain, m);
  for (uint64_t seed = 0; seed < 20; ++seed) {
    sem::Assignment env;
    auto args = make_inputs(fn, seed, &env);
    ASSERT_TRUE(args);
    const sem::Tensor& x = *(*args)[0].as_tensor();
    ASSERT_EQ(env.entries().size(), 1u);
    int64_t n = env.entries()[0].second;
    EXPECT_EQ(x.shape, (std::vector<int64_t>{n, 3}));
    EXPECT_LE(n, 4);
    EXPECT_GE(n, seed % 4 == 0 ? 1 : 0);
    for (int64_t i = 0; i < x.num_elements(); ++i) {
      EXPECT_LE(std::abs(x.get_float(i)), 2.0);
      EXPECT_EQ(x.get_float(i) * 4, double(int64_t(x.get_float(i) * 4)));
    }
    for (int64_t i = 0; i < n; ++i) EXPECT_LE(std::abs((*args)[1].as_tensor()->get_int(i)), 3);
  }
}

TEST(FuzzInputs, DrivenByAChoiceSequence) {
  sem::IRModule m;
  const auto& fn = main_of(kMain, m);
  auto draw_with = [&](ChoiceSource& src) {
    ChoiceDraw draw(src);
    sem::RandomInputOptions o = fuzz_input_options(1);
    o.draw = &draw;
    auto args = sem::random_inputs(fn, o);
    EXPECT_TRUE(args.ok());
    return *args;
  };
  RandomChoices random(42);
  auto a = draw_with(random);
  ReplayChoices replay(random.recorded());
  auto b = draw_with(replay);
  ASSERT_EQ(a.size(), b.size());
  for (size_t i = 0; i < a.size(); ++i)
    EXPECT_TRUE(a[i].as_tensor()->bitwise_equal(*b[i].as_tensor()));
  // An exhausted source answers 0: the smallest dims (n = 0 for seed 1's range).
  ReplayChoices zeros({});
  auto z = draw_with(zeros);
  EXPECT_EQ(z[0].as_tensor()->shape, (std::vector<int64_t>{0, 3}));
}

} // namespace values_test
} // namespace rxv::fuzz
