// TEMPORARY (issue 14 part 5): the hand-written structural equality and hashing as they were before
// they moved onto the one structural walk (semantics/ir/structural_walk.h), kept only to check
// that the walk gives identical results over the corpus. Removed once that check has passed.
#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <string_view>
#include <unordered_map>

#include "semantics/ir/module.h"
#include "semantics/support/assert.h"

/// Structural equality modulo alpha-equivalence (structural_equal.h).
///
/// One pass over both fragments in lockstep, keeping a bijection between the variables met so far
/// (Relax Vars, PrimExpr Vars, Buffers; one pair of maps, keys are node addresses). A variable is
/// paired with its partner the first time the pair is met: at a binding site, or at a use where a
/// free variable may pair (`map_free_`, `may_map_free_shape_var`); elsewhere a free variable only
/// matches itself. Once paired, every later occurrence must meet
/// the same partner, in both directions. What a variable carries (a Relax Var's kind and
/// annotation, a PrimExpr Var's dtype, a Buffer's dtype, shape and scope) is compared when its pair
/// is created.
///
/// structural_hash.cpp walks the same fields in the same order; keep the two files in step.



namespace rxv::sem::legacy::eq {
namespace {

/// Floats compare by their bits, so that -0.0 differs from 0.0; every NaN is one value (a
/// computed NaN and a parsed one differ in sign and payload bits, yet print alike).
uint64_t float_bits(double d) {
  if (std::isnan(d)) return 0x7ff8000000000000ULL;
  return std::bit_cast<uint64_t>(d);
}

class EqualChecker {
 public:
  /// `map_free`: every variable is local to the compared fragments (a whole module or function),
  /// so unbound ones pair on first encounter instead of comparing by identity.
  explicit EqualChecker(bool map_free) : map_free_(map_free) {}

  bool expr(const Expr& a, const Expr& b);
  bool sinfo(const StructInfo& a, const StructInfo& b);
  bool prim(const PrimExpr& a, const PrimExpr& b);
  bool attrs(const Attrs& a, const Attrs& b);
  bool prim_func(const PrimFuncNode& a, const PrimFuncNode& b);

 private:
  bool pair(const void* a, const void* b, bool may_create, bool* created);
  /// Free variables may pair when every variable is local, inside a function (a shape variable
  /// used there is declared by it), or at a shape variable's definition (signature, MatchCast).
  bool may_map_free_shape_var() const { return map_free_ || fn_depth_ > 0 || defining_ > 0; }

  bool relax_var(const Var& a, const Var& b, bool is_def);
  bool relax_var_node(const VarNode* a, const VarNode* b, bool is_def);
  bool prim_var(const PrimExprNode* a, const PrimExprNode* b, bool is_def);
  /// A TIR variable at its binding site (parameter, loop, iter var, let); anything else that
  /// stands there (malformed input) compares as an expression.
  bool prim_def(const PrimExpr& a, const PrimExpr& b);
  bool buffer(const Buffer& a, const Buffer& b, bool is_def);
  /// A StructInfo whose shape variables are defined here (a signature, a MatchCast).
  bool defining_sinfo(const StructInfo& a, const StructInfo& b);
  bool attr_value(const AttrValue& a, const AttrValue& b);
  bool ndarray(const NDArray& a, const NDArray& b);
  bool function(const FunctionNode& a, const FunctionNode& b);
  bool binding(const Binding& a, const Binding& b);
  bool seq_expr(const SeqExprNode& a, const SeqExprNode& b);
  bool stmt(const Stmt& a, const Stmt& b);
  bool block(const BlockStmt& a, const BlockStmt& b);
  bool regions(const std::vector<BufferRegion>& a, const std::vector<BufferRegion>& b);

  bool exprs(const std::vector<Expr>& a, const std::vector<Expr>& b);
  bool sinfos(const std::vector<StructInfo>& a, const std::vector<StructInfo>& b);
  bool prims(const std::vector<PrimExpr>& a, const std::vector<PrimExpr>& b);

