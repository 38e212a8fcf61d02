# str.splitlines and bytes.splitlines: every line boundary (\n \r \r\n \v \f \x1c-\x1e, and for
# str \x85 \u2028 \u2029), keepends, ASCII and non-ASCII text, long text.
samples = ['', 'a', 'a\n', '\n', 'a\nb', 'a\r\nb\rc\n\nd', 'x\x0by\x0cz\x1cw\x1dv\x1eu\x1fq', 'é\x85ü\u2028ß\u2029end',
           '\r', '\r\r\n\n', 'tab\tsp ace\x07\x1b', 'a\u00a0b\u3000c', 'line\n' * 3 + 'last']
for t in samples:
    print(repr(t), t.splitlines(), t.splitlines(True), t.splitlines(keepends=True) == t.splitlines(1))
    b = t.encode('utf-8')
    print(' ', b.splitlines(), b.splitlines(True))
text = ''.join('row %d: %s\n' % (i, 'é' if i % 7 == 0 else 'x' * (i % 5)) for i in range(2000))
lines = text.splitlines()
print(len(lines), lines[:3], lines[-2:], sum(len(l) for l in lines), len(text.splitlines(True)))
