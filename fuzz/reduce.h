#pragma once
/// Shrinking a failure (DESIGN.md, "Fuzzing"): first the choice sequence
/// (Hypothesis-style: delete runs of choices, zero and halve values; the
/// generator makes 0 the simplest answer of every decision), then the
/// Relax-aware reducer on the module itself (drop functions, drop bindings,
/// bypass a binding (its uses take one of its operands of the same
/// StructInfo), drop main's unused parameters, turn main's symbolic dims into the literal 1,
/// zero constants), each step kept only while the failure persists.
#include <cstdint>
#include <functional>
#include <vector>

#include "semantics/ir/module.h"

namespace rxv::fuzz {

/// Number of bindings plus functions: the size the reducer minimizes.
size_t module_size(const sem::IRModule& mod);
/// Number of bindings, in every function.
size_t binding_count(const sem::IRModule& mod);

/// Shrinks `seq` while `fails(seq)` holds; at most `max_tries` calls of
/// `fails`.
std::vector<uint64_t> shrink_choices(std::vector<uint64_t> seq,
                                     const std::function<bool(const std::vector<uint64_t>&)>& fails,
                                     int max_tries = 400);

/// Reduces `mod` while `fails(mod)` holds (the predicate should include
/// validity); at most `max_tries` calls of `fails`.
sem::IRModule reduce_module(sem::IRModule mod,
                            const std::function<bool(const sem::IRModule&)>& fails,
                            int max_tries = 400);

} // namespace rxv::fuzz
