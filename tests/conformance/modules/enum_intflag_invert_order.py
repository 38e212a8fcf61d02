# IntFlag's ~ is Flag.__invert__ (not int's), and flags whose values were not defined in
# increasing order iterate (and name their combinations) in definition order.
from enum import IntFlag, Flag, auto
class Perm(IntFlag):
    R = 4
    W = 2
    X = 1
p = Perm.R | Perm.X
print(p, repr(p), list(p), repr(~Perm.R), ~Perm.R, repr(~p), repr(Perm(6)), repr(Perm(7)))
class Up(IntFlag):
    X = 1
    W = 2
    R = 4
print(repr(~Up.R), list(Up.R | Up.X), repr(Up(7)))
class Opt(Flag):
    C = 4
    A = 1
    B = 2
print(list(Opt(7)), repr(Opt.A | Opt.C), repr(~Opt.C), list(Opt))
class Pos(IntFlag):
    A = auto()
    B = auto()
print(repr(~Pos.A), repr(~(Pos.A | Pos.B)), int(~Pos.B))
