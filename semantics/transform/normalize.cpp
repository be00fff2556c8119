/// Normalization (normalize.h), following the spec's "general approach": one walk per Relax
/// function that re-emits every binding, in order, into the blocks of the SeqExpr being rebuilt.
///
/// - `body` opens a scope (a Function body or an If branch) and returns a SeqExpr whose body is
///   a leaf: it walks the blocks of the old SeqExpr (if any), then normalizes its body as an
///   argument.
/// - `rhs` normalizes the right-hand side of a binding: its subexpressions become leaves. A nested
///   SeqExpr is flattened: its blocks are walked in the current scope and its body takes its place.
/// - `argument` normalizes a subexpression and, unless the result is a leaf, binds it to a fresh
///   variable.
/// - `emit` appends a binding to the last block of the scope when that block has the kind of the
///   block the binding comes from, and otherwise opens a new block. This consolidates blocks
///   (NF-4), drops empty ones (they receive nothing), and keeps ordinary bindings out of
///   DataflowBlocks.
///
/// Evaluation order is kept because subexpressions are visited in the order the spec evaluates
/// them (callee, then arguments left to right; a SeqExpr's bindings before its body) and each
/// one's bindings are emitted before the binding that uses it.
#include "semantics/transform/normalize.h"

#include <cstdint>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

namespace rxv::sem {
namespace {

/// Expressions nested deeper than this are left as they are (and then fail the normal-form
/// check), so that pathological in-memory IR cannot overflow the stack, even in a sanitizer build.
/// The same limit as the well-formedness checker's; the reader stops well before it.
constexpr int kMaxNesting = 1500;

/// Leaves that are not Tuples. A null expression (never built by the reader) is left alone.
bool is_atom(const Expr& e) {
  if (!e) return true;
  switch (e->kind) {
  case ExprKind::kVar:
  case ExprKind::kDataflowVar:
  case ExprKind::kGlobalVar:
  case ExprKind::kConstant:
  case ExprKind::kShapeExpr:
  case ExprKind::kPrimValue:
  case ExprKind::kStringImm:
  case ExprKind::kDataTypeImm:
  case ExprKind::kExternFunc:
  case ExprKind::kOp: return true;
  default: return false;
  }
}

bool mentions_dataflow_var(const Expr& e) {
  if (!e) return false;
  if (e->kind == ExprKind::kDataflowVar) return true;
  if (const auto* t = as<TupleNode>(e)) {
    for (const Expr& f : t->fields)
      if (mentions_dataflow_var(f)) return true;
  }
  return false;
}

/// The ops whose custom normalization rule requires an in-line argument Tuple (spec item 5).
bool needs_inline_arg_tuple(const Expr& op) {
  const auto* o = as<OpNode>(op);
  return o && (o->name == "relax.call_tir" || o->name == "relax.call_tir_inplace" ||
               o->name == "relax.call_tir_with_grad");
}

/// Same blocks, same bindings (by node identity): then the old SeqExpr can be kept.
bool same_blocks(const std::vector<BindingBlock>& a, const std::vector<BindingBlock>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    if (a[i].is_dataflow != b[i].is_dataflow || a[i].bindings.size() != b[i].bindings.size())
      return false;
    for (size_t j = 0; j < a[i].bindings.size(); ++j) {
      const Binding& x = a[i].bindings[j];
      const Binding& y = b[i].bindings[j];
      if (x.var != y.var || x.value != y.value || x.is_match_cast != y.is_match_cast ||
          x.match_sinfo != y.match_sinfo)
        return false;
    }
  }
  return true;
}

/// Names already used by the function's variables, so that fresh ones print as chosen.
class NameSupply {
public:
  void collect(const Expr& e, int depth = 0) {
    if (!e || depth >= kMaxNesting) return;
    ++depth;
    switch (e->kind) {
    case ExprKind::kVar:
    case ExprKind::kDataflowVar: used_.insert(static_cast<const VarNode&>(*e).name); return;
    case ExprKind::kTuple:
      for (const Expr& f : static_cast<const TupleNode&>(*e).fields) collect(f, depth);
      return;
    case ExprKind::kFunction: {
      const auto& fn = static_cast<const FunctionNode&>(*e);
      for (const Var& p : fn.params)
        if (p) used_.insert(p->name);
      collect(fn.body, depth);
      return;
    }
    case ExprKind::kCall: {
      const auto& c = static_cast<const CallNode&>(*e);
      collect(c.op, depth);
      for (const Expr& a : c.args) collect(a, depth);
      return;
    }
    case ExprKind::kIf: {
      const auto& i = static_cast<const IfNode&>(*e);
      collect(i.cond, depth);
      collect(i.true_branch, depth);
      collect(i.false_branch, depth);
      return;
    }
    case ExprKind::kTupleGetItem:
      collect(static_cast<const TupleGetItemNode&>(*e).tuple, depth);
      return;
    case ExprKind::kSeqExpr: {
      const auto& s = static_cast<const SeqExprNode&>(*e);
      for (const BindingBlock& b : s.blocks) {
        for (const Binding& bd : b.bindings) {
          if (bd.var) used_.insert(bd.var->name);
          collect(bd.value, depth);
        }
      }
      collect(s.body, depth);
      return;
    }
    default: return;
    }
  }

