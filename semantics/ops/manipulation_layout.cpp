// relax.layout_transform (TVM: src/relax/op/tensor/manipulate.cc): moves every element of x to the
// position an index map gives it. TVMScript: `R.layout_transform(x, index_map=T.index_map(lambda
// n, c, h, w: (n, c // 4, h, w, c % 4)), pad_value=None, axis_separators=[],
// input_axis_separators=[])`. The reader keeps `T.index_map(...)` as text (an attribute of kind
// Raw); this file parses it: the lambda's parameters are the input indices, its body (a tuple, or
// one expression) the output indices, as PrimExprs over them.
//
// StructInfo rule: the map must take as many indices as x has dims. The result has one dim per
// output index; its length is the extent of that index's range when each input index i ranges over
// [0, dim_i) (TVM's IndexMap::MapShape). rxv computes ranges by interval arithmetic over +, -,
// * and // and % by literals, min and max; anything else leaves the shape unknown (ndim kept).
// pad_value (None or a number) must fit x's dtype (a fractional value needs a float x);
// axis_separators and input_axis_separators only matter to lowering and are only type-checked.
//
// Kernel: output index o_k of input element i is f_k(i) - lo_k (lo_k the lower end of the range,
// 0 for the usual maps); the positions no element reaches hold pad_value (0 when None). Two
// elements mapped to one position (a map that is not injective) is an error.
//
// Deviations from TVM (collected into docs/spec-deviations.md):
// - The range analysis is interval arithmetic, not TVM's iter-map detection: maps TVM treats as
//   bijective affine (the usual splits, fusions and transposes) get the same extents; others may
//   get a larger extent or an unknown shape where TVM finds a tighter one.
// - pad_value=None pads with 0 (TVM leaves padding unspecified).
// - `i % f` has extent f even on a literal dim n < f (the rest is padding); TVM's int-set
//   analysis gives n there but f for a symbolic n, so its extent changes when a symbolic dim is
//   specialized. rxv's rule must give one answer for every value of the dim (the kernel only sees
//   values), and keeps TVM's symbolic one.
#include <fmt/format.h>

#include <cmath>

#include "semantics/arith/eval.h"
#include "semantics/ops/manipulation_common.h"
#include "semantics/ops/op_attrs.h"
#include "semantics/ops/op_families.h"
#include "semantics/script/prim_expr_reader.h"
#include "semantics/script/printer.h"
#include "semantics/script/py_parser.h"

