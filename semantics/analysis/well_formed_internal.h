#pragma once
/// Internals of the well-formedness checker (well_formed.h). One Checker walks each Relax function
/// once, keeping the scopes of Relax variables and shape variables; its methods are spread over the
/// well_formed_*.cpp files by concept. The call graph is built beforehand (ModuleFacts).
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "semantics/analysis/well_formed.h"
#include "semantics/ir/function_index.h"
#include "semantics/ir/shape_vars.h"
#include "semantics/support/pointer_ids.h"

namespace rxv::sem::wf {

/// Deeper nesting than this (expressions, StructInfo, PrimExprs together) is reported as WF-X-depth
/// and not checked further, so that the checker's stack stays bounded whatever the input.
inline constexpr int kMaxDepth = 1500;

/// The first binding of a Relax variable, found before the main walk (for messages, and to tell a
/// DataflowVar used outside its block (WF-1) from one used before its binding (WF-3)).
struct BindingSite {
  SourceLoc loc;
  const BindingBlock* block = nullptr; ///< null for a parameter
  std::string_view function;           ///< name of the enclosing global function (in the module)
  bool is_param = false;
  bool known = false; ///< false: the variable is never bound
};

/// One node of the call graph: a Relax function, global or nested.
struct FunctionInfo {
  const FunctionNode* fn = nullptr;
  std::string name; ///< "main", "main.inner" (bound to a local Var), "main.<lambda>"
  SourceLoc loc;
  size_t scc = 0;
  /// Its body (nested functions excluded) refers to a function of its own cyclic SCC (WF-8).
  bool calls_own_scc = false;
};

/// What the checker knows before it walks: binding sites, and the call graph's strongly connected
/// components (well_formed_recursion.cpp).
struct ModuleFacts {
  /// Every Relax variable bound or used in the module has a dense id; what is known of it lives in
  /// vectors indexed by that id (var_sites here, the checker's scope state).
  PointerIds var_ids;
  std::vector<BindingSite> var_sites; ///< by var id
  /// The first binding of `v`, or null when it has none.
  const BindingSite* site(const VarNode* v) const {
    uint32_t id = var_ids.find(v);
    return id < var_sites.size() && var_sites[id].known ? &var_sites[id] : nullptr;
  }
  std::unordered_map<const VarNode*, const FunctionNode*> local_functions;
  std::unordered_map<std::string, const FunctionNode*> global_functions;
  std::vector<FunctionInfo> functions;
  std::unordered_map<const FunctionNode*, size_t> index;
  std::vector<bool> scc_cyclic;

  /// The Relax function a callee expression names (a GlobalVar or a Var bound to a Function), or
  /// null.
  const FunctionNode* resolve(const Expr& callee) const;
  /// `a` and `b` are in one strongly connected component that has a cycle.
  bool recursive_together(const FunctionNode* a, const FunctionNode* b) const;
  const FunctionInfo* info(const FunctionNode* fn) const;
};

ModuleFacts collect_module_facts(const IRModule& mod);

/// Where a StructInfo annotation sits; decides which criterion an unbound shape variable or an ndim
/// mismatch breaks (see well_formed.h).
enum class Site : uint8_t { kParam, kReturn, kVarAnnotation, kMatchCast, kSinfoArg, kExpr };

/// NF-1 ... NF-4 over one global function (well_formed_normal_form.cpp).
void check_normal_form(const FunctionNode& fn, const std::string& name,
                       std::vector<Diagnostic>& out);

/// The first known location among the arguments, or unknown.
SourceLoc pick_loc(std::initializer_list<SourceLoc> locs);

class Checker {
public:
  Checker(const IRModule& mod, const WellFormedOptions& opts);
  std::vector<Diagnostic> run();

private:
  // ---- well_formed.cpp: reporting and module-level criteria (12, 13, 24's table).
  void report(std::string_view rule, SourceLoc loc, std::string message);
  bool too_deep(int depth, SourceLoc loc);
  /// Where a use of variable `var` inside the expression starting at `ctx` is written: the first
  /// recorded use (IRModule::use_locs) at or after `ctx`, else `ctx` itself.
  SourceLoc use_site(const void* var, SourceLoc ctx) const;
  void check_module_level();
  void check_recursive_annotations();
  /// WF-24: `ref` ("cuda:0", "llvm", "vdevice:1") names a vdevice of global_infos.
  bool vdevice_declared(const std::string& ref) const;

