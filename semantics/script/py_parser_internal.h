#pragma once
/// The parser behind `parse_python` (py_parser.h), shared by its two halves: statements
/// (py_parser.cpp) and expressions (py_parser_expr.cpp). Not a public interface.
///
/// A recursive-descent parser over the streaming lexer with one token of lookahead. Decisions that
/// are not Python's own:
/// - `-` applied directly to an unparenthesized number literal folds into a negative literal
///   (`-1` is kInt -1, `-0.5` is kFloat -0.5 with str "-0.5"), so that `-9223372036854775808`
///   reads as INT64_MIN and the readers see one node for a negative constant. `-2 ** 2` stays
///   `-(2 ** 2)` and `-(1)` stays a UnaryOp.
/// - `with a as x, b as y:` becomes a With nested in a With (Python's meaning).
/// - A kImport statement keeps only the module name (`a.b` of `import a.b as c` or of
///   `from a.b import c`): the readers accept and ignore imports.
/// - Two limits keep recursion bounded for any input: the parser's own recursion (brackets,
///   unary operators, `**`, lambda and if-else bodies, statement blocks, elif chains) may not nest
///   deeper than ParseLimits::max_depth, and neither may the expression tree it builds, so that a
///   chain like `a + a + ... + a`, built by a loop, cannot make a later recursive pass overflow.
///   A leaf has height 0; `((x))` is still a leaf; `[[x]]` has height 2.
#include <fmt/format.h>

#include <initializer_list>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "semantics/script/lexer.h"
#include "semantics/script/py_ast.h"
#include "semantics/support/diagnostic.h"

namespace rxv::sem::py::detail {

/// A syntax error unwinds to parse_python with this, after it was reported to the sink: the first
/// error stops parsing, and unwinding keeps every production free of error plumbing. It never
/// escapes parse_python.
struct ParseAbort {};

/// Tokens that may begin an expression (unsupported ones included, so that they get their own
/// message); decides whether a trailing comma ends a tuple.
bool starts_expression(TokenKind k);

/// The parser state and its productions.
class Parser {
public:
  Parser(std::string_view source, DiagnosticSink& sink, int max_depth, PyArena& arena)
      : lex_(source, sink), sink_(sink), max_depth_(max_depth), arena_(arena) {
    scratch_.reserve(64);
    kw_scratch_.reserve(16);
    stmt_scratch_.reserve(64);
  }

  /// The statements of the whole input; throws ParseAbort after reporting the first error.
  PyStmtList parse_module();

private:
  // ---- tokens and errors ----
  void advance() {
    lex_.next(tok_);
    if (tok_.kind == TokenKind::kError) throw ParseAbort{}; // the lexer has reported it
  }
  bool at(TokenKind k) const { return tok_.kind == k; }
  bool accept(TokenKind k) {
    if (tok_.kind != k) return false;
    advance();
    return true;
  }
  void expect(TokenKind k, const char* message) {
    if (tok_.kind != k) fail(tok_.loc, message);
    advance();
  }
  std::string_view expect_name(const char* message) {
    if (tok_.kind != TokenKind::kName) fail(tok_.loc, message);
    std::string_view name = tok_.text;
    advance();
    return name;
  }
  [[noreturn]] void fail(SourceLoc loc, std::string message) {
    sink_.error(loc, std::move(message));
    throw ParseAbort{};
  }
  [[noreturn]] void unsupported(SourceLoc loc, std::string_view what) {
    fail(loc, fmt::format("unsupported Python construct: {}", what));
  }
  [[noreturn]] void fail_unclosed(const Token& open, TokenKind close) {
    fail(tok_.loc, fmt::format("expected '{}' to close '{}' at {}:{}", token_kind_spelling(close),
                               token_kind_spelling(open.kind), open.loc.line, open.loc.col));
  }
  // True at the closing bracket; at the end of input, the bracket was never closed.
  bool at_close(TokenKind close, const Token& open) {
    if (tok_.kind == close) return true;
    if (tok_.kind == TokenKind::kEnd) fail_unclosed(open, close);
    return false;
  }
  void expect_close(TokenKind close, const Token& open) {
    if (tok_.kind != close) fail_unclosed(open, close);
    advance();
  }

  // ---- limits ----
  [[noreturn]] void fail_too_deep(SourceLoc at) {
    fail(at, fmt::format("nesting too deep (limit {})", max_depth_));
  }
  void enter(SourceLoc at) {
    if (++depth_ > max_depth_) fail_too_deep(at);
  }
  // One level of the parser's recursion, for the duration of a production.
  class Nest {
  public:
    Nest(Parser& p, SourceLoc at) : p_(p) { p_.enter(at); }
    ~Nest() { --p_.depth_; }
    Nest(const Nest&) = delete;
    Nest& operator=(const Nest&) = delete;

