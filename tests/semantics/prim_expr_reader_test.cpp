#include "semantics/script/prim_expr_reader.h"

#include <gtest/gtest.h>

#include "semantics/script/py_parser.h"

#include <cmath>
#include <map>

namespace rxv::sem {
namespace prim_expr_reader_test {

using py::PyExpr;
using py::PyExprKind;
using py::PyExprPtr;

// Small builders for syntax trees (in one arena that lives as long as the test program); `at`
// gives a node the location the tests check.
py::PyArena& arena() {
  static py::PyArena a;
  return a;
}
PyExprPtr mk(PyExprKind k, std::string_view s = "") {
  PyExpr* e = arena().make<PyExpr>();
  e->kind = k;
  e->str = arena().store(s);
  e->loc = {1, 1};
  return e;
}
py::PyExprList list(std::initializer_list<PyExpr*> items) {
  return arena().copy(std::span<PyExpr* const>(items.begin(), items.size()));
}
PyExprPtr at(uint32_t line, uint32_t col, PyExprPtr e) {
  e->loc = {line, col};
  return e;
}
PyExprPtr name(std::string s) { return mk(PyExprKind::kName, s); }
PyExprPtr num(int64_t v) {
  auto e = mk(PyExprKind::kInt);
  e->int_value = v;
  return e;
}
PyExprPtr flt(double v) {
  auto e = mk(PyExprKind::kFloat);
  e->float_value = v;
  return e;
}
PyExprPtr str(std::string s) { return mk(PyExprKind::kString, s); }
PyExprPtr boolean(bool b) {
  auto e = mk(PyExprKind::kBool);
  e->int_value = b;
  return e;
}
PyExprPtr attr(PyExprPtr base, std::string field) {
  auto e = mk(PyExprKind::kAttribute, field);
  e->items = list({base});
  return e;
}
PyExprPtr T(std::string field) { return attr(name("T"), std::move(field)); }
PyExprPtr bin(std::string op, PyExprPtr a, PyExprPtr b) {
  auto e = mk(PyExprKind::kBinOp, op);
  e->items = list({a, b});
  return e;
}
PyExprPtr unary(std::string op, PyExprPtr a) {
  auto e = mk(PyExprKind::kUnaryOp, op);
  e->items = list({a});
  return e;
}
template <class... Args> PyExprPtr call(PyExprPtr callee, Args... args) {
  auto e = mk(PyExprKind::kCall);
  e->items = list({callee, args...});
  return e;
}
template <class... Args> PyExprPtr subscript(PyExprPtr base, Args... args) {
  auto e = mk(PyExprKind::kSubscript);
  e->items = list({base, args...});
  return e;
}
PyExprPtr compare(std::vector<std::string> ops, std::vector<PyExprPtr> items) {
  auto e = mk(PyExprKind::kCompare);
  std::vector<std::string_view> views;
  for (const std::string& op : ops) views.push_back(arena().store(op));
  e->set_ops(arena().copy(std::span<const std::string_view>(views)));
  e->items = arena().copy(std::span<PyExpr* const>(items));
  return e;
}
PyExprPtr boolop(std::string op, PyExprPtr a, PyExprPtr b) {
  auto e = mk(PyExprKind::kBoolOp, op);
  e->items = list({a, b});
  return e;
}

/// A scope with int64 `n`, int32 `i`, float32 `x`, bool `b`, and a 2-d float32 buffer `A`.
struct Fixture {
  std::map<std::string, PrimExpr> vars{{"n", make_var("n", DataType::Int(64))},
                                       {"i", make_var("i", DataType::Int(32))},
                                       {"x", make_var("x", DataType::Float(32))},
                                       {"b", make_var("b", DataType::Bool())}};
  Buffer A = [] {
    auto buf = std::make_shared<BufferNode>();
    buf->name = "A";
    buf->shape = {make_int(4, DataType::Int(32)), make_int(8, DataType::Int(32))};
    return buf;
  }();
  DiagnosticSink sink;

