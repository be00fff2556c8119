#pragma once
/// Run-time values for the oracles: the fuzzer's choice of random inputs (the one generator,
/// semantics/value/random_inputs.h, with the fuzzer's ranges) and text dumps for finding
/// directories. Comparison, conformance and refinement are semantics/value's (compare.h,
/// match_value.h, refinement.h).
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "fuzz/choices.h"
#include "semantics/arith/eval.h"
#include "semantics/ir/expr.h"
#include "semantics/value/random_inputs.h"
#include "semantics/value/value.h"

namespace rxv::fuzz {

/// The seed of shape binding `k` of a program whose inputs come from `input_seed`: every oracle
/// (passes, backends, bundles) derives it the same way, so a finding's inputs replay anywhere.
inline uint64_t binding_seed(uint64_t input_seed, int k) { return input_seed * 131 + uint64_t(k); }

/// The fuzzer's input ranges for `seed`: every signature shape variable in [0, 4] (binding 0 of a
/// seed, seed % 4 == 0, in [1, 4]), integers in [-3, 3], floats in quarter steps in [-2, 2], bool
/// 0/1, at most 4096 elements a tensor.
sem::RandomInputOptions fuzz_input_options(uint64_t seed);

/// random_inputs driven by the fuzzer's choice sequence (a RapidCheck or
/// libFuzzer source, or a replayed one), so that inputs shrink with it: each
/// random_inputs decision is one choice, 0 the smallest value of its range.
class ChoiceDraw final : public sem::Draw {
public:
  explicit ChoiceDraw(ChoiceSource& source) : source_(source) {}
  int64_t range(int64_t lo, int64_t hi) override { return source_.range(lo, hi); }

private:
  ChoiceSource& source_;
};

/// Inputs for `fn`'s parameters under fuzz_input_options(seed) (random_inputs with them);
/// `shape_values` receives the shape variables' values. nullopt when a parameter cannot be made
/// (a function, an Object, too many elements).
std::optional<std::vector<sem::Value>> make_inputs(const sem::FunctionNode& fn, uint64_t seed,
                                                   sem::Assignment* shape_values = nullptr);

/// `Tensor(float32, [2, 3]) = [[...], [...]]`-style text (elements row-major,
/// at most 4096).
std::string dump_value(const sem::Value& v);

} // namespace rxv::fuzz
