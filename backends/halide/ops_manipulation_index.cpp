// Halide lowerings of the indexing ops (semantics/ops/manipulation_index.cpp):
// - strided_slice with literal axes / begin / end / strides tuples: begin and end are made
//   canonical against the symbolic dim (negative counts from the end, then clamped), as numpy;
// - take in the "wrap" and "clip" modes, whose indices are always in range once the axis is
//   non-empty (checked before the pipeline runs). "fast" and "nan" modes error or not depending
//   on the index values, which a pipeline cannot report: they stay with the interpreter.
#include "backends/halide/lowering.h"
#include "semantics/ir/node_cast.h"

namespace rxv::halide {

namespace {

using Halide::Expr;

LowerResult lower_take(const sem::CallNode& call, const std::vector<Operand>& args,
                       LowerContext& ctx) {
  const LTensor* x = tensor_arg(args, 0);
  if (!x || x->ndim() == 0 || args.size() != 2) return std::string("take needs a tensor x");
  std::string mode = string_attr(call, "mode", "fast");
  if (mode != "wrap" && mode != "clip")
    return "mode \"" + mode + "\" depends on the index values (left to the interpreter)";
  // The indices: a tensor or a literal integer PrimValue (a 0-d index).
  const LTensor* ind = tensor_arg(args, 1);
  std::optional<int64_t> literal_index;
  if (!ind) {
    if (!args[1].prim || args[1].prim->is_float()) return std::string("indices are not integers");
    literal_index = args[1].prim->i;
  } else if (!ind->dtype.is_integral() || ind->dtype.is_bool()) {
    return std::string("indices are not integers");
  }
  auto axis_value = int_attr(call, "axis");
  if (!axis_value && x->ndim() != 1) return std::string("without an axis x must be 1-D");
  int64_t av = axis_value.value_or(0);
  int64_t an = av < 0 ? av + x->ndim() : av;
  if (an < 0 || an >= x->ndim()) return std::string("the axis is out of range");
  int a = static_cast<int>(an);
  int ik = ind ? ind->ndim() : 0;
  Expr dim = x->shape[a];

  LTensor r;
  r.func = fresh_func("relax.take");
  r.dtype = x->dtype;
  r.shape.assign(x->shape.begin(), x->shape.begin() + a);
  if (ind) r.shape.insert(r.shape.end(), ind->shape.begin(), ind->shape.end());
  r.shape.insert(r.shape.end(), x->shape.begin() + a + 1, x->shape.end());
  // As the interpreter: the empty axis is an error only when some element is read.
  ctx.require(dim > 0 || elements(r.shape) == 0, "take from an empty axis",
              sem::EvalErrorKind::kIndexOutOfRange);
  auto v = make_vars(r.ndim(), "t");
  auto idx = as_exprs(v);
  Expr i;
  if (ind) {
    std::vector<Expr> ii(idx.begin() + a, idx.begin() + a + ik);
    i = ik == 0 ? ind->func() : ind->at(ii);
    i = ind->dtype.is_uint() && ind->dtype.bits == 64 ? Halide::reinterpret(Halide::Int(64), i)
                                                      : Halide::cast(Halide::Int(64), i);
  } else {
    i = Expr(*literal_index);
  }
  Expr d = Halide::cast(Halide::Int(64), Halide::max(dim, 1));
  // Halide's % is Euclidean: ((i % d) + d) % d of the kernel.
  Expr j = mode == "wrap" ? i % d : Halide::clamp(i, Expr(int64_t{0}), d - 1);
  std::vector<Expr> in(idx.begin(), idx.begin() + a);
  in.push_back(Halide::cast(Halide::Int(32), j));
  in.insert(in.end(), idx.begin() + a + ik, idx.end());
  define(r.func, v, x->at(in));
  return r;
}

Expr i64(Expr e) { return Halide::cast(Halide::Int(64), e); }

LowerResult lower_strided_slice(const sem::CallNode& call, const std::vector<Operand>& args,
                                LowerContext& ctx) {
  const LTensor* x = tensor_arg(args, 0);
  if (!x || args.size() < 4) return std::string("strided_slice needs x, axes, begin and end");
  for (size_t i = 1; i < args.size(); ++i)
    if (!args[i].dims) return std::string("axes / begin / end / strides are not literal tuples");
  // axes and strides shape the loops (their values are in the key); begin and end may be
  // run-time values (RunTimeValues::tuple_args).
  if (!args[1].ints || (args.size() > 4 && !args[4].ints))
    return std::string("axes and strides are not literal tuples");
  const std::vector<int64_t>& axes = *args[1].ints;
  std::vector<int64_t> strides =
      args.size() > 4 ? *args[4].ints : std::vector<int64_t>(axes.size(), 1);
  const std::vector<Expr>&begins = *args[2].dims, &ends = *args[3].dims;
  if (begins.size() != axes.size() || ends.size() != axes.size() || strides.size() != axes.size())
    return std::string("the tuples differ in length");
  bool assume_inbound = bool_attr(call, "assume_inbound", false);
  int n = x->ndim();
  std::vector<Expr> start(n, Expr(int64_t{0})), step(n, Expr(int64_t{1})), shape = x->shape;
  std::vector<bool> seen(n, false);
  for (size_t i = 0; i < axes.size(); ++i) {
    int64_t av = axes[i] < 0 ? axes[i] + n : axes[i];
    if (av < 0 || av >= n) return std::string("an axis is out of range");
    int a = static_cast<int>(av);
    if (seen[a]) return std::string("an axis is sliced twice");
    seen[a] = true;
    int64_t s = strides[i];
    if (s == 0) return std::string("a zero stride errors (left to the interpreter)");
    Expr dim = i64(x->shape[a]);
    Expr b = begins[i], e = ends[i];
    if (assume_inbound) {
      ctx.require(b >= 0 && b <= dim && e >= 0 && e <= dim,
                  "assume_inbound, but a slice is outside the axis",
                  sem::EvalErrorKind::kIndexOutOfRange);
    } else {
      Expr lo = Expr(int64_t{s > 0 ? 0 : -1}), hi = s > 0 ? dim : dim - 1;
      auto canon = [&](Expr v) {
        v = Halide::select(v < 0, v + dim, v);
        return Halide::min(Halide::max(v, lo), hi);
      };
      b = canon(b);
      e = canon(e);
    }
    Expr diff = e - b, se = Expr(s);
    Expr len = s > 0 ? Halide::select(diff > 0, (diff + se - 1) / se, Expr(int64_t{0}))
                     : Halide::select(diff < 0, (-diff - se - 1) / -se, Expr(int64_t{0}));
    start[a] = b;
    step[a] = se;
    shape[a] = Halide::cast(Halide::Int(32), len);
  }
  LTensor r;
  r.func = fresh_func("relax.strided_slice");
  r.dtype = x->dtype;
  r.shape = shape;
  auto v = make_vars(n, "s");
  std::vector<Expr> in;
  for (int k = 0; k < n; ++k)
    in.push_back(Halide::cast(Halide::Int(32), start[k] + i64(v[k]) * step[k]));
  define(r.func, v, x->at(in));
  return r;
}

} // namespace

void register_manipulation_index_lowerings(LoweringRegistry& r) {
  r.add("relax.take", lower_take);
  RunTimeValues slice_values;
  slice_values.tuple_args = {2, 3}; // begin, end
  r.add("relax.strided_slice", lower_strided_slice, slice_values);
  r.exclude("relax.dynamic_strided_slice", "a data-dependent output shape");
}

} // namespace rxv::halide
