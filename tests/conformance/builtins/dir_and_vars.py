# dir(), vars(), globals() and locals() as CPython 3.11 answers them. Module-level dunder names
# (__name__, __builtins__, ...) are left out of the comparisons: the sandbox's module namespace
# holds only what the program defines (tests/conformance/DEVIATIONS.md).
def public(names):
    return [n for n in names if not n.startswith("__")]

COMMON = ("__class__", "__dict__", "__doc__", "__init__", "__module__", "__eq__", "__repr__", "__hash__")

class Shape:
    "A shape."
    sides = 0
    def area(self):
        return 0
    @property
    def name(self):
        return type(self).__name__
    @classmethod
    def make(cls):
        return cls()
    @staticmethod
    def unit():
        return 1

class Square(Shape):
    sides = 4
    def __init__(self, side):
        self.side = side
    def area(self):
        return self.side ** 2

sq = Square(3)
sq.color = "red"
print(public(dir(Shape)))
print(public(dir(Square)))
print(public(dir(sq)))
print([n for n in dir(sq) if n in COMMON])
print([n for n in dir(Square) if n in COMMON and n != "__dict__"])
print(dir(sq) == sorted(dir(sq)), len(dir(sq)) == len(set(dir(sq))))
print(vars(sq), vars(sq) is sq.__dict__)
vars(sq)["weight"] = 2
print(sq.weight, public(dir(sq)))

# A class may answer dir() itself; the result comes back sorted as a list.
class Custom:
    def __dir__(self):
        return ("zeta", "alpha", "mid")
print(dir(Custom()))
class BadDir:
    def __dir__(self):
        return 42
try:
    dir(BadDir())
except TypeError as e:
    print("TypeError:", e)

# Built-in objects: the public names match CPython's.
samples = [0, True, 1.5, "s", b"b", bytearray(b"x"), [1], (1,), {1: 2}, {1}, frozenset(), range(3),
           slice(1, 2), None, len, [].append, sq.area, (i for i in []), ValueError("x"), OSError(2, "x"),
           object(), int, str, dict, object, property(), {}.keys(), {}.values(), {}.items(), iter([]),
           enumerate([]), zip(), map(len, []), filter(None, []), reversed([]), ..., NotImplemented,
           staticmethod(len), classmethod(len), KeyError, StopIteration(1), SystemExit(2)]
for obj in samples:
    names = [n for n in public(dir(obj)) if not n.startswith("gi_")]
    if isinstance(obj, type):
        # On a class, CPython also lists its data descriptors (int.real); the sandbox has none.
        names = [n for n in names if callable(getattr(obj, n, None))]
    print(type(obj).__name__, names)

# Every name dir() lists is an attribute (characters_written exists only once set).
for obj in samples + [sq, Shape, Square, Custom]:
    missing = [n for n in dir(obj) if not hasattr(obj, n) and n != "characters_written"]
    if missing:
        print("missing", type(obj).__name__, missing)

def documented(a, b=1):
    "Doc."
documented.tag = "t"
print([n for n in dir(documented) if n in ("__name__", "__qualname__", "__defaults__", "__kwdefaults__",
                                             "__annotations__", "__dict__", "__doc__", "__module__", "tag")])
print(vars(documented))
try:
    vars(1)
except TypeError as e:
    print("TypeError:", e)
try:
    vars([])
except TypeError as e:
    print("TypeError:", e)
try:
    vars(1, 2)
except TypeError as e:
    print("TypeError:", e)
try:
    dir(1, 2)
except TypeError as e:
    print("TypeError:", e)
try:
    globals(1)
except TypeError as e:
    print("TypeError:", e)
try:
    locals(1)
except TypeError as e:
    print("TypeError:", e)

# Scopes.
answer = 42
print(public(dir()))
print(public(globals()), globals()["answer"], globals() is globals())
print(public(locals()) == public(globals()), locals() is globals())
globals()["made_here"] = "via globals()"
print(made_here)
globals().update(extra=1)
print(extra)
del globals()["extra"]
try:
    extra
except NameError as e:
    print("NameError:", e)

def scope(p, q=2, *args, key=None, **kw):
    local_one = 1
    print(dir())
    print(locals())
    later = 3
    print(sorted(locals()), vars() == locals())
    return locals()
result = scope(1, 5, 6, key="k", z=0)
print(sorted(result))

def closures(first, param_cell):
    captured = "c"
    param_cell = param_cell * 2
    def inner():
        seen = captured + param_cell
        return locals()
    print(sorted(locals()))
    return inner()
print(closures(0, "p"))

def not_yet():
    print(locals())
    x = 1
    del x
    print(locals())
    y = 2
    return locals()
print(not_yet())

# locals() in a function is a snapshot: writing into it changes nothing.
def snapshot():
    v = 1
    locals()["v"] = 99
    return v
print(snapshot())

class Body:
    a = 1
    b = a + 1
    names = public(locals())
    print(sorted(locals()), public(dir()))
print(Body.names)

def uses_globals():
    globals()["from_function"] = "set inside"
    return globals() is globals()
print(uses_globals(), from_function)
print([k for k in globals() if k.startswith("from")])
print(sorted(n for n in public(dir()) if n in ("Shape", "sq", "scope", "answer", "made_here", "from_function")))
print([ (k, v) for k, v in (lambda x: locals())(5).items()])
print([locals() for i in range(1)][0].get("i"))
