#include "semantics/ops/nn_window.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "semantics/ops/kernel_helpers.h"
#include "semantics/ops/op_attrs.h"
#include "semantics/ops/op_helpers.h"
#include "semantics/script/printer.h"

namespace rxv::sem::nn_window {

std::string spatial_letters(size_t nd) {
  return std::string("DHW").substr(3 - std::min<size_t>(nd, 3));
}

const char* axis_name(char letter) {
  switch (letter) {
  case 'D': return "depth";
  case 'H': return "height";
  default: return "width";
  }
}

std::optional<std::vector<int64_t>> expand_to(const std::vector<int64_t>& v, size_t nd) {
  if (v.size() == 1) return std::vector<int64_t>(nd, v[0]);
  if (v.size() == nd) return v;
  return std::nullopt;
}

namespace {

/// "1", "1 or 2", "1, 2 or 4": the accepted lengths for messages.
std::string lengths(const std::vector<size_t>& ok) {
  std::string out;
  for (size_t i = 0; i < ok.size(); ++i) {
    if (i && std::find(ok.begin(), ok.begin() + long(i), ok[i]) != ok.begin() + long(i)) continue;
    if (!out.empty()) out += (i + 1 == ok.size()) ? " or " : ", ";
    out += std::to_string(ok[i]);
  }
  return out;
}

} // namespace

Window read_window(const CallNode& call, size_t nd, const char* size_attr, bool output_padding,
                   std::string& error) {
  Window w;
  w.size.assign(nd, 1);
  w.stride.assign(nd, 1);
  w.dilation.assign(nd, 1);
  w.output_padding.assign(nd, 0);
  w.pad.assign(2 * nd, 0);
  auto fail = [&](std::string message) {
    if (error.empty()) error = std::move(message);
  };
  // A list of ints, `def` when absent; a value of another type is the first problem.
  auto int_list = [&](const char* name, IntList def) {
    auto v = read_attr(call, name, std::move(def));
    if (v) return *v;
    fail(v.error().detail);
    return IntList{};
  };
  // 1 or nd values, each at least `lowest`.
  auto per_axis = [&](const char* name, std::vector<int64_t>& out, int64_t lowest) {
    IntList v = int_list(name, out);
    auto p = expand_to(v, nd);
    if (!p) {
      fail(fmt::format("'{}' must have {} values, got {}", name, lengths({1, nd}), v.size()));
      return;
    }
    if (std::any_of(p->begin(), p->end(), [&](int64_t x) { return x < lowest; })) {
      fail(fmt::format("'{}' must be {}, got [{}]", name, lowest > 0 ? "positive" : "non-negative",
                       fmt::join(*p, ", ")));
      return;
    }
    out = *p;
  };
  if (size_attr) per_axis(size_attr, w.size, 1);
  per_axis("strides", w.stride, 1);
  per_axis("dilation", w.dilation, 1);
  if (output_padding) {
    per_axis("output_padding", w.output_padding, 0);
    for (size_t k = 0; k < nd; ++k)
      if (w.output_padding[k] >= w.stride[k])
        fail(fmt::format("'output_padding' must be smaller than the strides, got [{}] with "
                         "strides [{}]",
                         fmt::join(w.output_padding, ", "), fmt::join(w.stride, ", ")));
  }
  IntList pv = int_list("padding", IntList(2 * nd, 0));
  if (pv.size() != 1 && pv.size() != nd && pv.size() != 2 * nd) {
    fail(fmt::format("'padding' must have {} values, got {}", lengths({1, nd, 2 * nd}), pv.size()));
  } else if (std::any_of(pv.begin(), pv.end(), [](int64_t x) { return x < 0; })) {
    fail("'padding' must not be negative");
  } else {
    for (size_t k = 0; k < 2 * nd; ++k)
      w.pad[k] = pv.size() == 1 ? pv[0] : pv.size() == nd ? pv[k % nd] : pv[k];
  }
  return w;
}

// ---- StructInfo rules --------------------------------------------------------------------------

std::optional<DataLayout> read_layout(const CallNode& call, const char* name,
                                      const std::string& def, const std::string& canonical,
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

std::optional<std::vector<PrimExpr>> canonical_dims(const CallNode& call, const TensorSInfo& t,
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
  std::vector<PrimExpr> out(layout.canonical.size());
  for (size_t k = 0; k < out.size(); ++k) {
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

PrimExpr transposed_extent(const PrimExpr& in, const PrimExpr& k, int64_t pad_before,
                           int64_t pad_after, int64_t stride, int64_t dilation,
                           int64_t output_padding, Arith& arith) {
  auto i = [](int64_t v) { return make_int(v); };
  PrimExpr span = make_binary(PrimKind::kMul, make_binary(PrimKind::kSub, in, i(1)), i(stride));
  PrimExpr tap = make_binary(PrimKind::kMul, i(dilation), make_binary(PrimKind::kSub, k, i(1)));
  PrimExpr e = make_binary(PrimKind::kAdd,
                           make_binary(PrimKind::kSub, span, i(pad_before + pad_after)), tap);
  return arith.simplify(make_binary(PrimKind::kAdd, e, i(output_padding + 1)));
}

void check_extent(const CallNode& call, const PrimExpr& e, const char* axis, OpInferContext& ctx) {
  if (ctx.arith().prove_lt(e, make_int(1)).is_proved())
    ctx.error(fmt::format("{}: the output {} would be {}: the (dilated) window is larger than "
                          "the padded input",
                          op_name(call), axis, print_prim_expr(e)));
}

StructInfo place_dims(const std::vector<PrimExpr>& canon, const DataLayout& out, DataType dtype,
                      std::optional<std::string> vdevice, Arith& arith) {
  std::vector<PrimExpr> dims(out.rank());
  for (size_t k = 0; k < canon.size(); ++k) {
    PrimExpr d = canon[k];
    if (int64_t f = out.factor[k]) {
      dims[size_t(out.sub_pos[k])] = make_int(f);
      d = arith.simplify(make_binary(PrimKind::kFloorDiv,
                                     make_binary(PrimKind::kAdd, d, make_int(f - 1)), make_int(f)));
    }
    dims[size_t(out.primal_pos[k])] = d;
  }
  return tensor_of_dims(std::move(dims), dtype, std::move(vdevice));
}

// ---- Kernels -----------------------------------------------------------------------------------

EvalOr<DataLayout> kernel_layout(const std::string& layout, const std::string& canonical,
                                 const char* op, KernelContext& ctx) {
  auto parsed = parse_data_layout(layout, canonical);
  if (!parsed)
    return ctx.error(EvalErrorKind::kUnsupported,
                     fmt::format("{}: \"{}\" is not a layout of {}", op, layout, canonical));
  return *parsed;
}

EvalOr<View> view_of(const Tensor& t, const std::string& layout, const std::string& canonical,
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
  size_t n = canonical.size();
  View v;
  v.dim.assign(n, 0);
  v.offset.assign(n, {});
  for (size_t k = 0; k < n; ++k) {
    size_t p = size_t(lay->primal_pos[k]);
    int64_t f = lay->factor[k], outer = strides[p], inner = 0;
    v.dim[k] = t.shape[p];
    if (f) {
      size_t q = size_t(lay->sub_pos[k]);
      if (t.shape[q] != f)
        return ctx.error(EvalErrorKind::kShapeMismatch,
                         fmt::format("{}: {} axis {} has extent {}, not the layout's factor {}", op,
                                     what, q, t.shape[q], f));
      v.dim[k] *= f;
      inner = strides[q];
    }
    v.offset[k].resize(size_t(std::max<int64_t>(v.dim[k], 0)));
    for (int64_t i = 0; i < v.dim[k]; ++i)
      v.offset[k][size_t(i)] = f ? i / f * outer + i % f * inner : i * outer;
  }
  return v;
}

EvalOr<std::pair<Tensor, View>> alloc_out(DataType dtype, const std::vector<int64_t>& dims,
                                          const std::string& layout, const std::string& canonical,
                                          const char* op, KernelContext& ctx) {
  auto lay = kernel_layout(layout, canonical, op, ctx);
  if (!lay) return lay.error();
  std::vector<int64_t> shape(lay->rank());
  for (size_t k = 0; k < dims.size(); ++k) {
    int64_t f = lay->factor[k];
    shape[size_t(lay->primal_pos[k])] = f ? (dims[k] + f - 1) / f : dims[k];
    if (f) shape[size_t(lay->sub_pos[k])] = f;
  }
  auto t = ctx.alloc(dtype, shape);
  if (!t) return t.error();
  auto v = view_of(*t, layout, canonical, op, "output", ctx);
  if (!v) return v.error();
  v->dim = dims; // the padding blocks past the extent are not computed
  return std::pair<Tensor, View>{*t, *v};
}

int64_t extent(int64_t in, int64_t k, int64_t pb, int64_t pa, int64_t s, int64_t d, bool ceil) {
  int64_t num = in + pb + pa - d * (k - 1) - 1 + (ceil ? s - 1 : 0);
  int64_t q = num >= 0 ? num / s : -((-num + s - 1) / s); // floor division
  int64_t raw = q + 1;
  if (ceil && (raw - 1) * s >= in + pb) --raw;
  return raw;
}

int64_t transposed_extent(int64_t in, int64_t k, int64_t pb, int64_t pa, int64_t s, int64_t d,
                          int64_t output_padding) {
  return (in - 1) * s - pb - pa + d * (k - 1) + output_padding + 1;
}

} // namespace rxv::sem::nn_window
