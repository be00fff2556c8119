#include "solver/claim_reader.h"

#include "semantics/script/prim_expr_reader.h"
#include "semantics/script/py_parser.h"

namespace rxv::solver {

namespace {

/// Offsets of `sep` in `s` outside brackets and string literals.
std::vector<size_t> top_level(std::string_view s, std::string_view sep) {
  std::vector<size_t> at;
  int depth = 0;
  char quote = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (quote) {
      if (c == quote) quote = 0;
      continue;
    }
    if (c == '"' || c == '\'')
      quote = c;
    else if (c == '(' || c == '[' || c == '{')
      ++depth;
    else if (c == ')' || c == ']' || c == '}')
      --depth;
    else if (depth == 0 && s.substr(i, sep.size()) == sep)
      at.push_back(i);
  }
  return at;
}

ClaimText trimmed(std::string_view line, size_t from, size_t to) {
  while (from < to && (line[from] == ' ' || line[from] == '\t')) ++from;
  while (to > from && (line[to - 1] == ' ' || line[to - 1] == '\t')) --to;
  return {std::string(line.substr(from, to - from)), from};
}

} // namespace

ClaimLine split_claim_line(std::string_view line) {
  ClaimLine out;
  std::vector<size_t> kw = top_level(line, " assuming ");
  size_t end = kw.empty() ? line.size() : kw[0];
  out.claim = trimmed(line, 0, end);
  if (kw.empty()) return out;
  size_t start = end + std::string_view(" assuming ").size();
  std::string_view rest = line.substr(start);
  size_t from = 0;
  std::vector<size_t> commas = top_level(rest, ",");
  commas.push_back(rest.size());
  for (size_t c : commas) {
    out.assumptions.push_back(trimmed(line, start + from, start + c));
    from = c + 1;
  }
  return out;
}

sem::PrimExpr ClaimScope::find(const std::string& name) const {
  for (const sem::PrimExpr& v : vars_)
    if (v->name == name) return v;
  return nullptr;
}

std::optional<sem::PrimExpr> ClaimScope::read(std::string_view text, sem::DiagnosticSink& sink,
                                              bool require_bool) {
  // A claim is one line; anything larger than this is not a claim someone wrote.
  constexpr size_t kMaxClaimBytes = 1 << 20;
  if (text.size() > kMaxClaimBytes) {
    sink.error({1, 1}, "claim too long");
    return std::nullopt;
  }
  if (text.find_first_not_of(" \t") == std::string_view::npos) {
    sink.error({1, 1}, "empty claim");
    return std::nullopt;
  }
  if (text.find_first_of("\n\r") != std::string_view::npos) {
    sink.error({1, uint32_t(text.find_first_of("\n\r") + 1)}, "a claim is a single line");
    return std::nullopt;
  }
  // Leading blanks would be an indentation error to the Python parser; columns stay those of text.
  size_t skip = text.find_first_not_of(" \t");
  auto shift = [&](sem::SourceLoc loc) {
    if (loc.known()) loc.col += uint32_t(skip);
    return loc;
  };
  auto forward = [&](const sem::DiagnosticSink& from) {
    for (sem::Diagnostic d : from.diagnostics()) {
      d.loc = shift(d.loc);
      sink.add(std::move(d));
    }
  };
  sem::DiagnosticSink parse_sink;
  std::optional<sem::py::PyModule> mod = sem::py::parse_python(text.substr(skip), parse_sink);
  forward(parse_sink);
  if (!mod || parse_sink.has_errors()) return std::nullopt;
  if (mod->body.size() != 1 || mod->body[0]->kind != sem::py::PyStmtKind::kExpr ||
      !mod->body[0]->value) {
    sem::SourceLoc at = mod->body.empty() ? sem::SourceLoc{1, 1} : mod->body[0]->loc;
    sink.error(shift(at), "expected a single expression");
    return std::nullopt;
  }
  sem::PrimScope scope;
  scope.int_literal_dtype = dtype_;
  scope.lookup_var = [this](const std::string& name) -> sem::PrimExpr {
    if (sem::PrimExpr v = find(name)) return v;
    vars_.push_back(sem::make_var(name, dtype_));
    return vars_.back();
  };
  sem::DiagnosticSink local;
  sem::PrimExpr e = sem::read_prim_expr(*mod->body[0]->value, scope, local);
  forward(local);
  if (!e || local.has_errors()) return std::nullopt;
  if (require_bool && !e->dtype.is_bool()) {
    sink.error(shift(mod->body[0]->value->loc),
               "the claim is not a boolean expression (compare it: `... == ...`)");
    return std::nullopt;
  }
  return e;
}

} // namespace rxv::solver
