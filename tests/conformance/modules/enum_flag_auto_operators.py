# Inside an enum body, auto() members combine with | & ^ and ~ as their values would
# (CPython resolves auto() at assignment): RW = R | W is the int 3.
from enum import Flag, IntFlag, Enum, auto
class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
    RW = R | W
    ALL = R | W | X
    NONE = 0
print(repr(Perm.RW), repr(Perm.ALL), list(Perm), repr(Perm.NONE), Perm.RW == Perm.R | Perm.W)
print(Perm.RW.name, Perm.ALL.value, Perm(3) is Perm.RW, [p.name for p in Perm.ALL])
class Bits(IntFlag):
    A = 1
    B = auto()
    AB = A | B
    C = auto()
    BC = B | C
print(repr(Bits.AB), repr(Bits.BC), Bits.C.value, list(Bits))
class Mixed(Flag):
    LOW = auto()
    HIGH = auto()
    BOTH = LOW | HIGH
    ONLY_HIGH = BOTH & HIGH
    TOGGLE = BOTH ^ LOW
print(repr(Mixed.BOTH), Mixed.ONLY_HIGH is Mixed.HIGH, Mixed.TOGGLE is Mixed.HIGH)
class Num(Enum):
    ONE = auto()
    TWO = auto()
    THREE = ONE + TWO
print(list(Num), repr(Num.THREE))
