# math's constants, import forms, and results that depend on CPython's special-value rules.
import math
import math as m
from math import sqrt, pi, inf, nan, tau, e
from math import *

print(math.pi, math.e, math.tau, math.inf, -math.inf, math.nan, pi == m.pi, tau == 2 * pi, e)
print(type(math.pi).__name__, math.nan == math.nan, math.isnan(nan), math.isinf(-inf))
print(sqrt(16), floor(2.5), ceil(2.5), factorial(10), gcd(12, 18), hypot(3, 4), isclose(0.1 + 0.2, 0.3))
print(m.__name__, math.sqrt is m.sqrt, sqrt is math.sqrt, repr(math.sqrt), type(math).__name__)
print(math.floor(-0.5), math.ceil(-0.5), math.trunc(-2.7), math.floor(10**30), math.ceil(True), math.trunc(7))
print(type(math.floor(2.0)).__name__, type(math.sqrt(4)).__name__, type(math.factorial(3)).__name__)
print(math.frexp(0.0), math.frexp(-math.inf), math.frexp(1e-320), math.frexp(8), math.modf(3.25), math.modf(-0.0))
print(math.modf(math.inf), math.modf(-math.inf), math.modf(math.nan), math.ldexp(0.5, True), math.ldexp(-0.0, 5))
print(math.ldexp(math.inf, -10**30), math.ldexp(1, -1074), math.ldexp(1, -1075), math.ldexp(3, 1023 - 1))
print(math.copysign(1, -0.0), math.copysign(-2, math.inf), math.fabs(-0.0))
print(math.fmod(-7, 3), math.fmod(7, -3), math.fmod(-1, math.inf), math.fmod(-0.0, 1), math.fmod(5.5, 0.5))
print(math.remainder(5, 3), math.remainder(-5, 3), math.remainder(6, 4), math.remainder(-6, 4), math.remainder(1, math.inf))
print(math.remainder(7.5, 2), math.remainder(2.5, 1), math.remainder(3.5, 1), math.remainder(-0.0, 1))
print(math.atan2(0.0, -0.0), math.atan2(-0.0, -0.0), math.atan2(math.inf, -math.inf), math.atan2(-math.inf, 1))
print(math.atan2(1, math.inf), math.atan2(1, -math.inf), math.atan2(-1, -math.inf), math.atan2(math.nan, 0))
print(math.pow(math.nan, 0), math.pow(1, math.nan), math.pow(-math.inf, 3), math.pow(-math.inf, -3),
      math.pow(-math.inf, 2), math.pow(0.5, -math.inf), math.pow(2, -math.inf), math.pow(-1, math.inf),
      math.pow(0.0, 0), math.pow(-2, 3), math.pow(2, 0.5), math.pow(0.0, math.inf), math.pow(1e-200, 2))
print(math.pow(0.0, -math.inf), math.pow(-0.0, 3), math.pow(-0.0, 0.5), math.pow(math.inf, 0), math.pow(math.nan, 1))
print(math.log(math.e), math.log(1), math.log(2**1024), math.log(10**400, 10), math.log(8, 2), math.log(0.5, 0.5),
      math.log(True), math.log(math.inf), math.log(math.nan), math.log(7, math.e), math.log(100, 10.0))
print(math.log2(8), math.log2(2**2000), math.log2(2**2000 + 1), math.log10(1000), math.log10(10**500),
      math.log10(0.001), math.log1p(-0.0), math.log1p(1e-20), math.log1p(math.inf))
print(math.exp(0), math.exp(-math.inf), math.exp(709), math.expm1(1e-10), math.exp2(-1075), math.exp2(10),
      math.cbrt(-27), math.cbrt(-0.0), math.sqrt(-0.0), math.sqrt(math.inf), math.sqrt(True))
print(math.gamma(0.5), math.gamma(-0.5), math.gamma(5), math.gamma(171), math.gamma(171.5), math.gamma(-171.5),
      math.gamma(1e-300), math.gamma(-200.5), math.gamma(math.inf))
