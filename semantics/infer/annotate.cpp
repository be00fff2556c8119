/// annotate_struct_info (infer.h): the module with every binding's Var annotated by its derived
/// StructInfo, for `rxv check --show-sinfo`.
///
/// A Var is shared by its binding and all its uses, so annotating means a new Var node and a
/// rebuilt function in which every use refers to it (StructInfos too: a Tensor's shape may be a
/// Var). Unchanged subtrees are shared. Which Vars change:
/// - a binding Var gets its derived StructInfo (for an annotated Var, its annotation: the
///   annotation wins), dimensions simplified by the Arith (canonical form), so that the output
///   is what EXPECT-SINFO lines compare with;
/// - a Var bound to a Function literal is left alone: `@R.function def f` has no place for an
///   annotation.
/// Parameters keep their annotations (a missing one stays missing: it means R.Object).
#include "semantics/infer/infer_internal.h"

namespace rxv::sem {
namespace {

using infer_detail::kMaxDepth;

/// simplify_struct_info, with a depth bound.
StructInfo simplified(const StructInfo& s, Arith& arith, int depth) {
  if (!s || depth > kMaxDepth) return s;
  auto dims = [&](const std::vector<PrimExpr>& in, bool& changed) {
    std::vector<PrimExpr> out;
    out.reserve(in.size());
    for (const PrimExpr& e : in) {
      out.push_back(e ? arith.simplify(e) : e);
      changed |= out.back() != e;
    }
    return out;
  };
  bool changed = false;
  switch (s->kind) {
  case SInfoKind::kObject: return s;
  case SInfoKind::kPrim: {
    const auto& p = *as<PrimSInfo>(s);
    if (!p.value) return s;
    PrimExpr v = arith.simplify(p.value);
    return v == p.value ? s : make_prim_sinfo(p.dtype, v, p.loc);
  }
  case SInfoKind::kShape: {
    const auto& p = *as<ShapeSInfo>(s);
    if (!p.values) return s;
    auto values = dims(*p.values, changed);
    return changed ? make_shape_sinfo(std::move(values), p.ndim, p.loc) : s;
  }
  case SInfoKind::kTensor: {
    const auto& t = *as<TensorSInfo>(s);
    const auto* shape = as<ShapeExprNode>(t.shape);
    if (!shape) return s;
    auto values = dims(shape->values, changed);
    if (!changed) return s;
    auto n = std::make_shared<TensorSInfo>(t);
    n->shape = make_shape_expr(std::move(values), shape->loc);
    return n;
  }
  case SInfoKind::kDTensor: {
    const auto& d = *as<DTensorSInfo>(s);
    StructInfo t = simplified(d.tensor, arith, depth + 1);
    return t == StructInfo(d.tensor) ? s : make_dtensor_sinfo(t, d.mesh, d.placement, d.loc);
  }
  case SInfoKind::kTuple: {
    const auto& t = *as<TupleSInfo>(s);
    std::vector<StructInfo> fields;
    for (const StructInfo& f : t.fields) {
      fields.push_back(simplified(f, arith, depth + 1));
      changed |= fields.back() != f;
    }
    return changed ? make_tuple_sinfo(std::move(fields), t.loc) : s;
  }
  case SInfoKind::kFunc: {
    const auto& f = *as<FuncSInfo>(s);
    auto n = std::make_shared<FuncSInfo>(f);
    if (f.params) {
      for (auto& p : *n->params) {
        StructInfo q = simplified(p, arith, depth + 1);
        changed |= q != p;
        p = std::move(q);
      }
    }
    n->ret = simplified(f.ret, arith, depth + 1);
    changed |= n->ret != f.ret;
    return changed ? StructInfo(n) : s;
  }
  }
  return s;
}

class Annotator {
public:
  Annotator(const InferResult& result, Arith& arith, IRModule& out)
      : result_(result), arith_(arith), out_(out) {}

