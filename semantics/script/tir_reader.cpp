/// The TIR reader, function level: the decorator, parameters (`T.handle`, `T.Buffer(...)`,
/// scalars), `T.func_attr`, shape-variable declarations, `T.match_buffer` and root allocations.
/// Names resolve to the nearest declaration (one namespace for variables and buffers, as in
/// Python). Reading stops at the first error of a function, so that one mistake is not reported
/// many times.
#include "semantics/script/tir_reader.h"

#include <algorithm>

#include <fmt/format.h>

#include "semantics/ir/structural_equal.h"
#include "semantics/script/reader_syntax.h"
#include "semantics/script/tir_reader_internal.h"

namespace rxv::sem {

using py::PyExpr;
using py::PyExprKind;
using py::PyStmt;

namespace detail {

bool check_call(const PyExpr& call, std::string_view written, size_t min_args, size_t max_args,
                DiagnosticSink& sink) {
  if (!call.keywords().empty()) {
    sink.error(call.keywords()[0].loc,
               fmt::format("unsupported {} argument '{}'", written, call.keywords()[0].name));
    return false;
  }
  size_t got = call.items.size() - 1;
  if (got >= min_args && got <= max_args) return true;
  std::string want =
      min_args == max_args ? std::to_string(min_args) : fmt::format("{} to {}", min_args, max_args);
  sink.error(call.loc, fmt::format("{} takes {} argument{}, got {}", written, want,
                                   max_args == 1 ? "" : "s", got));
  return false;
}

TirReader::TirReader(DiagnosticSink& sink) : sink_(sink), errors_at_start_(sink.num_errors()) {
  // TVMScript types a bare integer in TIR as int32.
  scope_.int_literal_dtype = DataType::Int(32);
  scope_.lookup_var = [this](const std::string& n) { return lookup_var(n); };
  scope_.lookup_buffer = [this](const std::string& n) { return lookup_buffer(n); };
}

void TirReader::bind_var(std::string_view name, PrimExpr var) {
  bindings_.push_back({std::string(name), std::move(var), nullptr});
}

void TirReader::bind_buffer(std::string_view name, Buffer buf) {
  bindings_.push_back({std::string(name), nullptr, std::move(buf)});
}

PrimExpr TirReader::lookup_var(std::string_view name) const {
  for (auto it = bindings_.rbegin(); it != bindings_.rend(); ++it)
    if (it->name == name) return it->var;
  return nullptr;
}

Buffer TirReader::lookup_buffer(std::string_view name) const {
  for (auto it = bindings_.rbegin(); it != bindings_.rend(); ++it)
    if (it->name == name) return it->buffer;
  return nullptr;
}

PrimExpr TirReader::expr(const PyExpr& e) { return read_prim_expr(e, scope_, sink_); }

PrimExpr TirReader::expr_as(const PyExpr& e, DataType want) {
  return read_prim_expr_as(e, scope_, want, sink_);
}

bool TirReader::expr_pair(const PyExpr& a, const PyExpr& b, PrimExpr& out_a, PrimExpr& out_b) {
  if (is_bare_literal(a) && !is_bare_literal(b)) {
    out_b = expr(b);
    out_a = out_b ? expr_as(a, out_b->dtype) : nullptr;
  } else {
    out_a = expr(a);
    if (!out_a) return false;
    out_b = is_bare_literal(b) ? expr_as(b, out_a->dtype) : expr(b);
  }
  if (!out_a || !out_b) return false;
  if (out_a->dtype != out_b->dtype) {
    error(b.loc,
          fmt::format("mismatched dtypes: {} and {}", out_a->dtype.str(), out_b->dtype.str()));
    return false;
  }
  return true;
}

bool TirReader::require_int(const PrimExpr& e, SourceLoc loc, const char* what) {
  if (e->dtype.is_int() || (e->dtype.is_uint() && !e->dtype.is_bool())) return true;
  error(loc, fmt::format("{} must be an integer, got {}", what, e->dtype.str()));
  return false;
}

PrimExpr TirReader::extent_of(const PrimExpr& lo, const PrimExpr& hi, SourceLoc loc) {
  if (is_int_imm(lo) && lo->int_value == 0) return hi;
  int64_t diff = 0;
  if (is_int_imm(lo) && is_int_imm(hi) &&
      !__builtin_sub_overflow(hi->int_value, lo->int_value, &diff))
    return make_int(diff, hi->dtype, loc);
  // `T.serial(i, i + 4)`: the extent is what was added, so that printing reads back the same.
  if (hi->kind == PrimKind::kAdd) {
    if (structural_equal(hi->operands[0], lo)) return hi->operands[1];
    if (structural_equal(hi->operands[1], lo)) return hi->operands[0];
  }
  return make_binary(PrimKind::kSub, hi, lo, loc);
}

bool TirReader::read_decorator(const PyStmt& def, bool& is_private) {
  if (def.decorators.empty()) {
    error(def.loc, "missing @T.prim_func decorator");
    return false;
  }
  if (def.decorators.size() > 1) {
    error(def.decorators[1]->loc, "a PrimFunc takes one decorator, @T.prim_func");
    return false;
  }
  const PyExpr& d = *def.decorators[0];
  const PyExpr& callee = d.kind == PyExprKind::kCall ? *d.items[0] : d;
  if (dotted_name(callee) != "T.prim_func") {
    error(d.loc, fmt::format("expected @T.prim_func, got @{}", describe(d)));
    return false;
  }
  if (d.kind != PyExprKind::kCall) return true;
  if (d.items.size() > 1) {
    error(d.items[1]->loc, "T.prim_func takes only keyword arguments");
    return false;
  }
  for (const auto& kw : d.keywords()) {
    // check_well_formed only tells TVM whether to verify; rxv always checks separately.
    // s_tir (TVM >= 0.25) says the body is schedulable TIR (blocks); rxv's TIR subset reads
    // both kinds of body alike.
    if (kw.name != "private" && kw.name != "check_well_formed" && kw.name != "s_tir") {
      error(kw.loc, fmt::format("unsupported T.prim_func argument '{}'", kw.name));
      return false;
    }
    if (kw.value->kind != PyExprKind::kBool) {
      error(kw.value->loc, fmt::format("T.prim_func's {}= must be True or False", kw.name));
      return false;
    }
    if (kw.name == "private") is_private = kw.value->int_value != 0;
  }
  return true;
}

bool TirReader::read_params(const PyStmt& def) {
  for (const auto& p : def.params)
    if (p.annotation && p.annotation->kind != PyExprKind::kCall)
      if (auto dt = dtype_of_name(dotted_name(*p.annotation)))
        signature_dtypes_.emplace(p.name, *dt);
  in_signature_ = true;
  for (const auto& p : def.params) {
    if (std::find(param_names_.begin(), param_names_.end(), p.name) != param_names_.end()) {
      error(p.loc, fmt::format("duplicate parameter '{}'", p.name));
      return false;
    }
    param_names_.emplace_back(p.name);
    if (!p.annotation) {
      error(p.loc, fmt::format("parameter '{}' needs an annotation: T.handle, T.Buffer(...) or "
                               "a dtype such as T.int64",
                               p.name));
      return false;
    }
    if (p.default_value) {
      error(p.default_value->loc, "PrimFunc parameters cannot have defaults");
      return false;
    }
    const PyExpr& a = *p.annotation;
    bool is_call = a.kind == PyExprKind::kCall;
    std::string name = dotted_name(is_call ? *a.items[0] : a);
    auto match = match_vars_.find(std::string(p.name));
    if (match != match_vars_.end()) {
      // `z: T.Buffer(("k * 3",)), k: T.int64`: the string defined `k`; the parameter is it.
      auto dt = is_call ? std::nullopt : dtype_of_name(name);
      if (!dt || *dt != match->second->dtype) {
        error(a.loc, fmt::format("parameter '{}' must be a scalar of dtype {}: a buffer "
                                 "dimension before it defines it so",
                                 p.name, match->second->dtype.str()));
        return false;
      }
      func_->params.push_back(match->second);
      bind_var(p.name, match->second);
      continue;
    }
    if (!is_call && name == "T.handle") {
      PrimExpr var = make_var(std::string(p.name), DataType::Handle(), p.loc);
      func_->params.push_back(var);
      bind_var(p.name, var);
    } else if (!is_call && dtype_of_name(name)) {
      PrimExpr var = make_var(std::string(p.name), *dtype_of_name(name), p.loc);
      func_->params.push_back(var);
      bind_var(p.name, var);
    } else if (is_call && name == "T.Buffer") {
      Buffer buf = read_buffer_spec(a, 1, p.name, describe(*a.items[0]));
      if (!buf) return false;
      // The handle the buffer is bound to; the name refers to the buffer.
      func_->params.push_back(make_var(std::string(p.name), DataType::Handle(), p.loc));
      func_->buffer_map.emplace_back(func_->params.size() - 1, buf);
      bind_buffer(p.name, buf);
    } else {
      error(a.loc, fmt::format("unsupported parameter annotation: {}", describe(a)));
      return false;
    }
  }
  in_signature_ = false;
  return true;
}

void TirReader::define_match_vars(const PyExpr& e) {
  if (e.kind == PyExprKind::kName) {
    std::string name(e.str);
    if (lookup_var(name) || lookup_buffer(name)) return;
    auto dt = signature_dtypes_.find(name);
    PrimExpr var =
        make_var(name, dt != signature_dtypes_.end() ? dt->second : DataType::Int(32), e.loc);
    bind_var(name, var);
    match_vars_.emplace(name, var);
    return;
  }
  // `T.int64(3)`: the callee and an attribute's object name no variable.
  if (e.kind == PyExprKind::kAttribute) return;
  size_t first = e.kind == PyExprKind::kCall ? 1 : 0;
  for (size_t i = first; i < e.items.size(); ++i)
    if (e.items[i]) define_match_vars(*e.items[i]);
}

PrimExpr TirReader::read_dim_string(const PyExpr& s) {
  auto parsed = relax_reader::parse_string_expr(s, sink_);
  if (!parsed) return nullptr;
  const PyExpr& e = *parsed->body[0]->value;
  if (in_signature_) define_match_vars(e);
  return expr(e);
}

Buffer TirReader::read_buffer_spec(const PyExpr& call, size_t first, std::string_view name,
                                   std::string_view written) {
  const PyExpr* shape = nullptr;
  const PyExpr* dtype = nullptr;
  const PyExpr* scope = nullptr;
  if (call.items.size() > first + 2) {
    error(call.items[first + 2]->loc,
          fmt::format("{} takes a shape and a dtype, then keywords", written));
    return nullptr;
  }
  if (call.items.size() > first) shape = call.items[first];
  if (call.items.size() > first + 1) dtype = call.items[first + 1];
  for (const auto& kw : call.keywords()) {
    // offset_factor and align only promise an alignment of the data pointer (TVM's tests write
    // `offset_factor=1`); they change no value, so the reader accepts and drops them.
    if (kw.name == "offset_factor" || kw.name == "align") continue;
    const PyExpr** slot = kw.name == "shape"   ? &shape
                          : kw.name == "dtype" ? &dtype
                          : kw.name == "scope" ? &scope
                                               : nullptr;
    if (!slot) {
      error(kw.loc, fmt::format("unsupported {} argument '{}'", written, kw.name));
      return nullptr;
    }
    if (*slot) {
      error(kw.loc, fmt::format("{} got two values for '{}'", written, kw.name));
      return nullptr;
    }
    *slot = kw.value;
  }
  if (!shape) {
    error(call.loc, fmt::format("{} needs a shape", written));
    return nullptr;
  }
  auto buf = std::make_shared<BufferNode>();
  buf->name = name;
  buf->loc = call.loc;
  std::vector<const PyExpr*> dims;
  if (shape->kind == PyExprKind::kTuple || shape->kind == PyExprKind::kList) {
    for (const PyExpr* d : shape->items) dims.push_back(d);
  } else {
    dims.push_back(shape);
  }
  for (const PyExpr* d : dims) {
    PrimExpr dim = d->kind == PyExprKind::kString ? read_dim_string(*d) : expr(*d);
    if (!dim || !require_int(dim, d->loc, "a buffer dimension")) return nullptr;
    buf->shape.push_back(std::move(dim));
  }
  if (dtype) {
    auto dt = dtype->kind == PyExprKind::kString ? DataType::parse(dtype->str) : std::nullopt;
    if (!dt || dt->is_void() || dt->bits == 0) {
      error(dtype->loc,
            dtype->kind == PyExprKind::kString
                ? fmt::format("unknown dtype \"{}\"", dtype->str)
                : fmt::format("{} expects a dtype string, got {}", written, describe(*dtype)));
      return nullptr;
    }
    buf->dtype = *dt;
  }
  if (scope) {
    if (scope->kind != PyExprKind::kString) {
      error(scope->loc,
            fmt::format("{} expects a scope string, got {}", written, describe(*scope)));
      return nullptr;
    }
    buf->scope = scope->str;
  }
  return buf;
}

bool TirReader::read_func_attr(const PyExpr& call) {
  if (!check_call(call, describe(*call.items[0]), 1, 1, sink_)) return false;
  const PyExpr& dict = *call.items[1];
  if (dict.kind != PyExprKind::kDict) {
    error(dict.loc, fmt::format("T.func_attr expects a dict, got {}", describe(dict)));
    return false;
  }
  AttrValue v = read_attr_value(dict, scope_, sink_);
  for (auto& [key, value] : v.entries) func_->attrs.set(key, std::move(value));
  return !failed();
}

void TirReader::read_var_decl(const PyExpr& target, const PyExpr& call, DataType dt) {
  for (const auto& kw : call.keywords()) {
    // A size variable is known to be >= 0; rxv's prover assumes that of every shape variable.
    if (kw.name != "is_size_var") {
      error(kw.loc, fmt::format("unsupported {} argument '{}'", describe(*call.items[0]), kw.name));
      return;
    }
  }
  bind_var(target.str, make_var(std::string(target.str), dt, target.loc));
}

void TirReader::read_match_buffer(const PyStmt& s, const PyExpr& call, Context ctx) {
  std::string written = describe(*call.items[0]);
  if (ctx.level != Level::kFunction) {
    error(call.loc, fmt::format("unsupported TIR construct: {} below function level", written));
    return;
  }
  if (call.items.size() < 2) {
    error(call.loc, fmt::format("{} needs a handle parameter and a shape", written));
    return;
  }
  const PyExpr& handle = *call.items[1];
  PrimExpr var = handle.kind == PyExprKind::kName ? lookup_var(handle.str) : nullptr;
  auto it = std::find(func_->params.begin(), func_->params.end(), var);
  if (!var || it == func_->params.end() || !var->dtype.is_handle()) {
    error(handle.loc,
          fmt::format("{} needs a T.handle parameter, got {}", written, describe(handle)));
    return;
  }
  size_t index = size_t(it - func_->params.begin());
  for (const auto& [i, b] : func_->buffer_map) {
    if (i == index) {
      error(handle.loc,
            fmt::format("parameter '{}' is already bound to buffer '{}'", handle.str, b->name));
      return;
    }
  }
  Buffer buf = read_buffer_spec(call, 2, s.target->str, written);
  if (!buf) return;
  func_->buffer_map.emplace_back(index, buf);
  bind_buffer(s.target->str, buf);
}

void TirReader::read_alloc_buffer(const PyStmt& s, const PyExpr& call, Context ctx) {
  std::string written = describe(*call.items[0]);
  if (ctx.level == Level::kNested) {
    error(call.loc,
          fmt::format("{} must be at function level or directly inside a block", written));
    return;
  }
  Buffer buf = read_buffer_spec(call, 1, s.target->str, written);
  if (!buf) return;
  if (ctx.level == Level::kBlock)
    ctx.block->alloc_buffers.push_back(buf);
  else
    func_->root_alloc_buffers.push_back(buf);
  bind_buffer(s.target->str, buf);
}

PrimFunc TirReader::read_function(const PyStmt& def, const TypeVarNames& type_vars) {
  func_ = std::make_shared<PrimFuncNode>();
  func_->loc = def.loc;
  if (def.kind != py::PyStmtKind::kFunctionDef) {
    error(def.loc, "expected a @T.prim_func function definition");
    return nullptr;
  }
  bool is_private = false;
  if (!read_decorator(def, is_private)) return nullptr;
  // An explicit "global_symbol" in T.func_attr replaces this one.
  if (!is_private) func_->attrs.set("global_symbol", AttrValue::String(std::string(def.name)));
  if (def.returns && def.returns->kind != PyExprKind::kNone) {
    // `-> T.int64` (ComputePrimValue's functions): the body returns a scalar.
    auto dt = dtype_of_name(dotted_name(*def.returns));
    if (!dt) {
      error(def.returns->loc,
            fmt::format("a PrimFunc's return annotation must be a scalar dtype such as T.int64, "
                        "got {}",
                        describe(*def.returns)));
      return nullptr;
    }
    func_->ret_dtype = *dt;
  }
  // Bound below the parameters, for the whole function: a buffer parameter's shape defines them.
  for (const std::string& name : signature_type_vars(def, type_vars))
    bind_var(name, make_var(name, DataType::Int(64), def.loc));
  if (!read_params(def)) return nullptr;
  Stmt body = read_body(def.body, {Level::kFunction});
  if (failed()) return nullptr;
  func_->body = std::move(body);
  return func_;
}

} // namespace detail

PrimFunc read_prim_func(const py::PyStmt& def, DiagnosticSink& sink,
                        const TypeVarNames& type_vars) {
  detail::TirReader reader(sink);
  return reader.read_function(def, type_vars);
}

} // namespace rxv::sem
