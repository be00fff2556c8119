#pragma once
/// Module-to-module passes the fuzz harness checks for refinement (DESIGN.md,
/// "Fuzzing"): the built-in ones (fuzz/passes/*.cpp, each
/// refinement-preserving) and the bug zoo's deliberately broken variants
/// (fuzz/bugzoo/*.cpp). Every pass takes a well-formed module in normal form.
#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "semantics/ir/module.h"

namespace rxv::fuzz {

/// What a pass returns: its output and, from a pass that reads its input its own way, that
/// reading. A TVM pass transforms TVM's parse of rxv's print, whose derived signatures can be
/// less precise than rxv's (TVM's Function constructor erases a return to the shape variables
/// its parameters define, even over an annotation): the output must refine those signatures,
/// not rxv's (a difference of the two readings is the StructInfo oracle's, not the pass's).
struct PassOutput {
  PassOutput(sem::IRModule m) : module(std::move(m)) {} // NOLINT: a pass may return a module
  sem::IRModule module;
  std::optional<sem::IRModule> input_as_read; ///< nullopt: the input as rxv reads it
};

using PassFn = std::function<PassOutput(const sem::IRModule&)>;

/// A pass failure an oracle stage names (a TVM pass's "tvm-raises",
/// "tvm-well-formed", ...; fuzz/tvm_pass.h): the refinement oracle reports it at
/// `stage`, with the pass's `output` when it made one. Any other exception is
/// stage "crash".
struct PassFailure : std::runtime_error {
  PassFailure(std::string stage, const std::string& message,
              std::optional<sem::IRModule> output = std::nullopt)
      : std::runtime_error(message), stage(std::move(stage)), output(std::move(output)) {}
  std::string stage;
  std::optional<sem::IRModule> output;
};

/// What a pass assumes of its input beyond validity, decided from the input before the pass runs
/// (TVM's BindSymbolicVars: fuzz/bind_symbolic.h).
struct PassPrecondition {
  /// Empty: the pass applies to the input; else why it does not (the program is counted under
  /// this reason, not a finding: the pass is documented to reject such an input, or the oracle
  /// cannot state what it assumes).
  std::string not_applicable;
  /// Shape variables of BEFORE's functions fixed by the pass, by function name: the output need
  /// refine the input only on arguments where they have these values.
  std::vector<std::pair<std::string, std::vector<std::pair<std::string, int64_t>>>> assumed_shapes;
};

struct PassInfo {
  std::string name; ///< "dce"
  std::string doc;  ///< one line
  PassFn run;
  /// Null: the pass applies to every valid input and keeps every signature's meaning.
  std::function<PassPrecondition(const sem::IRModule&)> precondition = nullptr;
};

/// Bug-zoo entries add what they break and which oracle stage can see it.
struct BugInfo {
  PassInfo pass;
  std::string mimics; ///< the real bug class
  /// True when the finding needs evaluation (effects or values), not only the
  /// static checks.
  bool needs_interpreter = false;
};

const std::vector<PassInfo>& builtin_passes();
const PassInfo* find_builtin_pass(std::string_view name);
const std::vector<BugInfo>& bugzoo();
const BugInfo* find_bug(std::string_view name);

// The built-in passes (one file each in fuzz/passes/).
sem::IRModule dead_code_elimination(const sem::IRModule& mod);
sem::IRModule common_subexpression_elimination(const sem::IRModule& mod);
sem::IRModule fold_constants(const sem::IRModule& mod);
sem::IRModule canonicalize_bindings(const sem::IRModule& mod);
sem::IRModule remove_redundant_match_cast(const sem::IRModule& mod);
sem::IRModule inline_private_functions(const sem::IRModule& mod);
sem::IRModule legalize_elementwise(const sem::IRModule& mod);

} // namespace rxv::fuzz
