# Broad enum API: lookups, iteration, aliases, reprs/str/format of each kind, functional API,
# auto and _generate_next_value_, _missing_, _ignore_, member/nonmember, class-level errors.
import enum
from enum import (Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique, EnumMeta, EnumType,
                  ReprEnum, member, nonmember)


def attempt(fn):
    try:
        print('ok', fn())
    except Exception as e:
        print(type(e).__name__, e)


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1

    def describe(self):
        return f'{self.name.lower()}={self.value}'

    @property
    def warm(self):
        return self in (Color.RED,)

    @classmethod
    def default(cls):
        return cls.GREEN


print(list(Color), len(Color), Color.CRIMSON is Color.RED, Color.CRIMSON)
print(list(Color.__members__), Color.__members__['CRIMSON'])
print(Color(1), Color['BLUE'], Color.RED.describe(), Color.RED.warm, Color.default())
print(repr(Color.RED), str(Color.RED), f'{Color.RED}', format(Color.RED, '>12'), '%s' % Color.GREEN)
print(repr(Color), type(Color) is EnumType, EnumMeta is EnumType, isinstance(Color.RED, Color))
print(Color.RED == Color.RED, Color.RED == 1, Color.RED != Color.GREEN, hash(Color.RED) == hash(Color.RED))
print(Color.RED in Color, bool(Color), bool(Color.RED))
print(sorted(Color, key=lambda c: c.value, reverse=True), {Color.RED: 'r'}[Color.CRIMSON])
print(Color.RED.name, Color.RED.value, Color.RED._name_, Color.RED._value_, type(Color.RED).__name__)
attempt(lambda: Color(7))
attempt(lambda: Color['PURPLE'])
attempt(lambda: Color.PURPLE)
attempt(lambda: setattr(Color, 'RED', 5))
attempt(lambda: delattr(Color, 'RED'))
attempt(lambda: Color.RED < Color.GREEN)



def extend():
    class More(Color):
        PINK = 9


attempt(extend)


def bad_name():
    class Bad(Enum):
        mro = 1


attempt(bad_name)


class Shape(Enum):
    SQUARE = 2
    DIAMOND = 1
    CIRCLE = 3
    ALIAS_FOR_SQUARE = 2


attempt(lambda: unique(Shape))


@unique
class Fine(Enum):
    A = 1
    B = 2


print(Fine.A, Fine.__members__.keys() == {'A': 0, 'B': 0}.keys())


class Auto(Enum):
    FIRST = auto()
    SECOND = auto()
    TENTH = 10
    NEXT = auto()


print(list(Auto), [a.value for a in Auto])


class Named(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name.lower() + str(count)
    ALPHA = auto()
    BETA = auto()


print([n.value for n in Named])


class Level(IntEnum):
    LOW = 1
    MID = 5
    HIGH = 10


print(Level.LOW < Level.HIGH, Level.MID + 1, Level(5), repr(Level.MID), str(Level.MID), f'{Level.MID}')
print(format(Level.MID, '03d'), Level.HIGH * 2, sorted([Level.HIGH, 3, Level.LOW]), int(Level.MID))
print(isinstance(Level.LOW, int), Level.LOW == 1, Level['HIGH'], max(Level))
attempt(lambda: Level(2))


class Mode(StrEnum):
    READ = auto()
    WRITE = 'w'
    APPEND = auto()


print(list(Mode), Mode.READ == 'read', repr(Mode.WRITE), str(Mode.WRITE), f'{Mode.APPEND}', Mode('w'))
print(Mode.READ.upper(), Mode.WRITE + 'x', format(Mode.READ, '>6'), Mode.READ.value)


def bad_str():
    class S(StrEnum):
        X = 1


attempt(bad_str)


class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)

    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius

    @property
    def gravity(self):
        return round(6.673e-11 * self.mass / (self.radius * self.radius), 2)


print(Planet.EARTH.value, Planet.EARTH.mass, Planet.EARTH.gravity, repr(Planet.MERCURY))
print(Planet((5.976e+24, 6.37814e6)))


class Status(Enum):
    ACTIVE = 'active'
    INACTIVE = 'inactive'

    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for m in cls:
                if m.value == value.lower():
                    return m
        return None


print(Status('ACTIVE'), Status('Inactive'))
attempt(lambda: Status('x'))


class Broken(Enum):
    A = 1

    @classmethod
    def _missing_(cls, value):
        return 5


attempt(lambda: Broken(2))


class Ignoring(Enum):
    _ignore_ = 'tmp'
    tmp = 5
    X = 1


print(list(Ignoring), hasattr(Ignoring, 'tmp'))


class Holder(Enum):
    A = 1
    B = nonmember(2)
    C = member(lambda: 3)


print([h.name for h in Holder], Holder.B, Holder.C.value())

# functional API
F1 = Enum('F1', 'RED GREEN BLUE')
F2 = Enum('F2', 'a, b')
F3 = Enum('F3', [('X', 10), ('Y', 20)])
F4 = Enum('F4', {'P': 'p', 'Q': 'q'})
F5 = Enum('F5', ['ONE', 'TWO'], start=0)
F6 = IntEnum('F6', 'A B')
F7 = Enum('F7', 'A B', module='mymod', qualname='Outer.F7')
for E in (F1, F2, F3, F4, F5, F6):
    print(E, list(E), [m.value for m in E])
print(F7.__module__, F7.__qualname__, F1.__module__, F1.RED.__class__.__name__)
print(F6.A + 1, repr(F6.B))

# ReprEnum keeps the mixin's str/format, Enum repr
class Num(int, ReprEnum):
    ONE = 1


print(repr(Num.ONE), str(Num.ONE), f'{Num.ONE}')


class Mixed(float, Enum):
    PI = 3.14


print(repr(Mixed.PI), str(Mixed.PI), f'{Mixed.PI}', Mixed.PI + 1)


class Empty(Enum):
    pass


print(list(Empty), len(Empty), repr(Empty))


def extend_ok():
    class Base(Enum):
        def hello(self):
            return 'hi ' + self.name

    class Child(Base):
        X = 1
    return Child.X.hello()


attempt(extend_ok)
print(Color.RED.__class__ is Color, Color.__name__, Color.RED is Color(Color.RED))
print(enum.Enum.__name__, enum.IntEnum.__mro__[1:3])
attempt(lambda: Color('RED'))
attempt(lambda: Color())
d = {}
for c in Color:
    d[c] = c.value
print(d)
import copy
print(copy.copy(Color.RED) is Color.RED, copy.deepcopy([Color.RED])[0] is Color.RED)
