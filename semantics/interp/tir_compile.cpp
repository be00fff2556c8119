/// The TIR interpreter's compiler, function level: parameters, their buffers' shape variables,
/// root allocations, and the variable and buffer scopes the statement compiler uses.
#include <fmt/format.h>

#include "semantics/interp/tir_interpreter_internal.h"

namespace rxv::sem::tir_detail {

std::nullptr_t Compiler::unsupported(SourceLoc loc, std::string message) {
  if (!prog_.error) {
    prog_.error = EvalError{EvalErrorKind::kUnsupported, loc.known() ? loc : prog_.loc,
                            "unsupported TIR construct: " + std::move(message)};
  }
  return nullptr;
}

int Compiler::define_var(const PrimExprNode* var) {
  int slot = prog_.num_vars++;
  prog_.var_names.push_back(var->name);
  var_slots_[var] = slot;
  return slot;
}

void Compiler::undefine_var(const PrimExprNode* var, int saved) {
  if (saved < 0)
    var_slots_.erase(var);
  else
    var_slots_[var] = saved;
}

int Compiler::var_slot(const PrimExprNode* var) const {
  auto it = var_slots_.find(var);
  return it == var_slots_.end() ? -1 : it->second;
}

int Compiler::add_buffer(const Buffer& b, SourceLoc loc) {
  if (!b) {
    unsupported(loc, "a missing buffer");
    return -1;
  }
  auto num = num_of(b->dtype);
  if (!num || !is_tensor_dtype(b->dtype)) {
    unsupported(b->loc.known() ? b->loc : loc,
                fmt::format("buffer '{}' of dtype {}", b->name, b->dtype.str()));
    return -1;
  }
  if (buffer_slots_.count(b.get())) {
    unsupported(loc, fmt::format("buffer '{}' is declared twice", b->name));
    return -1;
  }
  int slot = int(prog_.buffers.size());
  CBuffer& cb = prog_.buffers.emplace_back();
  cb.name = b->name;
  cb.dtype = b->dtype;
  cb.num = *num;
  cb.loc = b->loc.known() ? b->loc : loc;
  buffer_slots_[b.get()] = slot;
  return slot;
}

int Compiler::buffer_slot(const BufferNode* b) const {
  auto it = buffer_slots_.find(b);
  return it == buffer_slots_.end() ? -1 : it->second;
}

bool Compiler::compile_dims(int slot, const Buffer& b) {
  std::vector<const CExpr*> dims;
  for (const PrimExpr& d : b->shape) {
    const CExpr* e = expr(d, prog_.buffers[size_t(slot)].loc);
    if (!e) return false;
    if (e->num != Num::kInt && e->num != Num::kUInt) {
      unsupported(prog_.buffers[size_t(slot)].loc,
                  fmt::format("buffer '{}' has a dimension of dtype {}", b->name, e->dtype.str()));
      return false;
    }
    dims.push_back(e);
  }
  prog_.buffers[size_t(slot)].dims = std::move(dims);
  return true;
}

void Compiler::compile_function(const PrimFuncNode& func) {
  prog_.loc = func.loc;
  if (const AttrValue* sym = func.attrs.find("global_symbol");
      sym && sym->kind == AttrValue::Kind::kString)
    prog_.name = sym->str;
  // Scalar parameters first: a buffer's shape may use them (`A = T.match_buffer(a, (n,))`).
  std::vector<const Buffer*> param_buffers(func.params.size(), nullptr);
  for (const auto& [index, buf] : func.buffer_map) {
    if (index >= func.params.size() || param_buffers[index]) {
      unsupported(func.loc, fmt::format("buffer map entry for parameter {}", index));
      return;
    }
    param_buffers[index] = &buf;
  }
  for (size_t i = 0; i < func.params.size(); ++i) {
    const PrimExpr& p = func.params[i];
    if (!is_var(p)) {
      unsupported(func.loc, "a parameter that is not a variable");
      return;
    }
    CParam& cp = prog_.params.emplace_back();
    cp.name = p->name;
    if (param_buffers[i]) continue;
    if (p->dtype.is_handle()) {
      unsupported(p->loc, fmt::format("handle parameter '{}' without T.match_buffer", p->name));
      return;
    }
    if (!num_of(p->dtype)) {
      unsupported(p->loc, fmt::format("parameter '{}' of dtype {}", p->name, p->dtype.str()));
      return;
    }
    cp.dtype = p->dtype;
    cp.slot = define_var(p.get());
  }
  // Buffer parameters: a dimension that is a variable not bound yet is bound by the first tensor
  // that gives it; all other dimensions are checked against the tensors.
  for (size_t i = 0; i < func.params.size(); ++i) {
    if (!param_buffers[i]) continue;
    const Buffer& b = *param_buffers[i];
    int slot = add_buffer(b, func.params[i]->loc);
    if (slot < 0) return;
    prog_.params[i].buffer = slot;
    CBuffer& cb = prog_.buffers[size_t(slot)];
    for (const PrimExpr& d : b->shape) {
      int var = -1;
      if (is_var(d)) {
        if (!d->dtype.is_int() && !d->dtype.is_uint()) {
          unsupported(cb.loc,
                      fmt::format("shape variable '{}' of dtype {}", d->name, d->dtype.str()));
          return;
        }
        var = var_slot(d.get());
        if (var < 0) var = define_var(d.get());
      }
      cb.dim_slots.push_back(var);
    }
  }
  for (size_t i = 0; i < func.params.size(); ++i) {
    if (param_buffers[i] && !compile_dims(prog_.params[i].buffer, *param_buffers[i])) return;
  }
  for (const Buffer& b : func.root_alloc_buffers) {
    int slot = add_buffer(b, func.loc);
    if (slot < 0 || !compile_dims(slot, b)) return;
    prog_.root_allocs.push_back(slot);
  }
  prog_.body = stmt(body_before_return(func));
}

Stmt Compiler::body_before_return(const PrimFuncNode& func) {
  if (func.ret_dtype.is_void()) return func.body;
  // A function with a return annotation ends in `return e` (TVM's ComputePrimValue writes only
  // that); the value is computed after the rest of the body has run.
  auto ret_of = [](const Stmt& s) -> const PrimExprNode* {
    const auto* ev = as<EvaluateStmt>(s);
    const PrimExprNode* v = ev ? ev->value.get() : nullptr;
    return v && v->kind == PrimKind::kCall && v->name == "T.ret" && v->operands.size() == 1
               ? v
               : nullptr;
  };
  Stmt rest;
  const PrimExprNode* ret = ret_of(func.body);
  if (const auto* seq = as<SeqStmt>(func.body); seq && !seq->stmts.empty()) {
    ret = ret_of(seq->stmts.back());
    auto init = std::make_shared<SeqStmt>();
    init->loc = seq->loc;
    init->stmts.assign(seq->stmts.begin(), seq->stmts.end() - 1);
    rest = std::move(init);
  }
  if (!num_of(func.ret_dtype)) {
    unsupported(func.loc, fmt::format("a PrimFunc returning {}", func.ret_dtype.str()));
    return nullptr;
  }
  if (!ret) {
    unsupported(func.loc, fmt::format("a PrimFunc returning {} whose last statement is not a "
                                      "return",
                                      func.ret_dtype.str()));
    return nullptr;
  }
  prog_.ret = expr(ret->operands[0], func.loc);
  prog_.ret_dtype = func.ret_dtype;
  return rest;
}

std::shared_ptr<const Program> compile_prim_func(const PrimFuncNode& func) {
  auto prog = std::make_shared<Program>();
  Compiler c(*prog);
  c.compile_function(func);
  return prog;
}

} // namespace rxv::sem::tir_detail
