// The einsum subscript parser (einsum_equation.h).
#include "semantics/ops/einsum_equation.h"

#include <fmt/format.h>

#include <cctype>
#include <map>
#include <set>

namespace rxv::sem {

std::string EinsumEquation::reduced() const {
  std::set<char> labels;
  for (const std::string& s : inputs) labels.insert(s.begin(), s.end());
  for (char c : output) labels.erase(c);
  return std::string(labels.begin(), labels.end());
}

std::optional<EinsumEquation> parse_einsum(const std::string& text, std::string* error) {
  auto fail = [&](std::string why) -> std::optional<EinsumEquation> {
    *error = fmt::format("malformed einsum subscripts \"{}\": {}", text, why);
    return std::nullopt;
  };
  EinsumEquation eq;
  std::string current;
  bool arrow = false, ellipsis = false;
  for (size_t i = 0, n = text.size(); i < n; ++i) {
    char c = text[i];
    if (c == ' ') continue;
    if (c == '-' || c == ',') {
      if (c == '-') {
        if (arrow) return fail("more than one \"->\"");
        if (i + 1 >= n || text[i + 1] != '>') return fail("'-' not followed by '>'");
        ++i;
        arrow = true;
      } else if (arrow) {
        return fail("',' after \"->\"");
      }
      eq.inputs.push_back(current);
      current.clear();
      ellipsis = false;
      continue;
    }
    if (c == '.') {
      if (ellipsis) return fail("more than one ellipsis in a subscript");
      if (i + 2 >= n || text[i + 1] != '.' || text[i + 2] != '.') return fail("a lone '.'");
      current.push_back(EinsumEquation::kEllipsis);
      ellipsis = true;
      i += 2;
      continue;
    }
    if (!std::isalpha(static_cast<unsigned char>(c)))
      return fail(fmt::format("the character '{}' is not a letter", c));
    current.push_back(c);
  }
  if (arrow) {
    eq.output = current;
  } else {
    eq.inputs.push_back(current);
    std::map<char, int> count;
    for (const std::string& s : eq.inputs)
      for (char c : s) ++count[c];
    for (auto [c, k] : count)
      if (c == EinsumEquation::kEllipsis || k == 1) eq.output.push_back(c);
  }
  std::set<char> seen;
  for (const std::string& s : eq.inputs) seen.insert(s.begin(), s.end());
  for (char c : eq.output) {
    if (c != EinsumEquation::kEllipsis && !seen.count(c))
      return fail(fmt::format("the output label '{}' is in no input", c));
    if (eq.output.find(c) != eq.output.rfind(c))
      return fail(fmt::format("the output label '{}' is repeated", c));
  }
  return eq;
}

} // namespace rxv::sem