  private:
    Parser& p_;
  };
  // Records the height of the expression about to be returned.
  void set_height(int h, SourceLoc at) {
    if (h > max_depth_) fail_too_deep(at);
    height_ = h;
  }

  // ---- node construction (in the arena) ----
  PyExprPtr new_expr(PyExprKind kind, SourceLoc loc) {
    PyExpr* e = arena_.make<PyExpr>();
    e->kind = kind;
    e->loc = loc;
    return e;
  }
  PyStmtPtr new_stmt(PyStmtKind kind, SourceLoc loc) {
    PyStmt* s = arena_.make<PyStmt>();
    s->kind = kind;
    s->loc = loc;
    return s;
  }
  // A child list of the given nodes.
  template <class T> std::span<T> list(std::initializer_list<T> items) {
    return arena_.copy(std::span<const T>(items.begin(), items.size()));
  }
  // Moves `stack[mark..]` into the arena as one list: the items of the lists being parsed are
  // collected on shared stacks, innermost last, instead of growing a vector per node.
  template <class T> std::span<T> take(std::vector<T>& stack, size_t mark) {
    std::span<T> items = arena_.copy(std::span<const T>(stack.data() + mark, stack.size() - mark));
    stack.resize(mark);
    return items;
  }
  PyExprList take(size_t mark) { return take(scratch_, mark); }

  // ---- statements (py_parser.cpp) ----
  // Statements are pushed onto stmt_scratch_.
  void parse_statement();
  void parse_simple_statements();
  PyStmtPtr parse_simple_statement();
  PyStmtPtr parse_expression_statement();
  PyStmtPtr parse_import();
  PyStmtPtr parse_from_import();
  std::string parse_dotted_name();
  PyStmtList parse_block();
  PyStmtPtr parse_decorated();
  PyStmtPtr parse_def(PyExprList decorators);
  PyStmtPtr parse_class(PyExprList decorators);
  PyStmtPtr parse_if();
  PyStmtPtr parse_for();
  PyStmtPtr parse_with();
  void check_assign_target(const PyExpr& e);

  // ---- expressions (py_parser_expr.cpp); each sets height_ to the returned tree's height ----
  PyExprPtr parse_expr();
  PyExprPtr parse_expr_list();
  PyExprPtr parse_target_list();
  PyExprPtr parse_lambda();
  // The operator ladder. Where a level takes `first`, it is either null or an already parsed
  // primary that starts the expression at `start` (height_ holds its height): parse_disjunction
  // parses a lone primary, the common case, without descending the ten levels of the ladder, and
  // climbs it only when an operator follows.
  PyExprPtr parse_disjunction();
  PyExprPtr parse_bool_op(TokenKind op, PyExprPtr first, SourceLoc start);
  PyExprPtr parse_not(PyExprPtr first, SourceLoc start);
  PyExprPtr parse_comparison(PyExprPtr first, SourceLoc start);
  PyExprPtr parse_binary(PyExprPtr first, SourceLoc start, int min_precedence);
  PyExprPtr parse_unary();
  PyExprPtr parse_power(PyExprPtr first, SourceLoc start);
  PyExprPtr parse_primary();
  PyExprPtr parse_call(PyExprPtr callee, SourceLoc start, int h);
  int parse_arguments(const Token& open, PyExpr& call, int h);
  PyExprPtr parse_subscript(PyExprPtr value, SourceLoc start, int h);
  PyExprPtr parse_subscript_item();
  PyExprPtr parse_atom();
  PyExprPtr parse_string();
  PyExprPtr parse_paren();
  PyExprPtr parse_list();
  PyExprPtr parse_dict();

  Lexer lex_;
  DiagnosticSink& sink_;
  int max_depth_;
  PyArena& arena_;
  int depth_ = 0;  // current recursion depth of nesting productions
  int height_ = 0; // height of the expression most recently returned
  Token tok_;
  SourceLoc negated_literal_loc_;       // the one place a literal of 2^63 is accepted
  std::vector<PyExprPtr> scratch_;      // items of the lists being parsed, innermost last
  std::vector<PyKeyword> kw_scratch_;   // keyword arguments of the calls being parsed
  std::vector<PyStmtPtr> stmt_scratch_; // statements of the blocks being parsed
  std::string string_scratch_;          // the value of the string literal being parsed
};

} // namespace rxv::sem::py::detail
