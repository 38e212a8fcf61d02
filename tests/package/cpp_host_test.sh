#!/usr/bin/env bash
# The CMake package as a C++ host uses it: install this build into a fresh prefix, check that only
# the embedding API's headers are there, then configure, build and run examples/cpp_host against
# the prefix with find_package(basilisk) (the host checks its own outcome).
# Usage: cpp_host_test.sh BUILD_DIR SOURCE_DIR WORK_DIR CXX_COMPILER
set -euo pipefail
build=$1 source=$2 work=$3 cxx=$4
rm -rf "$work"
mkdir -p "$work"
cmake --install "$build" --prefix "$work/prefix" >"$work/install.log"
headers=$(cd "$work/prefix/include/basilisk" && find . -type f | sort | tr '\n' ' ')
expected="./interp/constraints.h ./interp/errors.h ./interp/feature.h ./interp/sandbox.h ./interp/values.h "
if [ "$headers" != "$expected" ]; then
  echo "installed headers: $headers"; echo "expected:          $expected"; exit 1
fi
test -f "$work/prefix/lib/cmake/basilisk/basiliskConfig.cmake"
test -x "$work/prefix/bin/basilisk"
cmake -S "$source/examples/cpp_host" -B "$work/host" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_PREFIX_PATH="$work/prefix" >"$work/configure.log"
cmake --build "$work/host" >"$work/build.log" || { cat "$work/build.log"; exit 1; }
"$work/host/cpp_host"
