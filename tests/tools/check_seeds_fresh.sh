#!/usr/bin/env bash
# The fuzz_snapshot seeds that pause at a host call, each restored in a fresh process
# (restore_finish) and run to the end: the output must be the uninterrupted run's.
# Usage: check_seeds_fresh.sh SNAPSHOT_SEEDS RESTORE_FINISH
set -u
seeds_bin=$1
restore_bin=$2
work=$(mktemp -d "${TMPDIR:-/tmp}/basilisk-seeds.XXXXXX")
trap 'rm -rf "$work"' EXIT
"$seeds_bin" "$work" >/dev/null || { echo "FAIL: the seed generator failed"; exit 1; }
checked=0
failed=0
for expected in "$work"/paused*.expected; do
  [[ -e "$expected" ]] || continue
  seed=${expected%.expected}
  # Each seed starts with one byte naming its kind (fuzz_snapshot's format).
  if ! "$restore_bin" "$seed" 1 >"$work/out" 2>"$work/err"; then
    echo "FAIL $(basename "$seed"): $(cat "$work/err")"
    failed=1
  elif ! cmp -s "$expected" "$work/out"; then
    echo "FAIL $(basename "$seed"): output differs"
    diff -u "$expected" "$work/out" | head -20
    failed=1
  fi
  checked=$((checked + 1))
done
if [[ $checked -lt 8 ]]; then
  echo "FAIL: only $checked paused seeds were checked"
  exit 1
fi
[[ $failed -eq 0 ]] && echo "PASS: $checked paused seeds restored in fresh processes"
exit $failed
