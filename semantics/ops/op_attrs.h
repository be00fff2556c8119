#pragma once
/// Typed access to the keyword attributes of an operator call (CallNode::attrs): the one decoder
/// every layer reads them with (DESIGN.md, "One op table": "Attributes are decoded by one typed
/// reader"). The reader stores attributes as written (semantics/ir/attrs.h); decode_attr<T>
/// accepts each spelling TVM prints or its Python API takes for a type (an int as `1` or
/// `T.int64(1)`, a string as `"s"` or `R.str("s")`, a dtype as `"float32"` or
/// `R.dtype("float32")`).
///
/// read_attr<T> answers the value or an AttrError (a message naming the op, the attribute, the
/// type wanted and the value found); each layer maps that error into its own channel:
/// - StructInfo rules: read_attr(call, name, fallback, OpInferContext&) reports an SI-op error
///   and answers the fallback, so the rule goes on;
/// - kernels: read_attr(call, name, default, KernelContext&) answers an EvalError (TypeError);
/// - the Halide backend (backends/halide/lowering.h) leaves the call to the interpreter.
/// check_op_call (op_table.h) validates every attribute against the op's AttrSpecs with
/// attr_has_type, which uses the same decoder, before a rule runs.
///
/// The types T: bool, int64_t, double, std::string, DataType ("" reads as void, and a void dtype,
/// TVM's spelling of an unset one, reads as None where None is allowed),
/// std::vector<int64_t> (a single int is a list of one, as TVM's Python API wraps it),
/// std::vector<PrimExpr> (shape dimensions: ints become int64 literals, integer PrimExprs are
/// kept), and std::optional<U> of those for "a U or None".
#include <cstdint>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

#include "semantics/ops/op_table.h"

