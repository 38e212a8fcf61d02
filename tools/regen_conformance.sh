#!/usr/bin/env bash
# Regenerates the expected output of conformance programs with CPython.
# Usage: tools/regen_conformance.sh [program.py ...]   (default: every tests/conformance/**/*.py)
# For each program writes <program>.py.out (stdout) and <program>.py.err (exit status, last stderr line).
# Programs run with PYTHONHASHSEED=0, cwd = the program's directory and the short file name, exactly as
# tests/conformance/check.sh runs basilisk.
set -u

root="$(cd "$(dirname "$0")/.." && pwd)"
python="${PYTHON:-python3}"

if [[ $# -gt 0 ]]; then
  programs=("$@")
else
  mapfile -t programs < <(find "$root/tests/conformance" -name '*.py' -type f | sort)
fi

count=0
for program in "${programs[@]}"; do
  dir="$(cd "$(dirname "$program")" && pwd)"
  base="$(basename "$program")"
  errtmp="$(mktemp)"
  (cd "$dir" && PYTHONHASHSEED=0 PYTHONIOENCODING=utf-8 timeout 60 "$python" "$base" \
      >"$base.out" 2>"$errtmp" </dev/null)
  status=$?
  last="$(tail -n 1 "$errtmp")"
  printf '%s\n%s\n' "$status" "$last" >"$dir/$base.err"
  rm -f "$errtmp"
  count=$((count + 1))
done
echo "regenerated $count program(s)"
