class P:
    __slots__ = ('a', 'b')
    def __init__(self, a): self.a = a
p = P(1)
print(p.a)
try: p.c = 3
except AttributeError as e: print('AE', e)
try: print(p.b)
except AttributeError as e: print('AE', e)
try: p.__dict__
except AttributeError as e: print('AE', e)
print(P.__slots__)
print(hasattr(p, 'b'))
del p.a
print(hasattr(p, 'a'))
class Q(P): pass
q = Q(2); q.z = 5; print(q.z, q.__dict__["z"])
class R(P):
    __slots__ = ('c',)
r = R(3); r.c = 4
try: r.d = 1
except AttributeError as e: print('AE', e)
class S:
    __slots__ = 'x'
s = S(); s.x = 1; print(s.x)
try:
    class T:
        __slots__ = ('a',)
        a = 1
except ValueError as e: print('VE', e)
class U:
    __slots__ = ('a', '__dict__')
u = U(); u.k = 1; print(u.__dict__)
print(P.__slots__)
import dataclasses
@dataclasses.dataclass(slots=True)
class D:
    x: int
d = D(1)
try: d.y = 2
except AttributeError as e: print('AE', e)
print(D.__slots__)
for bad in [(1,), ('a b',)]:
    try:
        class V:
            __slots__ = bad
    except TypeError as e: print('TE', e)
class W:
    __slots__ = ['p']
    def __init__(self): self.p = 1
w = W()
try: object.__setattr__(w, 'q', 2)
except AttributeError as e: print('AE', e)
setattr(w, 'p', 9); print(w.p, getattr(w, 'q', 'none'))
class E(Exception):
    __slots__ = ()
e = E(); e.note = 1; print(e.note)
from collections import namedtuple
Pt = namedtuple('Pt', 'x y')
pt = Pt(1, 2)
try: pt.z = 3
except AttributeError as e: print('AE', e)
class N(int):
    __slots__ = ()
n = N(3)
try: n.k = 1
except AttributeError as e: print('AE', e)
