#pragma once
/// Random inputs for a Relax function, drawn from its parameters' StructInfo: the one generator
/// behind `rxv run --random-inputs`, `rxv diff`, the pass and backend oracles of the fuzzer.
/// Deterministic: the same seed (or the same choices of a Draw) and signature give the same values
/// on every platform (own PRNG and mappings, no std distributions).
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "semantics/arith/eval.h"
#include "semantics/ir/expr.h"
#include "semantics/support/diagnostic.h"
#include "semantics/value/value.h"

namespace rxv::sem {

/// A source of random choices: SplitMix64 from a seed by default; the fuzzer can drive the
/// generator from its own choice sequence instead (so that inputs shrink with the program).
class Draw {
public:
  virtual ~Draw() = default;
  /// A choice in [lo, hi] (inclusive; lo <= hi).
  virtual int64_t range(int64_t lo, int64_t hi) = 0;
  /// A choice in [0, 1).
  virtual double unit() {
    return static_cast<double>(range(0, (int64_t{1} << 53) - 1)) * 0x1.0p-53;
  }
};

/// splitmix64: the default Draw, and the one deterministic stream for other drawers.
class SplitMix64 final : public Draw {
public:
  explicit SplitMix64(uint64_t seed) : state_(seed) {}
  uint64_t next() {
    uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  int64_t range(int64_t lo, int64_t hi) override {
    return lo + static_cast<int64_t>(next() % (static_cast<uint64_t>(hi - lo) + 1));
  }
  double unit() override { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

private:
  uint64_t state_;
};

struct RandomInputOptions {
  uint64_t seed = 0;
  /// Shape variables fixed by name (`--bind n=4`); the others are drawn from [min_dim, max_dim].
  std::vector<std::pair<std::string, int64_t>> bind;
  int64_t min_dim = 1;
  int64_t max_dim = 4;
  /// Integer elements are drawn from [-int_range, int_range] (unsigned and bool: [0, ...]), floats
  /// uniformly from [-float_range, float_range].
  int64_t int_range = 10;
  double float_range = 2.0;
  /// Floats from a normal distribution instead (mean 0, standard deviation float_range / 2, so 1
  /// by default, as numpy's randn in TVM's own tests; tails cut at 6 sigma); float_step is then
  /// ignored. Its tails reach values the uniform range never does.
  bool float_normal = false;
  /// 0: floats uniform in the range; > 0: multiples of it (the fuzzer's quarter steps, exact in
  /// every float dtype, so a rewritten program's rounding shows less).
  double float_step = 0;
  /// The dtype of a tensor parameter that gives none (`R.Tensor`, `R.Tensor(ndim=2)`).
  DataType void_dtype = DataType::Float(32);
  /// A tensor with more elements than this is an error.
  int64_t max_elements = int64_t{1} << 26;
  /// Where the choices come from; null: SplitMix64 streams from `seed`. Not owned.
  Draw* draw = nullptr;
};

/// One float element as `options` says (uniform, stepped or normal): the one rule, also for
/// callers that refill existing tensors (translation validation's value classes).
double draw_float(Draw& draw, const RandomInputOptions& options);

/// One value per parameter of `fn`, conforming to its StructInfo. Signature shape variables get one
/// value each, shared by every parameter that mentions them; dims that are compound expressions
/// are evaluated from them. Errors: a parameter of a kind that cannot be made up (a function, an
/// Object), a compound dim that evaluates negative or fails, a `bind` of a name the signature does
/// not have.
/// `shape_values`, when given, receives the value of every signature shape variable.
Expected<std::vector<Value>> random_inputs(const FunctionNode& fn,
                                           const RandomInputOptions& options,
                                           Assignment* shape_values = nullptr);

} // namespace rxv::sem
