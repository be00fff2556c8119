// Lowering a region to a Halide pipeline, compiling it and running it (compiled_region.h).
#include "backends/halide/compiled_region.h"

#include <fmt/format.h>

#include <chrono>
#include <climits>
#include <cmath>
#include <unordered_map>

#include "backends/halide/gpu_schedule.h"
#include "semantics/ir/ndarray.h"
#include "semantics/ir/node_cast.h"

namespace rxv::halide {

namespace {

using Halide::Expr;
using sem::DataType;
using sem::EvalError;
using sem::EvalErrorKind;
using sem::Tensor;

std::string var_name(const Expr& e) {
  const auto* v = e.as<Halide::Internal::Variable>();
  RXV_ASSERT(v) << "an ImageParam extent is not a Variable";
  return v->name;
}

/// `e` with the input extents substituted, as a constant; nullopt when it does not fold.
std::optional<int64_t> evaluate(const Expr& e, const std::map<std::string, Expr>& env) {
  Expr s = Halide::Internal::simplify(Halide::Internal::substitute(env, e));
  if (const int64_t* v = Halide::Internal::as_const_int(s)) return *v;
  if (const uint64_t* u = Halide::Internal::as_const_uint(s)) return static_cast<int64_t>(*u);
  return std::nullopt;
}

bool has_zero(const Tensor& t) {
  int64_t n = t.num_elements();
  for (int64_t i = 0; i < n; ++i)
    if (t.dtype.is_float() ? t.get_float(i) == 0 : t.get_int(i) == 0) return true;
  return false;
}

} // namespace

Halide::Buffer<> buffer_view(const Tensor& t) {
  std::vector<halide_dimension_t> dims(t.shape.size());
  int64_t stride = 1;
  for (size_t k = 0; k < t.shape.size(); ++k) {
    size_t d = t.shape.size() - 1 - k; // Halide dim k is row-major dim d
    dims[k] = halide_dimension_t(0, static_cast<int32_t>(t.shape[d]), static_cast<int32_t>(stride));
    stride *= t.shape[d];
  }
  // An empty tensor may have no storage; a null host pointer would make Halide treat the input
  // as a bounds query and skip the computation, so it gets an address that is never read.
  static uint64_t no_elements[1];
  void* host = t.data && t.bytes() ? static_cast<void*>(t.bytes()) : no_elements;
  return Halide::Buffer<>(*storage_type(t.dtype), host, static_cast<int>(dims.size()), dims.data());
}

Tensor tensor_of_ndarray(const sem::NDArray& a) {
  Tensor t = Tensor::zeros(a.dtype, a.shape);
  int64_t n = a.num_elements();
  for (int64_t i = 0; i < n; ++i) {
    if (a.dtype.is_float())
      t.set_float(i, i < int64_t(a.floats.size()) ? a.floats[i] : 0);
    else
      t.set_int(i, i < int64_t(a.ints.size()) ? a.ints[i] : 0);
  }
  return t;
}

std::variant<std::shared_ptr<const CompiledRegion>, std::string>
CompiledRegion::compile(const Region& region, const std::vector<InputSig>& inputs,
                        const Halide::Target& target) {
  auto start = std::chrono::steady_clock::now();
  auto built = build(region, inputs, target, true);
  auto* cr = std::get_if<std::shared_ptr<CompiledRegion>>(&built);
  if (!cr) return std::get<std::string>(std::move(built));
  // No bounds-query code: buffer_view never passes a null host (the cheaper compile changes no
  // result); the buffer and bounds assertions stay, they catch lowerings that read out of range.
  (*cr)->target_ = target.with_feature(Halide::Target::NoBoundsQuery);
  try {
    (*cr)->pipeline_.compile_jit((*cr)->target_);
  } catch (const Halide::Error& e) {
    return std::string("Halide could not compile the region: ") + e.what();
  }
  (*cr)->compile_seconds_ =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return std::shared_ptr<const CompiledRegion>(std::move(*cr));
}

CompiledRegion::DeviceCode CompiledRegion::device_code(const Region& region,
                                                       const std::vector<InputSig>& inputs,
                                                       const Halide::Target& target) {
  auto built = build(region, inputs, target, false);
  auto* cr = std::get_if<std::shared_ptr<CompiledRegion>>(&built);
  if (!cr) return {"", std::get<std::string>(std::move(built))};
  try {
    std::vector<Halide::Argument> args((*cr)->params_.begin(), (*cr)->params_.end());
    return {halide::device_code((*cr)->pipeline_, args, target), ""};
  } catch (const Halide::Error& e) {
    return {"", std::string("Halide could not compile the region: ") + e.what()};
  }
}

std::string CompiledRegion::compile_to_object(const Region& region,
                                              const std::vector<InputSig>& inputs,
                                              const Halide::Target& target,
                                              const std::string& fn_name, const std::string& path) {
  auto built = build(region, inputs, target, false);
  auto* cr = std::get_if<std::shared_ptr<CompiledRegion>>(&built);
  if (!cr) return std::get<std::string>(std::move(built));
  try {
    std::vector<Halide::Argument> args((*cr)->params_.begin(), (*cr)->params_.end());
    (*cr)->pipeline_.compile_to_object(path, args, fn_name,
                                       target.with_feature(Halide::Target::NoRuntime));
  } catch (const Halide::Error& e) {
    return std::string("Halide could not compile the region: ") + e.what();
  }
  return "";
}

std::variant<std::shared_ptr<CompiledRegion>, std::string>
CompiledRegion::build(const Region& region, const std::vector<InputSig>& inputs,
                      const Halide::Target& target, bool run_time) {
  auto cr = std::make_shared<CompiledRegion>();
  cr->sigs_ = inputs;
  cr->target_ = target;
  std::vector<Operand> values; // per input
  for (size_t i = 0; i < inputs.size(); ++i) {
    auto st = storage_type(inputs[i].dtype);
    if (!st)
      return fmt::format("input {} has dtype {}, which Halide does not hold", i,
                         inputs[i].dtype.str());
    Halide::ImageParam p(*st, inputs[i].ndim, fmt::format("in{}", i));
    std::vector<std::string> names;
    LTensor t;
    t.dtype = inputs[i].dtype;
    for (int d = 0; d < inputs[i].ndim; ++d) {
      p.dim(d).set_min(0);
      names.push_back(var_name(p.dim(d).extent()));
    }
    if (inputs[i].ndim > 0) p.dim(0).set_stride(1);
    for (int d = inputs[i].ndim - 1; d >= 0; --d) t.shape.push_back(p.dim(d).extent());
    t.func = Halide::Func(fmt::format("load{}", i));
    auto v = make_vars(inputs[i].ndim, "l");
    std::vector<Halide::Var> rev(v.rbegin(), v.rend());
    Expr raw = p(rev);
    define(t.func, v,
           inputs[i].dtype.is_bool() ? raw != 0 : Halide::cast(*compute_type(t.dtype), raw));
    cr->params_.push_back(p);
    cr->extent_names_.push_back(std::move(names));
    values.push_back(Operand{t, std::nullopt, std::nullopt});
  }
  std::vector<LTensor> results;
  for (size_t j = 0; j < region.bindings.size(); ++j) {
    const RegionBinding& rb = region.bindings[j];
    const RunTimeValues& rt = LoweringRegistry::get().run_time_values(rb.op);
    std::vector<Operand> args;
    for (const auto& a : rb.args) {
      Operand o;
      if (a.kind == RegionArg::Kind::kInput) o = values[a.index];
      if (a.kind == RegionArg::Kind::kBinding) o.tensor = results[a.index];
      if (a.kind == RegionArg::Kind::kLiteral) {
        if (const auto* tu = sem::as<sem::TupleNode>(a.literal)) {
          // Region::jit_key keeps only the length of a run-time tuple.
          int arg = static_cast<int>(&a - rb.args.data());
          bool rt_tuple = run_time && rt.takes_tuple(arg);
          if (!rt_tuple) o.ints.emplace();
          o.dims.emplace();
          for (size_t d = 0; d < tu->fields.size(); ++d) {
            int64_t v = static_cast<const sem::PrimValueNode&>(*tu->fields[d]).value->int_value;
            if (!rt_tuple) o.ints->push_back(v);
            o.dims->push_back(rt_tuple ? cr->run_time_.add_shape_dim(static_cast<int>(j), arg,
                                                                     static_cast<int>(d))
                                       : Expr(v));
          }
        } else if (const auto* se = sem::as<sem::ShapeExprNode>(a.literal)) {
          // Region::jit_key keeps only the rank and the -1s of a run-time shape.
          bool rt_shape = run_time && rt.shapes;
          int arg = static_cast<int>(&a - rb.args.data());
          if (!rt_shape) o.shape.emplace();
          o.dims.emplace();
          for (size_t d = 0; d < se->values.size(); ++d) {
            int64_t v = se->values[d]->int_value;
            if (!rt_shape) o.shape->push_back(v);
            o.dims->push_back(
                rt_shape && v != -1
                    ? cr->run_time_.add_shape_dim(static_cast<int>(j), arg, static_cast<int>(d))
                    : Expr(v));
          }
        } else {
          const auto& pv = static_cast<const sem::PrimValueNode&>(*a.literal).value;
          o.prim = PrimLiteral{pv->dtype, pv->int_value, pv->float_value, Expr()};
          if (run_time && rt.takes_literals(*rb.call)) {
            // Region::jit_key leaves the value out: no lowering may see it (a poisoned one
            // would show up in every differential test).
            int arg = static_cast<int>(&a - rb.args.data());
            o.prim->value =
                cr->run_time_.add_literal(static_cast<int>(j), arg, pv->dtype.is_float());
            o.prim->i = INT64_MIN;
            o.prim->f = NAN;
          }
        }
      }
      args.push_back(std::move(o));
    }
    LowerContext ctx;
    ctx.op_name = rb.op;
    ctx.run_time = run_time ? &cr->run_time_ : nullptr;
    ctx.binding = static_cast<int>(j);
    const OpLowering* lower = LoweringRegistry::get().find(rb.op);
    if (!lower) return rb.binding->var->name + ": " + rb.op + " has no lowering";
    LowerResult res;
    try {
      res = (*lower)(*rb.call, args, ctx);
    } catch (const Halide::Error& e) {
      return rb.binding->var->name + ": " + rb.op + ": Halide: " + e.what();
    } catch (const AttrNotLowered& e) {
      return rb.binding->var->name + ": " + e.what();
    }
    if (auto* why = std::get_if<std::string>(&res))
      return rb.binding->var->name + ": " + rb.op + ": " + *why;
    // Region::jit_key leaves out the values of the declared attributes: the lowering must
    // have read each through LowerContext::float_value (else one call's value is compiled in).
    if (run_time) {
      for (const auto& [k, v] : rb.call->attrs.entries) {
        RXV_ASSERT(!rt.takes_attr(k, v) || cr->run_time_.has_attr(static_cast<int>(j), k))
            << rb.op << " declares attribute " << k << " a run-time value but compiled it in";
      }
    }
    for (auto& c : ctx.checks) cr->checks_.push_back({static_cast<int>(j), std::move(c)});
    results.push_back(std::get<LTensor>(std::move(res)));
    cr->binding_dtypes_.push_back(results.back().dtype);
    Expr elems = Halide::cast(Halide::Int(64), 1);
    for (const auto& d : results.back().shape) elems = elems * Halide::cast(Halide::Int(64), d);
    cr->binding_elems_.push_back(elems);
  }
  // Output stages: the storage type; then every producer's schedule.
  std::vector<Halide::Func> stages;
  std::vector<int> stage_of(results.size(), -1);
  for (int o : region.outputs) {
    const LTensor& t = results[o];
    Halide::Func s(fmt::format("out{}", stages.size()));
    auto v = make_vars(t.ndim(), "o");
    Expr e = t.at(as_exprs(v));
    Expr stored = t.dtype.is_bool() ? Halide::cast(Halide::UInt(8), Halide::select(e, 1, 0))
                                    : Halide::cast(*storage_type(t.dtype), e);
    // Halide's float32 -> float16 conversion turns NaN into an infinity and -0 into +0: store
    // a quiet NaN, and zeros with their sign bit.
    if (t.dtype.is_float() && t.dtype.bits == 16) {
      Expr sign = Halide::cast<uint16_t>(Halide::reinterpret(Halide::UInt(32), e) >> 16) &
                  Halide::cast<uint16_t>(0x8000);
      stored = Halide::select(
          is_nan_strict(e), Halide::reinterpret(Halide::Float(16), Halide::cast<uint16_t>(0x7e00)),
          e == 0.0f, Halide::reinterpret(Halide::Float(16), sign), stored);
    }
    define(s, v, stored);
    stage_of[o] = static_cast<int>(stages.size());
    stages.push_back(s);
    cr->out_dtypes_.push_back(t.dtype);
    cr->out_shapes_.push_back(t.shape);
  }
  try {
    // A result also read by later bindings is scheduled as an intermediate (its producer stages
    // at root), since a stage computed inside its output's tiles serves no other consumer.
    std::vector<bool> consumed(results.size(), false);
    for (const auto& rb : region.bindings)
      for (const auto& a : rb.args)
        if (a.kind == RegionArg::Kind::kBinding) consumed[a.index] = true;
    if (target.has_gpu_feature()) {
      std::vector<const LTensor*> own(stages.size(), nullptr);
      for (size_t j = 0; j < results.size(); ++j)
        if (stage_of[j] >= 0 && !consumed[j]) own[stage_of[j]] = &results[j];
      schedule_gpu_pipeline(stages, own);
      cr->pipeline_ = Halide::Pipeline(stages);
      return cr;
    }
    std::vector<bool> scheduled(stages.size(), false);
    for (size_t j = 0; j < results.size(); ++j) {
      if (!results[j].schedule) continue;
      bool as_output = stage_of[j] >= 0 && !consumed[j];
      bool done = results[j].schedule(as_output ? &stages[stage_of[j]] : nullptr, target);
      if (stage_of[j] >= 0) scheduled[stage_of[j]] = scheduled[stage_of[j]] || done;
    }
    for (size_t k = 0; k < stages.size(); ++k)
      if (!scheduled[k])
        schedule_elementwise(stages[k], static_cast<int>(cr->out_shapes_[k].size()), target);
    cr->pipeline_ = Halide::Pipeline(stages);
  } catch (const Halide::Error& e) {
    return std::string("Halide could not schedule the region: ") + e.what();
  }
  return cr;
}

RegionRun CompiledRegion::run(const Region& region, const std::vector<Tensor>& inputs,
                              const sem::EvalLimits& limits,
                              const std::vector<Tensor>* into) const {
  RegionRun out;
  RXV_ASSERT(inputs.size() == sigs_.size()) << "region input count";
  std::map<std::string, Expr> env;
  for (size_t i = 0; i < inputs.size(); ++i) {
    RXV_ASSERT(inputs[i].dtype == sigs_[i].dtype && inputs[i].ndim() == sigs_[i].ndim)
        << "region input signature";
    for (int d = 0; d < sigs_[i].ndim; ++d) {
      int64_t ext = inputs[i].shape[inputs[i].ndim() - 1 - d];
      if (ext > INT32_MAX) {
        out.unsupported = "an input dimension exceeds Halide's 32-bit extents";
        return out;
      }
      env[extent_names_[i][d]] = Expr(static_cast<int32_t>(ext));
    }
  }
  Halide::ParamMap pm;
  if (std::string why = run_time_.bind(region, pm, env); !why.empty()) {
    out.unsupported = why;
    return out;
  }
  auto fail = [&](int binding, EvalErrorKind kind, std::string message) {
    // The interpreter reports an op's failure at the call (not the binding): same here.
    const RegionBinding& rb = region.bindings[binding];
    sem::SourceLoc loc = rb.call->loc.line > 0 ? rb.call->loc : rb.binding->loc;
    out.error = EvalError{kind, loc, std::move(message)};
    return out;
  };
  size_t c = 0;
  for (int j = 0; j < static_cast<int>(region.bindings.size()); ++j) {
    for (; c < checks_.size() && checks_[c].binding == j; ++c) {
      auto ok = evaluate(checks_[c].check.ok, env);
      if (!ok) {
        out.unsupported = "a shape check does not fold: " + checks_[c].check.message;
        return out;
      }
      if (!*ok && checks_[c].check.fallback) {
        out.unsupported = checks_[c].check.message;
        return out;
      }
      if (!*ok) return fail(j, checks_[c].check.kind, checks_[c].check.message);
    }
    // An empty result divides nothing (broadcasting: a non-empty one reads every divisor).
    auto elems = evaluate(binding_elems_[j], env);
    bool empty = elems && *elems == 0;
    for (auto [b, in] : region.divisors)
      if (b == j && !empty && binding_dtypes_[j].is_integral() && !inputs[in].dtype.is_float() &&
          has_zero(inputs[in]))
        return fail(j, EvalErrorKind::kDivisionByZero,
                    region.bindings[j].op + ": integer division by zero");
  }
  std::vector<Halide::Buffer<>> bufs;
  for (size_t k = 0; k < out_shapes_.size(); ++k) {
    std::vector<int64_t> shape;
    int64_t elems = 1;
    for (const auto& e : out_shapes_[k]) {
      auto v = evaluate(e, env);
      if (!v || *v < 0 || *v > INT32_MAX) {
        out.unsupported = "an output extent does not fold to a 32-bit size";
        return out;
      }
      shape.push_back(*v);
      elems *= *v;
      if (elems > INT32_MAX) {
        out.unsupported = "an output exceeds Halide's 32-bit sizes";
        return out;
      }
    }
    Tensor t;
    t.dtype = out_dtypes_[k];
    t.shape = shape;
    if (elems * t.elem_bytes() > limits.max_tensor_bytes)
      return fail(region.outputs[k], EvalErrorKind::kLimit,
                  fmt::format("a tensor of {} bytes exceeds the limit", elems * t.elem_bytes()));
    if (into && k < into->size() && (*into)[k].dtype == t.dtype && (*into)[k].shape == shape)
      t = (*into)[k]; // write into the caller's tensor (no allocation)
    else
      t = Tensor::zeros(out_dtypes_[k], shape);
    out.outputs.push_back(t);
    bufs.push_back(buffer_view(t));
  }
  bool any = false;
  for (const auto& t : out.outputs) any = any || t.num_elements() > 0;
  if (!any) return out; // nothing to compute (and empty storage has no address to give Halide)
  bool gpu = target_.has_gpu_feature();
  // Halide 14's CUDA runtime aborts the process on a zero-size device allocation (cuda.cpp:782,
  // found by the first GPU run of a bundle, docs/gpu-bundles.md): the interpreter runs the region.
  bool some_empty = false;
  for (const auto& t : out.outputs) some_empty = some_empty || t.num_elements() == 0;
  for (const auto& t : inputs) some_empty = some_empty || t.num_elements() == 0;
  if (gpu && some_empty) {
    out.outputs.clear();
    out.unsupported = "an empty tensor on the GPU (Halide 14's CUDA runtime aborts on it)";
    return out;
  }
  std::vector<Halide::Buffer<>> in_bufs;
  for (const auto& t : inputs) in_bufs.push_back(buffer_view(t));
  for (size_t i = 0; i < inputs.size(); ++i) pm.set(params_[i], in_bufs[i]);
  try {
    std::lock_guard<std::mutex> lock(run_mu_);
    // On a GPU the inputs are copied to the device (marked newer on the host), the outputs back;
    // the device copies are freed, since the buffers only view the tensors' storage.
    if (gpu)
      for (auto& b : in_bufs) b.set_host_dirty();
    Halide::Realization real(bufs);
    const_cast<Halide::Pipeline&>(pipeline_).realize(real, target_, pm);
    if (gpu)
      for (auto& b : bufs) b.copy_to_host();
  } catch (const Halide::Error& e) {
    out.outputs.clear();
    out.unsupported = std::string("Halide run failed: ") + e.what();
  }
  if (gpu) {
    for (auto& b : in_bufs) b.device_free();
    for (auto& b : bufs) b.device_free();
  }
  return out;
}

} // namespace rxv::halide
