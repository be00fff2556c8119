#include "semantics/value/print_format.h"

#include <fmt/format.h>

#include <cmath>

namespace rxv::sem {

namespace {

/// A float as Python prints it: every NaN is "nan" (the sign bit of a NaN is
/// not part of its value; fmt would print "-nan").
std::string format_float(double f) {
  if (std::isnan(f)) return "nan";
  return fmt::format("{}", f);
}

void format_elem(const Tensor& t, int64_t i, std::string& out) {
  if (t.dtype.is_float()) {
    out += format_float(t.get_float(i));
  } else if (t.dtype.is_bool()) {
    out += t.get_int(i) ? "True" : "False";
  } else if (t.dtype.is_uint()) {
    out += fmt::format("{}", uint64_t(t.get_int(i)));
  } else {
    out += fmt::format("{}", t.get_int(i));
  }
}

/// Elements [offset, offset + stride * shape[axis]) of `t` as nested lists.
void format_tensor(const Tensor& t, size_t axis, int64_t offset, int64_t& budget,
                   std::string& out) {
  if (axis == t.shape.size()) {
    format_elem(t, offset, out);
    --budget;
    return;
  }
  int64_t stride = 1;
  for (size_t k = axis + 1; k < t.shape.size(); ++k) stride *= t.shape[k];
  out += '[';
  for (int64_t i = 0; i < t.shape[axis]; ++i) {
    if (i) out += ", ";
    if (budget <= 0) {
      out += "...";
      break;
    }
    format_tensor(t, axis + 1, offset + i * stride, budget, out);
  }
  out += ']';
}

} // namespace

std::string format_value_for_print(const Value& v, int64_t max_elements) {
  if (const Tensor* t = v.as_tensor()) {
    std::string out;
    int64_t budget = max_elements;
    format_tensor(*t, 0, 0, budget, out);
    return out;
  }
  if (const TupleValue* t = v.as_tuple()) {
    std::string out = "(";
    for (size_t i = 0; i < t->fields.size(); ++i) {
      if (i) out += ", ";
      out += format_value_for_print(t->fields[i], max_elements);
    }
    if (t->fields.size() == 1) out += ",";
    return out + ")";
  }
  if (const ShapeValue* s = v.as_shape()) {
    if (s->dims.size() == 1) return fmt::format("({},)", s->dims[0]);
    return fmt::format("({})", fmt::join(s->dims, ", "));
  }
  if (const PrimScalar* p = v.as_prim()) {
    if (p->is_float()) return format_float(p->f);
    if (p->dtype.is_bool()) return p->i ? "True" : "False";
    if (p->dtype.is_uint()) return fmt::format("{}", uint64_t(p->i));
    return fmt::format("{}", p->i);
  }
  if (const StringValue* s = v.as_string()) return s->value;
  if (const DataTypeValue* d = v.as_dtype()) return d->value.str();
  if (const ClosureValue* c = v.as_closure())
    return c->global.empty() ? "<closure>" : fmt::format("<function {}>", c->global);
  if (const PackedFuncValue* p = v.as_packed_func()) return fmt::format("<PackedFunc {}>", p->name);
  if (const StorageValue* st = v.as_storage())
    return fmt::format("<Storage {} bytes, {}>", st->size(), st->dtype.str());
  return "None";
}

EvalOr<std::string> python_format(std::string_view f, const std::vector<Value>& args) {
  auto fail = [](std::string m) { return EvalError{EvalErrorKind::kOther, {}, std::move(m)}; };
  std::string out;
  if (f.empty()) {
    for (size_t i = 0; i < args.size(); ++i) {
      if (i) out += ' ';
      out += format_value_for_print(args[i]);
    }
    return out;
  }
  size_t next_auto = 0;
  for (size_t i = 0; i < f.size(); ++i) {
    char c = f[i];
    if (c == '}') {
      if (i + 1 < f.size() && f[i + 1] == '}') {
        out += '}';
        ++i;
        continue;
      }
      return fail("format string: single '}' encountered");
    }
    if (c != '{') {
      out += c;
      continue;
    }
    if (i + 1 < f.size() && f[i + 1] == '{') {
      out += '{';
      ++i;
      continue;
    }
    size_t close = f.find('}', i);
    if (close == std::string_view::npos) return fail("format string: single '{' encountered");
    std::string_view field = f.substr(i + 1, close - i - 1);
    field = field.substr(0, field.find(':'));
    size_t index = next_auto++;
    if (!field.empty()) {
      index = 0;
      for (char d : field) {
        if (d < '0' || d > '9' || index > 1000000)
          return fail(fmt::format("format string: unsupported field {{{}}}", field));
        index = index * 10 + size_t(d - '0');
      }
    }
    if (index >= args.size())
      return fail(fmt::format("format string: replacement index {} out of range for {} "
                              "arguments",
                              index, args.size()));
    out += format_value_for_print(args[index]);
    i = close;
  }
  return out;
}

} // namespace rxv::sem