  bool map_free_;
  int fn_depth_ = 0;
  int defining_ = 0;
  std::unordered_map<const void*, const void*> lhs_to_rhs_, rhs_to_lhs_;
};

bool EqualChecker::pair(const void* a, const void* b, bool may_create, bool* created) {
  *created = false;
  auto ia = lhs_to_rhs_.find(a);
  auto ib = rhs_to_lhs_.find(b);
  // The maps are each other's inverse, so a's partner being b implies b's being a.
  if (ia != lhs_to_rhs_.end() || ib != rhs_to_lhs_.end())
    return ia != lhs_to_rhs_.end() && ia->second == b;
  // A free variable compares by identity; recording it keeps the mapping a bijection.
  if (!may_create && a != b) return false;
  lhs_to_rhs_.emplace(a, b);
  rhs_to_lhs_.emplace(b, a);
  *created = true;
  return true;
}

bool EqualChecker::relax_var(const Var& a, const Var& b, bool is_def) {
  if (!a || !b) return a == b;
  return relax_var_node(a.get(), b.get(), is_def);
}

bool EqualChecker::relax_var_node(const VarNode* a, const VarNode* b, bool is_def) {
  if (a->kind != b->kind) return false;
  bool created = false;
  if (!pair(a, b, is_def || map_free_, &created)) return false;
  // The pair exists before the annotation is compared, so an annotation that mentions its own
  // variable terminates.
  return !created || sinfo(a->sinfo, b->sinfo);
}

bool EqualChecker::prim_var(const PrimExprNode* a, const PrimExprNode* b, bool is_def) {
  bool created = false;
  return pair(a, b, is_def || may_map_free_shape_var(), &created);  // dtype compared by caller
}

bool EqualChecker::prim_def(const PrimExpr& a, const PrimExpr& b) {
  if (!is_var(a) || !is_var(b)) return prim(a, b);
  return a->dtype == b->dtype && prim_var(a.get(), b.get(), /*is_def=*/true);
}

bool EqualChecker::buffer(const Buffer& a, const Buffer& b, bool is_def) {
  if (!a || !b) return a == b;
  bool created = false;
  if (!pair(a.get(), b.get(), is_def || map_free_, &created)) return false;
  if (!created) return true;
  // A buffer's shape defines the shape variables it mentions first (T.match_buffer).
  ++defining_;
  bool ok = a->dtype == b->dtype && a->scope == b->scope && prims(a->shape, b->shape);
  --defining_;
  return ok;
}

bool EqualChecker::defining_sinfo(const StructInfo& a, const StructInfo& b) {
  ++defining_;
  bool ok = sinfo(a, b);
  --defining_;
  return ok;
}

bool EqualChecker::exprs(const std::vector<Expr>& a, const std::vector<Expr>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (!expr(a[i], b[i])) return false;
  return true;
}

bool EqualChecker::sinfos(const std::vector<StructInfo>& a, const std::vector<StructInfo>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (!sinfo(a[i], b[i])) return false;
  return true;
}

bool EqualChecker::prims(const std::vector<PrimExpr>& a, const std::vector<PrimExpr>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (!prim(a[i], b[i])) return false;
  return true;
}

bool EqualChecker::prim(const PrimExpr& a, const PrimExpr& b) {
  if (!a || !b) return a == b;
  if (a->kind != b->kind || a->dtype != b->dtype) return false;
  switch (a->kind) {
    case PrimKind::kIntImm:
      return a->int_value == b->int_value;
    case PrimKind::kFloatImm:
      return float_bits(a->float_value) == float_bits(b->float_value);
    case PrimKind::kStringImm:
      return a->name == b->name;
    case PrimKind::kVar:
      return prim_var(a.get(), b.get(), /*is_def=*/false);
    case PrimKind::kAdd:
    case PrimKind::kSub:
    case PrimKind::kMul:
    case PrimKind::kDiv:
    case PrimKind::kMod:
    case PrimKind::kFloorDiv:
    case PrimKind::kFloorMod:
    case PrimKind::kMin:
    case PrimKind::kMax:
    case PrimKind::kEQ:
    case PrimKind::kNE:
    case PrimKind::kLT:
    case PrimKind::kLE:
    case PrimKind::kGT:
    case PrimKind::kGE:
    case PrimKind::kAnd:
    case PrimKind::kOr:
    case PrimKind::kNot:
    case PrimKind::kSelect:
    case PrimKind::kCast:
      return prims(a->operands, b->operands);
    case PrimKind::kBufferLoad:
      return buffer(a->buffer, b->buffer, /*is_def=*/false) && prims(a->operands, b->operands);
    case PrimKind::kCall:
      return a->name == b->name && prims(a->operands, b->operands);
  }
  RXV_UNREACHABLE();
}

bool EqualChecker::sinfo(const StructInfo& a, const StructInfo& b) {
  if (!a || !b) return a == b;
  if (a->kind != b->kind) return false;
  switch (a->kind) {
    case SInfoKind::kObject:
      return true;
    case SInfoKind::kPrim: {
      auto &x = *as<PrimSInfo>(a), &y = *as<PrimSInfo>(b);
      return x.dtype == y.dtype && prim(x.value, y.value);
    }
    case SInfoKind::kShape: {
      auto &x = *as<ShapeSInfo>(a), &y = *as<ShapeSInfo>(b);
      if (x.ndim != y.ndim || x.values.has_value() != y.values.has_value()) return false;
      return !x.values || prims(*x.values, *y.values);
    }
    case SInfoKind::kTensor: {
      auto &x = *as<TensorSInfo>(a), &y = *as<TensorSInfo>(b);
      return x.dtype == y.dtype && x.ndim == y.ndim && x.vdevice == y.vdevice &&
             expr(x.shape, y.shape);
    }
    case SInfoKind::kTuple:
      return sinfos(as<TupleSInfo>(a)->fields, as<TupleSInfo>(b)->fields);
    case SInfoKind::kFunc: {
      auto &x = *as<FuncSInfo>(a), &y = *as<FuncSInfo>(b);
      if (x.purity != y.purity || x.derive_func != y.derive_func) return false;
      if (x.params.has_value() != y.params.has_value()) return false;
      // Like a function signature, the parameters and result define their shape variables.
      ++defining_;
      bool ok = (!x.params || sinfos(*x.params, *y.params)) && sinfo(x.ret, y.ret);
      --defining_;
      return ok;
    }
  }
  RXV_UNREACHABLE();
}

bool EqualChecker::ndarray(const NDArray& a, const NDArray& b) {
  if (a.dtype != b.dtype || a.shape != b.shape || a.ints != b.ints) return false;
  if (a.floats.size() != b.floats.size()) return false;
  for (size_t i = 0; i < a.floats.size(); ++i)
    if (float_bits(a.floats[i]) != float_bits(b.floats[i])) return false;
  return true;
}

bool EqualChecker::attr_value(const AttrValue& a, const AttrValue& b) {
  if (a.kind != b.kind) return false;
  switch (a.kind) {
    case AttrValue::Kind::kNone:
      return true;
    case AttrValue::Kind::kBool:
      return a.bool_value == b.bool_value;
    case AttrValue::Kind::kInt:
      return a.int_value == b.int_value;
    case AttrValue::Kind::kFloat:
      return float_bits(a.float_value) == float_bits(b.float_value);
    case AttrValue::Kind::kString:
    case AttrValue::Kind::kRaw:
      return a.str == b.str;
    case AttrValue::Kind::kList:
      if (a.is_tuple != b.is_tuple || a.items.size() != b.items.size()) return false;
      for (size_t i = 0; i < a.items.size(); ++i)
        if (!attr_value(a.items[i], b.items[i])) return false;
      return true;
    case AttrValue::Kind::kDict:
      if (a.entries.size() != b.entries.size()) return false;
      for (size_t i = 0; i < a.entries.size(); ++i)
        if (a.entries[i].first != b.entries[i].first ||
            !attr_value(a.entries[i].second, b.entries[i].second))
          return false;
      return true;
    case AttrValue::Kind::kPrimExpr:
      return prim(a.prim, b.prim);
    case AttrValue::Kind::kExpr:
      return expr(a.expr, b.expr);
    case AttrValue::Kind::kStructInfo:
      return sinfo(a.sinfo, b.sinfo);
  }
  RXV_UNREACHABLE();
}

bool EqualChecker::attrs(const Attrs& a, const Attrs& b) {
  if (a.entries.size() != b.entries.size()) return false;
  for (size_t i = 0; i < a.entries.size(); ++i)
    if (a.entries[i].first != b.entries[i].first ||
        !attr_value(a.entries[i].second, b.entries[i].second))
      return false;
  return true;
}

bool EqualChecker::function(const FunctionNode& a, const FunctionNode& b) {
  if (a.params.size() != b.params.size() || a.is_pure != b.is_pure) return false;
  ++fn_depth_;
  bool ok = true;
  for (size_t i = 0; ok && i < a.params.size(); ++i) {
    // The signature's annotations define the shape variables they mention first.
    ++defining_;
    ok = relax_var(a.params[i], b.params[i], /*is_def=*/true);
    --defining_;
  }
  ok = ok && defining_sinfo(a.ret_sinfo, b.ret_sinfo) && attrs(a.attrs, b.attrs) &&
       expr(a.body, b.body);
  --fn_depth_;
  return ok;
}

bool EqualChecker::binding(const Binding& a, const Binding& b) {
  if (a.is_match_cast != b.is_match_cast) return false;
  // A MatchCast defines the shape variables of its StructInfo, which the var's annotation uses.
  if (a.is_match_cast && !defining_sinfo(a.match_sinfo, b.match_sinfo)) return false;
  // The var before the value: a local function may call itself.
  return relax_var(a.var, b.var, /*is_def=*/true) && expr(a.value, b.value);
}

bool EqualChecker::seq_expr(const SeqExprNode& a, const SeqExprNode& b) {
  if (a.blocks.size() != b.blocks.size()) return false;
  for (size_t i = 0; i < a.blocks.size(); ++i) {
    const BindingBlock &x = a.blocks[i], &y = b.blocks[i];
    if (x.is_dataflow != y.is_dataflow || x.bindings.size() != y.bindings.size()) return false;
    for (size_t j = 0; j < x.bindings.size(); ++j)
      if (!binding(x.bindings[j], y.bindings[j])) return false;
  }
  return expr(a.body, b.body);
}

bool EqualChecker::expr(const Expr& a, const Expr& b) {
  if (!a || !b) return a == b;
  if (a->kind != b->kind) return false;
  switch (a->kind) {
    case ExprKind::kConstant:
      return ndarray(as<ConstantNode>(a)->data, as<ConstantNode>(b)->data);
    case ExprKind::kTuple:
      return exprs(as<TupleNode>(a)->fields, as<TupleNode>(b)->fields);
    case ExprKind::kVar:
    case ExprKind::kDataflowVar:
      return relax_var_node(as<VarNode>(a), as<VarNode>(b), /*is_def=*/false);
    case ExprKind::kGlobalVar:
      return as<GlobalVarNode>(a)->name == as<GlobalVarNode>(b)->name;
    case ExprKind::kShapeExpr:
      return prims(as<ShapeExprNode>(a)->values, as<ShapeExprNode>(b)->values);
    case ExprKind::kPrimValue:
      return prim(as<PrimValueNode>(a)->value, as<PrimValueNode>(b)->value);
    case ExprKind::kStringImm:
      return as<StringImmNode>(a)->value == as<StringImmNode>(b)->value;
    case ExprKind::kDataTypeImm:
      return as<DataTypeImmNode>(a)->value == as<DataTypeImmNode>(b)->value;
    case ExprKind::kFunction:
      return function(*as<FunctionNode>(a), *as<FunctionNode>(b));
    case ExprKind::kExternFunc:
      return as<ExternFuncNode>(a)->global_symbol == as<ExternFuncNode>(b)->global_symbol &&
             sinfo(as<ExternFuncNode>(a)->sinfo, as<ExternFuncNode>(b)->sinfo);
    case ExprKind::kOp:
      return as<OpNode>(a)->name == as<OpNode>(b)->name;
    case ExprKind::kCall: {
      auto &x = *as<CallNode>(a), &y = *as<CallNode>(b);
      return expr(x.op, y.op) && exprs(x.args, y.args) && sinfos(x.sinfo_args, y.sinfo_args) &&
             attrs(x.attrs, y.attrs);
    }
    case ExprKind::kIf: {
      auto &x = *as<IfNode>(a), &y = *as<IfNode>(b);
      return expr(x.cond, y.cond) && expr(x.true_branch, y.true_branch) &&
             expr(x.false_branch, y.false_branch);
    }
    case ExprKind::kTupleGetItem: {
      auto &x = *as<TupleGetItemNode>(a), &y = *as<TupleGetItemNode>(b);
      return x.index == y.index && expr(x.tuple, y.tuple);
    }
    case ExprKind::kSeqExpr:
      return seq_expr(*as<SeqExprNode>(a), *as<SeqExprNode>(b));
  }
  RXV_UNREACHABLE();
}

// ---- TIR ----

bool EqualChecker::regions(const std::vector<BufferRegion>& a, const std::vector<BufferRegion>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    if (!buffer(a[i].buffer, b[i].buffer, /*is_def=*/false)) return false;
    if (a[i].region.size() != b[i].region.size()) return false;
    for (size_t j = 0; j < a[i].region.size(); ++j)
      if (!prim(a[i].region[j].min, b[i].region[j].min) ||
          !prim(a[i].region[j].extent, b[i].region[j].extent))
        return false;
  }
  return true;
}

bool EqualChecker::block(const BlockStmt& a, const BlockStmt& b) {
  // Block names are kept: schedules and the printer refer to blocks by name.
  if (a.name != b.name || a.iter_vars.size() != b.iter_vars.size()) return false;
  for (size_t i = 0; i < a.iter_vars.size(); ++i) {
    const IterVar &x = a.iter_vars[i], &y = b.iter_vars[i];
    if (x.iter_kind != y.iter_kind || !prim(x.min, y.min) || !prim(x.extent, y.extent) ||
        !prim_def(x.var, y.var))
      return false;
  }
  if (!prims(a.iter_values, b.iter_values) || !prim(a.predicate, b.predicate)) return false;
  if (!regions(a.reads, b.reads) || !regions(a.writes, b.writes)) return false;
  if (a.alloc_buffers.size() != b.alloc_buffers.size()) return false;
  for (size_t i = 0; i < a.alloc_buffers.size(); ++i)
    if (!buffer(a.alloc_buffers[i], b.alloc_buffers[i], /*is_def=*/true)) return false;
  return attrs(a.annotations, b.annotations) && stmt(a.init, b.init) && stmt(a.body, b.body);
}

bool EqualChecker::stmt(const Stmt& a, const Stmt& b) {
  if (!a || !b) return a == b;
  if (a->kind != b->kind) return false;
  switch (a->kind) {
    case StmtKind::kSeq: {
      auto &x = *as<SeqStmt>(a), &y = *as<SeqStmt>(b);
      if (x.stmts.size() != y.stmts.size()) return false;
      for (size_t i = 0; i < x.stmts.size(); ++i)
        if (!stmt(x.stmts[i], y.stmts[i])) return false;
      return true;
    }
    case StmtKind::kFor: {
      auto &x = *as<ForStmt>(a), &y = *as<ForStmt>(b);
      return x.for_kind == y.for_kind && x.thread_tag == y.thread_tag && prim(x.min, y.min) &&
             prim(x.extent, y.extent) && prim_def(x.loop_var, y.loop_var) && stmt(x.body, y.body);
    }
    case StmtKind::kBlock:
      return block(*as<BlockStmt>(a), *as<BlockStmt>(b));
    case StmtKind::kBufferStore: {
      auto &x = *as<BufferStoreStmt>(a), &y = *as<BufferStoreStmt>(b);
      return buffer(x.buffer, y.buffer, /*is_def=*/false) && prims(x.indices, y.indices) &&
             prim(x.value, y.value);
    }
    case StmtKind::kIfThenElse: {
      auto &x = *as<IfThenElseStmt>(a), &y = *as<IfThenElseStmt>(b);
      return prim(x.cond, y.cond) && stmt(x.then_case, y.then_case) &&
             stmt(x.else_case, y.else_case);
    }
    case StmtKind::kLet: {
      auto &x = *as<LetStmt>(a), &y = *as<LetStmt>(b);
      return prim(x.value, y.value) && prim_def(x.var, y.var) && stmt(x.body, y.body);
    }
    case StmtKind::kEvaluate:
      return prim(as<EvaluateStmt>(a)->value, as<EvaluateStmt>(b)->value);
  }
  RXV_UNREACHABLE();
}

bool EqualChecker::prim_func(const PrimFuncNode& a, const PrimFuncNode& b) {
  if (a.params.size() != b.params.size() || a.buffer_map.size() != b.buffer_map.size() ||
      a.root_alloc_buffers.size() != b.root_alloc_buffers.size())
    return false;
  for (size_t i = 0; i < a.params.size(); ++i)
    if (!prim_def(a.params[i], b.params[i])) return false;
  for (size_t i = 0; i < a.buffer_map.size(); ++i)
    if (a.buffer_map[i].first != b.buffer_map[i].first ||
        !buffer(a.buffer_map[i].second, b.buffer_map[i].second, /*is_def=*/true))
      return false;
  for (size_t i = 0; i < a.root_alloc_buffers.size(); ++i)
    if (!buffer(a.root_alloc_buffers[i], b.root_alloc_buffers[i], /*is_def=*/true)) return false;
  return attrs(a.attrs, b.attrs) && stmt(a.body, b.body);
}

/// The functions of `m` in name order: a module is a map from name to function.
std::vector<const GlobalFunc*> sorted_functions(const IRModule& m) {
  std::vector<const GlobalFunc*> fs;
  fs.reserve(m.functions.size());
  for (const GlobalFunc& f : m.functions) fs.push_back(&f);
  std::stable_sort(fs.begin(), fs.end(),
                   [](const GlobalFunc* x, const GlobalFunc* y) { return x->name < y->name; });
  return fs;
}

bool global_func_equal(const GlobalFunc& a, const GlobalFunc& b) {
  if (a.name != b.name) return false;
  // Each function is closed: its variables are its own, so each gets a fresh mapping.
  EqualChecker c(/*map_free=*/true);
  if (a.relax || b.relax) {
    if (!a.relax || !b.relax) return false;
    return c.expr(a.relax, b.relax);
  }
  if (!a.tir || !b.tir) return a.tir == b.tir;
  return c.prim_func(*a.tir, *b.tir);
}

}  // namespace

