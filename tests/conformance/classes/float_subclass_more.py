# A float-mixin Enum, match's float() class pattern, in-place operators, str.format conversions
# and a subclass of a subclass overriding __neg__ only.
from enum import Enum
class Unit(float, Enum):
    M = 1.0
    KM = 1000.0
print(Unit.KM, Unit.KM.value, Unit.KM * 2, Unit(1.0), isinstance(Unit.M, float), Unit.M == 1.0, repr(Unit.KM))
class M(float): pass
import math
print(math.floor(M(2.5)), math.ceil(M(2.5)), round(M(2.675), 2), M(2.5) in {2.5: 1}, sorted({M(2.0): 1, 1.0: 2}))
print(max(M(1.0), 2), [M(3.0), 1][0] * 2, -(-M(1.0)), M(3.0) ** -1, 2 ** M(0.5), 10 // M(3.0), 10 % M(3.0))
x = M(5.0)
x -= 1
print(x, type(x).__name__)
print("{0:.1f} {0!r} {0!s}".format(M(1.25)), f"{M(1.0)!r:>6}")
print(hash(M(1.0)) == hash(1), {M(1.0): "a"}[1], M(1.0) == 1, M(0.1) + M(0.2))
print(abs(M(-2.0)), type(abs(M(-2.0))).__name__, M(2.0).__class__ is M, type(M(2.0)) is M)
match M(2.0):
    case float(v):
        print("float", v, type(v).__name__)
class N(M):
    def __neg__(self): return "N neg"
print(-N(1.0), +N(1.0), abs(N(-1.0)))
