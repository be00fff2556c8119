#pragma once
// The generator's state and its builders (private to fuzz/generator*.cpp):
// generator.cpp does modules, functions, blocks and control flow;
// generator_ops.cpp op calls through the specs (op_specs.h), whose builders are
// in fuzz/ops_<family>.cpp; generator_tir.cpp the PrimFuncs behind call_tir.
#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "fuzz/generator.h"
#include "fuzz/op_specs.h"
#include "semantics/arith/arith.h"
#include "semantics/ir/expr.h"

namespace rxv::fuzz::detail {

/// A value visible at the current point: a Var (or DataflowVar) with what the
/// generator knows about it (its annotation, or what the rules derive for it).
struct Avail {
  sem::Var var;
  sem::StructInfo sinfo;
  /// A 1-D int64 tensor of non-negative elements (shape_to_tensor's), so
  /// tensor_to_shape succeeds.
  bool nonneg_shape_tensor = false;
  /// The most precise StructInfo known (what the rules derive, before a
  /// weakening annotation): match_cast to it always succeeds at run time.
  sem::StructInfo precise;
};

/// Per function body (and per If branch / closure body, which copy and extend
/// it).
struct Scope {
  std::vector<Avail> vals;
  std::vector<sem::PrimExpr> shape_vars;
};

class Gen {
public:
  Gen(ChoiceSource& c, const GenConfig& cfg);
  GeneratedProgram run();

  // --- generator.cpp: functions, blocks, control flow ---
  /// A global function whose parameters generalize `args` (fresh shape
  /// variables for their dimensions); returns its name.
  std::string make_helper(const std::vector<Avail>& args, bool pure, int depth);
  /// A function over `params` (already in `scope`) and the StructInfo of its
  /// result.
  std::pair<sem::Function, sem::StructInfo> make_function(const std::vector<sem::Var>& params,
                                                          Scope scope, bool pure, int depth,
                                                          bool annotate_ret,
                                                          const sem::StructInfo& force_ret);
  /// A SeqExpr body and its StructInfo; with `want`, its value has want's dtype
  /// and ndim.
  std::pair<sem::Expr, sem::StructInfo> make_body(Scope& scope, bool pure, int depth,
                                                  bool allow_dataflow, const sem::StructInfo& want);
  /// An If branch: one ordinary block, then a value of `want`'s dtype and ndim.
  std::pair<sem::Expr, sem::StructInfo> make_branch(Scope scope, bool pure, int depth,
                                                    const sem::StructInfo& want);
  void fill_block(sem::BindingBlock& block, Scope& scope, bool pure, int depth);
  bool add_binding(sem::BindingBlock& block, Scope& scope, bool pure, int depth);
  bool add_match_cast(sem::BindingBlock& block, Scope& scope);
  bool add_tuple(sem::BindingBlock& block, Scope& scope);
  bool add_if(sem::BindingBlock& block, Scope& scope, bool pure, int depth);
  bool add_helper_call(sem::BindingBlock& block, Scope& scope, bool pure, int depth);
  bool add_closure(sem::BindingBlock& block, Scope& scope, int depth);
  bool add_higher_order(sem::BindingBlock& block, Scope& scope, int depth);
  bool add_recursion(sem::BindingBlock& block, Scope& scope);
  /// Generalizes the StructInfo of `args` into parameter annotations: each
  /// distinct dimension becomes a fresh shape variable (shared where the
  /// arguments share it), compound dimensions whose variables are all
  /// generalized become the same expression of the new variables.
  std::vector<sem::StructInfo> generalize(const std::vector<Avail>& args, bool erase_shapes);

  // --- generator_ops.cpp: op calls through the families' specs ---
  bool add_op_call(sem::BindingBlock& block, Scope& scope, bool pure);
  /// A visible tensor (known dtype and ndim) whose dtype satisfies `dtype_ok`,
  /// or null.
  const Avail* pick_tensor_of(Scope& scope, bool (*dtype_ok)(sem::DataType));
  /// A visible tensor of known dtype and ndim satisfying `pred`, or null.
  template <class Pred> const Avail* pick_tensor(Scope& scope, Pred pred) {
    std::vector<size_t> idx = candidates(scope, [&](const Avail& a) {
      const auto* t = as<sem::TensorSInfo>(a.sinfo);
      return t && !t->dtype.is_void() && t->ndim >= 0 && pred(a, *t);
    });
    if (idx.empty()) return nullptr;
    return &scope.vals[pick(idx)];
  }
  /// A shape of `ndim` dims: literals and the shape variables in scope.
  std::vector<sem::PrimExpr> pick_shape(Scope& scope, int64_t ndim);

