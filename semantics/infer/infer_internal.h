#pragma once
/// The inference engine behind infer.h, shared by infer*.cpp, purity.cpp and annotate.cpp.
/// One Inferrer walks the module once: Γ (the StructInfo of each Relax var) is the result's
/// var_sinfo map, and the scope (which Relax vars and shape variables are visible, for erasure)
/// is a pair of sets with undo stacks, so leaving a SeqExpr or a Function is a pop.
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "semantics/infer/infer.h"
#include "semantics/ir/shape_vars.h"
#include "semantics/ops/op_table.h"
#include "semantics/struct_info/erase.h"
#include "semantics/struct_info/relations.h"

namespace rxv::sem::infer_detail {

/// Deeper nesting than this (expressions, PrimExprs) is reported, not followed: bad input never
/// exhausts the stack. The reader and the normalizer stop earlier.
constexpr int kMaxDepth = 1500;
/// Bounds on a variable's StructInfo (SI-X-size): deeper or larger (as a tree) is reported and
/// taken as Object. The printer, erasure and the interpreter walk StructInfo as a tree.
constexpr int kMaxSInfoDepth = 1000;
constexpr int64_t kMaxSInfoNodes = 100'000;

/// True when the op attribute `relax.force_pure` of `attrs` is set to True.
bool has_force_pure(const Attrs& attrs);

/// The default derivation (structinfo-and-semantics.md, "The default derivation"): 0 / 1 / n
/// sinfo_args give Object / that StructInfo / a Tuple of them.
StructInfo default_derive(const CallNode& call);

/// The name rxv gives the default derivation in a FuncStructInfo's derive_func (the spec's
/// `default_derive`); ExternFunc values carry it.
inline constexpr const char* kDefaultDerive = "default_derive";
/// The weakest derivation (always Object), the spec's `empty_derive`.
inline constexpr const char* kEmptyDerive = "empty_derive";

class Inferrer {
public:
  Inferrer(const IRModule& mod, Arith& arith, InferResult& result, InferOptions opts)
      : mod_(mod), arith_(arith), result_(result), opts_(opts) {}

  /// Infers every function of the module (infer.cpp).
  void run();

private:
  // --- infer.cpp: module driver, scope and diagnostics ---------------------------------------
  /// The order in which global Relax functions are inferred: callees before callers, so that a
  /// caller sees a callee's derived return; functions on a cycle see each other's annotations.
  std::vector<const GlobalFunc*> global_order() const;
  /// The StructInfo of a global (spec rule 15.2 / 16): the annotation-based one until the
  /// function is inferred, then the derived one. Object (no diagnostic: WF reports it) if unknown.
  StructInfo global_sinfo(const std::string& name) const;

  struct Mark {
    size_t vars = 0, shape_vars = 0;
  };
  Mark mark() const { return {var_log_.size(), shape_var_log_.size()}; }
  /// Leaves every Relax var and shape variable entered since `m`.
  void pop_to(Mark m);
  /// Γ[v] = s, and v is in scope.
  void bind_var(const VarNode* v, StructInfo s);
  void leave_var(const VarNode* v) { vars_in_scope_.erase(v); }
  /// Brings the shape variables of `s` that are not yet in scope into scope; returns them.
  std::vector<const PrimExprNode*> enter_new_shape_vars(const StructInfo& s);
  bool shape_var_in_scope(const PrimExprNode* v) const { return shape_vars_in_scope_.count(v); }
  /// The current scope, as erasure asks for it.
  ScopeQuery scope_query() const;
  /// Γ[v]; Object for a var never bound (ill-formed input, reported by the WF checker).
  StructInfo lookup(const VarNode* v) const;

  /// check_compatibility(given, expected) after replacing each Tensor shape that is a Relax Var
  /// with the values Γ knows for that Var (compatibility 6.6: a Var shape is compared by what it
  /// is proven to hold).
  Compat compat(const StructInfo& given, const StructInfo& expected);
  StructInfo with_known_shapes(const StructInfo& s, int depth = 0) const;
  /// True when deriving a value failed (an error, or an operator the table lacks, since
  /// `failures_before`) and gave no more than Object: checks of it would only repeat that.
  bool failed_to_object(size_t failures_before, const StructInfo& s) const {
    return failures_ > failures_before && (!s || s->kind == SInfoKind::kObject);
  }

