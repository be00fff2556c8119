#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <optional>
#include <unordered_set>

#include "semantics/script/py_parser_internal.h"

// Expressions, by Python's precedence from loosest to tightest: lambda, if-else, or, and, not,
// comparisons, | ^ & << >> + - * / // % @ (precedence climbing), unary - + ~, **, primaries
// (attribute, call, subscript), atoms.

namespace rxv::sem::py::detail {
namespace {

constexpr int binary_precedence(TokenKind k) {
  switch (k) {
  case TokenKind::kPipe: return 1;
  case TokenKind::kCaret: return 2;
  case TokenKind::kAmp: return 3;
  case TokenKind::kLShift:
  case TokenKind::kRShift: return 4;
  case TokenKind::kPlus:
  case TokenKind::kMinus: return 5;
  case TokenKind::kStar:
  case TokenKind::kSlash:
  case TokenKind::kDoubleSlash:
  case TokenKind::kPercent:
  case TokenKind::kAt: return 6;
  default: return 0;
  }
}

constexpr bool is_comparison(TokenKind k) {
  switch (k) {
  case TokenKind::kLt:
  case TokenKind::kLe:
  case TokenKind::kGt:
  case TokenKind::kGe:
  case TokenKind::kEq:
  case TokenKind::kNe:
  case TokenKind::kKwIn:
  case TokenKind::kKwNot:
  case TokenKind::kKwIs: return true;
  default: return false;
  }
}

// Tokens that start an expression below the primaries: `not`, unary `-`, `+`, `~`.
constexpr std::array<bool, kNumTokenKinds> kPrefixOperator = [] {
  std::array<bool, kNumTokenKinds> t{};
  for (TokenKind k : {TokenKind::kKwNot, TokenKind::kMinus, TokenKind::kPlus, TokenKind::kTilde})
    t[size_t(k)] = true;
  return t;
}();

// Tokens after a primary that make it the operand of a binary, comparison, boolean or power
// operator (the conditional `if` is handled above the ladder).
constexpr std::array<bool, kNumTokenKinds> kContinuesOperand = [] {
  std::array<bool, kNumTokenKinds> t{};
  for (size_t k = 0; k < kNumTokenKinds; ++k)
    t[k] = binary_precedence(TokenKind(k)) > 0 || is_comparison(TokenKind(k));
  for (TokenKind k : {TokenKind::kKwAnd, TokenKind::kKwOr, TokenKind::kDoubleStar})
    t[size_t(k)] = true;
  return t;
}();

} // namespace

bool starts_expression(TokenKind k) {
  switch (k) {
  case TokenKind::kName:
  case TokenKind::kInt:
  case TokenKind::kFloat:
  case TokenKind::kString:
  case TokenKind::kLParen:
  case TokenKind::kLBracket:
  case TokenKind::kLBrace:
  case TokenKind::kMinus:
  case TokenKind::kPlus:
  case TokenKind::kTilde:
  case TokenKind::kStar:
  case TokenKind::kEllipsis:
  case TokenKind::kKwNot:
  case TokenKind::kKwLambda:
  case TokenKind::kKwNone:
  case TokenKind::kKwTrue:
  case TokenKind::kKwFalse:
  case TokenKind::kKwYield:
  case TokenKind::kKwAwait: return true;
  default: return false;
  }
}

PyExprPtr Parser::parse_expr() {
  if (at(TokenKind::kKwLambda)) return parse_lambda();
  SourceLoc start = tok_.loc;
  PyExprPtr body = parse_disjunction();
  if (at(TokenKind::kKwIf)) {
    int h = height_;
    SourceLoc if_loc = tok_.loc;
    advance();
    PyExprPtr test = parse_disjunction();
    h = std::max(h, height_);
    expect(TokenKind::kKwElse, "expected 'else'");
    PyExprPtr orelse = nullptr;
    {
      Nest nest(*this, tok_.loc); // `a if b else c if d else ...` recurses here
      orelse = parse_expr();
    }
    h = std::max(h, height_);
    PyExprPtr e = new_expr(PyExprKind::kIfExp, start);
    e->items = list({test, body, orelse});
    set_height(h + 1, if_loc);
    body = e;
  }
  if (at(TokenKind::kColonAssign)) unsupported(tok_.loc, "assignment expression ':='");
  return body;
}

// `a` or the tuple `a, b,` (statement level: assignments, return, for).
PyExprPtr Parser::parse_expr_list() {
  SourceLoc start = tok_.loc;
  PyExprPtr first = parse_expr();
  if (!at(TokenKind::kComma)) return first;
  int h = height_;
  size_t mark = scratch_.size();
  scratch_.push_back(first);
  while (accept(TokenKind::kComma) && starts_expression(tok_.kind)) {
    scratch_.push_back(parse_expr());
    h = std::max(h, height_);
  }
  PyExprPtr t = new_expr(PyExprKind::kTuple, start);
  t->items = take(mark);
  set_height(h + 1, start);
  return t;
}

// The target of `for`: parsed below the comparisons so that `in` ends it.
PyExprPtr Parser::parse_target_list() {
  SourceLoc start = tok_.loc;
  PyExprPtr first = parse_binary(nullptr, start, 1);
  if (!at(TokenKind::kComma)) return first;
  int h = height_;
  size_t mark = scratch_.size();
  scratch_.push_back(first);
  while (accept(TokenKind::kComma) && starts_expression(tok_.kind)) {
    scratch_.push_back(parse_binary(nullptr, tok_.loc, 1));
    h = std::max(h, height_);
  }
  PyExprPtr t = new_expr(PyExprKind::kTuple, start);
  t->items = take(mark);
  set_height(h + 1, start);
  return t;
}

PyExprPtr Parser::parse_lambda() {
  PyExprPtr e = new_expr(PyExprKind::kLambda, tok_.loc);
  advance();
  std::vector<std::string_view> params;
  while (!at(TokenKind::kColon)) {
    if (at(TokenKind::kStar)) unsupported(tok_.loc, "*args");
    if (at(TokenKind::kDoubleStar)) unsupported(tok_.loc, "**kwargs");
    params.push_back(arena_.store(expect_name("expected a parameter name")));
    if (at(TokenKind::kAssign)) unsupported(tok_.loc, "default argument in lambda");
    if (!accept(TokenKind::kComma)) break;
  }
  e->set_params(take(params, 0));
  expect(TokenKind::kColon, "expected ':'");
  Nest nest(*this, tok_.loc);
  e->items = list({parse_expr()});
  set_height(height_ + 1, e->loc);
  return e;
}

PyExprPtr Parser::parse_disjunction() {
  SourceLoc start = tok_.loc;
  if (!kPrefixOperator[size_t(tok_.kind)]) {
    PyExprPtr e = parse_primary();
    if (!kContinuesOperand[size_t(tok_.kind)]) return e;
    return parse_bool_op(TokenKind::kKwOr, e, start);
  }
  return parse_bool_op(TokenKind::kKwOr, nullptr, start);
}

// `or` over `and` operands, `and` over `not` operands.
PyExprPtr Parser::parse_bool_op(TokenKind op, PyExprPtr first, SourceLoc start) {
  auto operand = [&](PyExprPtr f, SourceLoc at) {
    return op == TokenKind::kKwOr ? parse_bool_op(TokenKind::kKwAnd, f, at) : parse_not(f, at);
  };
  first = operand(first, start);
  if (!at(op)) return first;
  int h = height_;
  size_t mark = scratch_.size();
  scratch_.push_back(first);
  while (accept(op)) {
    scratch_.push_back(operand(nullptr, tok_.loc));
    h = std::max(h, height_);
  }
  PyExprPtr e = new_expr(PyExprKind::kBoolOp, start);
  e->str = token_kind_spelling(op);
  e->items = take(mark);
  set_height(h + 1, start);
  return e;
}

PyExprPtr Parser::parse_not(PyExprPtr first, SourceLoc start) {
  if (first || !at(TokenKind::kKwNot)) return parse_comparison(first, start);
  SourceLoc loc = tok_.loc;
  Nest nest(*this, loc);
  advance();
  PyExprPtr e = new_expr(PyExprKind::kUnaryOp, loc);
  e->str = "not";
  e->items = list({parse_not(nullptr, tok_.loc)});
  set_height(height_ + 1, loc);
  return e;
}

PyExprPtr Parser::parse_comparison(PyExprPtr first, SourceLoc start) {
  first = parse_binary(first, start, 1);
  if (!is_comparison(tok_.kind)) return first;
  int h = height_;
  size_t mark = scratch_.size();
  scratch_.push_back(first);
  PyExprPtr e = new_expr(PyExprKind::kCompare, start);
  std::vector<std::string_view> ops; // static strings
  while (is_comparison(tok_.kind)) {
    if (accept(TokenKind::kKwNot)) {
      if (!at(TokenKind::kKwIn)) fail(tok_.loc, "expected 'in' after 'not'");
      advance();
      ops.emplace_back("not in");
    } else if (accept(TokenKind::kKwIs)) {
      ops.emplace_back(accept(TokenKind::kKwNot) ? "is not" : "is");
    } else {
      ops.emplace_back(token_kind_spelling(tok_.kind));
      advance();
    }
    PyExprPtr rhs = parse_binary(nullptr, tok_.loc, 1);
    scratch_.push_back(rhs);
    h = std::max(h, height_);
  }
  e->set_ops(take(ops, 0));
  e->items = take(mark);
  set_height(h + 1, start);
  return e;
}

// Precedence climbing over the left-associative binary operators.
PyExprPtr Parser::parse_binary(PyExprPtr first, SourceLoc start, int min_precedence) {
  PyExprPtr lhs = first ? parse_power(first, start) : parse_unary();
  int h = height_;
  for (;;) {
    int precedence = binary_precedence(tok_.kind);
    if (precedence < min_precedence || precedence == 0) break;
    Token op = tok_;
    advance();
    PyExprPtr rhs = parse_binary(nullptr, tok_.loc, precedence + 1);
    PyExprPtr e = new_expr(PyExprKind::kBinOp, start);
    e->str = token_kind_spelling(op.kind);
    e->items = list({lhs, rhs});
    set_height(std::max(h, height_) + 1, op.loc);
    h = height_;
    lhs = e;
  }
  height_ = h;
  return lhs;
}

PyExprPtr Parser::parse_unary() {
  TokenKind kind = tok_.kind;
  if (kind != TokenKind::kMinus && kind != TokenKind::kPlus && kind != TokenKind::kTilde)
    return parse_power(nullptr, tok_.loc);
  SourceLoc loc = tok_.loc;
  Nest nest(*this, loc);
  advance();
  bool literal_next = at(TokenKind::kInt) || at(TokenKind::kFloat);
  SourceLoc literal_loc = tok_.loc;
  bool too_large = at(TokenKind::kInt) && tok_.int_value > uint64_t(INT64_MAX);
  if (kind == TokenKind::kMinus && too_large) negated_literal_loc_ = literal_loc;
  PyExprPtr operand = parse_unary();
  // The operand is the literal itself (not `2 ** 2`, `1 .real`, `(1)`) when it is a number node
  // that starts where the literal token did.
  bool is_literal = literal_next && !operand->parenthesized && operand->loc == literal_loc &&
                    (operand->kind == PyExprKind::kInt || operand->kind == PyExprKind::kFloat);
  if (kind == TokenKind::kMinus && is_literal) {
    if (operand->kind == PyExprKind::kInt) {
      if (operand->int_value != INT64_MIN) operand->int_value = -operand->int_value;
    } else {
      operand->float_value = -operand->float_value;
      operand->str = arena_.store(fmt::format("-{}", operand->str));
    }
    operand->loc = loc;
    height_ = 0;
    return operand;
  }
  if (too_large) fail(literal_loc, "integer literal too large");
  PyExprPtr e = new_expr(PyExprKind::kUnaryOp, loc);
  e->str = token_kind_spelling(kind);
  e->items = list({operand});
  set_height(height_ + 1, loc);
  return e;
}

PyExprPtr Parser::parse_power(PyExprPtr first, SourceLoc start) {
  PyExprPtr base = first ? first : parse_primary();
  if (!at(TokenKind::kDoubleStar)) return base;
  int h = height_;
  SourceLoc op = tok_.loc;
  Nest nest(*this, op); // `a ** b ** c` recurses here
  advance();
  PyExprPtr exponent = parse_unary();
  PyExprPtr e = new_expr(PyExprKind::kBinOp, start);
  e->str = "**";
  e->items = list({base, exponent});
  set_height(std::max(h, height_) + 1, op);
  return e;
}

PyExprPtr Parser::parse_primary() {
  SourceLoc start = tok_.loc;
  PyExprPtr e = parse_atom();
  int h = height_;
  for (;;) {
    switch (tok_.kind) {
    case TokenKind::kDot: {
      SourceLoc dot = tok_.loc;
      advance();
      PyExprPtr a = new_expr(PyExprKind::kAttribute, start);
      a->str = arena_.store(expect_name("expected an attribute name after '.'"));
      a->items = list({e});
      e = a;
      set_height(h + 1, dot);
      break;
    }
    case TokenKind::kLParen: e = parse_call(e, start, h); break;
    case TokenKind::kLBracket: e = parse_subscript(e, start, h); break;
    default: height_ = h; return e;
    }
    h = height_;
  }
}

PyExprPtr Parser::parse_call(PyExprPtr callee, SourceLoc start, int h) {
  Token open = tok_;
  Nest nest(*this, open.loc);
  advance();
  PyExprPtr call = new_expr(PyExprKind::kCall, start);
  size_t mark = scratch_.size();
  scratch_.push_back(callee);
  h = parse_arguments(open, *call, h);
  call->items = take(mark);
  set_height(h + 1, open.loc);
  return call;
}

// Arguments up to and including the `)`: positional ones onto scratch_, keywords into `call`.
// Returns the largest height among `h` and the arguments.
int Parser::parse_arguments(const Token& open, PyExpr& call, int h) {
  size_t kw_mark = kw_scratch_.size();
  // Names seen, only for calls with many keywords (copies: kw_scratch_ may reallocate).
  std::optional<std::unordered_set<std::string_view>> seen;
  constexpr size_t kLinearSearchLimit = 16;
  while (!at_close(TokenKind::kRParen, open)) {
    if (at(TokenKind::kDoubleStar)) unsupported(tok_.loc, "**kwargs");
    PyExprPtr e = nullptr;
    if (at(TokenKind::kStar)) {
      // `f(*xs)`: the readers expand what they can evaluate (T.grid(*A.shape)).
      SourceLoc star = tok_.loc;
      advance();
      PyExprPtr inner = parse_expr();
      e = new_expr(PyExprKind::kStarred, star);
      e->items = list({inner});
    } else {
      e = parse_expr();
    }
    h = std::max(h, height_);
    if (at(TokenKind::kAssign)) {
      if (e->kind != PyExprKind::kName || e->parenthesized)
        fail(e->loc, "keyword argument must be a name");
      std::string_view name = e->str;
      size_t count = kw_scratch_.size() - kw_mark;
      bool repeated = false;
      if (count < kLinearSearchLimit) {
        for (size_t i = kw_mark; i < kw_scratch_.size(); ++i)
          repeated |= kw_scratch_[i].name == name;
      } else {
        if (!seen) {
          seen.emplace();
          for (size_t i = kw_mark; i < kw_scratch_.size(); ++i) seen->insert(kw_scratch_[i].name);
        }
        repeated = !seen->emplace(name).second;
      }
      if (repeated) fail(e->loc, fmt::format("keyword argument repeated: {}", name));
      advance();
      PyKeyword kw;
      kw.name = name;
      kw.loc = e->loc;
      kw.value = parse_expr();
      h = std::max(h, height_);
      kw_scratch_.push_back(kw);
    } else {
      if (kw_scratch_.size() > kw_mark)
        fail(e->loc, "positional argument follows keyword argument");
      if (at(TokenKind::kKwFor)) unsupported(tok_.loc, "comprehension");
      scratch_.push_back(e);
    }
    if (!accept(TokenKind::kComma)) break;
  }
  expect_close(TokenKind::kRParen, open);
  call.set_keywords(take(kw_scratch_, kw_mark));
  return h;
}

PyExprPtr Parser::parse_subscript(PyExprPtr value, SourceLoc start, int h) {
  Token open = tok_;
  Nest nest(*this, open.loc);
  advance();
  PyExprPtr e = new_expr(PyExprKind::kSubscript, start);
  size_t mark = scratch_.size();
  scratch_.push_back(value);
  if (at(TokenKind::kRBracket)) fail(tok_.loc, "expected an expression");
  while (!at_close(TokenKind::kRBracket, open)) {
    PyExprPtr item = parse_subscript_item();
    scratch_.push_back(item);
    h = std::max(h, height_);
    if (!accept(TokenKind::kComma)) break;
  }
  expect_close(TokenKind::kRBracket, open);
  e->items = take(mark);
  set_height(h + 1, open.loc);
  return e;
}

// An index or a slice `lo:hi:step` (each part optional).
PyExprPtr Parser::parse_subscript_item() {
  SourceLoc start = tok_.loc;
  PyExprPtr lo = nullptr;
  int h = 0;
  if (!at(TokenKind::kColon)) {
    lo = parse_expr();
    if (!at(TokenKind::kColon)) return lo;
    h = height_;
  }
  advance();
  auto part_follows = [&] {
    return !at(TokenKind::kColon) && !at(TokenKind::kComma) && !at(TokenKind::kRBracket) &&
           !at(TokenKind::kEnd);
  };
  PyExprPtr hi = nullptr, step = nullptr;
  if (part_follows()) {
    hi = parse_expr();
    h = std::max(h, height_);
  }
  if (accept(TokenKind::kColon) && part_follows()) {
    step = parse_expr();
    h = std::max(h, height_);
  }
  PyExprPtr s = new_expr(PyExprKind::kSlice, start);
  s->items = list({lo, hi, step});
  set_height(h + 1, start);
  return s;
}

PyExprPtr Parser::parse_atom() {
  SourceLoc loc = tok_.loc;
  height_ = 0;
  PyExprPtr e = nullptr;
  switch (tok_.kind) {
  case TokenKind::kName:
    e = new_expr(PyExprKind::kName, loc);
    e->str = arena_.store(tok_.text);
    break;
  case TokenKind::kInt:
    if (tok_.int_value > uint64_t(INT64_MAX) && loc != negated_literal_loc_)
      fail(loc, "integer literal too large");
    e = new_expr(PyExprKind::kInt, loc);
    e->int_value = int64_t(tok_.int_value); // 2^63 becomes INT64_MIN, negated by parse_unary
    break;
  case TokenKind::kFloat:
    e = new_expr(PyExprKind::kFloat, loc);
    e->float_value = tok_.float_value;
    e->str = arena_.store(tok_.text);
    break;
  case TokenKind::kString: return parse_string();
  case TokenKind::kKwTrue:
  case TokenKind::kKwFalse:
    e = new_expr(PyExprKind::kBool, loc);
    e->int_value = at(TokenKind::kKwTrue);
    break;
  case TokenKind::kKwNone: e = new_expr(PyExprKind::kNone, loc); break;
  case TokenKind::kLParen: return parse_paren();
  case TokenKind::kLBracket: return parse_list();
  case TokenKind::kLBrace: return parse_dict();
  case TokenKind::kStar: unsupported(loc, "starred expression");
  case TokenKind::kEllipsis: unsupported(loc, "Ellipsis '...'");
  case TokenKind::kKwYield:
  case TokenKind::kKwAwait: unsupported(loc, token_kind_spelling(tok_.kind));
  default: fail(loc, "expected an expression");
  }
  advance();
  return e;
}

// Adjacent string literals concatenate: `"a" 'b'` is "ab".
PyExprPtr Parser::parse_string() {
  PyExprPtr e = new_expr(PyExprKind::kString, tok_.loc);
  string_scratch_.clear();
  do {
    append_string_value(tok_, string_scratch_);
    advance();
  } while (at(TokenKind::kString));
  e->str = arena_.store(string_scratch_);
  height_ = 0;
  return e;
}

// `(e)`, `()`, `(a,)`, `(a, b)`.
PyExprPtr Parser::parse_paren() {
  Token open = tok_;
  Nest nest(*this, open.loc);
  advance();
  if (accept(TokenKind::kRParen)) {
    PyExprPtr t = new_expr(PyExprKind::kTuple, open.loc);
    t->parenthesized = true;
    set_height(1, open.loc);
    return t;
  }
  PyExprPtr first = parse_expr();
  int h = height_;
  if (at(TokenKind::kKwFor)) unsupported(tok_.loc, "comprehension");
  if (accept(TokenKind::kRParen)) {
    first->parenthesized = true;
    height_ = h;
    return first;
  }
  if (!at(TokenKind::kComma)) fail_unclosed(open, TokenKind::kRParen);
  size_t mark = scratch_.size();
  scratch_.push_back(first);
  while (accept(TokenKind::kComma) && !at_close(TokenKind::kRParen, open)) {
    PyExprPtr item = parse_expr();
    scratch_.push_back(item);
    h = std::max(h, height_);
  }
  expect_close(TokenKind::kRParen, open);
  PyExprPtr t = new_expr(PyExprKind::kTuple, open.loc);
  t->parenthesized = true;
  t->items = take(mark);
  set_height(h + 1, open.loc);
  return t;
}

PyExprPtr Parser::parse_list() {
  Token open = tok_;
  Nest nest(*this, open.loc);
  advance();
  size_t mark = scratch_.size();
  int h = 0;
  while (!at_close(TokenKind::kRBracket, open)) {
    PyExprPtr item = parse_expr();
    scratch_.push_back(item);
    h = std::max(h, height_);
    if (at(TokenKind::kKwFor)) unsupported(tok_.loc, "comprehension");
    if (!accept(TokenKind::kComma)) break;
  }
  expect_close(TokenKind::kRBracket, open);
  PyExprPtr l = new_expr(PyExprKind::kList, open.loc);
  l->items = take(mark);
  set_height(h + 1, open.loc);
  return l;
}

// `{k: v, ...}`; a set literal is unsupported.
PyExprPtr Parser::parse_dict() {
  Token open = tok_;
  Nest nest(*this, open.loc);
  advance();
  size_t mark = scratch_.size();
  int h = 0;
  while (!at_close(TokenKind::kRBrace, open)) {
    if (at(TokenKind::kDoubleStar)) unsupported(tok_.loc, "dict unpacking '**'");
    PyExprPtr key = parse_expr();
    scratch_.push_back(key);
    h = std::max(h, height_);
    if (at(TokenKind::kKwFor)) unsupported(tok_.loc, "comprehension");
    if (!at(TokenKind::kColon)) {
      if (at(TokenKind::kComma) || at(TokenKind::kRBrace)) unsupported(open.loc, "set literal");
      fail(tok_.loc, "expected ':'");
    }
    advance();
    PyExprPtr value = parse_expr();
    scratch_.push_back(value);
    h = std::max(h, height_);
    if (at(TokenKind::kKwFor)) unsupported(tok_.loc, "comprehension");
    if (!accept(TokenKind::kComma)) break;
  }
  expect_close(TokenKind::kRBrace, open);
  PyExprPtr d = new_expr(PyExprKind::kDict, open.loc);
  d->items = take(mark);
  set_height(h + 1, open.loc);
  return d;
}

} // namespace rxv::sem::py::detail
