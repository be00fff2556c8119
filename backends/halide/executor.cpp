// The Halide executor (executor.h): region running, module rewriting and fallback accounting.
// The interpreter itself is called only from interp_bridge.cpp.
#include "backends/halide/executor.h"

#include <fmt/format.h>

#include <optional>

#include "semantics/ir/ndarray.h"
#include "semantics/ir/node_cast.h"

namespace rxv::halide {

using namespace rxv::sem;

namespace {

/// The one shape of rank >= 2 that every tensor of rank > 0 among `tensors` has; nullopt when
/// they differ, or when none has rank >= 2 (already flat).
std::optional<std::vector<int64_t>> common_shape(const std::vector<Tensor>& tensors) {
  std::optional<std::vector<int64_t>> shape;
  for (const Tensor& t : tensors) {
    if (t.ndim() == 0) continue;
    if (shape && *shape != t.shape) return std::nullopt;
    shape = t.shape;
  }
  if (shape && shape->size() < 2) return std::nullopt;
  return shape;
}

/// `t` viewed as 1-d when it has `shape` (a rank-0 tensor stays as it is).
Tensor flat_view(Tensor t, const std::vector<int64_t>& shape) {
  if (t.shape == shape) t.shape = {t.num_elements()};
  return t;
}

} // namespace

RegionRun RegionRunner::run(const Region& region, const std::vector<Value>& inputs,
                            const std::vector<Tensor>* into) const {
  RegionRun out;
  std::vector<Tensor> tensors;
  for (size_t i = 0; i < inputs.size(); ++i) {
    const Tensor* t = inputs[i].as_tensor();
    if (!t) {
      out.unsupported = fmt::format("input {} is a {}, not a tensor", i, inputs[i].kind_name());
      return out;
    }
    tensors.push_back(*t);
  }
  // Elementwise ops on tensors of one shape: the region runs on 1-d views (its outputs have
  // that shape, or rank 0), so that one compiled pipeline serves every rank.
  std::optional<std::vector<int64_t>> shape;
  std::vector<Tensor> flat_into;
  if (region.any_rank) shape = common_shape(tensors);
  if (shape) {
    for (Tensor& t : tensors) t = flat_view(t, *shape);
    if (into)
      for (const Tensor& t : *into) flat_into.push_back(flat_view(t, *shape));
    into = into ? &flat_into : nullptr;
  }
  std::vector<InputSig> sigs;
  for (const Tensor& t : tensors) sigs.push_back({t.dtype, static_cast<int>(t.ndim())});
  JitCache::Entry e = cache_.get(region, sigs);
  if (auto* why = std::get_if<std::string>(&e)) {
    out.unsupported = *why;
    return out;
  }
  out = std::get<0>(e)->run(region, tensors, limits_, into);
  if (shape)
    for (Tensor& t : out.outputs)
      if (t.ndim() == 1) t.shape = *shape;
  return out;
}

std::string RewrittenModule::packed_name(const std::string& fn, int k) {
  return fmt::format("rxv.halide.region.{}.{}", fn, k);
}
std::string RewrittenModule::fallback_name(const std::string& fn, int k) {
  return fmt::format("__rxv_region.{}.{}", fn, k);
}

namespace {

/// The function holding region `r`'s bindings: params are its Var inputs, the result the tuple
/// of its outputs.
Function fallback_function(const Region& r, const std::vector<int>& var_inputs) {
  auto fn = std::make_shared<FunctionNode>();
  for (int i : var_inputs) fn->params.push_back(as_ref<VarNode>(r.inputs[i]));
  auto seq = std::make_shared<SeqExprNode>();
  BindingBlock block;
  block.is_dataflow = false;
  for (const auto& rb : r.bindings) block.bindings.push_back(*rb.binding);
  seq->blocks.push_back(std::move(block));
  std::vector<sem::Expr> outs; // not Halide::Expr, which other files of the unity batch name Expr
  for (int o : r.outputs) outs.push_back(r.bindings[o].binding->var);
  seq->body = make_tuple(std::move(outs));
  fn->body = seq;
  fn->is_pure = true;
  return fn;
}

} // namespace

RewrittenModule rewrite_module(const IRModule& mod, bool fuse) {
  RewrittenModule out;
  out.module.name = mod.name;
  out.module.lone_function = mod.lone_function;
  out.module.attrs = mod.attrs;
  out.module.global_infos = mod.global_infos;
  std::vector<GlobalFunc> extra;
  for (const GlobalFunc& gf : mod.functions) {
    if (!gf.is_relax()) {
      out.module.functions.push_back(gf);
      continue;
    }
    RegionScan scan = find_regions(*gf.relax, fuse);
    out.bindings += scan.bindings;
    out.lowered_bindings += scan.lowered_bindings;
    for (const auto& f : scan.fallbacks) out.static_fallbacks.push_back(gf.name + ": " + f);
    const auto* seq = as<SeqExprNode>(gf.relax->body);
    if (scan.regions.empty() || !seq) {
      out.module.functions.push_back(gf);
      continue;
    }
    auto new_seq = std::make_shared<SeqExprNode>(*seq);
    // Regions are in block order; rebuild each block with its regions replaced.
    size_t next = 0;
    for (size_t b = 0; b < seq->blocks.size(); ++b) {
      const BindingBlock& old = seq->blocks[b];
      BindingBlock nb;
      nb.is_dataflow = old.is_dataflow;
      nb.loc = old.loc;
      size_t i = 0;
      while (i < old.bindings.size()) {
        if (next < scan.regions.size() && scan.regions[next].block == &old &&
            scan.regions[next].first == i) {
          int k = static_cast<int>(next);
          Region& r = scan.regions[next];
          std::vector<int> vars;
          for (size_t in = 0; in < r.inputs.size(); ++in)
            if (as<VarNode>(r.inputs[in])) vars.push_back(static_cast<int>(in));
          auto ext = std::make_shared<ExternFuncNode>();
          ext->global_symbol = RewrittenModule::packed_name(gf.name, k);
          SourceLoc loc = r.bindings.front().binding->loc;
          Var rv = make_relax_var(fmt::format("__region{}", k), nullptr, old.is_dataflow, loc);
          nb.bindings.push_back(
              Binding{rv, make_call(ext, r.inputs, {}, {}, loc), false, nullptr, loc});
          for (size_t o = 0; o < r.outputs.size(); ++o) {
            auto get = std::make_shared<TupleGetItemNode>();
            get->tuple = rv;
            get->index = static_cast<int64_t>(o);
            get->loc = loc;
            const Binding& orig = *r.bindings[r.outputs[o]].binding;
            nb.bindings.push_back(Binding{orig.var, get, false, nullptr, orig.loc});
          }
          extra.push_back(GlobalFunc{RewrittenModule::fallback_name(gf.name, k),
                                     fallback_function(r, vars), nullptr, gf.loc});
          i += r.bindings.size();
          out.var_inputs[{gf.name, k}] = std::move(vars);
          out.regions[{gf.name, k}] = std::move(r);
          ++next;
          continue;
        }
        nb.bindings.push_back(old.bindings[i]);
        ++i;
      }
      new_seq->blocks[b] = std::move(nb);
    }
    auto new_fn = std::make_shared<FunctionNode>(*gf.relax);
    new_fn->body = new_seq;
    out.module.functions.push_back(GlobalFunc{gf.name, new_fn, nullptr, gf.loc});
  }
  for (auto& e : extra) out.module.functions.push_back(std::move(e));
  return out;
}

Executor::Executor(const IRModule& mod, JitCache& cache, EvalLimits limits, bool fuse)
    : rewritten_(rewrite_module(mod, fuse)), runner_(cache, limits), limits_(limits), fuse_(fuse) {}

Executor::~Executor() = default;

ExecStats Executor::stats() const {
  std::lock_guard<std::mutex> lock(mu_);
  ExecStats s = dynamic_;
  s.regions = static_cast<int>(rewritten_.regions.size());
  s.bindings = rewritten_.bindings;
  s.lowered_bindings = rewritten_.lowered_bindings;
  for (const auto& f : rewritten_.static_fallbacks) ++s.fallback_reasons[f];
  return s;
}

EvalOr<Value> Executor::run_region(const std::string& fn, int k, const std::vector<Value>& args,
                                   KernelContext& ctx) {
  auto it = rewritten_.regions.find({fn, k});
  if (it == rewritten_.regions.end())
    return ctx.error(EvalErrorKind::kMissingFunc, "no Halide region " + std::to_string(k));
  const Region& r = it->second;
  RegionRun run;
  if (observer_)
    run.unsupported = "recording"; // the interpreter runs it, observed
  else
    run = runner_.run(r, args);
  if (run.unsupported.empty()) {
    {
      std::lock_guard<std::mutex> lock(mu_);
      ++dynamic_.region_runs;
    }
    if (run.error) return *run.error;
    std::vector<Value> outs(run.outputs.begin(), run.outputs.end());
    return make_tuple_value(std::move(outs));
  }
  if (!observer_) {
    std::lock_guard<std::mutex> lock(mu_);
    ++dynamic_.region_fallbacks;
    ++dynamic_.fallback_reasons[fmt::format("{}: region {}: {}", fn, k, run.unsupported)];
  }
  // The interpreter runs the region's own bindings.
  const GlobalFunc* g = rewritten_.module.find(RewrittenModule::fallback_name(fn, k));
  RXV_ASSERT(g) << "missing fallback function";
  std::vector<Value> var_args;
  for (int i : rewritten_.var_inputs.at({fn, k})) var_args.push_back(args[i]);
  ClosureValue c;
  c.fn = g->relax;
  c.global = g->name;
  c.sinfo = make_func_sinfo(std::nullopt, make_object_sinfo(), true);
  auto result =
      ctx.call(Value(std::make_shared<const ClosureValue>(std::move(c))), std::move(var_args));
  if (observer_) observer_(fn, k, r, args, result);
  return result;
}

EvalOr<Value> Executor::call(const std::string& name, std::vector<Value> args) {
  return run_on_interpreter(*this, name, std::move(args), limits_);
}

} // namespace rxv::halide
