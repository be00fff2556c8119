#include "semantics/script/lexer.h"

#include <fmt/format.h>

#include <array>
#include <charconv>
#include <cstdlib>
#include <limits>

namespace rxv::sem::py {
namespace {

constexpr std::string_view kSpellings[] = {
#define RXV_PY_SPELLING(name, text) text,
    RXV_PY_SPECIAL_TOKENS(RXV_PY_SPELLING) RXV_PY_PUNCTUATION(RXV_PY_SPELLING)
        RXV_PY_KEYWORDS(RXV_PY_SPELLING)
#undef RXV_PY_SPELLING
};

// The magnitude of INT64_MIN: the largest integer literal the lexer lets through.
constexpr uint64_t kMaxIntLiteral = uint64_t(1) << 63;

// Character classes, one table lookup per byte on the hot path.
enum CharClass : uint8_t { kIdStart = 1, kIdCont = 2, kDigit = 4, kHex = 8 };

constexpr std::array<uint8_t, 256> make_char_classes() {
  std::array<uint8_t, 256> t{};
  for (int c = 0; c < 256; ++c) {
    bool alpha = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
    bool digit = c >= '0' && c <= '9';
    bool hex = digit || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    t[c] = uint8_t((alpha ? kIdStart | kIdCont : 0) | (digit ? kIdCont | kDigit : 0) |
                   (hex ? kHex : 0));
  }
  return t;
}
constexpr auto kCharClasses = make_char_classes();

bool has_class(char c, uint8_t cls) { return (kCharClasses[uint8_t(c)] & cls) != 0; }
int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return c - 'A' + 10;
}

// Keywords: a collision-free hash over (first byte, length, last byte); checked at compile time.
constexpr TokenKind kKeywordKinds[] = {
#define RXV_PY_KIND(name, text) TokenKind::name,
    RXV_PY_KEYWORDS(RXV_PY_KIND)
#undef RXV_PY_KIND
};
constexpr size_t keyword_hash(std::string_view s) {
  return (uint8_t(s.front()) + 19 * s.size() + uint8_t(s.back())) & 127;
}
constexpr std::array<TokenKind, 128> make_keyword_table() {
  std::array<TokenKind, 128> t{};
  t.fill(TokenKind::kName);
  for (TokenKind k : kKeywordKinds) {
    size_t h = keyword_hash(kSpellings[size_t(k)]);
    if (t[h] != TokenKind::kName) throw "keyword hash collision"; // fails constant evaluation
    t[h] = k;
  }
  return t;
}
constexpr auto kKeywordTable = make_keyword_table();

TokenKind keyword_or_name(std::string_view s) {
  if (s.size() < 2 || s.size() > 8) return TokenKind::kName;
  TokenKind k = kKeywordTable[keyword_hash(s)];
  if (k != TokenKind::kName && kSpellings[size_t(k)] == s) return k;
  return TokenKind::kName;
}

// Python's string prefixes; which of them rxv supports is decided in lex_string.
bool is_string_prefix(std::string_view p) {
  auto lower = [](char c) { return char(c | 0x20); };
  if (p.size() == 1) {
    char c = lower(p[0]);
    return c == 'r' || c == 'u' || c == 'b' || c == 'f';
  }
  if (p.size() == 2) {
    char a = lower(p[0]), b = lower(p[1]);
    if (a > b) std::swap(a, b);
    return (a == 'b' && b == 'r') || (a == 'f' && b == 'r');
  }
  return false;
}

void append_utf8(std::string& out, uint32_t cp) {
  if (cp < 0x80) {
    out += char(cp);
  } else if (cp < 0x800) {
    out += char(0xC0 | (cp >> 6));
    out += char(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += char(0xE0 | (cp >> 12));
    out += char(0x80 | ((cp >> 6) & 0x3F));
    out += char(0x80 | (cp & 0x3F));
  } else {
    out += char(0xF0 | (cp >> 18));
    out += char(0x80 | ((cp >> 12) & 0x3F));
    out += char(0x80 | ((cp >> 6) & 0x3F));
    out += char(0x80 | (cp & 0x3F));
  }
}

// The message for a byte that cannot start a token, naming the whole UTF-8 character if it is one.
std::string invalid_character_message(std::string_view src, size_t pos) {
  uint8_t b = uint8_t(src[pos]);
  if (b < 0x80) {
    if (b >= 0x20 && b < 0x7F) return fmt::format("invalid character '{}'", char(b));
    return fmt::format("invalid non-printable character U+{:04X}", b);
  }
  size_t len = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 0;
  if (len == 0 || b > 0xF4 || pos + len > src.size())
    return fmt::format("invalid byte 0x{:02X} (not UTF-8)", b);
  uint32_t cp = b & (0x7F >> len);
  for (size_t i = 1; i < len; ++i) {
    uint8_t c = uint8_t(src[pos + i]);
    if ((c & 0xC0) != 0x80) return fmt::format("invalid byte 0x{:02X} (not UTF-8)", b);
    cp = (cp << 6) | (c & 0x3F);
  }
  return fmt::format("invalid character '{}' (U+{:04X})", src.substr(pos, len), cp);
}

} // namespace

std::string_view token_kind_spelling(TokenKind kind) { return kSpellings[size_t(kind)]; }

std::string describe_token(const Token& t) {
  switch (t.kind) {
  case TokenKind::kName:
  case TokenKind::kInt:
  case TokenKind::kFloat: {
    constexpr size_t kMaxShown = 40;
    if (t.text.size() <= kMaxShown) return fmt::format("'{}'", t.text);
    return fmt::format("'{}...'", t.text.substr(0, kMaxShown));
  }
  default:
    if (has_fixed_spelling(t.kind)) return fmt::format("'{}'", token_kind_spelling(t.kind));
    return std::string(token_kind_spelling(t.kind));
  }
}

std::string_view string_body(const Token& t) {
  size_t p = 0;
  while (p < t.text.size() && t.text[p] != '"' && t.text[p] != '\'') ++p; // skip the prefix
  size_t quote = (t.flags & kStringTriple) ? 3 : 1;
  if (t.text.size() < p + 2 * quote) return {};
  return t.text.substr(p + quote, t.text.size() - p - 2 * quote);
}

void append_string_value(const Token& t, std::string& out) {
  std::string_view s = string_body(t);
  if (!(t.flags & kStringNeedsDecode)) {
    out.append(s);
    return;
  }
  bool raw = t.flags & kStringRaw;
  out.reserve(out.size() + s.size());
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c == '\r') { // Python reads \r\n and \r as \n
      out += '\n';
      if (i + 1 < s.size() && s[i + 1] == '\n') ++i;
      continue;
    }
    if (c != '\\' || raw || i + 1 >= s.size()) {
      out += c;
      continue;
    }
    char e = s[++i];
    auto hex_escape = [&](size_t digits) {
      uint32_t cp = 0;
      for (size_t k = 0; k < digits && i + 1 < s.size(); ++k) cp = cp * 16 + hex_value(s[++i]);
      append_utf8(out, cp);
    };
    switch (e) {
    case '\n': break; // backslash-newline continues the string
    case '\r':
      if (i + 1 < s.size() && s[i + 1] == '\n') ++i;
      break;
    case '\\': out += '\\'; break;
    case '\'': out += '\''; break;
    case '"': out += '"'; break;
    case 'a': out += '\a'; break;
    case 'b': out += '\b'; break;
    case 'f': out += '\f'; break;
    case 'n': out += '\n'; break;
    case 'r': out += '\r'; break;
    case 't': out += '\t'; break;
    case 'v': out += '\v'; break;
    case 'x': hex_escape(2); break;
    case 'u': hex_escape(4); break;
    case 'U': hex_escape(8); break;
    default:
      if (e >= '0' && e <= '7') {
        uint32_t cp = uint32_t(e - '0');
        for (int k = 0; k < 2 && i + 1 < s.size() && s[i + 1] >= '0' && s[i + 1] <= '7'; ++k)
          cp = cp * 8 + uint32_t(s[++i] - '0');
        append_utf8(out, cp);
      } else { // an unknown escape keeps its backslash, as in Python
        out += '\\';
        out += e;
      }
    }
  }
}

