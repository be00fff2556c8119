#pragma once
/// The one structural walk behind structural_equal and structural_hash (structural_equal.h).
///
/// The walk goes over two fragments in lockstep and hands every field that equality compares to a
/// Reducer, in one fixed order: structural_equal.cpp's reducer compares the two sides,
/// structural_hash.cpp's feeds one side into a hash (it walks a fragment against itself). So the
/// two cannot drift apart: a field compared is a field hashed.
///
/// Variables (Relax Vars, PrimExpr Vars, Buffers) go to `Reducer::var`, which pairs them (equality:
/// a bijection between the two sides' variables; hashing: the index of the first encounter). A
/// variable may pair with a partner it has not met before at a binding site, or, for a free
/// variable, where every variable is local (`map_free`: a whole module or function), inside a
/// function (a shape variable used there is declared by it) or at a shape variable's definition
/// (signature, MatchCast); elsewhere a free variable only matches itself. What a variable carries
/// (a Relax Var's kind and annotation, a PrimExpr Var's dtype, a Buffer's dtype, shape and scope)
/// is walked when its pair is created.
///
/// A Reducer provides:
///   bool leaf(const T& a, const T& b)      integers, enums, bools, strings, DataTypes
///   bool nulls(bool same)                   at a pair of which one side is null; same: both are
///   bool present(bool a, bool b)            whether an optional field is set
///   bool optional_string(a, b)              an optional<string>
///   Pairing var(const void* a, const void* b, bool may_create)
#include <bit>
#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "semantics/ir/module.h"
#include "semantics/ir/visitor.h"

