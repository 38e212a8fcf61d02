# Unary -, +, ~ and abs() on an int subclass instance call the class's __neg__/__pos__/
# __invert__/__abs__, and give a plain int through int's own when the class defines none.
class I(int):
    def __invert__(self): return "inv"
    def __neg__(self): return "neg"
    def __pos__(self): return "pos"
    def __abs__(self): return "abs"
x = I(3)
print(~x, -x, +x, abs(x), x + 1, bool(x), not x)
class Plain(int):
    pass
p = Plain(5)
print(-p, +p, ~p, abs(Plain(-7)), type(-p).__name__, type(+p).__name__, type(abs(p)).__name__)
print(-Plain(2 ** 70), ~Plain(2 ** 70), abs(Plain(-(2 ** 70))), +Plain(2 ** 70))
class Money(int):
    def __neg__(self): return Money(int(self) * -1)
    def __repr__(self): return f"Money({int(self)})"
print(-Money(4), abs(Money(-4)), type(abs(Money(-4))).__name__, ~Money(4))
from enum import IntEnum
class E(IntEnum):
    A = 3
print(-E.A, ~E.A, abs(E.A), +E.A, type(-E.A).__name__)