  Function function(const Function& fn, int depth = 0) {
    if (!fn || depth > kMaxDepth) return fn;
    std::vector<Var> params;
    bool changed = false;
    for (const Var& p : fn->params) {
      params.push_back(param(p));
      changed |= params.back() != p;
    }
    Expr body = expr(fn->body, depth + 1);
    StructInfo ret = sinfo(fn->ret_sinfo);
    Attrs attrs = this->attrs(fn->attrs, depth + 1, changed);
    if (!changed && body == fn->body && ret == fn->ret_sinfo) return fn;
    auto n = std::make_shared<FunctionNode>(*fn);
    n->params = std::move(params);
    n->body = std::move(body);
    n->ret_sinfo = std::move(ret);
    n->attrs = std::move(attrs);
    return n;
  }

private:
  /// A parameter changes only if its annotation refers to a remapped Var.
  Var param(const Var& p) {
    if (!p) return p;
    StructInfo s = sinfo(p->sinfo);
    if (s == p->sinfo) return p;
    return remap(p, s);
  }

  Var remap(const Var& old, StructInfo s) {
    auto n = std::make_shared<VarNode>(*old);
    n->sinfo = std::move(s);
    var_map_[old.get()] = n;
    out_.use_locs.alias(n.get(), old.get());
    return n;
  }

  /// The new Var of a binding.
  Var binding_var(const Var& v, const Expr& value) {
    if (!v) return v;
    if (value && value->kind == ExprKind::kFunction) return param(v);
    auto it = result_.var_sinfo.find(v.get());
    if (it == result_.var_sinfo.end() || !it->second) return param(v);
    StructInfo s = sinfo(simplified(it->second, arith_, 0));
    if (s == v->sinfo) return v;
    return remap(v, std::move(s));
  }

  /// `s` with every remapped Var (a Tensor's shape) replaced.
  StructInfo sinfo(const StructInfo& s, int depth = 0) {
    if (!s || depth > kMaxDepth || var_map_.empty()) return s;
    bool changed = false;
    switch (s->kind) {
    case SInfoKind::kObject:
    case SInfoKind::kPrim:
    case SInfoKind::kShape: return s;
    case SInfoKind::kTensor: {
      const auto& t = *as<TensorSInfo>(s);
      const auto* v = as<VarNode>(t.shape);
      if (!v) return s;
      auto it = var_map_.find(v);
      if (it == var_map_.end()) return s;
      auto n = std::make_shared<TensorSInfo>(t);
      n->shape = it->second;
      return n;
    }
    case SInfoKind::kDTensor: {
      const auto& d = *as<DTensorSInfo>(s);
      StructInfo t = sinfo(d.tensor, depth + 1);
      return t == StructInfo(d.tensor) ? s : make_dtensor_sinfo(t, d.mesh, d.placement, d.loc);
    }
    case SInfoKind::kTuple: {
      const auto& t = *as<TupleSInfo>(s);
      std::vector<StructInfo> fields;
      for (const StructInfo& f : t.fields) {
        fields.push_back(sinfo(f, depth + 1));
        changed |= fields.back() != f;
      }
      return changed ? make_tuple_sinfo(std::move(fields), t.loc) : s;
    }
    case SInfoKind::kFunc: {
      const auto& f = *as<FuncSInfo>(s);
      auto n = std::make_shared<FuncSInfo>(f);
      if (f.params) {
        for (auto& p : *n->params) {
          StructInfo q = sinfo(p, depth + 1);
          changed |= q != p;
          p = std::move(q);
        }
      }
      n->ret = sinfo(f.ret, depth + 1);
      changed |= n->ret != f.ret;
      return changed ? StructInfo(n) : s;
    }
    }
    return s;
  }

  AttrValue attr(const AttrValue& v, int depth, bool& changed) {
    if (depth > kMaxDepth) return v;
    AttrValue out = v;
    switch (v.kind) {
    case AttrValue::Kind::kExpr:
      out.expr = expr(v.expr, depth + 1);
      changed |= out.expr != v.expr;
      break;
    case AttrValue::Kind::kStructInfo:
      out.sinfo = sinfo(v.sinfo);
      changed |= out.sinfo != v.sinfo;
      break;
    case AttrValue::Kind::kList:
      for (auto& item : out.items) item = attr(item, depth + 1, changed);
      break;
    case AttrValue::Kind::kDict:
      for (auto& [k, item] : out.entries) item = attr(item, depth + 1, changed);
      break;
    default: break;
    }
    return out;
  }

  Attrs attrs(const Attrs& a, int depth, bool& changed) {
    Attrs out = a;
    for (auto& [k, v] : out.entries) v = attr(v, depth, changed);
    return out;
  }

