// Multi-head attention: relax.nn.attention and relax.nn.attention_bias (one rule, one kernel;
// TVM's python `R.nn.attention(q, k, v, bias)` builds attention_bias). StructInfo rule (TVM's
// src/relax/op/nn/attention.cc): query (B, S, H, D), key (B, Skv, Hkv, D), value (B, Skv, Hkv,
// Dv), all 4-D; provably different batch sizes, key/value lengths or head dims are errors, as is
// a head count H provably not a multiple of key's or value's. The bias is 4-D (B, H, S, Skv),
// each of its first three dims equal to query's or 1. The result is (B, S, H, Dv) of query's
// dtype; a query, key or value of unknown shape gives a 4-D tensor of unknown shape (TVM
// dereferences a null shape there). Attributes: scale (None: 1 / sqrt(D)), causal_mask (None,
// "TopLeft" or "BottomRight"), window_size (None or an int).
// Kernel (the legalization's _te_attention): per batch and head, scores p[i, j] = sum_d q[i, d]
// k[j, d] (accumulated in the dtype, as TOPI's batch_matmul: float16 rounds every step), times
// scale (a constant of the dtype) or divided by sqrt(D) in the dtype, plus the bias (broadcast);
// then softmax over j, where causal_mask keeps only j <= i + offset (offset 0 for "TopLeft",
// |S - Skv| for "BottomRight", as TVM defines it); out[i, e] = sum_j s[i, j] v[j, e], accumulated
// like the scores. Query head h reads key/value head h / (H / Hkv) (grouped heads).
// window_size is a run-time Unsupported error: TVM's legalization rejects it and its kernels are
// the backends' (flash attention, cutlass).
#include <fmt/format.h>

#include <cmath>
#include <limits>

#include "semantics/ops/nn_common.h"
#include "semantics/ops/op_attrs.h"
#include "semantics/ops/op_families.h"

