/// The Relax reader, operator calls: `R.sum(x, [0], keepdims=True)` is a Python call of TVM's
/// `relax.op.sum(x, axis=None, keepdims=False)`, so its arguments bind to the op's signature
/// (semantics/ops/op_signature.h) as Python binds them: positional arguments in order, keywords by
/// name, each at most once, defaults for the rest. Parameters that are attributes become the Call's
/// attributes (in the op's attribute order, which is TVM's printing order); the others are its
/// Relax arguments, converted as TVM's functions convert them (a tuple or list for `shape` is a
/// ShapeExpr, an int a PrimValue, a list a Tuple; an omitted one whose default is None is absent).
#include <fmt/format.h>

#include <cstdint>
#include <map>
#include <mutex>

#include "semantics/ops/device_kind.h"
#include "semantics/ops/op_signature.h"
#include "semantics/ops/op_table.h"
#include "semantics/script/py_parser.h"
#include "semantics/script/reader_syntax.h"
#include "semantics/script/relax_reader_impl.h"

namespace rxv::sem::relax_reader {

using py::PyExpr;
using py::PyExprKind;

namespace {

/// The expression of a default's text (`1`, `(1, 1)`, `'NCHW'`), parsed once per text.
const PyExpr* default_expr(std::string_view text) {
  static std::mutex mu;
  static std::map<std::string, std::unique_ptr<py::PyModule>, std::less<>> cache;
  std::lock_guard<std::mutex> lock(mu);
  auto it = cache.find(text);
  if (it == cache.end()) {
    DiagnosticSink ignored;
    auto parsed = py::parse_python(std::string(text) + "\n", ignored);
    std::unique_ptr<py::PyModule> m;
    if (parsed) m = std::make_unique<py::PyModule>(std::move(*parsed));
    it = cache.emplace(std::string(text), std::move(m)).first;
  }
  const py::PyModule* m = it->second.get();
  if (!m || m->body.size() != 1 || !m->body[0]->value) return nullptr;
  return m->body[0]->value;
}

std::string param_list(const OpSignature& sig) {
  std::string out;
  for (const OpParam& p : sig.params) {
    if (!out.empty()) out += ", ";
    if (p.variadic) out += '*';
    out += p.name;
    if (p.default_text) out += "=" + *p.default_text;
  }
  return out;
}

/// A Python Device as TVM's functions take it: `R.device(device_type, index=None)` (also
/// tvm.device / tvm_ffi.device), its type an int code or a name ("cuda", "cuda:1"), or
/// `tvm.cuda(dev_id=0)` and the other names of device_kind.h. Sets the DLDeviceType code and the
/// index (0 when omitted), or returns why it is none.
std::string read_device(const PyExpr& v, int64_t& type, int64_t& index) {
  if (v.kind != PyExprKind::kCall || v.items.empty() || v.items[0]->kind != PyExprKind::kAttribute)
    return "expected a device such as R.device(device_type=1, index=0) or tvm.cpu(0)";
  std::string_view fn = v.items[0]->str;
  const PyExpr* type_arg = nullptr;
  const PyExpr* index_arg = nullptr;
  bool by_name = fn != "device";
  if (by_name) {
    auto code = device_type_code(fn);
    if (!code) return fmt::format("unknown device function '{}'", fn);
    type = *code;
  }
  std::vector<const PyExpr*> positional(v.items.begin() + 1, v.items.end());
  if (positional.size() > (by_name ? 1u : 2u)) return "too many arguments for a device";
  if (!by_name && !positional.empty()) type_arg = positional[0];
  if (positional.size() == (by_name ? 1u : 2u)) index_arg = positional.back();
  for (const auto& kw : v.keywords()) {
    if (!by_name && kw.name == "device_type" && !type_arg)
      type_arg = kw.value;
    else if ((kw.name == (by_name ? "dev_id" : "index")) && !index_arg)
      index_arg = kw.value;
    else
      return fmt::format("unexpected or repeated device argument '{}'", kw.name);
  }
  index = 0;
  if (!by_name) {
    if (!type_arg) return "R.device needs a device_type";
    if (type_arg->kind == PyExprKind::kInt) {
      type = type_arg->int_value;
    } else if (type_arg->kind == PyExprKind::kString) {
      std::string_view name = type_arg->str;
      size_t colon = name.find(':');
      if (colon != std::string_view::npos) {
        std::string_view id = name.substr(colon + 1);
        if (id.empty() || id.size() > 9 || index_arg) return fmt::format("bad device '{}'", name);
        for (char c : id) {
          if (c < '0' || c > '9') return fmt::format("bad device '{}'", name);
          index = index * 10 + (c - '0');
        }
        name = name.substr(0, colon);
      }
      auto code = device_type_code(name);
      if (!code) return fmt::format("unknown device type \"{}\"", name);
      type = *code;
    } else {
      return "a device_type must be an int or a device name";
    }
  }
  if (index_arg && index_arg->kind != PyExprKind::kNone) {
    if (index_arg->kind != PyExprKind::kInt) return "a device index must be an int";
    index = index_arg->int_value;
  }
  if (type < 0 || type > INT32_MAX || index < 0 || index > INT32_MAX)
    return "a device type or index out of range";
  return "";
}

} // namespace

Expr Reader::read_op_call(const PyExpr& e, std::string_view path, const OpSignature& sig) {
  const std::string written = fmt::format("R.{}", path);
  const std::vector<OpParam>& params = sig.params;
  std::vector<const PyExpr*> bound(params.size(), nullptr);
  std::vector<const PyExpr*> rest; // the variadic parameter's arguments
  std::vector<StructInfo> sinfo_args;
  bool ok = true;
  auto signature_note = [&] {
    return fmt::format("(signature: {}({}))", written, param_list(sig));
  };

  size_t next = 0;
  for (size_t i = 1; i < e.items.size(); ++i) {
    const PyExpr* a = e.items[i];
    if (next < params.size() && params[next].variadic) {
      rest.push_back(a);
      continue;
    }
    if (next >= params.size()) {
      sink_.error(a->loc, fmt::format("{} takes {} positional argument{} but {} were given {}",
                                      written, params.size(), params.size() == 1 ? "" : "s",
                                      e.items.size() - 1, signature_note()));
      return nullptr;
    }
    bound[next++] = a;
  }
  for (const auto& kw : e.keywords()) {
    if (kw.name == "sinfo_args" || kw.name == "ty_args") { // ty_args: TVM >= 0.26
      ok = read_sinfo_list(*kw.value, sinfo_args) && ok;
      continue;
    }
    size_t idx = 0;
    while (idx < params.size() && (params[idx].variadic || params[idx].name != kw.name)) ++idx;
    if (idx == params.size()) {
      sink_.error(kw.loc, fmt::format("{} got an unexpected keyword argument '{}' {}", written,
                                      kw.name, signature_note()));
      ok = false;
    } else if (bound[idx]) {
      sink_.error(kw.loc,
                  fmt::format("{} got multiple values for argument '{}'", written, kw.name));
      ok = false;
    } else {
      bound[idx] = kw.value;
    }
  }
  if (!ok) return nullptr;

  // arange(end) is arange(0, end): TVM's function swaps when `end` is None.
  std::vector<std::optional<std::string>> defaults;
  for (const OpParam& p : params) defaults.push_back(p.default_text);
  if (sig.op == "relax.arange" && params.size() >= 2 && bound[0] && !bound[1]) {
    bound[1] = bound[0];
    bound[0] = nullptr;
    defaults[0] = "0";
  }
  // eye(n) is eye(n, n): TVM's function takes m = n when `m` is None.
  if (sig.op == "relax.eye" && params.size() >= 2 && bound[0] && !bound[1]) bound[1] = bound[0];
  // `seqstart_k=seqstart_q`: an omitted or None parameter takes another's value.
  for (size_t i = 0; i < params.size(); ++i) {
    if (params[i].default_from.empty() || (bound[i] && bound[i]->kind != PyExprKind::kNone))
      continue;
    for (size_t j = 0; j < params.size(); ++j)
      if (params[j].name == params[i].default_from) bound[i] = bound[j];
  }

  std::vector<Expr> args;
  std::vector<size_t> arg_param; // the Relax parameter (in Python order) of each of args
  size_t relax_param = 0;
  std::map<std::string, AttrValue> attr_values;
  for (size_t i = 0; i < params.size(); ++i) {
    const OpParam& p = params[i];
    if (!p.is_attr && !p.variadic && !p.to_device) ++relax_param;
    if (p.variadic) {
      for (const PyExpr* a : rest) {
        args.push_back(read_expr(*a));
        ok = args.back() && ok;
      }
      continue;
    }
    const PyExpr* v = bound[i];
    if (!v) {
      if (!defaults[i]) {
        sink_.error(e.loc, fmt::format("{} is missing the required argument '{}' {}", written,
                                       p.name, signature_note()));
        ok = false;
        continue;
      }
      if (p.is_attr || *defaults[i] == "None") continue; // the rule's default / absent
      v = default_expr(*defaults[i]);
      RXV_ASSERT(v) << "unparsable default of " << sig.op << "." << p.name;
    }
    bool none_default = v->kind == PyExprKind::kNone && defaults[i] && *defaults[i] == "None";
    if (p.to_device) {
      int64_t type = 0, index = 0;
      if (std::string why = read_device(*v, type, index); !why.empty()) {
        sink_.error(v->loc, fmt::format("{}: {}: {}", written, p.name, why));
        ok = false;
        continue;
      }
      attr_values["device_type"] = AttrValue::Int(type);
      attr_values["index"] = AttrValue::Int(index);
      continue;
    }
    if (p.is_attr) {
      // A dtype attribute written None is the unset dtype, "void" (TVM >= 0.27 prints it so).
      // Other None attributes stay None, as the printer writes them, so that print and read
      // round-trip.
      bool dtype_attr = p.name.size() >= 5 && p.name.compare(p.name.size() - 5, 5, "dtype") == 0;
      if (dtype_attr && v->kind == PyExprKind::kNone) {
        attr_values[p.name] = AttrValue::String("void");
        continue;
      }
      // layout_transform's function turns omitted axis separators into []: one value, kept as
      // omitted (TVM >= 0.27 no longer has the parameters and prints nothing).
      if ((p.name == "axis_separators" || p.name == "input_axis_separators") &&
          v->kind == PyExprKind::kList && v->items.empty())
        continue;
      AttrValue value = read_attr_value(*v);
      // layout_transform's function makes an IndexMap of a Python callable
      // (IndexMap.from_func); TVM prints it back as T.index_map(lambda ...).
      if (p.name == "index_map" && v->kind == PyExprKind::kLambda &&
          value.kind == AttrValue::Kind::kRaw)
        value = AttrValue::Raw("T.index_map(" + value.str + ")");
      attr_values[p.name] = std::move(value);
      continue;
    }
    if (none_default) continue;
    if (p.to_shape && (v->kind == PyExprKind::kTuple || v->kind == PyExprKind::kList)) {
      std::vector<PrimExpr> dims;
      if (!read_dims(*v, dims)) {
        ok = false;
        continue;
      }
      args.push_back(make_shape_expr(std::move(dims), v->loc));
      arg_param.push_back(relax_param - 1);
      continue;
    }
    args.push_back(read_expr(*v));
    arg_param.push_back(relax_param - 1);
    ok = args.back() && ok;
  }
  if (!ok) return nullptr;
  // TVM's Python order differs from the op's (attention_var_len): the Call takes the C++ order.
  if (!sig.call_order.empty()) {
    if (args.size() != sig.call_order.size()) {
      sink_.error(
          e.loc, fmt::format("{} needs all of its tensor arguments {}", written, signature_note()));
      return nullptr;
    }
    std::vector<Expr> placed(args.size());
    for (size_t k = 0; k < args.size(); ++k) placed[sig.call_order[arg_param[k]]] = args[k];
    args = std::move(placed);
  }

  Attrs attrs;
  const OpDef* def = OpTable::get().find(sig.op);
  RXV_ASSERT(def) << sig.op;
  for (const AttrSpec& spec : def->attrs) {
    auto it = attr_values.find(spec.name);
    if (it != attr_values.end()) attrs.entries.emplace_back(spec.name, std::move(it->second));
  }
  const PyExpr& callee = *e.items[0];
  // attention(q, k, v, bias) is attention_bias: TVM's function picks the op by the bias.
  const std::string op =
      sig.op == "relax.nn.attention" && args.size() == 4 ? "relax.nn.attention_bias" : sig.op;
  return make_call(make_op(op, callee.loc), std::move(args), std::move(attrs),
                   std::move(sinfo_args), e.loc);
}

namespace {

/// The op of a Python operator on Relax values (python/tvm/relax/expr.py, ExprWithOp); empty
/// for one TVM does not overload (`==` and `!=` compare objects; `and`, `not`, `~`, `@`).
std::string_view operator_op(std::string_view op, bool unary) {
  if (unary) return op == "-" ? "negative" : "";
  static constexpr std::pair<std::string_view, std::string_view> kBinary[] = {
      {"+", "add"},           {"-", "subtract"},    {"*", "multiply"},      {"/", "divide"},
      {"//", "floor_divide"}, {"%", "mod"},         {"**", "power"},        {"<", "less"},
      {">", "greater"},       {"<=", "less_equal"}, {">=", "greater_equal"}};
  for (const auto& [py_op, name] : kBinary)
    if (py_op == op) return name;
  return "";
}

} // namespace

bool Reader::is_relax_operand(const PyExpr& e) {
  auto relax_value = [&](const PyExpr& x) {
    switch (x.kind) {
    case PyExprKind::kName: {
      const RelaxName* rn = lookup_relax(x.str);
      return rn && rn->kind == RelaxName::Kind::kVar;
    }
    case PyExprKind::kCall: return root_name(*x.items[0]) == "R";
    case PyExprKind::kSubscript: return true; // a tuple item (shape arithmetic has none)
    default: return false;
    }
  };
  if (e.kind != PyExprKind::kBinOp && e.kind != PyExprKind::kUnaryOp &&
      e.kind != PyExprKind::kCompare)
    return relax_value(e);
  for (const auto& item : e.items)
    if (is_relax_operand(*item)) return true;
  return false;
}

Expr Reader::read_operator(const PyExpr& e) {
  if (e.kind == PyExprKind::kCompare && e.items.size() != 2) {
    sink_.error(e.loc, "a chained comparison of Relax values is not supported (TVMScript "
                       "evaluates `a < b < c` with Python's `and`)");
    return nullptr;
  }
  std::string_view op = e.kind == PyExprKind::kCompare ? e.ops()[0] : e.str;
  std::string_view name = operator_op(op, e.kind == PyExprKind::kUnaryOp);
  if (name.empty()) {
    sink_.error(e.loc, fmt::format("the Python operator '{}' has no meaning on Relax values "
                                   "(TVM overloads + - * / // % ** < > <= >= and unary -)",
                                   op));
    return nullptr;
  }
  std::vector<Expr> args;
  for (const auto& item : e.items) {
    if (item->kind == PyExprKind::kInt || item->kind == PyExprKind::kFloat ||
        item->kind == PyExprKind::kBool) {
      sink_.error(item->loc, fmt::format("'{}' on a Relax value needs a Relax operand: TVM "
                                         "rejects the number {} (write R.const({}))",
                                         op, py_text(*item), py_text(*item)));
      return nullptr;
    }
    args.push_back(read_expr(*item));
    if (!args.back()) return nullptr;
  }
  return make_call(make_op("relax." + std::string(name), e.loc), std::move(args), {}, {}, e.loc);
}

} // namespace rxv::sem::relax_reader
