// The module, global helpers, If, closures, the higher-order helper and bounded
// recursion (generator_impl.h).
#include <algorithm>

#include "fuzz/generator_impl.h"
#include "semantics/struct_info/erase.h"
#include "semantics/struct_info/relations.h"
#include "semantics/struct_info/substitute.h"

namespace rxv::fuzz::detail {

using namespace sem;

namespace {

void lone_dim_vars(const StructInfo& s, std::vector<PrimExpr>& out) {
  if (const auto* dims = known_dims(s)) {
    for (const auto& d : *dims)
      if (is_var(d) && std::none_of(out.begin(), out.end(),
                                    [&](const PrimExpr& v) { return v.get() == d.get(); }))
        out.push_back(d);
  } else if (const auto* t = as<TupleSInfo>(s)) {
    for (const auto& f : t->fields) lone_dim_vars(f, out);
  }
}

bool is_plain_value(const Avail& a) {
  return a.sinfo && a.sinfo->kind != SInfoKind::kFunc && a.sinfo->kind != SInfoKind::kObject;
}

/// The result StructInfo of calling a function of StructInfo `callee` on
/// `args`: the callee's shape variables mapped from the arguments and
/// substituted into its return.
StructInfo call_result(const StructInfo& callee, const std::vector<StructInfo>& args) {
  const auto* f = as<FuncSInfo>(callee);
  if (!f || !f->params) return make_object_sinfo();
  ShapeVarMap map;
  bind_shape_vars(*f->params, args, map);
  return substitute(f->ret, map);
}

Attrs public_attrs(const std::string& name) {
  Attrs a;
  a.set("global_symbol", AttrValue::String(name));
  return a;
}

} // namespace

GeneratedProgram Gen::run() {
  Scope scope;
  std::vector<PrimExpr> dim_vars;
  std::vector<Var> params;
  int np = int(c_.range(1, cfg_.max_params));
  // A fifth of the programs take parameters of one float dtype (float16 half
  // of those) whose shapes chain as matmul operands: what ToMixedPrecision and
  // the matmul rewrites work on (generator_motifs.cpp).
  uniform_float_ = c_.chance(20);
  DataType uniform = c_.chance(50) ? DataType::Float(16) : DataType::Float(32);
  for (int i = 0; i < np; ++i) {
    DataType dtype = uniform_float_ ? uniform : pick_dtype();
    int ndim = int(c_.draw(4));
    ndim = ndim == 0 ? 2 : ndim == 3 ? 0 : ndim; // 2, 1, 2 or 0 dims
    std::vector<PrimExpr> dims;
    // A matmul right-hand side of the previous parameter: its last dim first.
    const auto* prev =
        i > 0 && uniform_float_ && ndim == 2 ? known_dims(params.back()->sinfo) : nullptr;
    if (prev && !prev->empty() && c_.chance(70)) dims.push_back(prev->back());
    while (int(dims.size()) < ndim) dims.push_back(pick_dim(dim_vars));
    StructInfo s = make_tensor_sinfo(std::move(dims), dtype);
    Var p = fresh_var(false, s);
    params.push_back(p);
    scope.vals.push_back(Avail{p, s, false, s});
  }
  scope.shape_vars = dim_vars;
  bool pure = !(cfg_.allow_impure && c_.chance(30));
  auto [fn, ret] = make_function(params, scope, pure, 0, c_.chance(70), nullptr);
  auto main_fn = std::const_pointer_cast<FunctionNode>(fn);
  main_fn->attrs = public_attrs("main");
  mod_.functions.insert(mod_.functions.begin(), GlobalFunc{"main", main_fn, nullptr, {}});
  return GeneratedProgram{std::move(mod_), std::move(stats_)};
}

std::string Gen::make_helper(const std::vector<Avail>& args, bool pure, int depth) {
  std::string name = "helper" + std::to_string(helpers_++);
  std::vector<StructInfo> psinfo = generalize(args, c_.chance(15));
  Scope scope;
  std::vector<Var> params;
  for (const auto& s : psinfo) {
    Var p = fresh_var(false, s);
    params.push_back(p);
    scope.vals.push_back(Avail{p, s, false, s});
    lone_dim_vars(s, scope.shape_vars);
  }
  bool saved = in_dataflow_;
  auto [fn, ret] = make_function(params, scope, pure, depth, c_.chance(60), nullptr);
  in_dataflow_ = saved;
  auto f = std::const_pointer_cast<FunctionNode>(fn);
  if (c_.chance(50)) f->attrs = public_attrs(name);
  helper_sinfo_[name] = make_func_sinfo(psinfo, ret, pure);
  mod_.functions.push_back(GlobalFunc{name, f, nullptr, {}});
  return name;
}

std::pair<Expr, StructInfo> Gen::make_branch(Scope scope, bool pure, int depth,
                                             const StructInfo& want) {
  return make_body(scope, pure, depth, false, want);
}

bool Gen::add_if(BindingBlock& block, Scope& scope, bool pure, int depth) {
  // The condition: a bool scalar in scope, else sum(x) > 0 of some tensor.
  std::vector<size_t> conds = candidates(scope, [](const Avail& a) {
    if (const auto* p = as<PrimSInfo>(a.sinfo)) return p->dtype.is_bool();
    const auto* t = as_tensor(a.sinfo);
    return t && t->dtype.is_bool() && t->ndim == 0;
  });
  Var cond;
  if (!conds.empty() && c_.chance(70)) {
    cond = scope.vals[pick(conds)].var;
  } else {
    std::vector<size_t> xs = candidates(scope, [](const Avail& a) {
      const auto* t = as_tensor(a.sinfo);
      return t && t->ndim >= 0 && !t->dtype.is_void() && !t->dtype.is_bool();
    });
    if (xs.empty()) return false;
    const Avail x = scope.vals[pick(xs)];
    DataType dtype = as_tensor(x.sinfo)->dtype;
    if (!emit(block, scope, make_call(make_op("relax.sum"), {x.var}), nullptr)) return false;
    Var s = scope.vals.back().var;
    Expr zero = make_constant(dtype, {}, false);
    if (!emit(block, scope, make_call(make_op("relax.greater"), {s, zero}), nullptr)) return false;
    cond = scope.vals.back().var;
  }
  std::vector<size_t> targets = candidates(scope, [](const Avail& a) {
    const auto* t = as_tensor(a.sinfo);
    return t && t->ndim >= 0 && !t->dtype.is_void();
  });
  if (targets.empty()) return false;
  StructInfo want = scope.vals[pick(targets)].sinfo;
  auto [then_e, then_s] = make_branch(scope, pure, depth + 1, want);
  auto [else_e, else_s] = make_branch(scope, pure, depth + 1, want);
  auto node = std::make_shared<IfNode>();
  node->cond = cond;
  node->true_branch = then_e;
  node->false_branch = else_e;
  StructInfo lub = struct_info_lub(then_s, else_s, *arith_);
  std::unordered_set<const PrimExprNode*> svars;
  for (const auto& v : scope.shape_vars) svars.insert(v.get());
  std::unordered_set<const VarNode*> vars;
  for (const auto& a : scope.vals) vars.insert(a.var.get());
  StructInfo erased = erase_to_well_defined(
      lub, ScopeQuery{[&](const PrimExprNode* v) { return svars.count(v) != 0; },
                      [&](const VarNode* v) { return vars.count(v) != 0; }});
  return emit(block, scope, node, erased);
}

bool Gen::add_helper_call(BindingBlock& block, Scope& scope, bool pure, int depth) {
  if (helpers_ >= cfg_.max_helpers) return false;
  std::vector<size_t> idx = candidates(scope, is_plain_value);
  if (idx.empty()) return false;
  std::vector<Avail> args;
  for (size_t i = 0, n = 1 + c_.draw(2); i < n; ++i) args.push_back(scope.vals[pick(idx)]);
  // An impure helper only where an impure call may go: an impure caller,
  // outside dataflow.
  bool helper_pure = pure || in_dataflow_ || !c_.chance(50);
  std::string name = make_helper(args, helper_pure, depth + 1);
  std::vector<Expr> arg_vars;
  std::vector<StructInfo> arg_sinfo;
  for (const auto& a : args) {
    arg_vars.push_back(a.var);
    arg_sinfo.push_back(a.sinfo);
  }
  StructInfo result = call_result(helper_sinfo_[name], arg_sinfo);
  return emit(block, scope, make_call(make_global_var(name), std::move(arg_vars)), result);
}

bool Gen::add_closure(BindingBlock& block, Scope& scope, int depth) {
  std::vector<size_t> idx = candidates(scope, is_plain_value);
  if (idx.empty()) return false;
  std::vector<Avail> args;
  for (size_t i = 0, n = 1 + c_.draw(2); i < n; ++i) args.push_back(scope.vals[pick(idx)]);
  std::vector<StructInfo> psinfo = generalize(args, c_.chance(30));
  // The body sees the enclosing non-dataflow values (WF-11) and its parameters.
  Scope inner;
  for (const auto& a : scope.vals)
    if (!a.var->is_dataflow()) inner.vals.push_back(a);
  inner.shape_vars = scope.shape_vars;
  std::vector<Var> params;
  for (const auto& s : psinfo) {
    Var p = fresh_var(false, s);
    params.push_back(p);
    inner.vals.push_back(Avail{p, s, false, s});
    lone_dim_vars(s, inner.shape_vars);
  }
  bool saved = in_dataflow_;
  auto [fn, ret] = make_function(params, inner, true, depth + 1, c_.chance(50), nullptr);
  in_dataflow_ = saved;
  StructInfo fsinfo = make_func_sinfo(psinfo, ret, true);
  if (!emit(block, scope, fn, fsinfo)) return false;
  Var f = scope.vals.back().var;
  std::vector<Expr> arg_vars;
  std::vector<StructInfo> arg_sinfo;
  for (const auto& a : args) {
    arg_vars.push_back(a.var);
    arg_sinfo.push_back(a.sinfo);
  }
  return emit(block, scope, make_call(f, std::move(arg_vars)), call_result(fsinfo, arg_sinfo));
}

bool Gen::add_higher_order(BindingBlock& block, Scope& scope, int depth) {
  if (helpers_ >= cfg_.max_helpers) return false;
  std::vector<size_t> idx = candidates(scope, [](const Avail& a) {
    const auto* t = as_tensor(a.sinfo);
    return t && t->ndim >= 0 && !t->dtype.is_void();
  });
  if (idx.empty()) return false;
  const Avail x = scope.vals[pick(idx)];
  const auto* xt = as_tensor(x.sinfo);
  StructInfo T = make_tensor_sinfo(nullptr, xt->dtype, xt->ndim);
  StructInfo fty = make_func_sinfo(std::vector<StructInfo>{T}, T, true);
  // apply(f: Callable([T], T), x: T) -> T: r = f(x).
  std::string name = "apply" + std::to_string(helpers_++);
  {
    Var fp = fresh_var(false, fty), xp = fresh_var(false, T);
    Var r = fresh_var(false, nullptr);
    auto fn = std::make_shared<FunctionNode>();
    fn->params = {fp, xp};
    auto seq = std::make_shared<SeqExprNode>();
    BindingBlock b;
    b.bindings.push_back(Binding{r, make_call(fp, {xp}), false, nullptr, {}});
    seq->blocks.push_back(std::move(b));
    seq->body = r;
    fn->body = seq;
    fn->ret_sinfo = T;
    if (c_.chance(50)) fn->attrs = public_attrs(name);
    helper_sinfo_[name] = make_func_sinfo(std::vector<StructInfo>{fty, T}, T, true);
    mod_.functions.push_back(GlobalFunc{name, fn, nullptr, {}});
  }
  // The closure passed: g(p: T) -> T over the enclosing non-dataflow values.
  Scope inner;
  for (const auto& a : scope.vals)
    if (!a.var->is_dataflow()) inner.vals.push_back(a);
  inner.shape_vars = scope.shape_vars;
  Var p = fresh_var(false, T);
  inner.vals.push_back(Avail{p, T, false, T});
  bool saved = in_dataflow_;
  auto [g, gret] = make_function({p}, inner, true, depth + 1, true, T);
  in_dataflow_ = saved;
  if (!emit(block, scope, g, fty)) return false;
  Var gv = scope.vals.back().var;
  return emit(block, scope, make_call(make_global_var(name), {gv, x.var}), T);
}

bool Gen::add_recursion(BindingBlock& block, Scope& scope) {
  if (helpers_ >= cfg_.max_helpers) return false;
  std::vector<size_t> idx = candidates(scope, [](const Avail& a) {
    const auto* t = as_tensor(a.sinfo);
    return t && !t->dtype.is_void() && !t->dtype.is_bool() && t->ndim >= 0;
  });
  if (idx.empty()) return false;
  const Avail x = scope.vals[pick(idx)];
  std::string name = "rec" + std::to_string(helpers_++);
  StructInfo P = generalize({x}, c_.chance(30))[0];
  StructInfo C = make_tensor_sinfo(std::vector<PrimExpr>{}, DataType::Int(32));
  // rec(x: P, c: int32 scalar) -> P: if c > 0: rec(step(x), c - 1) else x.
  Var xp = fresh_var(false, P), cp = fresh_var(false, C);
  Var cond = fresh_var(false, nullptr), y = fresh_var(false, nullptr);
  Var c1 = fresh_var(false, nullptr), r1 = fresh_var(false, nullptr);
  Var r = fresh_var(false, P);
  static const char* const kSteps[] = {"relax.add", "relax.negative", "relax.abs",
                                       "relax.multiply"};
  std::string step = kSteps[c_.draw(4)];
  Expr step_call = step == "relax.add" || step == "relax.multiply"
                       ? make_call(make_op(step), {xp, xp})
                       : make_call(make_op(step), {xp});
  auto then_seq = std::make_shared<SeqExprNode>();
  BindingBlock tb;
  tb.bindings.push_back(Binding{y, step_call, false, nullptr, {}});
  tb.bindings.push_back(Binding{
      c1,
      make_call(make_op("relax.subtract"), {cp, make_constant(DataType::Int(32), {}, true)}),
      false,
      nullptr,
      {}});
  // make_constant(nonzero) may give any non-zero value; the counter needs
  // exactly 1.
  auto one = std::make_shared<ConstantNode>();
  one->data.dtype = DataType::Int(32);
  one->data.ints = {1};
  tb.bindings.back().value = make_call(make_op("relax.subtract"), {cp, one});
  tb.bindings.push_back(Binding{r1, make_call(make_global_var(name), {y, c1}), false, nullptr, {}});
  then_seq->blocks.push_back(std::move(tb));
  then_seq->body = r1;
  auto else_seq = std::make_shared<SeqExprNode>();
  else_seq->body = xp;
  auto zero = std::make_shared<ConstantNode>();
  zero->data.dtype = DataType::Int(32);
  zero->data.ints = {0};
  auto ifn = std::make_shared<IfNode>();
  ifn->cond = cond;
  ifn->true_branch = then_seq;
  ifn->false_branch = else_seq;
  auto seq = std::make_shared<SeqExprNode>();
  BindingBlock b;
  b.bindings.push_back(
      Binding{cond, make_call(make_op("relax.greater"), {cp, zero}), false, nullptr, {}});
  b.bindings.push_back(Binding{r, ifn, false, nullptr, {}});
  seq->blocks.push_back(std::move(b));
  seq->body = r;
  auto fn = std::make_shared<FunctionNode>();
  fn->params = {xp, cp};
  fn->body = seq;
  fn->ret_sinfo = P;
  if (c_.chance(50)) fn->attrs = public_attrs(name);
  StructInfo fsinfo = make_func_sinfo(std::vector<StructInfo>{P, C}, P, true);
  helper_sinfo_[name] = fsinfo;
  mod_.functions.push_back(GlobalFunc{name, fn, nullptr, {}});
  auto count = std::make_shared<ConstantNode>();
  count->data.dtype = DataType::Int(32);
  count->data.ints = {int64_t(c_.draw(4))};
  return emit(block, scope, make_call(make_global_var(name), {x.var, count}),
              call_result(fsinfo, {x.sinfo, C}));
}

} // namespace rxv::fuzz::detail
