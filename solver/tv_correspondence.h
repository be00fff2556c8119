#pragma once
/// Translation validation (`rxv tv`), step 1: which function of AFTER stands for which function of
/// BEFORE, and whether a changed signature still refines (DESIGN.md, "validate").
///
/// Public functions (those with a `global_symbol`, unless marked Primitive, Composite or Codegen:
/// fused groups and codegen regions are internal) correspond by that symbol, private ones by their
/// GlobalVar name; two lone `@R.function` files are one pair whatever the names. A Relax function
/// AFTER adds or drops is reported; dropping a public one is a refutation (callers outside the
/// module lose it), dropping a private one is fine (it was inlined or dead). TIR PrimFuncs are not
/// compared as functions: they are the callees of call_tir, whose uses the binding obligations and
/// the value tests judge.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "semantics/arith/arith.h"
#include "semantics/infer/infer.h"
#include "semantics/ir/module.h"

namespace rxv::solver {

/// A Relax function present in both modules.
struct FunctionPair {
  std::string name; ///< BEFORE's GlobalVar name
  const sem::FunctionNode* before = nullptr;
  const sem::FunctionNode* after = nullptr;
  std::string after_name; ///< AFTER's GlobalVar name (differs when only the symbol matched)
  bool is_public = false;
};

struct Correspondence {
  std::vector<FunctionPair> pairs;         ///< in BEFORE's order
  std::vector<std::string> added;          ///< Relax functions only AFTER has
  std::vector<std::string> dropped;        ///< Relax functions only BEFORE has
  std::vector<std::string> dropped_public; ///< the public ones among `dropped`
  int prim_funcs_added = 0; ///< PrimFuncs only AFTER has (LegalizeOps adds one per op)
};

/// Matches the Relax functions of two modules (see the file comment).
Correspondence correspond_functions(const sem::IRModule& before, const sem::IRModule& after);

/// The signature check of one pair: AFTER's FuncStructInfo is a subtype of BEFORE's (parameters
/// contravariant: AFTER accepts every argument BEFORE accepts; return covariant: at least as
/// precise; pure <: impure), every shape equality decided by `arith` for all values of the shape
/// variables (the Z3-backed Arith proves, it does not sample).
///
/// `assumed`: shape variables of BEFORE's signature (by name) that a pass fixed to these values
/// (BindSymbolicVars): AFTER need accept only those arguments, so BEFORE's signature is compared
/// with them substituted; any other change still counts.
using ShapeBinding = std::vector<std::pair<std::string, int64_t>>;

struct SignatureCheck {
  bool changed = false; ///< the signatures are not structurally equal
  sem::Verdict verdict = sem::Verdict::kUnknown;
  std::string detail; ///< the two signatures when changed, why when not proved
};

SignatureCheck check_signature(const FunctionPair& pair, const sem::InferResult& before,
                               const sem::InferResult& after, sem::Arith& arith,
                               const ShapeBinding& assumed = {});

} // namespace rxv::solver
