#!/usr/bin/env bash
# Sets up, builds and runs every test: unit tests and the corpus (ctest), then the unit tests once
# more under AddressSanitizer + UndefinedBehaviorSanitizer.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh build
(cd build && ctest --output-on-failure)
# The Halide backend once more on the x86-64 SSE4.1 baseline target: the suite's outcome must not
# depend on the features of the CI machine's CPU (backends/halide/host_target.h).
if [ "$(uname -m)" = x86_64 ]; then
  (cd build && HL_JIT_TARGET=x86-64-linux-sse41 ctest --output-on-failure \
    -R '^(backends_unit|cli_fuzz_backend)$')
fi
RXV_TARGETS=rxv_semantics_tests bash scripts/build.sh build-asan -DRXV_SANITIZE=ON -DCMAKE_BUILD_TYPE=Debug
# Sanitizer frames are large; tests that build deep IR on purpose need more than 8 MiB of stack.
ulimit -s 65536 2>/dev/null || true
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 build-asan/tests/rxv_semantics_tests --gtest_brief=1
