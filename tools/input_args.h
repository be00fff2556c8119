#pragma once
/// Arguments given on the command line (`--input NAME=FILE.npy` or `--input NAME=VALUE`, a value
/// literal such as `int32[2]{1, 2}`), shared by `rxv run` and `rxv diff` so that a finding's
/// recorded inputs replay on either.
#include <optional>
#include <string>
#include <vector>

#include "semantics/ir/expr.h"
#include "semantics/value/value.h"

namespace rxv::tools {

/// Splits "NAME=VALUE"; false when there is no '=' or either side is empty.
bool split_assignment(const std::string& s, std::string& name, std::string& value);

/// One value per parameter of `fn` from `inputs` (each NAME=FILE.npy or NAME=VALUE, by parameter
/// name; repeated names: the last wins). On a bad or missing input: a message on stderr prefixed
/// with `command` ("rxv run") and nullopt.
std::optional<std::vector<sem::Value>> args_from_inputs(const sem::FunctionNode& fn,
                                                        const std::string& entry,
                                                        const std::vector<std::string>& inputs,
                                                        const std::string& command);

} // namespace rxv::tools
