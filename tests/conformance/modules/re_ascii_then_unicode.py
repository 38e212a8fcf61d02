# One compiled pattern used on ASCII subjects first and on non-ASCII ones after (re keeps a
# separate program for ASCII text): Unicode \d \w \s, offsets in code points, and every method.
import re

pats = [re.compile(p) for p in [r'(\w+)=(\d+)', r'\s+', r'^(\w+) \[(?P<w>[\w-]+)\] (.*)$', r'\d+?', r'(?m)^\S+$', r'.']]
ascii_texts = ['key=42 other=7', 'INFO [worker-1] ok', 'a b\tc\n12\n']
uni_texts = ['clé=٤٢ ünï=7', 'ÉTAT [wörker-1] ok\u3000fin', 'x\u2003y\u00a0z\n١٢\n', 'Ω [x-y] π']
for r in pats:
    for t in ascii_texts + uni_texts + ascii_texts[:1]:
        m = r.search(t)
        print(repr(r.pattern), repr(t), m and (m.span(), m.groups(), m.group()), r.findall(t), r.split(t),
              r.sub('|', t), [m.span() for m in r.finditer(t)], r.fullmatch(t) is not None)
b = re.compile(rb'(\w+)=(\d+)')
print(b.findall(b'k=1 \xe9=2 x=\xb2'), b.split(b'a=1\xffb=2'))