print(math.lgamma(0.5), math.lgamma(-0.5), math.lgamma(1), math.lgamma(2), math.lgamma(1e-30), math.lgamma(-math.inf),
      math.lgamma(1e300), math.lgamma(-1e10 - 0.5), math.lgamma(3.5))
print(math.erf(0), math.erf(-math.inf), math.erfc(math.inf), math.erfc(-math.inf), math.erf(1e-300), math.erfc(30))
print(math.degrees(math.pi), math.radians(180), math.degrees(1e308), math.radians(-90), math.degrees(-0.0))
print(math.isclose(1, 1 + 1e-10), math.isclose(1, 1.01), math.isclose(math.inf, math.inf), math.isclose(math.inf, -math.inf),
      math.isclose(math.nan, math.nan), math.isclose(0, 1e-10), math.isclose(0, 1e-10, abs_tol=1e-9),
      math.isclose(a=1, b=1.05, rel_tol=0.1), math.isclose(1e308, math.inf))
print(math.ulp(0.0), math.ulp(-1.0), math.ulp(math.inf), math.ulp(-math.inf), math.ulp(1.7976931348623157e308),
      math.ulp(5e-324), math.ulp(1e300), math.ulp(math.nan))
print(math.nextafter(1, 2), math.nextafter(0.0, -1), math.nextafter(1, 1), math.nextafter(math.inf, 0),
      math.nextafter(-0.0, 1), math.nextafter(1.7976931348623157e308, math.inf), math.nextafter(math.nan, 1))
print(math.hypot(), math.hypot(-3), math.hypot(3, 4), math.hypot(math.inf, math.nan), math.hypot(math.nan, 1),
      math.hypot(1e-320, 1e-320), math.hypot(1e308, 1e308), math.hypot(*range(1, 11)), math.hypot(1.5, 2, 2.5, True))
print(math.dist([], []), math.dist((1, 2), (4, 6)), math.dist(iter([1, 2, 3]), [4, 5, 6]), math.dist({1: 0}, (3,)),
      math.dist((1e308, -1e308), (-1e308, 1e308)), math.dist([0.1, 0.2], [0.3, 0.4]))
print(math.fsum([]), math.fsum([0.1] * 10), sum([0.1] * 10), math.fsum([1e100, 1.0, -1e100, 1e-100, 1e50, -1.0, -1e50]),
      math.fsum(iter([1, 2.5, True])), math.fsum([-0.0]), math.fsum([-0.0, -0.0]), math.fsum([math.inf, 1]),
      math.fsum([-math.inf, -math.inf]), math.fsum([math.nan, math.inf]), math.fsum([1e-16, 1, 1e16]),
      math.fsum([2.0 ** 53, -0.5, -2.0 ** -54]), math.fsum(x / 10 for x in range(1, 1000)), math.fsum(range(10**5)))
print(math.prod([]), math.prod([], start="x"), math.prod(range(1, 21)), math.prod([2.5, 2]), math.prod([True, True]),
      math.prod([1, 2], start=[1]), math.prod(["a", 3]), math.prod([2, 3], start=0.5), math.prod(range(1, 40)) % 1000003)
print(math.gcd(), math.gcd(-4, 6), math.gcd(0, 0), math.gcd(-7), math.gcd(12, 18, 27), math.gcd(True, 4),
      math.gcd(2**200, 6**100), math.lcm(), math.lcm(-4, 6), math.lcm(0, 5), math.lcm(4, 6, 10), math.lcm(-5),
      math.lcm(2**64, 3**40) % 10**20)
print(math.isqrt(0), math.isqrt(1), math.isqrt(15), math.isqrt(16), math.isqrt(True), math.isqrt(10**100),
      math.isqrt(2**255 - 1), math.factorial(0), math.factorial(True), math.factorial(30), math.factorial(200) % 10**40)
print(math.comb(10, 3), math.comb(5, 10), math.comb(True, True), math.comb(10**20, 2), math.comb(60, 30),
      math.perm(10, 3), math.perm(10), math.perm(0), math.perm(5, None), math.perm(3, 5), math.perm(2**100, 2))
print(floor is math.floor, prod is math.prod, nan is math.nan, tau)
