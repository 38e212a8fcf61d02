class Meta(type):
    def __new__(mcls, name, bases, ns, **kw):
        ns["created_by"] = mcls.__name__
        cls = super().__new__(mcls, name, bases, ns)
        cls.extra = kw
        return cls

    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns)
        cls.initialized = True

    def __len__(cls):
        return 42

    def __iter__(cls):
        return iter([1, 2, 3])

    def __contains__(cls, x):
        return x == "yes"

    def __getitem__(cls, key):
        return f"item {key}"

    def __repr__(cls):
        return f"<Meta class {cls.__name__}>"

    def describe(cls):
        return "described " + cls.__name__

    @property
    def upper_name(cls):
        return cls.__name__.upper()


class A(metaclass=Meta, flag=1):
    x = 1
    def hello(self):
        return "hello from " + type(self).__name__


class B(A):
    def hello(self):
        return super().hello() + " via B"


print(type(A).__name__, type(B).__name__, A.created_by, B.created_by, A.extra, B.extra, A.initialized)
print(len(A), list(A), "yes" in A, "no" in A, A["k"], repr(A), str(B))
print(A.describe(), B.upper_name, B().hello(), isinstance(A, Meta), isinstance(A, type), issubclass(Meta, type))
print(type(B()) is B, B.x, B.__mro__[-1])

class Counting(type):
    count = 0
    def __call__(cls, *args, **kwargs):
        Counting.count += 1
        inst = super().__call__(*args, **kwargs)
        inst.serial = Counting.count
        return inst

class Widget(metaclass=Counting):
    def __init__(self, name):
        self.name = name

w1, w2 = Widget("a"), Widget(name="b")
print(w1.name, w1.serial, w2.name, w2.serial, Counting.count)

class Singleton(type):
    _instances = {}
    def __call__(cls, *args, **kwargs):
        if cls not in cls._instances:
            cls._instances[cls] = super().__call__(*args, **kwargs)
        return cls._instances[cls]

class Config(metaclass=Singleton):
    def __init__(self):
        self.values = {}

c1 = Config()
c1.values["a"] = 1
print(Config() is c1, Config().values)

Point = type("Point", (), {"x": 0, "show": lambda self: f"Point({self.x})"})
p = Point()
p.x = 5
print(Point.__name__, p.show(), type(Point), Point.__mro__)
Sub = type("Sub", (Point,), {})
print(Sub().show(), issubclass(Sub, Point), Sub.__bases__)
Dyn = Meta("Dyn", (), {"z": 3})
print(Dyn.z, Dyn.created_by, type(Dyn).__name__, len(Dyn))

class Registry(type):
    classes = []
    def __init__(cls, name, bases, ns):
        super().__init__(name, bases, ns)
        if bases:
            Registry.classes.append(name)

class Plugin(metaclass=Registry): pass
class P1(Plugin): pass
class P2(Plugin): pass
print(Registry.classes)

class M1(type): pass
class M2(type): pass
class X(metaclass=M1): pass
class Y(metaclass=M2): pass
try:
    class Z(X, Y): pass
except TypeError as e:
    print("TypeError:", e)
try:
    type("Q", (), {}, 5)
except TypeError as e:
    print("TypeError:", e)
try:
    type("Q", (1,), {})
except TypeError as e:
    print("TypeError:", e)

class WithClassCell(metaclass=Meta):
    def who(self):
        return __class__.__name__
print(WithClassCell().who())
