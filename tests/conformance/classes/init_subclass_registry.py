# __init_subclass__: a plugin registry filled as subclasses are defined, class keyword
# arguments, the implicit classmethod, and object.__init_subclass__'s own checks.

class Plugin:
    registry = {}

    def __init_subclass__(cls, name=None, **kwargs):
        super().__init_subclass__(**kwargs)
        key = name or cls.__name__.lower()
        Plugin.registry[key] = cls
        print("registered", key, "->", cls.__name__)


class Csv(Plugin, name="csv"):
    pass


class Json(Plugin):
    pass


class PrettyJson(Json, name="pretty"):
    pass


print(sorted(Plugin.registry))
print(Plugin.registry["pretty"].__mro__)
print(type(Plugin.__dict__["__init_subclass__"]).__name__)
print("Plugin itself registered:", Plugin in Plugin.registry.values())


# The hook runs on the parent, not on the class that defines it.
class Base:
    def __init_subclass__(cls):
        print("Base.__init_subclass__ for", cls.__name__)


class Child(Base):
    def __init_subclass__(cls):
        print("Child.__init_subclass__ for", cls.__name__)
        super().__init_subclass__()


class GrandChild(Child):
    pass


# The hook sees the finished class: its attributes and methods are there.
class Validated:
    def __init_subclass__(cls, required=()):
        missing = [n for n in required if not hasattr(cls, n)]
        cls.ok = not missing
        print(cls.__name__, "missing:", missing)


class Good(Validated, required=("run", "stop")):
    def run(self):
        pass

    def stop(self):
        pass


class Bad(Validated, required=("run", "stop")):
    def run(self):
        pass


print(Good.ok, Bad.ok)


# Keyword values are evaluated in order, and may be any expression.
def show(v):
    print("evaluating", v)
    return v


class Opts:
    def __init_subclass__(cls, **kw):
        print(cls.__name__, sorted(kw.items()))


class O1(Opts, b=show(2), a=show(1)):
    pass


class O2(Opts, **{"x": 1, "y": 2}):
    pass


extra = {"z": 3}


class O3(Opts, w=0, **extra):
    pass


# The default hook rejects keyword arguments.
try:
    class NoHook(k=1):
        pass
except TypeError as e:
    print("TypeError:", e)


class Outer:
    class Inner:
        pass


try:
    class Sub(Outer.Inner, flag=True):
        pass
except TypeError as e:
    print("TypeError:", e)

# A hook that forwards unexpected keywords to object's.
try:
    class Leftover(Plugin, name="left", colour="red"):
        pass
except TypeError as e:
    print("TypeError:", e)
print("left" in Plugin.registry)


class Strict:
    def __init_subclass__(cls):
        pass


try:
    class S2(Strict, option=1):
        pass
except TypeError as e:
    print("TypeError:", e)

# Called directly.
print(object.__init_subclass__())
print(Plugin.__init_subclass__.__name__)
for call in (lambda: object.__init_subclass__(1), lambda: object.__init_subclass__(a=1),
             lambda: Outer.Inner.__init_subclass__(1, 2), lambda: Outer.Inner.__init_subclass__(k=1)):
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)

# metaclass=type is the default metaclass.
class Plain(metaclass=type):
    pass


print(type(Plain).__name__)


# The return value is ignored; a decorator applies after the hook.
class Returns:
    def __init_subclass__(cls):
        print("hook", cls.__name__)
        return 42


def deco(c):
    print("decorator", c.__name__)
    return c


@deco
class R1(Returns):
    pass


print(R1.__name__)


# An exception in the hook propagates out of the class statement; no class is bound.
class Picky:
    def __init_subclass__(cls):
        if cls.__name__.startswith("_"):
            raise ValueError("private plugin: " + cls.__name__)


try:
    class _Hidden(Picky):
        pass
except ValueError as e:
    print("ValueError:", e)
try:
    _Hidden
except NameError as e:
    print("NameError:", e)


# Exception classes and builtin-container subclasses call it too.
class Tracked:
    seen = []

    def __init_subclass__(cls, **kw):
        Tracked.seen.append(cls.__name__)


class TrackedError(Tracked, Exception):
    pass


class TrackedList(Tracked, list):
    pass


print(Tracked.seen)


# __init_subclass__ as an explicit classmethod works the same.
class Explicit:
    @classmethod
    def __init_subclass__(cls, tag="-"):
        print("explicit", cls.__name__, tag)


class E1(Explicit, tag="t"):
    pass
