# __set_name__(self, owner, name) is called on every class-body value whose type defines it,
# in definition order, when the class is created: fields learn their attribute names.

class Field:
    def __init__(self, default=None):
        self.default = default
        self.name = None
        self.owner = None

    def __set_name__(self, owner, name):
        print("__set_name__", owner.__name__, name)
        self.owner = owner
        self.name = name
        self.private = "_" + name

    def read(self, obj):
        return getattr(obj, self.private, self.default)

    def write(self, obj, value):
        setattr(obj, self.private, value)


class Point:
    x = Field(0)
    label = "not a field"
    y = Field(0)

    def norm1(self):
        return abs(Point.x.read(self)) + abs(Point.y.read(self))


print(Point.__dict__["x"].name, Point.__dict__["y"].name, Point.__dict__["y"].owner is Point)
p = Point()
Point.x.write(p, 3)
Point.y.write(p, -4)
print(p.norm1(), p._x, p._y)

# The same object under two names gets two calls; a later assignment gets none.
shared = Field()


class Twice:
    a = shared
    b = shared


print(shared.name)
Twice.c = Field()
print(Twice.__dict__["c"].name)


# Hooks see the class before __init_subclass__ runs; attributes they add are not visited.
class Registering:
    def __set_name__(self, owner, name):
        print("registering", name)
        setattr(owner, name + "_extra", Registering())


class Parent:
    def __init_subclass__(cls):
        print("__init_subclass__", cls.__name__, sorted(k for k in cls.__dict__ if not k.startswith("__")))


class Kid(Parent):
    first = Registering()
    second = Registering()


# __set_name__ is looked up on the type, not the instance.
class NotAHook:
    pass


odd = NotAHook()
odd.__set_name__ = lambda owner, name: print("instance attribute called")


class UsesOdd:
    v = odd


print("no call for an instance attribute")


# Methods, classmethods and plain values are left alone; functions have no __set_name__.
class Mixed:
    n = 1

    def f(self):
        pass

    @staticmethod
    def g():
        pass


print("mixed done")


# A __set_name__ with the wrong signature is an error reported for that attribute.
class BadSig:
    def __set_name__(self, owner):
        pass


try:
    class UsesBadSig:
        attr = BadSig()
except RuntimeError as e:
    print(type(e).__name__, e)
    print(type(e.__cause__).__name__, e.__cause__)


# An exception in __set_name__ becomes a RuntimeError naming the attribute, caused by it.
class Exploding:
    def __set_name__(self, owner, name):
        raise ValueError("cannot use " + name)


try:
    class Host:
        fine = Field()
        boom = Exploding()
except RuntimeError as e:
    print(type(e).__name__, e)
    print(type(e.__cause__).__name__, e.__cause__)
    print(e.__cause__ is e.__context__, e.__suppress_context__)

# Returned values are ignored.
class ReturnsSomething:
    def __set_name__(self, owner, name):
        return "ignored"


class UsesIt:
    r = ReturnsSomething()


print(type(UsesIt.__dict__["r"]).__name__)


# Inheritance of the hook from a base descriptor class.
class Base:
    def __set_name__(self, owner, name):
        print(type(self).__name__, "named", name, "in", owner.__qualname__)


class Derived(Base):
    pass


class Outer:
    class Inner:
        d = Derived()
