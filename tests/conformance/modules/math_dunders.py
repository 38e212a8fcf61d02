# math's arguments through the conversion protocols: __float__, __index__, __floor__, __ceil__,
# __trunc__, and user classes in prod/fsum/dist.
import math


class F:
    def __init__(self, v):
        self.v = v

    def __float__(self):
        return self.v


class I:
    def __init__(self, v):
        self.v = v

    def __index__(self):
        return self.v


class Both(F):
    def __index__(self):
        return 99


class Rounding:
    def __floor__(self):
        return "floor!"

    def __ceil__(self):
        return "ceil!"

    def __trunc__(self):
        return "trunc!"


class Money:
    def __init__(self, cents):
        self.cents = cents

    def __mul__(self, k):
        return Money(self.cents * k)

    def __rmul__(self, k):
        return Money(self.cents * k)

    def __repr__(self):
        return f"Money({self.cents})"


def t(f, *args):
    try:
        print(repr(f(*args)))
    except Exception as e:
        print(type(e).__name__, e)


t(math.sqrt, F(2.25))
t(math.sqrt, I(9))
t(math.sqrt, Both(6.25))
t(math.sqrt, F(4))
t(math.sqrt, I(2.0))
t(math.sqrt, I(10**400))
t(math.floor, F(2.5))
t(math.floor, I(7))
t(math.ceil, F(-2.5))
t(math.trunc, F(2.5))
t(math.trunc, I(3))
t(math.floor, Rounding())
t(math.ceil, Rounding())
t(math.trunc, Rounding())
t(math.factorial, I(5))
t(math.factorial, F(5.0))
t(math.gcd, I(12), 18)
t(math.lcm, I(4), I(6))
t(math.isqrt, I(17))
t(math.comb, I(5), I(2))
t(math.perm, I(5), I(2))
t(math.ldexp, F(1.5), 2)
t(math.ldexp, 1.5, I(2))
t(math.log, I(100), F(10.0))
t(math.log, F(0.0))
t(math.pow, F(2.0), I(10))
t(math.isclose, F(1.0), I(1))
t(math.hypot, F(3.0), I(4))
t(math.fsum, [F(0.5), I(2), 0.25])
t(math.prod, [Money(5), 3])
t(math.prod, [2, 3], )
t(math.prod, [3, Money(7)])
t(math.dist, [F(0.0), I(0)], (3, 4))
t(math.isnan, F(float("nan")))
t(math.copysign, I(3), F(-0.0))


def gen():
    for i in range(1, 6):
        yield i / 2


t(math.fsum, gen())
t(math.prod, gen())
t(math.hypot, *gen())
t(math.dist, gen(), [0, 0, 0, 0, 0])