  PrimScope tir() {
    PrimScope s = relax();
    s.int_literal_dtype = DataType::Int(32);
    s.lookup_buffer = [this](const std::string& nm) { return nm == "A" ? A : nullptr; };
    return s;
  }
  PrimScope relax() {
    PrimScope s;
    s.lookup_var = [this](const std::string& nm) {
      auto it = vars.find(nm);
      return it == vars.end() ? nullptr : it->second;
    };
    return s;
  }
  /// The single error's `line:col: message`.
  std::string error() {
    EXPECT_EQ(sink.num_errors(), 1u);
    if (sink.diagnostics().empty()) return "";
    const Diagnostic& d = sink.diagnostics()[0];
    return std::to_string(d.loc.line) + ":" + std::to_string(d.loc.col) + ": " + d.message;
  }
};

TEST(PrimExprReader, LiteralTakesTheTypedOperandsDtype) {
  Fixture f;
  PrimExpr e = read_prim_expr(*bin("+", name("n"), num(1)), f.relax(), f.sink);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, PrimKind::kAdd);
  EXPECT_EQ(e->dtype, DataType::Int(64));
  EXPECT_EQ(e->operands[1]->dtype, DataType::Int(64));

  e = read_prim_expr(*bin("*", num(2), name("i")), f.tir(), f.sink);
  EXPECT_EQ(e->dtype, DataType::Int(32));
  EXPECT_EQ(e->operands[0]->int_value, 2);
  EXPECT_EQ(e->operands[0]->dtype, DataType::Int(32));

  e = read_prim_expr(*bin("+", name("x"), num(1)), f.tir(), f.sink);
  EXPECT_EQ(e->operands[1]->kind, PrimKind::kFloatImm);
  EXPECT_EQ(e->operands[1]->dtype, DataType::Float(32));
  EXPECT_FALSE(f.sink.has_errors());
}

TEST(PrimExprReader, BareLiteralsUseTheScopeDefaultAndFold) {
  Fixture f;
  PrimExpr e = read_prim_expr(*num(7), f.relax(), f.sink);
  EXPECT_EQ(e->dtype, DataType::Int(64));
  e = read_prim_expr(*num(7), f.tir(), f.sink);
  EXPECT_EQ(e->dtype, DataType::Int(32));
  // Too large for int32: widened, as TVM does.
  e = read_prim_expr(*num(int64_t(1) << 40), f.tir(), f.sink);
  EXPECT_EQ(e->dtype, DataType::Int(64));
  e = read_prim_expr(*flt(0.5), f.tir(), f.sink);
  EXPECT_EQ(e->dtype, DataType::Float(32));
  // Python arithmetic on literals: floor division and modulo round toward -inf.
  e = read_prim_expr(*bin("//", num(-7), num(2)), f.tir(), f.sink);
  EXPECT_EQ(e->kind, PrimKind::kIntImm);
  EXPECT_EQ(e->int_value, -4);
  e = read_prim_expr(*bin("%", num(-7), num(2)), f.tir(), f.sink);
  EXPECT_EQ(e->int_value, 1);
  e = read_prim_expr(*unary("-", num(3)), f.tir(), f.sink);
  EXPECT_EQ(e->kind, PrimKind::kIntImm);
  EXPECT_EQ(e->int_value, -3);
  EXPECT_FALSE(f.sink.has_errors());
}

TEST(PrimExprReader, OperatorsMapToKinds) {
  Fixture f;
  struct Case {
    const char* op;
    PrimKind kind;
  } cases[] = {{"+", PrimKind::kAdd}, {"-", PrimKind::kSub},       {"*", PrimKind::kMul},
               {"/", PrimKind::kDiv}, {"//", PrimKind::kFloorDiv}, {"%", PrimKind::kFloorMod}};
  for (const auto& c : cases) {
    PrimExpr e = read_prim_expr(*bin(c.op, name("i"), name("i")), f.tir(), f.sink);
    ASSERT_TRUE(e) << c.op;
    EXPECT_EQ(e->kind, c.kind) << c.op;
  }
  PrimExpr neg = read_prim_expr(*unary("-", name("i")), f.tir(), f.sink);
  EXPECT_EQ(neg->kind, PrimKind::kSub);
  EXPECT_EQ(neg->operands[0]->int_value, 0);
  EXPECT_FALSE(f.sink.has_errors());
}

TEST(PrimExprReader, ChainedComparisonIsAnd) {
  Fixture f;
  std::vector<PyExprPtr> items;
  items.push_back(num(0));
  items.push_back(name("i"));
  items.push_back(num(10));
  PrimExpr e = read_prim_expr(*compare({"<=", "<"}, std::move(items)), f.tir(), f.sink);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, PrimKind::kAnd);
  EXPECT_EQ(e->dtype, DataType::Bool());
  EXPECT_EQ(e->operands[0]->kind, PrimKind::kLE);
  EXPECT_EQ(e->operands[1]->kind, PrimKind::kLT);
  // The middle operand is shared, not read twice.
  EXPECT_EQ(e->operands[0]->operands[1], e->operands[1]->operands[0]);

