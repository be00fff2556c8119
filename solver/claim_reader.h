#pragma once
/// Reading a claim written as one TVMScript PrimExpr (`n * m == m * n`, `T.floordiv(x, 4) >= 0`),
/// for `rxv prove`, the corpus `# PROVE:` directive and the prover benchmark. Free variables are
/// created on first use, all of one integer dtype, and shared between the texts read with the same
/// ClaimScope (so an assumption and a claim talk about the same `n`).
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "semantics/ir/prim_expr.h"
#include "semantics/support/diagnostic.h"

namespace rxv::solver {

/// One piece of a claim line, with its 0-based offset in the line (for diagnostics).
struct ClaimText {
  std::string text;
  size_t offset = 0;
};

/// `CLAIM [assuming A, B, ...]`: the claim and its assumptions (the corpus `# PROVE:` directive and
/// bench/prove_claims.txt). Only a top-level ` assuming ` splits, and only top-level commas
/// separate assumptions (`T.min(a, b)` stays whole).
struct ClaimLine {
  ClaimText claim;
  std::vector<ClaimText> assumptions;
};
ClaimLine split_claim_line(std::string_view line);

class ClaimScope {
public:
  /// Variables and bare integer literals get `dtype` (int64 unless asked otherwise).
  explicit ClaimScope(sem::DataType dtype = sem::DataType::Int(64)) : dtype_(dtype) {}

  /// Reads `text` (one Python expression, nothing else). On bad input reports to `sink` with the
  /// line and column inside `text` and returns nullopt. `require_bool`: also report an expression
  /// that is not a boolean.
  std::optional<sem::PrimExpr> read(std::string_view text, sem::DiagnosticSink& sink,
                                    bool require_bool = true);

  /// The variables created so far, in order of first use.
  const std::vector<sem::PrimExpr>& vars() const { return vars_; }
  /// The variable named `name`, or null.
  sem::PrimExpr find(const std::string& name) const;
  sem::DataType dtype() const { return dtype_; }

private:
  sem::DataType dtype_;
  std::vector<sem::PrimExpr> vars_;
};

} // namespace rxv::solver
