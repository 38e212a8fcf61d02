# C.mro(), __mro__, __bases__, __dict__ (a read-only mappingproxy), __qualname__, __module__
# and __doc__ of user classes.

class A:
    """The A class."""
    x = 1

    def m(self):
        return "m"

    @classmethod
    def cm(cls):
        return cls

    @staticmethod
    def sm():
        return "sm"


class B(A):
    y = 2


class C(A):
    pass


class D(B, C):
    "D's docstring"


class Outer:
    class Inner:
        class Deepest:
            pass

    def method(self):
        class Local:
            pass
        return Local


print(D.mro())
print(D.__mro__)
print(type(D.mro()).__name__, type(D.__mro__).__name__, D.mro() == list(D.__mro__))
print(A.__bases__, D.__bases__, object.__bases__, int.__bases__, bool.__bases__)
print(int.mro(), bool.mro(), object.mro())
print(type.mro(D) == D.mro())
print(Exception.mro())


class E(ValueError):
    pass


print(E.mro())
print([c.__name__ for c in E.__mro__])

# __qualname__, __name__, __module__
for cls in (A, D, Outer.Inner, Outer.Inner.Deepest, Outer().method()):
    print(cls.__name__, cls.__qualname__, cls.__module__)
print(int.__module__, int.__qualname__)

# __doc__ is not inherited; a class without a docstring has None.
print(A.__doc__, D.__doc__, B.__doc__, C.__doc__)
print(A().__doc__, B().__doc__)

# __dict__: a read-only view of the class namespace.
ns = A.__dict__
print(type(ns).__name__)
print("x" in ns, "y" in ns, "m" in ns, "__doc__" in ns, "__module__" in ns, "__qualname__" in ns)
print(ns["x"], ns["__doc__"], ns["__module__"])
print(type(ns["m"]).__name__, type(ns["cm"]).__name__, type(ns["sm"]).__name__)
print(ns["sm"].__func__() if hasattr(ns["sm"], "__func__") else ns["sm"]())
public = [k for k in ns if not k.startswith("__")]
print(public)
print([k for k in ns.keys() if not k.startswith("__")])
print([(k, v) for k, v in ns.items() if k in ("x", "__doc__")])
print([v for v in ns.values() if v == 1])
print(ns.get("x"), ns.get("nope"), ns.get("nope", "dflt"))
print(len(B.__dict__) < len(A.__dict__), "x" in B.__dict__, "y" in B.__dict__)
print(B.__dict__.get("__doc__", "missing"))
try:
    ns["nope"]
except KeyError as e:
    print("KeyError:", e)
try:
    ns["x"] = 5
except TypeError as e:
    print("TypeError:", e)
try:
    del ns["x"]
except TypeError as e:
    print("TypeError:", e)
copy = ns.copy()
print(type(copy).__name__, copy["x"])
copy["x"] = 99
print(A.x)
print(dict(ns)["x"], sorted(k for k in dict(ns) if not k.startswith("__")))

# The view follows later changes to the class.
A.added = "later"
print("added" in ns, ns["added"])
del A.added
print("added" in ns)

# An instance's __dict__ is its own dict, not the class's.
a = A()
a.z = 3
print(a.__dict__, type(a.__dict__).__name__)

# __class__ and type() of a class.
print(A.__class__, type(A), type(A()).__name__, A().__class__ is A)

# __name__ and __qualname__ can be set; they are not namespace entries.
class Renamed:
    pass


Renamed.__name__ = "NewName"
Renamed.__qualname__ = "Some.NewName"
print(Renamed.__name__, Renamed.__qualname__, "__name__" in Renamed.__dict__)
try:
    Renamed.__name__ = 5
except TypeError as e:
    print("TypeError:", e)
try:
    A().__qualname__
except AttributeError as e:
    print("AttributeError:", e)
