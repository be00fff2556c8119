#pragma once
/// Run-time values of the reference interpreter (shared/spec/structinfo-and-semantics.md,
/// "Values"): tensors, tuples, shapes, PrimValues, strings, DataTypes, closures, PackedFuncs and
/// the null object. A Value is cheap to copy: tensors share their storage, tuples and closures are
/// shared immutable nodes.
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "semantics/ir/expr.h"
#include "semantics/value/tensor.h"

namespace rxv::sem {

class Value;

/// The null object (the value of an R.Object-typed nothing, e.g. what R.print returns).
struct NullValue {
  friend bool operator==(const NullValue&, const NullValue&) = default;
};

/// A shape value: concrete int64 dimensions (R.shape([...]) after its PrimExprs are evaluated).
struct ShapeValue {
  std::vector<int64_t> dims;
  friend bool operator==(const ShapeValue&, const ShapeValue&) = default;
};

/// A PrimValue: a scalar of a TIR dtype. Integers and bool in `i` (uint64 reinterpreted), floats
/// in `f`.
struct PrimScalar {
  DataType dtype = DataType::Int(64);
  int64_t i = 0;
  double f = 0;
  bool is_float() const { return dtype.is_float(); }
};

struct StringValue {
  std::string value;
};

struct DataTypeValue {
  DataType value;
};

/// A PackedFunc: looked up by name in the PackedFuncRegistry when called (ExternFunc evaluates
/// to one).
struct PackedFuncValue {
  std::string name;
};

/// A storage (memory.alloc_storage, vm.alloc_storage): a block of bytes that tensors are
/// allocated in (memory.alloc_tensor gives a view of part of it; TVM's runtime Storage object).
/// `block` is a 1-D uint8 tensor over all of it, its bytes undefined until written (Tensor::undef);
/// copies alias, as the views do. `dtype` is the allocation's dtype hint.
struct StorageValue {
  Tensor block;
  DataType dtype;
  int64_t size() const { return block.num_elements(); }
};

struct TupleValue;
struct ClosureValue;

class Value {
public:
  using Variant = std::variant<NullValue, Tensor, std::shared_ptr<const TupleValue>, ShapeValue,
                               PrimScalar, StringValue, DataTypeValue,
                               std::shared_ptr<const ClosureValue>, PackedFuncValue, StorageValue>;
  Value() = default;
  Value(NullValue v) : v_(v) {}
  Value(Tensor v) : v_(std::move(v)) {}
  Value(ShapeValue v) : v_(std::move(v)) {}
  Value(PrimScalar v) : v_(v) {}
  Value(StringValue v) : v_(std::move(v)) {}
  Value(DataTypeValue v) : v_(v) {}
  Value(PackedFuncValue v) : v_(std::move(v)) {}
  Value(StorageValue v) : v_(std::move(v)) {}
  Value(std::shared_ptr<const TupleValue> v) : v_(std::move(v)) {}
  Value(std::shared_ptr<const ClosureValue> v) : v_(std::move(v)) {}

  bool is_null() const { return std::holds_alternative<NullValue>(v_); }
  const Tensor* as_tensor() const { return std::get_if<Tensor>(&v_); }
  const TupleValue* as_tuple() const;
  const ShapeValue* as_shape() const { return std::get_if<ShapeValue>(&v_); }
  const PrimScalar* as_prim() const { return std::get_if<PrimScalar>(&v_); }
  const StringValue* as_string() const { return std::get_if<StringValue>(&v_); }
  const DataTypeValue* as_dtype() const { return std::get_if<DataTypeValue>(&v_); }
  const ClosureValue* as_closure() const;
  const PackedFuncValue* as_packed_func() const { return std::get_if<PackedFuncValue>(&v_); }
  const StorageValue* as_storage() const { return std::get_if<StorageValue>(&v_); }
  const Variant& variant() const { return v_; }
  /// "Tensor", "Tuple", "Shape", "PrimValue", "String", "DataType", "Closure", "PackedFunc",
  /// "Storage", "Null".
  const char* kind_name() const;

private:
  Variant v_;
};

struct TupleValue {
  std::vector<Value> fields;
};

/// A closure: a Function together with the values of its free variables at the point where it
/// was evaluated. Module functions (referred to by GlobalVar) are closures with no captures and
/// `global` set. `sinfo` is its run-time FuncStructInfo, so MatchCast can check it.
struct ClosureValue {
  Function fn;
  std::string global; ///< the GlobalVar name for a module function; empty for a local closure
  std::vector<std::pair<const VarNode*, Value>> captured;          ///< free Relax variables
  std::vector<std::pair<const PrimExprNode*, int64_t>> shape_vars; ///< free symbolic variables
  StructInfo sinfo;
  /// The variable a local function is bound to (`f = R.function(...)` calling `f` recursively):
  /// a call binds it to the closure itself (spec: "mapped to the closure itself"), which avoids a
  /// reference cycle. Null when the function is not recursive.
  const VarNode* self = nullptr;
  /// make_closure's captured values: bound to the function's trailing parameters at each call
  /// (the lambda-lifted form: TVM's VM passes them after the call's arguments, BindLastArgs).
  std::vector<Value> bound_args;
  /// A module PrimFunc referred to by a GlobalVar (fn null, `global` its name): calling it runs
  /// the PrimFunc on the arguments (spec, Call rule 12.2.3).
  bool is_prim_func() const { return fn == nullptr; }
};

inline Value make_tuple_value(std::vector<Value> fields) {
  return Value(std::make_shared<const TupleValue>(TupleValue{std::move(fields)}));
}
inline const TupleValue* Value::as_tuple() const {
  auto* p = std::get_if<std::shared_ptr<const TupleValue>>(&v_);
  return p ? p->get() : nullptr;
}
inline const ClosureValue* Value::as_closure() const {
  auto* p = std::get_if<std::shared_ptr<const ClosureValue>>(&v_);
  return p ? p->get() : nullptr;
}

/// One visible effect of a run (spec: refinement compares these in order): a print's text, a
/// PackedFunc mutating an argument, any call to an impure PackedFunc.
struct Effect {
  Effect(std::string kind, std::string text, std::string format = {},
         std::vector<Value> values = {})
      : kind(std::move(kind)), text(std::move(text)), format(std::move(format)),
        values(std::move(values)) {}
  std::string kind; ///< "print", "mutate", "call"
  std::string text;
  /// A print's format and values: refinement compares them under its tolerance (the text alone
  /// would make a one-ulp difference in a printed float a different effect).
  std::string format;
  std::vector<Value> values;
  /// Exact: the same kind and text (two runs of one computation).
  friend bool operator==(const Effect& a, const Effect& b) {
    return a.kind == b.kind && a.text == b.text;
  }
};
using EffectTrace = std::vector<Effect>;

/// The first tensor element in `v` (a tensor, or tensors inside tuples) that nothing has written
/// (Tensor::undef), as "element 3" or "[1] element 0"; empty when every element is defined.
std::string first_undefined_element(const Value& v);

/// Copies of `args` that share no tensor storage with them (PackedFuncs may mutate arguments in
/// place, so each run of a differential check gets its own).
std::vector<Value> clone_tensors(const std::vector<Value>& args);

} // namespace rxv::sem