Lexer::Lexer(std::string_view source, DiagnosticSink& sink) : src_(source), sink_(sink) {
  indents_.push_back(0);
  if (src_.substr(0, 3) == "\xEF\xBB\xBF") pos_ = line_start_ = 3; // UTF-8 byte order mark
}

// The fast path covers names, keywords and the common one-character punctuation in the middle of
// a line (most tokens of a TVMScript file); everything else goes through lex().
void Lexer::next(Token& t) {
  if (!at_line_start_ && pending_dedents_ == 0 && !done_) {
    const char* s = src_.data();
    size_t n = src_.size();
    size_t p = pos_;
    while (p < n && s[p] == ' ') ++p;
    pos_ = p;
    if (p < n) {
      char c = s[p];
      char c1 = p + 1 < n ? s[p + 1] : '\0';
      TokenKind k = TokenKind::kError; // "not handled here"
      size_t end = p + 1;
      if (has_class(c, kIdStart)) {
        while (end < n && has_class(s[end], kIdCont)) ++end;
        if (end >= n || (s[end] != '"' && s[end] != '\'')) k = TokenKind::kName; // else a prefix
      } else {
        switch (c) {
        case '(':
          k = TokenKind::kLParen;
          ++paren_depth_;
          break;
        case '[':
          k = TokenKind::kLBracket;
          ++paren_depth_;
          break;
        case ')':
          k = TokenKind::kRParen;
          paren_depth_ -= paren_depth_ > 0;
          break;
        case ']':
          k = TokenKind::kRBracket;
          paren_depth_ -= paren_depth_ > 0;
          break;
        case ',': k = TokenKind::kComma; break;
        case '.':
          if (c1 != '.' && !has_class(c1, kDigit)) k = TokenKind::kDot;
          break;
        case '=':
          if (c1 != '=') k = TokenKind::kAssign;
          break;
        case ':':
          if (c1 != '=') k = TokenKind::kColon;
          break;
        default: break;
        }
      }
      if (k != TokenKind::kError) {
        t.text = std::string_view(s + p, end - p);
        t.kind = k == TokenKind::kName ? keyword_or_name(t.text) : k;
        t.flags = 0;
        t.loc = SourceLoc{line_, uint32_t(p - line_start_ + 1)}; // lines are < 4 GiB (lex())
        pos_ = end;
        line_has_tokens_ = true;
        return;
      }
    }
  }
  next_slow(t);
}

