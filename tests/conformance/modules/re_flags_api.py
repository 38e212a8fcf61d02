# re: RegexFlag values/reprs/operators, Pattern repr/equality/hash/copy, re.error attributes,
# compile caching and purge, Match properties, sub/subn with callables and counts.
import copy
import re


def attempt(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)


flags = [re.NOFLAG, re.A, re.I, re.L, re.U, re.M, re.S, re.X, re.T, re.DEBUG]
print([int(f) for f in flags])
print([repr(f) for f in flags])
print(re.ASCII is re.A, re.IGNORECASE is re.I, re.TEMPLATE is re.T, re.VERBOSE == 64)
print(re.I | re.M, re.M | re.I, 8 | re.I, re.I | 8, re.S & 16, re.S & re.I, re.I ^ re.I, re.I ^ re.S)
print(type(re.I | re.M).__name__, type(8 | re.I).__name__, type(re.I + 1).__name__, re.I + 1)
print(~re.I)
print(re.RegexFlag(511))
print(re.RegexFlag(2 | 4096), repr(re.RegexFlag(4096)), re.RegexFlag(0), re.RegexFlag(10))
print(str(re.I), f'{re.I}', '%s|%d|%x' % (re.I, re.I, re.X), format(re.X, 'x'), re.I.value, type(re.I.value).__name__)
print(re.I.name, (re.I | re.M).name, re.NOFLAG.name)
print(isinstance(re.I, int), isinstance(re.I, re.RegexFlag), re.RegexFlag.__name__, re.I == 2, re.I < 4,
      hash(re.I) == hash(2), bool(re.NOFLAG), bool(re.I))
print(list(re.RegexFlag), list(re.I | re.M), re.RegexFlag.DOTALL, re.RegexFlag['VERBOSE'])
attempt('bad flag value', lambda: re.RegexFlag('x'))
print({re.I: 'i'}[2], re.I in (2, 4), sorted([re.X, re.I, re.M]))

# Pattern objects.
for p in [re.compile('a'), re.compile('a', re.I | re.M), re.compile(b'a', re.I), re.compile('a', re.A),
          re.compile('a', re.U | re.I), re.compile('a', re.I | re.S | re.X | re.A | re.M | re.T),
          re.compile(b'a', re.I | re.L), re.compile('(?i)a'), re.compile('a', re.I | 4096),
          re.compile('x' * 300), re.compile("it's"), re.compile('a', flags=re.DEBUG & 0)]:
    print(repr(p), p.flags, type(p.flags).__name__, p.groups)
p = re.compile(r'(?P<year>\d{4})-(?P<month>\d\d)(-(\d\d))?')
print(p.pattern, p.groups, p.groupindex, type(p).__name__, type(p).__module__, re.Pattern is type(p))
print(re.compile('a') == re.compile('a'), re.compile('a') == re.compile('a', re.I), re.compile('a') == re.compile(b'a'),
      re.compile('a') != 'a', hash(re.compile('ab')) == hash(re.compile('ab')))
print(copy.copy(p) is p, copy.deepcopy(p) is p, re.compile(p) is p, re.compile('q') is re.compile('q'))
attempt('flags with compiled', lambda: re.compile(p, re.I))
attempt('search flags with compiled', lambda: re.search(p, '2020-01', re.I))
attempt('compile int', lambda: re.compile(5))
attempt('compile None', lambda: re.compile(None))
attempt('compile list', lambda: re.search(['a'], 'a'))
re.purge()
print(re.compile('q').pattern, re.search('q', 'aqa').span())

# Matches.
m = p.search('on 2024-03-15 and')
print(m, m.re is p, m.string, m.pos, m.endpos, m.lastindex, m.lastgroup, m.regs)
print(m.group(), m.group(1, 'month'), m['year'], m.groups(), m.groupdict(), m.span(2), m.start(4), m.end())
m2 = p.search('x1999-12-3', 1, 9)
print(m2, m2.pos, m2.endpos, m2.lastindex, m2.lastgroup, m2.groups('-'), bool(m2))
m3 = re.match('(a)(b)?', 'ac')
print(m3.lastindex, m3.lastgroup, m3.regs, m3.groups(), m3.expand(r'[\1\2]'))
m4 = re.match(r'(?P<outer>a(?P<inner>b))', 'ab')
print(m4.lastindex, m4.lastgroup, copy.copy(m4) is m4, copy.deepcopy(m4) is m4, type(m4).__name__, re.Match is type(m4))
print(re.match('x', 'y'), re.fullmatch('a+', 'aaa'), repr(re.search('é+', 'caféé')), re.search('a' * 60, 'a' * 60))

# sub/subn: callables are called in order, count limits them, results assembled.
seen = []


def shout(match):
    seen.append(match.span())
    return match.group().upper()


print(re.sub(r'\w+', shout, 'one two three'), seen)
seen.clear()
print(re.subn(r'\w+', shout, 'one two three', count=2), seen)
print(p.sub(lambda mm: mm['year'][2:], 'x 2001-02 y 1999-12-31'), p.subn('<>', 'none here'))
print(re.sub('a', lambda mm: '', 'banana'), re.sub(b'a', lambda mm: b'o', b'banana'), re.subn('', lambda mm: '-', 'ab'))
print(re.sub('(?P<c>[aeiou])', r'<\g<c>>', 'house', flags=re.I), re.sub('A', 'x', 'aA', flags=re.I))
print(re.split(r'\s*,\s*', 'a , b,c ,d', maxsplit=2), re.split('(-)', 'a-b', flags=0))
print(re.escape('a.b*c?'), re.escape(b'1+1=2'), re.findall('A', 'aAa', re.I), [x.group() for x in re.finditer('a', 'Aa', re.I)])

# re.error.
for pat in ['(', 'a)', '[a', '(?P<1>x)', 'a{2,1}', '\\', 'ab\ncd(', b'x(', 'a**']:
    try:
        re.compile(pat)
    except re.error as e:
        print(repr(pat), '|', e, '|', e.msg, e.pos, e.lineno, e.colno, e.pattern == pat)
e = re.error('plain')
print(e, e.msg, e.pattern, e.pos, e.lineno, e.colno, e.args)
e = re.error('with pos', 'ab\ncd', 4)
print(e, e.lineno, e.colno, e.args)
e = re.error('bytes', b'a\nb', 3)
print(e, e.lineno, e.colno)
e = re.error('no nl', 'abc', 2)
print(e, e.lineno, e.colno)
print(issubclass(re.error, Exception), re.error.__module__, re.error.__name__)
print(sorted(re.__all__))
