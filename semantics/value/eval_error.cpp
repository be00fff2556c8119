#include "semantics/value/eval_error.h"

#include <fmt/format.h>

namespace rxv::sem {

const char* eval_error_kind_name(EvalErrorKind k) {
  switch (k) {
#define RXV_X(name)                                                                                \
  case EvalErrorKind::k##name: return #name;
    RXV_EVAL_ERROR_KINDS(RXV_X)
#undef RXV_X
  }
  return "?";
}

std::string EvalError::to_string() const {
  if (!loc.known()) return fmt::format("{}: {}", eval_error_kind_name(kind), message);
  return fmt::format("{}:{}: {}: {}", loc.line, loc.col, eval_error_kind_name(kind), message);
}

} // namespace rxv::sem