void Lexer::next_slow(Token& t) {
  if (pending_dedents_ > 0) {
    --pending_dedents_;
    t = Token();
    t.kind = TokenKind::kDedent;
    t.loc = dedent_loc_;
    return;
  }
  if (done_) {
    t = Token();
    t.kind = done_kind_;
    t.loc = done_loc_;
    return;
  }
  t = lex();
  switch (t.kind) {
  case TokenKind::kNewline: line_has_tokens_ = false; break;
  case TokenKind::kIndent:
  case TokenKind::kDedent: break;
  case TokenKind::kEnd:
  case TokenKind::kError:
    done_ = true;
    done_kind_ = t.kind;
    done_loc_ = t.loc;
    break;
  default: line_has_tokens_ = true;
  }
}

SourceLoc Lexer::loc_at(size_t pos) const {
  constexpr size_t kMaxCol = std::numeric_limits<uint32_t>::max();
  return SourceLoc{line_, uint32_t(std::min(pos - line_start_ + 1, kMaxCol))};
}

Token Lexer::make(TokenKind kind, size_t start) const {
  Token t;
  t.kind = kind;
  t.loc = loc_at(start);
  t.text = std::string_view(src_.data() + start, pos_ - start);
  return t;
}

Token Lexer::error(size_t at, std::string message) {
  Token t;
  t.kind = TokenKind::kError;
  t.loc = loc_at(at);
  sink_.error(t.loc, std::move(message));
  return t;
}

void Lexer::new_line(size_t next_line_start) {
  if (line_ < std::numeric_limits<uint32_t>::max()) ++line_;
  line_start_ = next_line_start;
}

bool Lexer::skip_newline() {
  if (pos_ >= src_.size()) return false;
  if (src_[pos_] == '\r') {
    ++pos_;
    if (pos_ < src_.size() && src_[pos_] == '\n') ++pos_;
  } else if (src_[pos_] == '\n') {
    ++pos_;
  } else {
    return false;
  }
  new_line(pos_);
  return true;
}

