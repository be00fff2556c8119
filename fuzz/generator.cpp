// Modules, functions, blocks and control flow (generator_impl.h). Every
// decision is a draw on the ChoiceSource whose 0 answer is the simplest (fewest
// bindings, no nesting, constants before variables), so shrinking the choice
// sequence shrinks the program.
#include <algorithm>
#include <unordered_map>
#include <unordered_set>

#include "fuzz/generator_impl.h"
#include "semantics/ir/shape_vars.h"
#include "semantics/struct_info/erase.h"
#include "semantics/struct_info/relations.h"
#include "semantics/struct_info/substitute.h"

namespace rxv::fuzz {
namespace detail {

using namespace sem;

const TensorSInfo* as_tensor(const StructInfo& s) { return as<TensorSInfo>(s); }

const std::vector<PrimExpr>* known_dims(const StructInfo& s) {
  const auto* t = as<TensorSInfo>(s);
  if (!t) return nullptr;
  const auto* shape = as<ShapeExprNode>(t->shape);
  return shape ? &shape->values : nullptr;
}

namespace {

/// `s` without shape information (ndim and dtype kept), recursively through
/// tuples.
StructInfo weaken(const StructInfo& s) {
  if (const auto* t = as<TensorSInfo>(s)) return make_tensor_sinfo(nullptr, t->dtype, t->ndim);
  if (const auto* tu = as<TupleSInfo>(s)) {
    std::vector<StructInfo> fields;
    for (const auto& f : tu->fields) fields.push_back(weaken(f));
    return make_tuple_sinfo(std::move(fields));
  }
  if (const auto* sh = as<ShapeSInfo>(s)) return make_shape_sinfo(std::nullopt, sh->ndim);
  if (const auto* p = as<PrimSInfo>(s)) return make_prim_sinfo(p->dtype);
  return s;
}

bool has_func(const StructInfo& s) {
  if (!s) return false;
  if (s->kind == SInfoKind::kFunc) return true;
  if (const auto* t = as<TupleSInfo>(s))
    return std::any_of(t->fields.begin(), t->fields.end(), has_func);
  return false;
}

StructInfo erase_to(const StructInfo& s, const Scope& scope) {
  std::unordered_set<const PrimExprNode*> svars;
  for (const auto& v : scope.shape_vars) svars.insert(v.get());
  std::unordered_set<const VarNode*> vars;
  for (const auto& a : scope.vals) vars.insert(a.var.get());
  ScopeQuery q{[&](const PrimExprNode* v) { return svars.count(v) != 0; },
               [&](const VarNode* v) { return vars.count(v) != 0; }};
  return erase_to_well_defined(s, q);
}

} // namespace

Gen::Gen(ChoiceSource& c, const GenConfig& cfg) : c_(c), cfg_(cfg), arith_(make_default_arith()) {}

size_t Gen::pick(const std::vector<size_t>& idx) {
  // Half the time one of the last three: chains of dependent bindings make
  // deeper programs.
  if (idx.size() > 3 && c_.chance(50)) return idx[idx.size() - 1 - c_.draw(3)];
  return idx[c_.draw(idx.size())];
}

DataType Gen::pick_dtype() {
  switch (c_.draw(4)) {
  case 0: return DataType::Float(32);
  case 1: return DataType::Int(32);
  case 2: return DataType::Int(64);
  default: return DataType::Float(16);
  }
}

PrimExpr Gen::pick_dim(std::vector<PrimExpr>& vars) {
  switch (c_.draw(4)) {
  case 0: return make_int(c_.range(1, 4));
  case 1:
    if (!vars.empty()) return vars[c_.draw(vars.size())];
    [[fallthrough]];
  case 2: {
    PrimExpr v = fresh_shape_var();
    vars.push_back(v);
    return v;
  }
  default: return make_int(1);
  }
}

Var Gen::fresh_var(bool dataflow, StructInfo annotation) {
  return make_relax_var((dataflow ? "lv" : "v") + std::to_string(counter_++), std::move(annotation),
                        dataflow);
}

PrimExpr Gen::fresh_shape_var() {
  static const char* const kNames[] = {"n", "m", "k", "p", "q", "r", "s"};
  int i = counter_++;
  return make_var(std::string(kNames[i % 7]) + std::to_string(i / 7));
}

bool Gen::emit(BindingBlock& block, Scope& scope, Expr value, StructInfo sinfo, bool nonneg) {
  if (!sinfo) sinfo = derive(value, scope);
  if (!sinfo) return false;
  StructInfo annotation;
  if (!has_func(sinfo)) {
    switch (c_.draw(5)) {
    case 0:
    case 1: break; // no annotation: the rules derive it
    case 2:
    case 3: annotation = sinfo; break;
    default: annotation = weaken(sinfo); break;
    }
  }
  Var var = fresh_var(in_dataflow_ && !c_.chance(30), annotation);
  block.bindings.push_back(Binding{var, std::move(value), false, nullptr, {}});
  scope.vals.push_back(Avail{var, annotation ? annotation : sinfo, nonneg, sinfo});
  ++stats_.bindings;
  return true;
}

std::vector<StructInfo> Gen::generalize(const std::vector<Avail>& args, bool erase_shapes) {
  ShapeVarMap map;
  std::vector<PrimExpr> fresh;
  auto lone = [&](const PrimExpr& d) -> PrimExpr {
    if (is_int_imm(d) && c_.chance(60)) return d;
    if (is_var(d)) {
      if (auto it = map.find(d.get()); it != map.end()) return it->second;
      PrimExpr v = fresh_shape_var();
      map[d.get()] = v;
      return v;
    }
    return nullptr;
  };
  std::vector<StructInfo> out;
  std::vector<std::vector<PrimExpr>> staged(args.size());
  // First pass: lone variables and literals, so compound dims can reuse their
  // generalizations.
  for (size_t i = 0; i < args.size(); ++i) {
    if (const auto* dims = known_dims(args[i].sinfo); dims && !erase_shapes)
      for (const auto& d : *dims) staged[i].push_back(lone(d));
  }
  for (size_t i = 0; i < args.size(); ++i) {
    const StructInfo& s = args[i].sinfo;
    const auto* dims = known_dims(s);
    if (dims && !erase_shapes) {
      std::vector<PrimExpr> out_dims;
      for (size_t k = 0; k < dims->size(); ++k) {
        PrimExpr d = staged[i][k];
        if (!d) {
          std::vector<const PrimExprNode*> vs;
          collect_shape_vars((*dims)[k], vs);
          bool all = std::all_of(vs.begin(), vs.end(),
                                 [&](const PrimExprNode* v) { return map.count(v) != 0; });
          d = all ? substitute((*dims)[k], map) : nullptr;
          if (!d) {
            d = fresh_shape_var();
            map[(*dims)[k].get()] = d;
          }
        }
        out_dims.push_back(d);
      }
      out.push_back(make_tensor_sinfo(std::move(out_dims), as_tensor(s)->dtype));
    } else {
      out.push_back(weaken(s));
    }
  }
  return out;
}

std::pair<Function, StructInfo> Gen::make_function(const std::vector<Var>& params, Scope scope,
                                                   bool pure, int depth, bool annotate_ret,
                                                   const StructInfo& force_ret) {
  auto fn = std::make_shared<FunctionNode>();
  fn->params = params;
  fn->is_pure = pure;
  Scope allowed;
  allowed.shape_vars = scope.shape_vars;
  auto [body, ret] = make_body(scope, pure, depth, true, force_ret);
  fn->body = body;
  // What the rules give the function's result: the body's StructInfo erased to
  // the signature.
  StructInfo derived = erase_to(ret, allowed);
  if (force_ret) {
    fn->ret_sinfo = force_ret;
  } else if (annotate_ret) {
    fn->ret_sinfo = c_.chance(20) ? weaken(derived) : derived;
  }
  return {fn, fn->ret_sinfo ? fn->ret_sinfo : derived};
}

std::pair<Expr, StructInfo> Gen::make_body(Scope& scope, bool pure, int depth, bool allow_dataflow,
                                           const StructInfo& want) {
  auto seq = std::make_shared<SeqExprNode>();
  int nblocks = int(c_.range(1, depth == 0 ? cfg_.max_blocks : 2));
  bool df = allow_dataflow && c_.chance(60);
  bool saved = in_dataflow_;
  for (int b = 0; b < nblocks; ++b, df = allow_dataflow && !df) {
    BindingBlock block;
    block.is_dataflow = df;
    in_dataflow_ = df;
    fill_block(block, scope, pure, depth);
    if (df) std::erase_if(scope.vals, [](const Avail& a) { return a.var->is_dataflow(); });
    if (block.bindings.empty()) continue;
    if (!seq->blocks.empty() && seq->blocks.back().is_dataflow == block.is_dataflow) {
      auto& prev = seq->blocks.back().bindings;
      prev.insert(prev.end(), block.bindings.begin(), block.bindings.end());
    } else {
      seq->blocks.push_back(std::move(block));
    }
  }
  in_dataflow_ = saved;
  // The result: a value matching `want` (dtype and ndim) when asked, else any
  // value, preferring tensors; sometimes a tuple of two.
  std::vector<size_t> idx = candidates(scope, [&](const Avail& a) {
    if (want) {
      const auto* w = as_tensor(want);
      const auto* t = as_tensor(a.sinfo);
      return w && t && t->dtype == w->dtype && t->ndim == w->ndim;
    }
    return as_tensor(a.sinfo) != nullptr;
  });
  if (idx.empty()) idx = candidates(scope, [](const Avail& a) { return !has_func(a.sinfo); });
  if (idx.empty()) { // unreachable with tensor parameters; keep a valid program
                     // regardless
    seq->body = make_tuple({});
    return {seq, make_tuple_sinfo({})};
  }
  const Avail& r = scope.vals[pick(idx)];
  if (!want && idx.size() > 1 && c_.chance(15)) {
    const Avail& r2 = scope.vals[pick(idx)];
    seq->body = make_tuple({r.var, r2.var});
    return {seq, make_tuple_sinfo({r.sinfo, r2.sinfo})};
  }
  seq->body = r.var;
  return {seq, r.sinfo};
}

void Gen::fill_block(BindingBlock& block, Scope& scope, bool pure, int depth) {
  // Nested bodies (branches, closures, helpers) are kept shorter than top-level
  // ones.
  int n = int(c_.range(1, depth == 0 ? cfg_.max_bindings : std::max(1, cfg_.max_bindings / 2)));
  for (int i = 0, attempts = 0; i < n && attempts < 3 * n; ++attempts)
    if (add_binding(block, scope, pure, depth)) ++i;
}

bool Gen::add_binding(BindingBlock& block, Scope& scope, bool pure, int depth) {
  // Weighted kinds; op calls (0) dominate. The last, motifs, are groups of
  // bindings in the shapes TVM's rewriting passes match (generator_motifs.cpp).
  static constexpr int kWeights[] = {60, 8, 6, 6, 5, 4, 3, 2, 6};
  int total = 0;
  for (int w : kWeights) total += w;
  int r = int(c_.draw(uint64_t(total)));
  int kind = 0;
  while (r >= kWeights[kind]) r -= kWeights[kind++];
  bool nest = depth < cfg_.max_depth;
  switch (kind) {
  case 0: return add_op_call(block, scope, pure);
  case 1: return add_match_cast(block, scope);
  case 2: return add_tuple(block, scope);
  case 3: return nest && !in_dataflow_ && add_if(block, scope, pure, depth);
  case 4: return nest && add_helper_call(block, scope, pure, depth);
  case 5: return nest && cfg_.allow_closures && add_closure(block, scope, depth);
  case 6: return nest && cfg_.allow_closures && add_higher_order(block, scope, depth);
  case 7: return nest && cfg_.allow_recursion && add_recursion(block, scope);
  default: return add_motif(block, scope);
  }
}

bool Gen::add_match_cast(BindingBlock& block, Scope& scope) {
  std::vector<size_t> idx = candidates(scope, [](const Avail& a) {
    return as_tensor(a.precise) || (as<ShapeSInfo>(a.precise) && as<ShapeSInfo>(a.precise)->values);
  });
  if (idx.empty()) return false;
  const Avail src = scope.vals[pick(idx)];
  StructInfo target;
  std::vector<PrimExpr> bound;
  auto refine = [&](const std::vector<PrimExpr>& dims) {
    std::vector<PrimExpr> out;
    for (const auto& d : dims) {
      if (c_.chance(50)) {
        out.push_back(d);
      } else {
        PrimExpr v = fresh_shape_var();
        bound.push_back(v);
        out.push_back(v);
      }
    }
    return out;
  };
  if (const auto* sh = as<ShapeSInfo>(src.precise)) {
    target = make_shape_sinfo(refine(*sh->values), sh->ndim);
  } else if (const auto* dims = known_dims(src.precise)) {
    switch (c_.draw(3)) {
    case 0: target = src.precise; break; // recover what an annotation erased (or redundant)
    case 1: target = make_tensor_sinfo(refine(*dims), as_tensor(src.precise)->dtype); break;
    default: target = weaken(src.precise); break;
    }
  } else {
    target = src.precise;
  }
  Var var = fresh_var(in_dataflow_ && !c_.chance(30), nullptr);
  block.bindings.push_back(Binding{var, src.var, true, target, {}});
  scope.shape_vars.insert(scope.shape_vars.end(), bound.begin(), bound.end());
  scope.vals.push_back(Avail{var, target, src.nonneg_shape_tensor, target});
  ++stats_.bindings;
  return true;
}

bool Gen::add_tuple(BindingBlock& block, Scope& scope) {
  // Sometimes a constant binding instead: ops on constants give constant
  // folding work.
  if (c_.chance(25)) {
    std::vector<int64_t> shape;
    for (int64_t i = 0, n = c_.range(0, 2); i < n; ++i) shape.push_back(c_.range(1, 3));
    return emit(block, scope, make_constant(pick_dtype(), shape, false), nullptr);
  }
  std::vector<size_t> tuples =
      candidates(scope, [](const Avail& a) { return as<TupleSInfo>(a.sinfo) != nullptr; });
  if (!tuples.empty() && c_.chance(50)) {
    const Avail& t = scope.vals[pick(tuples)];
    const auto& fields = as<TupleSInfo>(t.sinfo)->fields;
    if (fields.empty()) return false;
    size_t i = c_.draw(fields.size());
    auto item = std::make_shared<TupleGetItemNode>();
    item->tuple = t.var;
    item->index = int64_t(i);
    StructInfo precise = fields[i];
    if (const auto* pt = as<TupleSInfo>(t.precise); pt && i < pt->fields.size())
      precise = pt->fields[i];
    return emit(block, scope, item, precise);
  }
  std::vector<size_t> idx = candidates(scope, [](const Avail& a) { return !has_func(a.sinfo); });
  if (idx.empty()) return false;
  // An alias `v = w` (what binding canonicalization works on); its StructInfo
  // is w's.
  if (c_.chance(20)) {
    const Avail& a = scope.vals[pick(idx)];
    return emit(block, scope, a.var, a.sinfo);
  }
  size_t n = 1 + c_.draw(3);
  std::vector<Expr> fields;
  std::vector<StructInfo> sinfo;
  for (size_t i = 0; i < n; ++i) {
    const Avail& a = scope.vals[pick(idx)];
    fields.push_back(a.var);
    sinfo.push_back(a.precise);
  }
  return emit(block, scope, make_tuple(std::move(fields)), make_tuple_sinfo(std::move(sinfo)));
}

} // namespace detail

GeneratedProgram generate_program(ChoiceSource& choices, const GenConfig& config) {
  detail::Gen gen(choices, config);
  return gen.run();
}

} // namespace rxv::fuzz
