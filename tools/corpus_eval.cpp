#include "tools/corpus_eval.h"

#include <fmt/format.h>

#include <sstream>

#include "semantics/interp/interpreter.h"
#include "semantics/value/compare.h"
#include "semantics/value/value_literal.h"
#include "tools/corpus_expectations.h"

namespace rxv::tools {
namespace {

/// The arguments of each `# EVAL:` line of the leading comment block, with its line number.
std::vector<std::pair<int, std::string>> eval_lines(std::string_view text) {
  std::vector<std::pair<int, std::string>> out;
  std::istringstream in{std::string(text)};
  std::string line;
  int no = 0;
  while (std::getline(in, line)) {
    ++no;
    std::string_view l = trim(line);
    if (l.empty()) continue;
    if (l.front() != '#') break;
    l = trim(l.substr(1));
    if (l.starts_with("EVAL:")) out.emplace_back(no, std::string(trim(l.substr(5))));
  }
  return out;
}

} // namespace

std::variant<EvalCall, std::string> parse_eval_call(std::string_view d) {
  size_t open = d.find('(');
  if (open == std::string_view::npos) return std::string("expected FUNC(ARGS) -> EXPECTED");
  EvalCall call;
  call.func = std::string(trim(d.substr(0, open)));
  auto& args = call.args;
  size_t pos = open + 1;
  auto skip = [&] {
    while (pos < d.size() && d[pos] == ' ') ++pos;
  };
  skip();
  if (pos < d.size() && d[pos] == ')') {
    ++pos;
  } else {
    while (true) {
      auto v = sem::parse_value_literal(d, pos);
      if (!v)
        return fmt::format("argument {}: {} (column {})", args.size() + 1, v.errors()[0].message,
                           v.errors()[0].loc.col);
      args.push_back(std::move(*v));
      skip();
      if (pos < d.size() && d[pos] == ',') {
        ++pos;
        continue;
      }
      if (pos < d.size() && d[pos] == ')') {
        ++pos;
        break;
      }
      return fmt::format("expected ',' or ')' at column {}", pos + 1);
    }
  }
  std::string_view rest = trim(d.substr(pos));
  if (!rest.starts_with("->")) return std::string("expected '-> EXPECTED' after the arguments");
  call.expected = std::string(trim(rest.substr(2)));
  return call;
}

std::vector<std::pair<int, std::string>> eval_directives(std::string_view text) {
  return eval_lines(text);
}

namespace {

/// One directive: parses it, runs the function, compares. "" when it holds.
std::string check_one(std::string_view d, const sem::IRModule& mod) {
  auto parsed = parse_eval_call(d);
  if (auto* why = std::get_if<std::string>(&parsed)) return *why;
  EvalCall& c = std::get<EvalCall>(parsed);
  const std::string& func = c.func;
  auto& args = c.args;
  std::string_view rest = c.expected;
  if (!mod.find(func) || !mod.find(func)->is_relax())
    return fmt::format("the module has no Relax function '{}'", func);
  sem::Interpreter interp(mod);
  auto got = interp.call(func, std::move(args));
  if (rest.starts_with("error(")) {
    std::string kind(
        trim(rest.substr(6, rest.find(')') == std::string_view::npos ? 0 : rest.find(')') - 6)));
    if (got)
      return fmt::format("expected error({}), got {}", kind, sem::format_value_literal(*got));
    std::string got_kind = sem::eval_error_kind_name(got.error().kind);
    if (got_kind != kind)
      return fmt::format("expected error({}), got {}", kind, got.error().to_string());
    return "";
  }
  auto expected = sem::parse_value_literal(rest);
  if (!expected) return fmt::format("expected value: {}", expected.errors()[0].message);
  if (!got) return fmt::format("expected {}, got {}", rest, got.error().to_string());
  if (auto m = sem::compare_values(*expected, *got))
    return fmt::format("{} (got {})", m->to_string(), sem::format_value_literal(*got));
  return "";
}

} // namespace

bool has_eval_directives(std::string_view text) { return !eval_lines(text).empty(); }

std::vector<std::string> check_eval_directives(std::string_view text, const sem::IRModule& mod) {
  std::vector<std::string> failures;
  for (const auto& [line, d] : eval_lines(text))
    if (std::string f = check_one(d, mod); !f.empty())
      failures.push_back(fmt::format("EVAL at line {}: {}", line, f));
  return failures;
}

} // namespace rxv::tools
