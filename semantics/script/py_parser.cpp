#include "semantics/script/py_parser.h"

#include <fmt/format.h>

#include <optional>

#include "semantics/script/lexer.h"
#include "semantics/script/py_parser_internal.h"

// Statements; expressions are in py_parser_expr.cpp, the design notes in py_parser_internal.h.

namespace rxv::sem::py::detail {
namespace {

bool is_augmented_assign(TokenKind k) {
  return k >= TokenKind::kPlusAssign && k <= TokenKind::kRShiftAssign;
}

bool is_single_target(const PyExpr& e) {
  return e.kind == PyExprKind::kName || e.kind == PyExprKind::kAttribute ||
         e.kind == PyExprKind::kSubscript;
}

const char* describe_expr(const PyExpr& e) {
  switch (e.kind) {
  case PyExprKind::kCall: return "function call";
  case PyExprKind::kInt:
  case PyExprKind::kFloat:
  case PyExprKind::kString:
  case PyExprKind::kBool:
  case PyExprKind::kNone: return "literal";
  case PyExprKind::kDict: return "dict literal";
  case PyExprKind::kLambda: return "lambda";
  case PyExprKind::kIfExp: return "conditional expression";
  case PyExprKind::kCompare: return "comparison";
  default: return "expression";
  }
}

} // namespace

PyStmtList Parser::parse_module() {
  advance();
  while (!at(TokenKind::kEnd)) parse_statement();
  return take(stmt_scratch_, 0);
}

// ---------------------------------------------------------------------------------------------
// Statements

void Parser::parse_statement() {
  // Each production returns before its statement is pushed: it may push nested ones meanwhile.
  const uint32_t block = arena_.block_index();
  PyStmtPtr s;
  switch (tok_.kind) {
  case TokenKind::kIndent: fail(tok_.loc, "unexpected indent");
  case TokenKind::kAt: s = parse_decorated(); break;
  case TokenKind::kKwDef: s = parse_def({}); break;
  case TokenKind::kKwClass: s = parse_class({}); break;
  case TokenKind::kKwIf: s = parse_if(); break;
  case TokenKind::kKwFor: s = parse_for(); break;
  case TokenKind::kKwWith: s = parse_with(); break;
  case TokenKind::kKwWhile:
  case TokenKind::kKwTry:
  case TokenKind::kKwExcept:
  case TokenKind::kKwFinally:
  case TokenKind::kKwAsync: unsupported(tok_.loc, token_kind_spelling(tok_.kind));
  case TokenKind::kKwElif:
  case TokenKind::kKwElse: fail(tok_.loc, fmt::format("unexpected {}", describe_token(tok_)));
  default: parse_simple_statements(); return;
  }
  s->arena_block = block;
  stmt_scratch_.push_back(s);
}

void Parser::parse_simple_statements() {
  do {
    const uint32_t block = arena_.block_index();
    PyStmtPtr s = parse_simple_statement();
    s->arena_block = block;
    stmt_scratch_.push_back(s);
  } while (accept(TokenKind::kSemi) && !at(TokenKind::kNewline));
  if (!at(TokenKind::kNewline)) fail(tok_.loc, "expected end of statement");
  advance();
}

PyStmtPtr Parser::parse_simple_statement() {
  SourceLoc loc = tok_.loc;
  switch (tok_.kind) {
  case TokenKind::kKwPass: advance(); return new_stmt(PyStmtKind::kPass, loc);
  case TokenKind::kKwReturn: {
    advance();
    PyStmtPtr s = new_stmt(PyStmtKind::kReturn, loc);
    if (!at(TokenKind::kNewline) && !at(TokenKind::kSemi)) s->value = parse_expr_list();
    return s;
  }
  case TokenKind::kKwImport: return parse_import();
  case TokenKind::kKwFrom: return parse_from_import();
  case TokenKind::kKwDel:
  case TokenKind::kKwGlobal:
  case TokenKind::kKwNonlocal:
  case TokenKind::kKwAssert:
  case TokenKind::kKwRaise:
  case TokenKind::kKwBreak:
  case TokenKind::kKwContinue:
  case TokenKind::kKwYield:
  case TokenKind::kKwAwait:
  case TokenKind::kKwWhile:
  case TokenKind::kKwTry:
  case TokenKind::kKwAsync: unsupported(loc, token_kind_spelling(tok_.kind));
  case TokenKind::kKwIf:
  case TokenKind::kKwFor:
  case TokenKind::kKwWith:
  case TokenKind::kKwDef:
  case TokenKind::kKwClass:
    fail(loc, fmt::format("{} must start a new line", describe_token(tok_)));
  default: return parse_expression_statement();
  }
}

PyStmtPtr Parser::parse_expression_statement() {
  SourceLoc loc = tok_.loc;
  PyExprPtr first = parse_expr_list();
  if (at(TokenKind::kColon)) {
    if (!is_single_target(*first))
      fail(first->loc, "only a single name, attribute or subscript can be annotated");
    advance();
    PyStmtPtr s = new_stmt(PyStmtKind::kAnnAssign, loc);
    s->target = first;
    s->annotation = parse_expr();
    if (accept(TokenKind::kAssign)) s->value = parse_expr_list();
    return s;
  }
  if (at(TokenKind::kAssign)) {
    check_assign_target(*first);
    advance();
    PyStmtPtr s = new_stmt(PyStmtKind::kAssign, loc);
    s->target = first;
    s->value = parse_expr_list();
    if (at(TokenKind::kAssign)) unsupported(tok_.loc, "chained assignment");
    return s;
  }
  if (is_augmented_assign(tok_.kind)) {
    if (!is_single_target(*first))
      fail(first->loc, fmt::format("cannot use augmented assignment on {}", describe_expr(*first)));
    PyStmtPtr s = new_stmt(PyStmtKind::kAugAssign, loc);
    s->op = token_kind_spelling(tok_.kind);
    advance();
    s->target = first;
    s->value = parse_expr_list();
    return s;
  }
  PyStmtPtr s = new_stmt(PyStmtKind::kExpr, loc);
  s->value = first;
  return s;
}

void Parser::check_assign_target(const PyExpr& e) {
  if (is_single_target(e)) return;
  if (e.kind == PyExprKind::kTuple || e.kind == PyExprKind::kList) {
    for (const PyExpr* item : e.items) check_assign_target(*item);
    return;
  }
  fail(e.loc, fmt::format("cannot assign to {}", describe_expr(e)));
}

std::string Parser::parse_dotted_name() {
  std::string name(expect_name("expected a module name"));
  while (accept(TokenKind::kDot)) {
    name += '.';
    name += expect_name("expected a name after '.'");
  }
  return name;
}

PyStmtPtr Parser::parse_import() {
  PyStmtPtr s = new_stmt(PyStmtKind::kImport, tok_.loc);
  advance();
  do {
    std::string module = parse_dotted_name();
    if (s->name.empty()) s->name = arena_.store(module);
    if (accept(TokenKind::kKwAs)) expect_name("expected a name after 'as'");
  } while (accept(TokenKind::kComma));
  return s;
}

PyStmtPtr Parser::parse_from_import() {
  PyStmtPtr s = new_stmt(PyStmtKind::kImport, tok_.loc);
  advance();
  std::string name;
  for (;; advance()) { // relative imports: `from . import x`, `from ..a import x`
    if (at(TokenKind::kDot))
      name += ".";
    else if (at(TokenKind::kEllipsis))
      name += "...";
    else
      break;
  }
  if (at(TokenKind::kName) || name.empty()) name += parse_dotted_name();
  s->name = arena_.store(name);
  expect(TokenKind::kKwImport, "expected 'import'");
  if (accept(TokenKind::kStar)) return s;
  Token open = tok_;
  bool parenthesized = accept(TokenKind::kLParen);
  do {
    if (parenthesized && at_close(TokenKind::kRParen, open)) break;
    expect_name("expected a name to import");
    if (accept(TokenKind::kKwAs)) expect_name("expected a name after 'as'");
  } while (accept(TokenKind::kComma));
  if (parenthesized) expect_close(TokenKind::kRParen, open);
  return s;
}

// `: simple_statements NEWLINE` or `: NEWLINE INDENT statement+ DEDENT`.
PyStmtList Parser::parse_block() {
  expect(TokenKind::kColon, "expected ':'");
  size_t mark = stmt_scratch_.size();
  if (!at(TokenKind::kNewline)) {
    parse_simple_statements();
    return take(stmt_scratch_, mark);
  }
  advance();
  if (!at(TokenKind::kIndent)) fail(tok_.loc, "expected an indented block");
  Nest nest(*this, tok_.loc);
  advance();
  while (!at(TokenKind::kDedent) && !at(TokenKind::kEnd)) parse_statement();
  accept(TokenKind::kDedent);
  return take(stmt_scratch_, mark);
}

PyStmtPtr Parser::parse_decorated() {
  size_t mark = scratch_.size();
  while (accept(TokenKind::kAt)) {
    PyExprPtr d = parse_expr();
    scratch_.push_back(d);
    if (!at(TokenKind::kNewline)) fail(tok_.loc, "expected end of line after decorator");
    advance();
  }
  PyExprList decorators = take(mark);
  if (at(TokenKind::kKwDef)) return parse_def(decorators);
  if (at(TokenKind::kKwClass)) return parse_class(decorators);
  if (at(TokenKind::kKwAsync)) unsupported(tok_.loc, "async");
  fail(tok_.loc, "expected 'def' or 'class' after decorator");
}

PyStmtPtr Parser::parse_def(PyExprList decorators) {
  PyStmtPtr s = new_stmt(PyStmtKind::kFunctionDef, tok_.loc);
  advance();
  s->decorators = decorators;
  s->name = arena_.store(expect_name("expected a function name"));
  Token open = tok_;
  expect(TokenKind::kLParen, "expected '('");
  bool seen_default = false;
  std::vector<PyParam> params;
  while (!at_close(TokenKind::kRParen, open)) {
    if (at(TokenKind::kStar)) unsupported(tok_.loc, "*args");
    if (at(TokenKind::kDoubleStar)) unsupported(tok_.loc, "**kwargs");
    if (at(TokenKind::kSlash)) unsupported(tok_.loc, "positional-only parameters");
    PyParam p;
    p.loc = tok_.loc;
    p.name = arena_.store(expect_name("expected a parameter name"));
    if (accept(TokenKind::kColon)) p.annotation = parse_expr();
    if (accept(TokenKind::kAssign)) {
      p.default_value = parse_expr();
      seen_default = true;
    } else if (seen_default) {
      fail(p.loc, "parameter without a default follows parameter with a default");
    }
    params.push_back(p);
    if (!accept(TokenKind::kComma)) break;
  }
  expect_close(TokenKind::kRParen, open);
  s->params = take(params, 0);
  if (accept(TokenKind::kArrow)) s->returns = parse_expr();
  s->body = parse_block();
  return s;
}

PyStmtPtr Parser::parse_class(PyExprList decorators) {
  PyStmtPtr s = new_stmt(PyStmtKind::kClassDef, tok_.loc);
  advance();
  s->decorators = decorators;
  s->name = arena_.store(expect_name("expected a class name"));
  if (at(TokenKind::kLParen)) { // bases are checked for syntax, then dropped
    Token open = tok_;
    Nest nest(*this, open.loc);
    advance();
    PyExprPtr bases = new_expr(PyExprKind::kCall, open.loc);
    size_t mark = scratch_.size();
    parse_arguments(open, *bases, 0);
    scratch_.resize(mark);
  }
  s->body = parse_block();
  return s;
}

PyStmtPtr Parser::parse_if() { // at `if` or `elif`
  PyStmtPtr s = new_stmt(PyStmtKind::kIf, tok_.loc);
  advance();
  s->value = parse_expr();
  s->body = parse_block();
  if (at(TokenKind::kKwElif)) {
    Nest nest(*this, tok_.loc); // each elif nests one If deeper
    s->orelse = list({parse_if()});
  } else if (accept(TokenKind::kKwElse)) {
    s->orelse = parse_block();
  }
  return s;
}

PyStmtPtr Parser::parse_for() {
  PyStmtPtr s = new_stmt(PyStmtKind::kFor, tok_.loc);
  advance();
  s->target = parse_target_list();
  check_assign_target(*s->target);
  expect(TokenKind::kKwIn, "expected 'in'");
  s->value = parse_expr_list();
  s->body = parse_block();
  if (at(TokenKind::kKwElse)) unsupported(tok_.loc, "for-else");
  return s;
}

PyStmtPtr Parser::parse_with() {
  advance();
  PyStmtPtr outer = nullptr;
  PyStmt* innermost = nullptr;
  int extra_levels = 0; // `with a, b:` nests one With per further item
  auto add_item = [&](PyExprPtr value, PyExprPtr target) {
    if (outer) {
      enter(value->loc);
      ++extra_levels;
    }
    PyStmtPtr s = new_stmt(PyStmtKind::kWith, value->loc);
    s->value = value;
    s->target = target;
    if (outer)
      innermost->body = list({s});
    else
      outer = s;
    innermost = s;
  };
  SourceLoc first_item = tok_.loc;
  do {
    PyExprPtr value = parse_expr();
    PyExprPtr target = nullptr;
    if (accept(TokenKind::kKwAs)) {
      target = parse_primary();
      check_assign_target(*target);
    } else if (!outer && value->kind == PyExprKind::kTuple && value->parenthesized &&
               value->loc == first_item && !value->items.empty() && at(TokenKind::kColon)) {
      // `with (a, b):` is two context managers (Python 3.9+), not one tuple.
      for (PyExprPtr item : value->items) add_item(item, nullptr);
      break;
    }
    add_item(value, target);
  } while (accept(TokenKind::kComma));
  innermost->body = parse_block();
  depth_ -= extra_levels;
  return outer;
}

} // namespace rxv::sem::py::detail

namespace rxv::sem::py {

std::optional<PyModule> parse_python(std::string_view source, DiagnosticSink& sink,
                                     const ParseLimits& limits) {
  if (source.size() > limits.max_bytes) {
    sink.error(SourceLoc{1, 1}, fmt::format("input too large ({} bytes; the limit is {})",
                                            source.size(), limits.max_bytes));
    return std::nullopt;
  }
  PyModule m;
  detail::Parser parser(source, sink, limits.max_depth, *m.arena);
  try {
    m.body = parser.parse_module();
    return m;
  } catch (const detail::ParseAbort&) {
    return std::nullopt;
  }
}

} // namespace rxv::sem::py
