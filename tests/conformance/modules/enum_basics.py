from enum import Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique

class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1

print(repr(Color.RED), str(Color.RED), f"{Color.GREEN}", format(Color.BLUE, ""))
print(Color.RED.name, Color.RED.value, Color(2), Color["BLUE"])
print(Color.CRIMSON is Color.RED, Color(1) is Color.RED)
print(list(Color), len(Color))
print(Color.RED in Color, type(Color.RED).__name__, isinstance(Color.RED, Color))
print(list(Color.__members__), repr(Color))
print([m.name for m in Color])
for bad in (7, "RED"):
    try:
        Color(bad)
    except ValueError as e:
        print("ValueError:", e)
try:
    Color["PURPLE"]
except KeyError as e:
    print("KeyError:", e)
print(Color.RED == Color.RED, Color.RED == 1, Color.RED != Color.GREEN)
print({Color.RED: "r"}[Color.CRIMSON])
try:
    Color.RED < Color.GREEN
except TypeError as e:
    print("TypeError:", e)

class Shape(Enum):
    CIRCLE = auto()
    SQUARE = auto()
    TRIANGLE = 10
    HEXAGON = auto()
print(list(Shape), Shape.HEXAGON.value)

class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def gravity(self):
        return 6.673e-11 * self.mass / (self.radius * self.radius)
    def describe(self):
        return f"{self.name} has mass {self.mass}"
print(Planet.EARTH.value, round(Planet.EARTH.gravity, 2), Planet.MERCURY.describe())
print(Planet((5.976e+24, 6.37814e6)))

class Status(Enum):
    ACTIVE = "active"
    INACTIVE = "inactive"
    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for m in cls:
                if m.value == value.lower():
                    return m
        return None
    def label(self):
        return self.value.title()
print(Status("ACTIVE"), Status.INACTIVE.label())
try:
    Status(3)
except ValueError as e:
    print("ValueError:", e)

class Num(IntEnum):
    ONE = 1
    TWO = 2
print(repr(Num.ONE), str(Num.ONE), f"{Num.TWO}", Num.ONE + 1, Num.TWO * 3, Num.ONE == 1, Num.ONE < Num.TWO)
print(sorted([Num.TWO, Num.ONE]), int(Num.TWO), isinstance(Num.ONE, int), [10, 20, 30][Num.TWO])
print({1: "a"}[Num.ONE], hash(Num.ONE) == hash(1), Num(2), bool(Num.ONE))

class Mode(StrEnum):
    READ = auto()
    WRITE = "w"
print(repr(Mode.READ), str(Mode.READ), f"{Mode.WRITE}", Mode.READ == "read", Mode.READ.upper(), "x" + Mode.WRITE)
print(Mode("w"), {"read": 1}[Mode.READ], isinstance(Mode.READ, str), len(Mode.READ))

class Level(str, Enum):
    LOW = "low"
    HIGH = "high"
print(repr(Level.LOW), str(Level.LOW), Level.LOW == "low", Level("high"), Level.LOW.value)

@unique
class Ok(Enum):
    A = 1
    B = 2
print(list(Ok))
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
        C = 2
        D = 2
except ValueError as e:
    print("ValueError:", e)

try:
    class More(Color):
        PINK = 4
except TypeError as e:
    print("TypeError:", e)

for action in ("set", "del"):
    try:
        if action == "set":
            Color.RED = 5
        else:
            del Color.GREEN
    except AttributeError as e:
        print("AttributeError:", e)
Color.helper = "ok"
print(Color.helper, Color.RED.value)
del Color.helper
print(hasattr(Color, "helper"))

class Watched(type):
    log = []
    def __setattr__(cls, name, value):
        Watched.log.append(name)
        super().__setattr__(name, value)
    def __delattr__(cls, name):
        Watched.log.append("-" + name)
        type.__delattr__(cls, name)
class W(metaclass=Watched):
    pass
W.a = 1
W.b = 2
del W.a
print(Watched.log, hasattr(W, "a"), W.b)