  // --- generator_motifs.cpp, generator_matmul_motifs.cpp, generator_layout_motifs.cpp ---
  /// A group of bindings in the shape one of TVM's pattern-rewriting passes
  /// looks for (matmul chains, parallel matmuls, concat of permute_dims, ...).
  bool add_motif(sem::BindingBlock& block, Scope& scope);
  bool add_matmul_chain(sem::BindingBlock& block, Scope& scope);
  bool add_parallel_matmuls(sem::BindingBlock& block, Scope& scope);
  bool add_matmul_of_sum(sem::BindingBlock& block, Scope& scope);
  bool add_take_after_matmul(sem::BindingBlock& block, Scope& scope);
  bool add_concat_of_permutes(sem::BindingBlock& block, Scope& scope);
  /// Emits `op(args)` (the rules derive its StructInfo) and returns the new
  /// value, or nullopt when the rule rejected.
  std::optional<Avail> emit_call(sem::BindingBlock& block, Scope& scope, const std::string& op,
                                 std::vector<sem::Expr> args, sem::Attrs attrs = {});
  /// A right-hand side for a matmul contracting over `k`: a visible 2-D
  /// tensor of `dtype` whose first dim is `k`, or a fresh constant [k, r] when
  /// `k` is a literal; nullopt when neither exists.
  std::optional<Avail> matmul_rhs(sem::BindingBlock& block, Scope& scope, const sem::PrimExpr& k,
                                  sem::DataType dtype);

  // --- generator_tir.cpp ---
  /// call_tir of a fresh elementwise PrimFunc on `x` (and `y` of the same shape
  /// when given).
  sem::Expr make_call_tir(const Avail& x, const Avail* y);

  // --- helpers shared by the files ---
  /// Binds `value` to a fresh variable in `block`, annotated or not, and makes
  /// it visible. Derives the StructInfo through the op table for op calls.
  /// False if the op's rule rejected.
  bool emit(sem::BindingBlock& block, Scope& scope, sem::Expr value, sem::StructInfo sinfo,
            bool nonneg_shape_tensor = false);
  /// The StructInfo the rules give a leaf or an op call; null (and a recorded
  /// rejection) when the op's own rule reports an error.
  sem::StructInfo derive(const sem::Expr& e, const Scope& scope);
  sem::Var fresh_var(bool dataflow, sem::StructInfo annotation);
  sem::PrimExpr fresh_shape_var();
  sem::Expr make_constant(sem::DataType dtype, const std::vector<int64_t>& shape, bool nonzero);
  /// Indices of visible values satisfying `pred`.
  template <class Pred> std::vector<size_t> candidates(const Scope& scope, Pred pred) const {
    std::vector<size_t> out;
    for (size_t i = 0; i < scope.vals.size(); ++i)
      if (pred(scope.vals[i])) out.push_back(i);
    return out;
  }
  /// One of `idx` (the later ones slightly preferred: recent values make deeper
  /// programs).
  size_t pick(const std::vector<size_t>& idx);
  sem::DataType pick_dtype();
  sem::PrimExpr pick_dim(std::vector<sem::PrimExpr>& vars);

  ChoiceSource& c_;
  GenConfig cfg_;
  std::unique_ptr<sem::Arith> arith_;
  sem::IRModule mod_;
  GenStats stats_;
  int helpers_ = 0;
  int counter_ = 0;
  bool in_dataflow_ = false;
  /// Parameters of main share one float dtype and chain as matmul operands
  /// (a float16 program or a float32 one, for ToMixedPrecision and the matmul
  /// rewrites); drawn once per program in run().
  bool uniform_float_ = false;
  /// Each global helper's FuncStructInfo (parameters and the return the rules
  /// give it).
  std::unordered_map<std::string, sem::StructInfo> helper_sinfo_;
};

/// An int list attribute `[a, b, ..]`.
sem::AttrValue int_list_attr(const std::vector<int64_t>& v);
/// `R.prim_value(v)` of an int64 (or the given dtype's) literal.
sem::Expr prim_int(int64_t v, sem::DataType dtype = sem::DataType::Int(64));
/// `R.prim_value(T.bool(b))`.
sem::Expr prim_bool(bool b);
/// A dtype attribute ("void" for none).
sem::AttrValue dtype_attr(sem::DataType d);

/// Dtype predicates for pick_tensor_of and one_tensor_call.
inline bool non_bool(sem::DataType d) { return !d.is_bool(); }
inline bool float_only(sem::DataType d) { return d.is_float(); }
inline bool int_or_bool(sem::DataType d) { return d.is_integral(); }
inline bool any_dtype(sem::DataType) { return true; }
/// A tensor of known dtype and ndim whose dtype satisfies `dtype_ok`.
bool is_tensor_of(const Avail& a, bool (*dtype_ok)(sem::DataType));

/// The builder of `f(x)` for one visible tensor x whose dtype satisfies
/// `dtype_ok` (the elementwise ops of several families, flatten, nonzero).
OpBuilder one_tensor_call(bool (*dtype_ok)(sem::DataType));

/// Axis `a` of an `ndim`-d tensor, written negatively a fifth of the time.
int64_t spell_axis(ChoiceSource& c, int64_t a, int64_t ndim);
/// A random permutation of 0..n-1.
std::vector<int64_t> permutation(ChoiceSource& c, int64_t n);
/// The dims of a tensor StructInfo whose shape is a ShapeExpr; null otherwise.
const std::vector<sem::PrimExpr>* known_dims(const sem::StructInfo& s);
const sem::TensorSInfo* as_tensor(const sem::StructInfo& s);
/// A pick_tensor predicate: a ShapeExpr shape of at least `min_ndim` dims.
inline auto with_dims(size_t min_ndim) {
  return [min_ndim](const Avail& a, const sem::TensorSInfo&) {
    const auto* d = known_dims(a.sinfo);
    return d && d->size() >= min_ndim;
  };
}

} // namespace rxv::fuzz::detail