bool structural_equal(const IRModule& a, const IRModule& b) {
  if (a.functions.size() != b.functions.size()) return false;
  auto fa = sorted_functions(a), fb = sorted_functions(b);
  for (size_t i = 0; i < fa.size(); ++i)
    if (!global_func_equal(*fa[i], *fb[i])) return false;
  EqualChecker attrs_checker(/*map_free=*/true), infos_checker(/*map_free=*/true);
  return attrs_checker.attrs(a.attrs, b.attrs) &&
         infos_checker.attrs(a.global_infos, b.global_infos);
}

bool structural_equal(const Expr& a, const Expr& b) {
  // A whole function is closed: its free variables are its own, paired on first encounter.
  bool whole_function = a && b && a->kind == ExprKind::kFunction && b->kind == ExprKind::kFunction;
  return EqualChecker(whole_function).expr(a, b);
}

bool structural_equal(const StructInfo& a, const StructInfo& b) {
  return EqualChecker(/*map_free=*/false).sinfo(a, b);
}

bool structural_equal(const PrimExpr& a, const PrimExpr& b) {
  return EqualChecker(/*map_free=*/false).prim(a, b);
}

}  // namespace rxv::sem::legacy::eq
/// Structural hashing consistent with structural_equal (structural_equal.h): equal fragments hash
/// equally. The walk feeds every compared field, in structural_equal.cpp's order, into one running
/// 64-bit state. A variable (Relax Var, PrimExpr Var, Buffer) hashes as the index of its first
/// encounter in the walk, plus what equality compares when it pairs variables (kind, dtype,
/// annotation), hashed at that first encounter. Names and addresses never enter the hash, so it is
/// the same across runs.


