#pragma once
/// The interpreter's private state, shared by interpreter.cpp (set-up,
/// KernelContext), eval_expr.cpp (expressions and bindings) and eval_call.cpp
/// (calls, signature checks, closures).
///
/// Environment: one Frame per Relax call. Within a frame every binding runs at
/// most once (there are no loops; a second run of a body is a new call, hence a
/// new frame), and well-formedness guarantees each variable is used only in its
/// scope, so a frame is a flat map that is never popped: leaving a SeqExpr or
/// DataflowBlock need not remove its variables (spec rule 13.4).
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "semantics/arith/eval.h"
#include "semantics/interp/function_refs.h"
#include "semantics/interp/interpreter.h"
#include "semantics/value/match_value.h"

namespace rxv::sem {

struct OpDef;

struct Frame {
  std::unordered_map<const VarNode*, Value> vars;
  Assignment shape_vars;
};

struct Interpreter::Impl final : KernelContext, RelaxVarLookup {
  Impl(const IRModule& mod, EvalOptions options);

  // KernelContext (interpreter.cpp).
  SourceLoc loc() const override { return loc_; }
  const EvalLimits& limits() const override { return options_.limits; }
  EvalOr<Tensor> alloc(DataType dtype, std::vector<int64_t> shape) override;
  EvalOr<int64_t> eval_int(const PrimExpr& e) override;
  EvalOr<Value> call(const Value& callee, std::vector<Value> args) override;
  EvalStatus call_prim_func(const std::string& name, const std::vector<Value>& args) override;
  /// A PrimFunc called as a Relax function (spec rule 12.2.3): its scalar result for a function
  /// with a return annotation (`-> T.int64`), else the empty tuple.
  EvalOr<Value> call_prim_func_value(const std::string& name, const std::vector<Value>& args);
  EvalStatus charge(int64_t steps) override;
  /// charge(), with the error located at `at`.
  EvalStatus charge(int64_t steps, SourceLoc at);
  EffectTrace& effects() override { return effects_; }
  EvalStatus check_value(const Value& v, const StructInfo& s, const std::string& what) override;

  // RelaxVarLookup: the current frame's Relax variables.
  const Value* find(const VarNode* var) const override;

  // Expressions (eval_expr.cpp).
  EvalOr<Value> eval(const Expr& e);
  [[gnu::noinline]] EvalOr<Value> eval_tuple(const TupleNode& t);
  [[gnu::noinline]] EvalOr<Value> eval_if(const IfNode& i);
  [[gnu::noinline]] EvalOr<Value> eval_tuple_get_item(const TupleGetItemNode& g);
  /// Variables (unbound ones), GlobalVars, ShapeExprs, strings, dtypes, ExternFuncs and errors.
  [[gnu::noinline]] EvalOr<Value> eval_leaf(const ExprNode& e);
  EvalOr<Value> eval_seq(const SeqExprNode& seq);
  EvalStatus eval_binding(const Binding& b);
  [[gnu::noinline]] EvalOr<Value> eval_function(const FunctionNode& fn, const Function& ref,
                                                const VarNode* self);
  [[gnu::noinline]] EvalOr<Value> eval_constant(const ConstantNode& c);
  [[gnu::noinline]] EvalOr<Value> eval_prim_value(const PrimValueNode& p);
  /// The value of the module function `name` (a closure, or a PrimFunc
  /// reference).
  EvalOr<Value> global_value(const std::string& name, SourceLoc at);

  // Calls (eval_call.cpp).
  EvalOr<Value> eval_call(const CallNode& call);
  [[gnu::noinline]] EvalOr<Value> eval_op_call(const CallNode& call, const std::string& op_name);
  /// Calls a closure, PrimFunc reference or PackedFunc value; `call` (may be
  /// null) supplies sinfo_args for a PackedFunc's result check.
  EvalOr<Value> call_value(const Value& callee, std::vector<Value> args, SourceLoc at,
                           const CallNode* call);
  EvalOr<Value> call_closure(const Value& callee, const ClosureValue& c, std::vector<Value> args,
                             SourceLoc at);
  /// The call depth check and the callee's frame: captured values, self, make_closure's values.
  [[gnu::noinline]] EvalStatus enter_closure(const Value& callee, const ClosureValue& c,
                                             std::vector<Value>& args, SourceLoc at, Frame& frame);
  [[gnu::noinline]] EvalStatus check_return(const ClosureValue& c, const Value& result,
                                            SourceLoc at);
  static std::string closure_name(const ClosureValue& c);
  [[gnu::noinline]] EvalOr<Value> call_packed(const PackedFuncValue& f,
                                              const std::vector<Value>& args, SourceLoc at,
                                              const CallNode* call);
  /// Binds `fn`'s parameters to `args` in the current frame: phase one binds
  /// lone shape variables from every argument, phase two checks each argument
  /// left to right.
  [[gnu::noinline]] EvalStatus bind_params(const FunctionNode& fn, const ClosureValue& c,
                                           const std::vector<Value>& args, SourceLoc at);
  [[gnu::noinline]] EvalStatus bind_value(const Binding& b, Value v);

  /// Enters a call's frame; restores the caller's frame, location and depth however it returns.
  struct CallScope {
    Impl& in;
    Frame* saved_frame;
    SourceLoc saved_loc;
    CallScope(Impl& i, Frame* f) : in(i), saved_frame(i.frame_), saved_loc(i.loc_) {
      in.frame_ = f;
      ++in.depth_;
    }
    ~CallScope() {
      in.frame_ = saved_frame;
      in.loc_ = saved_loc;
      --in.depth_;
    }
    CallScope(const CallScope&) = delete;
    CallScope& operator=(const CallScope&) = delete;
  };

  EvalError error(EvalErrorKind kind, SourceLoc at, std::string message) const {
    return EvalError{kind, at, std::move(message)};
  }
  MatchEnv match_env() { return MatchEnv{&frame_->shape_vars, this}; }

  const IRModule& mod_;
  EvalOptions options_;
  const PackedFuncRegistry* registry_;
  EffectTrace effects_;
  SourceLoc loc_;          ///< the op call a kernel is running for
  Frame* frame_ = nullptr; ///< the innermost call's frame (never null during evaluation)
  Frame top_frame_;        ///< for evaluation outside any function (kernels' eval_int)
  int depth_ = 0;          ///< Relax calls in progress
  int64_t tir_iterations_ = 0;
  int64_t steps_ = 0; ///< charged against EvalLimits::max_steps
  /// Bytes of live tensors allocated by this interpreter (decremented by each
  /// buffer's deleter, which shares ownership of the counter so that tensors
  /// may outlive the interpreter).
  std::shared_ptr<int64_t> live_bytes_ = std::make_shared<int64_t>(0);
  std::unordered_map<std::string, Value> globals_;
  std::unordered_map<const FunctionNode*, FunctionRefs> refs_;
};

} // namespace rxv::sem
