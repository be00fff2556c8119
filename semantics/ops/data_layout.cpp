#include "semantics/ops/data_layout.h"

#include <cctype>

namespace rxv::sem {

std::optional<DataLayout> parse_data_layout(const std::string& layout,
                                            const std::string& canonical) {
  DataLayout out;
  out.canonical = canonical;
  out.primal_pos.assign(canonical.size(), -1);
  out.factor.assign(canonical.size(), 0);
  out.sub_pos.assign(canonical.size(), -1);
  size_t i = 0;
  while (i < layout.size()) {
    int64_t factor = 0;
    bool has_digits = false;
    while (i < layout.size() && std::isdigit(static_cast<unsigned char>(layout[i]))) {
      if (factor > (int64_t(1) << 40)) return std::nullopt; // no real layout splits this much
      factor = factor * 10 + (layout[i] - '0');
      has_digits = true;
      ++i;
    }
    if (i == layout.size()) return std::nullopt;
    char c = layout[i++];
    bool upper = std::isupper(static_cast<unsigned char>(c)) != 0;
    bool lower = std::islower(static_cast<unsigned char>(c)) != 0;
    if (upper == lower || has_digits == upper) return std::nullopt; // "4C", "c", "_"
    if (lower && factor < 1) return std::nullopt;
    char primal = char(std::toupper(static_cast<unsigned char>(c)));
    auto k = canonical.find(primal);
    if (k == std::string::npos) return std::nullopt;
    int pos = int(out.axes.size());
    if (upper) {
      if (out.primal_pos[k] >= 0) return std::nullopt;
      out.primal_pos[k] = pos;
      out.axes.push_back({primal, 0});
    } else {
      if (out.sub_pos[k] >= 0) return std::nullopt;
      out.sub_pos[k] = pos;
      out.factor[k] = factor;
      out.axes.push_back({primal, factor});
    }
  }
  for (int p : out.primal_pos)
    if (p < 0) return std::nullopt;
  return out;
}

} // namespace rxv::sem
