#!/bin/bash -eu
# Builds rxv's two libFuzzer targets for ClusterFuzzLite / OSS-Fuzz, with the compiler, flags and
# fuzzing engine the build environment gives ($CXX, $CXXFLAGS, $LIB_FUZZING_ENGINE), into $OUT:
#   rxv_reader_fuzzer  fuzz/libfuzzer_reader.cpp: the input bytes are a TVMScript file (seed
#                      corpus: corpus/**/*.py; dictionary: fuzz/tvmscript.dict)
#   rxv_libfuzzer      fuzz/libfuzzer_entry.cpp: the input bytes are the generator's choices
# Each comes with a .options file (its libFuzzer flags) and, for the reader, a seed corpus zip and
# the dictionary; libz3 is copied to $OUT/lib (the runner image has only $OUT).
#
# No CMake: the top-level project needs Halide, GoogleTest and Google Benchmark, which neither
# target uses. The sources are compiled directly, with the same definitions and flag order as the
# CMake build (so a local build with the same flags reuses its ccache entries).
# Dependencies, found in this order:
#   fmt            $SRC/fmt (header-only; the Dockerfile clones it: OSS-Fuzz links libc++, so no
#                  libstdc++-built libfmt), else the system's libfmt
#   nlohmann-json  $SRC/json/single_include, else the system's headers
#   Boost          the system's headers (Boost.Graph is header-only)
#   Z3             $Z3_PREFIX (include/, lib/), else the z3-solver wheel Python finds (.venv/ first)
# scripts/libfuzzer.sh runs this with clang-14 (CXX=clang++-14, ASan+UBSan, -fsanitize=fuzzer);
# scripts/clusterfuzzlite_check.sh checks it that way, each target run for 60 s.
# $RXV_WARNINGS (default -Wall -Wextra), $RXV_JOBS (default: all cores) and $RXV_FUZZ_TARGETS
# (default "reader generator": which targets to build) may be set.
# The checkout: the folder above this script's (a local run), else $SRC/rxv (the Dockerfile's).
root=$(cd "$(dirname "$0")/.." && pwd)
[ -d "$root/semantics" ] || root=${SRC:?set SRC}/rxv
: "${OUT:?set OUT}" "${CXX:?set CXX}" "${LIB_FUZZING_ENGINE:?set LIB_FUZZING_ENGINE}"
CXXFLAGS=${CXXFLAGS:-}
work=${WORK:-$OUT/.work}
jobs=${RXV_JOBS:-$(nproc)}
warnings=${RXV_WARNINGS:--Wall -Wextra}
mkdir -p "$OUT" "$work/obj"
work=$(cd "$work" && pwd)

# --- dependencies ---
fmt_flags=(-DFMT_SHARED)
fmt_libs=(-lfmt)
if [ -n "${SRC:-}" ] && [ -d "$SRC/fmt/include" ]; then
  fmt_flags=(-DFMT_HEADER_ONLY -isystem "$SRC/fmt/include")
  fmt_libs=()
fi
json_flags=()
if [ -n "${SRC:-}" ] && [ -d "$SRC/json/single_include" ]; then
  json_flags=(-isystem "$SRC/json/single_include")
fi
if [ -z "${Z3_PREFIX:-}" ]; then
  py=python3
  [ -x "$root/.venv/bin/python3" ] && py=$root/.venv/bin/python3
  Z3_PREFIX=$("$py" -c 'import os, z3; print(os.path.dirname(z3.__file__))' 2>/dev/null) || {
    echo "build.sh: Z3 not found: set Z3_PREFIX or install the z3-solver wheel" >&2
    exit 2
  }
fi
z3_lib=$(ls "$Z3_PREFIX"/lib/libz3.so* | head -1)
# Copied to $OUT/lib under its soname, the name the targets ask the loader for.
z3_soname=$(readelf -d "$z3_lib" | sed -n 's/.*(SONAME).*\[\(.*\)\]/\1/p')