namespace rxv::sem {

namespace {

// ---- StructInfo rule ---------------------------------------------------------------------------

void check_attention_attrs(const CallNode& call, OpInferContext& ctx) {
  read_attr<std::optional<double>>(call, "scale", std::nullopt, ctx);
  read_attr<std::optional<int64_t>>(call, "window_size", std::nullopt, ctx);
  auto mask = read_attr<std::optional<std::string>>(call, "causal_mask", std::nullopt, ctx);
  if (mask && *mask != "TopLeft" && *mask != "BottomRight")
    ctx.error(fmt::format("{}: causal_mask must be None, \"TopLeft\" or \"BottomRight\", got "
                          "\"{}\"",
                          op_name(call), *mask));
}

StructInfo infer_attention(const CallNode& call, const std::vector<StructInfo>& args,
                           OpInferContext& ctx) {
  static const char* const kNames[] = {"query", "key", "value", "bias"};
  std::vector<const TensorSInfo*> t;
  for (size_t i = 0; i < args.size(); ++i) {
    t.push_back(expect_tensor(call, args, i, kNames[i], ctx));
    if (!t.back()) return make_object_sinfo();
  }
  check_attention_attrs(call, ctx);
  bool ok = true;
  for (size_t i = 0; i < t.size(); ++i)
    if (t[i]->ndim != 4) {
      ctx.error(fmt::format("{}: {} must be 4-D ({}), got {}", op_name(call), kNames[i],
                            i == 3 ? "batch, heads, queries, keys"
                                   : "batch, sequence length, heads, head dimension",
                            describe(args[i])));
      ok = false;
    }
  const std::vector<PrimExpr>* q = tensor_dims(*t[0]);
  const std::vector<PrimExpr>* k = tensor_dims(*t[1]);
  const std::vector<PrimExpr>* v = tensor_dims(*t[2]);
  if (!ok || !q || !k || !v) return tensor_of_ndim(t[0]->dtype, 4, t[0]->vdevice);
  Arith& a = ctx.arith();
  auto equal = [&](const PrimExpr& x, const PrimExpr& y, const char* what) {
    if (a.prove_not_equal(x, y).is_proved())
      ctx.error(fmt::format("{}: {} differ: {} and {}", op_name(call), what, describe_dims({x}),
                            describe_dims({y})));
  };
  auto multiple = [&](const PrimExpr& x, const PrimExpr& y, const char* what) {
    if (a.prove_not_equal(make_binary(PrimKind::kFloorMod, x, y), make_int(0)).is_proved())
      ctx.error(fmt::format("{}: query's head count {} is not a multiple of {}'s {}", op_name(call),
                            describe_dims({x}), what, describe_dims({y})));
  };
  equal((*q)[0], (*k)[0], "the batch sizes of query and key");
  equal((*q)[0], (*v)[0], "the batch sizes of query and value");
  multiple((*q)[2], (*k)[2], "key");
  multiple((*q)[2], (*v)[2], "value");
  equal((*k)[1], (*v)[1], "the sequence lengths of key and value");
  equal((*q)[3], (*k)[3], "the head dimensions of query and key");
  if (t.size() == 4)
    if (const std::vector<PrimExpr>* b = tensor_dims(*t[3])) {
      const PrimExpr want[] = {(*q)[0], (*q)[2], (*q)[1]};
      for (size_t i = 0; i < 3; ++i)
        if (a.prove_not_equal(want[i], (*b)[i]).is_proved() &&
            !a.prove_equal((*b)[i], make_int(1)).is_proved())
          ctx.error(fmt::format("{}: bias dimension {} is {}, neither 1 nor query's {}",
                                op_name(call), i, describe_dims({(*b)[i]}),
                                describe_dims({want[i]})));
      equal((*k)[1], (*b)[3], "the key length and bias's last dimension");
    }
  return tensor_of_dims({(*q)[0], (*q)[1], (*q)[2], (*v)[3]}, t[0]->dtype, t[0]->vdevice);
}

// ---- Kernel ------------------------------------------------------------------------------------

EvalOr<Value> attention_kernel(const CallNode& call, const std::vector<Value>& args,
                               KernelContext& ctx) {
  const std::string op = op_name(call);
  const Tensor* t[4] = {};
  for (size_t i = 0; i < args.size(); ++i) {
    auto x = tensor_arg(call, args, i, ctx);
    if (!x) return x.error();
    t[i] = *x;
  }
  const Tensor &q = *t[0], &k = *t[1], &v = *t[2];
  if (auto st = require_float(q, op.c_str(), ctx); !st) return st.error();
  auto scale = read_attr<std::optional<double>>(call, "scale", std::nullopt, ctx);
  if (!scale) return scale.error();
  auto mask = read_attr<std::optional<std::string>>(call, "causal_mask", std::nullopt, ctx);
  if (!mask) return mask.error();
  auto window = read_attr<std::optional<int64_t>>(call, "window_size", std::nullopt, ctx);
  if (!window) return window.error();
  if (*window)
    return ctx.error(EvalErrorKind::kUnsupported,
                     fmt::format("{}: sliding-window attention (window_size) has no reference "
                                 "kernel (TVM's legalization rejects it too)",
                                 op));
  auto bad = [&](const std::string& why) {
    return ctx.error(EvalErrorKind::kShapeMismatch, fmt::format("{}: {}", op, why));
  };
  if (q.ndim() != 4 || k.ndim() != 4 || v.ndim() != 4)
    return bad("query, key and value must be 4-D");
  if (k.dtype != q.dtype || v.dtype != q.dtype || (t[3] && t[3]->dtype != q.dtype))
    return bad("query, key, value and bias must have one dtype");
  int64_t B = q.shape[0], S = q.shape[1], H = q.shape[2], D = q.shape[3];
  int64_t Skv = k.shape[1], Hkv = k.shape[2], Dv = v.shape[3];
  if (k.shape[0] != B || v.shape[0] != B || v.shape[1] != Skv || k.shape[3] != D ||
      v.shape[2] != Hkv || Hkv == 0 || H % Hkv != 0)
    return bad(fmt::format("query {}, key {} and value {} do not fit", format_shape(q.shape),
                           format_shape(k.shape), format_shape(v.shape)));
  std::vector<int64_t> bias_strides;
  if (t[3]) {
    const Tensor& b = *t[3];
    const int64_t want[] = {B, H, S, Skv};
    if (b.ndim() != 4) return bad("bias must be 4-D");
    for (size_t i = 0; i < 4; ++i)
      if (b.shape[i] != want[i] && (i == 3 || b.shape[i] != 1))
        return bad(fmt::format("bias {} does not broadcast to {}", format_shape(b.shape),
                               format_shape({B, H, S, Skv})));
    bias_strides = broadcast_strides(b.shape, {B, H, S, Skv});
  }
  DataType dt = q.dtype;
  bool half = dt.bits == 16;
  // One step of a sum in the dtype: float16 rounds the product and the sum (TOPI's
  // batch_matmul accumulates in its output dtype); wider floats accumulate in float64.
  auto acc = [&](double s, double a, double b) {
    return half ? round_to_dtype(s + round_to_dtype(a * b, dt), dt) : s + a * b;
  };
  double mul = scale->has_value() ? round_to_dtype(**scale, dt) : 0;
  double div = round_to_dtype(std::sqrt(round_to_dtype(double(D), dt)), dt);
  int64_t offset = 0;
  if (*mask == "BottomRight") offset = S > Skv ? S - Skv : Skv - S;
  std::vector<double> qd = to_doubles(q), kd = to_doubles(k), vd = to_doubles(v);
  std::vector<double> bd = t[3] ? to_doubles(*t[3]) : std::vector<double>{};
  std::vector<double> out(size_t(B * S * H * Dv), 0);
  std::vector<double> p(static_cast<size_t>(Skv));
  int64_t group = H / Hkv;
  auto at4 = [](int64_t a, int64_t b, int64_t c, int64_t d, int64_t n1, int64_t n2, int64_t n3) {
    return size_t(((a * n1 + b) * n2 + c) * n3 + d);
  };
  for (int64_t b = 0; b < B; ++b)
    for (int64_t h = 0; h < H; ++h) {
      int64_t hk = h / group;
      for (int64_t i = 0; i < S; ++i) {
        int64_t keep = mask->has_value() ? std::min(Skv, i + offset + 1) : Skv;
        double mx = -std::numeric_limits<double>::infinity();
        for (int64_t j = 0; j < keep; ++j) {
          double s = 0;
          for (int64_t d = 0; d < D; ++d)
            s = acc(s, qd[at4(b, i, h, d, S, H, D)], kd[at4(b, j, hk, d, Skv, Hkv, D)]);
          s = round_to_dtype(scale->has_value() ? s * mul : s / div, dt);
          if (t[3]) {
            int64_t bi = b * bias_strides[0] + h * bias_strides[1] + i * bias_strides[2] +
                         j * bias_strides[3];
            s = round_to_dtype(s + bd[size_t(bi)], dt);
          }
          p[size_t(j)] = s;
          mx = std::max(mx, s);
        }
        // float16 follows TOPI's steps, each rounded: e = exp(p - shift), their sum in order, e /
        // sum; the causal legalization shifts by max(kept, 0) (its masked zeros join the max),
        // unless every e then underflows (TVM's NaN, finding 19): then by the kept max.
        auto softmax = [&](double shift) {
          double sum = 0;
          for (int64_t j = 0; j < keep; ++j) {
            double e = std::exp(round_to_dtype(p[size_t(j)] - shift, dt));
            sum = half ? round_to_dtype(sum + round_to_dtype(e, dt), dt) : sum + e;
          }
          return sum;
        };
        double shift = half && keep < Skv ? std::max(mx, 0.0) : mx;
        double sum = softmax(shift);
        if (sum == 0 && shift != mx) sum = softmax(shift = mx);
        for (int64_t j = 0; j < keep; ++j) {
          double e = std::exp(round_to_dtype(p[size_t(j)] - shift, dt));
          p[size_t(j)] = round_to_dtype(round_to_dtype(e, dt) / sum, dt);
        }
        for (int64_t e = 0; e < Dv; ++e) {
          double s = 0;
          for (int64_t j = 0; j < keep; ++j)
            s = acc(s, p[size_t(j)], vd[at4(b, j, hk, e, Skv, Hkv, Dv)]);
          out[at4(b, i, h, e, S, H, Dv)] = s;
        }
      }
    }
  return from_doubles(dt, {B, S, H, Dv}, out, ctx);
}

} // namespace

void register_nn_attention_ops(OpTable& table) {
  const std::vector<AttrSpec> attrs = {{"scale", AttrType::kAny, false},
                                       {"causal_mask", AttrType::kAny, false},
                                       {"window_size", AttrType::kOptionalInt, false}};
  table.add(OpBuilder("nn_attention", "relax.nn.attention")
                .args(3)
                .attrs(attrs)
                .infer(infer_attention)
                .kernel(attention_kernel)
                // TVM's Python attention() builds attention_bias when a bias is given; the
                // reader does the same (relax_reader_op_call.cpp).
                .signature("query, key, value, bias=None, scale=None, causal_mask=None, "
                           "window_size=None")
                .doc("softmax(q k^T * scale [masked]) v per batch and head; (B, S, H, D) layout"));
  table.add(OpBuilder("nn_attention", "relax.nn.attention_bias")
                .args(4)
                .attrs(attrs)
                .infer(infer_attention)
                .kernel(attention_kernel)
                .signature("query, key, value, bias, scale=None, causal_mask=None, "
                           "window_size=None")
                .doc("attention with a bias (B, H, S, Skv), broadcast, added to the scores"));
}

} // namespace rxv::sem
