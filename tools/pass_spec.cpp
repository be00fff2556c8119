#include "tools/pass_spec.h"

#include "fuzz/tvm_pass.h"

namespace rxv::tools {

bool resolve_pass_spec(const std::string& text, double tvm_timeout, fuzz::PassSpec* spec,
                       std::string* error) {
  if (!fuzz::parse_pass_spec(text, spec, error)) return false;
  if (text.rfind("tvm:", 0) != 0) return true;
  if (std::string why = fuzz::tvm_spec_problem(text.substr(4)); !why.empty()) {
    *error = text + ": " + why;
    return false;
  }
  if (tvm_timeout <= 0) {
    *error = "--tvm-timeout must be > 0";
    return false;
  }
  fuzz::TvmPassOptions topts;
  topts.timeout_seconds = tvm_timeout;
  spec->passes = {fuzz::tvm_pass(text.substr(4), topts)};
  return true;
}

} // namespace rxv::tools
