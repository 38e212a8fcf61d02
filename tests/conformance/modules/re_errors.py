# re: the errors of bad patterns, templates and arguments, worded as CPython's.
import re

bad = ['(', 'a)', '[a', 'a**', '*a', '(?P<1>x)', '(?P<a>x)(?P<a>y)', '\\', 'a\\', '\\q', '[\\q]',
       '(?z)', 'x(?i)', '(?P=nope)', 'a{3,2}', '[z-a]', '[\\w-z]', '(?#abc', '(?P<n', '(?<x)',
       '\\x4', '\\u12', '(?i', '(?-)', '(?im-i:x)', '+', 'a|*', '(?L)a', '\\9', '\\777', '(?P<>x)',
       'a{,', '(?', 'ab\n(', '(?P', '(?Px)', '\\N{NOPE}', '(?a-a:x)', '(?u)x', '[]', '[^]',
       '(?P<a-b>x)', '\\N', '\\N{', '(?:', '^*', '$+', '\\b*']
for p in bad:
    try:
        re.compile(p)
        print(repr(p), 'compiled')
    except re.error as e:
        print(repr(p), '->', e, '|', e.msg, e.pos, e.lineno, e.colno, e.pattern == p)
for p, f in [('(?i)a', re.A | re.U), ('a', re.L), (b'a', re.U), (b'(?u)a', 0), ('x', re.A | re.U)]:
    try:
        re.compile(p, f)
    except (ValueError, re.error) as e:
        print(type(e).__name__, e)
try:
    re.compile('a{99999999999}')
except OverflowError as e:
    print('OverflowError', e)
for t in [r'\g<3>', r'\g<x>', r'\g<', r'\g<1', r'\g<a b>', r'\3', '\\', r'\q', r'\g<>', r'\g', r'\400']:
    try:
        print(repr(re.sub('(a)(b)', t, 'ab')))
    except (re.error, IndexError) as e:
        print(repr(t), type(e).__name__, e)
for call in [lambda: re.search('a', 5), lambda: re.search(b'a', 'a'), lambda: re.search('a', b'a'),
             lambda: re.compile(5), lambda: re.compile(re.compile('a'), re.I),
             lambda: re.sub('a', 5, 'a'), lambda: re.match('a', 'a').group(5),
             lambda: re.sub('a', lambda m: 5, 'aa')]:
    try:
        call()
    except Exception as e:
        print(type(e).__name__, e)
print(issubclass(re.error, Exception), re.error.__name__)
e = re.error('boom')
print(e, e.msg, e.pattern, e.pos)
re.compile('(')
