/// Functions (relax_spec_full.md, "Derivation Rules" 15 and 16; structinfo-and-semantics.md,
/// "Function" and "PrimFunc").
#include <algorithm>

#include <fmt/format.h>

#include "semantics/infer/infer_internal.h"
#include "semantics/script/printer.h"

namespace rxv::sem::infer_detail {

StructInfo Inferrer::declared_sinfo(const FunctionNode& fn) {
  std::vector<StructInfo> params;
  params.reserve(fn.params.size());
  for (const Var& p : fn.params) params.push_back(p && p->sinfo ? p->sinfo : make_object_sinfo());
  return make_func_sinfo(std::move(params), fn.ret_sinfo ? fn.ret_sinfo : make_object_sinfo(),
                         fn.is_pure);
}

namespace {

/// True when `s` stores into any buffer. TVM counts a store as an effect unless its buffer is an
/// `Allocate` inside the function, which rxv's TIR never has (block `alloc_buffer`s count as
/// effects for TVM too); every call rxv's TIR reads is a pure intrinsic.
bool stores_into_buffers(const Stmt& s) {
  if (!s) return false;
  if (s->kind == StmtKind::kBufferStore) return true;
  if (const auto* seq = as<SeqStmt>(s))
    return std::any_of(seq->stmts.begin(), seq->stmts.end(), stores_into_buffers);
  if (const auto* f = as<ForStmt>(s)) return stores_into_buffers(f->body);
  if (const auto* b = as<BlockStmt>(s))
    return stores_into_buffers(b->init) || stores_into_buffers(b->body);
  if (const auto* i = as<IfThenElseStmt>(s))
    return stores_into_buffers(i->then_case) || stores_into_buffers(i->else_case);
  if (const auto* l = as<LetStmt>(s)) return stores_into_buffers(l->body);
  return false; // Evaluate: a pure intrinsic call
}

} // namespace

StructInfo Inferrer::prim_func_sinfo(const PrimFuncNode& pf) const {
  // Rule 16: buffers are tensors of the buffer's shape and dtype, scalars Prims; the result is
  // the empty tuple. The spec makes the call impure (a PrimFunc writes its outputs in place); TVM
  // derives purity from the body (tir::IsPureFunction, src/tir/ir/function.cc), so a stub that
  // writes nothing is pure under the default rules. A `T.handle`
  // without a buffer is an opaque pointer: Object, as TVM's PrimFunc StructInfo gives it
  // (src/tir/ir/function.cc), so that a Relax tensor may be passed to it.
  std::vector<StructInfo> params;
  params.reserve(pf.params.size());
  for (size_t i = 0; i < pf.params.size(); ++i) {
    Buffer buf;
    for (const auto& [idx, b] : pf.buffer_map)
      if (idx == i) buf = b;
    if (buf)
      params.push_back(make_tensor_sinfo(buf->shape, buf->dtype));
    else if (pf.params[i] && !pf.params[i]->dtype.is_handle())
      params.push_back(make_prim_sinfo(pf.params[i]->dtype));
    else
      params.push_back(make_object_sinfo());
  }
  const bool pure = !opts_.spec_rules && !stores_into_buffers(pf.body);
  // `-> T.int64`: the call returns that scalar (TVM: the PrimFunc's ret_type).
  StructInfo ret = pf.ret_dtype.is_void() ? make_tuple_sinfo({}) : make_prim_sinfo(pf.ret_dtype);
  return make_func_sinfo(std::move(params), std::move(ret), pure);
}

StructInfo Inferrer::derive_function(const FunctionNode& fn, const VarNode* self,
                                     const std::string& name, int depth) {
  Mark m = mark();
  // Default rules: the enclosing functions' shape variables are outside this function's scope
  // for erasure unless a parameter mentions them (see outer_shape_vars_).
  std::unordered_set<const PrimExprNode*> enclosing_outer = outer_shape_vars_;
  if (!opts_.spec_rules) {
    outer_shape_vars_.insert(shape_var_log_.begin(), shape_var_log_.end());
    for (const Var& p : fn.params) {
      std::vector<const PrimExprNode*> mentioned;
      if (p && p->sinfo) collect_shape_vars(p->sinfo, mentioned, /*into_funcs=*/false);
      for (const PrimExprNode* v : mentioned) outer_shape_vars_.erase(v);
    }
  }
  // Rules 15.1 and 15.3: the parameters' annotations (Object without one); the shape variables
  // they introduce are in scope for the body.
  std::vector<StructInfo> params;
  std::vector<const PrimExprNode*> own;
  for (const Var& p : fn.params) {
    StructInfo s = p && p->sinfo ? p->sinfo : make_object_sinfo();
    for (const PrimExprNode* v : enter_new_shape_vars(s)) own.push_back(v);
    bind_var(p.get(), s);
    params.push_back(std::move(s));
  }
  if (self) closure_own_vars_[self] = own;

  // Rule 15.4 in the function's own purity context; a closure's body does not run inside the
  // DataflowBlock that defines it.
  functions_.push_back({name, fn.is_pure && !has_force_pure(fn.attrs)});
  bool saved_dataflow = in_dataflow_;
  in_dataflow_ = false;
  const size_t failures_before = failures_;
  StructInfo body = derive(fn.body, depth + 1);
  in_dataflow_ = saved_dataflow;
  functions_.pop_back();

  StructInfo ret = fn.ret_sinfo;
  if (ret && failed_to_object(failures_before, body)) {
    // The body's StructInfo was lost to an error already reported: nothing more to say.
  } else if (ret) {
    // Rule 15.5.
    SourceLoc loc = ret->loc.known() ? ret->loc : fn.loc;
    switch (compat(body, ret)) {
    case Compat::kCompatible: break;
    case Compat::kPossibly:
      warning(loc, "SI-10",
              fmt::format("`{}` returns a value with StructInfo {}, which matches its return "
                          "annotation {} only if checked at run time",
                          name, print_struct_info(body), print_struct_info(ret)));
      break;
    case Compat::kIncompatible:
      error(loc, "SI-10",
            fmt::format("`{}` returns a value with StructInfo {}, incompatible with its return "
                        "annotation {}",
                        name, print_struct_info(body), print_struct_info(ret)));
      break;
    }
  } else {
    // Rule 15.6: the body's StructInfo, erased to what the signature keeps in scope.
    ret = erase_to_well_defined(body, scope_query());
  }
  pop_to(m);
  outer_shape_vars_ = std::move(enclosing_outer);
  return make_func_sinfo(std::move(params), std::move(ret), fn.is_pure);
}

} // namespace rxv::sem::infer_detail
