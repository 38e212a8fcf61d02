# Fraction arithmetic with int, bool, float and Fraction, both ways round; comparisons and hashing.
from fractions import Fraction as F
import math


def show(label, thunk):
    try:
        r = thunk()
        print(label, repr(r), type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__, e)


a, b = F(3, 4), F(-5, 6)
others = [F(1, 3), F(-7, 2), 2, -3, True, 0.5, -1.25, F(0), 0, 0.0]
ops = [("+", lambda x, y: x + y), ("-", lambda x, y: x - y), ("*", lambda x, y: x * y), ("/", lambda x, y: x / y),
       ("//", lambda x, y: x // y), ("%", lambda x, y: x % y), ("divmod", divmod)]
for o in others:
    for name, op in ops:
        show("a %s %r" % (name, o), lambda: op(a, o))
        show("%r %s b" % (o, name), lambda: op(o, b))
for base in [F(2, 3), F(-2, 3), F(0), F(4), F(1, 4), 2, -2, 0, 2.0, 0.25, True]:
    for exp in [F(2), F(-2), F(0), F(1, 2), 3, -3, 0, 0.5, 2.0]:
        if isinstance(base, (int, float)) and not isinstance(exp, F):
            continue
        if base < 0 and int(exp) != exp:
            continue  # a complex result; Basilisk has no complex type
        show("%r ** %r" % (base, exp), lambda: base ** exp)
for num in [F(-3, 4), F(0), 5, -5, 0, True]:
    show("%r / F(0)" % (num,), lambda: num / F(0))
    show("F(%r, F(0))" % (num,), lambda: F(num, F(0)))
show("zero ** -half", lambda: F(0) ** F(-1, 2))
show("zero ** -float", lambda: F(0) ** -0.5)
show("pow 3 args", lambda: pow(F(2), 3, 5))
show("big pow", lambda: F(3, 2) ** 100)
show("float overflow", lambda: float(F(10 ** 400)))
show("float tiny", lambda: float(F(1, 10 ** 400)))
show("float big ratio", lambda: float(F(10 ** 400 + 1, 10 ** 399)))
show("neg", lambda: -F(3, 4))
show("pos", lambda: +F(3, 4))
show("abs", lambda: abs(F(-3, 4)))
for bad in ["x", None, [1], (1,)]:
    for name, op in ops:
        show("a %s %r" % (name, bad), lambda: op(a, bad))
    show("%r + a" % (bad,), lambda: bad + a)
    show("a ** %r" % (bad,), lambda: a ** bad)
    show("%r ** a" % (bad,), lambda: bad ** a)
show("str * frac", lambda: "ab" * F(2))
show("list * frac", lambda: [1] * F(2))

# Comparisons against every numeric kind, infinities and NaN.
inf, nan = float("inf"), float("nan")
cmp_others = [F(3, 4), F(6, 8), F(1, 2), 0.75, 0.7, 0.8, 1, 0, True, inf, -inf, nan, 10 ** 30, -10 ** 30]
for o in cmp_others:
    print(repr(o), a == o, o == a, a != o, a < o, a <= o, a > o, a >= o, o < a, o > a)
show("lt str", lambda: a < "x")
show("gt None", lambda: a > None)
show("le list", lambda: a <= [])
show("str ge", lambda: "x" >= a)
print(a == "3/4", a != "3/4", a == None, F(1) == True, F(0) == False, F(1, 3) == 1 / 3, F(2 ** 60 + 1) == float(2 ** 60 + 1))
print(sorted([F(1, 2), 0.3, 1, F(-1, 3), -1, 0.5, True, F(1, 2)]), max(F(1, 3), 0.3), min(F(7, 2), 3.5, 4))
print(F(1, 2) in [0.5], 0.5 in {F(1, 2)}, F(3) in {3: "x"}, {F(1, 2), 0.5, F(2, 4)}, {F(3), 3, 3.0})

# Hashes equal those of equal ints and floats.
P = 2 ** 61 - 1
for x in [F(0), F(1), F(-1), F(1, 2), F(-1, 2), F(3, 8), F(10 ** 20), F(-10 ** 20), F(P), F(P, 3), F(1, P), F(-1, P),
          F(2 * P, 5), F(P + 1, P), F(1, 3), F(-2, 3), F(5, 7), F(7, 10 ** 30), F(1.1), F(-2.5), F(2 ** 70, 3 ** 40)]:
    fx = float(x) if abs(x) < 10 ** 300 else None
    print(repr(x), hash(x), x.denominator != 1 or hash(x) == hash(x.numerator),
          fx is None or F(fx) != x or hash(fx) == hash(x))
print(hash(F(-1)) == hash(-1), hash(F(-1)))

# Sums and mixed chains.
print(sum(F(1, n) for n in range(1, 21)), sum([F(1, 3)] * 3), sum([F(1, 2), 0.25, 1]), math.fsum([F(1, 3), F(2, 3)]))
x = F(0)
for i in range(1, 30):
    x = x + F((-1) ** i, 2 * i + 1)
print(x, float(x))
print(F(10 ** 30, 3) * F(3, 10 ** 29), F(2 ** 100 + 1, 2 ** 99) - 2, F(1, 2 ** 64) + F(1, 2 ** 63))
print(math.isclose(F(1, 3), 0.3333333333333333), math.sqrt(F(9, 4)), math.log(F(1, 2)), abs(F(-1, 3)) < F(1, 2))
