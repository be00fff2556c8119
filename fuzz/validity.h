#pragma once
/// The validity check of a generated (or transformed) module: the one check
/// pipeline `rxv check` runs (solver/check_module.h, PUR-3 included), plus the
/// printer's round trip. A generated program that fails is a bug in the
/// generator or in the checker.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "semantics/arith/arith.h"
#include "semantics/infer/infer.h"
#include "semantics/ir/module.h"

namespace rxv::fuzz {

struct Validity {
  /// Empty when valid; else the first failing stage: "well-formed",
  /// "normalize", "struct-info", "round-trip".
  std::string failed_stage;
  std::vector<std::string> problems; ///< formatted diagnostics of that stage
  std::optional<sem::IRModule> normalized;
  std::optional<sem::InferResult> inference;
  bool ok() const { return failed_stage.empty(); }
  std::string str() const;
};

struct ValidityOptions {
  bool check_round_trip = true;
};

/// solver::check_module (well-formedness as written, normalization, StructInfo
/// inference and purity; errors only, Possibly warnings are fine), then
/// read(print(m)) is structurally equal to m and prints identically.
Validity check_validity(const sem::IRModule& mod, sem::Arith& arith,
                        const ValidityOptions& opts = {});

/// print -> read; nullopt (and the reader's errors in `*errors`) when the text
/// does not read.
std::optional<sem::IRModule> reprint(const sem::IRModule& mod, std::string* errors = nullptr);

} // namespace rxv::fuzz
