/// The Relax reader: tensor literals `R.const(value, dtype)`. The value is a number, a bool,
/// `float("inf")`/`float("nan")`, a rectangular nested list of them, or `np.zeros(shape, dtype)`
/// for an empty array (nested lists lose the dims after a 0: `[]` is shape (0,)); without a dtype,
/// ints are int32, floats float32 and bools bool (TVM's rule). Every element must fit the dtype.
#include <cmath>
#include <limits>

#include <fmt/format.h>

#include "semantics/script/printer.h"
#include "semantics/script/reader_syntax.h"
#include "semantics/script/relax_reader_impl.h"
#include "semantics/script/tir_reader_internal.h"

namespace rxv::sem::relax_reader {

using py::PyExpr;
using py::PyExprKind;

namespace {

struct Element {
  enum class Kind : uint8_t { kBool, kInt, kFloat } kind;
  int64_t i = 0;
  double f = 0;
  SourceLoc loc;
  std::string text() const {
    if (kind == Kind::kBool) return i ? "True" : "False";
    if (kind == Kind::kInt) return std::to_string(i);
    return fmt::format("{}", f);
  }
};

std::optional<Element> scalar(const PyExpr& e) {
  using K = Element::Kind;
  switch (e.kind) {
  case PyExprKind::kBool: return Element{K::kBool, e.int_value, 0, e.loc};
  case PyExprKind::kInt: return Element{K::kInt, e.int_value, 0, e.loc};
  case PyExprKind::kFloat: return Element{K::kFloat, 0, e.float_value, e.loc};
  case PyExprKind::kUnaryOp:
    if (e.str != "-" || e.items.size() != 1) return std::nullopt;
    if (auto inner = scalar(*e.items[0]); inner && inner->kind != K::kBool) {
      inner->i = -inner->i;
      inner->f = -inner->f;
      inner->loc = e.loc;
      return inner;
    }
    return std::nullopt;
  case PyExprKind::kBinOp: {
    // `15.0 / 14.0`: Python folds number arithmetic before TVM sees the value (/ is true
    // division; ints stay ints under + - * unless they overflow int64, left to Python).
    if (e.items.size() != 2) return std::nullopt;
    auto a = scalar(*e.items[0]), b = scalar(*e.items[1]);
    if (!a || !b || a->kind == K::kBool || b->kind == K::kBool) return std::nullopt;
    std::string_view op = e.str;
    if (op != "+" && op != "-" && op != "*" && op != "/") return std::nullopt;
    if (op != "/" && a->kind == K::kInt && b->kind == K::kInt) {
      int64_t r = 0;
      bool overflow = op == "+"   ? __builtin_add_overflow(a->i, b->i, &r)
                      : op == "-" ? __builtin_sub_overflow(a->i, b->i, &r)
                                  : __builtin_mul_overflow(a->i, b->i, &r);
      if (overflow) return std::nullopt;
      return Element{K::kInt, r, 0, e.loc};
    }
    double x = a->kind == K::kInt ? double(a->i) : a->f;
    double y = b->kind == K::kInt ? double(b->i) : b->f;
    if (op == "/" && y == 0) return std::nullopt; // Python's ZeroDivisionError
    double r = op == "+" ? x + y : op == "-" ? x - y : op == "*" ? x * y : x / y;
    return Element{K::kFloat, 0, r, e.loc};
  }
  case PyExprKind::kCall: {
    if (!is_call_to(&e, "float") || e.items.size() != 2 || !e.keywords().empty() ||
        e.items[1]->kind != PyExprKind::kString)
      return std::nullopt;
    std::string_view s = e.items[1]->str;
    double inf = std::numeric_limits<double>::infinity();
    if (s == "inf" || s == "+inf") return Element{K::kFloat, 0, inf, e.loc};
    if (s == "-inf") return Element{K::kFloat, 0, -inf, e.loc};
    if (s == "nan") return Element{K::kFloat, 0, std::numeric_limits<double>::quiet_NaN(), e.loc};
    return std::nullopt;
  }
  default: return std::nullopt;
  }
}

/// The largest magnitude that rounds to a finite value of the float dtype (max + half an ulp);
/// infinity when unchecked.
double float_limit(DataType dt) {
  if (dt.code == DataType::Code::kBFloat && dt.bits == 16) return 3.3961775292304767e38;
  if (dt.bits == 16) return 65520.0;
  if (dt.bits == 32) return 3.4028235677973366e38;
  return std::numeric_limits<double>::infinity();
}

bool int_fits(int64_t v, DataType dt) {
  if (dt.is_bool()) return v == 0 || v == 1;
  if (dt.bits >= 64) return dt.is_int() || v >= 0;
  if (dt.is_uint()) return v >= 0 && v < (int64_t(1) << dt.bits);
  int64_t half = int64_t(1) << (dt.bits - 1);
  return v >= -half && v < half;
}

class ConstReader {
public:
  explicit ConstReader(DiagnosticSink& sink) : sink_(sink) {}

  /// Fills shape and elements; false after reporting.
  bool read(const PyExpr& value) {
    if (is_call_to(&value, "np.zeros") || is_call_to(&value, "numpy.zeros"))
      return read_empty(value);
    for (const PyExpr* p = &value; is_sequence(*p);) {
      shape.push_back(int64_t(p->items.size()));
      if (p->items.empty()) break;
      p = p->items[0];
    }
    return visit(value, 0);
  }

