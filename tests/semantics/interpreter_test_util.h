#pragma once
// Shared by the interpreter tests (interpreter_*_test.cpp): read a TVMScript
// module, check it (well-formedness, normal form, StructInfo inference) and
// build input values.
#include <gtest/gtest.h>

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "semantics/analysis/well_formed.h"
#include "semantics/arith/arith.h"
#include "semantics/infer/infer.h"
#include "semantics/interp/interpreter.h"
#include "semantics/script/reader.h"
#include "semantics/transform/normalize.h"

namespace rxv::sem::itest {

/// A module read, checked and normalized, with what inference derived for it.
struct Prepared {
  IRModule mod;
  InferResult inference;
  std::string errors; ///< empty when reading, well-formedness and inference
                      ///< found no error
};

inline std::string format_errors(const std::vector<Diagnostic>& diags) {
  std::string out;
  for (const Diagnostic& d : diags)
    if (d.severity == Severity::kError) out += d.format("input") + "\n";
  return out;
}

inline Prepared prepare(std::string_view src) {
  Prepared p;
  DiagnosticSink sink;
  std::optional<IRModule> m = read_module(src, sink);
  if (!m) {
    p.errors = sink.format("input");
    return p;
  }
  p.errors = format_errors(check_well_formed(*m));
  if (!p.errors.empty()) return p;
  p.mod = normalize(*m);
  std::unique_ptr<Arith> arith = make_default_arith();
  p.inference = infer_struct_info(p.mod, *arith);
  p.errors = format_errors(p.inference.diagnostics);
  return p;
}

/// prepare(), which must succeed.
inline Prepared prepare_ok(std::string_view src) {
  Prepared p = prepare(src);
  EXPECT_EQ(p.errors, "");
  return p;
}

inline Tensor make_tensor(DataType dtype, std::vector<int64_t> shape, std::vector<double> vals) {
  Tensor t = Tensor::zeros(dtype, std::move(shape));
  EXPECT_EQ(int64_t(vals.size()), t.num_elements());
  for (size_t i = 0; i < vals.size() && int64_t(i) < t.num_elements(); ++i) {
    if (dtype.is_float())
      t.set_float(int64_t(i), vals[i]);
    else
      t.set_int(int64_t(i), int64_t(vals[i]));
  }
  return t;
}
inline Value f32(std::vector<int64_t> shape, std::vector<double> vals) {
  return Value(make_tensor(DataType::Float(32), std::move(shape), std::move(vals)));
}
inline Value i64_tensor(std::vector<int64_t> shape, std::vector<double> vals) {
  return Value(make_tensor(DataType::Int(64), std::move(shape), std::move(vals)));
}
inline Value prim_i64(int64_t v) { return Value(PrimScalar{DataType::Int(64), v, 0}); }
inline Value prim_bool(bool v) { return Value(PrimScalar{DataType::Bool(), v ? 1 : 0, 0}); }
inline Value shape(std::vector<int64_t> dims) { return Value(ShapeValue{std::move(dims)}); }

inline std::vector<double> elements(const Value& v) {
  std::vector<double> out;
  if (const Tensor* t = v.as_tensor())
    for (int64_t i = 0; i < t->num_elements(); ++i) out.push_back(t->get_float(i));
  return out;
}

/// The return StructInfo inference derived for module function `name` (null if
/// none).
inline StructInfo ret_sinfo(const Prepared& p, const std::string& name) {
  auto it = p.inference.function_sinfo.find(name);
  if (it == p.inference.function_sinfo.end()) return nullptr;
  const auto* f = as<FuncSInfo>(it->second);
  return f ? f->ret : nullptr;
}

/// The error of a failed run, or a test failure saying it returned.
inline EvalError expect_error(const EvalOr<Value>& r) {
  EXPECT_FALSE(r.ok()) << "the run returned a value";
  return r.ok() ? EvalError{} : r.error();
}

} // namespace rxv::sem::itest
