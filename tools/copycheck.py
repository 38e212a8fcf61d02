#!/usr/bin/env python3
"""Flags project code that repeats CPython's library line for line.

The project writes its own code: facts about CPython (names, signatures, error wording) carry over,
its source does not. This compares each non-trivial line (25+ characters, not a comment) of the
given files with every line of the installed CPython's Lib/*.py and reports how many are identical
and which CPython files they come from. With --show, prints each line marked '==' when identical.
A rewrite should leave only the unavoidable ones: public signatures, error strings, __all__.

usage: tools/copycheck.py [--show] FILE...   (Python modules frozen in .cpp files work as they are)
"""
import collections
import glob
import os
import sys
import sysconfig


def significant_lines(path):
    out = []
    with open(path, errors='replace') as f:
        for line in f:
            s = line.strip()
            if len(s) >= 25 and not s.startswith('#'):
                out.append(s)
    return out


def library_index():
    lib = sysconfig.get_paths()['stdlib']
    index = {}
    for path in glob.glob(lib + '/*.py') + glob.glob(lib + '/*/*.py'):
        rel = os.path.relpath(path, lib)
        if rel.startswith(('test', 'site-packages')) or '/test' in rel:
            continue
        for s in significant_lines(path):
            index.setdefault(s, set()).add(rel)
    return index


def main(argv):
    show = '--show' in argv
    files = [a for a in argv if a != '--show']
    if not files:
        sys.exit(__doc__)
    index = library_index()
    for path in files:
        lines = significant_lines(path)
        if show:
            for s in lines:
                print(('== ' if s in index else '   ') + s[:110])
            continue
        if not lines:
            continue
        hits = [s for s in lines if s in index]
        sources = collections.Counter(m for s in hits for m in index[s] if len(index[s]) < 4)
        print(f'{len(hits):4d}/{len(lines):4d} {100 * len(hits) / len(lines):5.1f}% {path} '
              f'{sources.most_common(3)}')


if __name__ == '__main__':
    main(sys.argv[1:])
