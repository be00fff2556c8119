#pragma once
/// Run-time values for the oracle: random inputs for a function's parameters
/// under a concrete binding of its shape variables, comparison of results
/// (bitwise, NaN equal to NaN), conformance of a value to a StructInfo, and
/// text dumps for finding directories.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "semantics/arith/eval.h"
#include "semantics/value/value.h"
#include "semantics/ir/expr.h"

namespace rxv::fuzz {

/// The seed of shape binding `k` of a program whose inputs come from `input_seed`: every oracle
/// (passes, backends, bundles) derives it the same way, so a finding's inputs replay anywhere.
inline uint64_t binding_seed(uint64_t input_seed, int k) { return input_seed * 131 + uint64_t(k); }

/// Inputs for `fn`'s parameters: every shape variable standing alone in a
/// parameter dimension gets a value in [0, 4] (from `seed`; binding 0 of a seed
/// prefers 1..3), compound dims are evaluated, and tensors are filled with
/// small values (integers in [-3, 3], floats in quarter steps in [-2, 2], bool
/// 0/1). nullopt when a parameter is not a tensor of known dtype and ndim, or a
/// dimension has no value.
std::optional<std::vector<sem::Value>>
make_inputs(const sem::FunctionNode &fn, uint64_t seed,
            sem::Assignment *shape_values = nullptr);

/// Same kind, dtype, shape and elements (floats as sem::floats_match says:
/// default tolerance, NaN equals NaN, -0 equals 0), recursively. Closures and PackedFuncs compare equal when both are
/// (their behaviour is not compared).
bool same_value(const sem::Value &a, const sem::Value &b,
                std::string *why = nullptr);

/// Whether `v` is described by `s` (dims evaluated under `shape_values`;
/// unknown dims and variables without a value accept anything).
bool conforms(const sem::Value &v, const sem::StructInfo &s,
              const sem::Assignment &shape_values, std::string *why = nullptr);

/// `Tensor(float32, [2, 3]) = [[...], [...]]`-style text (elements row-major,
/// at most 4096).
std::string dump_value(const sem::Value &v);

} // namespace rxv::fuzz
