#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, ASan+UBSan) and runs each one for N seconds.
#
# Usage: scripts/fuzz.sh [SECONDS] [TARGET...]
#   SECONDS   how long each fuzzer runs (default 60)
#   TARGET    fuzz_compile, fuzz_run, fuzz_snapshot, fuzz_serve (default: every target that was built)
# Environment:
#   FUZZ_BUILD_DIR  build directory (default build-asan/: the fuzzers are built with the sanitized
#                   test suite, on the same instrumented core, by `scripts/build.sh sanitize`)
#   FUZZ_ARGS       extra libFuzzer flags for every target, e.g. "-jobs=1 -workers=1" or "-seed=1"
#
# Longer runs: `nice -n 10 bash scripts/fuzz.sh 3600 fuzz_run` runs one target for an hour and
# keeps growing its corpus; running it again resumes from that corpus.
#
# Corpora live in $FUZZ_BUILD_DIR/corpus/<target> (seeded from tests/conformance/**/*.py and kept
# across runs); crashes, timeouts and out-of-memory inputs are written to
# $FUZZ_BUILD_DIR/artifacts/<target>/. Turn each one into a regression test in
# tests/unit/fuzz_regressions_test.cpp. Exit status: 0 when no fuzzer found anything, 1 otherwise.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-60}
shift || true
dir=${FUZZ_BUILD_DIR:-$root/build-asan}
read -r -a user_args <<<"${FUZZ_ARGS:-}"

if ! command -v clang++ >/dev/null; then
  echo "fuzz.sh: clang++ is needed (libFuzzer)" >&2
  exit 2
fi
BASILISK_BUILD_DIR="$dir" "$root/scripts/build.sh" sanitize || exit 2

targets=("$@")
if [[ ${#targets[@]} -eq 0 ]]; then
  for t in fuzz_compile fuzz_run fuzz_snapshot fuzz_serve; do
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
      fuzz_serve)
        # One protocol session per seed (PROTOCOL.md): start, resume, dump, restore, check, errors.
        printf '%s\n' '{"op":"start","code":"x = get(1)\nprint(x)\nx * 2"}' '{"op":"resume","value":21}' >"$corpus/s1"
        printf '%s\n' '{"op":"start","code":"y = f(a=[1, 2.5, None, {\"k\": true}])","functions":["f"]}' \
          '{"op":"dump"}' '{"op":"resume","error":{"type":"ValueError","message":"no"}}' >"$corpus/s2"
        printf '%s\n' '{"op":"restore","data":"QkFTSUxJU0s="}' '{"op":"constraints"}' >"$corpus/s3"
        printf '%s\n' '{"op":"check","code":"def f(:","stubs":""}' '{"op":"start","code":"1/0"}' 'not json' >"$corpus/s4"
        printf '%s\n' '{"op":"start","code":"n = 1","inputs":{"a":[1,{"$tuple":[2]}]}}' \
          '{"op":"start","code":"n + 1","keep_globals":true}' >"$corpus/s5"
        for f in $(find "$root/tests/conformance" -name '*.py' | head -100); do
          if command -v python3 >/dev/null; then
            python3 -c 'import json,sys; print(json.dumps({"op":"start","code":open(sys.argv[1]).read()}))' "$f" \
              >"$corpus/conf_$(basename "$f")"
          fi
        done ;;
    esac
  fi
  extra=()
  if [[ $t == fuzz_snapshot ]]; then
    extra+=("-max_len=65536")    # real snapshots are a few KB
  else
    extra+=("-dict=$root/tests/fuzz/python.dict" "-max_len=8192")
  fi
  echo "== $t: $seconds s, corpus $corpus"
  "$dir/tests/fuzz/$t" "$corpus" "${extra[@]}" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2560 \
    -print_final_stats=1 -artifact_prefix="$artifacts/" "${user_args[@]}" 2>"$dir/$t.log"
  status=$?
  tail -n 20 "$dir/$t.log"
  if [[ $status -ne 0 ]]; then
    echo "== $t FOUND A PROBLEM (status $status): see $dir/$t.log and $artifacts/"
    found=1
  fi
done
exit $found
