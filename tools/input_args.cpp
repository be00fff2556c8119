#include "tools/input_args.h"

#include <fmt/format.h>

#include <iostream>

#include "semantics/value/npy.h"
#include "semantics/value/value_literal.h"

namespace rxv::tools {

bool split_assignment(const std::string& s, std::string& name, std::string& value) {
  size_t eq = s.find('=');
  if (eq == std::string::npos || eq == 0 || eq + 1 == s.size()) return false;
  name = s.substr(0, eq);
  value = s.substr(eq + 1);
  return true;
}

std::optional<std::vector<sem::Value>> args_from_inputs(const sem::FunctionNode& fn,
                                                        const std::string& entry,
                                                        const std::vector<std::string>& inputs,
                                                        const std::string& command) {
  std::vector<std::optional<sem::Value>> args(fn.params.size());
  for (const auto& in : inputs) {
    std::string name, value;
    if (!split_assignment(in, name, value)) {
      std::cerr << command << ": --input wants NAME=FILE.npy or NAME=VALUE, got '" << in << "'\n";
      return std::nullopt;
    }
    size_t i = 0;
    while (i < fn.params.size() && fn.params[i]->name != name) ++i;
    if (i == fn.params.size()) {
      std::cerr << fmt::format("{}: '{}' has no parameter '{}'\n", command, entry, name);
      return std::nullopt;
    }
    if (value.ends_with(".npy")) {
      auto t = sem::read_npy_file(value);
      if (!t) {
        std::cerr << command << ": " << t.errors()[0].message << "\n";
        return std::nullopt;
      }
      args[i] = sem::Value(*t);
    } else {
      auto v = sem::parse_value_literal(value);
      if (!v) {
        std::cerr << fmt::format("{}: --input {}: column {}: {}\n", command, name,
                                 v.errors()[0].loc.col, v.errors()[0].message);
        return std::nullopt;
      }
      args[i] = *v;
    }
  }
  std::vector<sem::Value> out;
  for (size_t i = 0; i < args.size(); ++i) {
    if (!args[i]) {
      std::cerr << fmt::format(
          "{}: no value for parameter '{}' (give --input {}=... or --random-inputs)\n", command,
          fn.params[i]->name, fn.params[i]->name);
      return std::nullopt;
    }
    out.push_back(*args[i]);
  }
  return out;
}

} // namespace rxv::tools
