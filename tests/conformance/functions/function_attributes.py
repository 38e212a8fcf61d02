# Function attributes as CPython 3.11 has them: names, docstrings, defaults, annotations
# (evaluated when the def runs), __dict__ and arbitrary attributes, and what each may be set to.

def trace(label, value):
    print("eval", label)
    return value

def deco(fn):
    print("decorating", fn.__name__)
    return fn

@deco
def f(a: trace("a", int), b: trace("b", str) = trace("default b", "x"), *args: trace("args", tuple),
      c: trace("c", float) = trace("default c", 1.0), **kw: trace("kw", dict)) -> trace("return", bool):
    "Does f things."
    return True

print(f.__name__, f.__qualname__, f.__module__, repr(f.__doc__))
print(f.__defaults__, f.__kwdefaults__)
print(f.__annotations__)
print(list(f.__annotations__))

def plain(x, y=2):
    return x + y

print(plain.__annotations__, plain.__kwdefaults__, plain.__doc__, plain.__dict__)
print(plain.__annotations__ is plain.__annotations__)

# Positional-only parameters come after the others in CPython 3.11's annotation order.
def order(p: 1, /, q: 2, *, r: 3) -> 4:
    pass
print(order.__annotations__)

# Annotations may name anything in scope, including a closure variable and a string.
def outer():
    Local = list
    def inner(v: Local, w: "Forward") -> "Local[int]":
        return v
    return inner
print(outer().__annotations__)

# The annotation is evaluated once, at def time: a later rebinding does not change it.
T = int
def typed(v: T): pass
T = str
print(typed.__annotations__)

try:
    def broken(v: Undefined): pass
except NameError as e:
    print("NameError:", e)

class Box:
    def put(self, item: "Box", __secret: int) -> None:
        "Puts."
    @staticmethod
    def make() -> "Box":
        pass
print(Box.put.__qualname__, Box.put.__annotations__, Box.put.__doc__)
print(Box().put.__name__, Box().put.__annotations__)
print(Box.make.__annotations__)

lam = lambda x, y=3: x
print(lam.__name__, lam.__qualname__, lam.__annotations__, lam.__defaults__, lam.__doc__)

# Arbitrary attributes, counters, __dict__.
def counter():
    counter.calls += 1
    return counter.calls
counter.calls = 0
counter(); counter()
print(counter.calls, counter.__dict__, vars(counter))
counter.__dict__["extra"] = [1]
print(counter.extra)
del counter.extra
print(hasattr(counter, "extra"), counter.__dict__)
try:
    del counter.extra
except AttributeError as e:
    print("AttributeError:", e)
counter.__dict__ = {"fresh": True}
print(counter.__dict__, counter.fresh)

# Setting the standard attributes.
def g(a, b=1, *, k=2):
    "old doc"
    return a, b, k
g.__name__ = "renamed"
g.__qualname__ = "Somewhere.renamed"
g.__doc__ = "new doc"
g.__module__ = "tools"
g.__defaults__ = (10,)
g.__kwdefaults__ = {"k": 20}
g.__annotations__ = {"a": int}
print(g.__name__, g.__qualname__, g.__doc__, g.__module__, g.__defaults__, g.__kwdefaults__, g.__annotations__)
print(g(1), g.__dict__)
print(repr(g)[:27])
g.__defaults__ = None
try:
    g()
except TypeError as e:
    print("TypeError:", e)
try:
    g(1)
except TypeError as e:
    print("TypeError:", e)
g.__kwdefaults__ = None
try:
    g(1, 2)
except TypeError as e:
    print("TypeError:", e)

# A __defaults__ longer than the parameter list: its last items serve, as in CPython.
def one(a):
    return a
one.__defaults__ = (1, 2)
print(one())
try:
    one(1, 2)
except TypeError as e:
    print("TypeError:", e)

for attr, value in [("__name__", 3), ("__qualname__", None), ("__defaults__", [1]), ("__kwdefaults__", (1,)),
                    ("__annotations__", 3), ("__dict__", 3), ("__dict__", None)]:
    try:
        setattr(g, attr, value)
        print(attr, "set")
    except TypeError as e:
        print(attr, "TypeError:", e)

for attr in ["__name__", "__qualname__", "__dict__"]:
    try:
        delattr(g, attr)
    except TypeError as e:
        print("del", attr, "TypeError:", e)
for attr in ["__doc__", "__module__", "__defaults__", "__kwdefaults__", "__annotations__"]:
    delattr(g, attr)
    print("del", attr, "->", getattr(g, attr))

# Decorators that copy the metadata and record __wrapped__, as functools.wraps does.
def wraps(wrapped):
    def decorate(wrapper):
        for name in ("__module__", "__name__", "__qualname__", "__doc__", "__annotations__"):
            setattr(wrapper, name, getattr(wrapped, name))
        wrapper.__dict__.update(wrapped.__dict__)
        wrapper.__wrapped__ = wrapped
        return wrapper
    return decorate

def logged(fn):
    @wraps(fn)
    def wrapper(*args, **kwargs):
        wrapper.calls += 1
        return fn(*args, **kwargs)
    wrapper.calls = 0
    return wrapper

@logged
def area(w: float, h: float) -> float:
    "Area of a rectangle."
    return w * h

print(area(2, 3), area(4, 5), area.calls)
print(area.__name__, area.__qualname__, area.__doc__, area.__annotations__)
print(area.__wrapped__(1, 2), area.__wrapped__.__name__, area.__wrapped__ is not area)
print(sorted(area.__dict__))

# A generator function and a method keep theirs too.
def gen(n: int):
    "Yields."
    yield n
print(gen.__name__, gen.__doc__, gen.__annotations__, gen(1).__name__)
