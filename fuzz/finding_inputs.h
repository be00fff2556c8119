#pragma once
/// The inputs of a finding (issue 7: OUT/<id>/inputs/*.npy): main's arguments
/// written one file per parameter, named after it, and the `rxv run` flags that
/// feed them back, so a report can say how to replay the failure.
#include <string>
#include <vector>

#include "semantics/ir/expr.h"
#include "semantics/value/value.h"

namespace rxv::fuzz {

/// Writes `inputs` (the arguments of `main`, in order) under DIR/inputs/:
/// each tensor as <param>.npy, and every value as <param>.txt (its value
/// literal, which `rxv run --input` also reads). Returns the `--input` flags,
/// relative to DIR, that pass them to `rxv run` (a tensor by its .npy file,
/// anything else by its literal); empty when there are no inputs. Throws
/// std::runtime_error when a file cannot be written.
std::string write_finding_inputs(const std::string& dir, const sem::FunctionNode& main,
                                 const std::vector<sem::Value>& inputs);

} // namespace rxv::fuzz
