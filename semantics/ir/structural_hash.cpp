/// Structural hashing consistent with structural_equal (structural_equal.h): equal fragments hash
/// equally. The walk feeds every compared field, in structural_equal.cpp's order, into one running
/// 64-bit state. A variable (Relax Var, PrimExpr Var, Buffer) hashes as the index of its first
/// encounter in the walk, plus what equality compares when it pairs variables (kind, dtype,
/// annotation), hashed at that first encounter. Names and addresses never enter the hash, so it is
/// the same across runs.
#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <string_view>
#include <unordered_map>

#include "semantics/ir/structural_equal.h"
#include "semantics/support/assert.h"

namespace rxv::sem {
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

}  // namespace rxv::sem
