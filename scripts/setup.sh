#!/usr/bin/env bash
# Installs what rxv builds against and runs with: Debian packages; the native libraries of
# requirements-native.txt (pinned PyPI wheels: Z3) in the project venv .venv/, which the C++ build
# links (no Python at run time); and the TVM bridge's pinned requirements (bridges/tvm/
# requirements.txt, plus the rxv_tvm package itself) in the same venv; and the report tooling
# (tools/report/requirements.txt: `rxv report`'s renderer, the JSON Schema checks of the tests),
# with headless Chromium, which the report test renders the page in.
# Idempotent: does nothing when all are in place, so it is also safe offline once installed.
# RXV_NO_TVM=1 skips the TVM part, RXV_NO_REPORT=1 the report's (the C++ core builds and runs
# without either).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)

pkgs=(cmake ninja-build g++ pkg-config librapidcheck-dev libboost-graph-dev libfmt-dev
      libgtest-dev libgmock-dev libhalide14-0-dev libcli11-dev nlohmann-json3-dev libbenchmark-dev
      lld clang-format-14 python3 python3-venv)
# Headless Chromium renders `rxv report`'s page in its test (tests/cli/report_test.sh).
[ "${RXV_NO_REPORT:-0}" = 1 ] || pkgs+=(chromium)
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -ne 0 ]; then
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  echo "setup: installing ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi

venv=$root/.venv
# Installs requirements file $1 into the venv unless the stamp $2 says it already was.
install_requirements() {
  if ! cmp -s "$1" "$2" 2>/dev/null || [ ! -x "$venv/bin/python" ]; then
    python=${RXV_PYTHON:-/usr/bin/python3}
    [ -x "$python" ] || python=python3
    echo "setup: installing $1 into $venv"
    [ -x "$venv/bin/python" ] || "$python" -m venv "$venv"
    "$venv/bin/python" -m pip install -q --disable-pip-version-check -r "$1"
    cp "$1" "$2"
  fi
}
site() { "$venv/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])'; }

install_requirements "$root/requirements-native.txt" "$venv/.rxv-native"
# The z3-solver wheel carries libz3 and the C/C++ headers but neither a CMake config nor a
# pkg-config file: .venv/lib/pkgconfig/z3.pc describes it, and CMake finds that file through
# CMAKE_PREFIX_PATH (CMakeLists.txt adds .venv).
version=$("$venv/bin/python" -c 'import importlib.metadata as m; print(m.version("z3-solver"))')
pc=$(printf '%s\n' "prefix=$(site)/z3" 'libdir=${prefix}/lib' 'includedir=${prefix}/include' \
  'Name: z3' 'Description: Z3 from the z3-solver wheel (scripts/setup.sh)' "Version: $version" \
  'Libs: -L${libdir} -lz3' 'Cflags: -I${includedir}')
mkdir -p "$venv/lib/pkgconfig"
[ "$(cat "$venv/lib/pkgconfig/z3.pc" 2>/dev/null)" = "$pc" ] || echo "$pc" > "$venv/lib/pkgconfig/z3.pc"

[ "${RXV_NO_REPORT:-0}" = 1 ] || install_requirements "$root/tools/report/requirements.txt" "$venv/.rxv-report"

[ "${RXV_NO_TVM:-0}" = 1 ] && exit 0
install_requirements "$root/bridges/tvm/requirements.txt" "$venv/.rxv-requirements"
# The bridge package, importable from the venv wherever this checkout is (a .pth line, no build).
pth=$(site)/rxv_tvm.pth
[ "$(cat "$pth" 2>/dev/null)" = "$root/bridges/tvm" ] || echo "$root/bridges/tvm" > "$pth"
