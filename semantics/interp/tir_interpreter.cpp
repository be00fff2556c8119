/// run_prim_func: the compiled-program cache, parameter binding (scalars, then tensors with their
/// shape variables), root allocations and the run. See tir_interpreter_internal.h for the design.
///
/// The cache is process-wide and thread-safe (a mutex around lookups; a compiled Program is
/// immutable, and each run has its own Frame). It is keyed by the PrimFuncNode's address and
/// validated by the addresses of the function's body, parameters and buffers, which each entry
/// keeps alive: a new function at a recycled address therefore never hits a stale entry.
#include "semantics/interp/tir_interpreter.h"

#include <fmt/format.h>

#include <algorithm>
#include <mutex>

#include "semantics/interp/tir_interpreter_internal.h"

namespace rxv::sem {

using tir_detail::CBuffer;
using tir_detail::CParam;
using tir_detail::Num;
using tir_detail::Program;
using tir_detail::Scalar;

namespace {

struct CacheEntry {
  const PrimFuncNode* key = nullptr;
  Stmt body;
  std::vector<PrimExpr> params;
  std::vector<Buffer> buffers; ///< buffer_map's, then the root allocations
  std::shared_ptr<const Program> prog;
};

std::vector<Buffer> buffers_of(const PrimFuncNode& f) {
  std::vector<Buffer> out;
  for (const auto& [i, b] : f.buffer_map) out.push_back(b);
  out.insert(out.end(), f.root_alloc_buffers.begin(), f.root_alloc_buffers.end());
  return out;
}

bool matches(const CacheEntry& e, const PrimFuncNode& f) {
  if (e.key != &f || e.body != f.body || e.params != f.params) return false;
  if (e.buffers.size() != f.buffer_map.size() + f.root_alloc_buffers.size()) return false;
  return e.buffers == buffers_of(f);
}

/// At most this many compiled functions are kept (least recently used go first).
constexpr size_t kCacheSize = 256;

std::shared_ptr<const Program> program_for(const PrimFuncNode& func) {
  static std::mutex mu;
  static std::vector<CacheEntry> cache; // most recently used last
  {
    std::lock_guard<std::mutex> lock(mu);
    for (size_t i = cache.size(); i-- > 0;) {
      if (!matches(cache[i], func)) continue;
      std::shared_ptr<const Program> p = cache[i].prog;
      if (i + 1 != cache.size())
        std::rotate(cache.begin() + long(i), cache.begin() + long(i) + 1, cache.end());
      return p;
    }
  }
  // Compiled outside the lock: two threads may both compile a new function; both results are
  // equivalent and the second entry is harmless.
  std::shared_ptr<const Program> prog = tir_detail::compile_prim_func(func);
  std::lock_guard<std::mutex> lock(mu);
  if (cache.size() >= kCacheSize) cache.erase(cache.begin());
  cache.push_back({&func, func.body, func.params, buffers_of(func), prog});
  return prog;
}

std::string func_name(const Program& p) {
  return p.name.empty() ? std::string("the PrimFunc") : fmt::format("PrimFunc '{}'", p.name);
}

std::string shape_str(const std::vector<int64_t>& s) {
  return fmt::format("({}{})", fmt::join(s, ", "), s.size() == 1 ? "," : "");
}

/// Converts a PrimValue argument to the scalar parameter `p`'s dtype; nullopt when its kind
/// differs (float for an integer, ...) or its value does not fit.
std::optional<Scalar> convert_scalar(const PrimScalar& v, const CParam& p) {
  Num num = *tir_detail::num_of(p.dtype);
  bool want_float = num == Num::kF16 || num == Num::kF32 || num == Num::kF64;
  if (want_float != v.dtype.is_float()) return std::nullopt;
  if (want_float) {
    if (num == Num::kF64) return tir_detail::fput<double>(v.f);
    float r = float(v.f);
    if (num == Num::kF16) r = tir_detail::round_half(r);
    return tir_detail::fput<float>(r);
  }
  int shift = num == Num::kBool ? 63 : 64 - p.dtype.bits;
  int64_t w = tir_detail::wrap_int(v.i, shift, p.dtype.is_int());
  if (v.dtype == p.dtype) return Scalar{.i = w}; // canonical even if the caller's value is not
  // Values are compared as mathematical integers: a uint64 above INT64_MAX fits only uint64.
  bool v_negative_u64 = v.dtype.is_uint() && v.i < 0;
  bool w_negative_u64 = p.dtype.is_uint() && w < 0;
  if (w != v.i || v_negative_u64 != w_negative_u64) return std::nullopt;
  return Scalar{.i = w};
}

/// The Relax PrimValue of a scalar the function computed in `dtype`.
PrimScalar to_prim_scalar(Scalar v, DataType dtype) {
  PrimScalar out;
  out.dtype = dtype;
  switch (*tir_detail::num_of(dtype)) {
  case Num::kF16:
  case Num::kF32: out.f = tir_detail::fget<float>(v); break;
  case Num::kF64: out.f = tir_detail::fget<double>(v); break;
  default: out.i = v.i; break;
  }
  return out;
}

EvalStatus bind_args(const Program& prog, const std::vector<Value>& args, tir_detail::Frame& f) {
  std::vector<const Tensor*> tensors;
  std::vector<const PrimScalar*> scalars;
  for (size_t i = 0; i < args.size(); ++i) {
    if (const Tensor* t = args[i].as_tensor())
      tensors.push_back(t);
    else if (const PrimScalar* s = args[i].as_prim())
      scalars.push_back(s);
    else
      return EvalError{EvalErrorKind::kTypeError, prog.loc,
                       fmt::format("argument {} of {} is a {}; a PrimFunc takes tensors and "
                                   "PrimValues",
                                   i, func_name(prog), args[i].kind_name())};
  }
  size_t n_buffers = 0, n_scalars = 0;
  for (const CParam& p : prog.params) (p.buffer >= 0 ? n_buffers : n_scalars)++;
  if (tensors.size() != n_buffers || scalars.size() != n_scalars) {
    return EvalError{EvalErrorKind::kMatchCast, prog.loc,
                     fmt::format("{} takes {} tensor{} and {} scalar{}, got {} and {}",
                                 func_name(prog), n_buffers, n_buffers == 1 ? "" : "s", n_scalars,
                                 n_scalars == 1 ? "" : "s", tensors.size(), scalars.size())};
  }
  std::vector<char> bound(f.vars.size(), 0);
  size_t next_tensor = 0, next_scalar = 0;
  for (const CParam& p : prog.params) {
    if (p.buffer >= 0) continue;
    const PrimScalar& s = *scalars[next_scalar++];
    std::optional<Scalar> v = convert_scalar(s, p);
    if (!v) {
      return EvalError{EvalErrorKind::kMatchCast, prog.loc,
                       fmt::format("scalar parameter '{}' of {} is {}, got a {} value", p.name,
                                   func_name(prog), p.dtype.str(), s.dtype.str())};
    }
    f.vars[size_t(p.slot)] = *v;
    bound[size_t(p.slot)] = 1;
  }
  // Tensors: dtype and rank, then the dimensions that are variables (binding the first time).
  for (const CParam& p : prog.params) {
    if (p.buffer < 0) continue;
    const Tensor& t = *tensors[next_tensor++];
    const CBuffer& b = prog.buffers[size_t(p.buffer)];
    if (t.dtype != b.dtype || size_t(t.ndim()) != b.dim_slots.size()) {
      return EvalError{EvalErrorKind::kMatchCast, b.loc,
                       fmt::format("buffer '{}' of {} is {}-d {}, got a {}-d {} tensor", b.name,
                                   func_name(prog), b.dim_slots.size(), b.dtype.str(), t.ndim(),
                                   t.dtype.str())};
    }
    bool negative = std::any_of(t.shape.begin(), t.shape.end(), [](int64_t d) { return d < 0; });
    if (negative || !t.data || t.offset < 0 ||
        int64_t(t.data->size()) - t.offset < t.num_elements() * t.elem_bytes()) {
      return EvalError{
          EvalErrorKind::kTypeError, b.loc,
          fmt::format("the tensor for buffer '{}' has no storage of its size", b.name)};
    }
    tir_detail::RtBuffer& rt = f.buffers[size_t(p.buffer)];
    rt.data = t.bytes();
    rt.undef = t.undef_flags();
    rt.elem_bytes = t.elem_bytes();
    rt.shape = t.shape;
    for (size_t d = 0; d < b.dim_slots.size(); ++d) {
      int slot = b.dim_slots[d];
      if (slot < 0) continue;
      const auto& dt = b.dims[d]->dtype;
      int shift = dt.is_bool() ? 63 : 64 - dt.bits;
      int64_t dim = t.shape[d];
      if (!bound[size_t(slot)]) {
        if (tir_detail::wrap_int(dim, shift, dt.is_int()) != dim) {
          return EvalError{EvalErrorKind::kShapeMismatch, b.loc,
                           fmt::format("dimension {} of buffer '{}' is {}, which does not fit "
                                       "shape variable '{}' of dtype {}",
                                       d, b.name, dim, prog.var_names[size_t(slot)], dt.str())};
        }
        f.vars[size_t(slot)].i = dim;
        bound[size_t(slot)] = 1;
      } else if (f.vars[size_t(slot)].i != dim) {
        return EvalError{EvalErrorKind::kShapeMismatch, b.loc,
                         fmt::format("buffer '{}' of {} needs dimension {} = {} = {} (shape "
                                     "variable bound earlier), got a tensor of shape {}",
                                     b.name, func_name(prog), d, prog.var_names[size_t(slot)],
                                     f.vars[size_t(slot)].i, shape_str(t.shape))};
      }
    }
  }
  // Then the dimensions that are expressions, now that every shape variable is bound.
  for (const CParam& p : prog.params) {
    if (p.buffer < 0) continue;
    const CBuffer& b = prog.buffers[size_t(p.buffer)];
    const std::vector<int64_t>& shape = f.buffers[size_t(p.buffer)].shape;
    for (size_t d = 0; d < b.dim_slots.size(); ++d) {
      if (b.dim_slots[d] >= 0) continue;
      int64_t want = b.dims[d]->eval(f).i;
      if (f.failed) return f.error;
      if (want != shape[d]) {
        return EvalError{EvalErrorKind::kShapeMismatch, b.loc,
                         fmt::format("buffer '{}' of {} needs dimension {} = {}, got a tensor "
                                     "of shape {}",
                                     b.name, func_name(prog), d, want, shape_str(shape))};
      }
    }
  }
  return eval_ok();
}

} // namespace

EvalStatus run_prim_func(const PrimFuncNode& func, const std::vector<Value>& args,
                         const EvalLimits& limits, int64_t& iterations, PrimScalar* ret) {
  std::shared_ptr<const Program> prog = program_for(func);
  if (prog->error) return *prog->error;
  tir_detail::Frame f;
  f.prog = prog.get();
  f.vars.assign(size_t(prog->num_vars), Scalar{.i = 0});
  f.buffers.resize(prog->buffers.size());
  f.iterations = iterations;
  f.max_iterations = limits.max_tir_iterations;
  f.max_alloc_bytes = limits.max_tensor_bytes;
  if (EvalStatus s = bind_args(*prog, args, f); !s) return s;
  for (int b : prog->root_allocs)
    if (!tir_detail::alloc_buffer(f, b, prog->buffers[size_t(b)].loc)) return f.error;
  if (prog->body) prog->body->exec(f);
  Scalar result{.i = 0};
  if (prog->ret && !f.failed) result = prog->ret->eval(f);
  iterations = f.iterations;
  if (f.failed) return f.error;
  if (prog->ret && ret) *ret = to_prim_scalar(result, prog->ret_dtype);
  return eval_ok();
}

} // namespace rxv::sem
