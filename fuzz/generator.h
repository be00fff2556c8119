#pragma once
/// The program generator: random Relax modules that are well-formed and
/// StructInfo-correct by construction (DESIGN.md, "Fuzzing"). Every decision
/// comes from a ChoiceSource (choices.h), so the same generator runs under
/// RapidCheck, libFuzzer and the harness's seeded PRNG.
///
/// What it builds: a public `main` plus helper functions (public or private,
/// pure or not) and elementwise TIR PrimFuncs; parameters with symbolic shapes
/// whose dimensions are shared between parameters and, in helpers, compound (n
/// * m); dataflow and ordinary blocks; op calls drawn from the op table through
/// the per-op specs (op_specs.h); match_cast refinements (binding new shape
/// variables, recovering erased shapes, redundant ones); If on bool scalars;
/// tuples and tuple projections; closures and a higher-order helper taking one;
/// bounded recursion; call_tir; impure calls (R.print) outside dataflow blocks
/// of impure functions; int32, int64, float16 and float32 data (bool from
/// comparisons); motifs, the binding groups TVM's rewriting passes match
/// (matmul chains, parallel matmuls sharing an operand, matmul of a sum or of a
/// take, concat of permute_dims: generator_motifs.cpp), and programs whose
/// parameters are all float16 (or all float32) and chain as matmul operands.
#include <cstdint>
#include <string>
#include <vector>

#include "fuzz/choices.h"
#include "semantics/ir/module.h"

namespace rxv::fuzz {

struct GenConfig {
  int max_helpers = 3;         ///< global Relax functions besides main
  int max_bindings = 8;        ///< per block (half that in nested bodies)
  int max_blocks = 3;          ///< per function body
  int max_depth = 2;           ///< nesting of If branches, closures and helpers
  int max_params = 3;          ///< per function
  bool allow_impure = true;    ///< R.print in impure functions
  bool allow_call_tir = true;  ///< call_tir into generated PrimFuncs
  bool allow_recursion = true; ///< a bounded recursive helper
  bool allow_closures = true;  ///< nested functions and the higher-order helper
};

/// What the generator did, for tests and the harness's summary.
struct GenStats {
  int bindings = 0;
  int op_calls = 0;
  /// Calls the op's own StructInfo rule rejected: generator bugs (the spec
  /// allowed something the rule does not). They are dropped from the program
  /// and listed here; tests want none.
  std::vector<std::string> rejected_calls;
  int possibly_warnings = 0; ///< calls the rule accepted only with a run-time check
};

struct GeneratedProgram {
  sem::IRModule mod;
  GenStats stats;
};

/// Generates one module from `choices`. Never fails: every decision has a valid
/// answer.
GeneratedProgram generate_program(ChoiceSource& choices, const GenConfig& config = {});

} // namespace rxv::fuzz
