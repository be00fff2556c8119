#!/usr/bin/env bash
# Clean-build cost (issue 19 item 3): configures an empty DIR as scripts/build.sh does, builds the
# default targets with ccache off, and times every compile and link on its own (user + system
# CPU-seconds, so the figures hold on a shared machine where wall time does not). Prints the
# whole build's CPU-seconds, the sum per kind of step and the slowest 15 compiles.
# Usage: RXV_JOBS=2 bash bench/build_cpu.sh DIR [CMAKE FLAGS]   (DIR must not exist)
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:?usage: bench/build_cpu.sh DIR [CMAKE FLAGS]}
shift
[ -e "$dir" ] && { echo "build_cpu.sh: $dir exists (a clean build needs an empty folder)" >&2; exit 2; }
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
log=$dir/step_cpu.log
# The launcher: runs one compile or link under GNU time, one line per step: user sys output.
cat > "$dir/time_step.sh" <<'LAUNCHER'
#!/usr/bin/env bash
out=?; prev=
for a in "$@"; do [ "$prev" = -o ] && out=$a; prev=$a; done
exec /usr/bin/time -a -o "$RXV_STEP_LOG" -f "%U %S $out" "$@"
LAUNCHER
chmod +x "$dir/time_step.sh"
export CCACHE_DISABLE=1 RXV_STEP_LOG=$log
/usr/bin/time -f '%e %U %S' -o "$dir/total.time" \
  bash scripts/build.sh "$dir" -DCMAKE_CXX_COMPILER_LAUNCHER="$dir/time_step.sh" \
  -DCMAKE_CXX_LINKER_LAUNCHER="$dir/time_step.sh" "$@"
read -r wall user sys < "$dir/total.time"
echo "clean build: $(awk -v u="$user" -v s="$sys" 'BEGIN{printf "%.0f", u+s}') CPU-s ($user user + $sys sys), ${wall} s wall, $(grep -c . "$log") timed steps"
awk '{c=$1+$2; k=($3 ~ /\.o$/) ? "compiles" : (($3 ~ /\.gch$/) ? "precompiled headers" : "links"); t[k]+=c; n[k]++}
     END{for (k in t) printf "  %-20s %4d steps %7.1f CPU-s\n", k, n[k], t[k]}' "$log"
echo "  (the rest: CMake, archives, Halide's generators at build time)"
echo "slowest 15 compiles (CPU-s):"
awk '$3 ~ /\.o$/ {printf "%7.1f %s\n", $1+$2, $3}' "$log" | sort -rn | head -15 |
  sed -E 's#CMakeFiles/[^/]+\.dir/##'
