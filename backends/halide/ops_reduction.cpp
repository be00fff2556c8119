// Halide lowerings of the reductions (semantics/ops/reduction.cpp): sum, mean, max, min, prod,
// argmax, argmin over `axis` (None: all) with keepdims, and cumsum. Accumulation is in the
// compute type (float16 sums in float32, rounded once at the end); integers wrap; max/min
// propagate NaN; argmax/argmin give the first extreme (the first NaN if any).
#include <cfloat>

#include "backends/halide/lowering.h"

namespace rxv::halide {

namespace {

using Halide::Expr;
using sem::DataType;

/// The reduced axes and the output layout of a reduction of `x`.
struct ReducePlan {
  std::vector<int> axes;         ///< reduced axes of x, ascending
  std::vector<Expr> out_shape;   ///< row-major
  std::vector<Halide::Var> vars; ///< output vars, row-major
  Halide::RDom rdom;             ///< over the reduced axes (undefined when there are none)
  std::vector<Expr> in_idx;      ///< x's row-major index in terms of vars and rdom
  Expr count;                    ///< number of reduced elements
};

ReducePlan plan(const LTensor& x, const std::vector<int>& axes, bool keepdims) {
  ReducePlan p;
  p.axes = axes;
  std::sort(p.axes.begin(), p.axes.end());
  std::vector<Halide::Range> ranges;
  p.count = Expr(1);
  for (int a : p.axes) {
    ranges.emplace_back(0, x.shape[a]);
    p.count = p.count * x.shape[a];
  }
  if (!ranges.empty()) p.rdom = Halide::RDom(ranges);
  int nout = 0;
  for (int d = 0; d < x.ndim(); ++d) {
    bool reduced = std::find(p.axes.begin(), p.axes.end(), d) != p.axes.end();
    if (!reduced || keepdims) {
      p.out_shape.push_back(reduced ? Expr(1) : x.shape[d]);
      ++nout;
    }
  }
  p.vars = make_vars(nout, "r");
  int o = 0, k = 0;
  for (int d = 0; d < x.ndim(); ++d) {
    bool reduced = std::find(p.axes.begin(), p.axes.end(), d) != p.axes.end();
    if (reduced) {
      p.in_idx.push_back(p.rdom[k++]);
      if (keepdims) ++o;
    } else {
      p.in_idx.push_back(p.vars[o++]);
    }
  }
  return p;
}

/// The axes to reduce: the `axis` attribute (list or single int), None meaning all.
std::variant<std::vector<int>, std::string> reduce_axes(const sem::CallNode& call, int ndim) {
  auto a = axes_attr(call, "axis", ndim);
  if (auto* err = std::get_if<std::string>(&a)) return *err;
  auto& axes = std::get<0>(a);
  if (axes) return *axes;
  std::vector<int> all;
  for (int d = 0; d < ndim; ++d) all.push_back(d);
  return all;
}

enum class Red { kSum, kMean, kMax, kMin, kProd };

/// The dtype's highest finite value (float16's is 65504).
double float_highest(DataType dt) {
  return dt.bits == 16 ? 65504.0 : dt.bits == 32 ? double(FLT_MAX) : DBL_MAX;
}

/// The reductions' initial value in compute type `t` for dtype `dt`. max/min start from the
/// dtype's lowest/highest finite value, as the interpreter and TVM's min_value/max_value: over
/// no elements, or over infinities only, the result is that value, not an infinity.
Expr identity(Red r, Halide::Type t, DataType dt) {
  switch (r) {
  case Red::kSum:
  case Red::kMean: return Halide::Internal::make_zero(t);
  case Red::kProd: return Halide::Internal::make_one(t);
  case Red::kMax: return t.is_float() ? Halide::cast(t, Expr(-float_highest(dt))) : t.min();
  case Red::kMin: return t.is_float() ? Halide::cast(t, Expr(float_highest(dt))) : t.max();
  }
  return Expr();
}

void add_statistical(LoweringRegistry& reg, const std::string& op, Red red) {
  std::string name = "relax." + op;
  reg.add(name,
          [=](const sem::CallNode& call, const std::vector<Operand>& args,
              LowerContext& ctx) -> LowerResult {
            const LTensor* x = tensor_arg(args, 0);
            if (!x) return std::string("the argument is not a tensor");
            if (x->dtype.is_bool())
              return std::string("bool reductions are left to the interpreter");
            auto axes = reduce_axes(call, x->ndim());
            if (auto* err = std::get_if<std::string>(&axes)) return *err;
            ReducePlan p = plan(*x, std::get<0>(axes), bool_attr(call, "keepdims", false));
            Halide::Type ct = *compute_type(x->dtype);
            LTensor out;
            out.func = fresh_func(name);
            out.dtype = x->dtype;
            out.shape = p.out_shape;
            Halide::Func acc = fresh_func(name + "_acc");
            std::vector<Halide::Var> rev(p.vars.rbegin(), p.vars.rend());
            std::vector<Expr> rev_e(rev.begin(), rev.end());
            Expr elem = x->at(p.in_idx);
            if (!p.rdom.defined()) {
              // Nothing reduced: the interpreter still adds the element to its initial 0, and
              // 0 + -0 is +0; Halide folds x + 0 to x, so the sign is cleared on the bits.
              Expr e = elem;
              if ((red == Red::kSum || red == Red::kMean) && ct.is_float()) {
                Halide::Type u = Halide::UInt(ct.bits());
                Expr sign_only = Halide::cast(u, Expr(uint64_t{1} << (ct.bits() - 1)));
                e = Halide::select(Halide::reinterpret(u, elem) == sign_only,
                                   Halide::Internal::make_zero(ct), elem);
              }
              acc(rev) = e;
            } else {
              acc(rev) = identity(red, ct, x->dtype);
              Expr cur = acc(rev_e);
              Expr next;
              switch (red) {
              case Red::kSum:
              case Red::kMean: next = wrap_add(cur, elem); break;
              case Red::kProd: next = wrap_mul(cur, elem); break;
              case Red::kMax: next = nan_max(cur, elem); break;
              case Red::kMin: next = nan_min(cur, elem); break;
              }
              acc(rev) = next;
            }
            Expr v = acc(rev_e);
            if (red == Red::kMean) {
              if (ct.is_float()) {
                v = v / Halide::cast(ct, p.count);
              } else {
                ctx.require(p.count > 0 || elements(p.out_shape) == 0, "mean over no elements",
                            sem::EvalErrorKind::kDivisionByZero);
                Expr n = Halide::cast(ct, Halide::max(p.count, 1));
                v = ct.is_uint() ? v / n : Halide::div_round_to_zero(v, n);
              }
            }
            out.func(rev) = round_to(x->dtype, v);
            int nd = out.ndim();
            bool has_update = p.rdom.defined();
            out.schedule = [acc, nd, has_update](Halide::Func*, const Halide::Target& t) mutable {
              if (has_update) schedule_root_reduction(acc, nd, t);
              return false;
            };
            return out;
          });
}

void add_arg_reduce(LoweringRegistry& reg, const std::string& op, bool is_max) {
  std::string name = "relax." + op;
  reg.add(name,
          [=](const sem::CallNode& call, const std::vector<Operand>& args,
              LowerContext& ctx) -> LowerResult {
            const LTensor* x = tensor_arg(args, 0);
            if (!x) return std::string("the argument is not a tensor");
            if (x->dtype.is_bool())
              return std::string("bool argmax/argmin are left to the interpreter");
            bool keepdims = bool_attr(call, "keepdims", false);
            auto axis = int_attr(call, "axis");
            std::vector<int> axes;
            if (axis) {
              int64_t a = *axis < 0 ? *axis + x->ndim() : *axis;
              if (a < 0 || a >= x->ndim()) return std::string("axis out of range");
              axes.push_back(static_cast<int>(a));
            } else {
              for (int d = 0; d < x->ndim(); ++d) axes.push_back(d);
            }
            ReducePlan p = plan(*x, axes, keepdims);
            ctx.require(p.count > 0 || elements(p.out_shape) == 0, "argmax/argmin over no elements",
                        sem::EvalErrorKind::kIndexOutOfRange);
            Halide::Type ct = *compute_type(x->dtype);
            Halide::Func acc = fresh_func(name + "_acc");
            std::vector<Halide::Var> rev(p.vars.rbegin(), p.vars.rend());
            std::vector<Expr> rev_e(rev.begin(), rev.end());
            // Flattened row-major position over the reduced axes.
            Expr pos = Halide::cast(Halide::Int(64), 0);
            for (size_t k = 0; k < p.axes.size(); ++k)
              pos = pos * Halide::cast(Halide::Int(64), x->shape[p.axes[k]]) +
                    Halide::cast(Halide::Int(64), p.rdom[static_cast<int>(k)]);
            if (!p.rdom.defined()) {
              acc(rev) = Halide::Tuple(Halide::cast(Halide::Int(64), 0), x->at(p.in_idx));
            } else {
              acc(rev) = Halide::Tuple(Halide::cast(Halide::Int(64), -1),
                                       identity(is_max ? Red::kMax : Red::kMin, ct, x->dtype));
              Expr best_i = acc(rev_e)[0], best = acc(rev_e)[1];
              Expr e = x->at(p.in_idx);
              // The first extreme in row-major position: the RDom runs its first reduced axis
              // innermost, so a tie goes to the smaller position, not to the earlier visit.
              Expr earlier = pos < best_i;
              Expr better = (is_max ? e > best : e < best) || (e == best && earlier);
              // Float compares assume no NaN in Halide's fast math: the first NaN wins, and once
              // the best is NaN only an earlier NaN is better.
              if (ct.is_float())
                better = Halide::select(is_nan_strict(best), is_nan_strict(e) && earlier,
                                        is_nan_strict(e) || better);
              better = better || best_i < 0;
              acc(rev) = Halide::Tuple(Halide::select(better, pos, best_i),
                                       Halide::select(better, e, best));
            }
            LTensor out;
            out.func = fresh_func(name);
            out.dtype = DataType::Int(64);
            out.shape = p.out_shape;
            out.func(rev) = acc(rev_e)[0];
            bool has_update = p.rdom.defined();
            out.schedule = [acc](Halide::Func*, const Halide::Target&) mutable {
              acc.compute_root();
              return false;
            };
            (void)has_update;
            return out;
          });
}

} // namespace

void register_reduction_lowerings(LoweringRegistry& r) {
  add_statistical(r, "sum", Red::kSum);
  add_statistical(r, "mean", Red::kMean);
  add_statistical(r, "max", Red::kMax);
  add_statistical(r, "min", Red::kMin);
  add_statistical(r, "prod", Red::kProd);
  add_arg_reduce(r, "argmax", true);
  add_arg_reduce(r, "argmin", false);
  for (const char* op : {"relax.variance", "relax.std", "relax.cumprod"})
    r.exclude(op, "not lowered yet");

  // cumsum(x, axis, dtype, exclusive): a scan along `axis` (None: the flattened tensor).
  r.add("relax.cumsum",
        [](const sem::CallNode& call, const std::vector<Operand>& args,
           LowerContext&) -> LowerResult {
          const LTensor* x0 = tensor_arg(args, 0);
          if (!x0) return std::string("the argument is not a tensor");
          DataType dt = dtype_attr(call, "dtype").value_or(x0->dtype);
          if (dt.is_bool() || x0->dtype.is_bool())
            return std::string("bool cumsum is left to the interpreter");
          bool exclusive = bool_attr(call, "exclusive", false);
          LTensor x = *x0;
          auto axis = int_attr(call, "axis");
          int ax;
          if (!axis && x.ndim() == 1) {
            ax = 0; // already flat
          } else if (!axis && x.ndim() >= 2) {
            // A row-major unravelling of the flat index reads x at 0 in every dim whatever
            // Halide's required region of the flat view, and an empty x has no element 0: the
            // JIT falls back, a compiled region errs (corpus/regressions/
            // cumsum_exclusive_empty_flat.py). Scans of a flattened x run on the interpreter.
            return std::string("cumsum over a flattened tensor of 2 or more dims is left to the "
                               "interpreter");
          } else if (!axis) {
            // A 0-d x: its one element as a 1-D view.
            LTensor flat;
            flat.func = fresh_func("relax.cumsum_flat");
            flat.dtype = x.dtype;
            flat.shape = {Expr(1)};
            Halide::Var i("i");
            flat.func(i) = x.func();
            x = flat;
            ax = 0;
          } else {
            int64_t a = *axis < 0 ? *axis + x.ndim() : *axis;
            if (a < 0 || a >= x.ndim()) return std::string("axis out of range");
            ax = static_cast<int>(a);
          }
          Halide::Type ct = *compute_type(dt);
          auto v = make_vars(x.ndim(), "c");
          Halide::Func scan = fresh_func("relax.cumsum_scan");
          std::vector<Expr> idx = as_exprs(v);
          // Inclusive: scan(i) = x(0) + ... + x(i); exclusive: x(0) + ... + x(i - 1). The pure
          // definition reads x at i (inclusive) or not at all (exclusive), the update at r or
          // r - 1 for r in [1, n - 1] (no iterations when n <= 1), so an empty x is never read:
          // Halide's required region of it stays empty (a read at 0 of an empty buffer is a
          // failed bounds check, which the JIT falls back from and a compiled region errs on).
          define(scan, v,
                 exclusive ? Halide::Internal::make_zero(ct) : convert(x.dtype, dt, x.at(idx)));
          Halide::RDom rr(1, x.shape[ax] - 1);
          std::vector<Expr> cur = idx, prev = idx;
          cur[ax] = rr;
          prev[ax] = rr - 1;
          std::vector<Expr> rcur(cur.rbegin(), cur.rend()), rprev(prev.rbegin(), prev.rend());
          scan(rcur) = wrap_add(scan(rprev), convert(x.dtype, dt, x.at(exclusive ? prev : cur)));
          LTensor out;
          out.func = fresh_func("relax.cumsum");
          out.dtype = dt;
          out.shape = x.shape;
          std::vector<Expr> ri(idx.rbegin(), idx.rend());
          define(out.func, v, round_to(dt, scan(ri)));
          out.schedule = [scan](Halide::Func*, const Halide::Target&) mutable {
            scan.compute_root();
            return false;
          };
          return out;
        });
}

} // namespace rxv::halide