namespace rxv::sem {

/// Shorthands for the attribute types many ops take.
using IntList = std::vector<int64_t>;
using OptInt = std::optional<int64_t>;
using OptIntList = std::optional<IntList>;

/// Why an attribute could not be read as the type asked for.
struct AttrError {
  std::string op;     ///< "relax.sum"
  std::string detail; ///< "attribute 'keepdims' must be a bool, got 3"
  /// "relax.sum: attribute 'keepdims' must be a bool, got 3"
  std::string message() const { return op + ": " + detail; }
};

/// A decoded attribute value, or the AttrError that prevented it.
template <class T> class AttrOr {
public:
  AttrOr(T v) : v_(std::move(v)) {}
  AttrOr(AttrError e) : v_(std::move(e)) {}
  bool ok() const { return v_.index() == 0; }
  explicit operator bool() const { return ok(); }
  const T& value() const {
    RXV_ASSERT(ok()) << "AttrOr::value on an error";
    return std::get<0>(v_);
  }
  T& value() {
    RXV_ASSERT(ok()) << "AttrOr::value on an error";
    return std::get<0>(v_);
  }
  const T& operator*() const { return value(); }
  T& operator*() { return value(); }
  const T* operator->() const { return &value(); }
  const AttrError& error() const {
    RXV_ASSERT(!ok()) << "AttrOr::error on a value";
    return std::get<1>(v_);
  }

private:
  std::variant<T, AttrError> v_;
};

/// The value `v` holds as a T; nullopt when `v` is not a T (None is no T: read it as
/// std::optional<U> through read_attr). Specialized for the types of the file comment.
template <class T> std::optional<T> decode_attr(const AttrValue& v);
template <> std::optional<bool> decode_attr<bool>(const AttrValue& v);
template <> std::optional<int64_t> decode_attr<int64_t>(const AttrValue& v);
template <> std::optional<double> decode_attr<double>(const AttrValue& v);
template <> std::optional<std::string> decode_attr<std::string>(const AttrValue& v);
template <> std::optional<DataType> decode_attr<DataType>(const AttrValue& v);
template <>
std::optional<std::vector<int64_t>> decode_attr<std::vector<int64_t>>(const AttrValue& v);
template <>
std::optional<std::vector<PrimExpr>> decode_attr<std::vector<PrimExpr>>(const AttrValue& v);

/// "a bool", "an int", "a list of ints", ... for the decoded type T (for messages).
template <class T> const char* attr_type_name_of();
template <> const char* attr_type_name_of<bool>();
template <> const char* attr_type_name_of<int64_t>();
template <> const char* attr_type_name_of<double>();
template <> const char* attr_type_name_of<std::string>();
template <> const char* attr_type_name_of<DataType>();
template <> const char* attr_type_name_of<std::vector<int64_t>>();
template <> const char* attr_type_name_of<std::vector<PrimExpr>>();

/// True when `v` is a value of `type` (decode_attr of the matching T succeeds). None is a value
/// of the optional types (and of kAny).
bool attr_has_type(const AttrValue& v, AttrType type);

/// "a bool", "an int", "a list of ints", ... (for messages: "must be <name>").
const char* attr_type_name(AttrType type);

/// A short rendering of `v` for messages: `3`, `[1, -1]`, `"NCHW"`, `None`, `T.int64(2)` ...
std::string describe_attr(const AttrValue& v);

namespace attr_detail {
template <class T> struct IsOptional : std::false_type {};
template <class U> struct IsOptional<std::optional<U>> : std::true_type {};

/// "<op>: attribute '<name>' must be <type>, got <v>" (`or_none`: "<type> or None").
AttrError wrong_type(const CallNode& call, const std::string& name, const char* type, bool or_none,
                     const AttrValue& v);
/// "<op>: missing attribute '<name>'".
AttrError missing(const CallNode& call, const std::string& name);
} // namespace attr_detail

/// Attribute `name` of `call` as a T. For T = std::optional<U>, absent or None reads as nullopt;
/// for any other T, absent is an error ("missing attribute") and so is None.
template <class T> AttrOr<T> read_attr(const CallNode& call, const std::string& name) {
  const AttrValue* v = call.attrs.find(name);
  if constexpr (attr_detail::IsOptional<T>::value) {
    using U = typename T::value_type;
    if (!v || v->kind == AttrValue::Kind::kNone) return T();
    if (auto x = decode_attr<U>(*v)) {
      // TVM prints an unset dtype attribute as "void": it reads as None.
      if constexpr (std::is_same_v<U, DataType>)
        if (x->is_void()) return T();
      return T(std::move(*x));
    }
    return attr_detail::wrong_type(call, name, attr_type_name_of<U>(), true, *v);
  } else {
    if (!v) return attr_detail::missing(call, name);
    if (auto x = decode_attr<T>(*v)) return std::move(*x);
    return attr_detail::wrong_type(call, name, attr_type_name_of<T>(), false, *v);
  }
}

/// Attribute `name` of `call` as a T; absent or None reads as `default_value`.
template <class T>
AttrOr<T> read_attr(const CallNode& call, const std::string& name, T default_value) {
  if constexpr (attr_detail::IsOptional<T>::value) {
    AttrOr<T> r = read_attr<T>(call, name);
    if (r && !*r) return default_value;
    return r;
  } else {
    AttrOr<std::optional<T>> r = read_attr<std::optional<T>>(call, name);
    if (!r) return r.error();
    return r->has_value() ? std::move(**r) : std::move(default_value);
  }
}

/// For StructInfo rules: read_attr with `fallback` for absent or None; a value of the wrong type
/// is reported through `ctx` (SI-op) and reads as `fallback` too, so the rule goes on.
template <class T>
T read_attr(const CallNode& call, const std::string& name, T fallback, OpInferContext& ctx) {
  AttrOr<T> r = read_attr<T>(call, name, fallback);
  if (r) return std::move(*r);
  ctx.error(r.error().message());
  return fallback;
}

/// For reference kernels: read_attr with `default_value` for absent or None; a value of the wrong
/// type is a TypeError (StructInfo inference normally rules it out first).
template <class T>
EvalOr<T> read_attr(const CallNode& call, const std::string& name, T default_value,
                    KernelContext& ctx) {
  AttrOr<T> r = read_attr<T>(call, name, std::move(default_value));
  if (r) return std::move(*r);
  return ctx.error(EvalErrorKind::kTypeError, r.error().message());
}

} // namespace rxv::sem
