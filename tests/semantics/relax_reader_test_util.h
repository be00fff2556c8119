#pragma once
/// Helpers for the Relax reader tests (relax_reader_test.cpp, relax_reader_expr_test.cpp): read a
/// module and navigate to its functions, bindings and StructInfo dimensions.
#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <string_view>

#include "semantics/script/reader.h"

namespace rxv::sem::rtest {

inline std::optional<IRModule> read(std::string_view src, std::string* errors = nullptr) {
  DiagnosticSink sink;
  auto m = read_module(src, sink);
  if (errors) *errors = sink.format("input");
  return m;
}

/// Reads `src`, which must read without errors.
inline IRModule read_ok(std::string_view src) {
  std::string errors;
  auto m = read(src, &errors);
  EXPECT_TRUE(m.has_value()) << errors;
  return m ? std::move(*m) : IRModule{};
}

inline const FunctionNode* fn(const IRModule& m, const std::string& name) {
  const GlobalFunc* g = m.find(name);
  return g ? g->relax.get() : nullptr;
}
inline const SeqExprNode* body(const FunctionNode* f) {
  return f ? as<SeqExprNode>(f->body) : nullptr;
}
/// The i-th binding of block b of function `name`.
inline const Binding* binding(const IRModule& m, const std::string& name, size_t b, size_t i) {
  const SeqExprNode* s = body(fn(m, name));
  if (!s || b >= s->blocks.size() || i >= s->blocks[b].bindings.size()) return nullptr;
  return &s->blocks[b].bindings[i];
}
inline const CallNode* call(const Expr& e) { return as<CallNode>(e); }
inline std::string op_name(const Expr& call_expr) {
  const CallNode* c = call(call_expr);
  const OpNode* op = c ? as<OpNode>(c->op) : nullptr;
  return op ? op->name : "";
}
inline const TensorSInfo* tensor(const StructInfo& s) { return as<TensorSInfo>(s); }
/// Dimension i of a TensorStructInfo whose shape is a ShapeExpr.
inline PrimExpr dim(const StructInfo& s, size_t i) {
  const TensorSInfo* t = tensor(s);
  const ShapeExprNode* shape = t ? as<ShapeExprNode>(t->shape) : nullptr;
  return shape && i < shape->values.size() ? shape->values[i] : nullptr;
}

inline constexpr const char* kHeader =
    "from tvm.script import ir as I\nfrom tvm.script import tir as T\n"
    "from tvm.script import relax as R\n\n";

inline std::string module(const std::string& body) {
  return std::string(kHeader) + "@I.ir_module\nclass Module:\n" + body;
}

} // namespace rxv::sem::rtest
