from enum import Enum, IntEnum, Flag, auto
class S(Enum):
    A = 1
class I(IntEnum):
    X = 1
class F(Flag):
    R = auto(); W = auto()
for m in (S.A, I.X, F.R, F.R | F.W):
    for a in ("value", "name"):
        for op in (lambda: setattr(m, a, 3), lambda: delattr(m, a)):
            try: op()
            except AttributeError as e: print(e)
    print(m.name, m.value)
m = S.A
m.extra = 5
print(m.extra, S.A.value, S(1).name)
