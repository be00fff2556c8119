#pragma once
/// RXV_ASSERT: the channel for bugs in rxv itself (DESIGN.md, "Errors"). Never used for bad input.
#include <cstdlib>
#include <iostream>
#include <sstream>

namespace rxv::detail {
/// Collects a message with <<, then prints it with the failing location and aborts.
class AssertFailure {
public:
  AssertFailure(const char* file, int line, const char* cond) {
    os_ << file << ":" << line << ": internal error: assertion `" << cond << "` failed: ";
  }
  template <class T> AssertFailure& operator<<(const T& v) {
    os_ << v;
    return *this;
  }
  [[noreturn]] ~AssertFailure() {
    std::cerr << os_.str() << std::endl;
    std::abort();
  }

private:
  std::ostringstream os_;
};
} // namespace rxv::detail

#define RXV_ASSERT(cond)                                                                           \
  if (cond) {                                                                                      \
  } else                                                                                           \
    ::rxv::detail::AssertFailure(__FILE__, __LINE__, #cond)

/// The loop is never repeated (the failure aborts): it tells the compiler that control does not
/// pass this point even where it does not see the destructor's [[noreturn]] (GCC 12 in a unity
/// batch reported -Wreturn-type after a switch that ended in RXV_UNREACHABLE()).
#define RXV_UNREACHABLE()                                                                          \
  for (;;) ::rxv::detail::AssertFailure(__FILE__, __LINE__, "unreachable")
