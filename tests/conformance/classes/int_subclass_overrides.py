# A `class X(int)` that overrides unary operators, or calls int's own operator through super(),
# as IntEnum-style and unit-carrying classes do.
class Signed(int):
    def __neg__(self):
        return "neg!"

    def __pos__(self):
        return "pos!"

    def __invert__(self):
        return "inv!"

    def __abs__(self):
        return "abs!"


s = Signed(3)
print(-s, +s, ~s, abs(s))


class Scaled(int):
    def __add__(self, other):
        return Scaled(super().__add__(other) * 10)

    def __mul__(self, other):
        r = super().__mul__(other)
        return r if r is NotImplemented else Scaled(r + 1)

    def __neg__(self):
        return Scaled(super().__neg__() - 1)

    def __repr__(self):
        return f"Scaled({int(self)})"


x = Scaled(3)
print(x + 1, type(x + 1).__name__, 1 + x, type(1 + x).__name__)
print(x * 2, x * "ab" if False else x * 3, -x)
print(super(Scaled, x).__add__(4), type(super(Scaled, x).__add__(4)).__name__)
print(int.__add__(x, 1.5), int.__add__(x, 2), type(int.__add__(x, 2)).__name__)


class Plain(int):
    pass


p = Plain(-7)
for r in (-p, +p, ~p, abs(p)):
    print(r, type(r).__name__)
big = Plain(2 ** 80)
for r in (-big, +big, ~big, abs(big)):
    print(r, type(r).__name__)
print(+big is big, (+Plain(5)) == 5)


class Flagged(int):
    def __bool__(self):
        return False

    def __index__(self):
        return 2


f = Flagged(9)
print(bool(f), not f, "yes" if f else "no", list(range(20))[f], hex(f), f"{f:>4}")
