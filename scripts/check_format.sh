#!/usr/bin/env bash
# The format check (DESIGN.md, Style 9; .clang-format): every tracked C++ file is as clang-format-14
# prints it. Fails listing the files that are not. clang-format-14 comes from Debian (scripts/
# setup.sh installs it); without it the check is skipped (exit 77), or failed when
# RXV_REQUIRE_FORMAT=1 (.ci/run). Reformat with: scripts/check_format.sh --fix
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
cf=$(command -v clang-format-14 || true)
if [ -z "$cf" ]; then
  [ "${RXV_REQUIRE_FORMAT:-0}" = 1 ] && { echo "FAIL: clang-format-14 is not installed"; exit 1; }
  echo "SKIP: clang-format-14 is not installed (scripts/setup.sh installs it)"
  exit 77
fi
mapfile -t files < <(git ls-files '*.h' '*.cpp' '*.cc')
if [ "${1:-}" = --fix ]; then
  "$cf" -i "${files[@]}"
  exit 0
fi
bad=0
for f in "${files[@]}"; do
  if ! "$cf" --dry-run --Werror "$f" >/dev/null 2>&1; then
    echo "not formatted: $f"
    bad=$((bad + 1))
  fi
done
[ "$bad" -eq 0 ] && { echo "format: ${#files[@]} files formatted"; exit 0; }
echo "format: $bad of ${#files[@]} files differ from clang-format-14 (run scripts/check_format.sh --fix)"
exit 1
