from collections import namedtuple

Point = namedtuple('Point', ['x', 'y'])
p = Point(1, 2)
print(p, p.x, p.y, p[0], p[-1], len(p))
print(isinstance(p, tuple), type(p).__name__, Point._fields)
x, y = p
print(x + y, p == (1, 2), p == Point(1, 2), hash(p) == hash((1, 2)))
print(p._asdict(), p._replace(x=10), Point._make([5, 6]))
print(list(p), tuple(p), p + (3,), p * 2, p[::-1])
print(Point(x=3, y=4), Point(5, y=6))
P3 = namedtuple('P3', 'a b c', defaults=[2, 3])
print(P3(1), P3(1, 5), P3._field_defaults)
E = namedtuple('E', 'a, b')
print(E(1, 2))
for args, kwargs in [((1,), {}), ((1, 2, 3), {}), ((1,), {'z': 2}), ((1,), {'x': 2}), ((), {})]:
    try:
        Point(*args, **kwargs)
    except TypeError as e:
        print('TypeError:', e)
for args in [('Bad', ['a', 'a']), ('Bad', ['_a']), ('Bad', ['def']), ('1Bad', ['a']), ('Bad', ['a b'])]:
    try:
        namedtuple(*args)
    except ValueError as e:
        print('ValueError:', e)
print(namedtuple('R', ['a', 'def', '_c', 'a'], rename=True)._fields)
try:
    Point._make([1])
except TypeError as e:
    print('TypeError:', e)
try:
    p._replace(z=1)
except ValueError as e:
    print('ValueError:', e)
class Vec(namedtuple('Vec', 'x y')):
    def norm2(self):
        return self.x * self.x + self.y * self.y
    def __repr__(self):
        return f'<Vec {self.x},{self.y}>'
v = Vec(3, 4)
print(v, v.norm2(), v[0], isinstance(v, tuple), sorted([Vec(2, 1), Vec(1, 5)]))
d = {p: 'point'}
print(d[(1, 2)], d[Point(1, 2)])
print(sorted([Point(2, 1), Point(1, 2), Point(1, 1)]))
print(max(Point(1, 9), Point(2, 0)), p.count(1), p.index(2))
match p:
    case Point(x=1, y=yy):
        print('matched', yy)
print(Point.__doc__, p.__class__ is Point)
