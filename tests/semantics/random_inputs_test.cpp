// The one random-input generator (semantics/value/random_inputs.h): the Draw hook drives every
// choice, quarter steps, normal floats, the element limit, the shape values it reports, and
// SplitMix64's stream.
#include "semantics/value/random_inputs.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "semantics/script/reader.h"

namespace rxv::sem {
namespace random_inputs_test {

IRModule read(const std::string& text) {
  DiagnosticSink sink;
  auto mod = read_module(text, sink);
  if (!mod) std::abort();
  return *mod;
}

const char* kTwoParams = R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 2), dtype="float32"), y: R.Tensor(("n",), dtype="int32")):
        n = T.int64()
        return x
)";

/// A Draw that answers from a script of choices (clamped into range), as the fuzzer's choice
/// sequence will.
class ScriptedDraw : public Draw {
public:
  explicit ScriptedDraw(std::vector<int64_t> choices) : choices_(std::move(choices)) {}
  int64_t range(int64_t lo, int64_t hi) override {
    ++calls;
    int64_t c = next_ < choices_.size() ? choices_[next_++] : lo;
    return std::clamp(c, lo, hi);
  }
  int calls = 0;

private:
  std::vector<int64_t> choices_;
  size_t next_ = 0;
};

TEST(RandomInputs, TheDrawHookMakesEveryChoice) {
  IRModule mod = read(kTwoParams);
  // n = 3, then x's six floats (steps of 0.25: choice k is k * 0.25), then y's three ints.
  ScriptedDraw draw({3, 1, 2, 3, 4, 5, 6, -1, 0, 1});
  RandomInputOptions o;
  o.draw = &draw;
  o.float_step = 0.25;
  Assignment shape_values;
  auto args = random_inputs(*mod.find("main")->relax, o, &shape_values);
  ASSERT_TRUE(args.ok()) << args.errors()[0].message;
  EXPECT_EQ(draw.calls, 10);
  const Tensor& x = *(*args)[0].as_tensor();
  EXPECT_EQ(x.shape, (std::vector<int64_t>{3, 2}));
  EXPECT_EQ(x.get_float(0), 0.25);
  EXPECT_EQ(x.get_float(5), 1.5);
  EXPECT_EQ((*args)[1].as_tensor()->get_int(0), -1);
  EXPECT_EQ(shape_values.str(), "n = 3");
}

TEST(RandomInputs, QuarterStepsAndElementLimit) {
  IRModule mod = read(kTwoParams);
  RandomInputOptions o;
  o.seed = 11;
  o.float_step = 0.25;
  o.float_range = 2;
  auto args = random_inputs(*mod.find("main")->relax, o);
  ASSERT_TRUE(args.ok());
  const Tensor& x = *(*args)[0].as_tensor();
  for (int64_t i = 0; i < x.num_elements(); ++i) {
    EXPECT_EQ(std::fmod(x.get_float(i), 0.25), 0.0);
    EXPECT_LE(std::fabs(x.get_float(i)), 2.0);
  }
  o.bind = {{"n", 100}};
  o.max_elements = 150;
  auto big = random_inputs(*mod.find("main")->relax, o);
  ASSERT_FALSE(big.ok());
  EXPECT_EQ(big.errors()[0].message,
            "parameter 'x' has more than 150 elements, too many to fill randomly");
}

TEST(RandomInputs, NormalFloatsHaveMeanZeroAndUnitVariance) {
  RandomInputOptions o;
  o.float_normal = true;
  SplitMix64 draw(7);
  double sum = 0, sum_sq = 0, widest = 0;
  const int n = 20000;
  for (int i = 0; i < n; ++i) {
    double z = draw_float(draw, o);
    sum += z;
    sum_sq += z * z;
    widest = std::max(widest, std::fabs(z));
  }
  double mean = sum / n;
  EXPECT_NEAR(mean, 0.0, 0.03);
  EXPECT_NEAR(sum_sq / n - mean * mean, 1.0, 0.05);
  EXPECT_GT(widest, 3.0); // tails the uniform range [-2, 2] never reaches
  EXPECT_LE(widest, 6.0);
  SplitMix64 again(7);
  SplitMix64 first(7);
  EXPECT_EQ(draw_float(again, o), draw_float(first, o)); // deterministic
}

TEST(SplitMix64, IsTheReferenceStream) {
  SplitMix64 r(0);
  // splitmix64's published first outputs for seed 0.
  EXPECT_EQ(r.next(), 0xE220A8397B1DCDAFull);
  EXPECT_EQ(r.next(), 0x6E789E6AA1B965F4ull);
  SplitMix64 d(5);
  for (int i = 0; i < 100; ++i) {
    int64_t v = d.range(-3, 3);
    EXPECT_GE(v, -3);
    EXPECT_LE(v, 3);
  }
}

} // namespace random_inputs_test
} // namespace rxv::sem
