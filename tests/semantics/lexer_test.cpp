#include "semantics/script/lexer.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

namespace rxv::sem::py {
namespace lexer_test {

// Tokens as "kind@line:col" (kind = spelling or description), or "text@line:col" for names and
// numbers, separated by spaces.
std::string lex(std::string_view src) {
  DiagnosticSink sink;
  std::string out;
  for (const Token& t : tokenize(src, sink)) {
    if (!out.empty()) out += ' ';
    bool by_text = t.kind == TokenKind::kName || t.kind == TokenKind::kInt ||
                   t.kind == TokenKind::kFloat || t.kind == TokenKind::kString;
    out += by_text ? std::string(t.text) : std::string(token_kind_spelling(t.kind));
    out += '@' + std::to_string(t.loc.line) + ':' + std::to_string(t.loc.col);
  }
  if (sink.has_errors()) out += " | " + sink.format("f");
  return out;
}

// Kinds only, as spellings, for layout tests.
std::string kinds(std::string_view src) {
  DiagnosticSink sink;
  std::string out;
  for (const Token& t : tokenize(src, sink)) {
    if (!out.empty()) out += ' ';
    if (t.kind == TokenKind::kName || t.kind == TokenKind::kInt || t.kind == TokenKind::kFloat)
      out += t.text;
    else if (t.kind == TokenKind::kNewline)
      out += "NL";
    else if (t.kind == TokenKind::kIndent)
      out += "IN";
    else if (t.kind == TokenKind::kDedent)
      out += "DE";
    else if (t.kind == TokenKind::kEnd)
      out += "END";
    else
      out += token_kind_spelling(t.kind);
  }
  EXPECT_FALSE(sink.has_errors()) << sink.format("f");
  return out;
}

// The single error of `src` as "line:col: message"; checks that tokenizing stopped there.
std::string lex_error(std::string_view src) {
  DiagnosticSink sink;
  std::vector<Token> tokens = tokenize(src, sink);
  EXPECT_EQ(sink.num_errors(), 1u) << src;
  EXPECT_EQ(tokens.back().kind, TokenKind::kError) << src;
  if (sink.diagnostics().empty()) return "no error";
  const Diagnostic& d = sink.diagnostics()[0];
  EXPECT_EQ(tokens.back().loc, d.loc);
  return std::to_string(d.loc.line) + ":" + std::to_string(d.loc.col) + ": " + d.message;
}

Token single(std::string_view src) {
  DiagnosticSink sink;
  std::vector<Token> tokens = tokenize(src, sink);
  EXPECT_FALSE(sink.has_errors()) << sink.format("f");
  EXPECT_GE(tokens.size(), 2u);
  return tokens[0];
}

std::string string_value(std::string_view src) {
  Token t = single(src);
  EXPECT_EQ(t.kind, TokenKind::kString) << src;
  std::string v;
  append_string_value(t, v);
  return v;
}

TEST(Lexer, TokensCarryLineAndByteColumn) {
  EXPECT_EQ(lex("lv0: R.Tensor((n, 4), dtype=\"float32\") = R.add(x, y)\n"),
            "lv0@1:1 :@1:4 R@1:6 .@1:7 Tensor@1:8 (@1:14 (@1:15 n@1:16 ,@1:17 4@1:19 )@1:20 "
            ",@1:21 dtype@1:23 =@1:28 \"float32\"@1:29 )@1:38 =@1:40 R@1:42 .@1:43 add@1:44 "
            "(@1:47 x@1:48 ,@1:49 y@1:51 )@1:52 newline@1:53 end of input@2:1");
  // Columns count bytes: the two-byte 'é' inside the string moves `y` by two.
  EXPECT_EQ(lex("x = \"\xC3\xA9\" + y"),
            "x@1:1 =@1:3 \"\xC3\xA9\"@1:5 +@1:10 y@1:12 newline@1:13 end of input@1:13");
}

TEST(Lexer, IndentAndDedent) {
  EXPECT_EQ(kinds("class A:\n    def f():\n        pass\n    x\ny\n"),
            "class A : NL IN def f ( ) : NL IN pass NL DE x NL DE y NL END");
  // Several blocks closing at once give one DEDENT each, at the first token of the line.
  EXPECT_EQ(
      lex("if a:\n  if b:\n    c\nd\n"),
      "if@1:1 a@1:4 :@1:5 newline@1:6 indent@2:3 if@2:3 b@2:6 :@2:7 newline@2:8 "
      "indent@3:5 c@3:5 newline@3:6 dedent@4:1 dedent@4:1 d@4:1 newline@4:2 end of input@5:1");
  // Open blocks close at the end, after the NEWLINE that ends an unterminated last line.
  EXPECT_EQ(lex("if a:\n    b"), "if@1:1 a@1:4 :@1:5 newline@1:6 indent@2:5 b@2:5 newline@2:6 "
                                 "dedent@2:6 end of input@2:6");
  EXPECT_EQ(kinds(""), "END");
  EXPECT_EQ(kinds("\n\n   \n# only a comment\n"), "END");
}

TEST(Lexer, BlankAndCommentLinesDoNotAffectIndentation) {
  EXPECT_EQ(
      kinds("if a:\n\n        # deeper comment\n# shallow comment\n    b  # trailing\n\n    c\n"),
      "if a : NL IN b NL c NL DE END");
  // A tab on a blank or comment-only line is not indentation.
  EXPECT_EQ(kinds("a\n\t# comment\n \t\nb\n"), "a NL b NL END");
}

TEST(Lexer, ImplicitLineJoiningInsideBrackets) {
  EXPECT_EQ(kinds("x = f(a,\n# comment\n      b,  # c\n  [1,\n2], {3:\n 4}\n)\ny\n"),
            "x = f ( a , b , [ 1 , 2 ] , { 3 : 4 } ) NL y NL END");
  EXPECT_EQ(lex("(a,\n   b)"), "(@1:1 a@1:2 ,@1:3 b@2:4 )@2:5 newline@2:6 end of input@2:6");
}

TEST(Lexer, BackslashContinuation) {
  EXPECT_EQ(lex("x = a + \\\n      b\ny"),
            "x@1:1 =@1:3 a@1:5 +@1:7 b@2:7 newline@2:8 y@3:1 newline@3:2 end of input@3:2");
  EXPECT_EQ(kinds("if a:\n    x = \\\nb\n    y\n"), "if a : NL IN x = b NL y NL DE END");
}

TEST(Lexer, CarriageReturnLineEndings) {
  EXPECT_EQ(lex("a\r\n  # c\r\nb\rc"),
            "a@1:1 newline@1:2 b@3:1 newline@3:2 c@4:1 newline@4:2 end of input@4:2");
}

TEST(Lexer, ByteOrderMarkIsSkipped) {
  EXPECT_EQ(lex("\xEF\xBB\xBFx = 1"), "x@1:1 =@1:3 1@1:5 newline@1:6 end of input@1:6");
}

TEST(Lexer, Integers) {
  struct Case {
    const char* src;
    uint64_t value;
  };
  for (Case c : {Case{"0", 0},
                 {"7", 7},
                 {"000", 0},
                 {"1_000_000", 1000000},
                 {"0x1F", 31},
                 {"0XfF", 255},
                 {"0x_ff", 255},
                 {"0o17", 15},
                 {"0b1011", 11},
                 {"0B1_0", 2},
                 {"9223372036854775807", 9223372036854775807u},
                 {"9223372036854775808", 9223372036854775808u}, // only as the operand of `-`
                 {"0x8000000000000000", 9223372036854775808u}}) {
    Token t = single(c.src);
    EXPECT_EQ(t.kind, TokenKind::kInt) << c.src;
    EXPECT_EQ(t.int_value, c.value) << c.src;
    EXPECT_EQ(t.text, c.src);
  }
}

TEST(Lexer, Floats) {
  struct Case {
    const char* src;
    double value;
  };
  for (Case c : {Case{"1.5", 1.5},
                 {"1e-05", 1e-05},
                 {".5", 0.5},
                 {"2.", 2.0},
                 {"1E5", 1e5},
                 {"3.25e+2", 325.0},
                 {"1_0.5", 10.5},
                 {"0.0", 0.0},
                 {"1e400", HUGE_VAL},
                 {"1e-400", 0.0},
                 {"00.5", 0.5}}) {
    Token t = single(c.src);
    EXPECT_EQ(t.kind, TokenKind::kFloat) << c.src;
    EXPECT_EQ(t.float_value, c.value) << c.src;
    EXPECT_EQ(t.text, c.src);
  }
  // `1 .real` style: a space ends the number; `a.b` is never a float.
  EXPECT_EQ(kinds("a.b.c"), "a . b . c NL END");
  EXPECT_EQ(lex("x[1:.5]"), "x@1:1 [@1:2 1@1:3 :@1:4 .5@1:5 ]@1:7 newline@1:8 end of input@1:8");
}

TEST(Lexer, Strings) {
  EXPECT_EQ(string_value("\"float32\""), "float32");
  EXPECT_EQ(string_value("'it''s'"), "it"); // two literals; the parser concatenates
  EXPECT_EQ(string_value("'a\"b'"), "a\"b");
  EXPECT_EQ(string_value(R"("a\nb\tc\\d\'e\"f")"), "a\nb\tc\\d'e\"f");
  EXPECT_EQ(string_value(R"("\x41\x7a")"), "Az");
  EXPECT_EQ(string_value(R"("\xe9")"), "\xC3\xA9"); // code point U+00E9, as UTF-8
  EXPECT_EQ(string_value(R"("\u20ac\U0001F600\101\0")"), std::string("\xE2\x82\xAC\xF0\x9F\x98\x80"
                                                                     "A") +
                                                             '\0');
  EXPECT_EQ(string_value(R"("\d\q")"), "\\d\\q"); // unknown escapes keep the backslash
  EXPECT_EQ(string_value(R"(r"\d\n\"")"), "\\d\\n\\\"");
  EXPECT_EQ(string_value(R"(R'\x')"), "\\x");
  EXPECT_EQ(string_value(R"(u"ab")"), "ab");
  EXPECT_EQ(string_value("\"a\\\nb\""), "ab"); // backslash-newline continues the string
  EXPECT_EQ(string_value("\"\"\"one\n'two' \"three\"\r\nfour\"\"\""), "one\n'two' \"three\"\nfour");
  EXPECT_EQ(string_value("''"), "");
  EXPECT_EQ(string_value("''''''"), "");
  // A triple-quoted string spanning lines: the next token is on the right line and column.
  EXPECT_EQ(lex("x = '''a\nbc''' + y"),
            "x@1:1 =@1:3 '''a\nbc'''@1:5 +@2:7 y@2:9 newline@2:10 end of input@2:10");
  Token raw = single("r'a\\'b'");
  EXPECT_EQ(string_body(raw), "a\\'b");
  EXPECT_TRUE(raw.flags & kStringRaw);
  Token plain = single("'abc'");
  EXPECT_FALSE(plain.flags & kStringNeedsDecode); // the body is the value: no copy needed
  EXPECT_EQ(string_body(single("'''x'''")), "x");
}

TEST(Lexer, OperatorsTakeTheLongestMatch) {
  EXPECT_EQ(
      kinds("( ) [ ] { } , : . ... ; @ = := -> + - * / // % ** ~ & | ^ << >> == != < <= > >="),
      "( ) [ ] { } , : . ... ; @ = := -> + - * / // % ** ~ & | ^ << >> == != < <= > >= NL END");
  EXPECT_EQ(kinds("+= -= *= /= //= %= **= @= &= |= ^= <<= >>="),
            "+= -= *= /= //= %= **= @= &= |= ^= <<= >>= NL END");
  EXPECT_EQ(kinds("a**-b//=c->d"), "a ** - b //= c -> d NL END");
  EXPECT_EQ(kinds("x==-1"), "x == - 1 NL END");
}

TEST(Lexer, KeywordsAreTheirOwnKinds) {
  DiagnosticSink sink;
  std::vector<Token> t = tokenize("def define None none lambda lambdas not_ in_ if elif", sink);
  std::vector<TokenKind> expected = {TokenKind::kKwDef, TokenKind::kName,     TokenKind::kKwNone,
                                     TokenKind::kName,  TokenKind::kKwLambda, TokenKind::kName,
                                     TokenKind::kName,  TokenKind::kName,     TokenKind::kKwIf,
                                     TokenKind::kKwElif};
  ASSERT_GE(t.size(), expected.size());
  for (size_t i = 0; i < expected.size(); ++i)
    EXPECT_EQ(t[i].kind, expected[i]) << i << " " << t[i].text;
  for (const char* kw :
       {"False", "None",     "True",  "and",    "as",   "assert", "async",  "await",    "break",
        "class", "continue", "def",   "del",    "elif", "else",   "except", "finally",  "for",
        "from",  "global",   "if",    "import", "in",   "is",     "lambda", "nonlocal", "not",
        "or",    "pass",     "raise", "return", "try",  "while",  "with",   "yield"}) {
    Token k = single(kw);
    EXPECT_TRUE(has_fixed_spelling(k.kind)) << kw;
    EXPECT_EQ(token_kind_spelling(k.kind), kw);
  }
}

TEST(Lexer, DescribeToken) {
  EXPECT_EQ(describe_token(single("foo")), "'foo'");
  EXPECT_EQ(describe_token(single("12")), "'12'");
  EXPECT_EQ(describe_token(single("'s'")), "string literal");
  EXPECT_EQ(describe_token(single("->")), "'->'");
  EXPECT_EQ(describe_token(single("else")), "'else'");
  EXPECT_EQ(describe_token(single(std::string(50, 'a'))), "'" + std::string(40, 'a') + "...'");
  Token nl;
  nl.kind = TokenKind::kNewline;
  EXPECT_EQ(describe_token(nl), "newline");
}

TEST(Lexer, ErrorsAtTheOffendingToken) {
  EXPECT_EQ(lex_error("x = $"), "1:5: invalid character '$'");
  EXPECT_EQ(lex_error("x = a ? b"), "1:7: invalid character '?'");
  EXPECT_EQ(lex_error("x = a ! b"), "1:7: invalid character '!'");
  EXPECT_EQ(lex_error("a\n  `b`"), "2:3: invalid character '`'");
  EXPECT_EQ(lex_error("x = \xE2\x80\xA6"), "1:5: invalid character '\xE2\x80\xA6' (U+2026)");
  EXPECT_EQ(lex_error("x = \xFF"), "1:5: invalid byte 0xFF (not UTF-8)");
  EXPECT_EQ(lex_error(std::string("x = \x01", 5)), "1:5: invalid non-printable character U+0001");
  EXPECT_EQ(lex_error("x = 'abc\ny'"), "1:5: unterminated string literal");
  EXPECT_EQ(lex_error("x = \"abc"), "1:5: unterminated string literal");
  EXPECT_EQ(lex_error("x = r'abc\\'"), "1:5: unterminated string literal");
  EXPECT_EQ(lex_error("a\nx = '''abc\n\ndef"), "2:5: unterminated triple-quoted string literal");
  EXPECT_EQ(lex_error("x = 9223372036854775809"), "1:5: integer literal too large");
  EXPECT_EQ(lex_error("x = 99999999999999999999999"), "1:5: integer literal too large");
  EXPECT_EQ(lex_error("x = 0x10000000000000000"), "1:5: integer literal too large");
  EXPECT_EQ(lex_error("x = 007"),
            "1:5: leading zeros in decimal integer literals are not permitted");
  EXPECT_EQ(lex_error("x = 1__0"), "1:5: invalid decimal literal");
  EXPECT_EQ(lex_error("x = 10_"), "1:5: invalid decimal literal");
  EXPECT_EQ(lex_error("x = 12abc"), "1:5: invalid decimal literal");
  EXPECT_EQ(lex_error("x = 1e"), "1:5: invalid decimal literal");
  EXPECT_EQ(lex_error("x = 1.real"), "1:5: invalid decimal literal");
  EXPECT_EQ(lex_error("x = 0x"), "1:5: invalid hexadecimal literal");
  EXPECT_EQ(lex_error("x = 0xfg"), "1:5: invalid hexadecimal literal");
  EXPECT_EQ(lex_error("x = 0o78"), "1:5: invalid octal literal");
  EXPECT_EQ(lex_error("x = 0b102"), "1:5: invalid binary literal");
  EXPECT_EQ(lex_error("x = 1j"), "1:5: unsupported Python construct: complex literal");
  EXPECT_EQ(lex_error("x = f'{a}'"), "1:5: unsupported Python construct: f-string");
  EXPECT_EQ(lex_error("x = b'a'"), "1:5: unsupported Python construct: bytes literal");
  EXPECT_EQ(lex_error("x = 'a\\x4'"), "1:7: invalid \\x escape: expected 2 hex digits");
  EXPECT_EQ(lex_error("x = 'a\\u12'"),
            "1:7: invalid \\u escape: expected 4 hex digits of a valid code point");
  EXPECT_EQ(lex_error("x = 'a\\U00110000'"),
            "1:7: invalid \\U escape: expected 8 hex digits of a valid code point");
  EXPECT_EQ(lex_error("x = '\\N{DASH}'"), "1:6: unsupported Python construct: \\N{...} escape");
  EXPECT_EQ(lex_error("x = a \\ b"), "1:7: unexpected character after line continuation character");
  EXPECT_EQ(lex_error("x = a \\"),
            "1:7: unexpected end of input after line continuation character");
  EXPECT_EQ(lex_error("if a:\n\tb\n"),
            "2:1: tab in indentation is not supported; indent with spaces");
  EXPECT_EQ(lex_error("if a:\n  \tb\n"),
            "2:3: tab in indentation is not supported; indent with spaces");
  EXPECT_EQ(lex_error("if a:\n    b\n  c\n"),
            "3:3: unindent does not match any outer indentation level");
}

TEST(Lexer, TabsBetweenTokensAreWhitespace) {
  EXPECT_EQ(lex("x\t=\t1"), "x@1:1 =@1:3 1@1:5 newline@1:6 end of input@1:6");
}

TEST(Lexer, StaysAtTheEndOrTheError) {
  DiagnosticSink sink;
  Lexer done("x", sink);
  for (int i = 0; i < 2; ++i) done.next();
  for (int i = 0; i < 3; ++i) EXPECT_EQ(done.next().kind, TokenKind::kEnd);
  Lexer failed("x = $ y", sink);
  Token t;
  for (int i = 0; i < 3; ++i) failed.next(t);
  EXPECT_EQ(t.kind, TokenKind::kError);
  for (int i = 0; i < 3; ++i) EXPECT_EQ(failed.next().kind, TokenKind::kError);
  EXPECT_EQ(sink.num_errors(), 1u); // reported once
}

} // namespace lexer_test
} // namespace rxv::sem::py