  // ---- well_formed_scope.cpp: the walk and Relax-variable scoping (1, 2, 3, 7, 9, 11, 18, 21,
  // 23).
  void visit_global(const GlobalFunc& gf);
  void visit_function(const FunctionNode& fn, SourceLoc loc, int depth);
  void visit_expr(const Expr& e, SourceLoc ctx, std::string_view what, int depth,
                  bool callee = false);
  void visit_seq(const SeqExprNode& seq, int depth);
  void visit_block(const BindingBlock& block, int depth);
  void visit_binding(const Binding& b, int depth);
  void visit_call(const CallNode& call, SourceLoc ctx, int depth);
  void visit_attr(const AttrValue& v, SourceLoc ctx, int depth);
  void check_op_normalization(const CallNode& call, const std::string& op, SourceLoc loc);
  void use_var(const VarNode& v, SourceLoc loc);
  void bind_var(const Var& v, SourceLoc loc, bool is_param);
  void push_frame();
  void pop_frame();
  std::string where() const;

  // ---- well_formed_shape_vars.cpp: shape-variable scoping (4, 5, 6, 15, 16, X-shared-shape).
  void bind_signature(const FunctionNode& fn, SourceLoc loc, int depth);
  void bind_match_cast(const StructInfo& sinfo, SourceLoc loc);
  /// Brings `var` into scope; `owned` records the binding global function (WF-X-shared-shape).
  void bind_shape_var(const PrimExprNode* var, SourceLoc loc, bool owned);
  /// Reports shape variables of `e` not in scope; `kind` is the StructInfo kind holding `e`
  /// (Tensor for ShapeExprs and PrimValues).
  void check_shape_uses(const PrimExpr& e, Site site, SInfoKind kind, SourceLoc ctx, int depth);

  // ---- well_formed_struct_info.cpp: annotations (10, 14, 15, 17, 19, 20, 22, 24 and scoping).
  void check_annotation(const StructInfo& s, Site site, SourceLoc ctx, int depth);
  /// WF-X-dtensor: a DTensor's placement fits its mesh and tensor (TVM's constructor checks).
  void check_dtensor_annotation(const DTensorSInfo& d, SourceLoc loc);
  void check_tensor_annotation(const TensorSInfo& t, Site site, SourceLoc loc, int depth);
  void check_func_annotation(const FuncSInfo& f, Site site, SourceLoc loc, int depth);
  void check_dtype(DataType dt, SourceLoc loc, std::string_view what, bool allow_void = true);
  void check_prim_value(const PrimValueNode& pv, SourceLoc loc, int depth);

  const IRModule& mod_;
  FunctionIndex functions_;
  WellFormedOptions opts_;
  ModuleFacts facts_;
  std::vector<Diagnostic> diags_;
  bool reported_depth_ = false;

  // Relax-variable scopes. A binding adds to the innermost frame (DataflowVars: to the innermost
  // DataflowBlock); leaving the frame removes it again and marks it retired (for messages).
  // Everything is kept per variable id (ModuleFacts::var_ids), one entry per variable.
  struct VarState {
    int fn_depth = 0;                       ///< the function nesting depth where it is live
    int live = 0;                           ///< bindings of it in scope now (0: not in scope)
    int bind_count = 0;                     ///< bindings seen so far (WF-2)
    const FunctionNode* param_of = nullptr; ///< the function it is a parameter of, if any
    bool retired = false;                   ///< it went out of scope (for messages)
    bool in_progress = false; ///< its (non-Function) binding is being visited: a use is WF-2
  };
  /// The state of `v`, giving it an id if it has none (a Var the facts never saw).
  VarState& state(const VarNode* v) {
    uint32_t id = facts_.var_ids.id(v);
    if (id >= var_state_.size()) var_state_.resize(size_t(id) + 1);
    return var_state_[id];
  }
  std::vector<VarState> var_state_;
  std::vector<uint32_t> var_log_; ///< var ids, in binding order
  std::vector<uint32_t> df_log_;

  // Shape-variable scopes, same discipline.
  std::unordered_map<const PrimExprNode*, int> live_shapes_;
  std::vector<const PrimExprNode*> shape_log_;
  /// The global function that binds each shape variable (WF-X-shared-shape).
  std::unordered_map<const PrimExprNode*, std::string> shape_owner_;
  /// Shape variables mentioned in the current signature's parameters (WF-4 accepts them).
  std::unordered_set<const PrimExprNode*> param_mentioned_;
  /// Unbound signature shape variables already reported in the current signature (WF-6 once).
  std::unordered_set<const PrimExprNode*> reported_unbound_;

  struct Frame {
    size_t vars, dfs, shapes;
  };
  std::vector<Frame> frames_;

  // Where the walk is.
  std::string global_;
  std::vector<const FunctionNode*> fn_stack_;
  int open_dataflow_ = 0;           ///< DataflowBlocks open in the current function (WF-7)
  bool innermost_dataflow_ = false; ///< the innermost open block is a DataflowBlock (WF-1)
  std::unordered_set<const BindingBlock*> open_blocks_;
};

} // namespace rxv::sem::wf