  PrimExpr l = read_prim_expr(*boolop("and", name("b"), unary("not", name("b"))), f.tir(), f.sink);
  EXPECT_EQ(l->kind, PrimKind::kAnd);
  EXPECT_EQ(l->operands[1]->kind, PrimKind::kNot);
  EXPECT_FALSE(f.sink.has_errors());
}

TEST(PrimExprReader, TirFunctions) {
  Fixture f;
  PrimExpr e = read_prim_expr(*call(T("max"), name("x"), flt(0)), f.tir(), f.sink);
  EXPECT_EQ(e->kind, PrimKind::kMax);
  EXPECT_EQ(e->operands[1]->dtype, DataType::Float(32));
  e = read_prim_expr(*call(attr(name("tirx"), "truncmod"), name("i"), num(3)), f.tir(), f.sink);
  EXPECT_EQ(e->kind, PrimKind::kMod);
  e = read_prim_expr(*call(T("Select"), name("b"), name("x"), flt(1)), f.tir(), f.sink);
  EXPECT_EQ(e->kind, PrimKind::kSelect);
  EXPECT_EQ(e->dtype, DataType::Float(32));
  e = read_prim_expr(*call(T("if_then_else"), name("b"), num(1), name("i")), f.tir(), f.sink);
  EXPECT_EQ(e->kind, PrimKind::kCall);
  EXPECT_EQ(e->name, "T.if_then_else");
  EXPECT_EQ(e->dtype, DataType::Int(32));
  e = read_prim_expr(*call(T("Cast"), str("float16"), name("i")), f.tir(), f.sink);
  EXPECT_EQ(e->kind, PrimKind::kCast);
  EXPECT_EQ(e->dtype, DataType::Float(16));
  e = read_prim_expr(*call(T("exp"), name("x")), f.tir(), f.sink);
  EXPECT_EQ(e->name, "T.exp");
  EXPECT_EQ(e->dtype, DataType::Float(32));
  e = read_prim_expr(*call(T("isnan"), name("x")), f.tir(), f.sink);
  EXPECT_EQ(e->dtype, DataType::Bool());
  e = read_prim_expr(*call(T("pow"), name("x"), flt(2)), f.tir(), f.sink);
  EXPECT_EQ(e->name, "T.pow");
  EXPECT_EQ(e->operands[1]->dtype, DataType::Float(32));
  e = read_prim_expr(*call(T("min_value"), str("float32")), f.tir(), f.sink);
  EXPECT_EQ(e->kind, PrimKind::kFloatImm);
  EXPECT_LT(e->float_value, -3e38);
  EXPECT_FALSE(f.sink.has_errors());
}

TEST(PrimExprReader, DtypeConstructors) {
  Fixture f;
  PrimExpr e = read_prim_expr(*call(T("int64"), num(4)), f.tir(), f.sink);
  EXPECT_EQ(e->kind, PrimKind::kIntImm);
  EXPECT_EQ(e->dtype, DataType::Int(64));
  e = read_prim_expr(*call(T("int64"), unary("-", num(1))), f.tir(), f.sink);
  EXPECT_EQ(e->int_value, -1);
  e = read_prim_expr(*call(T("float32"), flt(0.5)), f.tir(), f.sink);
  EXPECT_EQ(e->kind, PrimKind::kFloatImm);
  EXPECT_EQ(e->float_value, 0.5);
  e = read_prim_expr(*call(T("float32"), str("-inf")), f.tir(), f.sink);
  EXPECT_TRUE(std::isinf(e->float_value) && e->float_value < 0);
  e = read_prim_expr(*call(T("float32"), str("nan")), f.tir(), f.sink);
  EXPECT_TRUE(std::isnan(e->float_value));
  e = read_prim_expr(*call(T("bool"), boolean(true)), f.tir(), f.sink);
  EXPECT_EQ(e->dtype, DataType::Bool());
  EXPECT_EQ(e->int_value, 1);
  e = read_prim_expr(*call(T("uint8"), num(255)), f.tir(), f.sink);
  EXPECT_EQ(e->dtype, DataType::UInt(8));
  // Of a typed value: a Cast, or the value itself when it has that dtype already.
  e = read_prim_expr(*call(T("float32"), name("i")), f.tir(), f.sink);
  EXPECT_EQ(e->kind, PrimKind::kCast);
  e = read_prim_expr(*call(T("int64"), name("n")), f.tir(), f.sink);
  EXPECT_EQ(e, f.vars["n"]);
  EXPECT_FALSE(f.sink.has_errors());
}

