from enum import Flag, IntFlag, auto, Enum

class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
    RWX = R | W | X if False else 7

print(list(Perm), Perm.R.value, Perm.X.value)
rw = Perm.R | Perm.W
print(repr(rw), str(rw), rw.value, Perm.R in rw, Perm.X in rw)
print(repr(Perm.RWX), list(rw), len(rw), bool(Perm(0)), repr(Perm(0)))
print(repr(rw & Perm.R), repr(~Perm.R), repr(Perm.RWX ^ Perm.W))
print(Perm(3) is rw, Perm(3) == rw)
try:
    Perm(8)
except ValueError as e:
    print("ValueError:", e)

class Opt(IntFlag):
    A = 1
    B = 2
    C = 4
ab = Opt.A | Opt.B
print(repr(ab), str(ab), ab == 3, ab + 1, isinstance(ab, int), Opt.A in ab, repr(Opt.C | 1))
print(f"{Opt.B}", format(ab, "04d"), repr(Opt(0)), list(Opt))

class Color(Enum):
    RED = 1
    GREEN = 2
Animal = Enum("Animal", "CAT DOG")
print(list(Animal), Animal.DOG.value, repr(Animal))
Http = Enum("Http", [("OK", 200), ("NOT_FOUND", 404)])
print(Http(404), Http.OK.value)
print(Color.RED.__class__, type(Color), Color.__name__)
print(hasattr(Color, "RED"), getattr(Color, "GREEN"), Color.RED.__class__ is Color)
print(sorted(Color, key=lambda c: -c.value))
print(dict((c.name, c.value) for c in Color))
