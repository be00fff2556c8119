/// The Relax reader: function bodies. Statements become bindings; consecutive ordinary statements
/// form one BindingBlock and each `with R.dataflow():` one DataflowBlock; a function body and each
/// If branch is a SeqExpr of those blocks and its result (docs/tvmscript-dialect.md, "Bindings and
/// blocks").
#include <fmt/format.h>

#include "semantics/script/reader_syntax.h"
#include "semantics/script/relax_reader_impl.h"
#include "semantics/script/tir_reader_internal.h"

namespace rxv::sem::relax_reader {

using py::PyExpr;
using py::PyExprKind;
using py::PyStmt;
using py::PyStmtKind;

namespace {

/// `n = T.int64()`, `n = T.int32(is_size_var=True)`, `n: T.int64`: the declared dtype.
std::optional<DataType> shape_declaration(const PyStmt& s) {
  if (!s.target || s.target->kind != PyExprKind::kName) return std::nullopt;
  if (s.kind == PyStmtKind::kAssign && s.value && s.value->kind == PyExprKind::kCall &&
      s.value->items.size() == 1)
    return detail::dtype_of_name(detail::dotted_name(*s.value->items[0]));
  if (s.kind == PyStmtKind::kAnnAssign && !s.value && s.annotation &&
      s.annotation->kind != PyExprKind::kCall)
    return detail::dtype_of_name(detail::dotted_name(*s.annotation));
  return std::nullopt;
}

/// One name of `a, b = T.int64(), T.int64(15)`: a shape variable declared with its dtype, or
/// (with a literal) a Python name for that constant.
struct ShapeDeclaration {
  DataType dtype;
  std::optional<int64_t> literal;
};

/// The names of `a, b = T.int64(), T.int32()` (names unpacking a tuple of shape declarations or
/// integer constants, of the same length), or nullopt.
std::optional<std::vector<ShapeDeclaration>> shape_declarations(const PyExpr& target,
                                                                const PyExpr* value) {
  if (!value || (value->kind != PyExprKind::kTuple && value->kind != PyExprKind::kList) ||
      value->items.size() != target.items.size())
    return std::nullopt;
  std::vector<ShapeDeclaration> out;
  bool declares = false;
  for (size_t i = 0; i < target.items.size(); ++i) {
    const PyExpr* item = value->items[i];
    // I.meta_var(T.int64(16)) / T.meta_var(...): the parser's "evaluate as a value" wrapper.
    if (item->kind == PyExprKind::kCall && item->items.size() == 2 && item->keywords().empty() &&
        (is_call_to(item, "I.meta_var") || is_call_to(item, "T.meta_var")))
      item = item->items[1];
    const PyExpr& v = *item;
    if (target.items[i]->kind != PyExprKind::kName || v.kind != PyExprKind::kCall ||
        v.items.size() > 2 || !v.keywords().empty())
      return std::nullopt;
    auto dt = detail::dtype_of_name(detail::dotted_name(*v.items[0]));
    if (!dt) return std::nullopt;
    if (v.items.size() == 2 && (!dt->is_integral() || v.items[1]->kind != PyExprKind::kInt))
      return std::nullopt;
    declares = declares || v.items.size() == 1;
    out.push_back({*dt, v.items.size() == 2 ? std::optional(v.items[1]->int_value) : std::nullopt});
  }
  if (!declares) return std::nullopt; // all constants: a tuple of values, read as such
  return out;
}

bool is_output_stmt(const PyStmt& s) {
  return s.kind == PyStmtKind::kExpr && is_call_to(s.value, "R.output");
}

std::shared_ptr<SeqExprNode> make_seq(std::vector<BindingBlock> blocks, Expr body, SourceLoc loc) {
  auto seq = std::make_shared<SeqExprNode>();
  seq->blocks = std::move(blocks);
  seq->body = std::move(body);
  seq->loc = loc;
  return seq;
}

} // namespace

const std::string_view* Reader::bound_name(const PyStmt& s) const {
  switch (s.kind) {
  case PyStmtKind::kAssign:
  case PyStmtKind::kAnnAssign:
    if (!s.target || s.target->kind != PyExprKind::kName || !s.value || shape_declaration(s) ||
        is_type_var_declaration(s))
      return nullptr;
    if (s.value->kind == PyExprKind::kName && s.value->str == class_name_) return nullptr;
    return &s.target->str;
  case PyStmtKind::kFunctionDef: return &s.name;
  case PyStmtKind::kIf: return s.body.empty() ? nullptr : bound_name(*s.body.back());
  default: return nullptr;
  }
}

void Reader::mark_outputs(py::PyStmtList body, FunctionFrame& frame) {
  if (body.empty() || !is_output_stmt(*body.back())) return;
  const PyExpr& call = *body.back()->value;
  // name -> its last binding: a statement, and the name's node when it unpacks (`a, b = t`).
  std::unordered_map<std::string_view, std::pair<const PyStmt*, const PyExpr*>> last_binding;
  for (size_t i = 1; i < call.items.size(); ++i)
    if (call.items[i]->kind == PyExprKind::kName)
      last_binding.emplace(call.items[i]->str, std::pair<const PyStmt*, const PyExpr*>{});
  // From the end, so that the first binding found of a name is its last, and the scan stops once
  // every listed name has one: outputs are usually bound just before R.output, and a forward
  // scan of a 10^5-binding block is one more pass over a syntax tree that no longer fits in the
  // caches (issue 19, item 1).
  size_t missing = last_binding.size();
  auto found = [&](std::string_view name, const PyStmt& s, const PyExpr* item) {
    auto it = last_binding.find(name);
    if (it == last_binding.end() || it->second.first) return;
    it->second = {&s, item};
    --missing;
  };
  for (size_t i = body.size() - 1; i-- > 0 && missing > 0;) {
    const PyStmt& s = *body[i];
    if (s.kind == PyStmtKind::kAssign && s.target &&
        (s.target->kind == PyExprKind::kTuple || s.target->kind == PyExprKind::kList)) {
      // The last item of a name wins within one target, as it did in source order.
      for (size_t k = s.target->items.size(); k-- > 0;) {
        const PyExpr* item = s.target->items[k];
        if (item->kind == PyExprKind::kName) found(item->str, s, item);
      }
      continue;
    }
    if (const std::string_view* name = bound_name(s)) found(*name, s, nullptr);
  }
  for (const auto& [name, site] : last_binding) {
    if (site.second)
      frame.output_targets.insert(site.second);
    else if (site.first)
      frame.output_bindings.insert(site.first);
  }
}

const RelaxName* Reader::lookup_relax(std::string_view name) {
  const RelaxName* r = scopes_.lookup_relax(name);
  // A module-level name may still be shadowed by a local binding later in the function.
  if (r && r->kind == RelaxName::Kind::kVar) return r;
  return prescan_pending() ? scopes_.lookup_relax(name) : r;
}

PrimExpr Reader::lookup_shape(std::string_view name) {
  if (PrimExpr v = scopes_.lookup_shape(name)) return v;
  return prescan_pending() ? scopes_.lookup_shape(name) : nullptr;
}

bool Reader::prescan_pending() {
  bool any = false;
  // Outermost first: a function's forward sites rank below those of the functions it encloses.
  auto& frames = scopes_.functions();
  for (size_t i = 0; i < frames.size(); ++i) {
    if (frames[i].prescanned || !frames[i].def) continue;
    frames[i].prescanned = true;
    prescan(unreleased(*frames[i].def), /*dataflow=*/false, /*branch=*/false, frames[i]);
    any = true;
  }
  return any;
}

void Reader::prescan(py::PyStmtList stmts, bool dataflow, bool branch, FunctionFrame& frame) {
  for (size_t i = 0; i < stmts.size(); ++i) {
    const PyStmt& s = *stmts[i];
    // A branch's last statement binds the If's variable, not one of its own.
    bool branch_end = branch && i + 1 == stmts.size();
    if (auto dt = shape_declaration(s)) {
      std::string_view name = s.target->str;
      if (!branch_end && !frame.signature_shape_vars.count(std::string(name)))
        scopes_.add_shape_forward(name, ForwardSite{&s, s.target->loc, false, *dt, {}, {}},
                                  frame.id);
      continue;
    }
    if (s.kind == PyStmtKind::kWith) {
      // A block whose first statements were released is being read or was read: its outputs are
      // marked already.
      py::PyStmtList rest = unreleased(s);
      if (rest.size() == s.body.size()) mark_outputs(s.body, frame);
      prescan(rest, /*dataflow=*/true, /*branch=*/false, frame);
      continue;
    }
    if (s.kind == PyStmtKind::kIf) {
      // Branches are read outside the dataflow block's var kind (see read_if).
      prescan(s.body, false, true, frame);
      prescan(s.orelse, false, true, frame);
    }
    const std::string_view* name = bound_name(s);
    if (!name || branch_end) continue;
    SourceLoc loc = s.target ? s.target->loc : s.loc;
    bool df = dataflow && !frame.output_bindings.count(&s);
    scopes_.add_relax_forward(*name, ForwardSite{&s, loc, df, {}, {}, {}}, frame.id);
  }
}

Var Reader::new_binding_var(const PyStmt& s, std::string_view name, SourceLoc loc,
                            StructInfo sinfo) {
  FunctionFrame& frame = scopes_.function();
  std::shared_ptr<VarNode> v;
  if (!frame.precreated_vars.empty()) {
    if (auto it = frame.precreated_vars.find(&s); it != frame.precreated_vars.end()) v = it->second;
  }
  if (!v) v = std::make_shared<VarNode>(in_dataflow_ && !frame.output_bindings.count(&s));
  v->name = name;
  v->sinfo = std::move(sinfo);
  v->loc = loc;
  return v;
}

void Reader::declare_shape(const PyStmt& s, std::string_view name, DataType dtype) {
  if (s.kind == PyStmtKind::kAssign) {
    for (const auto& kw : s.value->keywords())
      if (kw.name != "is_size_var")
        sink_.error(kw.loc, fmt::format("{}(): unknown keyword '{}'",
                                        detail::dotted_name(*s.value->items[0]), kw.name));
  }
  FunctionFrame& frame = scopes_.function();
  PrimExpr v;
  if (auto it = frame.signature_shape_vars.find(std::string(name));
      it != frame.signature_shape_vars.end()) {
    v = it->second;
    if (v->dtype != dtype)
      sink_.error(s.loc, fmt::format("shape variable '{}' is {} in the signature, declared {} here",
                                     name, v->dtype.str(), dtype.str()));
  } else if (auto pre = frame.precreated_shape_vars.find(&s);
             pre != frame.precreated_shape_vars.end()) {
    v = pre->second;
  } else {
    v = make_var(std::string(name), dtype, s.target->loc);
  }
  scopes_.bind_shape(name, v);
}

Expr Reader::read_function_body(const PyStmt& def, size_t first) {
  const auto& stmts = def.body;
  size_t ret = stmts.size();
  for (size_t i = first; i < stmts.size(); ++i) {
    if (stmts[i]->kind == PyStmtKind::kReturn) {
      ret = i;
      break;
    }
  }
  if (ret + 1 < stmts.size())
    sink_.error(stmts[ret + 1]->loc, "unreachable statement after return");
  std::vector<BindingBlock> blocks;
  const SourceLoc seq_loc = first < stmts.size() ? stmts[first]->loc : def.loc;
  read_stmts(stmts, first, ret, blocks, BodyKind::kFunction, &def);
  Expr result;
  if (ret == stmts.size() && misplaced_return_) {
    // Already reported where the return is.
  } else if (ret == stmts.size()) {
    SourceLoc at = stmts.empty() ? def.loc : stmts.back()->loc;
    sink_.error(at, fmt::format("function '{}' must end with a return statement", def.name));
  } else if (!stmts[ret]->value) {
    sink_.error(stmts[ret]->loc, "return needs a value");
  } else {
    result = read_expr(*stmts[ret]->value);
  }
  if (!result) return nullptr;
  return make_seq(std::move(blocks), std::move(result), seq_loc);
}

void Reader::reserve_for(size_t statements) {
  // Most statements bind one new name used a few times: growing the tables once, up front, saves
  // rehashing them as they grow. Only for a large step, so that growth stays geometric.
  scopes_.reserve(statements);
  if (use_locs_) use_locs_->reserve(3 * statements);
}

void Reader::prefetch_ahead(py::PyStmtList stmts, size_t i, size_t end) {
  // Two steps, each far enough ahead for a memory access to finish while the statements in
  // between are read. The parser allocates in source order (a statement's target, the statement,
  // then the rest of it), so statement j's syntax lies between its target (just before stmts[j])
  // and statement j + 1's: that range is prefetched 2 * kAhead on; kAhead on, with the statement
  // loaded, the name-index slot of the name it binds.
  constexpr size_t kAhead = 8;
  constexpr uintptr_t kLine = 64, kBefore = 2 * kLine, kMaxBytes = 4096;
  if (i + 2 * kAhead + 1 < end) {
    auto from = reinterpret_cast<uintptr_t>(stmts[i + 2 * kAhead]) - kBefore;
    auto to = reinterpret_cast<uintptr_t>(stmts[i + 2 * kAhead + 1]) - kBefore;
    if (to <= from || to - from > kMaxBytes) to = from + 4 * kLine; // another arena block
    for (uintptr_t at = from; at < to; at += kLine)
      __builtin_prefetch(reinterpret_cast<const void*>(at));
  }
  if (i + kAhead >= end) return;
  const PyStmt& s = *stmts[i + kAhead];
  if ((s.kind == PyStmtKind::kAssign || s.kind == PyStmtKind::kAnnAssign) && s.target &&
      s.target->kind == PyExprKind::kName)
    scopes_.prefetch(s.target->str);
}

void Reader::read_stmts(py::PyStmtList stmts, size_t first, size_t end,
                        std::vector<BindingBlock>& blocks, BodyKind kind, const PyStmt* parent) {
  if (kind == BodyKind::kFunction) reserve_for(end - first);
  uint32_t release_end = 0;
  for (size_t i = first; i < end; ++i) {
    if (parent && i > first) release_read(*parent, stmts, i, release_end);
    prefetch_ahead(stmts, i, end);
    const PyStmt& s = *stmts[i];
    if (s.kind == PyStmtKind::kWith) {
      read_dataflow_block(s, blocks);
      continue;
    }
    auto b = read_stmt(s, kind);
    if (!b && unpacked_.empty()) continue;
    if (blocks.empty() || blocks.back().is_dataflow) {
      blocks.emplace_back();
      blocks.back().loc = s.loc;
    }
    if (b) blocks.back().bindings.push_back(std::move(*b));
    for (Binding& u : unpacked_) blocks.back().bindings.push_back(std::move(u));
    unpacked_.clear();
  }
}

std::optional<Binding> Reader::read_stmt(const PyStmt& s, BodyKind kind) {
  switch (s.kind) {
  case PyStmtKind::kPass: return std::nullopt;
  case PyStmtKind::kExpr: return read_expr_stmt(s, kind);
  case PyStmtKind::kAssign:
  case PyStmtKind::kAnnAssign: return read_assign(s);
  case PyStmtKind::kFunctionDef: return read_nested_function(s);
  case PyStmtKind::kIf: {
    BranchEnd end;
    Expr value = read_if(s, end);
    if (end.name.empty()) return std::nullopt;
    Var v = new_binding_var(s, end.name, end.name_loc, end.sinfo);
    scopes_.bind_var(end.name, v);
    if (!value) return std::nullopt;
    return Binding{v, value, false, nullptr, s.loc};
  }
  case PyStmtKind::kReturn:
    misplaced_return_ = true;
    sink_.error(s.loc, kind == BodyKind::kDataflow
                           ? "return is not allowed inside a dataflow block"
                           : "return inside an if branch is not supported: end both branches "
                             "by binding the same variable");
    return std::nullopt;
  case PyStmtKind::kWith:
    sink_.error(s.loc, "a dataflow block cannot contain another with block");
    return std::nullopt;
  case PyStmtKind::kFor:
    sink_.error(s.loc, "for loops are not supported in Relax functions");
    return std::nullopt;
  case PyStmtKind::kAugAssign:
    sink_.error(s.loc,
                fmt::format("augmented assignment '{}' is not TVMScript: bind a new name", s.op));
    return std::nullopt;
  case PyStmtKind::kClassDef:
    sink_.error(s.loc, "a class definition is only allowed at top level");
    return std::nullopt;
  case PyStmtKind::kImport:
    sink_.error(s.loc, "import statements are only allowed at top level");
    return std::nullopt;
  }
  return std::nullopt;
}

std::optional<Binding> Reader::read_assign(const PyStmt& s) {
  const PyExpr& target = *s.target;
  if (target.kind == PyExprKind::kTuple || target.kind == PyExprKind::kList) {
    // `m, n = T.int64(), T.int64()`: Python unpacks the tuple, so each name declares a shape
    // variable (TVM's tests write it so).
    // A constant among them (`C = T.int64(15)`) is a Python name for it, as in TVM's parser.
    if (auto decls = shape_declarations(target, s.value)) {
      for (size_t i = 0; i < decls->size(); ++i) {
        const ShapeDeclaration& d = (*decls)[i];
        if (d.literal)
          scopes_.bind_shape(target.items[i]->str, make_int(*d.literal, d.dtype, s.value->loc));
        else
          declare_shape(s, target.items[i]->str, d.dtype);
      }
      return std::nullopt;
    }
    read_unpack(s);
    return std::nullopt;
  }
  if (target.kind != PyExprKind::kName) {
    sink_.error(target.loc, fmt::format("cannot bind to {}: a binding target is a name",
                                        detail::describe(target)));
    return std::nullopt;
  }
  std::string_view name = target.str;
  // Before a closure whose signature has a new shape variable (TVM >= 0.27).
  if (read_type_var_declaration(s, type_vars_, sink_)) return std::nullopt;
  if (auto dt = shape_declaration(s)) {
    declare_shape(s, name, *dt);
    return std::nullopt;
  }
  if (!s.value) {
    sink_.error(s.loc, fmt::format("annotated name '{}' needs a value", name));
    return std::nullopt;
  }
  const PyExpr& value = *s.value;
  if (s.kind == PyStmtKind::kAssign && value.kind == PyExprKind::kName) {
    // `cls = Module` names the module; `cls.f` is then a GlobalVar.
    const RelaxName* rn = lookup_relax(value.str);
    if (rn && rn->kind == RelaxName::Kind::kModule) {
      scopes_.bind_relax(name, *rn);
      return std::nullopt;
    }
  }
  bool ok = true;
  StructInfo sinfo;
  if (s.annotation) ok = (sinfo = read_sinfo(*s.annotation)) != nullptr;
  Expr rhs;
  StructInfo match_sinfo;
  bool is_match_cast = is_call_to(&value, "R.match_cast");
  if (is_match_cast) {
    ok = read_match_cast(value, rhs, match_sinfo) && ok;
  } else {
    rhs = read_expr(value);
    ok = rhs && ok;
  }
  Var v = new_binding_var(s, name, target.loc, sinfo);
  scopes_.bind_var(name, v);
  if (auto* call = as<CallNode>(rhs); call && !sinfo && call->sinfo_args.size() == 1 &&
                                      call->sinfo_args[0] && !as<TupleSInfo>(call->sinfo_args[0]))
    if (auto* op = as<OpNode>(call->op);
        op && (op->name.starts_with("relax.call_tir") || op->name == "relax.call_dps_packed"))
      dps_tensor_vars_.id(v.get());
  // So are a match_cast to a tensor and an alias of a known tensor (`gv5 = gv2`).
  if (is_match_cast && as<TensorSInfo>(match_sinfo)) dps_tensor_vars_.id(v.get());
  if (auto* alias = as<VarNode>(rhs); alias && !sinfo &&
                                      (dps_tensor_vars_.find(alias) != PointerIds::kNone ||
                                       (alias->sinfo && as<TensorSInfo>(alias->sinfo))))
    dps_tensor_vars_.id(v.get());
  if (!ok) return std::nullopt;
  return Binding{v, rhs, is_match_cast, match_sinfo, s.loc};
}

std::optional<Binding> Reader::read_expr_stmt(const PyStmt& s, BodyKind kind) {
  const PyExpr& e = *s.value;
  if (is_call_to(&e, "R.func_attr")) {
    if (kind != BodyKind::kFunction) {
      sink_.error(e.loc, "R.func_attr is only allowed directly in a function body");
    } else if (e.items.size() != 2 || !e.keywords().empty()) {
      sink_.error(e.loc, "R.func_attr takes one dict argument");
    } else {
      read_attr_dict(*e.items[1], "R.func_attr", *func_attrs_);
    }
    return std::nullopt;
  }
  if (is_call_to(&e, "R.output")) {
    sink_.error(e.loc, "R.output is only allowed as the last statement of a dataflow block");
    return std::nullopt;
  }
  Expr rhs;
  StructInfo match_sinfo;
  bool is_match_cast = is_call_to(&e, "R.match_cast");
  bool ok = is_match_cast ? read_match_cast(e, rhs, match_sinfo) : (rhs = read_expr(e)) != nullptr;
  Var v = new_binding_var(s, "_", s.loc, nullptr);
  scopes_.bind_var("_", v);
  if (!ok) return std::nullopt;
  return Binding{v, rhs, is_match_cast, match_sinfo, s.loc};
}

std::optional<Binding> Reader::read_nested_function(const PyStmt& s) {
  std::string dec = s.decorators.size() == 1 ? head_name(*s.decorators[0]) : "";
  if (dec != "R.function") {
    sink_.error(s.loc,
                dec == "T.prim_func"
                    ? "a @T.prim_func is only allowed at module level"
                    : fmt::format("nested function '{}' needs the @R.function decorator", s.name));
    return std::nullopt;
  }
  Var v = new_binding_var(s, s.name, s.loc, nullptr);
  scopes_.bind_var(s.name, v); // before the body: a local function may call itself
  Function f = read_function(s, /*module_level=*/false);
  if (!f) return std::nullopt;
  return Binding{v, f, false, nullptr, s.loc};
}

void Reader::read_dataflow_block(const PyStmt& with, std::vector<BindingBlock>& blocks) {
  const PyExpr* head = with.value;
  if (!is_call_to(head, "R.dataflow") || head->items.size() != 1 || !head->keywords().empty() ||
      with.target) {
    sink_.error(head ? head->loc : with.loc,
                fmt::format("expected `with R.dataflow():`, got `with {}:`",
                            head ? py_text(*head) : std::string("?")));
    return;
  }
  mark_outputs(with.body, scopes_.function());
  reserve_for(with.body.size());
  size_t idx = blocks.size();
  blocks.emplace_back();
  blocks[idx].is_dataflow = true;
  blocks[idx].loc = with.loc;
  blocks[idx].bindings.reserve(with.body.size());
  bool saved_dataflow = in_dataflow_;
  in_dataflow_ = true;
  scopes_.push();

  const auto& body = with.body;
  uint32_t release_end = 0;
  bool has_output = !body.empty() && is_output_stmt(*body.back());
  size_t end = has_output ? body.size() - 1 : body.size();
  for (size_t i = 0; i < end; ++i) {
    prefetch_ahead(body, i, end);
    const PyStmt& s = *body[i];
    if (is_output_stmt(s)) {
      sink_.error(s.loc, "R.output must be the last statement of a dataflow block");
      continue;
    }
    if (auto b = read_stmt(s, BodyKind::kDataflow)) blocks[idx].bindings.push_back(std::move(*b));
    for (Binding& u : unpacked_) blocks[idx].bindings.push_back(std::move(u));
    unpacked_.clear();
    release_read(with, body, i + 1, release_end);
  }

  std::vector<std::pair<std::string, Var>> outputs;
  if (has_output) {
    const PyExpr& call = *body.back()->value;
    for (const auto& kw : call.keywords())
      sink_.error(kw.loc, "R.output takes variable names, not keywords");
    for (size_t i = 1; i < call.items.size(); ++i) {
      const PyExpr& arg = *call.items[i];
      if (arg.kind != PyExprKind::kName) {
        sink_.error(arg.loc,
                    fmt::format("R.output takes variable names, got {}", detail::describe(arg)));
        continue;
      }
      const RelaxName* rn = scopes_.find_relax_innermost(arg.str);
      if (!rn || rn->kind != RelaxName::Kind::kVar) {
        sink_.error(arg.loc,
                    fmt::format("R.output: '{}' is not bound in this dataflow block", arg.str));
        continue;
      }
      outputs.emplace_back(arg.str, rn->var);
    }
  }
  scopes_.pop();
  in_dataflow_ = saved_dataflow;
  for (const auto& [name, var] : outputs) scopes_.bind_var(name, var);
}

Expr Reader::read_if(const PyStmt& s, BranchEnd& end) {
  if (s.orelse.empty()) {
    sink_.error(s.loc, "an if statement needs an else branch: both branches must bind the same "
                       "variable");
    if (const std::string_view* name = bound_name(s)) end.name = *name;
    end.name_loc = s.loc;
    return nullptr;
  }
  Expr cond = read_expr(*s.value);
  // Branches are SeqExprs of their own: their bindings are ordinary Vars even when the If sits in
  // a dataflow block (which WF-7 rejects anyway).
  bool saved_dataflow = in_dataflow_;
  in_dataflow_ = false;
  BranchEnd then_end = read_branch(s.body);
  BranchEnd else_end = read_branch(s.orelse);
  in_dataflow_ = saved_dataflow;

  const BranchEnd& named = then_end.name.empty() ? else_end : then_end;
  end.name = named.name;
  end.name_loc = named.name_loc;
  end.sinfo = then_end.sinfo ? then_end.sinfo : else_end.sinfo;
  end.last_loc = s.loc;
  bool ok = cond && then_end.value && else_end.value;
  if (!then_end.name.empty() && !else_end.name.empty() && then_end.name != else_end.name) {
    sink_.error(else_end.last_loc,
                fmt::format("if branches must end by binding the same variable ('{}' and '{}')",
                            then_end.name, else_end.name));
    ok = false;
  }
  if (!ok) return nullptr;
  auto node = std::make_shared<IfNode>();
  node->cond = std::move(cond);
  node->true_branch = std::move(then_end.value);
  node->false_branch = std::move(else_end.value);
  node->loc = s.loc;
  return node;
}

BranchEnd Reader::read_branch(py::PyStmtList stmts) {
  BranchEnd r;
  if (stmts.empty()) return r;
  scopes_.push();
  std::vector<BindingBlock> blocks;
  read_stmts(stmts, 0, stmts.size() - 1, blocks, BodyKind::kBranch);
  const PyStmt& last = *stmts.back();
  r.last_loc = last.loc;
  Expr value;
  const std::string_view* name = bound_name(last);
  if (last.kind == PyStmtKind::kWith || last.kind == PyStmtKind::kExpr ||
      (name && is_call_to(last.value, "R.match_cast"))) {
    // TVM's parser (GetSeqExprForBranch) ends a branch at its last binding, wherever it is: an
    // output of a closing dataflow block, a match_cast, or an expression statement (bound to
    // `_`). The branch's value is its variable.
    const size_t errors_before = error_mark();
    read_stmts(stmts, stmts.size() - 1, stmts.size(), blocks, BodyKind::kBranch);
    const Binding* b =
        blocks.empty() || blocks.back().bindings.empty() ? nullptr : &blocks.back().bindings.back();
    if (!b || !b->var) {
      if (error_mark() == errors_before)
        sink_.error(last.loc, "if branches must end by binding a variable");
    } else if (b->var->is_dataflow()) {
      sink_.error(b->loc, fmt::format("the last binding of an if branch, '{}', must be an output "
                                      "of its dataflow block (R.output)",
                                      b->var->name));
    } else {
      r.name = b->var->name;
      r.name_loc = b->var->loc;
      value = b->var;
    }
  } else if (!name) {
    if (last.kind == PyStmtKind::kReturn) misplaced_return_ = true;
    sink_.error(last.loc, last.kind == PyStmtKind::kReturn
                              ? "return inside an if branch is not supported: end both branches "
                                "by binding the same variable"
                              : "if branches must end by binding the same variable");
  } else if (last.kind == PyStmtKind::kIf) {
    BranchEnd inner;
    value = read_if(last, inner);
    r.name = inner.name;
    r.name_loc = inner.name_loc;
    r.sinfo = inner.sinfo;
  } else if (last.kind == PyStmtKind::kFunctionDef) {
    r.name = last.name;
    r.name_loc = last.loc;
    if (last.decorators.size() == 1 && head_name(*last.decorators[0]) == "R.function")
      value = read_function(last, false);
    else
      sink_.error(last.loc,
                  fmt::format("nested function '{}' needs the @R.function decorator", last.name));
  } else {
    r.name = *name;
    r.name_loc = last.target->loc;
    if (last.annotation) r.sinfo = read_sinfo(*last.annotation);
    value = read_expr(*last.value);
  }
  scopes_.pop();
  if (value) r.value = make_seq(std::move(blocks), std::move(value), stmts.front()->loc);
  return r;
}

} // namespace rxv::sem::relax_reader
