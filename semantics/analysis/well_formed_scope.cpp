// The checker's walk over Relax functions and the scoping of Relax variables (WF-1, 2, 3, 11), with
// the criteria checked at expressions as they are met: control flow and recursion inside
// DataflowBlocks (WF-7), Ops only as callees (WF-9), force_pure (WF-21), op normalization (WF-23),
// GlobalVars defined (WF-X-global).
#include <fmt/format.h>

#include "semantics/analysis/well_formed_internal.h"
#include "semantics/support/assert.h"

namespace rxv::sem::wf {
namespace {

bool truthy(const AttrValue& v) {
  switch (v.kind) {
  case AttrValue::Kind::kBool: return v.bool_value;
  case AttrValue::Kind::kInt: return v.int_value != 0;
  case AttrValue::Kind::kPrimExpr: return is_int_imm(v.prim) && v.prim->int_value != 0;
  default: return false;
  }
}

std::string at(SourceLoc l) { return l.known() ? fmt::format(" at {}:{}", l.line, l.col) : ""; }

} // namespace

std::string Checker::where() const {
  if (fn_stack_.empty()) return fmt::format("'{}'", global_);
  const FunctionInfo* fi = facts_.info(fn_stack_.back());
  return fmt::format("'{}'", fi ? fi->name : global_);
}

void Checker::push_frame() {
  frames_.push_back(Frame{var_log_.size(), df_log_.size(), shape_log_.size()});
}

void Checker::pop_frame() {
  RXV_ASSERT(!frames_.empty()) << "unbalanced scope frames";
  Frame f = frames_.back();
  frames_.pop_back();
  auto unwind_vars = [&](std::vector<uint32_t>& log, size_t mark) {
    while (log.size() > mark) {
      VarState& st = var_state_[log.back()];
      log.pop_back();
      if (st.live > 0 && --st.live == 0) st.retired = true;
    }
  };
  unwind_vars(var_log_, f.vars);
  unwind_vars(df_log_, f.dfs);
  while (shape_log_.size() > f.shapes) {
    auto it = live_shapes_.find(shape_log_.back());
    shape_log_.pop_back();
    if (it != live_shapes_.end() && --it->second <= 0) live_shapes_.erase(it);
  }
}

void Checker::visit_global(const GlobalFunc& gf) {
  global_ = gf.name;
  visit_function(*gf.relax, pick_loc({gf.relax->loc, gf.loc}), 0);
}

void Checker::visit_function(const FunctionNode& fn, SourceLoc loc, int depth) {
  if (too_deep(depth, loc)) return;
  const int saved_open = open_dataflow_;
  const bool saved_inner = innermost_dataflow_;
  open_dataflow_ = 0; // a function's body runs when called, not inside the block defining it
  innermost_dataflow_ = false;
  fn_stack_.push_back(&fn);
  push_frame();

  if (const AttrValue* fp = fn.attrs.find("relax.force_pure"); fp && truthy(*fp) && !fn.is_pure)
    report("WF-21", loc,
           fmt::format("function {} has attribute relax.force_pure but is declared impure "
                       "(pure=False); force_pure requires is_pure",
                       where()));
  for (size_t i = 0; i < fn.params.size(); ++i) {
    if (!fn.params[i]) {
      report("WF-X-null", loc, fmt::format("parameter {} of function {} is missing", i, where()));
      continue;
    }
    bind_var(fn.params[i], pick_loc({fn.params[i]->loc, loc}), /*is_param=*/true);
  }
  bind_signature(fn, loc, depth + 1);
  visit_expr(fn.body, loc, "function body", depth + 1);

  pop_frame();
  fn_stack_.pop_back();
  open_dataflow_ = saved_open;
  innermost_dataflow_ = saved_inner;
}

void Checker::visit_expr(const Expr& e, SourceLoc ctx, std::string_view what, int depth,
                         bool callee) {
  if (!e) {
    report("WF-X-null", ctx, fmt::format("{} is missing (in function {})", what, where()));
    return;
  }
  if (too_deep(depth, ctx)) return;
  const SourceLoc loc = pick_loc({e->loc, ctx});
  switch (e->kind) {
  case ExprKind::kConstant:
    check_dtype(static_cast<const ConstantNode&>(*e).data.dtype, loc, "Constant",
                /*allow_void=*/false);
    return;
  case ExprKind::kTuple:
    for (const auto& f : static_cast<const TupleNode&>(*e).fields)
      visit_expr(f, loc, "tuple field", depth + 1);
    return;
  case ExprKind::kVar:
  case ExprKind::kDataflowVar:
    // A Var node is shared by its binding and all uses, so its own location is the binding's;
    // the use is located by the expression around it.
    use_var(static_cast<const VarNode&>(*e), ctx);
    return;
  case ExprKind::kGlobalVar: {
    const auto& gv = static_cast<const GlobalVarNode&>(*e);
    if (!functions_.find(gv.name))
      report("WF-X-global", loc,
             fmt::format("GlobalVar '{}' does not name a function of the module", gv.name));
    return;
  }
  case ExprKind::kShapeExpr:
    for (const auto& v : static_cast<const ShapeExprNode&>(*e).values) {
      if (!v) {
        report("WF-X-null", loc, "a ShapeExpr dimension is missing");
        continue;
      }
      check_shape_uses(v, Site::kExpr, SInfoKind::kTensor, loc, depth + 1);
    }
    return;
  case ExprKind::kPrimValue:
    check_prim_value(static_cast<const PrimValueNode&>(*e), loc, depth + 1);
    return;
  case ExprKind::kFunction:
    visit_function(static_cast<const FunctionNode&>(*e), loc, depth + 1);
    return;
  case ExprKind::kOp:
    if (!callee)
      report("WF-9", loc,
             fmt::format("Op '{}' is used as a value; an Op may appear only as the callee of "
                         "a Call",
                         static_cast<const OpNode&>(*e).name));
    return;
  case ExprKind::kCall: visit_call(static_cast<const CallNode&>(*e), loc, depth + 1); return;
  case ExprKind::kIf: {
    const auto& n = static_cast<const IfNode&>(*e);
    if (open_dataflow_ > 0)
      report("WF-7", loc,
             fmt::format("If inside a DataflowBlock (in function {}); dataflow blocks must be "
                         "free of control flow",
                         where()));
    visit_expr(n.cond, loc, "If condition", depth + 1);
    visit_expr(n.true_branch, loc, "If true branch", depth + 1);
    visit_expr(n.false_branch, loc, "If false branch", depth + 1);
    return;
  }
  case ExprKind::kTupleGetItem:
    visit_expr(static_cast<const TupleGetItemNode&>(*e).tuple, loc, "TupleGetItem tuple",
               depth + 1);
    return;
  case ExprKind::kSeqExpr: visit_seq(static_cast<const SeqExprNode&>(*e), depth + 1); return;
  case ExprKind::kStringImm:
  case ExprKind::kDataTypeImm:
  case ExprKind::kExternFunc: return;
  }
}

void Checker::visit_seq(const SeqExprNode& seq, int depth) {
  if (too_deep(depth, seq.loc)) return;
  push_frame();
  // The body (`return x`, or a branch's last statement) comes after every binding.
  SourceLoc body_ctx = seq.loc;
  for (const auto& block : seq.blocks) {
    visit_block(block, depth + 1);
    if (!block.bindings.empty()) body_ctx = pick_loc({block.bindings.back().loc, body_ctx});
  }
  visit_expr(seq.body, body_ctx, "SeqExpr body", depth + 1);
  pop_frame();
}

void Checker::visit_block(const BindingBlock& block, int depth) {
  const bool saved_inner = innermost_dataflow_;
  const size_t df_mark = df_log_.size();
  innermost_dataflow_ = block.is_dataflow;
  open_blocks_.insert(&block);
  if (block.is_dataflow) ++open_dataflow_;
  for (const auto& b : block.bindings) visit_binding(b, depth + 1);
  if (block.is_dataflow) --open_dataflow_;
  open_blocks_.erase(&block);
  innermost_dataflow_ = saved_inner;
  // DataflowVars leave scope with their block.
  frames_.push_back(Frame{var_log_.size(), df_mark, shape_log_.size()});
  pop_frame();
}

void Checker::visit_binding(const Binding& b, int depth) {
  const SourceLoc loc = pick_loc({b.loc, b.var ? b.var->loc : SourceLoc{}});
  if (too_deep(depth, loc)) return;
  const VarNode* self = b.var.get();
  const bool is_function = b.value && b.value->kind == ExprKind::kFunction && !b.is_match_cast;
  if (!b.is_match_cast && !self) {
    report("WF-X-null", loc, "a VarBinding has no variable");
    visit_expr(b.value, loc, "binding value", depth + 1);
    return;
  }
  // visit_expr names the value only when it is missing: the name is formatted only then.
  const std::string what =
      !b.value ? self ? fmt::format("value of the binding of '{}'", self->name) : "MatchCast value"
               : "";

  if (is_function) {
    // A local function may call itself: its Var is in scope in its own body.
    if (self->sinfo) check_annotation(self->sinfo, Site::kVarAnnotation, loc, depth + 1);
    bind_var(b.var, loc, false);
    visit_expr(b.value, loc, what, depth + 1);
    return;
  }
  VarState* st = self ? &state(self) : nullptr;
  const bool marked = st && !st->in_progress;
  if (marked) st->in_progress = true;
  visit_expr(b.value, loc, what, depth + 1);
  // (`st` may dangle: the walk may have given new variables ids.)
  if (marked) state(self).in_progress = false;

  if (b.is_match_cast) {
    if (!b.match_sinfo) {
      report("WF-X-null", loc, "a MatchCast has no StructInfo to match");
    } else {
      bind_match_cast(b.match_sinfo, loc);
      check_annotation(b.match_sinfo, Site::kMatchCast, loc, depth + 1);
    }
  }
  if (self && self->sinfo) check_annotation(self->sinfo, Site::kVarAnnotation, loc, depth + 1);
  if (self) bind_var(b.var, loc, false);
}

void Checker::visit_call(const CallNode& call, SourceLoc loc, int depth) {
  if (too_deep(depth, loc)) return;
  visit_expr(call.op, loc, "callee", depth + 1, /*callee=*/true);
  for (const auto& a : call.args) visit_expr(a, loc, "call argument", depth + 1);
  for (const auto& s : call.sinfo_args) {
    if (!s) {
      report("WF-X-null", loc, "a call's sinfo_args entry is missing");
      continue;
    }
    check_annotation(s, Site::kSinfoArg, loc, depth + 1);
  }
  for (const auto& [key, v] : call.attrs.entries) visit_attr(v, loc, depth + 1);

  // A recursive call inside a DataflowBlock breaks the spec's rule only: TVM's checker accepts it
  // and its ConvertToDataflow moves such calls into blocks (docs/spec-deviations.md, WF-7).
  if (opts_.spec_rules && open_dataflow_ > 0 && !fn_stack_.empty()) {
    const FunctionNode* current = fn_stack_.back();
    if (const FunctionNode* target = facts_.resolve(call.op);
        target && facts_.recursive_together(current, target)) {
      const FunctionInfo* ti = facts_.info(target);
      std::string name = ti ? ti->name : "?";
      report("WF-7", loc,
             target == current
                 ? fmt::format("recursive call to {} inside a DataflowBlock", where())
                 : fmt::format("call to '{}', which is mutually recursive with {}, inside a "
                               "DataflowBlock",
                               name, where()));
    }
  }
  if (const auto* op = as<OpNode>(call.op)) {
    check_op_normalization(call, op->name, loc);
    if (op->name == "relax.force_pure" && !fn_stack_.empty() && !fn_stack_.back()->is_pure)
      report("WF-21", loc,
             fmt::format("relax.force_pure is called in {}, which is declared impure", where()));
  }
}

void Checker::visit_attr(const AttrValue& v, SourceLoc ctx, int depth) {
  if (too_deep(depth, ctx)) return;
  switch (v.kind) {
  case AttrValue::Kind::kExpr: visit_expr(v.expr, ctx, "attribute value", depth + 1); return;
  case AttrValue::Kind::kStructInfo:
    if (v.sinfo) check_annotation(v.sinfo, Site::kSinfoArg, ctx, depth + 1);
    return;
  case AttrValue::Kind::kList:
    for (const auto& item : v.items) visit_attr(item, ctx, depth + 1);
    return;
  case AttrValue::Kind::kDict:
    for (const auto& [k, item] : v.entries) visit_attr(item, ctx, depth + 1);
    return;
  default: return;
  }
}

void Checker::check_op_normalization(const CallNode& call, const std::string& op, SourceLoc loc) {
  // call_tir's custom normalization (TVM's FNormalize) makes the argument tuple an in-line Tuple;
  // a call that normalization would still change is ill-formed (WF-23).
  if (op != "relax.call_tir" && op != "relax.call_tir_inplace" && op != "relax.call_tir_with_grad")
    return;
  const std::string name = op.substr(op.find('.') + 1);
  if (call.args.size() != 2 && call.args.size() != 3) {
    report("WF-23", loc,
           fmt::format("R.{} takes (callee, argument tuple[, TIR shape arguments]) but is given "
                       "{} arguments",
                       name, call.args.size()));
    return;
  }
  if (call.args[0] && !as<GlobalVarNode>(call.args[0]))
    report("WF-23", loc,
           fmt::format("the callee of R.{} must be a GlobalVar naming a PrimFunc, not a {}", name,
                       expr_kind_name(call.args[0]->kind)));
  if (call.args[1] && !as<TupleNode>(call.args[1]))
    report("WF-23", loc,
           fmt::format("the arguments of R.{} must be an in-line tuple `(a, b, ...)`, not a {}; "
                       "normalization would rewrite the call",
                       name, expr_kind_name(call.args[1]->kind)));
}

void Checker::bind_var(const Var& v, SourceLoc loc, bool is_param) {
  const VarNode* p = v.get();
  if (!p) return;
  const FunctionNode* fn = fn_stack_.empty() ? nullptr : fn_stack_.back();
  const uint32_t id = facts_.var_ids.id(p);
  VarState& st = state(p);
  if (++st.bind_count > 1) {
    if (is_param && st.param_of && st.param_of != fn) {
      const FunctionInfo* other = facts_.info(st.param_of);
      report("WF-X-shared-param", loc,
             fmt::format("parameter '{}' of function {} is also a parameter of function '{}'; a "
                         "Var belongs to one function",
                         p->name, where(), other ? other->name : "?"));
    } else {
      const BindingSite* site = facts_.site(p);
      report("WF-2", loc,
             fmt::format("'{}' is bound more than once{}", p->name,
                         site && site->loc.known()
                             ? fmt::format(" (first bound at {}:{})", site->loc.line, site->loc.col)
                             : ""));
    }
  }
  if (is_param && !st.param_of) st.param_of = fn;
  if (p->is_dataflow() && is_param)
    report("WF-1", loc,
           fmt::format("DataflowVar '{}' is a parameter of function {}; DataflowVars can be "
                       "bound only in DataflowBlocks",
                       p->name, where()));
  else if (p->is_dataflow() && !innermost_dataflow_)
    report("WF-1", loc, fmt::format("DataflowVar '{}' is bound outside a DataflowBlock", p->name));

  if (st.live++ == 0) st.fn_depth = int(fn_stack_.size());
  st.retired = false;
  const bool block_scoped = p->is_dataflow() && innermost_dataflow_ && !is_param;
  (block_scoped ? df_log_ : var_log_).push_back(id);
}

void Checker::use_var(const VarNode& v, SourceLoc ctx) {
  // The use's own position is looked up only for a report (most uses are fine).
  auto loc = [&] { return use_site(&v, ctx); };
  const VarState& st = state(&v);
  if (st.live > 0) {
    if (v.is_dataflow() && st.fn_depth < int(fn_stack_.size()))
      report("WF-11", loc(),
             fmt::format("function {} is defined inside a DataflowBlock and uses DataflowVar '{}' "
                         "of the enclosing scope; closures cannot capture DataflowVars",
                         where(), v.name));
    return;
  }
  if (st.in_progress) {
    report("WF-2", loc(),
           fmt::format("'{}' is used in its own binding; only a Function may refer to the "
                       "variable it is bound to",
                       v.name));
    return;
  }
  const BindingSite* site = facts_.site(&v);
  if (!site) {
    report("WF-2", loc(),
           fmt::format("'{}' is used but never bound (it is neither a parameter nor the "
                       "left-hand side of a binding)",
                       v.name));
    return;
  }
  const BindingSite& s = *site;
  if (v.is_dataflow() && !s.is_param && !open_blocks_.count(s.block)) {
    report("WF-1", loc(),
           fmt::format("DataflowVar '{}' is used outside the DataflowBlock that binds it{}", v.name,
                       at(s.loc)));
  } else if (s.function != global_) {
    report("WF-3", loc(),
           fmt::format("'{}' is bound in function '{}'{} and is not in scope here", v.name,
                       s.function, at(s.loc)));
  } else if (st.retired) {
    report("WF-3", loc(),
           fmt::format("'{}' is used outside the scope of its binding{}", v.name, at(s.loc)));
  } else {
    report("WF-3", loc(), fmt::format("'{}' is used before its binding{}", v.name, at(s.loc)));
  }
}

} // namespace rxv::sem::wf
