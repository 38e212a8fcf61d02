from fractions import Fraction
import math

F = Fraction
print(F(10, -8), repr(F(10, -8)), F(), F(7), F(F(1, 7), 5), F(F(1, 7), F(2, 3)))
for s in ["314", "-35/4", "3.1415", "-47e-2", " 1_000.5_5 ", "+.5", "1.", "2E3", "1/3\n", "0.000",
          "1.ddd", "-0/5"]:
    try:
        print(repr(s), repr(F(s)))
    except (ValueError, ZeroDivisionError) as e:
        print(repr(s), type(e).__name__, e)
for s in ["", "abc", "1/", "/2", "1.5/2", "1 /2", "1e", "1_", "--1", ".", "1/0", "3/-4", "inf", "nan", "1__0"]:
    try:
        print(repr(s), repr(F(s)))
    except (ValueError, ZeroDivisionError) as e:
        print(repr(s), type(e).__name__, e)
print(F(1.47), F(2.25), F(-0.1), F(1e300).denominator, F(5e-324).denominator.bit_length())
print(F.from_float(0.3), F.from_float(3), (0.75).as_integer_ratio(), F(3, 4).as_integer_ratio())
for bad in [(1.5, 2), ("1", 2), (1, 0), (None,), ([],)]:
    try:
        print(F(*bad))
    except (TypeError, ZeroDivisionError) as e:
        print(type(e).__name__, e)
for bad in [float("inf"), float("nan")]:
    try:
        print(F(bad))
    except (OverflowError, ValueError) as e:
        print(type(e).__name__, e)
try:
    F.from_float("x")
except TypeError as e:
    print("TypeError", e)

a, b = F(1, 3), F(5, 6)
print(a + b, a - b, a * b, a / b, a // b, a % b, divmod(b, a), a ** 2, a ** -2, (-a) ** -3, a ** 0.5, 2 ** a, 4 ** F(1, 2), 2 ** F(3))
print(a + 1, 1 + a, a - 2, 2 - a, a * 3, 3 * a, a / 2, 2 / a, 7 // a, 7 % b, a + 0.5, 0.5 + a, a * 1.5, 1.5 / a, a ** F(2), True + a)
print(type(a + 0.5).__name__, type(a // b).__name__, type(2 ** F(3)).__name__, type(math.floor(a)).__name__)
print(-a, +a, abs(F(-3, 4)), int(F(-7, 2)), int(F(7, 2)), math.trunc(F(-7, 2)), math.floor(F(-7, 2)), math.ceil(F(-7, 2)), float(a))
print(round(F(5, 2)), round(F(7, 2)), round(F(-5, 2)), round(F(22, 7), 2), round(F(12345, 1), -2), round(F(1, 3), 0))
print(a < b, a > b, a <= F(2, 6), a == F(2, 6), a == 1 / 3, F(1, 2) == 0.5, F(1, 2) < 0.6, F(3) == 3, 3 == F(3), a != b, F(1, 2) > float("inf"), F(1, 2) == float("nan"))
print(sorted([F(1, 2), 0.25, 1, F(-1, 3)]), max(F(1, 3), 0.3), bool(F(0)), bool(a))
print(hash(F(1, 2)) == hash(0.5), hash(F(3)) == hash(3), hash(F(-1)), hash(F(1, 3)), hash(F(-5, 7)), hash(F(2 ** 61 - 1, 3)), hash(F(1, 2 ** 61 - 1)))
print({F(1, 2): "half", 0.5: "float"}, {F(2): 1, 2: 2})
pi = F("3.141592653589793")
print(pi.limit_denominator(10), pi.limit_denominator(100), F(4321, 8765).limit_denominator(10000), F(1, 3).limit_denominator(1), F(-13, 5).limit_denominator(2))
try:
    pi.limit_denominator(0)
except ValueError as e:
    print("ValueError", e)
print(a.numerator, a.denominator, F(-6, 4).numerator, str(F(-6, 4)), str(F(4, 2)))
for op in [lambda: a / 0, lambda: a // F(0), lambda: a % 0, lambda: F(0) ** -1, lambda: a + "x", lambda: a < "x", lambda: "x" * a]:
    try:
        print(op())
    except (ZeroDivisionError, TypeError) as e:
        print(type(e).__name__, e)

class MyF(Fraction):
    pass

m = MyF(3, 9)
print(repr(m), type(m).__name__, type(m + 1).__name__, repr(+m), isinstance(m, Fraction))
print(sum([F(1, n) for n in range(1, 11)]), sum(F(1, 3) for _ in range(3)) == 1)
print(F(10 ** 30, 3) * F(3, 10 ** 29), F(2 ** 100 + 1, 2 ** 99))