namespace rxv::sem::structural {

/// What Reducer::var found: a mismatch, a new pair (walk what the variable carries), or a pair
/// met before.
enum class Pairing { kMismatch, kNew, kSeen };

/// Floats compare by their bits, so that -0.0 differs from 0.0; every NaN is one value (a computed
/// NaN and a parsed one differ in sign and payload bits, yet print alike).
inline uint64_t float_bits(double d) {
  if (std::isnan(d)) return 0x7ff8000000000000ULL;
  return std::bit_cast<uint64_t>(d);
}

template <class Reducer> class Walk {
public:
  /// `map_free`: every variable is local to the walked fragments (a whole module or function), so
  /// unbound ones pair on first encounter instead of comparing by identity.
  Walk(Reducer& r, bool map_free) : r_(r), map_free_(map_free) {}

  bool expr(const Expr& a, const Expr& b) {
    if (!a || !b) return r_.nulls(a == b);
    if (!r_.leaf(a->kind, b->kind)) return false;
    return dispatch_expr(*a, [&](const auto& x) {
      return node(x, static_cast<const std::decay_t<decltype(x)>&>(*b));
    });
  }

  bool sinfo(const StructInfo& a, const StructInfo& b) {
    if (!a || !b) return r_.nulls(a == b);
    if (!r_.leaf(a->kind, b->kind)) return false;
    return dispatch_sinfo(*a, [&](const auto& x) {
      return node(x, static_cast<const std::decay_t<decltype(x)>&>(*b));
    });
  }

  /// `is_def`: at a TIR variable's binding site (parameter, loop, iter var, let).
  bool prim(const PrimExpr& a, const PrimExpr& b, bool is_def = false) {
    if (!a || !b) return r_.nulls(a == b);
    if (!r_.leaf(a->kind, b->kind) || !r_.leaf(a->dtype, b->dtype)) return false;
    switch (a->kind) {
    case PrimKind::kIntImm: return r_.leaf(uint64_t(a->int_value), uint64_t(b->int_value));
    case PrimKind::kFloatImm:
      return r_.leaf(float_bits(a->float_value), float_bits(b->float_value));
    case PrimKind::kStringImm: return r_.leaf(a->name, b->name);
    case PrimKind::kVar:
      return var(a.get(), b.get(), is_def || map_free_ || fn_depth_ > 0 || defining_ > 0) !=
             Pairing::kMismatch;
    case PrimKind::kBufferLoad:
      return buffer(a->buffer, b->buffer, /*is_def=*/false) && prims(a->operands, b->operands);
    case PrimKind::kCall: return r_.leaf(a->name, b->name) && prims(a->operands, b->operands);
    default: // the operator kinds: their operands
      return prims(a->operands, b->operands);
    }
  }

  bool attrs(const Attrs& a, const Attrs& b) { return entries(a.entries, b.entries); }

  bool prim_func(const PrimFuncNode& a, const PrimFuncNode& b) {
    if (!r_.leaf(a.ret_dtype, b.ret_dtype) || !size(a.params, b.params) ||
        !size(a.buffer_map, b.buffer_map) || !size(a.root_alloc_buffers, b.root_alloc_buffers))
      return false;
    for (size_t i = 0; i < a.params.size(); ++i)
      if (!prim(a.params[i], b.params[i], /*is_def=*/true)) return false;
    for (size_t i = 0; i < a.buffer_map.size(); ++i)
      if (!r_.leaf(a.buffer_map[i].first, b.buffer_map[i].first) ||
          !buffer(a.buffer_map[i].second, b.buffer_map[i].second, /*is_def=*/true))
        return false;
    for (size_t i = 0; i < a.root_alloc_buffers.size(); ++i)
      if (!buffer(a.root_alloc_buffers[i], b.root_alloc_buffers[i], /*is_def=*/true)) return false;
    return attrs(a.attrs, b.attrs) && stmt(a.body, b.body);
  }

private:
  template <class T> bool size(const std::vector<T>& a, const std::vector<T>& b) {
    return r_.leaf(a.size(), b.size());
  }
  /// Element by element, after the sizes.
  template <class T, class F> bool each(const std::vector<T>& a, const std::vector<T>& b, F&& f) {
    if (!size(a, b)) return false;
    for (size_t i = 0; i < a.size(); ++i)
      if (!f(a[i], b[i])) return false;
    return true;
  }
  bool exprs(const std::vector<Expr>& a, const std::vector<Expr>& b) {
    return each(a, b, [this](const Expr& x, const Expr& y) { return expr(x, y); });
  }
  bool sinfos(const std::vector<StructInfo>& a, const std::vector<StructInfo>& b) {
    return each(a, b, [this](const StructInfo& x, const StructInfo& y) { return sinfo(x, y); });
  }
  bool prims(const std::vector<PrimExpr>& a, const std::vector<PrimExpr>& b) {
    return each(a, b, [this](const PrimExpr& x, const PrimExpr& y) { return prim(x, y); });
  }

  Pairing var(const void* a, const void* b, bool may_create) { return r_.var(a, b, may_create); }

  /// Walks `f` as a place that defines the shape variables it mentions first (a signature, a
  /// MatchCast, a buffer's shape).
  template <class F> bool defining(F&& f) {
    ++defining_;
    bool ok = f();
    --defining_;
    return ok;
  }

  bool relax_var(const Var& a, const Var& b, bool is_def) {
    if (!a || !b) return r_.nulls(a == b);
    return relax_var_node(*a, *b, is_def);
  }
  bool relax_var_node(const VarNode& a, const VarNode& b, bool is_def) {
    if (!r_.leaf(a.kind, b.kind)) return false;
    Pairing p = var(&a, &b, is_def || map_free_);
    // The pair exists before the annotation is walked, so an annotation that mentions its own
    // variable terminates.
    return p == Pairing::kSeen || (p == Pairing::kNew && sinfo(a.sinfo, b.sinfo));
  }

  bool buffer(const Buffer& a, const Buffer& b, bool is_def) {
    if (!a || !b) return r_.nulls(a == b);
    Pairing p = var(a.get(), b.get(), is_def || map_free_);
    if (p != Pairing::kNew) return p == Pairing::kSeen;
    // A buffer's shape defines the shape variables it mentions first (T.match_buffer).
    return defining([&] {
      return r_.leaf(a->dtype, b->dtype) && r_.leaf(a->scope, b->scope) &&
             prims(a->shape, b->shape);
    });
  }

  bool entries(const std::vector<std::pair<std::string, AttrValue>>& a,
               const std::vector<std::pair<std::string, AttrValue>>& b) {
    return each(a, b, [this](const auto& x, const auto& y) {
      return r_.leaf(x.first, y.first) && attr_value(x.second, y.second);
    });
  }

  bool attr_value(const AttrValue& a, const AttrValue& b) {
    if (!r_.leaf(a.kind, b.kind)) return false;
    switch (a.kind) {
    case AttrValue::Kind::kNone: return true;
    case AttrValue::Kind::kBool: return r_.leaf(a.bool_value, b.bool_value);
    case AttrValue::Kind::kInt: return r_.leaf(uint64_t(a.int_value), uint64_t(b.int_value));
    case AttrValue::Kind::kFloat:
      return r_.leaf(float_bits(a.float_value), float_bits(b.float_value));
    case AttrValue::Kind::kString:
    case AttrValue::Kind::kRaw: return r_.leaf(a.str, b.str);
    case AttrValue::Kind::kList:
      return r_.leaf(a.is_tuple, b.is_tuple) &&
             each(a.items, b.items,
                  [this](const AttrValue& x, const AttrValue& y) { return attr_value(x, y); });
    case AttrValue::Kind::kDict: return entries(a.entries, b.entries);
    case AttrValue::Kind::kPrimExpr: return prim(a.prim, b.prim);
    case AttrValue::Kind::kExpr: return expr(a.expr, b.expr);
    case AttrValue::Kind::kStructInfo: return sinfo(a.sinfo, b.sinfo);
    case AttrValue::Kind::kDeviceMesh: return device_mesh(*a.mesh, *b.mesh);
    }
    RXV_UNREACHABLE();
  }

  bool ints(const std::vector<int64_t>& a, const std::vector<int64_t>& b) {
    return each(a, b, [this](int64_t x, int64_t y) { return r_.leaf(uint64_t(x), uint64_t(y)); });
  }
  /// By value, as TVM compares DeviceMesh global infos (shape, device ids, range).
  bool device_mesh(const DeviceMesh& a, const DeviceMesh& b) {
    if (!ints(a.shape, b.shape) || !ints(a.device_ids, b.device_ids)) return false;
    if (!r_.present(a.range.has_value(), b.range.has_value())) return false;
    return !a.range || (r_.leaf(uint64_t(a.range->first), uint64_t(b.range->first)) &&
                        r_.leaf(uint64_t(a.range->second), uint64_t(b.range->second)));
  }

  // ---- StructInfo, by kind ----

  bool node(const ObjectSInfo&, const ObjectSInfo&) { return true; }
  bool node(const PrimSInfo& a, const PrimSInfo& b) {
    return r_.leaf(a.dtype, b.dtype) && prim(a.value, b.value);
  }
  bool node(const ShapeSInfo& a, const ShapeSInfo& b) {
    if (!r_.leaf(int64_t(a.ndim), int64_t(b.ndim))) return false;
    if (!r_.present(a.values.has_value(), b.values.has_value())) return false;
    return !a.values || prims(*a.values, *b.values);
  }
  bool node(const TensorSInfo& a, const TensorSInfo& b) {
    return r_.leaf(a.dtype, b.dtype) && r_.leaf(int64_t(a.ndim), int64_t(b.ndim)) &&
           r_.optional_string(a.vdevice, b.vdevice) && expr(a.shape, b.shape);
  }
  bool node(const TupleSInfo& a, const TupleSInfo& b) { return sinfos(a.fields, b.fields); }
  bool node(const DTensorSInfo& a, const DTensorSInfo& b) {
    return node(*a.tensor, *b.tensor) && device_mesh(*a.mesh, *b.mesh) &&
           each(a.placement, b.placement, [this](int x, int y) {
             return r_.leaf(uint64_t(int64_t(x)), uint64_t(int64_t(y)));
           });
  }
  bool node(const FuncSInfo& a, const FuncSInfo& b) {
    if (!r_.leaf(a.purity, b.purity) || !r_.leaf(a.derive_func, b.derive_func)) return false;
    if (!r_.present(a.params.has_value(), b.params.has_value())) return false;
    // Like a function signature, the parameters and result define their shape variables.
    return defining(
        [&] { return (!a.params || sinfos(*a.params, *b.params)) && sinfo(a.ret, b.ret); });
  }

  // ---- Relax expressions, by kind ----

  bool node(const ConstantNode& a, const ConstantNode& b) {
    const NDArray &x = a.data, &y = b.data;
    auto same = [this](auto u, auto v) { return r_.leaf(uint64_t(u), uint64_t(v)); };
    return sinfo(a.dist_sinfo, b.dist_sinfo) && r_.leaf(x.dtype, y.dtype) &&
           each(x.shape, y.shape, same) && each(x.ints, y.ints, same) &&
           each(x.floats, y.floats,
                [&](double u, double v) { return r_.leaf(float_bits(u), float_bits(v)); });
  }
  bool node(const TupleNode& a, const TupleNode& b) { return exprs(a.fields, b.fields); }
  bool node(const VarNode& a, const VarNode& b) { return relax_var_node(a, b, /*is_def=*/false); }
  bool node(const GlobalVarNode& a, const GlobalVarNode& b) { return r_.leaf(a.name, b.name); }
  bool node(const ShapeExprNode& a, const ShapeExprNode& b) { return prims(a.values, b.values); }
  bool node(const PrimValueNode& a, const PrimValueNode& b) { return prim(a.value, b.value); }
  bool node(const StringImmNode& a, const StringImmNode& b) { return r_.leaf(a.value, b.value); }
  bool node(const DataTypeImmNode& a, const DataTypeImmNode& b) {
    return r_.leaf(a.value, b.value);
  }
  bool node(const FunctionNode& a, const FunctionNode& b) {
    if (!size(a.params, b.params) || !r_.leaf(a.is_pure, b.is_pure)) return false;
    ++fn_depth_;
    bool ok = true;
    // The signature's annotations define the shape variables they mention first.
    for (size_t i = 0; ok && i < a.params.size(); ++i)
      ok = defining([&] { return relax_var(a.params[i], b.params[i], /*is_def=*/true); });
    ok = ok && defining([&] { return sinfo(a.ret_sinfo, b.ret_sinfo); }) &&
         attrs(a.attrs, b.attrs) && expr(a.body, b.body);
    --fn_depth_;
    return ok;
  }
  bool node(const ExternFuncNode& a, const ExternFuncNode& b) {
    return r_.leaf(a.global_symbol, b.global_symbol) && sinfo(a.sinfo, b.sinfo);
  }
  bool node(const OpNode& a, const OpNode& b) { return r_.leaf(a.name, b.name); }
  bool node(const CallNode& a, const CallNode& b) {
    return expr(a.op, b.op) && exprs(a.args, b.args) && sinfos(a.sinfo_args, b.sinfo_args) &&
           attrs(a.attrs, b.attrs);
  }
  bool node(const IfNode& a, const IfNode& b) {
    return expr(a.cond, b.cond) && expr(a.true_branch, b.true_branch) &&
           expr(a.false_branch, b.false_branch);
  }
  bool node(const TupleGetItemNode& a, const TupleGetItemNode& b) {
    return r_.leaf(uint64_t(a.index), uint64_t(b.index)) && expr(a.tuple, b.tuple);
  }
  bool binding(const Binding& a, const Binding& b) {
    if (!r_.leaf(a.is_match_cast, b.is_match_cast)) return false;
    // A MatchCast defines the shape variables of its StructInfo, which the var's annotation uses.
    if (a.is_match_cast && !defining([&] { return sinfo(a.match_sinfo, b.match_sinfo); }))
      return false;
    // The var before the value: a local function may call itself.
    return relax_var(a.var, b.var, /*is_def=*/true) && expr(a.value, b.value);
  }
  bool node(const SeqExprNode& a, const SeqExprNode& b) {
    return each(a.blocks, b.blocks,
                [this](const BindingBlock& x, const BindingBlock& y) {
                  return r_.leaf(x.is_dataflow, y.is_dataflow) &&
                         each(x.bindings, y.bindings,
                              [this](const Binding& u, const Binding& v) { return binding(u, v); });
                }) &&
           expr(a.body, b.body);
  }

  // ---- TIR ----

  bool stmt(const Stmt& a, const Stmt& b) {
    if (!a || !b) return r_.nulls(a == b);
    if (!r_.leaf(a->kind, b->kind)) return false;
    return dispatch_stmt(*a, [&](const auto& x) {
      return node(x, static_cast<const std::decay_t<decltype(x)>&>(*b));
    });
  }

  bool regions(const std::vector<BufferRegion>& a, const std::vector<BufferRegion>& b) {
    return each(a, b, [this](const BufferRegion& x, const BufferRegion& y) {
      return buffer(x.buffer, y.buffer, /*is_def=*/false) &&
             each(x.region, y.region, [this](const auto& u, const auto& v) {
               return prim(u.min, v.min) && prim(u.extent, v.extent);
             });
    });
  }

  bool node(const SeqStmt& a, const SeqStmt& b) {
    return each(a.stmts, b.stmts, [this](const Stmt& x, const Stmt& y) { return stmt(x, y); });
  }
  bool node(const ForStmt& a, const ForStmt& b) {
    return r_.leaf(a.for_kind, b.for_kind) && r_.leaf(a.thread_tag, b.thread_tag) &&
           prim(a.min, b.min) && prim(a.extent, b.extent) &&
           prim(a.loop_var, b.loop_var, /*is_def=*/true) && stmt(a.body, b.body);
  }
  bool node(const BlockStmt& a, const BlockStmt& b) {
    // Block names are kept: schedules and the printer refer to blocks by name.
    if (!r_.leaf(a.name, b.name)) return false;
    bool ok = each(a.iter_vars, b.iter_vars, [this](const IterVar& x, const IterVar& y) {
      return r_.leaf(x.iter_kind, y.iter_kind) && prim(x.min, y.min) && prim(x.extent, y.extent) &&
             prim(x.var, y.var, /*is_def=*/true);
    });
    return ok && prims(a.iter_values, b.iter_values) && prim(a.predicate, b.predicate) &&
           regions(a.reads, b.reads) && regions(a.writes, b.writes) &&
           each(a.alloc_buffers, b.alloc_buffers,
                [this](const Buffer& x, const Buffer& y) {
                  return buffer(x, y, /*is_def=*/true);
                }) &&
           attrs(a.annotations, b.annotations) && stmt(a.init, b.init) && stmt(a.body, b.body);
  }
  bool node(const BufferStoreStmt& a, const BufferStoreStmt& b) {
    return buffer(a.buffer, b.buffer, /*is_def=*/false) && prims(a.indices, b.indices) &&
           prim(a.value, b.value);
  }
  bool node(const IfThenElseStmt& a, const IfThenElseStmt& b) {
    return prim(a.cond, b.cond) && stmt(a.then_case, b.then_case) && stmt(a.else_case, b.else_case);
  }
  bool node(const LetStmt& a, const LetStmt& b) {
    return prim(a.value, b.value) && prim(a.var, b.var, /*is_def=*/true) && stmt(a.body, b.body);
  }
  bool node(const EvaluateStmt& a, const EvaluateStmt& b) { return prim(a.value, b.value); }

  Reducer& r_;
  bool map_free_;
  int fn_depth_ = 0;
  int defining_ = 0;
};

/// The functions of `m` in name order: a module is a map from name to function.
std::vector<const GlobalFunc*> sorted_functions(const IRModule& m);

} // namespace rxv::sem::structural
