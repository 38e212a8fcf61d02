#!/usr/bin/env python3
"""Moves a Python-written module between its .cpp file and a plain .py file.

  tools/module_source.py extract stdlib/modules/X.cpp > DIR/NAME.py
  tools/module_source.py pack DIR/NAME.py stdlib/modules/X.cpp

Each such .cpp file holds the module as one raw string literal R"PY( ... )PY". Work on the .py
with a BASILISK_DEV_MODULE_OVERRIDE build (README, Modules), then pack it back.
"""
import sys

OPEN, CLOSE = 'R"PY(', ')PY"'


def literal_span(text):
    start = text.index(OPEN) + len(OPEN)
    return start, text.index(CLOSE, start)


def main(argv):
    if len(argv) == 2 and argv[0] == 'extract':
        with open(argv[1]) as f:
            text = f.read()
        a, b = literal_span(text)
        sys.stdout.write(text[a:b])
    elif len(argv) == 3 and argv[0] == 'pack':
        with open(argv[1]) as f:
            body = f.read()
        if CLOSE in body:
            sys.exit(f'{argv[1]}: contains {CLOSE}, which would end the literal')
        if not body.startswith('\n'):
            body = '\n' + body
        with open(argv[2]) as f:
            text = f.read()
        a, b = literal_span(text)
        with open(argv[2], 'w') as f:
            f.write(text[:a] + body + text[b:])
    else:
        sys.exit(__doc__)


if __name__ == '__main__':
    main(sys.argv[1:])
