#pragma once
/// The tokenizer for the Python subset of TVMScript: the first half of `parse_python`
/// (py_parser.h).
///
/// It follows Python's lexical rules where TVMScript uses them: NEWLINE ends a logical line, INDENT
/// and DEDENT bracket indented blocks, line breaks inside (), [] and {} and after a backslash are
/// joined, comments and blank lines vanish. Deliberate differences, each reported as a diagnostic:
/// - a tab in indentation is an error (TVMScript is printed with spaces, and mixing tabs and spaces
///   is where Python's own rules are subtle); tabs between tokens are plain whitespace;
/// - identifiers are ASCII; any other byte outside a string or comment is an invalid character;
/// - integer literals must fit in int64 (2^63 itself is let through so that the parser can read
///   `-9223372036854775808`; the parser rejects it anywhere else);
/// - f-strings, bytes and complex literals are unsupported constructs.
///
/// Tokens are views into the source (no allocation per token); the source must outlive them.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "semantics/support/diagnostic.h"

namespace rxv::sem::py {

// Each token kind once, with its spelling (punctuation, keywords) or description (the rest).
#define RXV_PY_SPECIAL_TOKENS(X)                                                                   \
  X(kName, "name")                                                                                 \
  X(kInt, "integer literal")                                                                       \
  X(kFloat, "float literal")                                                                       \
  X(kString, "string literal")                                                                     \
  X(kNewline, "newline")                                                                           \
  X(kIndent, "indent")                                                                             \
  X(kDedent, "dedent")                                                                             \
  X(kEnd, "end of input")                                                                          \
  X(kError, "invalid token")

#define RXV_PY_PUNCTUATION(X)                                                                      \
  X(kLParen, "(")                                                                                  \
  X(kRParen, ")")                                                                                  \
  X(kLBracket, "[")                                                                                \
  X(kRBracket, "]")                                                                                \
  X(kLBrace, "{")                                                                                  \
  X(kRBrace, "}")                                                                                  \
  X(kComma, ",")                                                                                   \
  X(kColon, ":")                                                                                   \
  X(kDot, ".")                                                                                     \
  X(kEllipsis, "...")                                                                              \
  X(kSemi, ";")                                                                                    \
  X(kAt, "@")                                                                                      \
  X(kAssign, "=")                                                                                  \
  X(kColonAssign, ":=")                                                                            \
  X(kArrow, "->")                                                                                  \
  X(kPlus, "+")                                                                                    \
  X(kMinus, "-")                                                                                   \
  X(kStar, "*")                                                                                    \
  X(kSlash, "/")                                                                                   \
  X(kDoubleSlash, "//")                                                                            \
  X(kPercent, "%")                                                                                 \
  X(kDoubleStar, "**")                                                                             \
  X(kTilde, "~")                                                                                   \
  X(kAmp, "&")                                                                                     \
  X(kPipe, "|")                                                                                    \
  X(kCaret, "^")                                                                                   \
  X(kLShift, "<<")                                                                                 \
  X(kRShift, ">>")                                                                                 \
  X(kEq, "==")                                                                                     \
  X(kNe, "!=")                                                                                     \
  X(kLt, "<")                                                                                      \
  X(kLe, "<=")                                                                                     \
  X(kGt, ">")                                                                                      \
  X(kGe, ">=")                                                                                     \
  X(kPlusAssign, "+=")                                                                             \
  X(kMinusAssign, "-=")                                                                            \
  X(kStarAssign, "*=")                                                                             \
  X(kSlashAssign, "/=")                                                                            \
  X(kDoubleSlashAssign, "//=")                                                                     \
  X(kPercentAssign, "%=")                                                                          \
  X(kDoubleStarAssign, "**=")                                                                      \
  X(kAtAssign, "@=")                                                                               \
  X(kAmpAssign, "&=")                                                                              \
  X(kPipeAssign, "|=")                                                                             \
  X(kCaretAssign, "^=")                                                                            \
  X(kLShiftAssign, "<<=")                                                                          \
  X(kRShiftAssign, ">>=")

#define RXV_PY_KEYWORDS(X)                                                                         \
  X(kKwFalse, "False")                                                                             \
  X(kKwNone, "None")                                                                               \
  X(kKwTrue, "True")                                                                               \
  X(kKwAnd, "and")                                                                                 \
  X(kKwAs, "as")                                                                                   \
  X(kKwAssert, "assert")                                                                           \
  X(kKwAsync, "async")                                                                             \
  X(kKwAwait, "await")                                                                             \
  X(kKwBreak, "break")                                                                             \
  X(kKwClass, "class")                                                                             \
  X(kKwContinue, "continue")                                                                       \
  X(kKwDef, "def")                                                                                 \
  X(kKwDel, "del")                                                                                 \
  X(kKwElif, "elif")                                                                               \
  X(kKwElse, "else")                                                                               \
  X(kKwExcept, "except")                                                                           \
  X(kKwFinally, "finally")                                                                         \
  X(kKwFor, "for")                                                                                 \
  X(kKwFrom, "from")                                                                               \
  X(kKwGlobal, "global")                                                                           \
  X(kKwIf, "if")                                                                                   \
  X(kKwImport, "import")                                                                           \
  X(kKwIn, "in")                                                                                   \
  X(kKwIs, "is")                                                                                   \
  X(kKwLambda, "lambda")                                                                           \
  X(kKwNonlocal, "nonlocal")                                                                       \
  X(kKwNot, "not")                                                                                 \
  X(kKwOr, "or")                                                                                   \
  X(kKwPass, "pass")                                                                               \
  X(kKwRaise, "raise")                                                                             \
  X(kKwReturn, "return")                                                                           \
  X(kKwTry, "try")                                                                                 \
  X(kKwWhile, "while")                                                                             \
  X(kKwWith, "with")                                                                               \
  X(kKwYield, "yield")

/// What a token is. Punctuation and keywords each get their own kind so that the parser dispatches
/// on one byte instead of comparing text.
enum class TokenKind : uint8_t {
#define RXV_PY_ENUM(name, text) name,
  RXV_PY_SPECIAL_TOKENS(RXV_PY_ENUM) RXV_PY_PUNCTUATION(RXV_PY_ENUM) RXV_PY_KEYWORDS(RXV_PY_ENUM)
#undef RXV_PY_ENUM
};

/// The number of token kinds (for tables indexed by kind).
inline constexpr size_t kNumTokenKinds = 0
#define RXV_PY_COUNT(name, text) +1
    RXV_PY_SPECIAL_TOKENS(RXV_PY_COUNT) RXV_PY_PUNCTUATION(RXV_PY_COUNT)
        RXV_PY_KEYWORDS(RXV_PY_COUNT);
#undef RXV_PY_COUNT

/// The spelling of a punctuation or keyword kind (`"->"`, `"lambda"`), else a description
/// (`"newline"`, `"string literal"`).
std::string_view token_kind_spelling(TokenKind kind);

/// True for punctuation and keywords, whose text is always their spelling.
inline bool has_fixed_spelling(TokenKind kind) { return kind >= TokenKind::kLParen; }

/// Flags of a kString token.
enum StringFlags : uint8_t {
  kStringRaw = 1,         ///< `r"..."`: backslashes are literal
  kStringNeedsDecode = 2, ///< has escapes or carriage returns (else the body is the value)
  kStringTriple = 4,      ///< `"""..."""` or `'''...'''`
};

/// One token. `loc` is where it starts (1-based line, byte column).
struct Token {
  TokenKind kind = TokenKind::kEnd;
  uint8_t flags = 0; ///< kString: StringFlags
  SourceLoc loc;
  std::string_view text;  ///< source text; empty for NEWLINE at end of input, INDENT, DEDENT, END
  uint64_t int_value = 0; ///< kInt: the value, at most 2^63
  double float_value = 0; ///< kFloat
};

/// Describes a token for a message: `'foo'`, `'('`, `'12'`, `string literal`, `newline`.
std::string describe_token(const Token& t);

/// The characters between the quotes of a kString token, not decoded.
std::string_view string_body(const Token& t);

/// Appends the value of a kString token to `out`: escapes resolved (unless raw), code points
/// encoded as UTF-8, line breaks as `\n`. The lexer has validated the escapes.
void append_string_value(const Token& t, std::string& out);

/// A streaming tokenizer; the parser pulls one token at a time so that no token array is built.
class Lexer {
public:
  /// `source` must outlive the lexer and its tokens. Errors go to `sink`.
  Lexer(std::string_view source, DiagnosticSink& sink);