namespace rxv::sem::legacy::hash {
namespace {

/// As in structural_equal.cpp: bitwise, with every NaN one value.
uint64_t float_bits(double d) {
  if (std::isnan(d)) return 0x7ff8000000000000ULL;
  return std::bit_cast<uint64_t>(d);
}

/// splitmix64's finalizer: every input bit affects every output bit.
uint64_t mix(uint64_t x) {
  x ^= x >> 30;
  x *= 0xbf58476d1ce4e5b9ULL;
  x ^= x >> 27;
  x *= 0x94d049bb133111ebULL;
  x ^= x >> 31;
  return x;
}

/// Tags that keep different shapes of data apart in the stream.
enum class Tag : uint64_t {
  kNull = 0x6e756c6c,
  kNew,
  kSeen,
  kNone,
  kSome,
  kFunction,
  kPrimFunc,
  kModule
};

class Hasher {
 public:
  uint64_t value() const { return h_; }

  void add(uint64_t v) { h_ = mix(h_ ^ (v + 0x9e3779b97f4a7c15ULL + (h_ << 6) + (h_ >> 2))); }
  void add(Tag t) { add(uint64_t(t)); }
  void add_str(std::string_view s) {
    // FNV-1a, then the length, so that adjacent strings cannot trade characters.
    uint64_t f = 0xcbf29ce484222325ULL;
    for (unsigned char c : s) f = (f ^ c) * 0x100000001b3ULL;
    add(f);
    add(s.size());
  }
  void add_dtype(const DataType& d) {
    add((uint64_t(d.code) << 32) | (uint64_t(d.bits) << 16) | d.lanes);
  }

