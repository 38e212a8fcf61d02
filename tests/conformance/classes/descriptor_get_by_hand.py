# __get__ of functions, classmethod, staticmethod and property, called by hand (decorators,
# functools.singledispatchmethod), with CPython's argument errors.
def f(self, x=0): return ("f", type(self).__name__, x)
class C:
    cm = classmethod(lambda cls, y=1: ("cm", cls.__name__, y))
    sm = staticmethod(lambda z=2: ("sm", z))
    p = property(lambda self: "prop")
c = C()
print(f.__get__(c)(5), f.__get__(None, C) is f, f.__get__(c, C)(), hasattr(f, "__get__"))
print(C.__dict__["cm"].__get__(c)(), C.__dict__["cm"].__get__(None, C)(), C.__dict__["sm"].__get__(c)(), C.__dict__["p"].__get__(c), C.__dict__["p"].__get__(None, C) is C.__dict__["p"])
try:
    f.__get__(None, None)
except TypeError as e:
    print("TypeError:", e)
try:
    f.__get__()
except TypeError as e:
    print("TypeError:", e)
import functools
class Shape:
    @functools.singledispatchmethod
    def area(self, arg):
        raise NotImplementedError(f"no area for {type(arg).__name__}")
    @area.register
    def _(self, arg: int):
        return arg * arg
    @area.register
    def _(self, arg: tuple):
        return arg[0] * arg[1]
s = Shape(); print(s.area(3), s.area((2, 5)))
from enum import Enum
class E(Enum):
    A = 1
    def m(self): return self.name
    f = f
print(list(E), E.A.m(), E.A.f())
for call in [lambda: f.__get__(1, 2, 3), lambda: classmethod(f).__get__(), lambda: staticmethod(f).__get__(None, None),
             lambda: f.__get__(1, k=2), lambda: property(None).__get__(5)]:
    try:
        call()
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, repr(str(e)))
print(property(None).__get__(None, int) is not None)
