class Pair(tuple):
    def __new__(cls, a, b):
        return super().__new__(cls, (a, b))
    @property
    def first(self):
        return self[0]
    def swap(self):
        return Pair(self[1], self[0])

p = Pair(1, 2)
print(p, p.first, p.swap(), len(p), p[1], list(p), isinstance(p, tuple), type(p).__name__)
a, b = p
print(a, b, p == (1, 2), hash(p) == hash((1, 2)), p + (3,), tuple(p), type(tuple(p)).__name__)
print(sorted([Pair(2, 1), Pair(1, 3)]), {p: 'x'}[(1, 2)], p.count(1), p.index(2))

class Tagged(tuple):
    pass
t = Tagged([3, 4])
t.tag = 'hi'
print(t, t.tag, Tagged(), Tagged('ab'), type(t) is Tagged)

class R(tuple):
    def __repr__(self):
        return 'R' + tuple.__repr__(self)
    def __getitem__(self, i):
        return 'item' + str(tuple.__getitem__(self, i))
r = R((5, 6))
print(repr(r), r[0], str(r), len(r))
try:
    Tagged(1, 2)
except TypeError as e:
    print('TypeError:', e)
try:
    tuple.__new__(int, [1])
except TypeError as e:
    print('TypeError:', e)
