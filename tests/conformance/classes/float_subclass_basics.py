# Instances of a `class X(float)`: they are floats to every operator and built-in unless the
# class overrides the method; attributes, __new__/__init__ and their errors as CPython words them.
class Meters(float):
    pass

m = Meters(2.5)
print(m, repr(m), str(m), type(m).__name__, isinstance(m, float), isinstance(m, Meters))
print([c.__name__ for c in type(m).__mro__], Meters.__bases__[0].__name__)
print(m + 1, type(m + 1).__name__, 1 + m, type(1 + m).__name__, m * m, m - 0.5, m / 2, m // 2, m % 2, m ** 2)
print(-m, type(-m).__name__, +m, type(+m).__name__, abs(Meters(-1.5)), type(abs(Meters(-1.5))).__name__)
print(m == 2.5, m != 2.5, m < 3, m <= 2.5, m > 2, m >= 3, 2.5 == m, 3 > m, m == Meters(2.5), m < Meters(3.0))
print(hash(m) == hash(2.5), {2.5: "x"}[m], {m: "y"}[2.5], bool(m), bool(Meters(0.0)), bool(Meters()))
print(float(m), type(float(m)).__name__, int(m), type(int(m)).__name__, round(m), round(Meters(2.567), 2), type(round(m, 1)).__name__)
print(divmod(m, 1), pow(m, 2), pow(2, m), m.is_integer(), Meters(3.0).is_integer(), m.hex(), m.as_integer_ratio())
print(m.real, type(m.real).__name__, m.imag, m.conjugate(), type(m.conjugate()).__name__)
print(f"{m}", f"{m:.3f}", f"{m:>8}|", format(m, "e"), "%s %r %.2f %d" % (m, m, m, m), "{}".format(m), str(m).zfill(6))
print(Meters("1.25"), Meters(3), Meters(True), Meters(" -4.5 "), Meters("inf"), Meters("nan") != Meters("nan"))
m.unit = "m"
print(m.unit, m.__dict__, vars(m))
print(sorted([Meters(3.5), 1.0, Meters(2.0), 2.5]), max(Meters(1.0), Meters(4.0)), min([m, 3.0]), sum([m, m, 1]))
print([m][0] is m, m in [2.5], 2.5 in {m}, list({m: 1}), (m, m))
print(int(Meters(-3.9)), int(Meters(1e20)), float(Meters(1.5)) is not None)

class Temp(float):
    def __new__(cls, value, unit="C"):
        obj = super().__new__(cls, value)
        obj.unit = unit
        return obj
    def __repr__(self):
        return f"Temp({float.__repr__(self)}, {self.unit!r})"
    def __add__(self, other):
        return Temp(float(self) + float(other), self.unit)
    def __radd__(self, other):
        return Temp(float(other) + float(self), self.unit)

t = Temp(20.5, "F")
print(t, repr(t), str(t), t.unit, t + 1, 1 + t, type(t + 1).__name__, t * 2, type(t * 2).__name__, [t], f"{t}", f"{t:.1f}")
print(sum([Temp(1.0), Temp(2.0)]), float.__repr__(t), float.__add__(t, 1), super(Temp, t).__add__(2))

class Km(float):
    def __init__(self, value):
        self.doubled = value * 2

k = Km(4)
print(k, k.doubled, type(k.doubled).__name__)

class Pretty(float):
    def __str__(self):
        return "pretty"
    def __format__(self, spec):
        return "fmt:" + spec
    def __neg__(self):
        return "negated"
    def __bool__(self):
        return False
    def __eq__(self, other):
        return "eq"
    def __lt__(self, other):
        return "lt"

p = Pretty(1.0)
print(p, repr(p), str(p), f"{p:x}", format(p), -p, bool(p), p == 1, p < 2, 2 > p, not p, "%s" % p)
try:
    hash(p)
except TypeError as e:
    print(type(e).__name__, e)

class Hashy(float):
    def __hash__(self):
        return 42
print(hash(Hashy(1.5)))

class Extra(float):
    def __init__(self, v, unit):
        self.unit = unit
for args in [(1.5, "m"), (1.5,), ()]:
    try:
        print(Extra(*args))
    except Exception as e:
        print(type(e).__name__, e)

for bad in [lambda: Meters("x"), lambda: Meters([]), lambda: Meters(1, 2), lambda: Meters(x=1),
            lambda: float.__new__(list, 1), lambda: float.__new__(int, 1), lambda: float.__new__(1),
            lambda: m.nope, lambda: m + "a", lambda: "a" + m, lambda: m < "a", lambda: float.is_integer("x"),
            lambda: Meters(1e308) * 10 > 0, lambda: Meters(1.0) / 0, lambda: divmod(m, 0), lambda: int(Meters("inf"))]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
try:
    class Both(int, float): pass
except TypeError as e:
    print(type(e).__name__, e)
try:
    class Both2(Meters, str): pass
except TypeError as e:
    print(type(e).__name__, e)
class Sub(Meters):
    pass
s = Sub(7.25)
print(s, type(s).__name__, isinstance(s, Meters), [c.__name__ for c in Sub.__mro__], s + m, Sub.__base__.__name__)
for spec in ["d", "x", "5.2s", "?"]:
    try:
        print(format(Meters(1.0), spec))
    except ValueError as e:
        print(type(e).__name__, e)
import copy
c = copy.copy(m)
d = copy.deepcopy([m, t])
print(c, type(c).__name__, c.unit, d, type(d[1]).__name__, d[1].unit)
print(chr(int(Meters(65.0))), [10, 20, 30][int(Meters(1.9))], bytes([int(Meters(66.0))]))
try:
    chr(Meters(65.0))
except TypeError as e:
    print(type(e).__name__, e)
try:
    bytes(Meters(2.0))
except TypeError as e:
    print(type(e).__name__, e)
