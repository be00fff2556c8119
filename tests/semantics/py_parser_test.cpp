#include "semantics/script/py_parser.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <string>

namespace rxv::sem::py {
namespace py_parser_test {

// ---- the tree as one-line s-expressions ----

std::string dump(const PyExpr* e);

std::string dump_items(const PyExpr& e) {
  std::string s;
  for (const PyExprPtr& item : e.items) s += " " + dump(item);
  return s;
}

std::string dump(const PyExpr* e) {
  if (!e) return "_";
  switch (e->kind) {
  case PyExprKind::kName: return std::string(e->str);
  case PyExprKind::kInt: return std::to_string(e->int_value);
  case PyExprKind::kFloat: return fmt::format("{}f", e->str);
  case PyExprKind::kString: return fmt::format("\"{}\"", e->str);
  case PyExprKind::kBool: return e->int_value ? "True" : "False";
  case PyExprKind::kNone: return "None";
  case PyExprKind::kAttribute: return fmt::format("(. {} {})", dump(e->items[0]), e->str);
  case PyExprKind::kCall: {
    std::string s = "(call" + dump_items(*e);
    for (const PyKeyword& k : e->keywords()) s += fmt::format(" {}={}", k.name, dump(k.value));
    return s + ")";
  }
  case PyExprKind::kSubscript: return "(sub" + dump_items(*e) + ")";
  case PyExprKind::kSlice: return "(slice" + dump_items(*e) + ")";
  case PyExprKind::kTuple: return "(tuple" + dump_items(*e) + ")";
  case PyExprKind::kList: return "[list" + dump_items(*e) + "]";
  case PyExprKind::kDict: return "{dict" + dump_items(*e) + "}";
  case PyExprKind::kBinOp:
  case PyExprKind::kBoolOp:
  case PyExprKind::kUnaryOp: return "(" + std::string(e->str) + dump_items(*e) + ")";
  case PyExprKind::kCompare: {
    std::string s = "(cmp " + dump(e->items[0]);
    for (size_t i = 0; i < e->ops().size(); ++i)
      s += " " + std::string(e->ops()[i]) + " " + dump(e->items[i + 1]);
    return s + ")";
  }
  case PyExprKind::kIfExp: return "(ifexp" + dump_items(*e) + ")";
  case PyExprKind::kStarred: return "(*" + dump_items(*e) + ")";
  case PyExprKind::kLambda:
    return fmt::format("(lambda ({}){})", fmt::join(e->params(), " "), dump_items(*e));
  }
  return "?";
}

std::string dump(const PyStmt& s);

std::string dump_body(PyStmtList body) {
  std::string out;
  for (const PyStmtPtr& s : body) out += (out.empty() ? "" : " ") + dump(*s);
  return "{" + out + "}";
}

std::string dump(const PyStmt& s) {
  switch (s.kind) {
  case PyStmtKind::kFunctionDef: {
    std::string out = "(def " + std::string(s.name);
    for (const PyExprPtr& d : s.decorators) out += " @" + dump(d);
    std::string params;
    for (const PyParam& p : s.params) {
      params += (params.empty() ? "" : " ") + std::string(p.name);
      if (p.annotation) params += ":" + dump(p.annotation);
      if (p.default_value) params += "=" + dump(p.default_value);
    }
    out += " (" + params + ")";
    if (s.returns) out += " -> " + dump(s.returns);
    return out + " " + dump_body(s.body) + ")";
  }
  case PyStmtKind::kClassDef: {
    std::string out = "(class " + std::string(s.name);
    for (const PyExprPtr& d : s.decorators) out += " @" + dump(d);
    return out + " " + dump_body(s.body) + ")";
  }
  case PyStmtKind::kWith:
    return "(with " + dump(s.value) + (s.target ? " as " + dump(s.target) : "") + " " +
           dump_body(s.body) + ")";
  case PyStmtKind::kIf:
    return "(if " + dump(s.value) + " " + dump_body(s.body) +
           (s.orelse.empty() ? "" : " else " + dump_body(s.orelse)) + ")";
  case PyStmtKind::kFor:
    return "(for " + dump(s.target) + " in " + dump(s.value) + " " + dump_body(s.body) + ")";
  case PyStmtKind::kAssign: return "(= " + dump(s.target) + " " + dump(s.value) + ")";
  case PyStmtKind::kAnnAssign:
    return "(: " + dump(s.target) + " " + dump(s.annotation) +
           (s.value ? " = " + dump(s.value) : "") + ")";
  case PyStmtKind::kAugAssign:
    return "(" + std::string(s.op) + " " + dump(s.target) + " " + dump(s.value) + ")";
  case PyStmtKind::kReturn: return s.value ? "(return " + dump(s.value) + ")" : "(return)";
  case PyStmtKind::kExpr: return "(expr " + dump(s.value) + ")";
  case PyStmtKind::kPass: return "pass";
  case PyStmtKind::kImport: return "(import " + std::string(s.name) + ")";
  }
  return "?";
}

// ---- helpers ----

std::optional<PyModule> parse(std::string_view src, DiagnosticSink& sink, ParseLimits limits = {}) {
  return parse_python(src, sink, limits);
}

// The statements of `src`, dumped and joined by newlines.
std::string parse_ok(std::string_view src) {
  DiagnosticSink sink;
  std::optional<PyModule> m = parse(src, sink);
  EXPECT_TRUE(m.has_value()) << src << "\n" << sink.format("f");
  EXPECT_FALSE(sink.has_errors());
  if (!m) return "parse failed";
  std::string out;
  for (const PyStmtPtr& s : m->body) out += (out.empty() ? "" : "\n") + dump(*s);
  return out;
}

// The single diagnostic of `src` as "line:col: message".
std::string parse_error(std::string_view src, ParseLimits limits = {}) {
  DiagnosticSink sink;
  std::optional<PyModule> m = parse(src, sink, limits);
  EXPECT_FALSE(m.has_value()) << src;
  EXPECT_EQ(sink.num_errors(), 1u) << src << "\n" << sink.format("f");
  if (sink.diagnostics().empty()) return "no error";
  const Diagnostic& d = sink.diagnostics()[0];
  return fmt::format("{}:{}: {}", d.loc.line, d.loc.col, d.message);
}

const PyExpr& value_of(const PyModule& m, size_t i = 0) {
  EXPECT_LT(i, m.body.size());
  return *m.body[i]->value;
}

// ---- statements ----

TEST(PyParser, DecoratedClassAndFunctions) {
  EXPECT_EQ(
      parse_ok(
          "@I.ir_module\nclass Module:\n    @T.prim_func(private=True)\n"
          "    def add(A: T.Buffer((2,), \"float32\"), n: T.int64 = 4) -> None:\n"
          "        pass\n\n    @R.function\n    @R.other\n    def main(x):\n        return x\n"),
      "(class Module @(. I ir_module) {(def add @(call (. T prim_func) private=True) "
      "(A:(call (. T Buffer) (tuple 2) \"float32\") n:(. T int64)=4) -> None {pass}) "
      "(def main @(. R function) @(. R other) (x) {(return x)})})");
  EXPECT_EQ(parse_ok("class A(B, metaclass=M):\n  pass\nclass C():\n  pass\n"),
            "(class A {pass})\n(class C {pass})");
  EXPECT_EQ(parse_ok("def f(a, b=1,): return a\n"), "(def f (a b=1) {(return a)})");
  EXPECT_EQ(parse_ok("def f(\n    a: int,\n    b,\n) -> R.Tensor:\n  pass\n"),
            "(def f (a:int b) -> (. R Tensor) {pass})");
}

TEST(PyParser, WithIfFor) {
  EXPECT_EQ(parse_ok("with R.dataflow():\n    R.output(gv)\nwith T.block(\"b\") as b:\n    pass\n"),
            "(with (call (. R dataflow)) {(expr (call (. R output) gv))})\n"
            "(with (call (. T block) \"b\") as b {pass})");
  // Several items nest, as in Python; so does the parenthesized form of Python 3.9+.
  EXPECT_EQ(parse_ok("with a as x, b:\n  pass\n"), "(with a as x {(with b {pass})})");
  EXPECT_EQ(parse_ok("with (a, b):\n  pass\n"), "(with a {(with b {pass})})");
  EXPECT_EQ(parse_ok("with (a, b) as t:\n  pass\n"), "(with (tuple a b) as t {pass})");
  EXPECT_EQ(parse_ok("if a:\n  x = 1\nelif b:\n  x = 2\nelif c: x = 3\nelse:\n  x = 4\n"),
            "(if a {(= x 1)} else {(if b {(= x 2)} else {(if c {(= x 3)} else {(= x 4)})})})");
  EXPECT_EQ(parse_ok("for ax0, ax1 in T.grid(2, 3):\n  for (i) in range(n):\n    pass\n"),
            "(for (tuple ax0 ax1) in (call (. T grid) 2 3) {(for i in (call range n) {pass})})");
  EXPECT_EQ(parse_ok("for i in a, b: pass\n"), "(for i in (tuple a b) {pass})");
}

TEST(PyParser, Assignments) {
  EXPECT_EQ(parse_ok("lv12: R.Tensor((n, 4), dtype=\"float32\") = R.add(lv11, x)\n"),
            "(: lv12 (call (. R Tensor) (tuple n 4) dtype=\"float32\") = (call (. R add) lv11 x))");
  EXPECT_EQ(parse_ok("n: T.int64\n"), "(: n (. T int64))");
  EXPECT_EQ(parse_ok("v_ax0, v_ax1 = T.axis.remap(\"SS\", [ax0, ax1])\n"),
            "(= (tuple v_ax0 v_ax1) (call (. (. T axis) remap) \"SS\" [list ax0 ax1]))");
  EXPECT_EQ(parse_ok("A[i, j] = B[i] + 1\n(a, [b, c.d]) = x\na, = y\n"),
            "(= (sub A i j) (+ (sub B i) 1))\n(= (tuple a [list b (. c d)]) x)\n(= (tuple a) y)");
  EXPECT_EQ(parse_ok("x = 1, 2,\n"), "(= x (tuple 1 2))");
  EXPECT_EQ(parse_ok("a += 1\nb.c -= 2\nd[0] *= 3\ne /= 4\nf //= 5\ng %= 6\nh **= 7\ni @= 8\n"
                     "j &= 9\nk |= 10\nl ^= 11\nm <<= 12\nn >>= 13\n"),
            "(+= a 1)\n(-= (. b c) 2)\n(*= (sub d 0) 3)\n(/= e 4)\n(//= f 5)\n(%= g 6)\n(**= h 7)\n"
            "(@= i 8)\n(&= j 9)\n(|= k 10)\n(^= l 11)\n(<<= m 12)\n(>>= n 13)");
}

TEST(PyParser, SimpleStatements) {
  EXPECT_EQ(parse_ok("pass; x = 1; f(x);\nreturn\nreturn a, b\n"),
            "pass\n(= x 1)\n(expr (call f x))\n(return)\n(return (tuple a b))");
  EXPECT_EQ(
      parse_ok("import tvm\nimport a.b as c, d\nfrom tvm.script import relax as R, tir\n"
               "from . import x\nfrom ..a import (b as c, d,)\nfrom m import *\n"),
      "(import tvm)\n(import a.b)\n(import tvm.script)\n(import .)\n(import ..a)\n(import m)");
  EXPECT_EQ(parse_ok("# comment\n\nx = 1  # trailing\n"), "(= x 1)");
  EXPECT_EQ(parse_ok(""), "");
}

TEST(PyParser, StatementLocations) {
  DiagnosticSink sink;
  auto m =
      parse("@R.function\ndef f(x: R.Tensor, y):\n    a: T = 1\n    if x:\n      b = 2\n", sink);
  ASSERT_TRUE(m);
  const PyStmt& f = *m->body[0];
  EXPECT_EQ(f.loc, (SourceLoc{2, 1}));
  EXPECT_EQ(f.decorators[0]->loc, (SourceLoc{1, 2}));
  EXPECT_EQ(f.params[0].loc, (SourceLoc{2, 7}));
  EXPECT_EQ(f.params[1].loc, (SourceLoc{2, 20}));
  EXPECT_EQ(f.body[0]->loc, (SourceLoc{3, 5}));
  EXPECT_EQ(f.body[0]->annotation->loc, (SourceLoc{3, 8}));
  EXPECT_EQ(f.body[1]->loc, (SourceLoc{4, 5}));
  EXPECT_EQ(f.body[1]->body[0]->loc, (SourceLoc{5, 7}));
}

// ---- expressions ----

std::string e(std::string_view src) {
  std::string s = parse_ok(src);
  if (s.rfind("(expr ", 0) != 0) return "not an expression statement: " + s;
  return s.substr(6, s.size() - 7);
}

TEST(PyParser, Atoms) {
  EXPECT_EQ(e("x"), "x");
  EXPECT_EQ(e("42"), "42");
  EXPECT_EQ(e("0x10"), "16");
  EXPECT_EQ(e("1e-05"), "1e-05f");
  EXPECT_EQ(e("\"a\" 'b'\n"), "\"ab\"");
  EXPECT_EQ(e("(\"a\"\n \"\\x41\")"), "\"aA\"");
  EXPECT_EQ(e("True"), "True");
  EXPECT_EQ(e("False"), "False");
  EXPECT_EQ(e("None"), "None");
  EXPECT_EQ(e("()"), "(tuple)");
  EXPECT_EQ(e("(a,)"), "(tuple a)");
  EXPECT_EQ(e("(a, b,)"), "(tuple a b)");
  EXPECT_EQ(e("(a)"), "a");
  EXPECT_EQ(e("[]"), "[list]");
  EXPECT_EQ(e("[a, [b],]"), "[list a [list b]]");
  EXPECT_EQ(e("{}"), "{dict}");
  EXPECT_EQ(e("{\"k\": 1, 2: [v],}"), "{dict \"k\" 1 2 [list v]}");
  EXPECT_EQ(e("lambda i, j: (j, i)"), "(lambda (i j) (tuple j i))");
  EXPECT_EQ(e("lambda: 0"), "(lambda () 0)");
}

TEST(PyParser, ParenthesizedFlag) {
  DiagnosticSink sink;
  auto m = parse("(a)\na\n(a, b)\n(a + b)\n", sink);
  ASSERT_TRUE(m);
  EXPECT_TRUE(value_of(*m, 0).parenthesized);
  EXPECT_FALSE(value_of(*m, 1).parenthesized);
  EXPECT_TRUE(value_of(*m, 2).parenthesized);
  EXPECT_EQ(value_of(*m, 2).loc, (SourceLoc{3, 1}));
  EXPECT_TRUE(value_of(*m, 3).parenthesized);
  EXPECT_EQ(value_of(*m, 3).loc, (SourceLoc{4, 2})); // the inner node keeps its own start
}

TEST(PyParser, Primaries) {
  EXPECT_EQ(e("R.nn.relu(x)"), "(call (. (. R nn) relu) x)");
  EXPECT_EQ(e("f(a)(b)[c].d"), "(. (sub (call (call f a) b) c) d)");
  EXPECT_EQ(e("f()"), "(call f)");
  EXPECT_EQ(e("f(a, b=1, c=(2, 3),)"), "(call f a b=1 c=(tuple 2 3))");
  EXPECT_EQ(e("A[i]"), "(sub A i)");
  EXPECT_EQ(e("A[i, j + 1]"), "(sub A i (+ j 1))");
  EXPECT_EQ(e("A[(i, j)]"), "(sub A (tuple i j))");
  EXPECT_EQ(e("A[i,]"), "(sub A i)");
  EXPECT_EQ(e("A[0:n, :, ::2, 1:, :k, a:b:c, ::]"),
            "(sub A (slice 0 n _) (slice _ _ _) (slice _ _ 2) (slice 1 _ _) (slice _ k _) "
            "(slice a b c) (slice _ _ _))");
  EXPECT_EQ(e("metadata[\"relax.expr.Constant\"][0]"),
            "(sub (sub metadata \"relax.expr.Constant\") 0)");
}

TEST(PyParser, Precedence) {
  EXPECT_EQ(e("a or b and not c"), "(or a (and b (not c)))");
  EXPECT_EQ(e("a and b or c and d or e"), "(or (and a b) (and c d) e)");
  EXPECT_EQ(e("not a == b"), "(not (cmp a == b))");
  EXPECT_EQ(e("a < b <= c != d"), "(cmp a < b <= c != d)");
  EXPECT_EQ(e("a in b not in c is d is not e"), "(cmp a in b not in c is d is not e)");
  EXPECT_EQ(e("a | b ^ c & d << e + f * g ** h"), "(| a (^ b (& c (<< d (+ e (* f (** g h)))))))");
  EXPECT_EQ(e("a * b + c >> d & e ^ f | g"), "(| (^ (& (>> (+ (* a b) c) d) e) f) g)");
  EXPECT_EQ(e("a - b - c"), "(- (- a b) c)");
  EXPECT_EQ(e("a // b % c / d * e @ f"), "(@ (* (/ (% (// a b) c) d) e) f)");
  EXPECT_EQ(e("2 ** 3 ** 2"), "(** 2 (** 3 2))");
  EXPECT_EQ(e("-a ** b"), "(- (** a b))");
  EXPECT_EQ(e("a ** -b"), "(** a (- b))");
  EXPECT_EQ(e("-a * ~b + +c"), "(+ (* (- a) (~ b)) (+ c))");
  EXPECT_EQ(e("(a + b) * c"), "(* (+ a b) c)");
  EXPECT_EQ(e("a if b else c"), "(ifexp b a c)");
  EXPECT_EQ(e("a if b else c if d else e"), "(ifexp b a (ifexp d c e))");
  EXPECT_EQ(e("a or b if c or d else e"), "(ifexp (or c d) (or a b) e)");
  EXPECT_EQ(e("lambda x: x if a else b"), "(lambda (x) (ifexp a x b))");
  EXPECT_EQ(e("a < -b.c(d)[0]"), "(cmp a < (- (sub (call (. b c) d) 0)))");
  EXPECT_EQ(e("x == -1"), "(cmp x == -1)");
}

TEST(PyParser, NegativeLiteralsFold) {
  EXPECT_EQ(e("-1"), "-1");
  EXPECT_EQ(e("- 2.5"), "-2.5f");
  EXPECT_EQ(e("-1e-05"), "-1e-05f");
  EXPECT_EQ(e("-9223372036854775808"), std::to_string(INT64_MIN));
  EXPECT_EQ(e("--1"), "(- -1)");
  EXPECT_EQ(e("-(1)"), "(- 1)");
  EXPECT_EQ(e("-2 ** 2"), "(- (** 2 2))");
  EXPECT_EQ(e("+1"), "(+ 1)");
  DiagnosticSink sink;
  auto m = parse("x = 3 - -4", sink);
  ASSERT_TRUE(m);
  const PyExpr& rhs = *m->body[0]->value->items[1];
  EXPECT_EQ(rhs.kind, PyExprKind::kInt);
  EXPECT_EQ(rhs.int_value, -4);
  EXPECT_EQ(rhs.loc, (SourceLoc{1, 9}));
}

TEST(PyParser, ExpressionLocations) {
  DiagnosticSink sink;
  auto m = parse("y = (a + b) * R.f(c, k=d)[i]", sink);
  ASSERT_TRUE(m);
  const PyExpr& mul = value_of(*m);
  EXPECT_EQ(mul.loc, (SourceLoc{1, 5})); // a node starts where its text does, parentheses included
  EXPECT_EQ(mul.items[0]->loc, (SourceLoc{1, 6}));
  const PyExpr& sub = *mul.items[1];
  EXPECT_EQ(sub.kind, PyExprKind::kSubscript);
  EXPECT_EQ(sub.loc, (SourceLoc{1, 15}));
  const PyExpr& call = *sub.items[0];
  EXPECT_EQ(call.loc, (SourceLoc{1, 15}));
  EXPECT_EQ(call.items[0]->loc, (SourceLoc{1, 15})); // R.f
  EXPECT_EQ(call.items[1]->loc, (SourceLoc{1, 19}));
  EXPECT_EQ(call.keywords()[0].loc, (SourceLoc{1, 22}));
  EXPECT_EQ(call.keywords()[0].value->loc, (SourceLoc{1, 24}));
  EXPECT_EQ(m->body[0]->target->loc, (SourceLoc{1, 1}));
}

TEST(PyParser, RealisticModule) {
  std::string src = "# from tvm.script import ir as I\n"
                    "@I.ir_module\n"
                    "class Module:\n"
                    "    @R.function\n"
                    "    def main(x: R.Tensor((\"n\", 4), dtype=\"float32\")) -> R.Tensor((\"n\", "
                    "4), dtype=\"float32\"):\n"
                    "        n = T.int64()\n"
                    "        with R.dataflow():\n"
                    "            lv = R.call_tir(cls.add, (x, x), out_sinfo=R.Tensor((n, 4), "
                    "dtype=\"float32\"))\n"
                    "            gv: R.Tensor((n, 4), dtype=\"float32\") = lv\n"
                    "            R.output(gv)\n"
                    "        return gv\n";
  DiagnosticSink sink;
  auto m = parse(src, sink);
  ASSERT_TRUE(m) << sink.format("f");
  ASSERT_EQ(m->body.size(), 1u);
  const PyStmt& main = *m->body[0]->body[0];
  EXPECT_EQ(main.name, "main");
  ASSERT_EQ(main.body.size(), 3u);
  EXPECT_EQ(main.body[1]->kind, PyStmtKind::kWith);
  EXPECT_EQ(main.body[1]->body.size(), 3u);
  EXPECT_EQ(dump(*main.body[1]->body[0]),
            "(= lv (call (. R call_tir) (. cls add) (tuple x x) "
            "out_sinfo=(call (. R Tensor) (tuple n 4) dtype=\"float32\")))");
  EXPECT_EQ(main.body[2]->kind, PyStmtKind::kReturn);
}

// ---- errors: the first one stops parsing, at the offending token ----

TEST(PyParser, SyntaxErrors) {
  EXPECT_EQ(parse_error("x = f(a, b\n"), "2:1: expected ')' to close '(' at 1:6");
  EXPECT_EQ(parse_error("x = f(a b)\n"), "1:9: expected ')' to close '(' at 1:6");
  EXPECT_EQ(parse_error("x = [1,\n  2\ny = 3\n"), "3:1: expected ']' to close '[' at 1:5");
  EXPECT_EQ(parse_error("x = {1: 2\n"), "2:1: expected '}' to close '{' at 1:5");
  EXPECT_EQ(parse_error("x = (1, 2]\n"), "1:10: expected ')' to close '(' at 1:5");
  EXPECT_EQ(parse_error("x = A[1, 2\n"), "2:1: expected ']' to close '[' at 1:6");
  EXPECT_EQ(parse_error("def f(a, b:\n  pass\n"), "2:3: expected an expression");
  EXPECT_EQ(parse_error("x = \n"), "1:5: expected an expression");
  EXPECT_EQ(parse_error("x = 1 +\n"), "1:8: expected an expression");
  EXPECT_EQ(parse_error("x = a[]\n"), "1:7: expected an expression");
  EXPECT_EQ(parse_error("x = )\n"), "1:5: expected an expression");
  EXPECT_EQ(parse_error("x = 1 2\n"), "1:7: expected end of statement");
  EXPECT_EQ(parse_error("x = a.1\n"), "1:6: expected end of statement");
  EXPECT_EQ(parse_error("if x\n    pass\n"), "1:5: expected ':'");
  EXPECT_EQ(parse_error("def f()\n"), "1:8: expected ':'");
  EXPECT_EQ(parse_error("x = {1: 2, 3 4}\n"), "1:14: expected ':'");
  EXPECT_EQ(parse_error("if x:\npass\n"), "2:1: expected an indented block");
  EXPECT_EQ(parse_error("def f():\n"), "2:1: expected an indented block");
  EXPECT_EQ(parse_error("x = 1\n    y = 2\n"), "2:5: unexpected indent");
  EXPECT_EQ(parse_error("  x = 1\n"), "1:3: unexpected indent");
  EXPECT_EQ(parse_error("else:\n    pass\n"), "1:1: unexpected 'else'");
  EXPECT_EQ(parse_error("if a:\n  pass\nx = 1\nelif b:\n  pass\n"), "4:1: unexpected 'elif'");
  EXPECT_EQ(parse_error("x = 1 if y\n"), "1:11: expected 'else'");
  EXPECT_EQ(parse_error("x = a not b\n"), "1:11: expected 'in' after 'not'");
  EXPECT_EQ(parse_error("for x y:\n  pass\n"), "1:7: expected 'in'");
  EXPECT_EQ(parse_error("def (x): pass\n"), "1:5: expected a function name");
  EXPECT_EQ(parse_error("def f(1): pass\n"), "1:7: expected a parameter name");
  EXPECT_EQ(parse_error("def f[T](x): pass\n"), "1:6: expected '('");
  EXPECT_EQ(parse_error("class (A): pass\n"), "1:7: expected a class name");
  EXPECT_EQ(parse_error("x = a.(b)\n"), "1:7: expected an attribute name after '.'");
  EXPECT_EQ(parse_error("import\n"), "1:7: expected a module name");
  EXPECT_EQ(parse_error("from a imports b\n"), "1:8: expected 'import'");
  EXPECT_EQ(parse_error("from a import\n"), "1:14: expected a name to import");
  EXPECT_EQ(parse_error("@dec\nx = 1\n"), "2:1: expected 'def' or 'class' after decorator");
  EXPECT_EQ(parse_error("@dec x\ndef f(): pass\n"), "1:6: expected end of line after decorator");
  EXPECT_EQ(parse_error("x = 1; if y: pass\n"), "1:8: 'if' must start a new line");
  EXPECT_EQ(parse_error("f() = 1\n"), "1:1: cannot assign to function call");
  EXPECT_EQ(parse_error("x, 1 = y\n"), "1:4: cannot assign to literal");
  EXPECT_EQ(parse_error("a + b = c\n"), "1:1: cannot assign to expression");
  EXPECT_EQ(parse_error("for f() in x: pass\n"), "1:5: cannot assign to function call");
  EXPECT_EQ(parse_error("with a as f(): pass\n"), "1:11: cannot assign to function call");
  EXPECT_EQ(parse_error("a, b: int = 1\n"),
            "1:1: only a single name, attribute or subscript can be annotated");
  EXPECT_EQ(parse_error("(a, b) += 1\n"), "1:1: cannot use augmented assignment on expression");
  EXPECT_EQ(parse_error("f(a=1, b)\n"), "1:8: positional argument follows keyword argument");
  EXPECT_EQ(parse_error("f(a=1, b=2, a=3)\n"), "1:13: keyword argument repeated: a");
  EXPECT_EQ(parse_error("f(a.b=1)\n"), "1:3: keyword argument must be a name");
  EXPECT_EQ(parse_error("def f(a=1, b): pass\n"),
            "1:12: parameter without a default follows parameter with a default");
  EXPECT_EQ(parse_error("x = 9223372036854775808\n"), "1:5: integer literal too large");
  EXPECT_EQ(parse_error("x = -9223372036854775808 ** 2\n"), "1:6: integer literal too large");
  EXPECT_EQ(parse_error("x = -(9223372036854775808)\n"), "1:7: integer literal too large");
}

TEST(PyParser, RepeatedKeywordInALongCall) {
  std::string call = "f(";
  for (int i = 0; i < 40; ++i) call += fmt::format("k{}={}, ", i, i);
  EXPECT_EQ(parse_ok(call + ")\n").substr(0, 17), "(expr (call f k0=");
  EXPECT_EQ(parse_error(call + "k7=1)\n"),
            fmt::format("1:{}: keyword argument repeated: k7", call.size() + 1));
}

TEST(PyParser, UnsupportedConstructs) {
  const std::string u = "unsupported Python construct: ";
  EXPECT_EQ(parse_error("while x:\n    pass\n"), "1:1: " + u + "while");
  EXPECT_EQ(parse_error("try:\n    pass\nexcept E:\n    pass\n"), "1:1: " + u + "try");
  EXPECT_EQ(parse_error("except E:\n    pass\n"), "1:1: " + u + "except");
  EXPECT_EQ(parse_error("async def f(): pass\n"), "1:1: " + u + "async");
  EXPECT_EQ(parse_error("@d\nasync def f(): pass\n"), "2:1: " + u + "async");
  EXPECT_EQ(parse_error("x = 1; del x\n"), "1:8: " + u + "del");
  for (const char* kw :
       {"global", "nonlocal", "assert", "raise", "break", "continue", "yield", "await"})
    EXPECT_EQ(parse_error(fmt::format("if a:\n  {} x\n", kw)), fmt::format("2:3: {}{}", u, kw));
  EXPECT_EQ(parse_error("for x in y:\n    pass\nelse:\n    pass\n"), "3:1: " + u + "for-else");
  EXPECT_EQ(parse_error("a = b = c\n"), "1:7: " + u + "chained assignment");
  // A starred call argument parses (the readers expand `T.grid(*A.shape)`); elsewhere it is not
  // Python.
  EXPECT_NE(parse_ok("f(x, *a.shape)\n").find("(* (. a shape))"), std::string::npos);
  EXPECT_EQ(parse_error("f(x, **a)\n"), "1:6: " + u + "**kwargs");
  EXPECT_EQ(parse_error("def f(a, *b): pass\n"), "1:10: " + u + "*args");
  EXPECT_EQ(parse_error("def f(**b): pass\n"), "1:7: " + u + "**kwargs");
  EXPECT_EQ(parse_error("def f(a, /): pass\n"), "1:10: " + u + "positional-only parameters");
  EXPECT_EQ(parse_error("f = lambda *a: a\n"), "1:12: " + u + "*args");
  EXPECT_EQ(parse_error("f = lambda a=1: a\n"), "1:13: " + u + "default argument in lambda");
  EXPECT_EQ(parse_error("*a, b = c\n"), "1:1: " + u + "starred expression");
  EXPECT_EQ(parse_error("x = [a for a in b]\n"), "1:8: " + u + "comprehension");
  EXPECT_EQ(parse_error("x = (a for a in b)\n"), "1:8: " + u + "comprehension");
  EXPECT_EQ(parse_error("x = f(a for a in b)\n"), "1:9: " + u + "comprehension");
  EXPECT_EQ(parse_error("x = {k: v for k in b}\n"), "1:11: " + u + "comprehension");
  EXPECT_EQ(parse_error("x = {a, b}\n"), "1:5: " + u + "set literal");
  EXPECT_EQ(parse_error("x = {**a}\n"), "1:6: " + u + "dict unpacking '**'");
  EXPECT_EQ(parse_error("x = (y := 1)\n"), "1:8: " + u + "assignment expression ':='");
  EXPECT_EQ(parse_error("x = ...\n"), "1:5: " + u + "Ellipsis '...'");
  EXPECT_EQ(parse_error("x = await y\n"), "1:5: " + u + "await");
}

TEST(PyParser, LexerErrorsAreReportedOnce) {
  EXPECT_EQ(parse_error("x = 1\ny = $\n"), "2:5: invalid character '$'");
  EXPECT_EQ(parse_error("x = 'abc\n"), "1:5: unterminated string literal");
  EXPECT_EQ(parse_error("if a:\n    b\n  c\n"),
            "3:3: unindent does not match any outer indentation level");
  EXPECT_EQ(parse_error("x = 99999999999999999999\n"), "1:5: integer literal too large");
}

// ---- limits ----

TEST(PyParser, InputSizeLimit) {
  ParseLimits limits;
  limits.max_bytes = 10;
  EXPECT_EQ(parse_error("x = 1234567", limits), "1:1: input too large (11 bytes; the limit is 10)");
  DiagnosticSink sink;
  EXPECT_TRUE(parse("x = 123456", sink, limits));
}

TEST(PyParser, NestingLimitOnBrackets) {
  auto nested = [](int n) {
    return "x = " + std::string(n, '(') + "a" + std::string(n, ')') + "\n";
  };
  EXPECT_EQ(e(nested(200).substr(4)), "a");
  EXPECT_EQ(parse_error(nested(201)), "1:205: nesting too deep (limit 200)"); // the 201st '('
  EXPECT_EQ(parse_error(nested(100000)), "1:205: nesting too deep (limit 200)");
  EXPECT_EQ(parse_error("x = " + std::string(100000, '[')), "1:205: nesting too deep (limit 200)");
  EXPECT_EQ(parse_error("x = f" + std::string(100000, '(')), "1:206: nesting too deep (limit 200)");
  ParseLimits small;
  small.max_depth = 3;
  EXPECT_EQ(parse_error("x = [[[[1]]]]\n", small), "1:8: nesting too deep (limit 3)");
  EXPECT_EQ(parse_error("x = [[[1]]]\ny = f(g(h(i(1))))\n", small),
            "2:12: nesting too deep (limit 3)");
}

TEST(PyParser, NestingLimitOnExpressionRecursion) {
  EXPECT_EQ(parse_error("x = " + std::string(100000, '-') + "a\n"),
            "1:205: nesting too deep (limit 200)");
  std::string nots;
  for (int i = 0; i < 100000; ++i) nots += "not ";
  EXPECT_EQ(parse_error("x = " + nots + "a\n"), "1:805: nesting too deep (limit 200)");
  std::string powers = "x = a";
  for (int i = 0; i < 100000; ++i) powers += "**a";
  EXPECT_EQ(parse_error(powers), "1:606: nesting too deep (limit 200)");
  std::string lambdas = "x = ";
  for (int i = 0; i < 100000; ++i) lambdas += "lambda: ";
  EXPECT_EQ(parse_error(lambdas + "a"), "1:1613: nesting too deep (limit 200)");
  std::string ifs = "x = ";
  for (int i = 0; i < 100000; ++i) ifs += "a if b else ";
  EXPECT_EQ(parse_error(ifs + "a"), "1:2417: nesting too deep (limit 200)");
}

TEST(PyParser, NestingLimitOnTreesBuiltByLoops) {
  // Left-nested chains are built by loops, not recursion; their height is limited all the same so
  // that later recursive passes over the tree stay bounded. 200 operators pass, the 201st fails.
  auto chain = [](const std::string& first, const std::string& link, int n) {
    std::string s = "x = " + first;
    for (int i = 0; i < n; ++i) s += link;
    return s + "\n";
  };
  DiagnosticSink sink;
  EXPECT_TRUE(parse(chain("a", " + a", 200), sink));
  EXPECT_EQ(parse_error(chain("a", " + a", 201)), "1:807: nesting too deep (limit 200)");
  EXPECT_EQ(parse_error(chain("a", " + a", 100000)), "1:807: nesting too deep (limit 200)");
  EXPECT_EQ(parse_error(chain("a", ".b", 100000)), "1:406: nesting too deep (limit 200)");
  EXPECT_EQ(parse_error(chain("a", "[0]", 100000)), "1:606: nesting too deep (limit 200)");
  EXPECT_EQ(parse_error(chain("a", "()", 100000)), "1:406: nesting too deep (limit 200)");
  // Long flat lists are not nesting.
  EXPECT_TRUE(parse(chain("a", " < a", 100000), sink));
  EXPECT_TRUE(parse(chain("a", " and a", 100000), sink));
  std::string list = chain("[a", ", a", 100000);
  list.insert(list.size() - 1, "]");
  EXPECT_TRUE(parse(list, sink));
  EXPECT_FALSE(sink.has_errors()) << sink.format("f");
}

TEST(PyParser, NestingLimitOnBlocks) {
  auto blocks = [](int n) {
    std::string s;
    for (int i = 0; i < n; ++i) s += std::string(i, ' ') + "if x:\n";
    return s + std::string(n, ' ') + "pass\n";
  };
  DiagnosticSink sink;
  EXPECT_TRUE(parse(blocks(200), sink));
  EXPECT_EQ(parse_error(blocks(201)), "202:202: nesting too deep (limit 200)");
  EXPECT_EQ(parse_error(blocks(5000)), "202:202: nesting too deep (limit 200)");
  std::string elifs = "if a:\n  pass\n";
  for (int i = 0; i < 1000; ++i) elifs += "elif a:\n  pass\n";
  EXPECT_EQ(parse_error(elifs),
            "402:3: nesting too deep (limit 200)"); // the body of the 200th elif
}

} // namespace py_parser_test
} // namespace rxv::sem::py
