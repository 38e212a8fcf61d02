class NoReuse(dict):
    def __setitem__(self, key, value):
        if key in self and not key.startswith('__'):
            raise TypeError(f'Attempted to reuse key: {key!r}')
        super().__setitem__(key, value)

class Meta(type):
    @classmethod
    def __prepare__(metacls, name, bases, **kw):
        print('prepare', metacls.__name__, name, bases, kw)
        return NoReuse()
    def __new__(metacls, name, bases, ns, **kw):
        print('new', type(ns).__name__, sorted(k for k in ns if not k.startswith('__')))
        cls = super().__new__(metacls, name, bases, ns)
        print('class dict type', type(cls.__dict__).__name__)
        return cls
    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns)

class A(metaclass=Meta, flag=1):
    x = 1
    y = x + 1
    def f(self): return self.y
print(A().f(), A.x)
try:
    class B(metaclass=Meta):
        x = 1
        x = 2
except TypeError as e:
    print('TypeError', e)
class C(A):
    z = 3
print(C.z, C().f())

class Log(dict):
    def __getitem__(self, k):
        print('get', k)
        return super().__getitem__(k)
    def __missing__(self, k):
        raise KeyError(k)
class M2(type):
    def __prepare__(name, bases):
        return Log()
class D(metaclass=M2):
    a = 5
    b = a * 2
    del a
print(D.b, hasattr(D, 'a'))

class Bad(type):
    @classmethod
    def __prepare__(m, name, bases): return 42
try:
    class E(metaclass=Bad): pass
except TypeError as e:
    print('TypeError', e)

import enum
try:
    class Color(enum.Enum):
        RED = 1
        RED = 2
except TypeError as e:
    print('TypeError', e)
class Shape(enum.Enum):
    SQUARE = 1
    CIRCLE = 2
    ALIAS = 1
print(list(Shape), Shape.ALIAS)
