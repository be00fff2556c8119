#!/usr/bin/env bash
# Configures and builds rxv into build/ (or $1), with any extra CMake flags after it.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-build}
shift || true
cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DRXV_WERROR=ON "$@" >/dev/null
# RXV_TARGETS limits the build to some targets (default: all); RXV_JOBS caps parallel compiles
# (a 2-core machine with several build trees runs out of memory at ninja's default).
ninja -C "$dir" ${RXV_JOBS:+-j "$RXV_JOBS"} ${RXV_TARGETS:-}
