#pragma once
/// The corpus `# PROVE` directives (corpus/README.md), checked with the prover (solver/prover.h):
///   # PROVE: CLAIM [assuming A, B, ...]           the claim must be Proved
///   # PROVE-REFUTED: CLAIM [assuming A, B, ...]   the claim must be Refuted (a checked model)
/// Both take options in brackets first: `# PROVE: [signed] x // 4 * 4 <= x` (variables may be
/// negative), `# PROVE-REFUTED: [bits] n + 1 > n` (64-bit arithmetic, overflow refutes).
/// CLAIM and the assumptions are TVMScript PrimExprs whose free variables are int64 shape
/// variables, created on first use and shared within one directive.
#include <string>
#include <string_view>
#include <vector>

namespace rxv::tools {

/// Checks every PROVE directive in the leading comment block of `text`; returns one failure line
/// per directive that does not hold, is malformed or is undecided.
std::vector<std::string> check_prove_directives(std::string_view text);

} // namespace rxv::tools
