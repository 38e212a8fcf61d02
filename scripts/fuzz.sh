#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, ASan+UBSan) and runs each one for N seconds.
#
# Usage: scripts/fuzz.sh [SECONDS] [TARGET...]
#   SECONDS   how long each fuzzer runs (default 60)
#   TARGET    fuzz_compile, fuzz_run, fuzz_snapshot (default: every target that was built)
# Environment:
#   FUZZ_BUILD_DIR  build directory (default /tmp/basilisk-fuzz)
#   FUZZ_JOBS       parallel build jobs (default: nproc)
#
# Corpora live in $FUZZ_BUILD_DIR/corpus/<target> (seeded from tests/conformance/**/*.py and kept
# across runs); crashes, timeouts and out-of-memory inputs are written to
# $FUZZ_BUILD_DIR/artifacts/<target>/. Turn each one into a regression test in
# tests/unit/fuzz_regressions_test.cpp. Exit status: 0 when no fuzzer found anything, 1 otherwise.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-60}
shift || true
dir=${FUZZ_BUILD_DIR:-/tmp/basilisk-fuzz}
jobs=${FUZZ_JOBS:-$(nproc)}

if ! command -v clang++ >/dev/null; then
  echo "fuzz.sh: clang++ is needed (libFuzzer)" >&2
  exit 2
fi
CC=clang CXX=clang++ cmake -S "$root" -B "$dir" -DBASILISK_FUZZ=ON -DBASILISK_SANITIZE=ON \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo >"$dir.configure.log" 2>&1 || { cat "$dir.configure.log"; exit 2; }
cmake --build "$dir" --target basilisk_fuzzers -j "$jobs" || exit 2

targets=("$@")
if [[ ${#targets[@]} -eq 0 ]]; then
  for t in fuzz_compile fuzz_run fuzz_snapshot; do
    [[ -x "$dir/tests/fuzz/$t" ]] && targets+=("$t")
  done
fi

export ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
found=0
for t in "${targets[@]}"; do
  corpus="$dir/corpus/$t"
  artifacts="$dir/artifacts/$t"
  mkdir -p "$corpus" "$artifacts"
  if [[ -z "$(ls -A "$corpus")" ]]; then
    case $t in
      fuzz_compile|fuzz_run)
        find "$root/tests/conformance" -name '*.py' -exec cp {} "$corpus/" \; ;;
      fuzz_snapshot)
        # Real snapshots of the conformance programs (programs and paused executions).
        [[ -x "$dir/tests/fuzz/fuzz_snapshot_seeds" ]] &&
          "$dir/tests/fuzz/fuzz_snapshot_seeds" "$corpus" $(find "$root/tests/conformance" -name '*.py' | head -200) ;;
    esac
  fi
  extra=()
  [[ $t != fuzz_snapshot ]] && extra+=("-dict=$root/tests/fuzz/python.dict")
  echo "== $t: $seconds s, corpus $corpus"
  "$dir/tests/fuzz/$t" "$corpus" "${extra[@]}" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2560 \
    -max_len=8192 -print_final_stats=1 -artifact_prefix="$artifacts/" 2>"$dir/$t.log"
  status=$?
  tail -n 20 "$dir/$t.log"
  if [[ $status -ne 0 ]]; then
    echo "== $t FOUND A PROBLEM (status $status): see $dir/$t.log and $artifacts/"
    found=1
  fi
done
exit $found
