#pragma once
/// Random inputs for a Relax function, drawn from its parameters' StructInfo: what `rxv run
/// --random-inputs`, `rxv diff` and the fuzzer's refinement oracle feed to programs. Deterministic:
/// the same seed and signature give the same values on every platform (own PRNG and mappings, no
/// std distributions).
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "semantics/value/value.h"
#include "semantics/ir/expr.h"
#include "semantics/support/diagnostic.h"

namespace rxv::sem {

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
};

/// One value per parameter of `fn`, conforming to its StructInfo. Signature shape variables get one
/// value each, shared by every parameter that mentions them; dims that are compound expressions
/// are evaluated from them. Errors: a parameter of a kind that cannot be made up (a function, an
/// Object), a compound dim that evaluates negative or fails, a `bind` of a name the signature does
/// not have.
Expected<std::vector<Value>> random_inputs(const FunctionNode& fn, const RandomInputOptions& options);

/// splitmix64: the generator behind random_inputs, exposed for other deterministic drawers.
class SplitMix64 {
 public:
  explicit SplitMix64(uint64_t seed) : state_(seed) {}
  uint64_t next() {
    uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  /// Uniform in [lo, hi] (inclusive); lo <= hi.
  int64_t range(int64_t lo, int64_t hi) {
    return lo + static_cast<int64_t>(next() % (static_cast<uint64_t>(hi - lo) + 1));
  }
  /// Uniform in [0, 1).
  double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

 private:
  uint64_t state_;
};

}  // namespace rxv::sem