namespace rxv::sem {

namespace {

using namespace manip;

struct IndexMap {
  std::vector<PrimExpr> inputs;  ///< one Var per lambda parameter
  std::vector<PrimExpr> outputs; ///< over `inputs`
};

/// Parses the index_map attribute (`T.index_map(lambda ...: ...)`); `*error` says why not.
std::optional<IndexMap> parse_index_map(const AttrValue& v, std::string* error) {
  if (v.kind != AttrValue::Kind::kRaw) {
    *error = fmt::format("index_map must be T.index_map(lambda ...), got {}", describe_attr(v));
    return std::nullopt;
  }
  DiagnosticSink sink;
  auto mod = py::parse_python("_ = " + v.str + "\n", sink);
  const py::PyExpr* call = nullptr;
  if (mod && mod->body.size() == 1 && mod->body[0]->kind == py::PyStmtKind::kAssign)
    call = mod->body[0]->value;
  const py::PyExpr* head = call && call->kind == py::PyExprKind::kCall ? call->items[0] : nullptr;
  bool is_index_map = head && head->kind == py::PyExprKind::kAttribute && head->str == "index_map";
  if (!is_index_map || call->items.size() != 2 || call->items[1]->kind != py::PyExprKind::kLambda) {
    *error = fmt::format("index_map must be T.index_map(lambda ...), got {}", v.str);
    return std::nullopt;
  }
  const py::PyExpr& lambda = *call->items[1];
  IndexMap map;
  for (std::string_view p : lambda.params()) map.inputs.push_back(make_var(std::string(p)));
  PrimScope scope;
  scope.lookup_var = [&](const std::string& name) -> PrimExpr {
    for (size_t i = 0; i < lambda.params().size(); ++i)
      if (lambda.params()[i] == name) return map.inputs[i];
    return nullptr;
  };
  const py::PyExpr& body = *lambda.items[0];
  std::vector<const py::PyExpr*> outs;
  if (body.kind == py::PyExprKind::kTuple || body.kind == py::PyExprKind::kList) {
    for (const auto& item : body.items) outs.push_back(item);
  } else {
    outs.push_back(&body);
  }
  for (const py::PyExpr* o : outs) {
    PrimExpr e = read_prim_expr(*o, scope, sink);
    if (!e || sink.num_errors() > 0) {
      *error = fmt::format("index_map: cannot read its output index in {}", v.str);
      return std::nullopt;
    }
    map.outputs.push_back(e);
  }
  return map;
}

struct Interval {
  PrimExpr lo, hi; ///< inclusive
};

/// The range of `e` when input i ranges over [0, dims[i]); nullopt when not analysable.
std::optional<Interval> range_of(const PrimExpr& e, const IndexMap& map,
                                 const std::vector<PrimExpr>& dims, int depth = 0) {
  if (!e || depth > 64) return std::nullopt;
  if (e->kind == PrimKind::kIntImm) return Interval{e, e};
  if (e->kind == PrimKind::kVar) {
    for (size_t i = 0; i < map.inputs.size(); ++i)
      if (map.inputs[i] == e)
        return Interval{make_int(0), make_binary(PrimKind::kSub, dims[i], make_int(1))};
    return std::nullopt;
  }
  if (e->kind == PrimKind::kCast && !e->operands.empty())
    return range_of(e->operands[0], map, dims, depth + 1);
  if (e->operands.size() != 2) return std::nullopt;
  auto a = range_of(e->operands[0], map, dims, depth + 1);
  auto b = range_of(e->operands[1], map, dims, depth + 1);
  if (!a || !b) return std::nullopt;
  const PrimExpr& rhs = e->operands[1];
  // (Plain values, not std::optional: GCC 12 misreports an optional<int64_t> as uninitialized.)
  bool literal_rhs = is_int_imm(rhs);
  int64_t k = literal_rhs ? rhs->int_value : 0;
  switch (e->kind) {
  case PrimKind::kAdd:
    return Interval{make_binary(PrimKind::kAdd, a->lo, b->lo),
                    make_binary(PrimKind::kAdd, a->hi, b->hi)};
  case PrimKind::kSub:
    return Interval{make_binary(PrimKind::kSub, a->lo, b->hi),
                    make_binary(PrimKind::kSub, a->hi, b->lo)};
  case PrimKind::kMin:
  case PrimKind::kMax:
    return Interval{make_binary(e->kind, a->lo, b->lo), make_binary(e->kind, a->hi, b->hi)};
  case PrimKind::kMul: {
    if (!literal_rhs) return std::nullopt;
    if (k >= 0)
      return Interval{make_binary(PrimKind::kMul, a->lo, rhs),
                      make_binary(PrimKind::kMul, a->hi, rhs)};
    return Interval{make_binary(PrimKind::kMul, a->hi, rhs),
                    make_binary(PrimKind::kMul, a->lo, rhs)};
  }
  case PrimKind::kFloorDiv:
    if (!literal_rhs || k <= 0) return std::nullopt;
    return Interval{make_binary(PrimKind::kFloorDiv, a->lo, rhs),
                    make_binary(PrimKind::kFloorDiv, a->hi, rhs)};
  case PrimKind::kFloorMod:
    if (!literal_rhs || k <= 0) return std::nullopt;
    // Always the whole [0, k - 1], as TVM gives for a symbolic dim. Narrowing it for a literal
    // range inside [0, k) (as TVM's int-set analysis does for a literal dim) would make the
    // extent depend on whether the dim is symbolic or a literal: the StructInfo of `i % 4` on a
    // dim n would say 4 while the kernel, which sees n = 2, built 2.
    return Interval{make_int(0), make_int(k - 1)};
  default: return std::nullopt;
  }
}

/// The extents (and lower ends) of every output index, simplified; nullopt when not analysable.
std::optional<std::vector<Interval>>
output_ranges(const IndexMap& map, const std::vector<PrimExpr>& dims, Arith& arith) {
  std::vector<Interval> out;
  for (const PrimExpr& o : map.outputs) {
    auto r = range_of(o, map, dims);
    if (!r) return std::nullopt;
    out.push_back(Interval{arith.simplify(r->lo), arith.simplify(r->hi)});
  }
  return out;
}

StructInfo infer_layout_transform(const CallNode& call, const std::vector<StructInfo>& args,
                                  OpInferContext& ctx) {
  const TensorSInfo* x = expect_tensor(call, args, 0, "x", ctx);
  if (!x) return make_object_sinfo();
  std::string why;
  const AttrValue* attr = call.attrs.find("index_map");
  auto map = attr ? parse_index_map(*attr, &why) : std::nullopt;
  if (!map) {
    ctx.error("relax.layout_transform: " + why);
    return make_object_sinfo();
  }
  int out_ndim = int(map->outputs.size());
  if (const AttrValue* pad = call.attrs.find("pad_value")) {
    bool number = pad->kind == AttrValue::Kind::kNone || pad->kind == AttrValue::Kind::kInt ||
                  pad->kind == AttrValue::Kind::kFloat || decode_attr<int64_t>(*pad);
    bool fractional = pad->kind == AttrValue::Kind::kFloat && std::isfinite(pad->float_value) &&
                      pad->float_value != std::floor(pad->float_value);
    if (!number || (fractional && !x->dtype.is_void() && !x->dtype.is_float())) {
      ctx.error(fmt::format("relax.layout_transform: pad_value {} does not fit dtype {}",
                            describe_attr(*pad), x->dtype.str()));
      return tensor_of_ndim(x->dtype, out_ndim, x->vdevice);
    }
  }
  for (const char* sep : {"axis_separators", "input_axis_separators"}) {
    if (auto v = read_attr<OptIntList>(call, sep); !v) {
      ctx.error(v.error().message());
      return tensor_of_ndim(x->dtype, out_ndim, x->vdevice);
    }
  }
  if (x->ndim < 0) return tensor_of_ndim(x->dtype, out_ndim, x->vdevice);
  if (int(map->inputs.size()) != x->ndim) {
    ctx.error(fmt::format("relax.layout_transform: the index map takes {} indices but x has {} "
                          "dimensions",
                          map->inputs.size(), x->ndim));
    return tensor_of_ndim(x->dtype, out_ndim, x->vdevice);
  }
  const std::vector<PrimExpr>* dims = tensor_dims(*x);
  if (!dims) return tensor_of_ndim(x->dtype, out_ndim, x->vdevice);
  auto ranges = output_ranges(*map, *dims, ctx.arith());
  if (!ranges) return tensor_of_ndim(x->dtype, out_ndim, x->vdevice);
  std::vector<PrimExpr> out;
  for (const Interval& r : *ranges)
    out.push_back(ctx.arith().simplify(
        make_binary(PrimKind::kAdd, make_binary(PrimKind::kSub, r.hi, r.lo), make_int(1))));
  return tensor_of_dims(std::move(out), x->dtype, x->vdevice);
}

EvalOr<Value> kernel_layout_transform(const CallNode& call, const std::vector<Value>& args,
                                      KernelContext& ctx) {
  auto x = tensor_arg(call, args, 0, ctx);
  if (!x) return x.error();
  const Tensor& in = **x;
  std::string why;
  const AttrValue* attr = call.attrs.find("index_map");
  auto map = attr ? parse_index_map(*attr, &why) : std::nullopt;
  if (!map) return ctx.error(EvalErrorKind::kTypeError, "relax.layout_transform: " + why);
  if (map->inputs.size() != in.shape.size())
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     "relax.layout_transform: the index map's arity differs from x's ndim");
  std::vector<PrimExpr> dims;
  for (int64_t d : in.shape) dims.push_back(make_int(d));
  Assignment none;
  std::vector<int64_t> lo, shape;
  for (const PrimExpr& o : map->outputs) {
    auto r = range_of(o, *map, dims);
    auto l = r ? eval_prim(r->lo, none) : std::nullopt;
    auto h = r ? eval_prim(r->hi, none) : std::nullopt;
    if (!l || !h)
      return ctx.error(EvalErrorKind::kUnsupported,
                       "relax.layout_transform: the index map's output range is not analysable");
    lo.push_back(*l);
    shape.push_back(std::max(*h - *l + 1, int64_t{0}));
  }
  auto out = ctx.alloc(in.dtype, shape);
  if (!out) return out.error();
  // Padding first (0 stays when pad_value is None), then every element to its place.
  const AttrValue* pad = call.attrs.find("pad_value");
  if (pad && pad->kind != AttrValue::Kind::kNone) {
    double p = pad->kind == AttrValue::Kind::kFloat
                   ? pad->float_value
                   : double(decode_attr<int64_t>(*pad).value_or(0));
    for (int64_t i = 0; i < out->num_elements(); ++i) out->set_float(i, p);
  }
  std::vector<bool> written(size_t(out->num_elements()), false);
  std::vector<int64_t> out_strides = strides_of(shape);
  std::optional<EvalError> failure;
  for_each_index(in.shape, [&](const std::vector<int64_t>& idx, int64_t flat) {
    if (failure) return;
    Assignment a;
    for (size_t i = 0; i < idx.size(); ++i) a.set(map->inputs[i], idx[i]);
    int64_t dst = 0;
    for (size_t k = 0; k < map->outputs.size() && !failure; ++k) {
      auto v = eval_prim(map->outputs[k], a);
      if (!v || *v - lo[k] < 0 || *v - lo[k] >= shape[k]) {
        failure = ctx.error(EvalErrorKind::kIndexOutOfRange,
                            "relax.layout_transform: an output index left its range");
        return;
      }
      dst += (*v - lo[k]) * out_strides[k];
    }
    if (written[size_t(dst)]) {
      failure = ctx.error(EvalErrorKind::kOther,
                          "relax.layout_transform: the index map sends two elements to one "
                          "position (it is not injective)");
      return;
    }
    written[size_t(dst)] = true;
    copy_elem(*out, dst, in, flat);
  });
  if (failure) return *failure;
  return Value(*out);
}

} // namespace

void register_manipulation_layout_ops(OpTable& table) {
  table.add(OpBuilder("manipulation_layout", "relax.layout_transform")
                .args(1)
                .attrs({{"index_map", AttrType::kAny, true},
                        {"pad_value", AttrType::kAny, false},
                        {"axis_separators", AttrType::kAny, false},
                        {"input_axis_separators", AttrType::kAny, false}})
                .infer(infer_layout_transform)
                .kernel(kernel_layout_transform)
                .doc("moves each element of x to the position index_map gives it; unreached "
                     "positions hold pad_value"));
}

} // namespace rxv::sem
