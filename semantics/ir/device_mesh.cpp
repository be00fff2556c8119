#include "semantics/ir/device_mesh.h"

#include <cctype>

namespace rxv::sem {

std::string placement_text(const Placement& p) {
  std::string out;
  for (size_t i = 0; i < p.size(); ++i) {
    if (i) out += ", ";
    out += p[i] == kReplica ? std::string("R") : "S[" + std::to_string(p[i]) + "]";
  }
  return out;
}

std::optional<Placement> parse_placement(std::string_view text) {
  Placement p;
  size_t i = 0;
  while (i < text.size()) {
    char c = text[i];
    if (c == ' ' || c == ',') {
      ++i;
    } else if (c == 'R') {
      p.push_back(kReplica);
      ++i;
    } else if (c == 'S' && i + 1 < text.size() && text[i + 1] == '[') {
      size_t j = i + 2;
      int64_t axis = 0;
      size_t digits = 0;
      while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j])) && digits < 9)
        axis = axis * 10 + (text[j++] - '0'), ++digits;
      if (digits == 0 || j >= text.size() || text[j] != ']') return std::nullopt;
      p.push_back(int(axis));
      i = j + 1;
    } else {
      return std::nullopt;
    }
  }
  return p;
}

} // namespace rxv::sem