  /// `base`, `base1`, `base2`, ...: the first not yet used.
  std::string fresh(const std::string& base) {
    int& next = next_[base];
    for (;;) {
      std::string name = next == 0 ? base : base + std::to_string(next);
      ++next;
      if (used_.insert(name).second) return name;
    }
  }

private:
  std::unordered_set<std::string> used_;
  std::unordered_map<std::string, int> next_;
};

class Normalizer {
public:
  explicit Normalizer(const Function& fn) { names_.collect(fn); }

  Function function(const Function& fn) {
    Expr b = body(fn->body);
    if (b == fn->body) return fn;
    auto n = std::make_shared<FunctionNode>(*fn);
    n->body = std::move(b);
    return n;
  }

private:
  /// The blocks of the SeqExpr being built. `last_serial` identifies its last block (serials are
  /// unique over the whole walk), so that a DataflowVar's scope can be told apart.
  struct Scope {
    std::vector<BindingBlock> blocks;
    uint64_t last_serial = 0;
  };
  /// What a VarBinding emitted so far bound, and in which block (for the call_tir rule).
  struct Bound {
    Expr value;
    uint64_t serial = 0;
  };

  Expr body(const Expr& e);
  void block(const BindingBlock& b);
  void binding(const Binding& b);
  Expr rhs(const Expr& e);
  Expr rhs_node(const Expr& e);
  Expr argument(const Expr& e);
  Expr call(const Expr& e);
  Expr inline_arg_tuple(const Expr& arg, SourceLoc loc);
  void emit(Binding b);
  Var bind_fresh(Expr value, SourceLoc loc);