// At the start of a logical line: skips blank and comment-only lines, then compares the
// indentation with the open blocks. Returns true with INDENT, DEDENT or an error in `out`, or false
// when the line continues at the current block's indentation (or the input ended).
bool Lexer::lex_line_start(Token& out) {
  for (;;) {
    uint32_t width = 0;
    size_t p = pos_;
    size_t tab = std::string_view::npos; // a tab only matters on a line that has tokens
    for (; p < src_.size(); ++p) {
      char c = src_[p];
      if (c == ' ') {
        ++width;
      } else if (c == '\f') {
        width = 0; // as in Python: a form feed resets the indentation count
      } else if (c == '\t') {
        if (tab == std::string_view::npos) tab = p;
      } else {
        break;
      }
    }
    pos_ = p;
    if (p >= src_.size()) return false;
    if (src_[p] == '#') {
      while (pos_ < src_.size() && src_[pos_] != '\n' && src_[pos_] != '\r') ++pos_;
      if (!skip_newline()) return false;
      continue;
    }
    if (skip_newline()) continue; // a blank line

    if (tab != std::string_view::npos) {
      out = error(tab, "tab in indentation is not supported; indent with spaces");
      return true;
    }
    at_line_start_ = false;
    if (width == indents_.back()) return false;
    if (width > indents_.back()) {
      indents_.push_back(width);
      out = make(TokenKind::kIndent, p);
      return true;
    }
    int popped = 0;
    while (indents_.back() > width) {
      indents_.pop_back();
      ++popped;
    }
    if (indents_.back() != width) {
      out = error(p, "unindent does not match any outer indentation level");
      return true;
    }
    out = make(TokenKind::kDedent, p);
    pending_dedents_ = popped - 1;
    dedent_loc_ = out.loc;
    return true;
  }
}

// At the end of input: the NEWLINE that ends an unfinished line, a DEDENT per open block, END.
// Inside unclosed brackets only END, so that the parser reports the bracket.
Token Lexer::lex_end() {
  size_t end = src_.size();
  if (paren_depth_ == 0 && line_has_tokens_) {
    at_line_start_ = true;
    return make(TokenKind::kNewline, end);
  }
  if (paren_depth_ == 0 && indents_.size() > 1) {
    pending_dedents_ = int(indents_.size()) - 2;
    indents_.resize(1);
    Token t = make(TokenKind::kDedent, end);
    dedent_loc_ = t.loc;
    return t;
  }
  return make(TokenKind::kEnd, end);
}

Token Lexer::lex() {
  // Positions are 32-bit; the check runs once, as the first token starts a line.
  if (at_line_start_ && src_.size() >= std::numeric_limits<uint32_t>::max())
    return error(pos_, "input too large for line:col positions (4 GiB or more)");
  if (at_line_start_) {
    Token t;
    if (lex_line_start(t)) return t;
  }
  for (;;) {
    if (pos_ >= src_.size()) return lex_end();
    char c = src_[pos_];
    if (c == ' ' || c == '\t' || c == '\f') {
      ++pos_;
    } else if (c == '#') {
      while (pos_ < src_.size() && src_[pos_] != '\n' && src_[pos_] != '\r') ++pos_;
    } else if (c == '\\') {
      size_t at = pos_++;
      if (pos_ >= src_.size())
        return error(at, "unexpected end of input after line continuation character");
      if (!skip_newline())
        return error(at, "unexpected character after line continuation character");
    } else if (c == '\n' || c == '\r') {
      if (paren_depth_ > 0) { // implicit line joining
        skip_newline();
        continue;
      }
      size_t start = pos_;
      Token t;
      t.kind = TokenKind::kNewline;
      t.loc = loc_at(start);
      skip_newline();
      t.text = src_.substr(start, pos_ - start);
      at_line_start_ = true;
      return t;
    } else {
      break;
    }
  }
  char c = src_[pos_];
  if (has_class(c, kIdStart)) return lex_name();
  if (has_class(c, kDigit)) return lex_number();
  if (c == '.' && pos_ + 1 < src_.size() && has_class(src_[pos_ + 1], kDigit)) return lex_number();
  if (c == '"' || c == '\'') return lex_string(pos_, 0);
  return lex_punctuation();
}