TEST(PrimExprReader, BufferLoad) {
  Fixture f;
  PrimExpr e = read_prim_expr(*subscript(name("A"), name("i"), num(0)), f.tir(), f.sink);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, PrimKind::kBufferLoad);
  EXPECT_EQ(e->buffer, f.A);
  EXPECT_EQ(e->dtype, DataType::Float(32));
  EXPECT_EQ(e->operands[1]->dtype, DataType::Int(32));
  EXPECT_FALSE(f.sink.has_errors());
}

DataType kF32() { return DataType::Float(32); }

struct ErrorCase {
  const char* what;
  std::function<PyExprPtr()> build;
  bool tir;
  const char* expected;
};

TEST(PrimExprReader, ErrorsAtTheSubExpression) {
  std::vector<ErrorCase> cases = {
      {"undefined in Relax", [] { return bin("+", name("n"), at(2, 7, name("k"))); }, false,
       "2:7: undefined shape variable 'k'"},
      {"undefined in TIR", [] { return at(3, 1, name("k")); }, true, "3:1: undefined variable 'k'"},
      {"arity", [] { return at(4, 5, call(T("max"), name("i"), name("i"), name("i"))); }, true,
       "4:5: T.max takes 2 arguments, got 3"},
      {"relax call", [] { return at(1, 9, call(attr(name("R"), "add"), name("x"))); }, false,
       "1:9: unsupported PrimExpr: R.add(...)"},
      {"unknown T function", [] { return at(2, 2, call(T("call_extern"), str("f"))); }, true,
       "2:2: unsupported TIR construct: T.call_extern"},
      {"dtype mismatch", [] { return at(5, 3, bin("+", name("i"), name("n"))); }, true,
       "5:3: mismatched dtypes in '+': int32 and int64"},
      {"string", [] { return bin("*", name("n"), at(6, 4, str("m"))); }, false,
       "6:4: expected a PrimExpr, got the string \"m\""},
      {"literal range", [] { return bin("+", name("i"), at(1, 5, num(int64_t(1) << 33))); }, true,
       "1:5: integer literal 8589934592 does not fit in int32"},
      {"division by zero", [] { return at(7, 1, bin("//", num(1), num(0))); }, true,
       "7:1: integer division by zero"},
      {"buffer as scalar", [] { return at(2, 3, name("A")); }, true,
       "2:3: buffer 'A' used as a scalar (index it: A[...])"},
      {"index count", [] { return at(8, 8, subscript(name("A"), name("i"))); }, true,
       "8:8: buffer 'A' has 2 dimensions, indexed with 1"},
      {"declaration as value", [] { return at(1, 1, call(T("int64"))); }, true,
       "1:1: T.int64() declares a variable; it is not a value here"},
      {"not on int", [] { return unary("not", at(3, 9, name("i"))); }, true,
       "3:9: 'not' needs a bool operand, got int32"},
      {"bad cast dtype", [] { return call(T("Cast"), at(4, 4, str("floaty")), name("i")); }, true,
       "4:4: unknown dtype \"floaty\""},
      {"float to int ctor", [] { return call(T("int32"), at(2, 9, flt(0.5))); }, true,
       "2:9: T.int32 needs an integer, got 0.5"},
  };
  for (const auto& c : cases) {
    Fixture f;
    PrimExpr e = read_prim_expr(*c.build(), c.tir ? f.tir() : f.relax(), f.sink);
    EXPECT_FALSE(e) << c.what;
    EXPECT_EQ(f.error(), c.expected) << c.what;
  }
}

