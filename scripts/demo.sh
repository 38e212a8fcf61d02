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
# Each step's output is shown and kept: the demo checks its own outcome and fails loudly.
log=$(dirname "$state")
fail() {
  echo >&2
  echo "DEMO FAILED: $*" >&2
  exit 1
}
step() {   # step NAME ARGS...: runs `basilisk demo ARGS...`, shows and keeps its output
  local name=$1
  shift
  local status=0
  "$bin" demo "$@" >"$log/$name.out" 2>&1 || status=$?
  cat "$log/$name.out"
  [ "$status" -eq 0 ] || fail "'basilisk demo $*' exited with status $status"
}
echo "== process 1: run until a call needs approval"
step run run "$root/examples/agent.py" "$state"
grep -q 'book_flight("U27713") needs a human' "$log/run.out" || fail "the run did not pause at book_flight"
[ -s "$state" ] || fail "no paused execution was saved"
echo
echo "== (days later) process 2: the human approves"
step approve resume "$state" approve
grep -qF '| Done: booked' "$log/approve.out" || fail "the approved run did not print 'Done: booked'"
grep -qF 'its result: {"booked":true,"flight":"U27713","confirmation":"BSK-4711"}' "$log/approve.out" ||
  fail "the approved run did not book U27713"
echo
echo "== process 3: the same snapshot, restored again; this time the human declines"
step deny resume "$state" deny
grep -qF '| Done: not booked' "$log/deny.out" || fail "the declined run did not print 'Done: not booked'"
grep -qF 'its result: {"booked":false,"reason":"booking declined by the user"}' "$log/deny.out" ||
  fail "the declined run did not report the refusal"
echo
echo "== the constraints text a host puts in the model's prompt (basilisk constraints)"
"$bin" constraints --disable classes,imports | sed 's/^/    /'
echo
echo "== demo OK: paused at the approval, restored twice in new processes; approved -> booked, declined -> refusal reported"
