/// The Relax reader, stage 2 of the TVMScript reader: the Python syntax tree (py_parser.h) into an
/// IRModule, following docs/tvmscript-dialect.md. This file: the file's top level, the
/// `@I.ir_module` class, and `@R.function` definitions with their signatures and attributes.
#include <algorithm>

#include <fmt/format.h>

#include "semantics/script/py_parser.h"
#include "semantics/script/reader.h"
#include "semantics/script/reader_syntax.h"
#include "semantics/script/relax_reader_impl.h"
#include "semantics/script/tir_reader.h"
#include "semantics/script/tir_reader_internal.h"

namespace rxv::sem {

namespace {

std::optional<IRModule> read_tree(std::optional<py::PyModule> file, size_t errors_before,
                                  DiagnosticSink& sink) {
  if (!file) return std::nullopt;
  relax_reader::Reader reader(sink);
  IRModule mod = reader.read_file(*file); // consumes the tree
  if (sink.num_errors() > errors_before) return std::nullopt;
  return mod;
}

} // namespace

std::optional<IRModule> read_module(std::string_view source, DiagnosticSink& sink) {
  size_t errors_before = sink.num_errors();
  return read_tree(py::parse_python(source, sink), errors_before, sink);
}

std::optional<IRModule> read_module_consuming(std::string&& source, DiagnosticSink& sink) {
  size_t errors_before = sink.num_errors();
  auto file = py::parse_python(source, sink);
  std::string().swap(source);
  return read_tree(std::move(file), errors_before, sink);
}

namespace relax_reader {

using py::PyExpr;
using py::PyExprKind;
using py::PyStmt;
using py::PyStmtKind;

namespace {

bool is_docstring(const PyStmt& s) {
  return s.kind == PyStmtKind::kExpr && s.value && s.value->kind == PyExprKind::kString;
}

/// The single decorator's dotted name ("R.function", "T.prim_func", "I.ir_module"), or "" when
/// there is none; "?" when there are several.
std::string decorator_name(const PyStmt& s) {
  if (s.decorators.empty()) return "";
  if (s.decorators.size() > 1) return "?";
  std::string name = head_name(*s.decorators[0]);
  // `@tvm.script.ir_module` is TVM's other spelling of `@I.ir_module` (its tests use both).
  if (name == "tvm.script.ir_module" || name == "tvm.script.ir.ir_module") return "I.ir_module";
  return name;
}

struct FunctionOptions {
  bool is_private = false;
  bool is_pure = true;
};

/// `@R.function`, `@R.function()`, `@R.function(private=True, pure=False)`.
FunctionOptions read_function_options(const PyStmt& def, DiagnosticSink& sink) {
  FunctionOptions opts;
  const PyExpr& dec = *def.decorators[0];
  if (dec.kind != PyExprKind::kCall) return opts;
  if (dec.items.size() > 1) {
    sink.error(dec.items[1]->loc, "R.function takes no positional arguments");
    return opts;
  }
  BoundArgs args = bind_args(dec, "R.function", {"pure", "private", "check_well_formed"}, sink);
  const char* names[] = {"pure", "private", "check_well_formed"};
  for (size_t i = 0; i < 3; ++i) {
    const PyExpr* v = args[i];
    if (!v) continue;
    if (v->kind != PyExprKind::kBool) {
      sink.error(v->loc, fmt::format("R.function: '{}' must be True or False", names[i]));
      continue;
    }
    if (i == 0) opts.is_pure = v->int_value != 0;
    if (i == 1) opts.is_private = v->int_value != 0;
    // check_well_formed only tells TVM whether to check; rxv always checks separately.
  }
  return opts;
}

} // namespace

Reader::Reader(DiagnosticSink& sink) : sink_(sink), errors_at_start_(sink.num_errors()) {
  prim_scope_.lookup_var = [this](const std::string& name) {
    PrimExpr v = lookup_shape(name);
    if (v) note_prim_use(name, v);
    return v;
  };
  string_scope_.lookup_var = [this](const std::string& name) {
    // In a signature, a name not declared yet is new: no forward declaration applies.
    PrimExpr v = in_signature_ ? scopes_.lookup_shape(name) : lookup_shape(name);
    if (!v) {
      v = make_var(name, DataType::Int(64), string_loc_);
      if (scopes_.in_function()) {
        if (in_signature_) scopes_.function().signature_shape_vars.emplace(name, v);
        scopes_.bind_shape_in_function(name, v);
      }
    }
    note_prim_use(name, v);
    return v;
  };
}

void Reader::note_prim_use(std::string_view name, const PrimExpr& var) {
  for (PendingName& p : pending_names_) {
    if (p.matched || *p.name != name) continue;
    p.matched = true;
    record_use(var.get(), p.loc);
    return;
  }
}

namespace {

void collect_names(const PyExpr& e, std::vector<Reader::PendingName>& out) {
  if (e.kind == PyExprKind::kName) out.push_back({&e.str, e.loc, false});
  for (const auto& item : e.items)
    if (item) collect_names(*item, out);
  for (const auto& kw : e.keywords())
    if (kw.value) collect_names(*kw.value, out);
}

} // namespace

PrimExpr Reader::read_prim(const PyExpr& e, const PrimScope& scope,
                           std::optional<DataType> literal_dtype) {
  pending_names_.clear();
  collect_names(e, pending_names_);
  PrimExpr v = literal_dtype ? detail::read_prim_expr_as(e, scope, *literal_dtype, sink_)
                             : read_prim_expr(e, scope, sink_);
  pending_names_.clear();
  return v;
}

IRModule Reader::read_file(py::PyModule& file) {
  IRModule mod;
  use_locs_ = &mod.use_locs;
  arena_ = file.arena.get();
  read_top_level(file, mod);
  arena_ = nullptr;
  use_locs_ = nullptr;
  // Uses are recorded in reading order, which is source order but for rare cases; the checker
  // searches them by position.
  mod.use_locs.finish();
  return mod;
}

void Reader::release_read(const PyStmt& parent, py::PyStmtList body, size_t n,
                          uint32_t& release_end) {
  // Blocks strictly between the first statement's and the next statement's hold nothing else:
  // the parser fills blocks in source order, and a body's list of statements is allocated after
  // its last one. A whole block is ~500 bindings, so this does real work once per block.
  if (!arena_ || n == 0 || n >= body.size() || body[n]->arena_block <= release_end) return;
  release_end = body[n]->arena_block;
  arena_->release(body[0]->arena_block + 1, release_end);
  released_[&parent] = n;
}

py::PyStmtList Reader::unreleased(const PyStmt& parent) const {
  auto it = released_.find(&parent);
  return it == released_.end() ? parent.body : parent.body.subspan(it->second);
}

void Reader::read_top_level(const py::PyModule& file, IRModule& mod) {
  const PyStmt* target = nullptr;
  for (const auto& sp : file.body) {
    const PyStmt& s = *sp;
    if (s.kind == PyStmtKind::kImport || is_docstring(s)) continue;
    if (read_type_var_declaration(s, type_vars_, sink_)) continue;
    std::string dec = decorator_name(s);
    bool is_module = s.kind == PyStmtKind::kClassDef && dec == "I.ir_module";
    bool is_function = s.kind == PyStmtKind::kFunctionDef && dec == "R.function";
    if (is_module || is_function) {
      if (target) {
        sink_.error(s.loc, "a file holds one @I.ir_module class or one @R.function; this is a "
                           "second one");
        continue;
      }
      target = &s;
    } else if (s.kind == PyStmtKind::kClassDef) {
      sink_.error(s.loc, fmt::format("class '{}' needs the @I.ir_module decorator", s.name));
    } else if (s.kind == PyStmtKind::kFunctionDef && dec == "T.prim_func") {
      sink_.error(s.loc, "a lone @T.prim_func is not supported: put it in an @I.ir_module class");
    } else if (s.kind == PyStmtKind::kFunctionDef) {
      sink_.error(s.loc, fmt::format("function '{}' needs the @R.function decorator", s.name));
    } else {
      sink_.error(s.loc, "expected an @I.ir_module class or an @R.function at top level");
    }
  }
  if (!target) {
    if (sink_.num_errors() == errors_at_start_)
      sink_.error({1, 1}, "no @I.ir_module class or @R.function found");
    return;
  }
  if (target->kind == PyStmtKind::kClassDef) {
    read_class(*target, mod);
    return;
  }
  // A lone function: its own name refers to it (a recursive call), as in a module.
  mod.lone_function = true;
  const std::string* global = &*module_functions_.emplace(target->name).first;
  scopes_.bind_relax(target->name, RelaxName{RelaxName::Kind::kGlobal, nullptr, global});
  if (Function f = read_function(*target, /*module_level=*/true))
    mod.functions.push_back(GlobalFunc{std::string(target->name), f, nullptr, target->loc});
}

void Reader::read_class(const PyStmt& cls, IRModule& mod) {
  const PyExpr& dec = *cls.decorators[0];
  if (dec.kind == PyExprKind::kCall) {
    if (dec.items.size() > 1) sink_.error(dec.items[1]->loc, "I.ir_module takes no arguments");
    // s_tir=True (TVM >= 0.25) only selects the TIR dialect of the module's PrimFuncs.
    bind_args(dec, "I.ir_module", {"check_well_formed", "s_tir"}, sink_);
  }
  mod.name = cls.name;
  class_name_ = cls.name;
  scopes_.bind_relax(cls.name, RelaxName{RelaxName::Kind::kModule, nullptr, nullptr});

  // Functions may refer to each other in any order: declare every name first.
  std::unordered_set<const PyStmt*> duplicates;
  for (const auto& sp : cls.body) {
    if (sp->kind != PyStmtKind::kFunctionDef) continue;
    auto [it, inserted] = module_functions_.emplace(sp->name);
    if (!inserted) {
      sink_.error(sp->loc, fmt::format("duplicate function '{}'", sp->name));
      duplicates.insert(sp);
      continue;
    }
    scopes_.bind_relax(sp->name, RelaxName{RelaxName::Kind::kGlobal, nullptr, &*it});
  }

  for (const auto& sp : cls.body) {
    const PyStmt& s = *sp;
    if (s.kind == PyStmtKind::kFunctionDef) {
      if (duplicates.count(&s)) continue;
      std::string dec_name = decorator_name(s);
      reported_undefined_.clear();
      if (dec_name == "R.function") {
        if (Function f = read_function(s, /*module_level=*/true))
          mod.functions.push_back(GlobalFunc{std::string(s.name), f, nullptr, s.loc});
      } else if (dec_name == "T.prim_func") {
        if (PrimFunc f = read_prim_func(s, sink_, type_vars_))
          mod.functions.push_back(GlobalFunc{std::string(s.name), nullptr, f, s.loc});
      } else {
        sink_.error(s.loc, fmt::format("function '{}' needs @R.function or @T.prim_func", s.name));
      }
      continue;
    }
    if (s.kind == PyStmtKind::kPass || is_docstring(s)) continue;
    if (s.kind == PyStmtKind::kExpr && s.value) {
      const PyExpr& e = *s.value;
      bool attrs = is_call_to(&e, "I.module_attrs");
      bool infos = is_call_to(&e, "I.module_global_infos");
      if (attrs || infos) {
        const char* what = attrs ? "I.module_attrs" : "I.module_global_infos";
        if (e.items.size() != 2 || !e.keywords().empty()) {
          sink_.error(e.loc, fmt::format("{} takes one dict argument", what));
          continue;
        }
        read_attr_dict(*e.items[1], what, attrs ? mod.attrs : mod.global_infos);
        if (infos) global_infos_ = &mod.global_infos;
        continue;
      }
    }
    sink_.error(s.loc, "unexpected statement in an @I.ir_module class: expected @R.function, "
                       "@T.prim_func, I.module_attrs or I.module_global_infos");
  }
}

Function Reader::read_function(const PyStmt& def, bool module_level) {
  FunctionOptions opts = read_function_options(def, sink_);
  auto fn = std::make_shared<FunctionNode>();
  fn->loc = def.loc;
  fn->is_pure = opts.is_pure;

  // A nested function starts outside any dataflow block and has its own R.func_attr.
  bool saved_dataflow = in_dataflow_;
  bool saved_misplaced_return = misplaced_return_;
  Attrs* saved_attrs = func_attrs_;
  in_dataflow_ = false;
  misplaced_return_ = false;
  func_attrs_ = &fn->attrs;
  scopes_.push_function();
  scopes_.function().def = &def;
  // TVM >= 0.27: module-level TypeVars the signature mentions are this function's shape
  // variables, unless an enclosing function defines them.
  for (const std::string& name : signature_type_vars(def, type_vars_)) {
    if (scopes_.lookup_shape(name)) continue;
    PrimExpr v = make_var(name, DataType::Int(64), def.loc);
    scopes_.function().signature_shape_vars.emplace(name, v);
    scopes_.bind_shape_in_function(name, v);
  }

  // TVM >= 0.27: Relax and TIR variables are one kind, so a parameter annotated `T.int64` is
  // itself a shape variable of the signature and body (LambdaLift passes a captured shape
  // variable so: `n0_1: T.int64`, then `R.Tensor((n0_1,))`): R.Prim(value=n0_1), the variable
  // defined by the parameter's value, like TVM's parser (collect_symbolic_var_from_params).
  // A parameter never used so keeps the plain R.Prim("int64") (the same values; TVM 0.27 parses
  // rxv's print of that, not of R.Prim(value=...)).
  std::unordered_map<std::string_view, PrimExpr> prim_params;
  for (const auto& p : def.params) {
    if (!p.annotation || detail::dotted_name(*p.annotation) != "T.int64" ||
        !mentions_as_shape_var(def, p.name))
      continue;
    PrimExpr v = make_var(std::string(p.name), DataType::Int(64), p.loc);
    prim_params.emplace(p.name, v);
    scopes_.function().signature_shape_vars.emplace(p.name, v);
    scopes_.bind_shape_in_function(p.name, v);
  }

  in_signature_ = true;
  bool ok = true;
  for (const auto& p : def.params) {
    if (p.default_value) {
      sink_.error(p.default_value->loc,
                  fmt::format("parameter '{}': default values are not supported", p.name));
      ok = false;
    }
    StructInfo sinfo;
    if (!p.annotation) {
      sink_.error(p.loc, fmt::format("parameter '{}' needs a StructInfo annotation", p.name));
      ok = false;
    } else if (auto it = prim_params.find(p.name); it != prim_params.end()) {
      sinfo = make_prim_sinfo(DataType::Int(64), it->second, p.annotation->loc);
    } else if (!(sinfo = read_sinfo(*p.annotation))) {
      ok = false;
    }
    if (scopes_.find_relax_innermost(p.name)) {
      sink_.error(p.loc, fmt::format("duplicate parameter '{}'", p.name));
      ok = false;
    }
    Var v = make_relax_var(std::string(p.name), sinfo, /*dataflow=*/false, p.loc);
    scopes_.bind_var(p.name, v);
    fn->params.push_back(v);
  }
  if (def.returns && !(fn->ret_sinfo = read_sinfo(*def.returns))) ok = false;
  in_signature_ = false;

  size_t first = !def.body.empty() && is_docstring(*def.body[0]) ? 1 : 0;
  fn->body = read_function_body(def, first);

  scopes_.pop_function();
  in_dataflow_ = saved_dataflow;
  misplaced_return_ = saved_misplaced_return;
  func_attrs_ = saved_attrs;

  // global_symbol: a public module-level function is externally visible under its own name,
  // unless R.func_attr says otherwise. Kept first, so the printer's omission of the default
  // reads back to the same attribute order.
  if (module_level && !opts.is_private) {
    const AttrValue* gs = fn->attrs.find("global_symbol");
    if (!gs || (gs->kind == AttrValue::Kind::kString && gs->str == def.name)) {
      fn->attrs.erase("global_symbol");
      fn->attrs.entries.insert(fn->attrs.entries.begin(),
                               {"global_symbol", AttrValue::String(std::string(def.name))});
    }
  }
  if (!ok || !fn->body) return nullptr;
  return fn;
}

} // namespace relax_reader
} // namespace rxv::sem
