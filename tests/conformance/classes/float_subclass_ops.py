# Operators, math, json, statistics, formatting and the float dunders on float subclass
# instances, the reflected-operator order included (int declines a float, the subclass answers).
import math
import json
import statistics

class Meters(float):
    pass

class Seconds(float):
    def __rtruediv__(self, other):
        return ("rtruediv", other)
    def __truediv__(self, other):
        return NotImplemented

a, b = Meters(3.0), Meters(0.5)
# Every operator of float, with the subclass instance on either side and ints, big ints, bools
# and floats on the other: the result is a plain float.
ops = {"+": lambda x, y: x + y, "-": lambda x, y: x - y, "*": lambda x, y: x * y, "/": lambda x, y: x / y,
       "//": lambda x, y: x // y, "%": lambda x, y: x % y, "**": lambda x, y: x ** y}
for name, f in ops.items():
    out = []
    for x, y in [(a, b), (a, 2), (2, a), (a, 2**70), (True, a), (a, 1.5), (1.5, a), (Meters(-7.5), 2)]:
        try:
            r = f(x, y)
            out.append(f"{r!r}:{type(r).__name__}")
        except Exception as e:
            out.append(f"{type(e).__name__}({e})")
    print(name, " ".join(out))

x = Meters(1.5)
x += 1
print(x, type(x).__name__)
y = Meters(4.0)
y **= 0.5
print(y, type(y).__name__)

print(1 / Seconds(2.0), 1.5 / Seconds(2.0))
try:
    print(Seconds(2.0) / Seconds(1.0))
except TypeError as e:
    print(type(e).__name__, e)
try:
    print(Seconds(2.0) / 4)
except TypeError as e:
    print(type(e).__name__, e)

print(a == 3, a == 3.0, a == 2**70, Meters(2.0**70) == 2**70, a < 2**70, 2**70 > a, a != "3", a == None, a is not None)
print(Meters(float("nan")) == Meters(float("nan")), math.isnan(Meters("nan")), math.isinf(Meters("-inf")))

print(math.sqrt(Meters(16.0)), math.floor(Meters(2.7)), math.ceil(Meters(2.1)), math.trunc(Meters(-2.7)), type(math.floor(Meters(2.7))).__name__)
print(math.fabs(Meters(-2.0)), math.isclose(Meters(1.0), 1.0), math.copysign(Meters(2.0), -1), math.hypot(Meters(3.0), Meters(4.0)))
print(math.log(Meters(math.e)), math.pow(Meters(2.0), 3), math.fsum([Meters(0.1)] * 10), math.prod([Meters(2.0), Meters(3.0)]), math.exp(Meters(0.0)))
print(math.isfinite(Meters(1.0)), math.modf(Meters(2.5)), math.frexp(Meters(8.0)), math.degrees(Meters(math.pi)), math.dist([Meters(0.0)], [Meters(3.0)]))

print(json.dumps(Meters(2.5)), json.dumps([Meters(1.0), {"k": Meters(0.25)}]), json.dumps({Meters(1.5): 1}))
print(statistics.mean([Meters(1.0), Meters(2.0), Meters(4.5)]), statistics.median([Meters(3.0), Meters(1.0), Meters(2.0)]), statistics.fmean([Meters(1.0), 2]))
print(statistics.stdev([Meters(1.0), Meters(2.0), Meters(3.0)]), statistics.mode([Meters(1.0), Meters(1.0), 2.0]))

print(round(Meters(2.5)), round(Meters(3.5)), round(Meters(-0.5)), round(Meters(1234.5678), -2), round(Meters(0.125), 2))
print(divmod(Meters(7.5), 2), divmod(7, Meters(2.0)), pow(Meters(2.0), -1), abs(Meters(-0.0)))
try:
    pow(Meters(2.0), 2, 3)
except TypeError as e:
    print(type(e).__name__, e)

print("%5.1f|%-6g|%e|%x" % (Meters(2.25), Meters(1e-7), Meters(12345.678), 255))
try:
    print("%x" % Meters(2.0))
except TypeError as e:
    print(type(e).__name__, e)
try:
    print([1, 2, 3][Meters(1.0)])
except TypeError as e:
    print(type(e).__name__, e)
try:
    print(range(Meters(3.0)))
except TypeError as e:
    print(type(e).__name__, e)
try:
    print("ab" * Meters(2.0))
except TypeError as e:
    print(type(e).__name__, e)
print("{:.2%} {:+08.3f} {:g} {:,}".format(Meters(0.256), Meters(3.14159), Meters(1e20), Meters(1234567.5)))
print(str(Meters(1e16)), repr(Meters(-0.0)), Meters(1/3), Meters(1e-5), Meters(100.0))
print(sorted([Meters(2.0), 1, Meters(0.5), 1.5], reverse=True), sorted([3, Meters(1.0)], key=lambda v: -v))
print(max([1, Meters(2.5), 2]), min(Meters(0.5), 0.25), sum([Meters(0.5)] * 4, Meters(1.0)), type(sum([Meters(0.5)])).__name__)
print(float.fromhex("0x1p3"), Meters.fromhex("0x1p3"), type(Meters.fromhex("0x1p3")).__name__)
print(int(Meters(7.9)) + 1, bin(int(Meters(5.0))), float(Meters(2.0)).hex())
print(Meters(2.0).__class__.__name__, Meters(2.0).__float__(), type(Meters(2.0).__float__()).__name__, Meters(2.0).__int__())
print(Meters(2.0).__add__(1), Meters(2.0).__radd__(1), Meters(2.0).__mul__("x"), Meters(2.0).__lt__(3), Meters(2.0).__eq__(2), Meters(2.0).__hash__() == hash(2.0))
print(Meters(2.0).__abs__(), Meters(2.0).__neg__(), Meters(2.0).__pos__(), Meters(2.0).__bool__())
print(Meters(7.0).__floordiv__(2), Meters(7.0).__mod__(2), Meters(7.0).__pow__(2), Meters(7.0).__rpow__(2), Meters(7.0).__format__(".1f"))
print(Meters(7.0).__repr__(), Meters(7.0).__str__())
