#pragma once
/// The well-formedness checker: the syntactic criteria a Relax program must meet before StructInfo
/// checking (spec 000, "Well-Formedness Criteria" 1-22; relax_spec_full.md adds 23 and 24), and the
/// normal form (spec 000, "Normal Form") for programs that claim to be normalized. Each diagnostic
/// carries the id of the criterion it breaks and the location of the offending use or binding;
/// every violation is reported, not just the first.
///
/// Criteria (ids as reported):
///   WF-1   A DataflowVar is bound only inside a DataflowBlock and used only inside that block.
///   WF-2   A used Var is bound exactly once (a parameter or one binding's LHS); its own binding's
///          RHS may mention it only if the RHS is a Function (local recursion). Function names
///          (GlobalVars) are bound once too.
///   WF-3   A Var is not used before its binding, nor outside the scope of its binding.
///   WF-4   A return annotation uses only shape variables in scope or from the parameters.
///   WF-5   In a body, a shape variable in a ShapeExpr, a PrimValue or a Tensor shape annotation
///          is bound before: by the signature, an earlier MatchCast in scope or an enclosing
///          function. Only a dimension that is the variable alone binds it.
///   WF-6   Every shape variable of a signature is alone in a dimension of some parameter
///          annotation (a binding position; any order among the parameters).
///   WF-7   Inside a DataflowBlock: no If, no call to the current function, no call to a function
///          mutually recursive with it (strongly connected components of the call graph; the calls
///          under the spec profile only: TVM accepts them).
///   WF-8   A function that calls itself or a function mutually recursive with it has a return
///          annotation.
///   WF-9   An Op appears only as the callee of a Call.
///   WF-10  In a Var's annotation (parameter or binding), a Tensor's ndim matches its shape's
///          length and a Shape's ndim the number of its values.
///   WF-11  A function defined inside a DataflowBlock uses no DataflowVar of the enclosing scope.
///   WF-12  Some global function has a global_symbol (an externally linked entry point).
///   WF-13  A global function's global_symbol equals its GlobalVar's name.
///   WF-14  A Tensor annotation's shape is a ShapeExpr or a Var in scope; outside Var annotations
///          (return, MatchCast, sinfo_args) its ndim matches the ShapeExpr's length.
///   WF-15  A Shape annotation's values use only bound shape variables (a MatchCast may bind a
///          lone one); outside Var annotations its ndim matches the number of values.
///   WF-16  A Prim annotation's value uses only bound shape variables (a MatchCast may bind a
///          lone one).
///   WF-17  A Callable annotation has exactly one of params and derive_func.
///   WF-18  A PrimValue holds an IntImm or FloatImm of lanes 1 (a literal, not a symbolic value).
///   WF-19  A Prim annotation's dtype is an Int, UInt (bool included) or Float type.
///   WF-20  Every dtype of an annotation or Constant is legal: int or uint of 1, 8, 16, 32 or 64
///          bits, float of 16, 32 or 64, bfloat16, lanes 1; void is handle of 0 bits, 0 lanes.
///   WF-21  A function with attribute relax.force_pure (or calling op relax.force_pure) is pure.
///   WF-22  A Prim annotation's value has the annotation's dtype.
///   WF-23  A call to an Op with a custom normalization is already normalized. Decidable here:
///          call_tir, call_tir_inplace, call_tir_with_grad take (GlobalVar, in-line Tuple[, shape])
///   WF-24  Every vdevice of a Tensor annotation is declared in global_infos["vdevice"].
/// Normal form (only with WellFormedOptions::require_normal_form):
///   NF-1   A binding's RHS is a leaf or has only leaf subexpressions, and a SeqExpr's body is a
///          leaf (normalization steps 2-3). Leaves: Var, DataflowVar, GlobalVar, Constant,
///          ShapeExpr, PrimValue, StringImm, DataTypeImm, ExternFunc, Op, Tuples of leaves.
///          This covers TVM's "an If condition is a leaf".
///   NF-2   A SeqExpr appears only as a Function body or an If branch (TVM checks it always).
///   NF-3   Function bodies and If branches are SeqExprs.
///   NF-4   A SeqExpr's blocks are consolidated: no empty block, no two adjacent blocks of a kind.
/// Checks TVM's checker adds that follow from the spec:
///   WF-X-global        A GlobalVar names a function of the module.
///   WF-X-shared-param  A parameter Var belongs to one function (instead of WF-2 when both
///                      bindings are parameters of different functions).
///   WF-X-shared-shape  A shape variable is bound in one global function only.
///   (call_tir's in-line argument Tuple is WF-23, "SeqExpr only where allowed" NF-2 and "If
///   condition a leaf" NF-1.)
///   WF-X-dtensor       A DTensor annotation's placement has one entry per mesh dimension and
///                      shards only axes below the tensor's ndim; a mesh has as many device ids
///                      as its shape's product (TVM's DTensorStructInfo and DeviceMesh checks).
/// Checks of IR the reader never produces:
///   WF-X-null   A required field is null (a Call's op, a binding's value, a Function's body, ...).
///   WF-X-depth  Nesting deeper than the checker's limit; that subtree is not checked.
#include <vector>

#include "semantics/ir/module.h"
#include "semantics/support/diagnostic.h"

namespace rxv::sem {

struct WellFormedOptions {
  /// The program claims to be normalized: also check NF-1 ... NF-4.
  bool require_normal_form = false;
  /// Judge by the 2023 spec text where it is stricter than TVM (`rxv check --rules spec`):
  /// WF-18 admits only literal PrimValues, WF-12 demands an entry point, WF-24 rejects a
  /// vdevice the module does not declare, WF-7 rejects recursive calls inside a DataflowBlock. By
  /// default (false) rxv judges the language TVM accepts; docs/spec-deviations.md ("Rule profiles")
  /// lists each difference.
  bool spec_rules = false;
};

/// Checks `mod` against the criteria above. Returns every violation (errors, ordered by location),
/// empty when the module is well-formed. Never fails on malformed IR, including null fields.
std::vector<Diagnostic> check_well_formed(const IRModule& mod, const WellFormedOptions& opts = {});

} // namespace rxv::sem