Token Lexer::lex_name() {
  size_t start = pos_++;
  while (pos_ < src_.size() && has_class(src_[pos_], kIdCont)) ++pos_;
  std::string_view text = src_.substr(start, pos_ - start);
  if (pos_ < src_.size() && (src_[pos_] == '"' || src_[pos_] == '\'') && is_string_prefix(text))
    return lex_string(start, text.size());
  return make(keyword_or_name(text), start);
}

Token Lexer::lex_number() {
  size_t start = pos_;
  // Scans digits of class `cls` with single underscores between them; false on a misplaced '_'.
  auto scan_digits = [&](uint8_t cls) {
    while (pos_ < src_.size()) {
      char c = src_[pos_];
      if (has_class(c, cls)) {
        ++pos_;
      } else if (c == '_' && pos_ + 1 < src_.size() && has_class(src_[pos_ + 1], cls)) {
        pos_ += 2;
      } else {
        break;
      }
    }
    return !(pos_ < src_.size() && src_[pos_] == '_');
  };
  auto accumulate = [](uint64_t& v, uint64_t base, uint64_t d) {
    if (v > (kMaxIntLiteral - d) / base) return false;
    v = v * base + d;
    return true;
  };

  char c1 = pos_ + 1 < src_.size() ? char(src_[pos_ + 1] | 0x20) : '\0';
  if (src_[pos_] == '0' && (c1 == 'x' || c1 == 'o' || c1 == 'b')) {
    uint64_t base = c1 == 'x' ? 16 : c1 == 'o' ? 8 : 2;
    const char* what = c1 == 'x'   ? "invalid hexadecimal literal"
                       : c1 == 'o' ? "invalid octal literal"
                                   : "invalid binary literal";
    pos_ += 2;
    if (pos_ < src_.size() && src_[pos_] == '_') ++pos_; // Python allows 0x_ff
    size_t digits_start = pos_;
    if (!scan_digits(kHex)) return error(start, what); // digits are checked against the base below
    if (pos_ == digits_start || (pos_ < src_.size() && has_class(src_[pos_], kIdCont)))
      return error(start, what);
    uint64_t v = 0;
    for (size_t i = digits_start; i < pos_; ++i) {
      if (src_[i] == '_') continue;
      uint64_t d = uint64_t(hex_value(src_[i]));
      if (d >= base) return error(start, what);
      if (!accumulate(v, base, d)) return error(start, "integer literal too large");
    }
    Token t = make(TokenKind::kInt, start);
    t.int_value = v;
    return t;
  }

  bool is_float = false;
  if (has_class(src_[pos_], kDigit) && !scan_digits(kDigit))
    return error(start, "invalid decimal literal");
  if (pos_ < src_.size() && src_[pos_] == '.') {
    is_float = true;
    ++pos_;
    if (pos_ < src_.size() && has_class(src_[pos_], kDigit) && !scan_digits(kDigit))
      return error(start, "invalid decimal literal");
  }
  if (pos_ < src_.size() && (src_[pos_] | 0x20) == 'e') {
    size_t p = pos_ + 1;
    if (p < src_.size() && (src_[p] == '+' || src_[p] == '-')) ++p;
    if (p >= src_.size() || !has_class(src_[p], kDigit))
      return error(start, "invalid decimal literal");
    pos_ = p;
    if (!scan_digits(kDigit)) return error(start, "invalid decimal literal");
    is_float = true;
  }
  if (pos_ < src_.size() && (src_[pos_] | 0x20) == 'j')
    return error(start, "unsupported Python construct: complex literal");
  if (pos_ < src_.size() && has_class(src_[pos_], kIdCont))
    return error(start, "invalid decimal literal");

  Token t = make(is_float ? TokenKind::kFloat : TokenKind::kInt, start);
  if (!is_float) {
    uint64_t v = 0;
    for (char c : t.text) {
      if (c == '_') continue;
      if (v == 0 && c != '0' && t.text[0] == '0')
        return error(start, "leading zeros in decimal integer literals are not permitted");
      if (!accumulate(v, 10, uint64_t(c - '0'))) return error(start, "integer literal too large");
    }
    t.int_value = v;
    return t;
  }
  // Underscores are Python syntax only; from_chars wants plain digits.
  std::string digits;
  std::string_view text = t.text;
  if (text.find('_') != std::string_view::npos) {
    for (char c : text)
      if (c != '_') digits += c;
    text = digits;
  }
  auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), t.float_value);
  if (ec == std::errc::result_out_of_range) {
    // Python's value: infinity on overflow, zero or a subnormal on underflow (as strtod gives).
    t.float_value = std::strtod(std::string(text).c_str(), nullptr);
  } else if (ec != std::errc() || ptr != text.data() + text.size()) {
    return error(start, "invalid decimal literal");
  }
  return t;
}

