// Halide lowerings of the nn_pool family (semantics/ops/nn_pool.cpp): max_pool2d / avg_pool2d
// (NCHW, no ceil_mode). Other ranks, layouts and attributes are left to the interpreter.
#include "backends/halide/nn_window_attrs.h"

namespace rxv::halide {

namespace {

using Halide::Expr;
using sem::DataType;
using namespace nn_attrs;

LowerResult lower_pool(const sem::CallNode& call, const std::vector<Operand>& args, bool is_max,
                       LowerContext& ctx) {
  const LTensor* x = tensor_arg(args, 0);
  if (!x || x->ndim() != 4 || x->dtype.is_bool()) return std::string("pooling needs a 4-D tensor");
  if (!layout_is(call, "layout", "NCHW") || !layout_is(call, "out_layout", "NCHW"))
    return std::string("only the NCHW layout is lowered");
  if (bool_attr(call, "ceil_mode", false)) return std::string("ceil_mode is not lowered");
  std::string werr;
  sem::nn_window::Window win = sem::nn_window::read_window(call, 2, "pool_size", false, werr);
  if (!werr.empty()) return "unsupported pool_size / strides / padding / dilation: " + werr;
  bool include_pad = bool_attr(call, "count_include_pad", false);
  Halide::Type ct = *compute_type(x->dtype);
  int pt = int(win.pad_before(0)), pl = int(win.pad_before(1)), pb = int(win.pad_after(0)),
      pr = int(win.pad_after(1));
  int kh = int(win.size[0]), kw = int(win.size[1]), sh = int(win.stride[0]),
      sw = int(win.stride[1]);
  int dh = int(win.dilation[0]), dw = int(win.dilation[1]);
  Expr oh = (x->shape[2] + pt + pb - dh * (kh - 1) - 1) / sh + 1;
  Expr ow = (x->shape[3] + pl + pr - dw * (kw - 1) - 1) / sw + 1;
  ctx.require(x->shape[2] + pt + pb - dh * (kh - 1) - 1 >= 0 &&
                  x->shape[3] + pl + pr - dw * (kw - 1) - 1 >= 0,
              "the window is larger than the padded input");
  Halide::Var n("n"), c("c"), y("y"), xx("x");
  Halide::RDom r(0, kh, 0, kw, "win");
  Expr ih = y * sh + r.x * dh - pt, iw = xx * sw + r.y * dw - pl;
  Expr inside = ih >= 0 && ih < x->shape[2] && iw >= 0 && iw < x->shape[3];
  Expr v =
      x->at({n, c, Halide::clamp(ih, 0, x->shape[2] - 1), Halide::clamp(iw, 0, x->shape[3] - 1)});
  Halide::Func acc = fresh_func(is_max ? "max_pool_acc" : "avg_pool_acc");
  Halide::Func cnt = fresh_func("pool_count");
  Expr lowest = ct.is_float() ? Halide::cast(ct, -INFINITY) : ct.min();
  acc(xx, y, c, n) = is_max ? lowest : Halide::Internal::make_zero(ct);
  if (is_max) {
    // As the interpreter (std::max from the lowest value): NaN taps are skipped.
    Expr take = inside && v > acc(xx, y, c, n);
    if (ct.is_float()) take = take && !is_nan_bits(v);
    acc(xx, y, c, n) = Halide::select(take, v, acc(xx, y, c, n));
  } else {
    acc(xx, y, c, n) = Halide::select(inside, wrap_add(acc(xx, y, c, n), v), acc(xx, y, c, n));
  }
  LTensor out;
  out.func = fresh_func(is_max ? "relax.nn.max_pool2d" : "relax.nn.avg_pool2d");
  out.dtype = x->dtype;
  out.shape = {x->shape[0], x->shape[1], oh, ow};
  if (is_max) {
    out.func(xx, y, c, n) = acc(xx, y, c, n);
  } else {
    Halide::RDom r2(0, kh, 0, kw, "cw");
    Expr ih2 = y * sh + r2.x * dh - pt, iw2 = xx * sw + r2.y * dw - pl;
    Expr in2 = ih2 >= 0 && ih2 < x->shape[2] && iw2 >= 0 && iw2 < x->shape[3];
    Expr count = include_pad ? Expr(kh * kw) : Halide::sum(Halide::select(in2, 1, 0));
    Expr total = acc(xx, y, c, n);
    Expr q = ct.is_float()
                 ? total / Halide::cast(ct, count)
                 : Halide::div_round_to_zero(total, Halide::cast(ct, Halide::max(count, 1)));
    out.func(xx, y, c, n) = round_to(x->dtype, q);
  }
  out.schedule = [acc, xx, c](Halide::Func*, const Halide::Target& t) mutable {
    int vec = t.natural_vector_size(acc.output_types()[0]);
    acc.compute_root().vectorize(xx, vec, Halide::TailStrategy::GuardWithIf).parallel(c);
    acc.update().vectorize(xx, vec, Halide::TailStrategy::GuardWithIf).parallel(c);
    return false;
  };
  (void)cnt;
  return out;
}

} // namespace

void register_nn_pool_lowerings(LoweringRegistry& r) {
  r.add("relax.nn.max_pool2d", [](const sem::CallNode& call, const std::vector<Operand>& args,
                                  LowerContext& ctx) { return lower_pool(call, args, true, ctx); });
  r.add("relax.nn.avg_pool2d",
        [](const sem::CallNode& call, const std::vector<Operand>& args, LowerContext& ctx) {
          return lower_pool(call, args, false, ctx);
        });
  r.exclude("relax.nn.adaptive_avg_pool2d", "not lowered yet");
  for (const char* op :
       {"relax.nn.max_pool1d", "relax.nn.max_pool3d", "relax.nn.avg_pool1d", "relax.nn.avg_pool3d"})
    r.exclude(op, "only the 2-d pools are lowered (their NCHW loop nest is rank-specific)");
  for (const char* op : {"relax.nn.adaptive_avg_pool1d", "relax.nn.adaptive_avg_pool3d"})
    r.exclude(op, "not lowered yet (as adaptive_avg_pool2d)");
}

} // namespace rxv::halide
