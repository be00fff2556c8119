// Halide lowerings of the nn_conv family (semantics/ops/nn_conv.cpp): conv2d (NCHW data, OIHW
// kernel, groups 1). Other ranks, the transposed convolutions, other layouts and attributes are
// left to the interpreter. Accumulation is in
// the compute type, float16 rounded once per output.
#include "backends/halide/nn_window_attrs.h"

namespace rxv::halide {

namespace {

using Halide::Expr;
using sem::DataType;
using namespace nn_attrs;

LowerResult lower_conv2d(const sem::CallNode& call, const std::vector<Operand>& args,
                         LowerContext& ctx) {
  const LTensor* x = tensor_arg(args, 0);
  const LTensor* w = tensor_arg(args, 1);
  if (!x || !w || x->ndim() != 4 || w->ndim() != 4) return std::string("conv2d needs 4-D tensors");
  if (!layout_is(call, "data_layout", "NCHW") || !layout_is(call, "kernel_layout", "OIHW") ||
      !layout_is(call, "out_layout", "NCHW"))
    return std::string("only NCHW / OIHW layouts are lowered");
  if (int_attr(call, "groups").value_or(1) != 1) return std::string("groups != 1");
  std::string werr;
  sem::nn_window::Window win = sem::nn_window::read_window(call, 2, nullptr, false, werr);
  if (!werr.empty()) return "unsupported strides / padding / dilation: " + werr;
  DataType dt = dtype_attr(call, "out_dtype").value_or(x->dtype);
  if (dt.is_bool()) return std::string("bool conv2d is left to the interpreter");
  Halide::Type ct = *compute_type(dt);
  ctx.require(x->shape[1] == w->shape[1], "input channels differ from the kernel's");
  int pt = int(win.pad_before(0)), pl = int(win.pad_before(1)), pb = int(win.pad_after(0)),
      pr = int(win.pad_after(1));
  int sh = int(win.stride[0]), sw = int(win.stride[1]), dh = int(win.dilation[0]),
      dw = int(win.dilation[1]);
  Expr oh = (x->shape[2] + pt + pb - dh * (w->shape[2] - 1) - 1) / sh + 1;
  Expr ow = (x->shape[3] + pl + pr - dw * (w->shape[3] - 1) - 1) / sw + 1;
  ctx.require(x->shape[2] + pt + pb - dh * (w->shape[2] - 1) - 1 >= 0 &&
                  x->shape[3] + pl + pr - dw * (w->shape[3] - 1) - 1 >= 0,
              "the kernel is larger than the padded input");
  // Zero padding through a bounded input view.
  Halide::Var n("n"), c("c"), h("h"), ww("w");
  Halide::Func padded = fresh_func("conv2d_pad");
  Expr in_h = h - pt, in_w = ww - pl;
  Expr inside = in_h >= 0 && in_h < x->shape[2] && in_w >= 0 && in_w < x->shape[3];
  padded(ww, h, c, n) = Halide::select(inside,
                                       convert(x->dtype, dt,
                                               x->at({n, c, Halide::clamp(in_h, 0, x->shape[2] - 1),
                                                      Halide::clamp(in_w, 0, x->shape[3] - 1)})),
                                       Halide::Internal::make_zero(ct));
  Halide::RDom r(0, w->shape[1], 0, w->shape[2], 0, w->shape[3], "rc");
  Halide::Func acc = fresh_func("conv2d_acc");
  Halide::Var o("o"), y("y"), xx("x");
  acc(xx, y, o, n) = Halide::Internal::make_zero(ct);
  acc(xx, y, o, n) =
      wrap_add(acc(xx, y, o, n), wrap_mul(padded(xx * sw + r.z * dw, y * sh + r.y * dh, r.x, n),
                                          convert(w->dtype, dt, w->at({o, r.x, r.y, r.z}))));
  LTensor out;
  out.func = fresh_func("relax.nn.conv2d");
  out.dtype = dt;
  out.shape = {x->shape[0], w->shape[0], oh, ow};
  out.func(xx, y, o, n) = round_to(dt, acc(xx, y, o, n));
  Expr out_c = w->shape[0];
  out.schedule = [acc, padded, ww, c, xx, y, o, n, r, ow,
                  out_c](Halide::Func* stage, const Halide::Target& t) mutable -> bool {
    int vec = t.natural_vector_size(acc.output_types()[0]);
    const auto kGuard = Halide::TailStrategy::GuardWithIf;
    // The zero-padded input materialized once: the accumulation loops then load it without the
    // bounds selects and clamps of the inlined definition.
    padded.compute_root().vectorize(ww, vec, kGuard).parallel(c);
    if (stage && !t.has_gpu_feature()) {
      // Register blocking as in matmul: 4 output channels x 2 vectors of columns accumulate
      // over (ci, ky, kx) in registers; small shapes take a guarded generic path.
      Halide::Func& s = *stage;
      Halide::Var sx = s.args()[0], sy = s.args()[1], sc = s.args()[2];
      Halide::Var xo("xo"), xi("xi"), co("co"), ci("ci");
      Expr big = ow >= 2 * vec && out_c >= 4;
      s.specialize(big)
          .split(sx, xo, xi, 2 * vec, Halide::TailStrategy::ShiftInwards)
          .split(sc, co, ci, 4, Halide::TailStrategy::ShiftInwards)
          .reorder(xi, ci, xo, sy, co)
          .vectorize(xi, vec)
          .unroll(ci)
          .parallel(co);
      s.split(sx, xo, xi, 2 * vec, kGuard)
          .split(sc, co, ci, 4, kGuard)
          .reorder(xi, ci, xo, sy, co)
          .parallel(co);
      acc.compute_at(s, xo);
      acc.specialize(big).vectorize(xx, vec).unroll(o);
      acc.update().specialize(big).reorder(xx, o, r.z, r.y, r.x, y, n).vectorize(xx, vec).unroll(o);
      return true;
    }
    acc.compute_root().vectorize(xx, vec, kGuard).parallel(o);
    acc.update().reorder(xx, y, o, n).vectorize(xx, vec, kGuard).parallel(o);
    return false;
  };
  return out;
}

} // namespace

void register_nn_conv_lowerings(LoweringRegistry& r) {
  r.add("relax.nn.conv2d", lower_conv2d);
  for (const char* op : {"relax.nn.conv1d", "relax.nn.conv3d"})
    r.exclude(op, "only conv2d is lowered (its register-blocked NCHW schedule is rank-specific)");
  for (const char* op :
       {"relax.nn.conv1d_transpose", "relax.nn.conv2d_transpose", "relax.nn.conv3d_transpose"})
    r.exclude(op, "transposed convolutions are left to the interpreter (a gather with strided "
                  "divisibility tests; not lowered yet)");
}

} // namespace rxv::halide