  /// Stores the next token in `t`. After the first error it reports the error once and returns
  /// kError from then on; after the end it returns kEnd from then on.
  void next(Token& t);
  /// The next token, as above.
  Token next() {
    Token t;
    next(t);
    return t;
  }

private:
  void next_slow(Token& t);
  Token lex();
  bool lex_line_start(Token& out);
  Token lex_end();
  Token lex_name();
  Token lex_number();
  Token lex_string(size_t start, size_t prefix_len);
  Token lex_punctuation();
  Token error(size_t at, std::string message);
  Token make(TokenKind kind, size_t start) const;
  SourceLoc loc_at(size_t pos) const;
  void new_line(size_t next_line_start);
  bool skip_newline();

  std::string_view src_;
  DiagnosticSink& sink_;
  size_t pos_ = 0;
  uint32_t line_ = 1;
  size_t line_start_ = 0;        // byte offset where line_ starts
  int paren_depth_ = 0;          // open brackets; line breaks inside them are joined
  bool at_line_start_ = true;    // the next token starts a logical line: measure indentation
  bool line_has_tokens_ = false; // a NEWLINE is due before the end
  bool done_ = false;            // kEnd or kError has been returned
  TokenKind done_kind_ = TokenKind::kEnd;
  SourceLoc done_loc_;
  int pending_dedents_ = 0;
  SourceLoc dedent_loc_;
  std::vector<uint32_t> indents_; // indentation widths of the open blocks, outermost first
};

/// All tokens of `source`, up to and including the kEnd (or the kError that stopped it).
std::vector<Token> tokenize(std::string_view source, DiagnosticSink& sink);

} // namespace rxv::sem::py
