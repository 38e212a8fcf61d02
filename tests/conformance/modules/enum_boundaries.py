# Flag boundaries (STRICT/CONFORM/EJECT/KEEP as class keywords), FlagBoundary/EnumCheck as
# enums, verify(UNIQUE), reserved _sunder_ names, _order_, attribute errors on enum classes.
from enum import *


def attempt(fn):
    try:
        print('ok', fn())
    except Exception as e:
        print(type(e).__name__, e)


def sunder():
    class X(Enum):
        _foo_ = 1


attempt(sunder)


class C(Enum):
    A = 1



attempt(lambda: C.__foo__)
attempt(lambda: C.B)


class Perm(Flag):
    R = 4
    W = 2
    X = 1
    RWX = 7


print(Perm(0), repr(Perm(0)), repr(Perm.R | Perm.W), list(Perm.RWX), ~Perm.R, Perm(7), len(Perm.RWX))
attempt(lambda: Perm(8))
attempt(lambda: Perm(-1))


class IP(IntFlag):
    R = 4
    W = 2


print(IP(8), repr(IP(9)), IP.R | 8, repr(~IP.R), str(IP.R | IP.W), format(IP.W, '>4'), IP.R + 1)


class CF(Flag, boundary=CONFORM):
    A = 1
    B = 2


class EF(Flag, boundary=EJECT):
    A = 1
    B = 2


class KF(Flag, boundary=KEEP):
    A = 1
    B = 2


print(CF(7), EF(7), type(EF(7)).__name__, repr(KF(7)), repr(~KF.A), repr(~CF.A))
print(FlagBoundary.STRICT, repr(STRICT), Perm._boundary_, IP._boundary_, list(FlagBoundary))
print(EnumCheck.UNIQUE, repr(CONTINUOUS), STRICT == 'strict')


@verify(UNIQUE)
class V(Enum):
    A = 1


print(list(V))
attempt(lambda: verify(UNIQUE)(Enum('W', [('A', 1), ('B', 1)])))


class Ordered(Enum):
    _order_ = 'A B'
    A = 1
    B = 2


print(list(Ordered))


def bad_order():
    class O(Enum):
        _order_ = 'B A'
        A = 1
        B = 2


attempt(bad_order)
FB = Flag('FB', 'X Y Z')
print(list(FB), repr(FB.X | FB.Z), FB(3))
