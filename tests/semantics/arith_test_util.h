#pragma once
// Helpers for the Arith tests: PrimExprs from Python text, with variables made on first use.
#include <gtest/gtest.h>

#include <map>
#include <string>

#include "semantics/ir/prim_expr.h"
#include "semantics/script/prim_expr_reader.h"
#include "semantics/script/printer.h"
#include "semantics/script/py_parser.h"

namespace rxv::sem::testing {

/// Variables by name: int64 unless declared otherwise before first use.
class PrimEnv {
public:
  PrimExpr var(const std::string& name, DataType dtype = DataType::Int(64)) {
    auto& v = vars_[name];
    if (!v) v = make_var(name, dtype);
    return v;
  }

  /// The PrimExpr that `text` (one Python expression) reads as; null (and a test failure) when
  /// it does not read.
  PrimExpr parse(const std::string& text) {
    DiagnosticSink sink;
    auto mod = py::parse_python(text + "\n", sink);
    if (!mod || mod->body.size() != 1 || mod->body[0]->kind != py::PyStmtKind::kExpr) {
      ADD_FAILURE() << "does not parse: " << text << "\n" << sink.format("<test>");
      return nullptr;
    }
    PrimScope scope;
    scope.lookup_var = [this](const std::string& n) { return var(n); };
    PrimExpr e = read_prim_expr(*mod->body[0]->value, scope, sink);
    if (!e || sink.has_errors()) {
      ADD_FAILURE() << "does not read: " << text << "\n" << sink.format("<test>");
      return nullptr;
    }
    return e;
  }

private:
  std::map<std::string, PrimExpr> vars_;
};

} // namespace rxv::sem::testing