  std::vector<int64_t> shape;
  std::vector<Element> elements;

private:
  /// `np.zeros((0, 3), "float32")`: how the printer writes an empty constant whose shape nested
  /// lists cannot hold (a 0 before the last dim). Only empty arrays: others are nested lists.
  bool read_empty(const PyExpr& call) {
    const PyExpr* dims = call.items.size() >= 2 ? call.items[1] : nullptr;
    if (!dims || !is_sequence(*dims)) {
      sink_.error(call.loc, "R.const: np.zeros needs a shape tuple");
      return false;
    }
    bool empty = false;
    for (const auto& d : dims->items) {
      if (d->kind != PyExprKind::kInt || d->int_value < 0) {
        sink_.error(d->loc, fmt::format("R.const: np.zeros: expected a dimension (an int >= 0), "
                                        "got {}",
                                        detail::describe(*d)));
        return false;
      }
      shape.push_back(d->int_value);
      empty = empty || d->int_value == 0;
    }
    if (!empty) {
      sink_.error(call.loc, "R.const: np.zeros is read only for empty arrays; write the elements "
                            "as a nested list");
      return false;
    }
    return true;
  }

  bool visit(const PyExpr& e, size_t depth) {
    if (is_sequence(e)) {
      if (depth >= shape.size() || int64_t(e.items.size()) != shape[depth]) {
        sink_.error(e.loc, depth >= shape.size()
                               ? std::string("R.const: ragged nested list: a list where a number "
                                             "is expected")
                               : fmt::format("R.const: ragged nested list: expected {} elements, "
                                             "got {}",
                                             shape[depth], e.items.size()));
        return false;
      }
      for (const auto& item : e.items)
        if (!visit(*item, depth + 1)) return false;
      return true;
    }
    if (depth != shape.size()) {
      sink_.error(e.loc, "R.const: ragged nested list: a number where a list is expected");
      return false;
    }
    auto s = scalar(e);
    if (!s) {
      sink_.error(e.loc, fmt::format("R.const: expected a number or a nested list of numbers, "
                                     "got {}",
                                     detail::describe(e)));
      return false;
    }
    elements.push_back(*s);
    return true;
  }

  DiagnosticSink& sink_;
};

} // namespace

Expr Reader::read_const(const PyExpr& call, bool dist) {
  // R.dist.const(value, struct_info): the dtype is the DTensor's (TVM's dist.const; v0.26+ names
  // the parameter `ty`).
  BoundArgs a = dist ? bind_args(call, "R.dist.const", {"value", "struct_info", "ty"}, sink_)
                     : bind_args(call, "R.const", {"value", "dtype"}, sink_);
  if (!a.ok) return nullptr;
  if (dist && a[2]) {
    if (a[1]) {
      sink_.error(a[2]->loc, "R.dist.const: give struct_info or ty, not both");
      return nullptr;
    }
    a.args[1] = a[2];
  }
  if (!a[0]) {
    sink_.error(call.loc, "R.const needs a value");
    return nullptr;
  }
  if (reject_metadata(*a[0])) return nullptr;
  std::optional<DataType> dtype;
  StructInfo dist_sinfo;
  if (dist) {
    if (!a[1]) {
      sink_.error(call.loc, "R.dist.const needs its DTensor StructInfo");
      return nullptr;
    }
    dist_sinfo = read_sinfo(*a[1]);
    if (!dist_sinfo) return nullptr;
    const auto* d = as<DTensorSInfo>(dist_sinfo);
    if (!d) {
      sink_.error(a[1]->loc, fmt::format("R.dist.const: struct_info must be an R.DTensor, got {}",
                                         print_struct_info(dist_sinfo)));
      return nullptr;
    }
    if (d->tensor->dtype.is_void()) {
      sink_.error(a[1]->loc, "R.dist.const: the DTensor must have a dtype");
      return nullptr;
    }
    dtype = d->tensor->dtype;
  } else if (a[1] && a[1]->kind != PyExprKind::kNone && !(dtype = read_dtype(*a[1], "R.const"))) {
    return nullptr;
  }

  ConstReader values(sink_);
  if (!values.read(*a[0])) return nullptr;
  if (!dtype) {
    bool any_float = false, any_int = false;
    for (const Element& el : values.elements) {
      any_float |= el.kind == Element::Kind::kFloat;
      any_int |= el.kind == Element::Kind::kInt;
    }
    dtype = any_float || values.elements.empty() ? DataType::Float(32)
            : any_int                            ? DataType::Int(32)
                                                 : DataType::Bool();
  }
  DataType dt = *dtype;
  if (dt.lanes != 1 || (!dt.is_integral() && !dt.is_float())) {
    sink_.error(a[1] ? a[1]->loc : call.loc,
                fmt::format("R.const: unsupported dtype \"{}\"", dt.str()));
    return nullptr;
  }

  auto node = std::make_shared<ConstantNode>();
  node->loc = call.loc;
  node->dist_sinfo = std::move(dist_sinfo);
  node->data.dtype = dt;
  node->data.shape = std::move(values.shape);
  auto misfit = [&](const Element& el) {
    sink_.error(el.loc, fmt::format("R.const: value {} does not fit {}", el.text(), dt.str()));
    return nullptr;
  };
  for (const Element& el : values.elements) {
    if (dt.is_float()) {
      double v = el.kind == Element::Kind::kFloat ? el.f : double(el.i);
      if (std::isfinite(v) && std::fabs(v) >= float_limit(dt)) return misfit(el);
      node->data.floats.push_back(v);
    } else {
      if (el.kind == Element::Kind::kFloat || !int_fits(el.i, dt)) return misfit(el);
      node->data.ints.push_back(el.i);
    }
  }
  return node;
}

} // namespace rxv::sem::relax_reader
