// Printing StructInfo annotations, attribute values and constants (docs/tvmscript-dialect.md,
// "StructInfo annotations", "Attribute values", and the Constant row of "Expressions").
#include <cmath>

#include "semantics/script/printer_impl.h"

namespace rxv::sem::print_detail {
namespace {

// True when `e` mentions a variable not in `outer` (or a buffer): in a signature such a dimension
// is a string. Variables an enclosing function declared print plain, as TVM prints closures.
bool mentions_own_var(const PrimExpr& e, const std::unordered_set<const PrimExprNode*>& outer,
                      int depth = 0) {
  if (!e || depth > kMaxNesting) return false;
  if (e->kind == PrimKind::kVar) return !outer.count(e.get());
  if (e->kind == PrimKind::kBufferLoad) return true;
  for (const auto& op : e->operands)
    if (mentions_own_var(op, outer, depth + 1)) return true;
  return false;
}

// Python spelling of a non-finite double (R.const, attribute floats).
const char* non_finite(double v) {
  if (std::isnan(v)) return "float(\"nan\")";
  return v > 0 ? "float(\"inf\")" : "float(\"-inf\")";
}

void append_python_float(std::string& out, double v) {
  if (std::isfinite(v))
    append_finite_double(out, v);
  else
    out += non_finite(v);
}

// Number of elements `shape` describes, or -1 if a dimension is negative or the product overflows.
int64_t element_count(const std::vector<int64_t>& shape) {
  int64_t n = 1;
  for (int64_t d : shape) {
    if (d < 0) return -1;
    if (d != 0 && n > INT64_MAX / d) return -1;
    n *= d;
  }
  return n;
}

} // namespace

void ScriptPrinter::note_prefixes(std::string_view text) {
  // Verbatim text (e.g. `T.index_map(...)`) may use the T. or R. namespace: the header needs it.
  for (size_t i = 0; i + 1 < text.size(); ++i) {
    if (text[i + 1] != '.' || (i > 0 && (is_ident_char(text[i - 1]) || text[i - 1] == '.')))
      continue;
    if (text[i] == 'T') uses_tir_ = true;
    if (text[i] == 'R') uses_relax_ = true;
  }
}

void ScriptPrinter::sig_prim(const PrimExpr& e, bool sig, int depth) {
  if (sig && mentions_own_var(e, declared_shape_vars_)) {
    std::string text = capture([&] { prim_expr(e, depth + 1); });
    append_quoted(out_, text);
    return;
  }
  prim_expr(e, depth + 1);
}

void ScriptPrinter::struct_info(const StructInfo& s, bool sig, int depth) {
  if (!s) {
    out_ += "None";
    return;
  }
  if (depth > kMaxNesting) {
    out_ += "...";
    return;
  }
  RulesScope relax_rules(rules_, LiteralRules::kRelax);
  switch (s->kind) {
  case SInfoKind::kObject:
    r_prefix();
    out_ += "Object";
    return;
  case SInfoKind::kPrim: {
    const auto& p = static_cast<const PrimSInfo&>(*s);
    r_prefix();
    out_ += "Prim(";
    if (!p.value || p.dtype != DataType::Int(64)) append_quoted(out_, p.dtype.str());
    if (p.value) {
      if (p.dtype != DataType::Int(64)) out_ += ", ";
      out_ += "value=";
      sig_prim(p.value, sig, depth);
    }
    out_ += ')';
    return;
  }
  case SInfoKind::kShape: {
    const auto& sh = static_cast<const ShapeSInfo&>(*s);
    r_prefix();
    out_ += "Shape";
    if (sh.values) {
      out_ += "([";
      for (size_t i = 0; i < sh.values->size(); ++i) {
        if (i) out_ += ", ";
        sig_prim((*sh.values)[i], sig, depth);
      }
      out_ += ']';
      if (size_t(sh.ndim) != sh.values->size()) { // ill-formed: kept as it is
        out_ += ", ndim=";
        append_int(out_, sh.ndim);
      }
      out_ += ')';
    } else if (sh.ndim >= 0) {
      out_ += "(ndim=";
      append_int(out_, sh.ndim);
      out_ += ')';
    }
    return;
  }
  case SInfoKind::kTensor: {
    const auto& t = static_cast<const TensorSInfo&>(*s);
    r_prefix();
    out_ += "Tensor";
    size_t open = out_.size();
    auto sep = [&] { out_ += out_.size() == open ? "(" : ", "; };
    const auto* shape = as<ShapeExprNode>(t.shape);
    if (t.shape) {
      sep();
      sinfo_shape(t.shape, sig, depth);
    }
    if (!t.dtype.is_void()) {
      sep();
      out_ += "dtype=";
      append_quoted(out_, t.dtype.str());
    }
    // The ndim of a ShapeExpr shape is its length; otherwise it is printed when known (and when
    // it contradicts the shape, so that ill-formed annotations print as they are).
    // TVM 0.27 takes a Var shape's ndim from the Var and rejects one written beside it.
    const auto* shape_var = as<VarNode>(t.shape);
    const auto* var_sinfo = shape_var ? as<ShapeSInfo>(shape_var->sinfo) : nullptr;
    bool implied = dialect_ == Dialect::kTvm027 && var_sinfo && var_sinfo->ndim == t.ndim;
    if (shape ? size_t(t.ndim) != shape->values.size() : t.ndim >= 0 && !implied) {
      sep();
      out_ += "ndim=";
      append_int(out_, t.ndim);
    }
    if (t.vdevice) {
      sep();
      out_ += "vdevice=";
      append_quoted(out_, *t.vdevice);
    }
    if (out_.size() != open) out_ += ')';
    return;
  }
  case SInfoKind::kDTensor: dtensor(static_cast<const DTensorSInfo&>(*s), sig, depth); return;
  case SInfoKind::kTuple: {
    const auto& tu = static_cast<const TupleSInfo&>(*s);
    r_prefix();
    out_ += "Tuple";
    if (tu.fields.empty()) return;
    out_ += '(';
    for (size_t i = 0; i < tu.fields.size(); ++i) {
      if (i) out_ += ", ";
      struct_info(tu.fields[i], sig, depth + 1);
    }
    out_ += ')';
    return;
  }
  case SInfoKind::kFunc: {
    const auto& f = static_cast<const FuncSInfo&>(*s);
    r_prefix();
    out_ += "Callable(";
    if (f.params) {
      out_ += '(';
      for (size_t i = 0; i < f.params->size(); ++i) {
        if (i) out_ += ", ";
        struct_info((*f.params)[i], sig, depth + 1);
      }
      if (f.params->size() == 1) out_ += ',';
      out_ += "), ";
      struct_info(f.ret, sig, depth + 1);
      out_ += f.purity ? ", True" : ", False";
    } else {
      out_ += "ret=";
      struct_info(f.ret, sig, depth + 1);
      out_ += f.purity ? ", purity=True" : ", purity=False";
    }
    // TVM does not print derive_func; rxv's reader takes it as a keyword, so it is kept.
    if (!f.derive_func.empty()) {
      out_ += ", derive_func=";
      append_quoted(out_, f.derive_func);
    }
    out_ += ')';
    return;
  }
  }
}

// The shape of a Tensor or DTensor annotation: a ShapeExpr as a tuple of its dims, else the
// expression (a shape variable).
void ScriptPrinter::sinfo_shape(const Expr& shape, bool sig, int depth) {
  const auto* dims = as<ShapeExprNode>(shape);
  if (!dims) {
    expr(shape, depth + 1);
    return;
  }
  out_ += '(';
  for (size_t i = 0; i < dims->values.size(); ++i) {
    if (i) out_ += ", ";
    sig_prim(dims->values[i], sig, depth);
  }
  if (dims->values.size() == 1) out_ += ',';
  out_ += ')';
}

// TVM's form: positional (shape, dtype, mesh, placement) while the shape and dtype are known, then
// keywords; the mesh by its global-info name ("mesh[0]") inside a module that declares it.
void ScriptPrinter::dtensor(const DTensorSInfo& d, bool sig, int depth) {
  const TensorSInfo& t = *d.tensor;
  r_prefix();
  out_ += "DTensor(";
  bool kw = !t.shape;
  if (t.shape) sinfo_shape(t.shape, sig, depth);
  auto sep = [&](const char* key) {
    if (out_.back() != '(') out_ += ", ";
    if (kw) (out_ += key) += '=';
  };
  if (!t.dtype.is_void()) {
    sep("dtype");
    append_quoted(out_, t.dtype.str());
  } else {
    kw = true;
  }
  sep("device_mesh");
  std::string ref;
  if (global_infos_)
    for (const auto& [key, list] : global_infos_->entries)
      for (size_t i = 0;
           ref.empty() && list.kind == AttrValue::Kind::kList && i < list.items.size(); ++i)
        if (list.items[i].kind == AttrValue::Kind::kDeviceMesh && *list.items[i].mesh == *d.mesh)
          ref = key + "[" + std::to_string(i) + "]";
  if (!ref.empty())
    append_quoted(out_, ref);
  else
    device_mesh(*d.mesh);
  sep("placement");
  append_quoted(out_, placement_text(d.placement));
  if (!t.shape && t.ndim >= 0) {
    out_ += ", ndim=";
    append_int(out_, t.ndim);
  }
  out_ += ')';
}

void ScriptPrinter::device_mesh(const DeviceMesh& m) {
  r_prefix();
  out_ += "device_mesh((";
  for (size_t i = 0; i < m.shape.size(); ++i) {
    if (i) out_ += ", ";
    append_int(out_, m.shape[i]);
  }
  if (m.shape.size() == 1) out_ += ',';
  out_ += "), ";
  if (m.range) {
    out_ += "I.Range(";
    append_int(out_, m.range->first);
    out_ += ", ";
    append_int(out_, m.range->second);
    out_ += ')';
  } else {
    out_ += '[';
    for (size_t i = 0; i < m.device_ids.size(); ++i) {
      if (i) out_ += ", ";
      append_int(out_, m.device_ids[i]);
    }
    out_ += ']';
  }
  out_ += ')';
}

void ScriptPrinter::attr_value(const AttrValue& v, int depth) {
  if (depth > kMaxNesting) {
    out_ += "...";
    return;
  }
  switch (v.kind) {
  case AttrValue::Kind::kNone: out_ += "None"; return;
  case AttrValue::Kind::kBool:
    // TIR attributes hold bools as T.bool literals; TVM prints them so (`"tir.noalias":
    // T.bool(True)`), and the TIR reader reads both spellings as a bool.
    if (rules_ == LiteralRules::kTir) {
      t_prefix();
      out_ += v.bool_value ? "bool(True)" : "bool(False)";
      return;
    }
    out_ += v.bool_value ? "True" : "False";
    return;
  case AttrValue::Kind::kInt: append_int(out_, v.int_value); return;
  case AttrValue::Kind::kFloat: append_python_float(out_, v.float_value); return;
  case AttrValue::Kind::kString: append_quoted(out_, v.str); return;
  case AttrValue::Kind::kList:
    out_ += v.is_tuple ? '(' : '[';
    for (size_t i = 0; i < v.items.size(); ++i) {
      if (i) out_ += ", ";
      attr_value(v.items[i], depth + 1);
    }
    if (v.is_tuple && v.items.size() == 1) out_ += ',';
    out_ += v.is_tuple ? ')' : ']';
    return;
  case AttrValue::Kind::kDict:
    out_ += '{';
    for (size_t i = 0; i < v.entries.size(); ++i) {
      if (i) out_ += ", ";
      append_quoted(out_, v.entries[i].first);
      out_ += ": ";
      attr_value(v.entries[i].second, depth + 1);
    }
    out_ += '}';
    return;
  // A literal keeps its dtype (`T.int64(3)`) so that it does not read back as a plain int.
  case AttrValue::Kind::kPrimExpr: prim_expr_typed(v.prim); return;
  case AttrValue::Kind::kExpr: expr(v.expr, depth + 1); return;
  case AttrValue::Kind::kStructInfo: struct_info(v.sinfo, /*sig=*/false, depth + 1); return;
  case AttrValue::Kind::kDeviceMesh: device_mesh(*v.mesh); return;
  case AttrValue::Kind::kRaw:
    note_prefixes(v.str);
    out_ += v.str;
    return;
  }
}

void ScriptPrinter::attrs_dict(const Attrs& attrs, const char* skip_key) {
  out_ += '{';
  bool first = true;
  for (const auto& [key, value] : attrs.entries) {
    if (skip_key && key == skip_key) continue;
    if (!first) out_ += ", ";
    first = false;
    append_quoted(out_, key);
    out_ += ": ";
    attr_value(value);
  }
  out_ += '}';
}

void ScriptPrinter::constant_elem(const NDArray& data, size_t i) {
  if (data.dtype.is_float()) {
    append_python_float(out_, i < data.floats.size() ? data.floats[i] : 0.0);
    return;
  }
  int64_t v = i < data.ints.size() ? data.ints[i] : 0;
  if (data.dtype.is_bool())
    out_ += v ? "True" : "False";
  else if (data.dtype.is_uint() && data.dtype.bits == 64)
    append_uint(out_, static_cast<uint64_t>(v));
  else
    append_int(out_, v);
}

void ScriptPrinter::constant_elems(const NDArray& data, size_t dim, size_t& pos) {
  if (dim == data.shape.size()) {
    constant_elem(data, pos++);
    return;
  }
  out_ += '[';
  for (int64_t i = 0; i < data.shape[dim]; ++i) {
    if (i) out_ += ", ";
    constant_elems(data, dim + 1, pos);
  }
  out_ += ']';
}

void ScriptPrinter::constant(const NDArray& data) {
  r_prefix();
  out_ += "const(";
  size_t stored = data.dtype.is_float() ? data.floats.size() : data.ints.size();
  int64_t count = element_count(data.shape);
  // An empty array with a 0 before its last dim: nested lists would drop the dims after it (`[]`
  // reads back as shape (0,)), so numpy's spelling, which R.const also takes.
  bool inner_zero = false;
  for (size_t i = 0; i + 1 < data.shape.size(); ++i) inner_zero = inner_zero || data.shape[i] == 0;
  if (count == 0 && stored == 0 && inner_zero) {
    out_ += "np.zeros((";
    for (size_t i = 0; i < data.shape.size(); ++i) {
      if (i) out_ += ", ";
      append_int(out_, data.shape[i]);
    }
    out_ += "), ";
    append_quoted(out_, data.dtype.str());
    out_ += ')';
  } else if (count >= 0 && size_t(count) == stored && data.shape.size() <= 64) {
    // Nested lists per dimension; absurd ranks print flat too, to bound the recursion.
    size_t pos = 0;
    constant_elems(data, 0, pos);
  } else {
    // Ill-formed: the shape does not match the data. Print the stored elements as a flat list.
    out_ += '[';
    for (size_t i = 0; i < stored; ++i) {
      if (i) out_ += ", ";
      constant_elem(data, i);
    }
    out_ += ']';
  }
  out_ += ", ";
  append_quoted(out_, data.dtype.str());
  out_ += ')';
}

} // namespace rxv::sem::print_detail
