# str + str and str(n) take fast paths for plain str and int; subclasses keep their dunders,
# and the results know their length and ASCII-ness.
class R(str):
    def __add__(self, other):
        return 'add'

    def __radd__(self, other):
        return 'radd'


class Plain(str):
    pass


print('a' + R('b'), R('b') + 'a', type('a' + Plain('b')).__name__, type(Plain('b') + 'a').__name__, 'a' + Plain('b'))
s = 'k'
s += str(42)
s += 'é'
print(s, len(s), s.upper(), s.isascii(), ('k' + str(7)).isascii(), len('日本' + str(-3)), ('日本' + 'x')[2])
print(str(0), str(-1), str(10 ** 18), str(-(2 ** 62)), str(2 ** 63), str(True), str(False), str(None))
keys = ['k' + str(i % 7) for i in range(30)]
d = {}
for k in keys:
    d[k] = d.get(k, 0) + 1
print(sorted(d.items()), 'k3' in d, ('k' + str(3)) in set(keys))
e = ''
print(e + 'x', 'x' + e, (e + e) == '', str('abc'), str(Plain('q')), type(str(Plain('q'))).__name__)
try:
    'a' + 1
except TypeError as exc:
    print(exc)
try:
    1 + 'a'
except TypeError as exc:
    print(exc)