  NameSupply names_;
  Scope* scope_ = nullptr;
  bool dataflow_ = false; ///< kind of the block the bindings being emitted come from
  SourceLoc block_loc_;   ///< location for a block that emit() has to open
  uint64_t next_serial_ = 0;
  int depth_ = 0; ///< expressions being normalized, nested
  std::unordered_map<const VarNode*, Bound> bound_;
};

Expr Normalizer::body(const Expr& e) {
  if (!e) return e;
  Scope scope;
  Scope* saved_scope = scope_;
  bool saved_dataflow = dataflow_;
  SourceLoc saved_loc = block_loc_;
  scope_ = &scope;
  dataflow_ = false;
  block_loc_ = e->loc;

  const auto* seq = as<SeqExprNode>(e);
  Expr result;
  if (seq) {
    for (const BindingBlock& b : seq->blocks) block(b);
    result = argument(seq->body);
  } else {
    result = argument(e);
  }

  scope_ = saved_scope;
  dataflow_ = saved_dataflow;
  block_loc_ = saved_loc;
  if (seq && result == seq->body && same_blocks(scope.blocks, seq->blocks)) return e;
  auto n = std::make_shared<SeqExprNode>();
  n->loc = e->loc;
  n->blocks = std::move(scope.blocks);
  n->body = std::move(result);
  return n;
}

void Normalizer::block(const BindingBlock& b) {
  bool saved_dataflow = dataflow_;
  SourceLoc saved_loc = block_loc_;
  dataflow_ = b.is_dataflow;
  block_loc_ = b.loc;
  for (const Binding& bd : b.bindings) binding(bd);
  dataflow_ = saved_dataflow;
  block_loc_ = saved_loc;
}

void Normalizer::binding(const Binding& b) {
  Expr value = rhs(b.value);
  if (value == b.value) {
    emit(b);
    return;
  }
  Binding n = b;
  n.value = std::move(value);
  emit(std::move(n));
}

Expr Normalizer::rhs(const Expr& e) {
  if (is_atom(e) || depth_ >= kMaxNesting) return e;
  ++depth_;
  Expr result = rhs_node(e);
  --depth_;
  return result;
}

Expr Normalizer::rhs_node(const Expr& e) {
  switch (e->kind) {
  case ExprKind::kTuple: {
    const auto& t = static_cast<const TupleNode&>(*e);
    std::vector<Expr> fields;
    fields.reserve(t.fields.size());
    bool changed = false;
    for (const Expr& f : t.fields) {
      fields.push_back(argument(f));
      changed |= fields.back() != f;
    }
    if (!changed) return e;
    auto n = std::make_shared<TupleNode>(t);
    n->fields = std::move(fields);
    return n;
  }
  case ExprKind::kCall: return call(e);
  case ExprKind::kIf: {
    const auto& i = static_cast<const IfNode&>(*e);
    Expr cond = argument(i.cond);
    Expr t = body(i.true_branch);
    Expr f = body(i.false_branch);
    if (cond == i.cond && t == i.true_branch && f == i.false_branch) return e;
    auto n = std::make_shared<IfNode>(i);
    n->cond = std::move(cond);
    n->true_branch = std::move(t);
    n->false_branch = std::move(f);
    return n;
  }
  case ExprKind::kTupleGetItem: {
    const auto& g = static_cast<const TupleGetItemNode&>(*e);
    Expr tuple = argument(g.tuple);
    if (tuple == g.tuple) return e;
    auto n = std::make_shared<TupleGetItemNode>(g);
    n->tuple = std::move(tuple);
    return n;
  }
  case ExprKind::kFunction: return function(as_ref<FunctionNode>(e));
  case ExprKind::kSeqExpr: {
    // Flattening: the bindings join the current scope (each block keeping its kind), and the
    // body, evaluated after them, becomes the value.
    const auto& s = static_cast<const SeqExprNode&>(*e);
    for (const BindingBlock& b : s.blocks) block(b);
    return rhs(s.body);
  }
  default: return e;
  }
}

Expr Normalizer::argument(const Expr& e) {
  if (is_atom(e)) return e;
  Expr value = rhs(e);
  // rhs() makes a Tuple's fields leaves, so a Tuple is a leaf by now.
  if (is_atom(value) || value->kind == ExprKind::kTuple) return value;
  return bind_fresh(std::move(value), e->loc);
}

Expr Normalizer::call(const Expr& e) {
  const auto& c = static_cast<const CallNode&>(*e);
  // The callee is evaluated before the arguments (spec, "Evaluating Expressions").
  Expr op = argument(c.op);
  bool changed = op != c.op;
  std::vector<Expr> args;
  args.reserve(c.args.size());
  for (const Expr& a : c.args) {
    args.push_back(argument(a));
    changed |= args.back() != a;
  }
  if (needs_inline_arg_tuple(op) && args.size() >= 2) {
    Expr inlined = inline_arg_tuple(args[1], e->loc);
    changed |= inlined != args[1];
    args[1] = std::move(inlined);
  }
  if (!changed) return e;
  auto n = std::make_shared<CallNode>(c);
  n->op = std::move(op);
  n->args = std::move(args);
  return n;
}

/// call_tir's argument given as a variable: use the Tuple literal it is bound to when that Tuple's
/// fields are in scope here, and otherwise project every field (`lv = t[0]`, ...), when the number
/// of fields is known from the bound Tuple or the variable's annotation. Anything else is left for
/// the well-formedness checker (WF-23) to report.
Expr Normalizer::inline_arg_tuple(const Expr& arg, SourceLoc loc) {
  const auto* var = as<VarNode>(arg);
  if (!var) return arg;

  // Follow `a = b` chains to the bound value; bounded, so a malformed self-binding cannot loop.
  const Bound* found = nullptr;
  const VarNode* cur = var;
  for (size_t steps = 0; cur && steps <= bound_.size(); ++steps) {
    auto it = bound_.find(cur);
    if (it == bound_.end()) break;
    found = &it->second;
    cur = as<VarNode>(found->value);
  }
  const auto* tuple = found ? as<TupleNode>(found->value) : nullptr;
  if (tuple) {
    // A Var's scope covers every later use of the variable bound to the Tuple; a DataflowVar's
    // ends with its block, so it may move here only if this is that block.
    bool same_block = !scope_->blocks.empty() && scope_->blocks.back().is_dataflow == dataflow_ &&
                      scope_->last_serial == found->serial;
    if (!mentions_dataflow_var(found->value) || same_block) return found->value;
  }

  size_t num_fields = 0;
  if (tuple) {
    num_fields = tuple->fields.size();
  } else if (const auto* ts = as<TupleSInfo>(var->sinfo)) {
    num_fields = ts->fields.size();
  } else {
    return arg;
  }
  std::vector<Expr> fields;
  fields.reserve(num_fields);
  for (size_t i = 0; i < num_fields; ++i) {
    auto get = std::make_shared<TupleGetItemNode>();
    get->tuple = arg;
    get->index = static_cast<int64_t>(i);
    get->loc = loc;
    fields.push_back(bind_fresh(std::move(get), loc));
  }
  return make_tuple(std::move(fields), loc);
}

void Normalizer::emit(Binding b) {
  std::vector<BindingBlock>& blocks = scope_->blocks;
  if (blocks.empty() || blocks.back().is_dataflow != dataflow_) {
    BindingBlock nb;
    nb.is_dataflow = dataflow_;
    nb.loc = block_loc_;
    blocks.push_back(std::move(nb));
    scope_->last_serial = ++next_serial_;
  }
  if (b.var && !b.is_match_cast) bound_[b.var.get()] = Bound{b.value, scope_->last_serial};
  blocks.back().bindings.push_back(std::move(b));
}

Var Normalizer::bind_fresh(Expr value, SourceLoc loc) {
  Var var = make_relax_var(names_.fresh(dataflow_ ? "lv" : "gv"), nullptr, dataflow_, loc);
  Binding b;
  b.var = var;
  b.value = std::move(value);
  b.loc = loc;
  emit(std::move(b));
  return var;
}

} // namespace

Function normalize_function(const Function& fn) {
  if (!fn) return fn;
  return Normalizer(fn).function(fn);
}

IRModule normalize(const IRModule& mod) {
  IRModule out = mod;
  for (GlobalFunc& f : out.functions)
    if (f.is_relax()) f.relax = normalize_function(f.relax);
  return out;
}

} // namespace rxv::sem