# --- sources: what each target needs (fuzz/CMakeLists.txt's rxv_fuzz, without Halide) ---
cd "$root"
mapfile -t reader_src < <(find semantics solver -name '*.cpp' | sort; echo fuzz/validity.cpp)
mapfile -t fuzz_src < <(find fuzz -name '*.cpp' ! -name 'libfuzzer_*' ! -name backend_oracle.cpp \
  ! -path fuzz/validity.cpp | sort)

targets=${RXV_FUZZ_TARGETS:-reader generator}
export root work CXX CXXFLAGS warnings Z3_PREFIX
export fmt_flags_s="${fmt_flags[*]}" json_flags_s="${json_flags[*]:-}"
compile_one() {
  src=$1
  obj=$work/obj/${src//\//_}.o
  defs="-DBOOST_ALL_NO_LIB $fmt_flags_s"
  incs="-I$root"
  case $src in
    solver/*) incs+=" -isystem $Z3_PREFIX/include" ;;
    fuzz/*)
      defs+=" -DRXV_FUZZ_HAVE_INTERPRETER=1 -DRXV_FUZZ_HAVE_SOLVER=1 -DRXV_SOURCE_DIR=\"$root\""
      incs+=" $json_flags_s" ;;
  esac
  # shellcheck disable=SC2086  # flag strings split on purpose
  $CXX $defs $incs $CXXFLAGS $warnings -std=c++20 -o "$obj" -c "$root/$src" || {
    echo "build.sh: compiling $src failed" >&2
    return 255
  }
}
export -f compile_one
compile_all() {  # one object per source, in parallel
  printf '%s\n' "$@" | xargs -P "$jobs" -I{} bash -c 'compile_one "$@"' _ {}
}

objs() { for s in "$@"; do printf '%s ' "$work/obj/${s//\//_}.o"; done; }
mkdir -p "$OUT/lib"
# A new file renamed into place: a target running from $OUT keeps the copy it mapped.
cp -L "$z3_lib" "$OUT/lib/.z3.tmp" && mv -f "$OUT/lib/.z3.tmp" "$OUT/lib/${z3_soname:-libz3.so}"
link() {  # link NAME SOURCES...
  local name=$1
  shift
  # shellcheck disable=SC2046,SC2086
  $CXX $CXXFLAGS $LIB_FUZZING_ENGINE $(objs "$@") -o "$OUT/$name" "${fmt_libs[@]}" \
    "$OUT/lib/${z3_soname:-libz3.so}" -Wl,-rpath,'$ORIGIN/lib' -lpthread -ldl
}
compile_all fuzz/libfuzzer_reader.cpp "${reader_src[@]}"
if [[ " $targets " == *" reader "* ]]; then
  link rxv_reader_fuzzer fuzz/libfuzzer_reader.cpp "${reader_src[@]}"
fi
if [[ " $targets " == *" generator "* ]]; then
  compile_all fuzz/libfuzzer_entry.cpp "${fuzz_src[@]}"
  link rxv_libfuzzer fuzz/libfuzzer_entry.cpp "${reader_src[@]}" "${fuzz_src[@]}"
fi

# The reader's seeds, dictionary and flags; the generator's flags (libfuzzer.sh's).
rm -f "$OUT/rxv_reader_fuzzer_seed_corpus.zip"
(cd "$root" && find corpus -name '*.py' | sort | python3 -c '
import sys, zipfile
with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:
    for i, p in enumerate(sys.stdin.read().split()):
        z.write(p, f"{i:04d}_" + p.rsplit("/", 1)[-1])
' "$OUT/rxv_reader_fuzzer_seed_corpus.zip")
cp "$root/fuzz/tvmscript.dict" "$OUT/rxv_reader_fuzzer.dict"
printf '[libfuzzer]\ndict = rxv_reader_fuzzer.dict\nmax_len = 8192\ntimeout = 1\n' \
  >"$OUT/rxv_reader_fuzzer.options"
printf '[libfuzzer]\nmax_len = 4096\nlen_control = 0\n' >"$OUT/rxv_libfuzzer.options"
echo "build.sh: built $targets into $OUT"
