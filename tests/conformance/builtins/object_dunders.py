class Plain:
    pass


for name in ["__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__", "__hash__", "__repr__", "__str__",
             "__format__", "__init__", "__new__", "__setattr__", "__getattribute__", "__delattr__", "__class__", "__doc__"]:
    print(name, hasattr(Plain, name), hasattr(Plain(), name), hasattr(object, name))

p = Plain()
q = Plain()
print(p.__eq__(p), p.__eq__(q), p.__ne__(q), p.__lt__(q))
print(object.__repr__(p) == repr(p), p.__str__() == repr(p), format(p, "") == str(p))


class Point:
    def __init__(self, x, y):
        object.__setattr__(self, "x", x)
        object.__setattr__(self, "y", y)

    def __setattr__(self, name, value):
        raise AttributeError("frozen")

    def __repr__(self):
        return f"Point({self.x}, {self.y})"

    def __eq__(self, other):
        return isinstance(other, Point) and (self.x, self.y) == (other.x, other.y)


pt = Point(1, 2)
print(pt, pt == Point(1, 2), pt != Point(1, 2), pt != Point(2, 1))
try:
    pt.x = 5
except AttributeError as e:
    print("AttributeError:", e)


class Base:
    def __repr__(self):
        return "Base-" + super().__repr__()[:6]


print(repr(Base()))
print((3).__add__(4), (3).__radd__(4), (2).__mul__(2.5), (7).__floordiv__(2), (5).__abs__(), (-5).__abs__())
print((2.5).__add__(1), (2.5).__mul__(2), (-1.5).__abs__(), (1.5).__neg__(), (3).__neg__())
print((3).__eq__(3), (3).__lt__(4), (3).__eq__("3"), (3.0).__eq__(3), (1).__bool__(), (0).__bool__())
print(int.__add__(1, 2), float.__truediv__(1.0, 4), (10).__index__(), (7).__int__(), (7).__float__())
print(hasattr(int, "__add__"), hasattr(float, "__lt__"), hasattr(list, "__getitem__"), hasattr(dict, "__setitem__"))
