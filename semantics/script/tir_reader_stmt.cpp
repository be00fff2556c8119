/// The TIR reader, statements: sequences and lets, buffer stores, loops, if, T.evaluate, and the
/// dispatch of declarations and `with` statements.
#include <fmt/format.h>

#include "semantics/script/tir_reader_internal.h"
#include "semantics/support/assert.h"

namespace rxv::sem::detail {

using py::PyExpr;
using py::PyExprKind;
using py::PyStmt;
using py::PyStmtKind;

namespace {

/// T functions that make TIR statements rxv does not model; named in the error.
constexpr const char* kUnsupportedConstructs[] = {
    "T.allocate",   "T.allocate_const", "T.decl_buffer", "T.launch_thread",
    "T.env_thread", "T.Buffer",         "T.buffer",      "T.buffer_decl",
    "T.let",        "T.LetStmt",        "T.attr",        "T.realize",
    "T.prefetch",   "T.Assert",         "T.handle",      "T.Ptr",
};

bool is_unsupported_construct(std::string_view name) {
  for (const char* c : kUnsupportedConstructs)
    if (name == c) return true;
  return false;
}

/// The callee's dotted name when `e` is a call, else empty.
std::string call_name(const PyExpr* e) {
  return e && e->kind == PyExprKind::kCall ? canonical_tir_name(dotted_name(*e->items[0])) : "";
}

/// `T.int64()` (no positional argument): a variable declaration, not a value.
bool is_var_decl(const PyExpr* e) {
  return e && e->kind == PyExprKind::kCall && e->items.size() == 1 &&
         dtype_of_name(dotted_name(*e->items[0]));
}

Stmt seq(std::vector<Stmt> stmts) {
  // An empty body is a no-op, written `T.evaluate(0)` as TVM does.
  if (stmts.empty()) {
    auto ev = std::make_shared<EvaluateStmt>();
    ev->value = make_int(0, DataType::Int(32));
    return ev;
  }
  if (stmts.size() == 1) return stmts[0];
  auto s = std::make_shared<SeqStmt>();
  s->loc = stmts[0]->loc;
  s->stmts = std::move(stmts);
  return s;
}

std::optional<PrimKind> aug_kind(std::string_view op) {
  if (op == "+=") return PrimKind::kAdd;
  if (op == "-=") return PrimKind::kSub;
  if (op == "*=") return PrimKind::kMul;
  if (op == "/=") return PrimKind::kDiv;
  if (op == "//=") return PrimKind::kFloorDiv;
  if (op == "%=") return PrimKind::kFloorMod;
  return std::nullopt;
}

} // namespace

TirReader::AssignKind TirReader::classify(const PyStmt& s) {
  if (!s.target || s.target->kind != PyExprKind::kName || !s.value) return AssignKind::kOther;
  if (s.kind == PyStmtKind::kAnnAssign) return AssignKind::kLet;
  if (s.kind != PyStmtKind::kAssign || is_var_decl(s.value)) return AssignKind::kOther;
  std::string name = call_name(s.value);
  if (name == "T.match_buffer" || name == "T.alloc_buffer" || name.starts_with("T.axis.") ||
      is_unsupported_construct(name))
    return AssignKind::kOther;
  return AssignKind::kLet;
}

Stmt TirReader::read_body(py::PyStmtList body, Context ctx) {
  size_t m = mark();
  // A let scopes over the statements after it: collect the segments between lets, then nest them
  // from the last one outward (a loop, not recursion, so long bodies cannot exhaust the stack).
  struct Pending {
    std::vector<Stmt> before;
    std::shared_ptr<LetStmt> let;
  };
  std::vector<Pending> pending;
  std::vector<Stmt> current;
  for (const auto& s : body) {
    if (failed()) break;
    if (classify(*s) == AssignKind::kLet) {
      auto let = read_let(*s);
      if (!let) break;
      pending.push_back({std::move(current), std::move(let)});
      current.clear();
      continue;
    }
    if (Stmt st = read_stmt(*s, ctx)) current.push_back(std::move(st));
  }
  pop_to(m);
  Stmt result = seq(std::move(current));
  for (auto it = pending.rbegin(); it != pending.rend(); ++it) {
    it->let->body = std::move(result);
    it->before.push_back(std::move(it->let));
    result = seq(std::move(it->before));
  }
  return result;
}

std::shared_ptr<LetStmt> TirReader::read_let(const PyStmt& s) {
  std::string_view name = s.target->str;
  PrimExpr value;
  if (s.kind == PyStmtKind::kAnnAssign) {
    // `x: T.float32 = v`, or TVM's spelling of a LetStmt's var, `x: T.let[T.float32] = v`.
    const PyExpr* ann = s.annotation;
    if (ann->kind == PyExprKind::kSubscript && ann->items.size() == 2 &&
        dotted_name(*ann->items[0]) == "T.let")
      ann = ann->items[1];
    auto dt = dtype_of_name(dotted_name(*ann));
    if (!dt) {
      error(s.annotation->loc,
            fmt::format("unsupported TIR construct: a let annotated {}", describe(*s.annotation)));
      return nullptr;
    }
    value = expr_as(*s.value, *dt);
    if (!value) return nullptr;
    if (value->dtype != *dt) {
      error(s.value->loc, fmt::format("cannot bind a {} value to '{}: T.{}'", value->dtype.str(),
                                      name, dt->str()));
      return nullptr;
    }
  } else {
    value = expr(*s.value);
    if (!value) return nullptr;
  }
  auto let = std::make_shared<LetStmt>();
  let->loc = s.loc;
  let->var = make_var(std::string(name), value->dtype, s.target->loc);
  let->value = std::move(value);
  bind_var(name, let->var);
  return let;
}

Stmt TirReader::read_stmt(const PyStmt& s, Context ctx) {
  switch (s.kind) {
  case PyStmtKind::kPass: return nullptr;
  case PyStmtKind::kExpr: return read_expr_stmt(s, ctx);
  case PyStmtKind::kAssign:
  case PyStmtKind::kAnnAssign: return read_assign(s, ctx);
  case PyStmtKind::kAugAssign:
    if (s.target->kind != PyExprKind::kSubscript) {
      error(s.loc, fmt::format("unsupported TIR construct: '{}' on a variable", s.op));
      return nullptr;
    }
    return read_store(s, *s.value, s.op);
  case PyStmtKind::kFor: return read_for(s);
  case PyStmtKind::kIf: return read_if(s);
  case PyStmtKind::kWith: return read_with(s, ctx);
  case PyStmtKind::kReturn: return read_return(s);
  case PyStmtKind::kFunctionDef:
    error(s.loc, "unsupported TIR construct: a nested function");
    return nullptr;
  case PyStmtKind::kClassDef: error(s.loc, "unsupported TIR construct: class"); return nullptr;
  case PyStmtKind::kImport: error(s.loc, "unsupported TIR construct: import"); return nullptr;
  }
  RXV_UNREACHABLE();
}

Stmt TirReader::read_return(const PyStmt& s) {
  DataType want = func_->ret_dtype;
  if (want.is_void()) {
    error(s.loc, "a PrimFunc returns a value only with a return annotation (`-> T.int64`)");
    return nullptr;
  }
  if (!s.value) {
    error(s.loc, fmt::format("this PrimFunc must return a {}", want.str()));
    return nullptr;
  }
  PrimExpr v = expr_as(*s.value, want);
  if (!v) return nullptr;
  if (v->dtype != want) {
    error(s.value->loc, fmt::format("this PrimFunc returns {}, got a value of dtype {}", want.str(),
                                    v->dtype.str()));
    return nullptr;
  }
  auto ev = std::make_shared<EvaluateStmt>();
  ev->loc = s.loc;
  ev->value = make_call("T.ret", want, {std::move(v)}, s.value->loc);
  return ev;
}

Stmt TirReader::read_expr_stmt(const PyStmt& s, Context ctx) {
  const PyExpr& v = *s.value;
  if (v.kind == PyExprKind::kString) return nullptr; // a docstring
  if (v.kind != PyExprKind::kCall) {
    error(v.loc, fmt::format("unsupported TIR construct: {}", describe(v)));
    return nullptr;
  }
  std::string name = canonical_tir_name(dotted_name(*v.items[0]));
  std::string written = describe(*v.items[0]);
  if (name == "T.evaluate") {
    if (!check_call(v, written, 1, 1, sink_)) return nullptr;
    PrimExpr x = expr(*v.items[1]);
    if (!x) return nullptr;
    auto ev = std::make_shared<EvaluateStmt>();
    ev->loc = s.loc;
    ev->value = std::move(x);
    return ev;
  }
  if (name == "T.assume") {
    // `T.assume(cond)`: a fact the simplifier may use (TVM's tir.assume, evaluated for no
    // value); a run does not check it, as TVM's code generators drop it.
    if (!check_call(v, written, 1, 1, sink_)) return nullptr;
    PrimExpr c = expr(*v.items[1]);
    if (!c) return nullptr;
    if (!c->dtype.is_bool()) {
      error(v.items[1]->loc,
            fmt::format("{} takes a bool condition, got {}", written, c->dtype.str()));
      return nullptr;
    }
    auto ev = std::make_shared<EvaluateStmt>();
    ev->loc = s.loc;
    ev->value = make_call("T.assume", DataType::Bool(), {std::move(c)}, v.loc);
    return ev;
  }
  if (name == "T.func_attr") {
    if (ctx.level != Level::kFunction)
      error(v.loc, "T.func_attr must be at function level");
    else
      read_func_attr(v);
    return nullptr;
  }
  if (name == "T.where" || name == "T.reads" || name == "T.writes" || name == "T.block_attr") {
    read_block_call(v, name, ctx);
    return nullptr;
  }
  error(v.loc, fmt::format("unsupported TIR construct: {}", written));
  return nullptr;
}

Stmt TirReader::read_assign(const PyStmt& s, Context ctx) {
  const PyExpr& target = *s.target;
  if (s.kind == PyStmtKind::kAnnAssign) {
    // With a value it was a let (classify); without, `n: T.int64` declares a variable (v0.26).
    auto dt = dtype_of_name(dotted_name(*s.annotation));
    if (target.kind != PyExprKind::kName || !dt) {
      error(s.loc, fmt::format("unsupported TIR construct: declaration {}: {}", describe(target),
                               describe(*s.annotation)));
      return nullptr;
    }
    bind_var(target.str, make_var(std::string(target.str), *dt, target.loc));
    return nullptr;
  }
  if (target.kind == PyExprKind::kSubscript) return read_store(s, *s.value, "");
  std::string name = call_name(s.value);
  if (target.kind == PyExprKind::kTuple) {
    if (name == "T.axis.remap") {
      read_axis_remap(s, *s.value, ctx);
      return nullptr;
    }
    // `m, n = T.int64(), T.int64()`: Python unpacks a tuple of variable declarations.
    const PyExpr& value = *s.value;
    bool decls = value.kind == PyExprKind::kTuple && value.items.size() == target.items.size();
    for (size_t i = 0; decls && i < target.items.size(); ++i)
      decls = target.items[i]->kind == PyExprKind::kName && is_var_decl(value.items[i]);
    if (!decls) {
      error(target.loc, "a tuple assignment is only supported for T.axis.remap and for "
                        "declarations (m, n = T.int64(), T.int64())");
      return nullptr;
    }
    for (size_t i = 0; i < target.items.size(); ++i)
      read_var_decl(*target.items[i], *value.items[i], *dtype_of_name(call_name(value.items[i])));
    return nullptr;
  }
  if (target.kind != PyExprKind::kName) {
    error(target.loc, fmt::format("unsupported assignment target: {}", describe(target)));
    return nullptr;
  }
  const PyExpr& call = *s.value;
  if (is_var_decl(&call))
    read_var_decl(target, call, *dtype_of_name(name));
  else if (name == "T.match_buffer")
    read_match_buffer(s, call, ctx);
  else if (name == "T.alloc_buffer")
    read_alloc_buffer(s, call, ctx);
  else if (name == "T.axis.remap")
    read_axis_remap(s, call, ctx);
  else if (name.starts_with("T.axis."))
    read_axis(s, call, ctx);
  else
    error(call.loc, fmt::format("unsupported TIR construct: {}", describe(*call.items[0])));
  return nullptr;
}

Stmt TirReader::read_store(const PyStmt& s, const PyExpr& value, std::string_view aug_op) {
  // The target reads as a load: the same buffer lookup, index count and index checks.
  PrimExpr load = expr(*s.target);
  if (!load) return nullptr;
  RXV_ASSERT(load->kind == PrimKind::kBufferLoad) << prim_kind_name(load->kind);
  const Buffer& buf = load->buffer;
  PrimExpr v = expr_as(value, buf->dtype);
  if (!v) return nullptr;
  if (v->dtype != buf->dtype) {
    error(value.loc, fmt::format("cannot store a {} value in buffer '{}' of dtype {}",
                                 v->dtype.str(), buf->name, buf->dtype.str()));
    return nullptr;
  }
  if (!aug_op.empty()) {
    auto kind = aug_kind(aug_op);
    if (!kind) {
      error(s.loc, fmt::format("unsupported TIR construct: '{}'", aug_op));
      return nullptr;
    }
    v = make_binary(*kind, load, v, s.loc);
  }
  auto store = std::make_shared<BufferStoreStmt>();
  store->loc = s.loc;
  store->buffer = buf;
  store->indices = load->operands;
  store->value = std::move(v);
  return store;
}

Stmt TirReader::read_for(const PyStmt& s) {
  const PyExpr& it = *s.value;
  if (it.kind != PyExprKind::kCall) {
    error(it.loc, fmt::format("unsupported TIR construct: a loop over {}", describe(it)));
    return nullptr;
  }
  std::string name = dotted_name(*it.items[0]);
  std::string written = describe(*it.items[0]);
  std::vector<const PyExpr*> args;
  for (size_t i = 1; i < it.items.size(); ++i) args.push_back(it.items[i]);
  std::vector<const PyExpr*> targets;
  if (s.target->kind == PyExprKind::kTuple) {
    for (const PyExpr* t : s.target->items) targets.push_back(t);
  } else {
    targets.push_back(s.target);
  }
  for (const PyExpr* t : targets) {
    if (t->kind != PyExprKind::kName) {
      error(t->loc, fmt::format("a loop variable must be a name, got {}", describe(*t)));
      return nullptr;
    }
  }

  // One loop per target: T.grid(a, b) nests, everything else is a single loop.
  struct Loop {
    PrimExpr min, extent;
  };
  std::vector<Loop> loops;
  ForStmt::Kind kind = ForStmt::Kind::kSerial;
  std::string thread;
  if (name == "T.grid") {
    if (!check_call(it, written, 0, args.size(), sink_)) return nullptr;
    // `T.grid(*A.shape)`: one extent per dimension of buffer A (Python's star expansion).
    std::vector<PrimExpr> starred;
    std::vector<const PyExpr*> expanded;
    for (const PyExpr* a : args) {
      if (a->kind != PyExprKind::kStarred) {
        expanded.push_back(a);
        continue;
      }
      const PyExpr* inner = a->items.empty() ? nullptr : a->items[0];
      Buffer buf;
      if (inner && inner->kind == PyExprKind::kAttribute && inner->str == "shape" &&
          inner->items[0]->kind == PyExprKind::kName)
        buf = lookup_buffer(inner->items[0]->str);
      if (!buf) {
        error(a->loc, fmt::format("{}: a starred argument must be a buffer's shape (*A.shape), "
                                  "got *{}",
                                  written, inner ? describe(*inner) : "?"));
        return nullptr;
      }
      for (const PrimExpr& d : buf->shape) {
        starred.push_back(d);
        expanded.push_back(a); // the location of each expanded extent
      }
    }
    size_t next_starred = 0;
    for (const PyExpr* a : expanded) {
      PrimExpr extent = a->kind == PyExprKind::kStarred ? starred[next_starred++] : expr(*a);
      if (!extent || !require_int(extent, a->loc, "a loop extent")) return nullptr;
      loops.push_back({make_int(0, extent->dtype, a->loc), extent});
    }
    if (loops.empty()) {
      error(it.loc, fmt::format("{} needs at least one extent", written));
      return nullptr;
    }
  } else {
    if (name == "range" || name == "T.serial")
      kind = ForStmt::Kind::kSerial;
    else if (name == "T.parallel")
      kind = ForStmt::Kind::kParallel;
    else if (name == "T.vectorized")
      kind = ForStmt::Kind::kVectorized;
    else if (name == "T.unroll")
      kind = ForStmt::Kind::kUnrolled;
    else if (name == "T.thread_binding")
      kind = ForStmt::Kind::kThreadBinding;
    else {
      error(it.loc, fmt::format("unsupported TIR construct: {}", written));
      return nullptr;
    }
    for (const auto& kw : it.keywords()) {
      if (kind != ForStmt::Kind::kThreadBinding || kw.name != "thread") {
        error(kw.loc, fmt::format("unsupported {} argument '{}'", written, kw.name));
        return nullptr;
      }
      args.push_back(kw.value);
    }
    // T.thread_binding's thread tag: `thread="threadIdx.x"` or a trailing positional string.
    if (kind == ForStmt::Kind::kThreadBinding) {
      if (args.empty() || args.back()->kind != PyExprKind::kString) {
        error(it.loc, fmt::format("{} needs thread=\"...\"", written));
        return nullptr;
      }
      thread = args.back()->str;
      args.pop_back();
    }
    if (args.empty() || args.size() > 2) {
      error(it.loc, fmt::format("{} takes 1 or 2 bounds, got {}", written, args.size()));
      return nullptr;
    }
    PrimExpr lo, hi;
    if (args.size() == 1) {
      hi = expr(*args[0]);
      if (!hi) return nullptr;
      lo = make_int(0, hi->dtype, args[0]->loc);
    } else if (!expr_pair(*args[0], *args[1], lo, hi)) {
      return nullptr;
    }
    if (!require_int(hi, args.back()->loc, "a loop bound")) return nullptr;
    loops.push_back({lo, extent_of(lo, hi, it.loc)});
  }
  // `for iters in T.grid(a, b)`: one name for all the loop variables, a Python list of them.
  std::string tuple_name;
  if (name == "T.grid" && targets.size() == 1 && loops.size() > 1 &&
      s.target->kind == PyExprKind::kName) {
    tuple_name = targets[0]->str;
    targets.assign(loops.size(), targets[0]);
  }
  if (targets.size() != loops.size()) {
    error(s.target->loc, fmt::format("{} makes {} loop{}, but {} variable{} given", written,
                                     loops.size(), loops.size() == 1 ? "" : "s", targets.size(),
                                     targets.size() == 1 ? " is" : "s are"));
    return nullptr;
  }

  size_t m = mark();
  std::vector<std::shared_ptr<ForStmt>> fors;
  for (size_t i = 0; i < loops.size(); ++i) {
    auto f = std::make_shared<ForStmt>();
    f->loc = s.loc;
    std::string var_name =
        tuple_name.empty() ? std::string(targets[i]->str) : fmt::format("{}_{}", tuple_name, i);
    f->loop_var = make_var(var_name, loops[i].extent->dtype, targets[i]->loc);
    f->min = loops[i].min;
    f->extent = loops[i].extent;
    f->for_kind = kind;
    f->thread_tag = thread;
    if (tuple_name.empty())
      bind_var(targets[i]->str, f->loop_var);
    else
      loop_tuples_[tuple_name].push_back(f->loop_var);
    loops_[f->loop_var.get()] = {f->min, f->extent};
    fors.push_back(std::move(f));
  }
  Stmt body = read_body(s.body, {Level::kNested});
  if (!tuple_name.empty()) loop_tuples_.erase(tuple_name);
  for (const auto& f : fors) loops_.erase(f->loop_var.get());
  pop_to(m);
  for (auto f = fors.rbegin(); f != fors.rend(); ++f) {
    (*f)->body = std::move(body);
    body = *f;
  }
  return body;
}

Stmt TirReader::read_if(const PyStmt& s) {
  PrimExpr cond = expr(*s.value);
  if (!cond) return nullptr;
  if (!cond->dtype.is_bool()) {
    error(s.value->loc, fmt::format("an if condition must be bool, got {}", cond->dtype.str()));
    return nullptr;
  }
  auto st = std::make_shared<IfThenElseStmt>();
  st->loc = s.loc;
  st->cond = std::move(cond);
  st->then_case = read_body(s.body, {Level::kNested});
  if (!s.orelse.empty()) st->else_case = read_body(s.orelse, {Level::kNested});
  return st;
}

Stmt TirReader::read_with(const PyStmt& s, Context ctx) {
  const PyExpr& v = *s.value;
  if (s.target) {
    error(s.target->loc, "unsupported TIR construct: with ... as");
    return nullptr;
  }
  std::string name = call_name(&v);
  if (name == "T.block" || name == "T.sblock") return read_block(s, v, ctx);
  if (name == "T.init") {
    read_init(s, ctx);
    return nullptr;
  }
  error(v.loc, fmt::format("unsupported TIR construct: {}",
                           v.kind == PyExprKind::kCall ? describe(*v.items[0]) : describe(v)));
  return nullptr;
}

} // namespace rxv::sem::detail