Token Lexer::lex_string(size_t start, size_t prefix_len) {
  for (size_t i = 0; i < prefix_len; ++i) {
    char p = char(src_[start + i] | 0x20);
    if (p == 'f') return error(start, "unsupported Python construct: f-string");
    if (p == 'b') return error(start, "unsupported Python construct: bytes literal");
  }
  bool raw = prefix_len > 0 && (src_[start] | 0x20) == 'r';
  Token t;
  t.kind = TokenKind::kString;
  t.loc = loc_at(start);
  t.flags = raw ? kStringRaw : 0;
  pos_ = start + prefix_len;
  char q = src_[pos_];
  bool triple = pos_ + 2 < src_.size() && src_[pos_ + 1] == q && src_[pos_ + 2] == q;
  if (triple) t.flags |= kStringTriple;
  pos_ += triple ? 3 : 1;
  auto unterminated = [&] {
    t.kind = TokenKind::kError;
    sink_.error(t.loc, triple ? "unterminated triple-quoted string literal"
                              : "unterminated string literal");
    return t;
  };
  // Checks the `digits` hex digits after `\x`, `\u` or `\U` at `esc`; false if they are bad.
  auto hex_digits_ok = [&](size_t esc, size_t digits) {
    if (esc + 2 + digits > src_.size()) return false;
    uint32_t cp = 0;
    for (size_t k = 0; k < digits; ++k) {
      char h = src_[esc + 2 + k];
      if (!has_class(h, kHex)) return false;
      cp = cp * 16 + uint32_t(hex_value(h));
    }
    return cp <= 0x10FFFF && !(cp >= 0xD800 && cp <= 0xDFFF);
  };
  for (;;) {
    if (pos_ >= src_.size()) return unterminated();
    char c = src_[pos_];
    if (c == q) {
      if (!triple) {
        ++pos_;
        break;
      }
      if (pos_ + 2 < src_.size() && src_[pos_ + 1] == q && src_[pos_ + 2] == q) {
        pos_ += 3;
        break;
      }
      ++pos_;
    } else if (c == '\n' || c == '\r') {
      if (!triple) return unterminated();
      if (c == '\r') t.flags |= kStringNeedsDecode;
      skip_newline();
    } else if (c == '\\') {
      size_t esc = pos_++;
      if (pos_ >= src_.size()) return unterminated();
      char e = src_[pos_];
      if (!raw) t.flags |= kStringNeedsDecode;
      if (e == '\n' || e == '\r') { // the string continues on the next line
        if (e == '\r') t.flags |= kStringNeedsDecode;
        skip_newline();
        continue;
      }
      ++pos_;
      if (raw) continue;
      size_t digits = e == 'x' ? 2 : e == 'u' ? 4 : e == 'U' ? 8 : 0;
      if (digits > 0) {
        if (!hex_digits_ok(esc, digits))
          return error(esc, fmt::format("invalid \\{} escape: expected {} hex digits{}", e, digits,
                                        digits == 2 ? "" : " of a valid code point"));
        pos_ += digits;
      } else if (e == 'N') {
        return error(esc, "unsupported Python construct: \\N{...} escape");
      }
    } else {
      ++pos_;
    }
  }
  t.text = src_.substr(start, pos_ - start);
  return t;
}

