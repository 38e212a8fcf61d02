# A generated __init__ stores fields directly only when no Python __setattr__ must run: a
# class (or base) hook, one assigned after decoration, frozen classes and __slots__.
from dataclasses import dataclass
@dataclass
class A:
    x: int
    def __setattr__(self, name, value):
        print("set", name, value)
        object.__setattr__(self, name, value)
a = A(1)
print(a)
@dataclass
class B(A):
    y: int = 2
b = B(3, 4)
print(b)
@dataclass(frozen=True)
class F:
    x: int
    y: int
print(F(1, 2))
try:
    F(1, 2).x = 3
except Exception as e:
    print(type(e).__name__, e)
class Plain:
    pass
@dataclass
class C(Plain):
    x: int
c = C(5)
print(c, c.__dict__)
C.__setattr__ = lambda self, n, v: print("late", n, v)
C(6)
@dataclass
class S:
    __slots__ = ('x',)
    x: int
print(S(7))
