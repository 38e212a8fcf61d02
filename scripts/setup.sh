#!/usr/bin/env bash
# Installs every Debian package Basilisk needs to build, test and benchmark on a fresh machine.
set -euo pipefail
packages=(
  build-essential cmake ninja-build git
  libboost-dev libboost-serialization-dev
  libre2-dev libfmt-dev nlohmann-json3-dev libssl-dev
  libgtest-dev libgmock-dev libbenchmark-dev
  clang libclang-rt-14-dev
  pybind11-dev python3-dev python3-pytest
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends "${missing[@]}"
fi
