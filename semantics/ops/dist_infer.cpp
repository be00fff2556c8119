// Sharding propagation for calls on DTensors (dist_infer.h). TVM builds an axis-group graph that
// joins each output axis to the input axes it is computed along (src/relax/distributed/
// axis_group_graph.cc) and gives an output axis the sharding of an input axis joined to it; an
// input axis joined to none (a reduced axis, matmul's reduction axis) passes no sharding on, so
// the output is replicated along that mesh dimension. Here the same joins are written per op kind:
// - elementwise unary (and relu, gelu, gelu_tanh, silu): output axis i is input axis i;
// - binary broadcast: output axis i is axis i - (out_ndim - ndim) of each input whose dimension
//   there is the output's (not a broadcast 1);
// - softmax: every axis but `axis`; reductions (sum, mean, max, min, prod, std, variance): each
//   kept axis;
// - permute_dims: output axis i is input axis axes[i];
// - matmul: the broadcast batch axes, x1's rows and x2's columns;
// - reshape: an input axis whose leading product and extent reappear in the output (a kept axis),
//   or whose extent is split or merged at the same leading product (the outermost piece).
// Every DTensor argument must be on one mesh, and no argument may be a plain Tensor (TVM:
// "Distributed operator must take DTensor instead of Tensor as input").
#include "semantics/ops/dist_infer.h"

#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <unordered_map>

#include "semantics/ir/structural_equal.h"
#include "semantics/ops/op_attrs.h"
#include "semantics/ops/op_helpers.h"

