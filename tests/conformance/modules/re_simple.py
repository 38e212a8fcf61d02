# re on ASCII str and bytes subjects with simple patterns (single-character items with
# quantifiers, plain groups, anchors): lazy and empty matches in scans, anchors with pos/endpos,
# MULTILINE and DOTALL, backtracking, patterns that backtrack a lot, and the module-level
# functions with many distinct patterns.
import re

texts = ['', 'a', 'aab', 'xaxbx', 'ab ab\nab', ' a  b\tc\n', '12-03-1 x', 'aa\n', '\n\n']
patterns = [r'a*?', r'a??', r'a*', r'(a*?)b', r'x*?a?', r'\w*?', r'[^a]{0,2}?', r'b??[a-b]*',
            r'\s+', r'\s*', r'(\w)(\w?)', r'.', r'.+?', r'^a', r'a$', r'\Aa', r'b\Z', r'(?m)^\w', r'(?m)\w$',
            r'(?s).{2}', r'\d+-03-1', r'(?P<x>a)(?P<y>b)?', r'a{2,}', r'a{0,1}?b', r'\ba']
for p in patterns:
    r = re.compile(p)
    for t in texts:
        print(repr(p), repr(t), r.findall(t), r.split(t), r.sub('<\\g<0>>', t),
              [m.span() for m in r.finditer(t)])
        m = r.match(t)
        print('  match', m and (m.span(), m.groups(), m.lastindex))
        m = r.fullmatch(t)
        print('  full', m and (m.span(), m.groups()))
        m = r.search(t, 1, 4)
        print('  search 1:4', m and (m.span(), m.groups()))
        b = re.compile(p.encode())
        bt = t.encode()
        print('  bytes', b.findall(bt), b.split(bt), b.sub(b'-', bt))

# Backtracking: greedy runs give back, lazy runs extend, fixed counts.
print(re.match(r'(\d*)(\d)(\d+?)x', '12345x').groups())
print(re.search(r'(a+)(a{2})(a*?)b', 'caaaaab').groups())
print(re.fullmatch(r'(.*)(\d+)', 'abc123').groups())
print(re.fullmatch(r'(.*?)(\d+)', 'abc123').groups())
print(re.search(r'x(.*)y(.*?)z', 'axAyByCzDz').groups())
print(re.findall(r'(\w+)=(\d*)', 'a=1 b= c=33 =4'))
# Patterns that backtrack a lot on longer text still give CPython's answers.
t = '1' * 300 + 'x' + '2' * 200
for p in [r'\d*\d*y', r'\d*\d*x', r'(\d*)(\d*?)1x', r'1*?1*?2$', r'[12]+?2+\Z', r'.*1.*2']:
    r = re.compile(p)
    m = r.search(t)
    print(p, m and (m.span(), m.groups()), len(r.findall(t)), len(r.split(t)))
# Module-level calls with many distinct patterns (each compiled once, then cached).
line = '2024-03-15 12:30:45 INFO took 15ms'
hits = [p for p in ['\\d{%d}' % n for n in range(1, 12)] + ['INFO', 'WARN', r'took \d+ms', r'\d+-03-1'] if re.search(p, line)]
print(hits)
print([bool(re.match(r'\d+-03-%d' % d, line)) for d in range(10)])
for k in range(300):
    re.match('a{%d}' % k, 'a' * 5)
print(re.match('a{3}', 'aaaa').span(), re.findall('a{2}', 'aaaaa'))
# Groups that did not take part, group access by name and index, defaults.
m = re.match(r'(?P<k>\w+)=(?P<v>\d+)?', 'key=')
print(m.group(), m.group(1), m.group('v'), m.groups(), m.groups('-'), m.groupdict(), m.groupdict(0), m.span('v'), m.lastgroup)
m = re.search(r'(\w+) \[(?P<worker>[\w-]+)\] (.*)$', 'INFO [worker-3] request id=5')
print(m[0], m[1], m['worker'], m.group(3, 'worker', 0), m.start(2), m.end(), m.lastindex, m.lastgroup, m.regs)
# Many optional items (past the matcher's recursion bound, RE2 answers).
print(re.match('a?' * 100 + 'b', 'a' * 50 + 'b').span(), re.search('(x?)' * 70 + 'y', 'xxxy').span(),
      re.fullmatch('[ab]?' * 80, 'ab' * 30) is not None)
