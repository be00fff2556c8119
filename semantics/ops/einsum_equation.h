#pragma once
/// The subscripts of relax.einsum ("ij,jk->ik", "...ij,...jk", "ii"), parsed as TOPI's
/// EinsumEquation reads them: spaces are skipped, ',' separates the operands, at most one "->"
/// starts the output, "..." may appear once per subscript and every other character must be a
/// letter. Without "->" the output is implicit: the ellipsis (if any) and then the labels that
/// occur exactly once over all inputs, in character order.
#include <optional>
#include <string>
#include <vector>

namespace rxv::sem {

struct EinsumEquation {
  /// The ellipsis as one label ('.', which no letter equals; it sorts before the letters).
  static constexpr char kEllipsis = '.';
  std::vector<std::string> inputs; ///< one subscript per operand
  std::string output;
  /// The labels summed over: those of the inputs missing from the output, in character order
  /// (the ellipsis first), as TOPI's reduction axes.
  std::string reduced() const;
};

/// The parsed equation, or the reason it is malformed (`error` set).
std::optional<EinsumEquation> parse_einsum(const std::string& subscripts, std::string* error);

} // namespace rxv::sem
