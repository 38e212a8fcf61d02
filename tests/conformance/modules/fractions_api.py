# Fraction: construction from every accepted kind, conversions, rounding and formatting.
from fractions import Fraction
import math

F = Fraction


def show(label, thunk):
    try:
        r = thunk()
        print(label, repr(r), type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__, e)


# Constructors.
show("no args", lambda: F())
show("int", lambda: F(7))
show("neg int", lambda: F(-7))
show("bool", lambda: F(True))
show("pair", lambda: F(6, 4))
show("pair neg den", lambda: F(6, -4))
show("pair both neg", lambda: F(-6, -4))
show("zero num", lambda: F(0, -5))
show("keywords", lambda: F(numerator=3, denominator=9))
show("keyword num only", lambda: F(numerator=5))
show("bool pair", lambda: F(True, True))
show("frac pair", lambda: F(F(1, 2), F(3, 4)))
show("frac int", lambda: F(F(1, 2), 3))
show("int frac", lambda: F(3, F(1, 2)))
show("frac", lambda: F(F(5, 10)))
show("float", lambda: F(0.1))
show("neg float", lambda: F(-2.5))
show("zero float", lambda: F(0.0))
show("neg zero float", lambda: F(-0.0))
show("big float", lambda: F(1e20))
show("int big", lambda: F(10 ** 40, 10 ** 38))
for s in [" -1.5e3 ", "3/4", "-3/4", "+3/4", " 7/21 ", "1e-2", "1E+3", "-.5", "5.", "1_000", "1_000/3_000",
          "0.1_2", "12e1_0", "\u0661\u0662/\u0663", "1.e3", ".5E-1_0", "1.d", "1.D", "1.ddd", "1.de3", "1.ddE-2", "0", "-0", "00012", "1.50", "\t2.5\n", "1e0", "3.0e-0"]:
    show(repr(s), lambda s=s: F(s))
for s in ["", " ", "1/2/3", "1 / 2", "0x10", "1.2.3", "e5", "1e", "1e+", "_1", "1_", "1__0", "1._5", "+-1",
          "- 1", "1/ 2", "1/-2", "1/+2", "3/0", "-3/0", "Infinity", "NaN", "1j", "½", "1,5", ".e1", "1.5e1.5", ".d", "1.dd5", "1.d_d", "1._d", ".", "-", "+", "/", "1/", "/1", "e", "1e5e5", "1.5.", "\x00"]:
    show(repr(s), lambda s=s: F(s))
for bad in [(None,), ([1, 2],), ((1, 2),), (1.5, 2), (1, 2.5), ("1", 2), (2, "1"), (1, 0), (F(1, 2), 0), (0, 0),
            (1, F(0)), (float("inf"),), (float("-inf"),), (float("nan"),), (b"12",)]:
    show("bad %r" % (bad,), lambda bad=bad: F(*bad))

# Class methods and conversions.
show("from_float", lambda: F.from_float(0.25))
show("from_float int", lambda: F.from_float(5))
show("from_float bool", lambda: F.from_float(True))
show("from_float str", lambda: F.from_float("0.5"))
show("from_float frac", lambda: F.from_float(F(1, 2)))
show("from_float inf", lambda: F.from_float(float("inf")))
show("from_float nan", lambda: F.from_float(float("nan")))
show("from_decimal int", lambda: F.from_decimal(3))
show("from_decimal float", lambda: F.from_decimal(1.5))
show("from_decimal str", lambda: F.from_decimal("1.5"))
show("ratio", lambda: F(-6, 8).as_integer_ratio())
show("ratio int", lambda: F(5).as_integer_ratio())
f = F(-22, 7)
print(f.numerator, f.denominator, f.real, f.imag, f.conjugate(), type(f.real).__name__, type(f.imag).__name__)
print(int(f), float(f), math.trunc(f), math.floor(f), math.ceil(f), round(f), bool(f), bool(F(0)))
print(type(math.floor(f)).__name__, type(math.ceil(f)).__name__, type(round(f)).__name__, type(round(f, 1)).__name__)
for x in [F(1, 2), F(3, 2), F(5, 2), F(-1, 2), F(-3, 2), F(-5, 2), F(7, 3), F(-7, 3), F(0)]:
    print(x, round(x), math.floor(x), math.ceil(x), math.trunc(x), int(x))
for nd in [-3, -2, -1, 0, 1, 2, 3, 5]:
    print(nd, repr(round(F(123456, 7), nd)), repr(round(F(-1, 8), nd)), repr(round(F(25, 1000), nd)))
show("round float nd", lambda: round(F(1, 3), 1.5))
show("round str nd", lambda: round(F(1, 3), "1"))
show("round None", lambda: round(F(7, 2), None))

# limit_denominator.
for x, m in [(F("3.141592653589793"), 10), (F("3.141592653589793"), 1000), (F(1, 3), 3), (F(1, 3), 2), (F(5, 2), 1),
             (F(-5, 2), 1), (F(7, 2), 1), (F(-7, 2), 1), (F(0), 5), (F(1.1), 100), (F(-1.1), 100), (F(10 ** 20 + 1, 10 ** 20), 10 ** 6)]:
    print(x, m, repr(x.limit_denominator(m)))
print(repr(F(math.pi).limit_denominator()), repr(F(math.e).limit_denominator()))
show("limit 0", lambda: F(1, 3).limit_denominator(0))
show("limit -1", lambda: F(1, 3).limit_denominator(-1))

# repr, str, format.
for x in [F(1, 2), F(-1, 2), F(4), F(-4), F(0), F(10 ** 25, 3)]:
    print(repr(x), str(x), "%s" % x, f"{x}", format(x), format(x, ""), "{}".format(x), "{!r}".format(x))
show("format spec", lambda: format(F(1, 2), ".2f"))
show("format width", lambda: format(F(1, 2), ">10"))
show("fstring spec", lambda: f"{F(1, 2):10}")
show("percent d", lambda: "%d" % F(7, 2))
show("percent f", lambda: "%.3f" % F(1, 3))
show("index", lambda: [1, 2, 3][F(1)])
show("range", lambda: range(F(3)))

# Subclasses.
class Half(F):
    def describe(self):
        return "Half(%s)" % self


h = Half(1, 2)
print(repr(h), h.describe(), type(h).__name__, isinstance(h, F), type(+h).__name__, type(-h).__name__,
      type(abs(h)).__name__, type(h + 1).__name__, type(1 + h).__name__, type(h * h).__name__)
print(repr(Half("0.75")), repr(Half(0.5)), repr(Half.from_float(0.5)), type(Half.from_float(0.5)).__name__)
print(type(h.limit_denominator(1)).__name__, type(round(h, 2)).__name__, type(h.real).__name__, h == F(1, 2), hash(h) == hash(F(1, 2)))

import copy
g = F(2, 3)
print(copy.copy(g) is g, copy.deepcopy(g) is g, copy.copy(g) == g, copy.copy(h) == h, type(copy.copy(h)).__name__)
print(g.__reduce__())
