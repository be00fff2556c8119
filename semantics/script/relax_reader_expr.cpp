/// The Relax reader: expressions and calls (docs/tvmscript-dialect.md, "Expressions"). Every
/// `R.<path>(...)` that is not one of the built-in forms below is an operator call `relax.<path>`
/// whose keywords are attributes; the op table (semantics/ops) gives them meaning later.
#include <fmt/format.h>

#include "semantics/ops/op_signature.h"
#include "semantics/script/printer.h"
#include "semantics/script/reader_syntax.h"
#include "semantics/script/relax_reader_impl.h"
#include "semantics/script/tir_reader_internal.h"

namespace rxv::sem::relax_reader {

using py::PyExpr;
using py::PyExprKind;

namespace {

Expr make_prim_value(PrimExpr v, SourceLoc loc) {
  auto n = std::make_shared<PrimValueNode>();
  n->value = std::move(v);
  n->loc = loc;
  return n;
}

Expr make_string_imm(std::string s, SourceLoc loc) {
  auto n = std::make_shared<StringImmNode>();
  n->value = std::move(s);
  n->loc = loc;
  return n;
}

Expr make_extern_func(std::string name, SourceLoc loc) {
  auto n = std::make_shared<ExternFuncNode>();
  n->global_symbol = std::move(name);
  n->loc = loc;
  return n;
}

/// call_tir's arguments are a Tuple; a single argument is wrapped into one (as TVM's
/// `_wrap_inline_arg_tuple` does when the argument's StructInfo is not a tuple). A Var that is
/// (or may be) a tuple stays as written, so that WF-23 can report it; `tensor_vars` are the
/// unannotated Vars known to hold one tensor.
Expr as_tuple(Expr e, SourceLoc loc, const PointerIds& tensor_vars) {
  if (!e || as<TupleNode>(e)) return e;
  if (auto* v = as<VarNode>(e); v && (v->sinfo ? as<TupleSInfo>(v->sinfo) != nullptr
                                               : tensor_vars.find(v) == PointerIds::kNone))
    return e;
  return make_tuple({std::move(e)}, loc);
}

bool is_sinfo_constructor(std::string_view name) {
  return name == "Tensor" || name == "Tuple" || name == "Shape" || name == "Prim" ||
         name == "Object" || name == "Any" || name == "Callable";
}

/// `R.*` names that are reader syntax rather than operators.
bool is_builtin_form(std::string_view name) {
  static const char* const kForms[] = {
      "const",      "prim_value", "str",    "dtype",    "shape",    "ExternFunc", "tuple",
      "match_cast", "func_attr",  "output", "dataflow", "function", "call_packed"};
  for (const char* f : kForms)
    if (name == f) return true;
  return false;
}

} // namespace

void Reader::report_undefined(const PyExpr& name) {
  if (reported_undefined_.emplace(name.str).second)
    sink_.error(name.loc, fmt::format("undefined variable '{}'", name.str));
  else
    ++suppressed_errors_;
}

bool Reader::reject_metadata(const PyExpr& e) {
  const PyExpr* base = &e;
  while (base->kind == PyExprKind::kSubscript && !base->items.empty()) base = base->items[0];
  if (base == &e || base->kind != PyExprKind::kName || base->str != "metadata") return false;
  sink_.error(base->loc, "metadata[...] is not supported: rxv is not given the metadata blob");
  return true;
}

Expr Reader::read_name(const PyExpr& e) {
  if (const RelaxName* rn = lookup_relax(e.str)) {
    switch (rn->kind) {
    case RelaxName::Kind::kVar: record_use(rn->var.get(), e.loc); return rn->var;
    case RelaxName::Kind::kGlobal: return make_global_var(*rn->global, e.loc);
    case RelaxName::Kind::kModule:
      sink_.error(
          e.loc, fmt::format("'{}' is the module, not a value: write {}.<function>", e.str, e.str));
      return nullptr;
    }
  }
  if (PrimExpr v = lookup_shape(e.str)) return make_prim_value(v, e.loc);
  report_undefined(e);
  return nullptr;
}

Expr Reader::read_expr(const PyExpr& e) {
  switch (e.kind) {
  case PyExprKind::kName: return read_name(e);
  // Bare literals in argument position are PrimValues and StringImms (TVMScript's conversion).
  case PyExprKind::kInt:
    return make_prim_value(make_int(e.int_value, DataType::Int(64), e.loc), e.loc);
  case PyExprKind::kFloat:
    return make_prim_value(make_float(e.float_value, DataType::Float(64), e.loc), e.loc);
  case PyExprKind::kBool: return make_prim_value(make_bool(e.int_value != 0, e.loc), e.loc);
  case PyExprKind::kString: return make_string_imm(std::string(e.str), e.loc);
  case PyExprKind::kTuple:
  case PyExprKind::kList: {
    std::vector<Expr> fields;
    bool ok = true;
    for (const auto& item : e.items) {
      fields.push_back(read_expr(*item));
      ok = fields.back() && ok;
    }
    return ok ? make_tuple(std::move(fields), e.loc) : nullptr;
  }
  case PyExprKind::kAttribute: {
    const PyExpr& base = *e.items[0];
    if (base.kind == PyExprKind::kName) {
      const RelaxName* rn = lookup_relax(base.str);
      if (rn && rn->kind == RelaxName::Kind::kModule) {
        if (!module_functions_.count(std::string(e.str))) {
          sink_.error(e.loc, fmt::format("module '{}' has no function '{}'", class_name_, e.str));
          return nullptr;
        }
        return make_global_var(std::string(e.str), e.loc);
      }
    }
    std::string path = detail::dotted_name(e);
    if (path.starts_with("R.") && is_sinfo_constructor(path.substr(2))) {
      sink_.error(e.loc, fmt::format("expected a Relax expression, got the StructInfo {}", path));
    } else if (path.starts_with("R.") && !is_builtin_form(path.substr(2))) {
      // An operator as a value (only valid as a callee: WF-9 reports it).
      return make_op("relax." + path.substr(2), e.loc);
    } else if (base.kind == PyExprKind::kName && !path.starts_with("R.") &&
               !path.starts_with("T.") && !path.starts_with("I.") && !lookup_relax(base.str)) {
      report_undefined(base);
    } else {
      sink_.error(e.loc, fmt::format("{} is not a Relax expression", py_text(e)));
    }
    return nullptr;
  }
  case PyExprKind::kCall: return read_call(e);
  case PyExprKind::kSubscript: {
    if (reject_metadata(e)) return nullptr;
    if (e.items.size() != 2) {
      sink_.error(e.loc, "a tuple is indexed by one integer: t[0]");
      return nullptr;
    }
    return read_tuple_get_item(*e.items[0], *e.items[1], e.loc);
  }
  case PyExprKind::kUnaryOp:
  case PyExprKind::kBinOp:
  case PyExprKind::kCompare:
  case PyExprKind::kBoolOp: {
    if (e.kind == PyExprKind::kUnaryOp && e.str == "-" && e.items[0]->kind == PyExprKind::kFloat)
      return make_prim_value(make_float(-e.items[0]->float_value, DataType::Float(64), e.loc),
                             e.loc);
    if (auto v = int_literal(e))
      return make_prim_value(make_int(*v, DataType::Int(64), e.loc), e.loc);
    // On Relax values Python operators are ops (TVM's ExprWithOp: `x + y` is R.add(x, y)).
    if (is_relax_operand(e)) return read_operator(e);
    // Python operators build PrimExprs (shape arithmetic); on Relax values they mean nothing.
    for (const auto& item : e.items) {
      if (item->kind != PyExprKind::kName || lookup_shape(item->str)) continue;
      const RelaxName* rn = lookup_relax(item->str);
      if (rn && rn->kind == RelaxName::Kind::kVar) {
        sink_.error(item->loc, fmt::format("'{}' is a Relax variable: Python operators apply "
                                           "only to shape expressions (use R.add, R.less, ...)",
                                           item->str));
        return nullptr;
      }
    }
    PrimExpr v = read_prim(e, prim_scope_);
    return v ? make_prim_value(v, e.loc) : nullptr;
  }
  case PyExprKind::kNone: sink_.error(e.loc, "None is not a Relax expression"); return nullptr;
  default:
    sink_.error(e.loc, fmt::format("{} is not a Relax expression", detail::describe(e)));
    return nullptr;
  }
}

bool Reader::read_sinfo_list(const PyExpr& e, std::vector<StructInfo>& out) {
  if (e.kind != PyExprKind::kTuple && e.kind != PyExprKind::kList) {
    out.push_back(read_sinfo(e));
    return out.back() != nullptr;
  }
  bool ok = true;
  for (const auto& item : e.items) {
    out.push_back(read_sinfo(*item));
    ok = out.back() && ok;
  }
  return ok;
}

bool Reader::read_match_cast(const PyExpr& call, Expr& value, StructInfo& sinfo) {
  BoundArgs a = bind_args(call, "R.match_cast", {"value", "struct_info"}, sink_);
  if (!a.ok) return false;
  if (!a[0] || !a[1]) {
    sink_.error(call.loc, "R.match_cast takes a value and a StructInfo");
    return false;
  }
  value = read_expr(*a[0]);
  sinfo = read_sinfo(*a[1]);
  return value && sinfo;
}

Expr Reader::read_callee_arg(const PyExpr& e, bool string_is_extern) {
  if (e.kind == PyExprKind::kString) {
    if (string_is_extern) return make_extern_func(std::string(e.str), e.loc);
    sink_.error(e.loc,
                fmt::format("expected a function (cls.f), got the string {}", detail::describe(e)));
    return nullptr;
  }
  return read_expr(e);
}

namespace {

/// A destination-passing call: `R.<name>(func, args, ...)` with an output StructInfo; the
/// parameters in TVM's positional order, those among them that are attributes, and those of the
/// attributes that are required.
struct DpsForm {
  std::string_view name;
  std::span<const std::string_view> params;
  std::span<const std::string_view> attrs;
  std::span<const std::string_view> required_attrs;
  bool packed; ///< the function is an ExternFunc named by a string
};

constexpr std::string_view kCallTirParams[] = {"gvar", "args", "out_sinfo", "tir_vars", "out_ty"};
constexpr std::string_view kInplaceParams[] = {"gvar",      "args",     "inplace_indices",
                                               "out_sinfo", "tir_vars", "out_ty"};
constexpr std::string_view kGradParams[] = {
    "gvar", "args", "out_sinfo", "te_grad_name", "te_grad_kwargs", "tir_vars", "out_ty"};
constexpr std::string_view kDpsPackedParams[] = {"func", "args", "out_sinfo", "out_ty"};
constexpr std::string_view kPyFuncParams[] = {"func_name", "args", "out_sinfo", "out_ty"};
constexpr std::string_view kInplaceAttrs[] = {"inplace_indices"};
constexpr std::string_view kGradAttrs[] = {"te_grad_name", "te_grad_kwargs"};
constexpr std::string_view kGradRequired[] = {"te_grad_name"};

const DpsForm* dps_form(std::string_view name) {
  static const DpsForm kForms[] = {
      {"call_tir", kCallTirParams, {}, {}, false},
      {"call_tir_inplace", kInplaceParams, kInplaceAttrs, kInplaceAttrs, false},
      {"call_tir_with_grad", kGradParams, kGradAttrs, kGradRequired, false},
      {"call_dps_packed", kDpsPackedParams, {}, {}, true},
      // call_py_func names a Python function of the module's pyfuncs: a StringImm.
      {"call_py_func", kPyFuncParams, {}, {}, false},
      // Distributed Relax: R.dist.call_tir is call_tir whose outputs are DTensors (TVM's
      // call_tir_dist); call_tir_local_view calls a worker-local PrimFunc.
      {"dist.call_tir", kCallTirParams, {}, {}, false},
      {"dist.call_tir_local_view", kCallTirParams, {}, {}, false},
  };
  for (const DpsForm& f : kForms)
    if (f.name == name) return &f;
  return nullptr;
}

/// The output StructInfo of call_tir / call_dps_packed: `out_sinfo=A` or `[A]` is A, `[A, B]` a
/// TupleStructInfo (as TVM builds it).
StructInfo out_sinfo_of(std::vector<StructInfo> list, SourceLoc loc) {
  if (list.size() == 1) return list[0];
  return make_tuple_sinfo(std::move(list), loc);
}

} // namespace

Expr Reader::read_tuple_get_item(const PyExpr& tuple_expr, const PyExpr& index_expr,
                                 SourceLoc loc) {
  auto index = int_literal(index_expr);
  if (!index || *index < 0) {
    sink_.error(index_expr.loc, fmt::format("a tuple index must be a non-negative integer "
                                            "literal, got {}",
                                            py_text(index_expr)));
    return nullptr;
  }
  Expr tuple = read_expr(tuple_expr);
  if (!tuple) return nullptr;
  auto n = std::make_shared<TupleGetItemNode>();
  n->tuple = std::move(tuple);
  n->index = *index;
  n->loc = loc;
  return n;
}

Expr Reader::read_call(const PyExpr& e) {
  const PyExpr& callee = *e.items[0];
  size_t errors_before = error_mark();
  auto failed = [&] { return error_mark() > errors_before; };

  std::string_view root = root_name(callee);
  if (root == "T" && callee.kind == PyExprKind::kAttribute) {
    PrimExpr v = read_prim(e, prim_scope_);
    return v ? make_prim_value(v, e.loc) : nullptr;
  }
  if (root == "I" && callee.kind == PyExprKind::kAttribute) {
    sink_.error(e.loc, fmt::format("{} is not a Relax expression", detail::describe(e)));
    return nullptr;
  }
  if (callee.kind == PyExprKind::kAttribute && callee.str == "astype" && root != "R") {
    // x.astype(dtype): the Python method of Relax expressions (relax.ExprWithOp) is R.astype.
    // The call's first item stands for the callee (its location: the attribute starts at x).
    std::vector<PyExpr*> items{callee.items[0], callee.items[0]};
    items.insert(items.end(), e.items.begin() + 1, e.items.end());
    PyExpr call = e;
    call.items = py::PyExprList(items);
    return read_op_call(call, "astype", *op_signature("relax.astype"));
  }
  std::string path; // after "R."; short paths stay in the string's inline buffer
  if (!r_path(callee, path)) {
    // A call of a Relax function value: a Var, a GlobalVar (cls.f, or f in the module).
    Expr fn;
    if (callee.kind == PyExprKind::kName && !lookup_relax(callee.str) && lookup_shape(callee.str)) {
      sink_.error(callee.loc, fmt::format("'{}' is a shape variable, not a function", callee.str));
      return nullptr;
    }
    fn = read_expr(callee);
    std::vector<Expr> args;
    for (size_t i = 1; i < e.items.size(); ++i) args.push_back(read_expr(*e.items[i]));
    std::vector<StructInfo> sinfo_args;
    for (const auto& kw : e.keywords()) {
      if (kw.name == "sinfo_args" || kw.name == "ty_args")
        read_sinfo_list(*kw.value, sinfo_args);
      else
        sink_.error(kw.loc, fmt::format("unknown keyword '{}' in a function call: only "
                                        "sinfo_args is allowed",
                                        kw.name));
    }
    if (failed()) return nullptr;
    return make_call(fn, std::move(args), {}, std::move(sinfo_args), e.loc);
  }

  std::string_view name = path;
  std::string written = "R." + path;
  if (name == "const") return read_const(e);
  if (name == "dist.const") return read_const(e, /*dist=*/true);
  if (name == "TupleGetItem") {
    // relax.TupleGetItem(tuple_value, index), the node's constructor, is `t[index]`.
    BoundArgs a = bind_args(e, written, {"tuple_value", "index"}, sink_);
    if (!a.ok) return nullptr;
    if (!a[0] || !a[1]) {
      sink_.error(e.loc, "R.TupleGetItem takes a tuple and an index: R.TupleGetItem(t, 0)");
      return nullptr;
    }
    return read_tuple_get_item(*a[0], *a[1], e.loc);
  }
  if (name == "ExternFunc") {
    // R.ExternFunc(global_symbol, struct_info=None) (python/tvm/script/ir_builder/relax).
    BoundArgs a = bind_args(e, written, {"global_symbol", "struct_info"}, sink_);
    if (!a.ok) return nullptr;
    if (!a[0] || a[0]->kind != PyExprKind::kString) {
      sink_.error(a[0] ? a[0]->loc : e.loc, "R.ExternFunc takes the function's name as a string");
      return nullptr;
    }
    auto fn = std::make_shared<ExternFuncNode>();
    fn->global_symbol = a[0]->str;
    fn->loc = e.loc;
    if (a[1] && a[1]->kind != PyExprKind::kNone) {
      StructInfo s = read_sinfo(*a[1]);
      if (!s) return nullptr;
      if (!as<FuncSInfo>(s)) {
        sink_.error(a[1]->loc,
                    fmt::format("R.ExternFunc: struct_info must be an R.Callable, got {}",
                                print_struct_info(s)));
        return nullptr;
      }
      fn->sinfo = std::move(s);
    }
    return fn;
  }
  if (name == "prim_value" || name == "str" || name == "dtype" || name == "shape") {
    BoundArgs a = bind_args(e, written, {"value"}, sink_);
    if (!a.ok) return nullptr;
    if (!a[0]) {
      sink_.error(e.loc, fmt::format("{} takes one argument", written));
      return nullptr;
    }
    const PyExpr& v = *a[0];
    if (name == "prim_value") {
      PrimExpr p = read_prim(v, prim_scope_);
      return p ? make_prim_value(p, e.loc) : nullptr;
    }
    if (name == "dtype") {
      auto dt = read_dtype(v, "R.dtype");
      if (!dt) return nullptr;
      auto n = std::make_shared<DataTypeImmNode>();
      n->value = *dt;
      n->loc = e.loc;
      return n;
    }
    if (name == "shape") {
      std::vector<PrimExpr> dims;
      if (!read_dims(v, dims)) return nullptr;
      return make_shape_expr(std::move(dims), e.loc);
    }
    if (v.kind != PyExprKind::kString) {
      sink_.error(v.loc, fmt::format("{} takes a string, got {}", written, detail::describe(v)));
      return nullptr;
    }
    return name == "str" ? make_string_imm(std::string(v.str), e.loc)
                         : make_extern_func(std::string(v.str), e.loc);
  }
  if (name == "tuple") {
    for (const auto& kw : e.keywords())
      sink_.error(kw.loc, fmt::format("R.tuple: unknown keyword '{}'", kw.name));
    std::vector<Expr> fields;
    for (size_t i = 1; i < e.items.size(); ++i) fields.push_back(read_expr(*e.items[i]));
    if (failed()) return nullptr;
    return make_tuple(std::move(fields), e.loc);
  }
  if (const DpsForm* form = dps_form(name)) {
    BoundArgs a = bind_args(e, written, form->params, sink_);
    if (!a.ok) return nullptr;
    auto arg = [&](std::string_view param) -> const PyExpr* {
      for (size_t i = 0; i < form->params.size(); ++i)
        if (form->params[i] == param) return a[i];
      return nullptr;
    };
    const PyExpr* out = arg("out_sinfo") ? arg("out_sinfo") : arg("out_ty");
    if (arg("out_sinfo") && arg("out_ty")) {
      sink_.error(arg("out_ty")->loc,
                  fmt::format("{}: give out_sinfo or out_ty, not both", written));
      return nullptr;
    }
    if (!a[0] || !a[1] || !out) {
      sink_.error(e.loc,
                  fmt::format("{} needs the function, its arguments and out_sinfo", written));
      return nullptr;
    }
    for (std::string_view required : form->required_attrs) {
      if (!arg(required)) {
        sink_.error(e.loc, fmt::format("{} needs {}", written, required));
        return nullptr;
      }
    }
    Expr fn = name == "call_py_func" && a[0]->kind == PyExprKind::kString
                  ? make_string_imm(std::string(a[0]->str), a[0]->loc)
                  : read_callee_arg(*a[0], form->packed);
    Expr args = as_tuple(read_expr(*a[1]), a[1]->loc, dps_tensor_vars_);
    std::vector<StructInfo> outs;
    read_sinfo_list(*out, outs);
    std::vector<Expr> call_args{fn, args};
    if (const PyExpr* tv = arg("tir_vars")) {
      if (tv->kind == PyExprKind::kList || tv->kind == PyExprKind::kTuple) {
        std::vector<PrimExpr> dims;
        if (read_dims(*tv, dims)) call_args.push_back(make_shape_expr(std::move(dims), tv->loc));
      } else {
        call_args.push_back(read_expr(*tv));
      }
    }
    Attrs attrs;
    for (std::string_view attr : form->attrs) {
      const PyExpr* v = arg(attr);
      if (!v) continue;
      AttrValue value = read_attr_value(*v);
      if (attr == "inplace_indices" && value.kind == AttrValue::Kind::kInt) {
        AttrValue list; // a single index means a list of one
        list.kind = AttrValue::Kind::kList;
        list.items.push_back(std::move(value));
        value = std::move(list);
      }
      attrs.set(std::string(attr), std::move(value));
    }
    if (failed()) return nullptr;
    std::string op = name == "dist.call_tir" ? "relax.call_tir" : "relax." + path;
    return make_call(make_op(op, callee.loc), std::move(call_args), std::move(attrs),
                     {out_sinfo_of(std::move(outs), out->loc)}, e.loc);
  }
  if (name == "call_packed" || name == "call_pure_packed" || name == "call_inplace_packed") {
    if (e.items.size() < 2) {
      sink_.error(e.loc, fmt::format("{} needs the name of the function to call", written));
      return nullptr;
    }
    Expr fn = read_callee_arg(*e.items[1], /*string_is_extern=*/true);
    std::vector<Expr> args;
    if (name != "call_packed") args.push_back(fn);
    for (size_t i = 2; i < e.items.size(); ++i) args.push_back(read_expr(*e.items[i]));
    std::vector<StructInfo> sinfo_args;
    Attrs attrs;
    for (const auto& kw : e.keywords()) {
      if (kw.name == "sinfo_args" || kw.name == "ty_args")
        read_sinfo_list(*kw.value, sinfo_args);
      else
        attrs.set(std::string(kw.name), read_attr_value(*kw.value));
    }
    if (failed()) return nullptr;
    Expr op = name == "call_packed" ? fn : make_op("relax." + path, callee.loc);
    return make_call(op, std::move(args), std::move(attrs), std::move(sinfo_args), e.loc);
  }
  if (name == "match_cast") {
    sink_.error(e.loc, "R.match_cast is only allowed as the right-hand side of a binding");
    return nullptr;
  }
  if (name == "func_attr" || name == "output" || name == "dataflow" || name == "function") {
    sink_.error(e.loc, fmt::format("{} is not an expression", written));
    return nullptr;
  }
  if (is_sinfo_constructor(name)) {
    sink_.error(e.loc, fmt::format("expected a Relax expression, got the StructInfo {}",
                                   detail::describe(e)));
    return nullptr;
  }
  // An operator call: a Python call of TVM's op function, bound to the op's signature.
  if (const OpSignature* sig = op_signature("relax." + path)) return read_op_call(e, path, *sig);
  // An op rxv has no signature for: positional arguments are Relax expressions, keywords are
  // attributes (the op table reports an unknown op later).
  std::vector<Expr> args;
  args.reserve(e.items.size() - 1);
  for (size_t i = 1; i < e.items.size(); ++i) args.push_back(read_expr(*e.items[i]));
  std::vector<StructInfo> sinfo_args;
  Attrs attrs;
  for (const auto& kw : e.keywords()) {
    if (kw.name == "sinfo_args" || kw.name == "ty_args")
      read_sinfo_list(*kw.value, sinfo_args);
    else if (attrs.find(std::string(kw.name)))
      sink_.error(kw.loc, fmt::format("{}: argument '{}' given twice", written, kw.name));
    else
      attrs.entries.emplace_back(kw.name, read_attr_value(*kw.value));
  }
  if (failed()) return nullptr;
  return make_call(make_op("relax." + path, callee.loc), std::move(args), std::move(attrs),
                   std::move(sinfo_args), e.loc);
}

} // namespace rxv::sem::relax_reader