Token Lexer::lex_punctuation() {
  size_t start = pos_;
  auto at = [&](size_t k) { return start + k < src_.size() ? src_[start + k] : '\0'; };
  char c = at(0), c1 = at(1), c2 = at(2);
  TokenKind k;
  size_t len = 1;
  // `op=` forms: picks `with_eq` and length+1 when '=' follows the operator of length `n`.
  auto eq_form = [&](size_t n, TokenKind plain, TokenKind with_eq) {
    if (at(n) == '=') {
      len = n + 1;
      return with_eq;
    }
    len = n;
    return plain;
  };
  switch (c) {
  case '(':
    k = TokenKind::kLParen;
    ++paren_depth_;
    break;
  case '[':
    k = TokenKind::kLBracket;
    ++paren_depth_;
    break;
  case '{':
    k = TokenKind::kLBrace;
    ++paren_depth_;
    break;
  case ')':
    k = TokenKind::kRParen;
    paren_depth_ -= paren_depth_ > 0;
    break;
  case ']':
    k = TokenKind::kRBracket;
    paren_depth_ -= paren_depth_ > 0;
    break;
  case '}':
    k = TokenKind::kRBrace;
    paren_depth_ -= paren_depth_ > 0;
    break;
  case ',': k = TokenKind::kComma; break;
  case ';': k = TokenKind::kSemi; break;
  case '~': k = TokenKind::kTilde; break;
  case ':': k = eq_form(1, TokenKind::kColon, TokenKind::kColonAssign); break;
  case '.':
    if (c1 == '.' && c2 == '.') {
      k = TokenKind::kEllipsis;
      len = 3;
    } else {
      k = TokenKind::kDot;
    }
    break;
  case '@': k = eq_form(1, TokenKind::kAt, TokenKind::kAtAssign); break;
  case '=': k = eq_form(1, TokenKind::kAssign, TokenKind::kEq); break;
  case '+': k = eq_form(1, TokenKind::kPlus, TokenKind::kPlusAssign); break;
  case '%': k = eq_form(1, TokenKind::kPercent, TokenKind::kPercentAssign); break;
  case '&': k = eq_form(1, TokenKind::kAmp, TokenKind::kAmpAssign); break;
  case '|': k = eq_form(1, TokenKind::kPipe, TokenKind::kPipeAssign); break;
  case '^': k = eq_form(1, TokenKind::kCaret, TokenKind::kCaretAssign); break;
  case '-':
    if (c1 == '>') {
      k = TokenKind::kArrow;
      len = 2;
    } else {
      k = eq_form(1, TokenKind::kMinus, TokenKind::kMinusAssign);
    }
    break;
  case '*':
    k = c1 == '*' ? eq_form(2, TokenKind::kDoubleStar, TokenKind::kDoubleStarAssign)
                  : eq_form(1, TokenKind::kStar, TokenKind::kStarAssign);
    break;
  case '/':
    k = c1 == '/' ? eq_form(2, TokenKind::kDoubleSlash, TokenKind::kDoubleSlashAssign)
                  : eq_form(1, TokenKind::kSlash, TokenKind::kSlashAssign);
    break;
  case '<':
    k = c1 == '<' ? eq_form(2, TokenKind::kLShift, TokenKind::kLShiftAssign)
                  : eq_form(1, TokenKind::kLt, TokenKind::kLe);
    break;
  case '>':
    k = c1 == '>' ? eq_form(2, TokenKind::kRShift, TokenKind::kRShiftAssign)
                  : eq_form(1, TokenKind::kGt, TokenKind::kGe);
    break;
  case '!':
    if (c1 != '=') return error(start, invalid_character_message(src_, start));
    k = TokenKind::kNe;
    len = 2;
    break;
  default: return error(start, invalid_character_message(src_, start));
  }
  pos_ = start + len;
  return make(k, start);
}

std::vector<Token> tokenize(std::string_view source, DiagnosticSink& sink) {
  Lexer lexer(source, sink);
  std::vector<Token> out;
  out.reserve(source.size() / 4 + 4);
  for (;;) {
    out.push_back(lexer.next());
    if (out.back().kind == TokenKind::kEnd || out.back().kind == TokenKind::kError) return out;
  }
}

} // namespace rxv::sem::py
