#!/usr/bin/env bash
# `basilisk run` follows CPython: top-level await is a SyntaxError; --top-level-await allows it,
# as the sandbox does. Usage: cli_top_level_await.sh BASILISK
set -u
basilisk=$1
fail() { echo "FAIL: $*"; exit 1; }
code=$'import asyncio\nasync def two():\n    await asyncio.sleep(1)\n    return 2\nprint(await two() + 1)'
err=$("$basilisk" -c "$code" 2>&1 >/dev/null); status=$?
[ "$status" = 1 ] || fail "expected exit 1 without the flag, got $status"
[[ "$err" == *"SyntaxError: 'await' outside function"* ]] || fail "unexpected error: $err"
out=$("$basilisk" -c --top-level-await "$code" 2>&1) || fail "--top-level-await failed: $out"
[ "$out" = "3" ] || fail "expected 3, got: $out"
echo ok