  Expr expr(const Expr& e, int depth) {
    if (!e || depth > kMaxDepth) return e;
    switch (e->kind) {
    case ExprKind::kVar:
    case ExprKind::kDataflowVar: {
      auto it = var_map_.find(as<VarNode>(e));
      return it == var_map_.end() ? e : it->second;
    }
    case ExprKind::kTuple: {
      const auto& t = *as<TupleNode>(e);
      bool changed = false;
      auto fields = exprs(t.fields, depth, changed);
      if (!changed) return e;
      auto n = std::make_shared<TupleNode>(t);
      n->fields = std::move(fields);
      return n;
    }
    case ExprKind::kFunction: return function(as_ref<FunctionNode>(e), depth + 1);
    case ExprKind::kCall: {
      const auto& c = *as<CallNode>(e);
      bool changed = false;
      Expr op = expr(c.op, depth + 1);
      auto args = exprs(c.args, depth, changed);
      std::vector<StructInfo> sargs;
      for (const StructInfo& s : c.sinfo_args) {
        sargs.push_back(sinfo(s));
        changed |= sargs.back() != s;
      }
      Attrs at = attrs(c.attrs, depth + 1, changed);
      if (!changed && op == c.op) return e;
      auto n = std::make_shared<CallNode>(c);
      n->op = std::move(op);
      n->args = std::move(args);
      n->sinfo_args = std::move(sargs);
      n->attrs = std::move(at);
      return n;
    }
    case ExprKind::kIf: {
      const auto& i = *as<IfNode>(e);
      Expr c = expr(i.cond, depth + 1), t = expr(i.true_branch, depth + 1),
           f = expr(i.false_branch, depth + 1);
      if (c == i.cond && t == i.true_branch && f == i.false_branch) return e;
      auto n = std::make_shared<IfNode>(i);
      n->cond = std::move(c);
      n->true_branch = std::move(t);
      n->false_branch = std::move(f);
      return n;
    }
    case ExprKind::kTupleGetItem: {
      const auto& g = *as<TupleGetItemNode>(e);
      Expr t = expr(g.tuple, depth + 1);
      if (t == g.tuple) return e;
      auto n = std::make_shared<TupleGetItemNode>(g);
      n->tuple = std::move(t);
      return n;
    }
    case ExprKind::kSeqExpr: return seq(*as<SeqExprNode>(e), e, depth + 1);
    default: return e;
    }
  }

  std::vector<Expr> exprs(const std::vector<Expr>& in, int depth, bool& changed) {
    std::vector<Expr> out;
    out.reserve(in.size());
    for (const Expr& x : in) {
      out.push_back(expr(x, depth + 1));
      changed |= out.back() != x;
    }
    return out;
  }

  Expr seq(const SeqExprNode& s, const Expr& self, int depth) {
    bool changed = false;
    std::vector<BindingBlock> blocks = s.blocks;
    for (BindingBlock& b : blocks) {
      for (Binding& bd : b.bindings) {
        // The value first: a Function literal may refer to its own (unchanged) Var.
        Expr value = expr(bd.value, depth + 1);
        Var var = binding_var(bd.var, bd.value);
        StructInfo ms = sinfo(bd.match_sinfo);
        changed |= value != bd.value || var != bd.var || ms != bd.match_sinfo;
        bd.value = std::move(value);
        bd.var = std::move(var);
        bd.match_sinfo = std::move(ms);
      }
    }
    Expr body = expr(s.body, depth + 1);
    if (!changed && body == s.body) return self;
    auto n = std::make_shared<SeqExprNode>(s);
    n->blocks = std::move(blocks);
    n->body = std::move(body);
    return n;
  }

  const InferResult& result_;
  Arith& arith_;
  IRModule& out_;
  std::unordered_map<const VarNode*, Var> var_map_;
};

} // namespace

StructInfo simplify_struct_info(const StructInfo& s, Arith& arith) {
  return simplified(s, arith, 0);
}

IRModule annotate_struct_info(const IRModule& mod, const InferResult& result, Arith& arith) {
  IRModule out = mod;
  Annotator annotator(result, arith, out);
  for (GlobalFunc& f : out.functions)
    if (f.relax) f.relax = annotator.function(f.relax);
  return out;
}

} // namespace rxv::sem
