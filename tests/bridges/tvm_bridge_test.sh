#!/usr/bin/env bash
# The TVM bridge's Python unit tests (bridges/tvm/tests) in the project venv. Without the venv:
# skipped (exit 77), or failed when RXV_REQUIRE_TVM=1.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
python=${RXV_TVM_PYTHON:-$root/.venv/bin/python}
if [ ! -x "$python" ]; then
  [ "${RXV_REQUIRE_TVM:-0}" = 1 ] && { echo "FAIL: no venv Python at $python"; exit 1; }
  echo "SKIP: no venv Python at $python (run scripts/setup.sh)"
  exit 77
fi
cd "$root/bridges/tvm" && exec "$python" -m unittest discover -s tests -v
