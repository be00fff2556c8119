/// The derivation rules by expression kind (relax_spec_full.md, "Derivation Rules" 2-10, 12, 13;
/// structinfo-and-semantics.md, "Derivation rules"). Calls are in infer_call.cpp, functions in
/// infer_function.cpp, bindings in infer_binding.cpp.
#include <fmt/format.h>

#include "semantics/infer/infer_internal.h"
#include "semantics/script/printer.h"

namespace rxv::sem::infer_detail {
namespace {

/// Rule 3: a Constant is a tensor of its concrete shape and dtype.
StructInfo constant_sinfo(const ConstantNode& c) {
  if (c.dist_sinfo) return c.dist_sinfo; // R.dist.const
  std::vector<PrimExpr> dims;
  dims.reserve(c.data.shape.size());
  for (int64_t d : c.data.shape) dims.push_back(make_int(d));
  return make_tensor_sinfo(std::move(dims), c.data.dtype);
}

/// Rule 13: an ExternFunc is an impure opaque function with the default derivation.
StructInfo extern_func_sinfo() {
  auto f = std::make_shared<FuncSInfo>();
  f->ret = make_object_sinfo();
  f->purity = false;
  f->derive_func = kDefaultDerive;
  return f;
}

/// How well `s` describes a bool scalar (an If condition): a Prim of dtype bool or a 0-d bool
/// tensor. Compatible, Possibly (dtype, ndim or kind unknown) or Incompatible.
Compat bool_scalar(const StructInfo& s) {
  if (!s || s->kind == SInfoKind::kObject) return Compat::kPossibly;
  if (const auto* p = as<PrimSInfo>(s))
    return p->dtype.is_bool() ? Compat::kCompatible : Compat::kIncompatible;
  const auto* t = as<TensorSInfo>(s);
  if (!t) return Compat::kIncompatible;
  if ((!t->dtype.is_void() && !t->dtype.is_bool()) || (t->ndim != -1 && t->ndim != 0))
    return Compat::kIncompatible;
  return t->dtype.is_void() || t->ndim == -1 ? Compat::kPossibly : Compat::kCompatible;
}

} // namespace

StructInfo Inferrer::derive(const Expr& e, int depth) {
  if (!e) return make_object_sinfo();
  if (depth > kMaxDepth) {
    error(e->loc, "SI-X-depth",
          fmt::format("expression nested deeper than {} levels; its StructInfo is not derived "
                      "(taken as R.Object)",
                      kMaxDepth));
    return make_object_sinfo();
  }
  switch (e->kind) {
  case ExprKind::kConstant: return constant_sinfo(*as<ConstantNode>(e));
  case ExprKind::kTuple: {
    std::vector<StructInfo> fields;
    for (const Expr& f : as<TupleNode>(e)->fields) fields.push_back(derive(f, depth + 1));
    return make_tuple_sinfo(std::move(fields));
  }
  case ExprKind::kVar:
  case ExprKind::kDataflowVar: return lookup(as<VarNode>(e));
  case ExprKind::kGlobalVar: return global_sinfo(as<GlobalVarNode>(e)->name);
  case ExprKind::kShapeExpr: {
    const auto& values = as<ShapeExprNode>(e)->values;
    return make_shape_sinfo(values, int(values.size()));
  }
  case ExprKind::kPrimValue: {
    // Rule 4 (with the summary's value): Prim(dtype, value).
    const PrimExpr& v = as<PrimValueNode>(e)->value;
    if (!v) return make_object_sinfo();
    return make_prim_sinfo(v->dtype, v);
  }
  case ExprKind::kStringImm:
  case ExprKind::kDataTypeImm: return make_object_sinfo(); // rules 5, 6
  case ExprKind::kFunction:
    return derive_function(*as<FunctionNode>(e), nullptr, "(anonymous function)", depth + 1);
  case ExprKind::kExternFunc:
    if (const auto& declared = as<ExternFuncNode>(e)->sinfo) return declared;
    return extern_func_sinfo();
  case ExprKind::kOp:
    return make_object_sinfo(); // only a callee (WF-9); a Call looks the op up itself
  case ExprKind::kCall: return derive_call(*as<CallNode>(e), depth + 1);
  case ExprKind::kIf: return derive_if(*as<IfNode>(e), depth + 1);
  case ExprKind::kTupleGetItem: return derive_tuple_get_item(*as<TupleGetItemNode>(e), depth + 1);
  case ExprKind::kSeqExpr: return derive_seq(*as<SeqExprNode>(e), depth + 1);
  }
  return make_object_sinfo();
}

StructInfo Inferrer::derive_tuple_get_item(const TupleGetItemNode& n, int depth) {
  StructInfo st = derive(n.tuple, depth + 1);
  const auto* tuple = as<TupleSInfo>(st);
  if (!tuple) {
    error(n.loc, "SI-4",
          fmt::format("TupleGetItem `{}` needs a tuple, but the value has StructInfo {}",
                      print_expr(n.tuple), print_struct_info(st)));
    return make_object_sinfo();
  }
  if (n.index < 0 || size_t(n.index) >= tuple->fields.size()) {
    error(n.loc, "SI-5",
          fmt::format("TupleGetItem index {} is out of range for a tuple of {} field(s) ({})",
                      n.index, tuple->fields.size(), print_struct_info(st)));
    return make_object_sinfo();
  }
  const StructInfo& f = tuple->fields[size_t(n.index)];
  return f ? f : make_object_sinfo();
}

StructInfo Inferrer::derive_if(const IfNode& n, int depth) {
  StructInfo cond = derive(n.cond, depth + 1);
  switch (bool_scalar(cond)) {
  case Compat::kCompatible: break;
  case Compat::kPossibly:
    warning(n.loc, "SI-6",
            fmt::format("the If condition has StructInfo {}; it must be a bool scalar "
                        "(R.Tensor((), dtype=\"bool\") or R.Prim(\"bool\")): checked at run time",
                        print_struct_info(cond)));
    break;
  case Compat::kIncompatible:
    error(n.loc, "SI-6",
          fmt::format("the If condition has StructInfo {}; it must be a bool scalar "
                      "(R.Tensor((), dtype=\"bool\") or R.Prim(\"bool\"))",
                      print_struct_info(cond)));
    break;
  }
  // Each branch is its own scope (a SeqExpr in normal form, which erases on exit); what a
  // non-SeqExpr branch could leave behind is erased here too.
  auto branch = [&](const Expr& b) {
    Mark m = mark();
    StructInfo s = derive(b, depth + 1);
    pop_to(m);
    return erase_to_well_defined(s, scope_query());
  };
  StructInfo t = branch(n.true_branch);
  StructInfo f = branch(n.false_branch);
  return struct_info_lub(t, f, arith_);
}

StructInfo Inferrer::derive_seq(const SeqExprNode& n, int depth) {
  // Rule 10: the blocks in order (DataflowVars leave at the end of their block), the body, then
  // everything the blocks introduced leaves and the body's StructInfo is erased to what remains.
  Mark m = mark();
  for (const BindingBlock& b : n.blocks) block(b, depth + 1);
  StructInfo body = derive(n.body, depth + 1);
  pop_to(m);
  return erase_to_well_defined(body, scope_query());
}

} // namespace rxv::sem::infer_detail
