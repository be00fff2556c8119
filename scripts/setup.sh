#!/usr/bin/env bash
# Installs what rxv builds against (Debian packages) and the project venv .venv/ that the TVM bridge
# runs in (bridges/tvm/requirements.txt, every version pinned, plus the rxv_tvm package itself).
# Idempotent: does nothing when both are in place, so it is also safe offline once installed.
# RXV_NO_VENV=1 skips the venv (the C++ core builds and runs without Python).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)

pkgs=(cmake ninja-build g++ pkg-config libz3-dev librapidcheck-dev libboost-graph-dev libfmt-dev
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

[ "${RXV_NO_VENV:-0}" = 1 ] && exit 0
venv=$root/.venv
req=$root/bridges/tvm/requirements.txt
# The venv remembers the requirements it was made from; the same file again is a no-op.
stamp=$venv/.rxv-requirements
if ! cmp -s "$req" "$stamp" 2>/dev/null || [ ! -x "$venv/bin/python" ]; then
  python=${RXV_PYTHON:-/usr/bin/python3}
  [ -x "$python" ] || python=python3
  echo "setup: making $venv from $req"
  [ -x "$venv/bin/python" ] || "$python" -m venv "$venv"
  "$venv/bin/python" -m pip install -q --disable-pip-version-check -r "$req"
  cp "$req" "$stamp"
fi
# The bridge package, importable from the venv wherever this checkout is (a .pth line, no build).
site=$("$venv/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')
pth=$site/rxv_tvm.pth
[ "$(cat "$pth" 2>/dev/null)" = "$root/bridges/tvm" ] || echo "$root/bridges/tvm" > "$pth"
