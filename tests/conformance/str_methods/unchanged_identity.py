# A str method that changes nothing hands back the same object, as CPython does; one that
# changes something, or a str subclass instance, gets a new plain str. The ASCII fast paths of
# upper/lower/strip/replace/split must give the same text as the general ones.
s = 'abc'
print(s.strip() is s, s.lstrip() is s, s.rstrip() is s, s.strip('z') is s, s.strip(None) is s)
print((' ' + s).strip() is s, (s + ' ').rstrip() == s, s.strip('a') == 'bc')
print(s.replace('x', 'y') is s, s.replace('a', 'b', 0) is s, s.replace('abcd', '') is s)
print(s.replace('', '') is s, s.replace('b', 'b') is s, s.replace('a', 'z') is s)
a = 'b'
print(s.replace(a, a) is s, s.replace('bc', 'bc') is s)
print(s.split()[0] is s, s.split(',')[0] is s, s.split(',', 0)[0] is s, s.split('b')[0] is s)
# upper() and lower() always make a new str in CPython, even when nothing changes.
print(s.upper() is s, s.lower() is s, s.lower() == s)

class S(str):
    pass

t = S('abc')
for r in (t.strip(), t.lstrip(), t.replace('x', 'y'), t.replace('a', 'a'), t.split()[0], t.split(',')[0], t.upper(), str(t)):
    print(type(r).__name__, r is t, r)

# Whitespace in ASCII text, as str.isspace() sees it: \t\n\v\f\r, \x1c-\x1f and space.
w = '\x1c\x1d\x1e\x1f \t\n\r\x0b\x0cq r\x1cs\x85 '
print(repr(w.strip()), repr(w.lstrip()), repr(w.rstrip()), w.split())
print(repr('\x1c\x1f ab\x0b\x1d'.strip()), repr('\x1c ab '.lstrip()), repr(' ab\x1f'.rstrip()))
print('  x  y\x1fz  '.split(), ''.split(), '   '.split(), ' a'.split(), 'a '.split())
print(repr('\xa0 é \u2003'.strip()), 'a\u3000b é'.split(), '\u2003caf\u00e9\u2003'.strip().upper())
# Same-length replacements are searched in the original text, not in the replaced copy.
print('OOPS'.replace('O', '0'), 'aaa'.replace('a', 'b', 2), 'aaa'.replace('aa', 'b'), 'abab'.replace('ab', 'ba'))
print('aaaa'.replace('aa', 'ab'), 'abcabc'.replace('bc', 'cb', 1), 'x'.replace('', '-'), 'héé'.replace('é', 'e'))
print('Ab1-Zz'.upper(), 'Ab1-Zz'.lower(), 'ǅemo'.upper(), 'İx'.lower(), len('İx'.lower()))
words = ['  Hello ', 'OOPS', ' to be or not ', 'Observation:', '']
print([w.upper().strip().replace('O', '0').lower() for w in words])
print(str(5), str(-12), str(0), 'k' + str(12345), str(s) is s, str(2 ** 70), len('k' + 'é'), ('k' + 'é').upper())
print(f'{5}{-3}', format(7), format(-70), 'é' + 'x', len('é' + 'x'))
