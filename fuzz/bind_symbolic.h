#pragma once
/// TVM's `BindSymbolicVars(binding_map, func_name=None)` as the refinement oracle sees it: the
/// precondition a `--pass tvm:` spec with such a step puts on its input (fuzz/passes/pass.h).
///
/// TVM replaces each named shape variable by its value in every Relax function that defines one of
/// that name (or in `func_name` alone), and raises, by design, when a name is defined by no
/// function it looks at (bridges/tvm: "Binding map contains keys ... which did not correspond").
/// So, decided from the input module:
/// - a name no targeted function defines (as a lone dimension of a parameter or of a MatchCast
///   pattern, nested functions included): not applicable, TVM's documented rejection;
/// - a name defined only by main's signature: the output refines the input on the arguments where
///   that variable has the bound value, which the oracle fixes (assumed_shapes);
/// - a name defined elsewhere (a MatchCast, another function's signature): the pass assumes the
///   value at a definition the arguments do not fix; the oracle cannot state that, so the input is
///   counted as not applicable under its own reason, not judged.
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "fuzz/passes/pass.h"
#include "semantics/ir/module.h"

namespace rxv::fuzz {

/// One BindSymbolicVars step of a spec, as the bridge describes it (pass_spec.py).
struct SymbolicBinding {
  std::vector<std::pair<std::string, int64_t>> values; ///< name -> value, in the spec's order
  std::optional<std::string> func_name;
  /// Non-empty when the step is outside what the oracle models (a value that is not an integer):
  /// every input is then not applicable with this reason.
  std::string unsupported;
};

/// The steps of the bridge's `bind_symbolic_vars` list (the `spec` answer).
std::vector<SymbolicBinding> symbolic_bindings_from_json(const nlohmann::json& steps);

/// The precondition of running `steps` on `mod` (see the file comment). Steps after the first
/// are judged on the input too (the passes before them rarely change which shape variables a
/// signature has).
PassPrecondition symbolic_binding_precondition(const sem::IRModule& mod,
                                               const std::vector<SymbolicBinding>& steps);

} // namespace rxv::fuzz
