#include "semantics/value/value_literal.h"

#include <fmt/format.h>

#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <optional>

#include "semantics/arith/eval.h"

namespace rxv::sem {
namespace {

constexpr int kMaxLiteralTupleDepth = 64;          // nesting of tuples
constexpr int64_t kMaxElements = int64_t{1} << 26; // a literal is typed by hand: 64M is plenty

/// One element as written: an integer (with its sign), a float, or a bool.
struct Elem {
  bool is_float = false;
  bool negative = false;
  uint64_t magnitude = 0; // integers
  double f = 0;           // floats (and integers, for float dtypes)
};

class LiteralParser {
public:
  LiteralParser(std::string_view text, size_t pos) : s_(text), pos_(pos) {}

  Expected<Value> value(int depth) {
    skip();
    if (depth > kMaxLiteralTupleDepth) return fail("tuples nested too deeply");
    if (peek() == '(') return tuple(depth);
    if (peek() == '"') return string();
    size_t start = pos_;
    std::string word = ident();
    if (word.empty()) return fail("expected a value");
    if (word == "null") return Value(NullValue{});
    if (word == "shape") return shape();
    auto dtype = DataType::parse(word);
    if (!dtype) return fail_at(start, fmt::format("unknown dtype or value '{}'", word));
    skip();
    if (peek() == '[') return tensor(*dtype, start);
    if (peek() == '(') return prim(*dtype);
    return fail("expected '[' (a tensor) or '(' (a PrimValue) after the dtype");
  }

  size_t pos() const { return pos_; }
  void skip() {
    while (pos_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[pos_]))) ++pos_;
  }
  bool at_end() const { return pos_ >= s_.size(); }
  Diagnostic error_here(std::string msg) const {
    return Diagnostic{Severity::kError, "", SourceLoc{1, uint32_t(pos_ + 1)}, std::move(msg)};
  }

private:
  char peek() const { return pos_ < s_.size() ? s_[pos_] : '\0'; }
  bool eat(char c) {
    skip();
    if (peek() != c) return false;
    ++pos_;
    return true;
  }
  Expected<Value> fail(std::string msg) const {
    return Expected<Value>::failure(error_here(std::move(msg)));
  }
  Expected<Value> fail_at(size_t at, std::string msg) const {
    return Expected<Value>::failure(
        Diagnostic{Severity::kError, "", SourceLoc{1, uint32_t(at + 1)}, std::move(msg)});
  }
  std::string ident() {
    size_t start = pos_;
    while (pos_ < s_.size() &&
           (std::isalnum(static_cast<unsigned char>(s_[pos_])) || s_[pos_] == '_'))
      ++pos_;
    return std::string(s_.substr(start, pos_ - start));
  }

