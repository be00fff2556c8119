#pragma once
/// Module-to-module passes the fuzz harness checks for refinement (DESIGN.md,
/// "Fuzzing"): the built-in ones (fuzz/passes/*.cpp, each
/// refinement-preserving) and the bug zoo's deliberately broken variants
/// (fuzz/bugzoo/*.cpp). Every pass takes a well-formed module in normal form.
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "semantics/ir/module.h"

namespace rxv::fuzz {

using PassFn = std::function<sem::IRModule(const sem::IRModule&)>;

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

struct PassInfo {
  std::string name; ///< "dce"
  std::string doc;  ///< one line
  PassFn run;
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
