# __new__ receives the constructor's arguments; __init__ runs only when __new__ returns an
# instance of the class; object.__new__(cls) from a user __new__.

class Logged:
    def __new__(cls, *args, **kw):
        print("__new__", cls.__name__, args, sorted(kw.items()))
        return super().__new__(cls)

    def __init__(self, *args, **kw):
        print("__init__", args, sorted(kw.items()))
        self.args = args


obj = Logged(1, 2, key="v")
print(obj.args)
Logged()
print(type(Logged.__dict__["__new__"]).__name__)


# __new__ returning something that is not an instance: __init__ is skipped.
class Factory:
    def __new__(cls, kind):
        if kind == "int":
            return 42
        if kind == "list":
            return [1, 2]
        return object.__new__(cls)

    def __init__(self, kind):
        print("Factory.__init__", kind)
        self.kind = kind


print(Factory("int"), Factory("list"), Factory("obj").kind)


class NoneNew:
    def __new__(cls):
        return None

    def __init__(self):
        print("never")


print(NoneNew())


# Returning an instance of a subclass runs that subclass's __init__.
class Shape:
    def __new__(cls, sides):
        if cls is Shape:
            target = {3: Triangle, 4: Square}.get(sides, Shape)
            return super().__new__(target)
        return super().__new__(cls)

    def __init__(self, sides):
        self.sides = sides


class Triangle(Shape):
    def __init__(self, sides):
        print("Triangle.__init__")
        super().__init__(sides)


class Square(Shape):
    pass


for n in (3, 4, 5):
    s = Shape(n)
    print(type(s).__name__, s.sides)


# Returning an instance of an unrelated class: no __init__ at all.
class Other:
    def __init__(self, v):
        print("Other.__init__", v)
        self.v = v


class Redirect:
    def __new__(cls, v):
        return Other(v * 2)

    def __init__(self, v):
        print("never")


r = Redirect(5)
print(type(r).__name__, r.v)


# Singletons and caches.
class Singleton:
    _instance = None

    def __new__(cls):
        if cls._instance is None:
            cls._instance = super().__new__(cls)
            cls._instance.count = 0
        return cls._instance

    def __init__(self):
        self.count += 1


a, b = Singleton(), Singleton()
print(a is b, a.count)


class Interned:
    _cache = {}

    def __new__(cls, key):
        if key not in cls._cache:
            inst = super().__new__(cls)
            inst.key = key
            cls._cache[key] = inst
        return cls._cache[key]


print(Interned("x") is Interned("x"), Interned("x") is Interned("y"), len(Interned._cache))


# __new__ inherited by subclasses; cls is the class actually called.
class Base:
    def __new__(cls, *args, **kw):
        inst = super().__new__(cls)
        inst.made_by = cls.__name__
        return inst


class Derived(Base):
    def __init__(self, x, y=0):
        self.total = x + y


d = Derived(1, y=2)
print(d.made_by, d.total)


# __new__ with keyword-only and default parameters; argument errors name __new__.
class Strict:
    def __new__(cls, a, *, b=2):
        return super().__new__(cls)

    def __init__(self, a, *, b=2):
        self.ab = (a, b)


print(Strict(1).ab, Strict(1, b=3).ab)
for call in (lambda: Strict(), lambda: Strict(1, 2), lambda: Strict(1, c=3)):
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)


# Calling __new__ and __init__ explicitly.
x = Derived.__new__(Derived)
print(type(x).__name__, x.made_by, hasattr(x, "total"))
Derived.__init__(x, 5)
print(x.total)


# Arguments given with * and **.
args = (1,)
kwargs = {"y": 10}
print(Derived(*args, **kwargs).total)


# A __new__ that is a generator function returns the generator (not an instance).
class Gen:
    def __new__(cls, n):
        yield from range(n)


print(list(Gen(3)))


# An error inside __new__ propagates; __init__ never runs.
class Failing:
    def __new__(cls, v):
        if v < 0:
            raise ValueError("negative")
        return super().__new__(cls)

    def __init__(self, v):
        print("init", v)


try:
    Failing(-1)
except ValueError as e:
    print("ValueError:", e)
Failing(1)


# __init__ returning a value is still an error after a __new__.
class BadInit:
    def __new__(cls):
        return super().__new__(cls)

    def __init__(self):
        return 1


try:
    BadInit()
except TypeError as e:
    print("TypeError:", e)


# Classes used by builtins that call them back (sorted's key, map).
class Wrap:
    def __new__(cls, v):
        inst = super().__new__(cls)
        inst.v = v
        return inst

    def __init__(self, v):
        self.seen = True

    def __lt__(self, other):
        return self.v < other.v


print([w.v for w in sorted([Wrap(3), Wrap(1), Wrap(2)])])
print([w.v for w in map(Wrap, [7, 8])], all(w.seen for w in map(Wrap, [1])))
print(sorted([3, 1, 2], key=Wrap))
