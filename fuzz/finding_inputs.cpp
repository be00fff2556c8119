#include "fuzz/finding_inputs.h"

#include <fmt/format.h>

#include <cctype>
#include <filesystem>
#include <fstream>
#include <stdexcept>

#include "semantics/value/npy.h"
#include "semantics/value/value_literal.h"

namespace rxv::fuzz {

using namespace sem;

namespace {

/// A file name for parameter `i`: its name when that is a plain identifier
/// (always, for generated programs), else argI.
std::string file_stem(const FunctionNode& main, size_t i) {
  std::string name = i < main.params.size() ? main.params[i]->name : "";
  bool plain = !name.empty();
  for (char c : name) plain = plain && (std::isalnum(static_cast<unsigned char>(c)) || c == '_');
  return plain ? name : fmt::format("arg{}", i);
}

/// Quotes `s` for a POSIX shell.
std::string shell_quote(const std::string& s) {
  std::string out = "'";
  for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

} // namespace

std::string write_finding_inputs(const std::string& dir, const FunctionNode& main,
                                 const std::vector<Value>& inputs) {
  if (inputs.empty()) return "";
  std::filesystem::create_directories(dir + "/inputs");
  std::string flags;
  for (size_t i = 0; i < inputs.size(); ++i) {
    std::string stem = file_stem(main, i);
    std::string param = i < main.params.size() ? main.params[i]->name : stem;
    std::string literal = format_value_literal(inputs[i]);
    std::string txt = fmt::format("{}/inputs/{}.txt", dir, stem);
    if (!(std::ofstream(txt) << literal << "\n")) throw std::runtime_error("cannot write " + txt);
    if (const auto* t = inputs[i].as_tensor()) {
      std::string npy = fmt::format("{}/inputs/{}.npy", dir, stem);
      std::string err = write_npy_file(npy, *t);
      if (!err.empty()) throw std::runtime_error(err);
      flags += fmt::format(" --input {}=inputs/{}.npy", param, stem);
    } else {
      flags += " --input " + shell_quote(param + "=" + literal);
    }
  }
  return flags;
}

} // namespace rxv::fuzz