/// `line` parsed as one assignment `v = <expr>`; the expression read in the fixture's scope.
struct FromSource {
  Fixture f;
  std::optional<py::PyModule> mod;
  PrimExpr e;
  FromSource(const std::string& line, bool tir) {
    mod = py::parse_python(line + "\n", f.sink);
    if (!mod || mod->body.size() != 1 || !mod->body[0]->value) {
      ADD_FAILURE() << "does not parse: " << line;
      return;
    }
    e = read_prim_expr(*mod->body[0]->value, tir ? f.tir() : f.relax(), f.sink);
  }
};

TEST(PrimExprReader, FromSourceText) {
  {
    FromSource s("v = tirx.exp(x) + -1.5", true);
    ASSERT_TRUE(s.e) << s.f.error();
    EXPECT_EQ(s.e->kind, PrimKind::kAdd);
    EXPECT_EQ(s.e->operands[0]->name, "T.exp");
    EXPECT_EQ(s.e->operands[1]->float_value, -1.5);
    EXPECT_EQ(s.e->operands[1]->dtype, kF32());
  }
  {
    FromSource s("v = 0 <= i < 10 and not b", true);
    ASSERT_TRUE(s.e) << s.f.error();
    EXPECT_EQ(s.e->kind, PrimKind::kAnd);
    EXPECT_EQ(s.e->operands[0]->kind, PrimKind::kAnd);
    EXPECT_EQ(s.e->operands[1]->kind, PrimKind::kNot);
  }
  {
    FromSource s("v = A[i, 1] * T.float32(\"inf\")", true);
    ASSERT_TRUE(s.e) << s.f.error();
    EXPECT_EQ(s.e->operands[0]->kind, PrimKind::kBufferLoad);
    EXPECT_TRUE(std::isinf(s.e->operands[1]->float_value));
  }
  {
    FromSource s("v = n // 2 % 3 - n * (n + 1)", false);
    ASSERT_TRUE(s.e) << s.f.error();
    EXPECT_EQ(s.e->kind, PrimKind::kSub);
    EXPECT_EQ(s.e->dtype, DataType::Int(64));
    EXPECT_EQ(s.e->operands[0]->kind, PrimKind::kFloorMod);
    EXPECT_EQ(s.e->operands[0]->operands[0]->kind, PrimKind::kFloorDiv);
  }
  {
    FromSource s("v = T.if_then_else(b, 1, 0)", true);
    ASSERT_TRUE(s.e) << s.f.error();
    EXPECT_EQ(s.e->dtype, DataType::Int(32));
  }
}

TEST(PrimExprReader, ErrorsFromSourceText) {
  const struct {
    const char* line;
    bool tir;
    const char* expected;
  } cases[] = {
      {"v = n * (m + 1)", false, "1:10: undefined shape variable 'm'"},
      {"v = T.max(i, i, i)", true, "1:5: T.max takes 2 arguments, got 3"},
      {"v = tirx.min(i, k=i)", true, "1:17: tirx.min takes no keyword arguments, got 'k'"},
      {"v = R.add(x, x)", true, "1:5: unsupported PrimExpr: R.add(...)"},
      {"v = 1 + (i + n)", true, "1:10: mismatched dtypes in '+': int32 and int64"},
      {"v = T.Cast(float32, i)", true, "1:12: T.Cast expects a dtype string, got float32"},
      {"v = T.exp(\"x\")", true, "1:11: expected a PrimExpr, got the string \"x\""},
      {"v = T.float32(\"infinity\")", true, "1:15: T.float32 expects a number, got \"infinity\""},
      {"v = x if b else x", true,
       "1:5: unsupported PrimExpr: conditional expression (use T.Select)"},
      {"v = A[i, 0:2]", true, "1:10: a slice is only allowed in a T.reads/T.writes region"},
      {"v = A[x, 0]", true, "1:7: buffer index must be an integer, got float32"},
      {"v = b + b", true, "1:5: '+' does not apply to bool operands"},
      {"v = i @ i", true, "1:5: unsupported PrimExpr operator '@'"},
  };
  for (const auto& c : cases) {
    FromSource s(c.line, c.tir);
    EXPECT_FALSE(s.e) << c.line;
    EXPECT_EQ(s.f.error(), c.expected) << c.line;
  }
}

} // namespace prim_expr_reader_test
} // namespace rxv::sem
