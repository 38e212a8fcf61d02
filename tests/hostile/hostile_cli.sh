#!/usr/bin/env bash
# Hostile programs through the command line, the way a user meets them: `basilisk -c CODE`.
# `basilisk run`/`-c` have no limits by default, so only programs that must stop on their own are
# here (escapes and single huge operations, which are refused before they start); runaway loops
# are tested through the Vm API with limits (hostile_test.cpp).
# Each must exit with status 0 or 1 (never a signal, never 2+), within 10 s, and print the
# expected exception type on the last stderr line.
# Usage: hostile_cli.sh <path-to-basilisk>
set -u
binary=${1:?usage: hostile_cli.sh <basilisk>}
passed=0
failed=0

# check EXPECTED_PREFIX CODE: the last stderr line must start with EXPECTED_PREFIX ("" = any).
check() {
  local expected=$1 code=$2 err status start end
  err=$(mktemp)
  start=$(date +%s%N)
  timeout 10 "$binary" -c "$code" >/dev/null 2>"$err" </dev/null
  status=$?
  end=$(date +%s%N)
  local last
  last=$(tail -n 1 "$err")
  rm -f "$err"
  local ms=$(( (end - start) / 1000000 ))
  local shown=${code//$'\n'/; }
  (( ${#shown} > 70 )) && shown="${shown:0:60}... (${#code} chars)"
  if [[ $status -gt 1 ]]; then
    echo "FAIL [$ms ms] status $status: $shown"
    echo "     last stderr: $last"
    failed=$((failed + 1))
  elif [[ -n "$expected" && "$last" != "$expected"* ]]; then
    echo "FAIL [$ms ms] expected '$expected...', got '$last': $shown"
    failed=$((failed + 1))
  else
    echo "ok   [$ms ms] $shown -> ${last:0:100}"
    passed=$((passed + 1))
  fi
}

check AttributeError "().__class__.__base__.__subclasses__()"
check NameError "__import__('os')"
check "" "import os, sys, subprocess, socket, ctypes"
check NameError "open('/etc/passwd')"
check AttributeError "def f(): pass
f.__globals__"
check AttributeError "def f(): pass
f.__code__"
check AttributeError "def g():
    yield 1
g().gi_frame"
check AttributeError "class X: pass
'{0.__class__.__init__.__globals__}'.format(X())"
check AttributeError "def f(): pass
getattr(f, '__globals__')"
check NameError "eval('1')"
check NameError "exec('1')"
check NameError "compile('1', 'x', 'eval')"
check "" "10**10**10"
check "" "'a' * 10**12"
check "" "[0] * 10**12"
check "" "f'{1:999999999}'"
check "" "int('9' * 10**7)"
check RecursionError "def f(): return f()
f()"
check SyntaxError "$(printf '(%.0s' $(seq 1 100000))"
check "" "str(10**100000)"
# Tried by hand (tests/fuzz/regressions/README.md): each ends on its own, in well under a second.
check MemoryError "'%*d' % (10**9, 1)"
check MemoryError "'{:>{w}}'.format(1, w=10**9)"
check MemoryError "bytes(10**12)"
check MemoryError "pow(3, 10**9)"
check OverflowError "len(range(10**19))"
check ValueError "str(10**100000)"
check SyntaxError "f'{1:{2:{3:{4}}}}'"
check RecursionError "g = iter([1])
for i in range(100000):
    g = (x for x in g)
next(g)"
check RecursionError "class A:
    def __hash__(self): return hash(self)
{A()}"
check RecursionError "class A:
    def __eq__(self, o): return self == o
[A()].index(A())"
check RecursionError "class A:
    def __repr__(self): return repr([self])
print(A())"
check "" "x = []; x.append(x); print(sorted([x, x]), x == x)"
check "" "print(range(10**18)[10**17:][5], range(2**62, -2**63, -(2**62))[1:][::-1])"

# Runaway programs end in a limit error under the command line's default limits (no --limit given).
check "basilisk: limit exceeded: max_instructions" "while True: pass"
check "basilisk: limit exceeded: max_" "x = []
while True: x.append(x)"
check "basilisk: limit exceeded: max_" "x = 'a'
while True: x = x + x"
check "basilisk: limit exceeded: max_" "def gen():
    while True:
        yield 1
list(gen())"
check "basilisk: limit exceeded: max_" "while True: print('spam' * 1000)"

echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
