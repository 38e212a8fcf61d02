#!/usr/bin/env bash
# The demo: an agent script calls three host functions; the third needs a human's approval, so the
# host saves the paused execution to a file and exits. Later, new processes restore the file and
# answer: once approving, once declining (the same snapshot, restored twice: a fork).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD_DIR:-$root/build}
echo "== building basilisk in $build"
# Same generator as scripts/build.sh, so the demo and the tests can share the build directory.
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build" --target basilisk -j "$(nproc)" >/dev/null
bin="$build/basilisk"
state=$(mktemp -d)/paused.bsk
echo
echo "== the agent's script (examples/agent.py)"
sed 's/^/    /' "$root/examples/agent.py"
echo
echo "== process 1: run until a call needs approval"
"$bin" demo run "$root/examples/agent.py" "$state"
echo
echo "== (days later) process 2: the human approves"
"$bin" demo resume "$state" approve
echo
echo "== process 3: the same snapshot, restored again; this time the human declines"
"$bin" demo resume "$state" deny
echo
echo "== the constraints text a host puts in the model's prompt (basilisk constraints)"
"$bin" constraints --disable classes,imports | sed 's/^/    /'
