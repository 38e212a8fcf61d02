#!/usr/bin/env bash
# Configures and builds one flavour of Basilisk: release (default) or sanitize (ASan+UBSan).
#
# The sanitize build uses clang when it is installed (scripts/setup.sh installs it), at -O1 with
# line tables only, and also builds the libFuzzer targets on the same instrumented core, so
# `test.sh --sanitize` and `fuzz.sh` share one compilation (build-asan/). Without clang it is a
# gcc ASan+UBSan build without fuzzers.
# BASILISK_BUILD_DIR overrides the build directory.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
flavour=${1:-release}
case "$flavour" in
  release)
    dir="${BASILISK_BUILD_DIR:-$root/build}"; args=(-DCMAKE_BUILD_TYPE=Release) ;;
  sanitize)
    dir="${BASILISK_BUILD_DIR:-$root/build-asan}"
    args=(-DCMAKE_BUILD_TYPE=RelWithDebInfo -DBASILISK_SANITIZE=ON)
    if command -v clang++ >/dev/null; then
      export CC=clang CXX=clang++
      args+=(-DBASILISK_FUZZ=ON "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -gline-tables-only -DNDEBUG")
    fi ;;
  *) echo "usage: build.sh [release|sanitize]" >&2; exit 2 ;;
esac
# BASILISK_BUILD_BENCH=OFF leaves bench/ out (scripts/test.sh sets it; `build.sh` alone builds it).
args+=("-DBASILISK_BUILD_BENCH=${BASILISK_BUILD_BENCH:-ON}")
# ccache caches precompiled-header builds only with these sloppiness settings.
if [ -n "${CCACHE_DIR:-}" ] && command -v ccache >/dev/null; then
  args+=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  export CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime
fi
cmake -S "$root" -B "$dir" -G Ninja "${args[@]}" >/dev/null
cmake --build "$dir" -j "$(nproc)"