  void expr(const Expr& e);
  void sinfo(const StructInfo& s);
  void prim(const PrimExpr& e);
  void attrs(const Attrs& a);
  void prim_func(const PrimFuncNode& f);

 private:
  /// Adds `node`'s binding index; returns true when this is its first encounter.
  bool var_index(const void* node);
  void relax_var(const VarNode* v);
  void buffer(const Buffer& b);
  void attr_value(const AttrValue& v);
  void ndarray(const NDArray& a);
  void function(const FunctionNode& f);
  void binding(const Binding& b);
  void seq_expr(const SeqExprNode& s);
  void stmt(const Stmt& s);
  void block(const BlockStmt& b);
  void regions(const std::vector<BufferRegion>& rs);

  void exprs(const std::vector<Expr>& es) {
    add(es.size());
    for (const Expr& e : es) expr(e);
  }
  void sinfos(const std::vector<StructInfo>& ss) {
    add(ss.size());
    for (const StructInfo& s : ss) sinfo(s);
  }
  void prims(const std::vector<PrimExpr>& ps) {
    add(ps.size());
    for (const PrimExpr& p : ps) prim(p);
  }

  uint64_t h_ = 0x72787673746868ULL;
  std::unordered_map<const void*, uint64_t> index_;
};

bool Hasher::var_index(const void* node) {
  auto [it, inserted] = index_.emplace(node, index_.size());
  add(inserted ? Tag::kNew : Tag::kSeen);
  add(it->second);
  return inserted;
}

void Hasher::relax_var(const VarNode* v) {
  add(uint64_t(v->kind));
  if (var_index(v)) sinfo(v->sinfo);
}

void Hasher::buffer(const Buffer& b) {
  if (!b) return add(Tag::kNull);
  if (!var_index(b.get())) return;
  add_dtype(b->dtype);
  add_str(b->scope);
  prims(b->shape);
}

void Hasher::prim(const PrimExpr& e) {
  if (!e) return add(Tag::kNull);
  add(uint64_t(e->kind));
  add_dtype(e->dtype);
  switch (e->kind) {
    case PrimKind::kIntImm:
      return add(uint64_t(e->int_value));
    case PrimKind::kFloatImm:
      return add(float_bits(e->float_value));
    case PrimKind::kStringImm:
      return add_str(e->name);
    case PrimKind::kVar:
      var_index(e.get());
      return;
    case PrimKind::kAdd:
    case PrimKind::kSub:
    case PrimKind::kMul:
    case PrimKind::kDiv:
    case PrimKind::kMod:
    case PrimKind::kFloorDiv:
    case PrimKind::kFloorMod:
    case PrimKind::kMin:
    case PrimKind::kMax:
    case PrimKind::kEQ:
    case PrimKind::kNE:
    case PrimKind::kLT:
    case PrimKind::kLE:
    case PrimKind::kGT:
    case PrimKind::kGE:
    case PrimKind::kAnd:
    case PrimKind::kOr:
    case PrimKind::kNot:
    case PrimKind::kSelect:
    case PrimKind::kCast:
      return prims(e->operands);
    case PrimKind::kBufferLoad:
      buffer(e->buffer);
      return prims(e->operands);
    case PrimKind::kCall:
      add_str(e->name);
      return prims(e->operands);
  }
  RXV_UNREACHABLE();
}

void Hasher::sinfo(const StructInfo& s) {
  if (!s) return add(Tag::kNull);
  add(uint64_t(s->kind));
  switch (s->kind) {
    case SInfoKind::kObject:
      return;
    case SInfoKind::kPrim: {
      auto& x = *as<PrimSInfo>(s);
      add_dtype(x.dtype);
      return prim(x.value);
    }
    case SInfoKind::kShape: {
      auto& x = *as<ShapeSInfo>(s);
      add(uint64_t(int64_t(x.ndim)));
      if (!x.values) return add(Tag::kNone);
      add(Tag::kSome);
      return prims(*x.values);
    }
    case SInfoKind::kTensor: {
      auto& x = *as<TensorSInfo>(s);
      add_dtype(x.dtype);
      add(uint64_t(int64_t(x.ndim)));
      if (x.vdevice)
        add_str(*x.vdevice);
      else
        add(Tag::kNone);
      return expr(x.shape);
    }
    case SInfoKind::kTuple:
      return sinfos(as<TupleSInfo>(s)->fields);
    case SInfoKind::kFunc: {
      auto& x = *as<FuncSInfo>(s);
      add(x.purity);
      add_str(x.derive_func);
      if (x.params) {
        add(Tag::kSome);
        sinfos(*x.params);
      } else {
        add(Tag::kNone);
      }
      return sinfo(x.ret);
    }
  }
  RXV_UNREACHABLE();
}

void Hasher::ndarray(const NDArray& a) {
  add_dtype(a.dtype);
  add(a.shape.size());
  for (int64_t d : a.shape) add(uint64_t(d));
  add(a.ints.size());
  for (int64_t v : a.ints) add(uint64_t(v));
  add(a.floats.size());
  for (double v : a.floats) add(float_bits(v));
}

void Hasher::attr_value(const AttrValue& v) {
  add(uint64_t(v.kind));
  switch (v.kind) {
    case AttrValue::Kind::kNone:
      return;
    case AttrValue::Kind::kBool:
      return add(v.bool_value);
    case AttrValue::Kind::kInt:
      return add(uint64_t(v.int_value));
    case AttrValue::Kind::kFloat:
      return add(float_bits(v.float_value));
    case AttrValue::Kind::kString:
    case AttrValue::Kind::kRaw:
      return add_str(v.str);
    case AttrValue::Kind::kList:
      add(v.is_tuple);
      add(v.items.size());
      for (const AttrValue& item : v.items) attr_value(item);
      return;
    case AttrValue::Kind::kDict:
      add(v.entries.size());
      for (const auto& [key, value] : v.entries) {
        add_str(key);
        attr_value(value);
      }
      return;
    case AttrValue::Kind::kPrimExpr:
      return prim(v.prim);
    case AttrValue::Kind::kExpr:
      return expr(v.expr);
    case AttrValue::Kind::kStructInfo:
      return sinfo(v.sinfo);
  }
  RXV_UNREACHABLE();
}

void Hasher::attrs(const Attrs& a) {
  add(a.entries.size());
  for (const auto& [key, value] : a.entries) {
    add_str(key);
    attr_value(value);
  }
}

void Hasher::function(const FunctionNode& f) {
  add(f.params.size());
  add(f.is_pure);
  for (const Var& p : f.params) {
    if (p)
      relax_var(p.get());
    else
      add(Tag::kNull);
  }
  sinfo(f.ret_sinfo);
  attrs(f.attrs);
  expr(f.body);
}

void Hasher::binding(const Binding& b) {
  add(b.is_match_cast);
  if (b.is_match_cast) sinfo(b.match_sinfo);
  if (b.var)
    relax_var(b.var.get());
  else
    add(Tag::kNull);
  expr(b.value);
}

void Hasher::seq_expr(const SeqExprNode& s) {
  add(s.blocks.size());
  for (const BindingBlock& blk : s.blocks) {
    add(blk.is_dataflow);
    add(blk.bindings.size());
    for (const Binding& b : blk.bindings) binding(b);
  }
  expr(s.body);
}

void Hasher::expr(const Expr& e) {
  if (!e) return add(Tag::kNull);
  add(uint64_t(e->kind));
  switch (e->kind) {
    case ExprKind::kConstant:
      return ndarray(as<ConstantNode>(e)->data);
    case ExprKind::kTuple:
      return exprs(as<TupleNode>(e)->fields);
    case ExprKind::kVar:
    case ExprKind::kDataflowVar:
      return relax_var(as<VarNode>(e));
    case ExprKind::kGlobalVar:
      return add_str(as<GlobalVarNode>(e)->name);
    case ExprKind::kShapeExpr:
      return prims(as<ShapeExprNode>(e)->values);
    case ExprKind::kPrimValue:
      return prim(as<PrimValueNode>(e)->value);
    case ExprKind::kStringImm:
      return add_str(as<StringImmNode>(e)->value);
    case ExprKind::kDataTypeImm:
      return add_dtype(as<DataTypeImmNode>(e)->value);
    case ExprKind::kFunction:
      return function(*as<FunctionNode>(e));
    case ExprKind::kExternFunc:
      add_str(as<ExternFuncNode>(e)->global_symbol);
      return sinfo(as<ExternFuncNode>(e)->sinfo);
    case ExprKind::kOp:
      return add_str(as<OpNode>(e)->name);
    case ExprKind::kCall: {
      auto& x = *as<CallNode>(e);
      expr(x.op);
      exprs(x.args);
      sinfos(x.sinfo_args);
      return attrs(x.attrs);
    }
    case ExprKind::kIf: {
      auto& x = *as<IfNode>(e);
      expr(x.cond);
      expr(x.true_branch);
      return expr(x.false_branch);
    }
    case ExprKind::kTupleGetItem: {
      auto& x = *as<TupleGetItemNode>(e);
      add(uint64_t(x.index));
      return expr(x.tuple);
    }
    case ExprKind::kSeqExpr:
      return seq_expr(*as<SeqExprNode>(e));
  }
  RXV_UNREACHABLE();
}

// ---- TIR ----

void Hasher::regions(const std::vector<BufferRegion>& rs) {
  add(rs.size());
  for (const BufferRegion& r : rs) {
    buffer(r.buffer);
    add(r.region.size());
    for (const BufferRegion::Range& range : r.region) {
      prim(range.min);
      prim(range.extent);
    }
  }
}

void Hasher::block(const BlockStmt& b) {
  add_str(b.name);
  add(b.iter_vars.size());
  for (const IterVar& iv : b.iter_vars) {
    add(uint64_t(iv.iter_kind));
    prim(iv.min);
    prim(iv.extent);
    prim(iv.var);  // a binding site hashes like a use: by first-encounter index
  }
  prims(b.iter_values);
  prim(b.predicate);
  regions(b.reads);
  regions(b.writes);
  add(b.alloc_buffers.size());
  for (const Buffer& buf : b.alloc_buffers) buffer(buf);
  attrs(b.annotations);
  stmt(b.init);
  stmt(b.body);
}

void Hasher::stmt(const Stmt& s) {
  if (!s) return add(Tag::kNull);
  add(uint64_t(s->kind));
  switch (s->kind) {
    case StmtKind::kSeq: {
      auto& x = *as<SeqStmt>(s);
      add(x.stmts.size());
      for (const Stmt& child : x.stmts) stmt(child);
      return;
    }
    case StmtKind::kFor: {
      auto& x = *as<ForStmt>(s);
      add(uint64_t(x.for_kind));
      add_str(x.thread_tag);
      prim(x.min);
      prim(x.extent);
      prim(x.loop_var);
      return stmt(x.body);
    }
    case StmtKind::kBlock:
      return block(*as<BlockStmt>(s));
    case StmtKind::kBufferStore: {
      auto& x = *as<BufferStoreStmt>(s);
      buffer(x.buffer);
      prims(x.indices);
      return prim(x.value);
    }
    case StmtKind::kIfThenElse: {
      auto& x = *as<IfThenElseStmt>(s);
      prim(x.cond);
      stmt(x.then_case);
      return stmt(x.else_case);
    }
    case StmtKind::kLet: {
      auto& x = *as<LetStmt>(s);
      prim(x.value);
      prim(x.var);
      return stmt(x.body);
    }
    case StmtKind::kEvaluate:
      return prim(as<EvaluateStmt>(s)->value);
  }
  RXV_UNREACHABLE();
}

void Hasher::prim_func(const PrimFuncNode& f) {
  add(f.params.size());
  add(f.buffer_map.size());
  add(f.root_alloc_buffers.size());
  for (const PrimExpr& p : f.params) prim(p);
  for (const auto& [param_index, buf] : f.buffer_map) {
    add(param_index);
    buffer(buf);
  }
  for (const Buffer& buf : f.root_alloc_buffers) buffer(buf);
  attrs(f.attrs);
  stmt(f.body);
}

uint64_t global_func_hash(const GlobalFunc& f) {
  Hasher h;  // fresh per function, as equality pairs each function's variables afresh
  h.add_str(f.name);
  if (f.relax) {
    h.add(Tag::kFunction);
    h.expr(f.relax);
  } else if (f.tir) {
    h.add(Tag::kPrimFunc);
    h.prim_func(*f.tir);
  } else {
    h.add(Tag::kNull);
  }
  return h.value();
}

}  // namespace

size_t structural_hash(const IRModule& m) {
  std::vector<const GlobalFunc*> fs;
  fs.reserve(m.functions.size());
  for (const GlobalFunc& f : m.functions) fs.push_back(&f);
  // Name order, as equality pairs functions by name.
  std::stable_sort(fs.begin(), fs.end(),
                   [](const GlobalFunc* x, const GlobalFunc* y) { return x->name < y->name; });
  Hasher h;
  h.add(Tag::kModule);
  h.add(fs.size());
  for (const GlobalFunc* f : fs) h.add(global_func_hash(*f));
  Hasher attrs_hasher, infos_hasher;
  attrs_hasher.attrs(m.attrs);
  infos_hasher.attrs(m.global_infos);
  h.add(attrs_hasher.value());
  h.add(infos_hasher.value());
  return size_t(h.value());
}

size_t structural_hash(const Expr& e) {
  Hasher h;
  h.expr(e);
  return size_t(h.value());
}

size_t structural_hash(const StructInfo& s) {
  Hasher h;
  h.sinfo(s);
  return size_t(h.value());
}

size_t structural_hash(const PrimExpr& e) {
  Hasher h;
  h.prim(e);
  return size_t(h.value());
}

}  // namespace rxv::sem::legacy::hash