  void error(SourceLoc loc, std::string rule, std::string message);
  void warning(SourceLoc loc, std::string rule, std::string message);
  /// `loc` if known, else the location of the binding being inferred.
  SourceLoc at(SourceLoc loc) const { return loc.known() ? loc : binding_loc_; }

  // --- infer_expr.cpp: the derivation rules by expression kind --------------------------------
  StructInfo derive(const Expr& e, int depth);
  StructInfo derive_tuple_get_item(const TupleGetItemNode& n, int depth);
  StructInfo derive_if(const IfNode& n, int depth);
  StructInfo derive_seq(const SeqExprNode& n, int depth);

  // --- infer_binding.cpp: blocks and bindings ------------------------------------------------
  void block(const BindingBlock& b, int depth);
  void binding(const Binding& b, int depth);
  void var_binding(const Binding& b, int depth);
  void match_cast(const Binding& b, int depth);

  // --- infer_call.cpp: calls -----------------------------------------------------------------
  StructInfo derive_call(const CallNode& call, int depth);
  StructInfo call_op(const CallNode& call, const OpNode& op, std::vector<StructInfo> args);
  StructInfo call_function(const CallNode& call, const StructInfo& callee,
                           const std::vector<StructInfo>& args);
  /// The shape variables a call to `call.op` binds afresh (see infer_call.cpp).
  std::unordered_set<const PrimExprNode*> callee_own_vars(const CallNode& call,
                                                          const FuncSInfo& f) const;

  // --- infer_function.cpp: functions ---------------------------------------------------------
  /// Rule 15 for a Function literal or a global function. `self` is the Var a literal is bound to
  /// (null for globals), so that own shape variables are recorded for calls through it; `name`
  /// is for messages.
  StructInfo derive_function(const FunctionNode& fn, const VarNode* self, const std::string& name,
                             int depth);
  /// Rule 15.2: the StructInfo a function has before its body is inferred.
  static StructInfo declared_sinfo(const FunctionNode& fn);
  /// Rule 16: a PrimFunc's StructInfo.
  StructInfo prim_func_sinfo(const PrimFuncNode& pf) const;

  // --- purity.cpp ----------------------------------------------------------------------------
  /// Reports a call whose callee is impure where only pure calls are allowed (PUR-1, PUR-2).
  /// `callee` names it for the message.
  void check_purity(const CallNode& call, bool callee_pure, const std::string& callee);

  const IRModule& mod_;
  Arith& arith_;
  InferResult& result_;
  InferOptions opts_;
  DiagnosticSink sink_;
  size_t failures_ = 0; ///< errors reported, plus calls of unknown operators

  std::unordered_map<std::string, StructInfo> global_sinfo_;
  std::unordered_set<const VarNode*> vars_in_scope_;
  std::vector<const VarNode*> var_log_;
  std::unordered_set<const PrimExprNode*> shape_vars_in_scope_;
  std::vector<const PrimExprNode*> shape_var_log_;
  /// Default (TVM) rules only: the shape variables of enclosing functions that no parameter of
  /// the current function mentions. They stay in scope for annotations, but erasure drops them:
  /// TVM's BlockBuilder starts every function's scope afresh with its parameters' shape variables
  /// (`BeginScope(params)`), so a closure's derived return forgets the others. The spec keeps
  /// them (rule 15.6 erases with the whole Σ): `--rules spec` leaves this set empty.
  std::unordered_set<const PrimExprNode*> outer_shape_vars_;
  /// For each Var bound to a Function literal: the shape variables its signature introduced
  /// (not captured from the enclosing scope). A call through the Var binds these afresh.
  std::unordered_map<const VarNode*, std::vector<const PrimExprNode*>> closure_own_vars_;
  /// Vars whose StructInfo is Object only because deriving their value failed with an error:
  /// checks of their uses as call arguments would repeat that error.
  std::unordered_set<const VarNode*> failed_vars_;

  /// The innermost function being inferred, for purity (rule 14: is_pure, relax.force_pure).
  struct FunctionFrame {
    std::string name;
    bool must_be_pure = true; ///< is_pure and not relax.force_pure
  };
  std::vector<FunctionFrame> functions_;
  bool in_dataflow_ = false;
  SourceLoc binding_loc_;
};

} // namespace rxv::sem::infer_detail