namespace rxv::sem {

namespace {

enum class Joins { kUnary, kBinary, kSoftmax, kReduce, kPermuteDims, kMatmul, kReshape };

/// The ops TVM registers a dist.FInferStructInfo for (besides the distributed family's own).
const std::unordered_map<std::string, Joins>& dist_ops() {
  static const auto* table = [] {
    auto* t = new std::unordered_map<std::string, Joins>();
    for (const char* op :
         {"abs",         "acos",     "acosh",   "asin",    "asinh",        "atan",   "atanh",
          "bitwise_not", "ceil",     "cos",     "cosh",    "exp",          "floor",  "log",
          "logical_not", "negative", "round",   "rsqrt",   "sigmoid",      "sign",   "sin",
          "sinh",        "square",   "sqrt",    "tan",     "tanh",         "erf",    "isfinite",
          "isinf",       "isnan",    "nn.relu", "nn.gelu", "nn.gelu_tanh", "nn.silu"})
      t->emplace(std::string("relax.") + op, Joins::kUnary);
    for (const char* op :
         {"add",           "divide",      "floor_divide", "multiply",    "power",
          "subtract",      "mod",         "floor_mod",    "equal",       "greater",
          "greater_equal", "less",        "less_equal",   "not_equal",   "minimum",
          "maximum",       "logical_and", "logical_or",   "logical_xor", "bitwise_and",
          "bitwise_or",    "bitwise_xor", "left_shift",   "right_shift"})
      t->emplace(std::string("relax.") + op, Joins::kBinary);
    for (const char* op : {"max", "mean", "min", "prod", "std", "sum", "variance"})
      t->emplace(std::string("relax.") + op, Joins::kReduce);
    t->emplace("relax.nn.softmax", Joins::kSoftmax);
    t->emplace("relax.permute_dims", Joins::kPermuteDims);
    t->emplace("relax.matmul", Joins::kMatmul);
    t->emplace("relax.reshape", Joins::kReshape);
    return t;
  }();
  return *table;
}

/// For each output axis, the (argument, axis) pairs joined to it.
using AxisJoins = std::vector<std::vector<std::pair<size_t, int>>>;

std::optional<std::vector<PrimExpr>> dims_of(const StructInfo& s) {
  const TensorSInfo* t = tensor_part(s);
  const std::vector<PrimExpr>* d = t ? tensor_dims(*t) : nullptr;
  if (!d) return std::nullopt;
  return *d;
}

bool same_dim(const PrimExpr& a, const PrimExpr& b, Arith& arith) {
  return structural_equal(a, b) || arith.prove_equal(a, b).is_proved();
}

std::optional<int64_t> constant(const PrimExpr& e) {
  if (e && e->kind == PrimKind::kIntImm) return e->int_value;
  return std::nullopt;
}

AxisJoins joins_reshape(const std::vector<PrimExpr>& in, const std::vector<PrimExpr>& out) {
  AxisJoins j(out.size());
  // Leading products of constant extents; a symbolic extent ends the comparison.
  auto prefixes = [](const std::vector<PrimExpr>& d) {
    std::vector<std::optional<int64_t>> p;
    std::optional<int64_t> acc = 1;
    for (const PrimExpr& e : d) {
      p.push_back(acc);
      auto c = constant(e);
      acc = acc && c && *c > 0 && *acc <= (int64_t(1) << 40) / *c ? std::optional(*acc * *c)
                                                                  : std::nullopt;
    }
    return p;
  };
  auto pin = prefixes(in), pout = prefixes(out);
  for (size_t a = 0; a < in.size(); ++a) {
    for (size_t i = 0; i < out.size(); ++i) {
      if (structural_equal(in[a], out[i]) && a == i &&
          std::equal(in.begin(), in.begin() + long(a), out.begin(), out.begin() + long(i),
                     [](const PrimExpr& x, const PrimExpr& y) { return structural_equal(x, y); })) {
        j[i].push_back({0, int(a)});
        break;
      }
      auto ci = constant(in[a]), co = constant(out[i]);
      if (!pin[a] || !pout[i] || *pin[a] != *pout[i] || !ci || !co || *ci <= 1 || *co <= 1)
        continue;
      if (*ci % *co == 0 || *co % *ci == 0) {
        j[i].push_back({0, int(a)}); // split (outermost piece) or merge (outer axis)
        break;
      }
    }
  }
  return j;
}

/// The joins of `kind` for a call whose global-view output dims are `out`; nullopt after an error.
std::optional<AxisJoins> axis_joins(Joins kind, const CallNode& call,
                                    const std::vector<StructInfo>& args,
                                    const std::vector<PrimExpr>& out, OpInferContext& ctx) {
  size_t n = out.size();
  AxisJoins j(n);
  auto in = dims_of(args[0]);
  if (!in) {
    ctx.error(fmt::format("{}: the input of a distributed operator must have a known shape",
                          op_name(call)));
    return std::nullopt;
  }
  switch (kind) {
  case Joins::kUnary:
    for (size_t i = 0; i < n && i < in->size(); ++i) j[i].push_back({0, int(i)});
    return j;
  case Joins::kBinary:
    for (size_t k = 0; k < args.size() && k < 2; ++k) {
      auto d = dims_of(args[k]);
      if (!d) continue;
      size_t off = n - std::min(n, d->size());
      for (size_t a = 0; a < d->size() && off + a < n; ++a)
        if (same_dim((*d)[a], out[off + a], ctx.arith())) j[off + a].push_back({k, int(a)});
    }
    return j;
  case Joins::kSoftmax: {
    auto axis =
        normalize_axis(call, read_attr<int64_t>(call, "axis", -1, ctx), int(in->size()), ctx);
    if (!axis) return std::nullopt;
    for (size_t i = 0; i < n; ++i)
      if (int(i) != *axis) j[i].push_back({0, int(i)});
    return j;
  }
  case Joins::kReduce: {
    bool keepdims = read_attr<bool>(call, "keepdims", false, ctx);
    auto axes = read_attr<OptIntList>(call, "axis", std::nullopt, ctx);
    std::vector<int> reduced;
    if (axes) {
      auto r = normalize_axes(call, *axes, int(in->size()), ctx);
      if (!r) return std::nullopt;
      reduced = *r;
    } else {
      for (size_t a = 0; a < in->size(); ++a) reduced.push_back(int(a));
    }
    size_t i = 0;
    for (size_t a = 0; a < in->size(); ++a) {
      bool gone = std::find(reduced.begin(), reduced.end(), int(a)) != reduced.end();
      if (!gone && i < n) j[i].push_back({0, int(a)});
      if (!gone || keepdims) ++i;
    }
    return j;
  }
  case Joins::kPermuteDims: {
    auto axes = read_attr<OptIntList>(call, "axes", std::nullopt, ctx);
    for (size_t i = 0; i < n; ++i) {
      int64_t a = axes && i < axes->size() ? (*axes)[i] : int64_t(n - 1 - i);
      if (a < 0) a += int64_t(n);
      if (a >= 0 && a < int64_t(in->size())) j[i].push_back({0, int(a)});
    }
    return j;
  }
  case Joins::kMatmul: {
    auto d2 = dims_of(args[1]);
    if (!d2) {
      ctx.error(fmt::format("{}: the input of a distributed operator must have a known shape",
                            op_name(call)));
      return std::nullopt;
    }
    const std::vector<PrimExpr>& a = *in;
    const std::vector<PrimExpr>& b = *d2;
    // x1 (..., m, k) and x2 (..., k, n); a 1-d x1 has no m, a 1-d x2 no n.
    size_t batch = n - (a.size() > 1 ? 1 : 0) - (b.size() > 1 ? 1 : 0);
    auto join_batch = [&](size_t k, const std::vector<PrimExpr>& d) {
      size_t nb = d.size() >= 2 ? d.size() - 2 : 0;
      size_t off = batch - std::min(batch, nb);
      for (size_t x = 0; x < nb && off + x < batch; ++x)
        if (same_dim(d[x], out[off + x], ctx.arith())) j[off + x].push_back({k, int(x)});
    };
    join_batch(0, a);
    join_batch(1, b);
    size_t i = batch;
    if (a.size() > 1 && i < n) j[i++].push_back({0, int(a.size() - 2)});
    if (b.size() > 1 && i < n) j[i].push_back({1, int(b.size() - 1)});
    return j;
  }
  case Joins::kReshape: return joins_reshape(*in, out);
  }
  return j;
}

} // namespace

bool has_dtensor_arg(const std::vector<StructInfo>& args) {
  return std::any_of(args.begin(), args.end(),
                     [](const StructInfo& s) { return s && s->kind == SInfoKind::kDTensor; });
}

StructInfo infer_distributed(const std::string& name, const InferRule& rule, const CallNode& call,
                             const std::vector<StructInfo>& args, OpInferContext& ctx) {
  auto it = dist_ops().find(name);
  if (it == dist_ops().end()) {
    ctx.error(fmt::format("{} has no StructInfo rule for DTensor arguments (TVM registers no "
                          "dist.FInferStructInfo for it)",
                          name));
    return make_object_sinfo();
  }
  // The DTensors' mesh, and the global views the ordinary rule sees.
  const DTensorSInfo* first = nullptr;
  std::vector<StructInfo> global = args;
  for (size_t k = 0; k < args.size(); ++k) {
    if (args[k]->kind == SInfoKind::kTensor) {
      ctx.error(fmt::format("{}: argument {} is a Tensor but another is a DTensor; a distributed "
                            "operator takes DTensors only",
                            name, k));
      return make_object_sinfo();
    }
    const auto* d = as<DTensorSInfo>(args[k]);
    if (!d) continue;
    if (first && *d->mesh != *first->mesh) {
      ctx.error(fmt::format("{}: the DTensor arguments are on different device meshes", name));
      return make_object_sinfo();
    }
    if (!first) first = d;
    global[k] = d->tensor;
  }
  StructInfo out = rule(call, global, ctx);
  const auto* t = as<TensorSInfo>(out);
  if (!t) return out; // an error the ordinary rule reported
  auto out_dims = tensor_dims(*t);
  Placement placement(first->mesh->shape.size(), kReplica);
  bool sharded = std::any_of(args.begin(), args.end(), [](const StructInfo& s) {
    const auto* d = as<DTensorSInfo>(s);
    return d && std::any_of(d->placement.begin(), d->placement.end(),
                            [](int p) { return p != kReplica; });
  });
  if (sharded) {
    if (!out_dims) {
      ctx.error(
          fmt::format("{}: the output of a distributed operator must have a known shape", name));
      return make_object_sinfo();
    }
    auto joins = axis_joins(it->second, call, args, *out_dims, ctx);
    if (!joins) return make_object_sinfo();
    for (size_t i = 0; i < joins->size(); ++i)
      for (auto [k, axis] : (*joins)[i]) {
        const auto* d = as<DTensorSInfo>(args[k]);
        for (size_t m = 0; d && m < d->placement.size() && m < placement.size(); ++m)
          if (d->placement[m] == axis) placement[m] = int(i);
      }
  }
  return make_dtensor_sinfo(out, first->mesh, std::move(placement), out->loc);
}

} // namespace rxv::sem
