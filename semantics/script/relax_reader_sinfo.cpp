/// The Relax reader: StructInfo annotations (docs/tvmscript-dialect.md, "StructInfo annotations")
/// and the shape dimensions inside them. The reader stores what is written, even when it is
/// inconsistent (`R.Tensor((2, 3), ndim=3)`): the well-formedness checker reports that (WF-10).
#include <limits>

#include <fmt/format.h>

#include "semantics/script/reader_syntax.h"
#include "semantics/script/relax_reader_impl.h"
#include "semantics/script/tir_reader_internal.h"

namespace rxv::sem::relax_reader {

using py::PyExpr;
using py::PyExprKind;

bool Reader::looks_like_sinfo(const PyExpr& e) {
  std::string_view m = r_member(e);
  return m == "Object" || m == "Any" || m == "Prim" || m == "Shape" || m == "Tensor" ||
         m == "Tuple" || m == "Callable" || m == "DTensor";
}

std::optional<DataType> Reader::read_dtype(const PyExpr& e, const char* what) {
  if (e.kind != PyExprKind::kString) {
    sink_.error(e.loc,
                fmt::format("{}: dtype must be a string, got {}", what, detail::describe(e)));
    return std::nullopt;
  }
  auto dt = DataType::parse(e.str);
  if (!dt) sink_.error(e.loc, fmt::format("unknown dtype \"{}\"", e.str));
  return dt;
}

PrimExpr Reader::read_dim_string(const PyExpr& s, DataType literal_dtype) {
  auto parsed = parse_string_expr(s, sink_);
  if (!parsed) return nullptr;
  string_loc_ = s.loc;
  return read_prim(*parsed->body[0]->value, string_scope_, literal_dtype);
}

PrimExpr Reader::read_dim(const PyExpr& e) {
  PrimExpr v;
  switch (e.kind) {
  case PyExprKind::kInt: return make_int(e.int_value, DataType::Int(64), e.loc);
  case PyExprKind::kString: v = read_dim_string(e); break;
  case PyExprKind::kName:
    if ((v = lookup_shape(e.str))) {
      record_use(v.get(), e.loc);
      break;
    }
    [[fallthrough]];
  default: v = read_prim(e, prim_scope_); break;
  }
  if (v && !v->dtype.is_int() && !v->dtype.is_uint()) {
    sink_.error(e.loc, fmt::format("a shape dimension must be an integer, got {}", v->dtype.str()));
    return nullptr;
  }
  return v;
}

bool Reader::read_dims(const PyExpr& list, std::vector<PrimExpr>& out) {
  if (!is_sequence(list)) {
    sink_.error(list.loc,
                fmt::format("expected a list of dimensions, got {}", detail::describe(list)));
    return false;
  }
  bool ok = true;
  out.reserve(out.size() + list.items.size());
  for (const auto& item : list.items) {
    out.push_back(read_dim(*item));
    ok = out.back() && ok;
  }
  return ok;
}

namespace {

/// `ndim=2`, `ndim=-1`: nullopt after reporting.
std::optional<int> read_ndim(const PyExpr& e, const char* what, DiagnosticSink& sink) {
  auto v = int_literal(e);
  if (!v || *v < -1 || *v > std::numeric_limits<int32_t>::max()) {
    sink.error(e.loc, fmt::format("{}: ndim must be an integer >= -1, got {}", what, py_text(e)));
    return std::nullopt;
  }
  return int(*v);
}

} // namespace

std::shared_ptr<TensorSInfo> Reader::read_tensor_parts(const PyExpr& e, const PyExpr* shape,
                                                       const PyExpr* dtype, const PyExpr* ndim,
                                                       const char* what) {
  auto n = std::make_shared<TensorSInfo>();
  n->loc = e.loc;
  if (shape && shape->kind != PyExprKind::kNone) {
    if (is_sequence(*shape)) {
      std::vector<PrimExpr> dims;
      if (!read_dims(*shape, dims)) return nullptr;
      n->ndim = int(dims.size());
      n->shape = make_shape_expr(std::move(dims), shape->loc);
    } else if (shape->kind == PyExprKind::kName || is_call_to(shape, "R.shape")) {
      Expr s = read_expr(*shape);
      if (!s) return nullptr;
      if (auto* se = as<ShapeExprNode>(s)) {
        n->ndim = int(se->values.size());
      } else if (auto* v = as<VarNode>(s)) {
        // TVM's TensorStructInfo(shape) takes ndim from the shape's ShapeStructInfo.
        if (auto* sh = as<ShapeSInfo>(v->sinfo)) n->ndim = sh->ndim;
      } else {
        sink_.error(shape->loc, fmt::format("{}: the shape must be a tuple of dimensions, "
                                            "a Var or None, got {}",
                                            what, py_text(*shape)));
        return nullptr;
      }
      n->shape = std::move(s);
    } else {
      sink_.error(shape->loc, fmt::format("{}: the shape must be a tuple of dimensions, a "
                                          "Var or None, got {}",
                                          what, detail::describe(*shape)));
      return nullptr;
    }
  }
  if (dtype && dtype->kind != PyExprKind::kNone) {
    auto dt = read_dtype(*dtype, what);
    if (!dt) return nullptr;
    n->dtype = *dt;
  }
  if (ndim) {
    auto v = read_ndim(*ndim, what, sink_);
    if (!v) return nullptr;
    n->ndim = *v;
  }
  return n;
}

StructInfo Reader::read_sinfo(const PyExpr& e) {
  std::string_view member = r_member(e);
  std::string head = member.empty() ? head_name(e) : "R." + std::string(member);
  bool is_call = e.kind == PyExprKind::kCall;

  if (member == "Object" || member == "Any") {
    if (is_call && (e.items.size() > 1 || !e.keywords().empty())) {
      sink_.error(e.loc, fmt::format("{} takes no arguments", head));
      return nullptr;
    }
    return make_object_sinfo(e.loc);
  }

  if (member == "Prim") {
    BoundArgs a = bind_args(e, head, {"dtype", "value"}, sink_);
    if (!a.ok) return nullptr;
    if (!a[0] && !a[1]) {
      sink_.error(e.loc, "R.Prim needs a dtype or a value");
      return nullptr;
    }
    std::optional<DataType> dt;
    if (a[0] && !(dt = read_dtype(*a[0], "R.Prim"))) return nullptr;
    PrimExpr value;
    if (a[1]) {
      DataType literal_dtype = dt ? *dt : DataType::Int(64);
      value = a[1]->kind == PyExprKind::kString ? read_dim_string(*a[1], literal_dtype)
                                                : read_prim(*a[1], prim_scope_, literal_dtype);
      if (!value) return nullptr;
    }
    return make_prim_sinfo(dt ? *dt : value->dtype, value, e.loc);
  }

  if (member == "Shape") {
    BoundArgs a = bind_args(e, head, {"values", "ndim"}, sink_);
    if (!a.ok) return nullptr;
    std::optional<std::vector<PrimExpr>> values;
    int ndim = -1;
    if (a[0] && a[0]->kind != PyExprKind::kNone) {
      values.emplace();
      if (!read_dims(*a[0], *values)) return nullptr;
      ndim = int(values->size());
    }
    if (a[1]) {
      auto n = read_ndim(*a[1], "R.Shape", sink_);
      if (!n) return nullptr;
      ndim = *n;
    }
    return make_shape_sinfo(std::move(values), ndim, e.loc);
  }

  if (member == "Tensor") {
    BoundArgs a = bind_args(e, head, {"shape", "dtype", "vdevice", "ndim"}, sink_);
    if (!a.ok) return nullptr;
    const PyExpr *shape = a[0], *dtype = a[1], *vdevice = a[2], *ndim = a[3];
    // Older spellings: R.Tensor("float32") (dtype alone), R.Tensor(shape, dtype, ndim).
    if (shape && shape->kind == PyExprKind::kString && !dtype && DataType::parse(shape->str)) {
      dtype = shape;
      shape = nullptr;
    }
    if (vdevice && int_literal(*vdevice) && !ndim) {
      ndim = vdevice;
      vdevice = nullptr;
    }
    auto n = read_tensor_parts(e, shape, dtype, ndim, "R.Tensor");
    if (!n) return nullptr;
    if (vdevice && vdevice->kind != PyExprKind::kNone) {
      if (vdevice->kind != PyExprKind::kString) {
        sink_.error(vdevice->loc, fmt::format("R.Tensor: vdevice must be a string like "
                                              "\"cuda:0\", got {}",
                                              detail::describe(*vdevice)));
        return nullptr;
      }
      n->vdevice = vdevice->str;
    }
    return n;
  }

  if (member == "DTensor") return read_dtensor(e, head);

  if (member == "Tuple") {
    std::vector<StructInfo> fields;
    if (is_call) {
      for (const auto& kw : e.keywords()) {
        sink_.error(kw.loc, fmt::format("R.Tuple: unknown keyword '{}'", kw.name));
        return nullptr;
      }
      // R.Tuple(A, B), or the fields as one list: R.Tuple([A, B]).
      std::vector<const PyExpr*> items;
      for (size_t i = 1; i < e.items.size(); ++i) items.push_back(e.items[i]);
      if (items.size() == 1 && is_sequence(*items[0])) {
        const PyExpr* list = items[0];
        items.clear();
        for (const auto& item : list->items) items.push_back(item);
      }
      bool ok = true;
      for (const PyExpr* item : items) {
        fields.push_back(read_sinfo(*item));
        ok = fields.back() && ok;
      }
      if (!ok) return nullptr;
    }
    return make_tuple_sinfo(std::move(fields), e.loc);
  }

  if (member == "Callable") {
    BoundArgs a = bind_args(e, head, {"params", "ret", "purity", "derive_func"}, sink_);
    if (!a.ok) return nullptr;
    std::optional<std::vector<StructInfo>> params;
    if (a[0] && a[0]->kind != PyExprKind::kNone) {
      if (!is_sequence(*a[0])) {
        sink_.error(a[0]->loc, fmt::format("R.Callable: params must be a list of StructInfo or "
                                           "None, got {}",
                                           detail::describe(*a[0])));
        return nullptr;
      }
      params.emplace();
      if (!read_sinfo_list(*a[0], *params)) return nullptr;
    }
    StructInfo ret = a[1] ? read_sinfo(*a[1]) : make_object_sinfo(e.loc);
    if (!ret) return nullptr;
    bool purity = true;
    if (a[2]) {
      if (a[2]->kind != PyExprKind::kBool) {
        sink_.error(a[2]->loc, fmt::format("R.Callable: purity must be True or False, got {}",
                                           detail::describe(*a[2])));
        return nullptr;
      }
      purity = a[2]->int_value != 0;
    }
    auto n = std::make_shared<FuncSInfo>();
    n->params = std::move(params);
    n->ret = std::move(ret);
    n->purity = purity;
    n->loc = e.loc;
    if (a[3] && a[3]->kind != PyExprKind::kNone) {
      if (a[3]->kind != PyExprKind::kString) {
        sink_.error(a[3]->loc, fmt::format("R.Callable: derive_func must be a string, got {}",
                                           detail::describe(*a[3])));
        return nullptr;
      }
      n->derive_func = a[3]->str;
    }
    return n;
  }

  // v0.26: a scalar dtype as an annotation (`p: T.int64`) is a PrimStructInfo.
  if (!is_call)
    if (auto dt = detail::dtype_of_name(head)) return make_prim_sinfo(*dt, nullptr, e.loc);
  // `x.struct_info` (v0.26: `x.ty`): the StructInfo of a Relax variable, as Python evaluates it
  // while TVM parses. rxv reads before inferring, so it takes the variable's annotation.
  if (e.kind == PyExprKind::kAttribute && (e.str == "struct_info" || e.str == "ty") &&
      e.items[0]->kind == PyExprKind::kName) {
    const RelaxName* rn = lookup_relax(e.items[0]->str);
    if (rn && rn->kind == RelaxName::Kind::kVar && rn->var && rn->var->sinfo) return rn->var->sinfo;
    if (rn && rn->kind == RelaxName::Kind::kVar) {
      sink_.error(e.loc, fmt::format("{}: '{}' has no annotation to take (rxv reads a module "
                                     "before inferring StructInfo)",
                                     detail::describe(e), e.items[0]->str));
      return nullptr;
    }
  }
  if (reject_metadata(e)) return nullptr;
  sink_.error(e.loc, fmt::format("expected a StructInfo annotation, got {}", detail::describe(e)));
  return nullptr;
}

} // namespace rxv::sem::relax_reader
