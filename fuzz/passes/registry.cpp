#include "fuzz/passes/pass.h"

namespace rxv::fuzz {

const std::vector<PassInfo>& builtin_passes() {
  static const std::vector<PassInfo> passes = {
      {"dce", "dead-code elimination of unused pure bindings", dead_code_elimination},
      {"cse", "common-subexpression elimination of pure op calls",
       common_subexpression_elimination},
      {"fold", "constant folding with the op table's reference kernels", fold_constants},
      {"canonicalize", "uses of a variable alias read the aliased variable", canonicalize_bindings},
      {"match_cast", "removal of match_casts that can never fail and define nothing",
       remove_redundant_match_cast},
      {"inline", "inlining of small private functions", inline_private_functions},
      {"legalize", "elementwise ops into call_tir of TIR PrimFuncs", legalize_elementwise},
  };
  return passes;
}

const PassInfo* find_builtin_pass(std::string_view name) {
  for (const auto& p : builtin_passes())
    if (p.name == name) return &p;
  return nullptr;
}

const BugInfo* find_bug(std::string_view name) {
  for (const auto& b : bugzoo())
    if (b.pass.name == name) return &b;
  return nullptr;
}

} // namespace rxv::fuzz
