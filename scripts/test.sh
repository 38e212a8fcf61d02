#!/usr/bin/env bash
# Builds Basilisk and runs every test: unit, conformance, embedding.
# `test.sh` uses the Release build; `test.sh --sanitize` the ASan+UBSan build.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
flavour=release; dir="$root/build"
if [ "${1:-}" = "--sanitize" ]; then flavour=sanitize; dir="$root/build-asan"; fi
# No test runs the benchmarks: leave them out of this build unless asked (BASILISK_BUILD_BENCH=ON).
BASILISK_BUILD_BENCH="${BASILISK_BUILD_BENCH:-OFF}" "$root/scripts/build.sh" "$flavour"
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
cd "$dir" && ctest --output-on-failure -j "$(nproc)"
