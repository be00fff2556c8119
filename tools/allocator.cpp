#include "tools/allocator.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace rxv::tools {

void tune_allocator() {
#if defined(__GLIBC__)
  mallopt(M_MXFAST, 0);
#endif
}

} // namespace rxv::tools