  /// A non-negative integer (dims); nullopt with pos_ unchanged if there is none.
  std::optional<int64_t> dim() {
    skip();
    size_t start = pos_;
    int64_t v = 0;
    while (pos_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[pos_]))) {
      if (v > (std::numeric_limits<int64_t>::max() - 9) / 10) return std::nullopt;
      v = v * 10 + (s_[pos_++] - '0');
    }
    if (pos_ == start) return std::nullopt;
    return v;
  }

  std::optional<Elem> elem() {
    skip();
    Elem e;
    size_t start = pos_;
    if (peek() == '-' || peek() == '+') {
      e.negative = peek() == '-';
      ++pos_;
    }
    std::string word = ident();
    if (word == "true" || word == "false") {
      if (pos_ - word.size() != start) return std::nullopt; // no sign on bools
      e.magnitude = word == "true";
      e.f = double(e.magnitude);
      return e;
    }
    if (word == "nan" || word == "inf") {
      e.is_float = true;
      e.f = word == "nan" ? std::numeric_limits<double>::quiet_NaN()
                          : std::numeric_limits<double>::infinity();
      if (e.negative) e.f = -e.f;
      return e;
    }
    pos_ = start + (e.negative || s_[start] == '+' ? 1 : 0);
    size_t digits = pos_;
    while (pos_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[pos_]))) ++pos_;
    if (pos_ == digits) return std::nullopt;
    bool is_float = false;
    if (peek() == '.') {
      is_float = true;
      ++pos_;
      while (pos_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[pos_]))) ++pos_;
    }
    if (peek() == 'e' || peek() == 'E') {
      is_float = true;
      ++pos_;
      if (peek() == '-' || peek() == '+') ++pos_;
      size_t exp_digits = pos_;
      while (pos_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[pos_]))) ++pos_;
      if (pos_ == exp_digits) return std::nullopt;
    }
    std::string text(s_.substr(digits, pos_ - digits));
    e.is_float = is_float;
    e.f = std::strtod(text.c_str(), nullptr);
    if (e.negative) e.f = -e.f;
    if (!is_float) {
      errno = 0;
      e.magnitude = std::strtoull(text.c_str(), nullptr, 10);
      if (errno == ERANGE) return std::nullopt;
    }
    return e;
  }

  /// Checks `e` fits `dtype` and returns it as the widened integer (uint64 reinterpreted).
  std::optional<std::string> check_int(const Elem& e, DataType dtype, int64_t* out) {
    if (e.is_float) return fmt::format("'{}' is not an integer", e.f);
    if (dtype.is_uint() && dtype.bits == 64) {
      if (e.negative && e.magnitude != 0) return "negative value for uint64";
      *out = static_cast<int64_t>(e.magnitude);
      return std::nullopt;
    }
    auto range = integral_range(dtype);
    __int128 v =
        e.negative ? -static_cast<__int128>(e.magnitude) : static_cast<__int128>(e.magnitude);
    if (!range || v < range->first || v > range->second)
      return fmt::format("{}{} is out of range for {}", e.negative ? "-" : "", e.magnitude,
                         dtype.str());
    *out = static_cast<int64_t>(v);
    return std::nullopt;
  }

  /// Stores element `i` of `t` from `e`, or says why it cannot.
  std::optional<std::string> store(const Tensor& t, int64_t i, const Elem& e) {
    if (t.dtype.is_float()) {
      t.set_float(i, e.is_float ? e.f : (e.negative ? -double(e.magnitude) : double(e.magnitude)));
      return std::nullopt;
    }
    int64_t v = 0;
    if (auto err = check_int(e, t.dtype, &v)) return err;
    t.set_int(i, v);
    return std::nullopt;
  }

  Expected<Value> tensor(DataType dtype, size_t dtype_pos) {
    if (!is_tensor_dtype(dtype))
      return fail_at(dtype_pos, fmt::format("a tensor cannot hold dtype {}", dtype.str()));
    eat('[');
    std::vector<int64_t> shape;
    __int128 count = 1;
    if (!eat(']')) {
      do {
        auto d = dim();
        if (!d) return fail("expected a dimension (a non-negative integer)");
        shape.push_back(*d);
        count *= *d;
        if (count > kMaxElements) return fail("tensor literal too large");
      } while (eat(','));
      if (!eat(']')) return fail("expected ',' or ']' in the dimensions");
    }
    if (!eat('{')) return fail("expected '{' and the elements");
    Tensor t = Tensor::zeros(dtype, shape);
    int64_t n = 0;
    if (!eat('}')) {
      do {
        size_t at = (skip(), pos_);
        auto e = elem();
        if (!e) return fail_at(at, "expected an element (a number, nan, inf, true or false)");
        if (n >= t.num_elements())
          return fail_at(at,
                         fmt::format("more elements than the {} of the shape", t.num_elements()));
        if (auto err = store(t, n, *e)) return fail_at(at, *err);
        ++n;
      } while (eat(','));
      if (!eat('}')) return fail("expected ',' or '}' in the elements");
    }
    if (n != t.num_elements())
      return fail(fmt::format("{} elements given, the shape has {}", n, t.num_elements()));
    return Value(std::move(t));
  }

  Expected<Value> prim(DataType dtype) {
    eat('(');
    size_t at = (skip(), pos_);
    auto e = elem();
    if (!e) return fail_at(at, "expected a number, nan, inf, true or false");
    if (!eat(')')) return fail("expected ')'");
    PrimScalar p;
    p.dtype = dtype;
    if (dtype.is_float()) {
      p.f = e->is_float ? e->f : (e->negative ? -double(e->magnitude) : double(e->magnitude));
    } else if (dtype.is_integral()) {
      if (auto err = check_int(*e, dtype, &p.i)) return fail_at(at, *err);
    } else {
      return fail_at(at, fmt::format("a PrimValue cannot have dtype {}", dtype.str()));
    }
    return Value(p);
  }

  Expected<Value> shape() {
    if (!eat('(')) return fail("expected '(' after shape");
    ShapeValue v;
    if (!eat(')')) {
      do {
        auto d = dim();
        if (!d) return fail("expected a dimension (a non-negative integer)");
        v.dims.push_back(*d);
        if (v.dims.size() > size_t(kMaxElements)) return fail("shape too long");
      } while (eat(','));
      if (!eat(')')) return fail("expected ',' or ')' in the shape");
    }
    return Value(std::move(v));
  }

  Expected<Value> tuple(int depth) {
    eat('(');
    std::vector<Value> fields;
    bool trailing_comma = false;
    while (!eat(')')) {
      auto f = value(depth + 1);
      if (!f) return f;
      fields.push_back(std::move(*f));
      trailing_comma = eat(',');
      if (!trailing_comma) {
        if (!eat(')')) return fail("expected ',' or ')' in the tuple");
        break;
      }
    }
    if (fields.size() == 1 && !trailing_comma) return fail("a 1-tuple is written '(v,)'");
    return make_tuple_value(std::move(fields));
  }

  Expected<Value> string() {
    ++pos_;
    std::string out;
    while (pos_ < s_.size() && s_[pos_] != '"') {
      if (s_[pos_] == '\\' && pos_ + 1 < s_.size()) ++pos_;
      out += s_[pos_++];
    }
    if (pos_ >= s_.size()) return fail("unterminated string");
    ++pos_;
    return Value(StringValue{std::move(out)});
  }

  std::string_view s_;
  size_t pos_;
};

