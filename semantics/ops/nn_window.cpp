#include "semantics/ops/nn_window.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "semantics/ops/kernel_helpers.h"
#include "semantics/ops/op_attrs.h"
#include "semantics/ops/op_helpers.h"
#include "semantics/script/printer.h"

namespace rxv::sem::nn_window {

std::optional<std::array<int64_t, 2>> pair_of(const std::vector<int64_t>& v) {
  if (v.size() == 1) return std::array<int64_t, 2>{v[0], v[0]};
  if (v.size() == 2) return std::array<int64_t, 2>{v[0], v[1]};
  return std::nullopt;
}

std::optional<std::array<int64_t, 4>> padding_of(const std::vector<int64_t>& v) {
  if (v.size() == 1) return std::array<int64_t, 4>{v[0], v[0], v[0], v[0]};
  if (v.size() == 2) return std::array<int64_t, 4>{v[0], v[1], v[0], v[1]};
  if (v.size() == 4) return std::array<int64_t, 4>{v[0], v[1], v[2], v[3]};
  return std::nullopt;
}

Window read_window(const CallNode& call, const char* size_attr, std::string& error) {
  Window w;
  // A list of ints, `def` when absent; a value of another type is the first problem.
  auto int_list = [&](const char* name, IntList def) {
    auto v = read_attr(call, name, std::move(def));
    if (v) return *v;
    if (error.empty()) error = v.error().detail;
    return IntList{};
  };
  auto pairs = [&](const char* name, std::array<int64_t, 2>& out) {
    IntList v = int_list(name, {out[0], out[1]});
    auto p = pair_of(v);
    if (!p) {
      if (error.empty())
        error = fmt::format("'{}' must have 1 or 2 values, got {}", name, v.size());
      return;
    }
    if ((*p)[0] < 1 || (*p)[1] < 1) {
      if (error.empty())
        error = fmt::format("'{}' must be positive, got [{}, {}]", name, (*p)[0], (*p)[1]);
      return;
    }
    out = *p;
  };
  if (size_attr) pairs(size_attr, w.size);
  pairs("strides", w.stride);
  pairs("dilation", w.dilation);
  IntList pv = int_list("padding", {0, 0, 0, 0});
  auto p = padding_of(pv);
  if (!p) {
    if (error.empty())
      error = fmt::format("'padding' must have 1, 2 or 4 values, got {}", pv.size());
  } else if (std::any_of(p->begin(), p->end(), [](int64_t x) { return x < 0; })) {
    if (error.empty()) error = "'padding' must not be negative";
  } else {
    w.pad = *p;
  }
  return w;
}

std::optional<DataLayout> read_layout(const CallNode& call, const char* name,
                                      const std::string& def, const char* canonical,
                                      OpInferContext& ctx) {
  std::string layout = read_attr(call, name, def, ctx);
  auto parsed = parse_data_layout(layout, canonical);
  if (!parsed)
    ctx.error(fmt::format("{}: {} \"{}\" is not a layout of {} (TVM's layout syntax: the "
                          "letters of {} in any order, each optionally split as in {}4{})",
                          op_name(call), name, layout, canonical, canonical, canonical,
                          char(std::tolower(static_cast<unsigned char>(canonical[1])))));
  return parsed;
}

std::optional<std::array<PrimExpr, 4>> canonical_dims(const CallNode& call, const TensorSInfo& t,
                                                      const char* what, const DataLayout& layout,
                                                      OpInferContext& ctx, bool& ok) {
  if (t.ndim >= 0 && t.ndim != int64_t(layout.rank())) {
    ctx.error(fmt::format("{}: {} must have {} dimensions, got {}", op_name(call), what,
                          layout.rank(), describe(make_tensor_sinfo(t.shape, t.dtype, t.ndim))));
    ok = false;
    return std::nullopt;
  }
  const std::vector<PrimExpr>* dims = tensor_dims(t);
  if (!dims) return std::nullopt;
  std::array<PrimExpr, 4> out;
  for (size_t k = 0; k < 4; ++k) {
    PrimExpr d = (*dims)[size_t(layout.primal_pos[k])];
    if (int64_t f = layout.factor[k]) {
      const PrimExpr& sub = (*dims)[size_t(layout.sub_pos[k])];
      if (ctx.arith().prove_not_equal(sub, make_int(f)).is_proved()) {
        ctx.error(fmt::format("{}: {} axis {} of its layout has extent {}, not the factor {}",
                              op_name(call), what, layout.sub_pos[k], print_prim_expr(sub), f));
        ok = false;
        return std::nullopt;
      }
      d = ctx.arith().simplify(make_binary(PrimKind::kMul, d, make_int(f)));
    }
    out[k] = d;
  }
  return out;
}

PrimExpr out_extent(const PrimExpr& in, const PrimExpr& k, int64_t pad_before, int64_t pad_after,
                    int64_t stride, int64_t dilation, bool ceil_mode, Arith& arith) {
  auto i = [](int64_t v) { return make_int(v); };
  PrimExpr num = make_binary(
      PrimKind::kSub,
      make_binary(PrimKind::kSub, make_binary(PrimKind::kAdd, in, i(pad_before + pad_after)),
                  make_binary(PrimKind::kMul, i(dilation), make_binary(PrimKind::kSub, k, i(1)))),
      i(1));
  if (ceil_mode) num = make_binary(PrimKind::kAdd, num, i(stride - 1));
  PrimExpr raw =
      make_binary(PrimKind::kAdd, make_binary(PrimKind::kFloorDiv, num, i(stride)), i(1));
  if (!ceil_mode) return arith.simplify(raw);
  // The last window must start inside the input or its top/left padding.
  PrimExpr raw_s = arith.simplify(raw);
  PrimExpr last_start =
      make_binary(PrimKind::kMul, make_binary(PrimKind::kSub, raw_s, i(1)), i(stride));
  PrimExpr invalid =
      make_binary(PrimKind::kGE, last_start, make_binary(PrimKind::kAdd, in, i(pad_before)));
  ArithResult r = arith.prove(invalid);
  if (r.is_proved()) return arith.simplify(make_binary(PrimKind::kSub, raw_s, i(1)));
  if (arith.prove(make_not(invalid)).is_proved()) return raw_s;
  return arith.simplify(make_select(invalid, make_binary(PrimKind::kSub, raw_s, i(1)), raw_s));
}

void check_extent(const CallNode& call, const PrimExpr& e, const char* axis, OpInferContext& ctx) {
  if (ctx.arith().prove_lt(e, make_int(1)).is_proved())
    ctx.error(fmt::format("{}: the output {} would be {}: the (dilated) window is larger than "
                          "the padded input",
                          op_name(call), axis, print_prim_expr(e)));
}

StructInfo place_dims(const std::array<PrimExpr, 4>& nchw, const DataLayout& out, DataType dtype,
                      std::optional<std::string> vdevice, Arith& arith) {
  std::vector<PrimExpr> dims(out.rank());
  for (size_t k = 0; k < 4; ++k) {
    PrimExpr d = nchw[k];
    if (int64_t f = out.factor[k]) {
      dims[size_t(out.sub_pos[k])] = make_int(f);
      d = arith.simplify(make_binary(PrimKind::kFloorDiv,
                                     make_binary(PrimKind::kAdd, d, make_int(f - 1)), make_int(f)));
    }
    dims[size_t(out.primal_pos[k])] = d;
  }
  return tensor_of_dims(std::move(dims), dtype, std::move(vdevice));
}

EvalOr<DataLayout> kernel_layout(const std::string& layout, const char* canonical, const char* op,
                                 KernelContext& ctx) {
  auto parsed = parse_data_layout(layout, canonical);
  if (!parsed)
    return ctx.error(EvalErrorKind::kUnsupported,
                     fmt::format("{}: \"{}\" is not a layout of {}", op, layout, canonical));
  return *parsed;
}

EvalOr<View4> view_of(const Tensor& t, const std::string& layout, const char* canonical,
                      const char* op, const char* what, KernelContext& ctx) {
  auto lay = kernel_layout(layout, canonical, op, ctx);
  if (!lay) return lay.error();
  size_t rank = lay->rank();
  if (size_t(t.ndim()) != rank)
    return ctx.error(EvalErrorKind::kShapeMismatch, fmt::format("{}: {} must have {} dimensions, "
                                                                "got {}",
                                                                op, what, rank, t.ndim()));
  std::vector<int64_t> strides(rank);
  int64_t s = 1;
  for (size_t i = rank; i-- > 0;) {
    strides[i] = s;
    s *= t.shape[i];
  }
  View4 v;
  v.packed = !lay->is_permutation();
  for (size_t k = 0; k < 4; ++k) {
    size_t p = size_t(lay->primal_pos[k]);
    v.dim[k] = t.shape[p];
    v.stride[k] = strides[p];
    if (int64_t f = lay->factor[k]) {
      size_t q = size_t(lay->sub_pos[k]);
      if (t.shape[q] != f)
        return ctx.error(EvalErrorKind::kShapeMismatch,
                         fmt::format("{}: {} axis {} has extent {}, not the layout's factor {}", op,
                                     what, q, t.shape[q], f));
      v.dim[k] *= f;
      v.factor[k] = f;
      v.inner[k] = strides[q];
    }
  }
  return v;
}

EvalOr<std::pair<Tensor, View4>> alloc_out(DataType dtype, const std::array<int64_t, 4>& nchw,
                                           const std::string& layout, const char* op,
                                           KernelContext& ctx) {
  auto lay = kernel_layout(layout, "NCHW", op, ctx);
  if (!lay) return lay.error();
  std::vector<int64_t> shape(lay->rank());
  for (size_t k = 0; k < 4; ++k) {
    int64_t f = lay->factor[k];
    shape[size_t(lay->primal_pos[k])] = f ? (nchw[k] + f - 1) / f : nchw[k];
    if (f) shape[size_t(lay->sub_pos[k])] = f;
  }
  auto t = ctx.alloc(dtype, shape);
  if (!t) return t.error();
  auto v = view_of(*t, layout, "NCHW", op, "output", ctx);
  if (!v) return v.error();
  v->dim = nchw; // the padding blocks past the extent are not computed
  return std::pair<Tensor, View4>{*t, *v};
}

int64_t extent(int64_t in, int64_t k, int64_t pb, int64_t pa, int64_t s, int64_t d, bool ceil) {
  int64_t num = in + pb + pa - d * (k - 1) - 1 + (ceil ? s - 1 : 0);
  int64_t q = num >= 0 ? num / s : -((-num + s - 1) / s); // floor division
  int64_t raw = q + 1;
  if (ceil && (raw - 1) * s >= in + pb) --raw;
  return raw;
}

} // namespace rxv::sem::nn_window
