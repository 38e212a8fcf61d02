#!/usr/bin/env bash
# Runs one conformance program under basilisk and compares it with CPython's recorded behaviour:
#   <program>.py.out  exact stdout (byte for byte)
#   <program>.py.err  line 1: exit status, line 2: last line of stderr (empty if none)
# Usage: check.sh <path-to-basilisk> <program.py>
# No Python needed here: the expected files are produced by tools/regen_conformance.sh.
set -u

if [[ $# -ne 2 ]]; then
  echo "usage: $0 <basilisk-binary> <program.py>" >&2
  exit 2
fi

binary=$1
program=$2

# Resolve the binary before changing directory, so a relative path keeps working.
if [[ "$binary" != /* ]]; then
  if [[ "$binary" == */* ]]; then
    binary="$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")"
  else
    binary="$(command -v "$binary" || echo "$binary")"
  fi
fi
if [[ ! -x "$binary" ]]; then
  echo "check.sh: basilisk binary not found or not executable: $binary" >&2
  exit 2
fi

dir="$(cd "$(dirname "$program")" && pwd)"
base="$(basename "$program")"
expected_out="$dir/$base.out"
expected_err="$dir/$base.err"
for f in "$dir/$base" "$expected_out" "$expected_err"; do
  if [[ ! -f "$f" ]]; then
    echo "check.sh: missing file: $f (run tools/regen_conformance.sh)" >&2
    exit 2
  fi
done

work="$(mktemp -d "${TMPDIR:-/tmp}/basilisk-conf.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# Run with the program's directory as cwd and the short name, so tracebacks name the short file.
(cd "$dir" && timeout 10 "$binary" run "$base" >"$work/stdout" 2>"$work/stderr" </dev/null)
status=$?

expected_status="$(sed -n 1p "$expected_err")"
expected_last="$(sed -n 2p "$expected_err")"
actual_last="$(tail -n 1 "$work/stderr")"

failed=0
if [[ $status -eq 124 ]]; then
  echo "FAIL $program: timed out after 10 s"
  failed=1
fi

if ! cmp -s "$expected_out" "$work/stdout"; then
  echo "FAIL $program: stdout differs (--- expected CPython, +++ basilisk)"
  diff -u --label expected "$expected_out" --label actual "$work/stdout" | head -n 200
  failed=1
fi

if [[ "$status" != "$expected_status" ]]; then
  echo "FAIL $program: exit status: expected $expected_status, got $status"
  failed=1
fi

if [[ "$actual_last" != "$expected_last" ]]; then
  echo "FAIL $program: last stderr line differs"
  echo "  expected: $expected_last"
  echo "  actual:   $actual_last"
  failed=1
fi

if [[ $failed -ne 0 ]]; then
  if [[ -s "$work/stderr" ]]; then
    echo "--- full stderr (last 30 lines) ---"
    tail -n 30 "$work/stderr"
  fi
  exit 1
fi
echo "PASS $program"
exit 0