std::string format_float(double f, DataType dtype) {
  if (std::isnan(f)) return "nan";
  if (std::isinf(f)) return f > 0 ? "inf" : "-inf";
  // Shortest text that reads back to the same value of the dtype.
  std::string s = dtype.bits == 64 ? fmt::format("{}", f) : fmt::format("{}", float(f));
  if (s.find_first_of(".e") == std::string::npos) s += ".0";
  return s;
}

std::string format_elem(const Tensor& t, int64_t i) {
  if (t.dtype.is_float()) return format_float(t.get_float(i), t.dtype);
  int64_t v = t.get_int(i);
  if (t.dtype.is_bool()) return v ? "true" : "false";
  if (t.dtype.is_uint() && t.dtype.bits == 64) return fmt::format("{}", uint64_t(v));
  return fmt::format("{}", v);
}

std::string format_prim(const PrimScalar& p) {
  if (p.dtype.is_float()) return format_float(p.f, p.dtype);
  if (p.dtype.is_bool()) return p.i ? "true" : "false";
  if (p.dtype.is_uint() && p.dtype.bits == 64) return fmt::format("{}", uint64_t(p.i));
  return fmt::format("{}", p.i);
}

std::string format_tensor_type(const Tensor& t) {
  std::string dims;
  for (size_t i = 0; i < t.shape.size(); ++i)
    dims += fmt::format("{}{}", i ? ", " : "", t.shape[i]);
  if (t.shape.size() == 1) dims += ",";
  return fmt::format("R.Tensor(({}), \"{}\")", dims, t.dtype.str());
}

/// Nested lists for dims[axis:], starting at flat index `base`; `budget` elements at most.
void format_nested(const Tensor& t, size_t axis, int64_t base, int64_t& budget, std::string& out) {
  if (axis == t.shape.size()) {
    out += format_elem(t, base);
    --budget;
    return;
  }
  int64_t stride = 1;
  for (size_t a = axis + 1; a < t.shape.size(); ++a) stride *= t.shape[a];
  out += '[';
  for (int64_t i = 0; i < t.shape[axis]; ++i) {
    if (i) out += ", ";
    if (budget <= 0) {
      out += "...";
      break;
    }
    format_nested(t, axis + 1, base + i * stride, budget, out);
  }
  out += ']';
}

} // namespace

Expected<Value> parse_value_literal(std::string_view text, size_t& pos) {
  LiteralParser p(text, pos);
  auto v = p.value(0);
  if (v) pos = p.pos();
  return v;
}

Expected<Value> parse_value_literal(std::string_view text) {
  LiteralParser p(text, 0);
  auto v = p.value(0);
  if (!v) return v;
  p.skip();
  if (!p.at_end()) return Expected<Value>::failure(p.error_here("unexpected text after the value"));
  return v;
}

std::string format_value_literal(const Value& v) {
  if (v.is_null()) return "null";
  if (auto* t = v.as_tensor()) {
    std::string out = t->dtype.str() + "[";
    for (size_t i = 0; i < t->shape.size(); ++i)
      out += fmt::format("{}{}", i ? "," : "", t->shape[i]);
    out += "]{";
    for (int64_t i = 0, n = t->num_elements(); i < n; ++i)
      out += (i ? ", " : "") + format_elem(*t, i);
    return out + "}";
  }
  if (auto* tup = v.as_tuple()) {
    std::string out = "(";
    for (size_t i = 0; i < tup->fields.size(); ++i)
      out += (i ? ", " : "") + format_value_literal(tup->fields[i]);
    return out + (tup->fields.size() == 1 ? ",)" : ")");
  }
  if (auto* s = v.as_shape()) {
    std::string out = "shape(";
    for (size_t i = 0; i < s->dims.size(); ++i)
      out += fmt::format("{}{}", i ? ", " : "", s->dims[i]);
    return out + ")";
  }
  if (auto* p = v.as_prim()) return fmt::format("{}({})", p->dtype.str(), format_prim(*p));
  if (auto* s = v.as_string()) {
    std::string out = "\"";
    for (char c : s->value) {
      if (c == '"' || c == '\\') out += '\\';
      out += c;
    }
    return out + "\"";
  }
  if (auto* d = v.as_dtype()) return fmt::format("dtype(\"{}\")", d->value.str());
  if (auto* c = v.as_closure())
    return fmt::format("<closure {}>", c->global.empty() ? "local" : c->global);
  if (auto* f = v.as_packed_func()) return fmt::format("<packed_func {}>", f->name);
  RXV_UNREACHABLE();
  return "";
}

std::string format_value(const Value& v, int64_t max_elements) {
  if (auto* t = v.as_tensor()) {
    std::string out = format_tensor_type(*t) + " ";
    int64_t budget = max_elements;
    format_nested(*t, 0, 0, budget, out);
    return out;
  }
  if (auto* tup = v.as_tuple()) {
    std::string out = "(";
    for (size_t i = 0; i < tup->fields.size(); ++i)
      out += (i ? ", " : "") + format_value(tup->fields[i], max_elements);
    return out + (tup->fields.size() == 1 ? ",)" : ")");
  }
  return format_value_literal(v);
}

} // namespace rxv::sem
