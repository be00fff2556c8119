#!/usr/bin/env bash
# Installs what rxv builds against: Debian packages, and the native libraries of
# requirements-native.txt (pinned PyPI wheels: Z3) into the project venv .venv/.
# Idempotent: does nothing when both are in place, so it is also safe offline once installed.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
pkgs=(cmake ninja-build g++ pkg-config librapidcheck-dev libboost-graph-dev libfmt-dev
      libgtest-dev libgmock-dev libhalide14-0-dev libcli11-dev nlohmann-json3-dev libbenchmark-dev
      python3 python3-venv)
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

# The wheels: Python only installs them; the C++ build links their shared libraries (RPATH).
venv=$root/.venv
req=$root/requirements-native.txt
stamp=$venv/.rxv-native  # the requirements the venv was filled from; the same file again is a no-op
if ! cmp -s "$req" "$stamp" 2>/dev/null || [ ! -x "$venv/bin/python" ]; then
  echo "setup: installing $req into $venv"
  [ -x "$venv/bin/python" ] || /usr/bin/python3 -m venv "$venv"
  "$venv/bin/python" -m pip install -q --disable-pip-version-check -r "$req"
  cp "$req" "$stamp"
fi
# The z3-solver wheel carries libz3 and the C/C++ headers but neither a CMake config nor a
# pkg-config file: .venv/lib/pkgconfig/z3.pc describes it, and CMake finds that file through
# CMAKE_PREFIX_PATH (CMakeLists.txt adds .venv).
site=$("$venv/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')
version=$("$venv/bin/python" -c 'import importlib.metadata as m; print(m.version("z3-solver"))')
pc=$(printf '%s\n' "prefix=$site/z3" 'libdir=${prefix}/lib' 'includedir=${prefix}/include' \
  'Name: z3' 'Description: Z3 from the z3-solver wheel (scripts/setup.sh)' "Version: $version" \
  'Libs: -L${libdir} -lz3' 'Cflags: -I${includedir}')
mkdir -p "$venv/lib/pkgconfig"
[ "$(cat "$venv/lib/pkgconfig/z3.pc" 2>/dev/null)" = "$pc" ] || echo "$pc" > "$venv/lib/pkgconfig/z3.pc"
