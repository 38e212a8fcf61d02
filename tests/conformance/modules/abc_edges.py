# abc beyond the basics: subclass hooks (inherited, NotImplemented), register() rules,
# abstract aliases, update_abstractmethods, metaclass keyword arguments, error messages.
import abc
from abc import (ABC, ABCMeta, abstractmethod, abstractclassmethod, abstractstaticmethod,
                 abstractproperty, get_cache_token, update_abstractmethods)

def err(label, fn, *a):
    try:
        print(label, "->", fn(*a))
    except Exception as e:
        print(label, "->", type(e).__name__, e)

print(sorted(abc.__all__) if hasattr(abc, '__all__') else None)

class Closeable(ABC):
    @classmethod
    def __subclasshook__(cls, C):
        if cls is Closeable:
            return hasattr(C, "close") or NotImplemented
        return NotImplemented
class File:
    def close(self):
        pass
class Sub(Closeable):
    pass
print(isinstance(File(), Closeable), issubclass(File, Closeable), issubclass(int, Closeable))
print(issubclass(File, Sub), issubclass(Sub, Closeable))

class Falsy(ABC):
    @classmethod
    def __subclasshook__(cls, C):
        return False
class Inherits(Falsy):
    pass
Falsy.register(int)
print(issubclass(Inherits, Falsy), issubclass(int, Falsy))

class Reg(ABC):
    pass
class Other:
    pass
print(Reg.register(Other) is Other, issubclass(Other, Reg), isinstance(Other(), Reg))
class OtherChild(Other):
    pass
print(issubclass(OtherChild, Reg), Reg in OtherChild.__mro__)
class RegChild(Reg):
    pass
print(issubclass(Other, RegChild))
RegChild.register(float)
print(issubclass(float, Reg), issubclass(float, RegChild))
err("register non-class", Reg.register, 5)
err("register cycle", RegChild.register, Reg)
print(Reg.register(RegChild) is RegChild)
err("issubclass non-class", issubclass, 5, Reg)
print(isinstance(5, Reg), isinstance(None, Reg))
@Reg.register
class Decorated:
    pass
print(Decorated.__name__, issubclass(Decorated, Reg))

class Many(ABC):
    @abstractmethod
    def b(self): ...
    @abstractmethod
    def a(self): ...
    @abstractproperty
    def p(self): ...
    @abstractclassmethod
    def cm(cls): ...
    @abstractstaticmethod
    def sm(): ...
err("many", Many)
print(sorted(Many.__abstractmethods__), type(Many.__abstractmethods__).__name__)
class Part(Many):
    def a(self): return 1
    def b(self): return 2
    p = 3
    @classmethod
    def cm(cls): return "cm"
err("part", Part)
class Full(Part):
    @staticmethod
    def sm(): return "sm"
f = Full()
print(f.a(), f.p, Full.cm(), Full.sm(), Full.__abstractmethods__)
print(abstractmethod(lambda: 1).__isabstractmethod__)
# (the aliases' own type names differ here: they return the built-in descriptors)

class Later(ABC):
    @abstractmethod
    def m(self): ...
class Impl(Later):
    pass
err("before update", Impl)
Impl.m = lambda self: "now"
print(update_abstractmethods(Impl) is Impl, Impl.__abstractmethods__, Impl().m())
class NotAbc:
    pass
print(update_abstractmethods(NotAbc) is NotAbc)

class WithKw(ABC):
    def __init_subclass__(cls, flavor=None, **kw):
        super().__init_subclass__(**kw)
        cls.flavor = flavor
class Minty(WithKw, flavor="mint"):
    pass
print(Minty.flavor, type(Minty).__name__)

class Meta(ABCMeta):
    pass
class UsesMeta(metaclass=Meta):
    @abstractmethod
    def go(self): ...
err("custom meta", UsesMeta)
print(isinstance(UsesMeta, ABCMeta), type(get_cache_token()).__name__)

class Single(ABC):
    @abstractmethod
    def only(self): ...
err("single", Single)
class WithProp(ABC):
    @property
    @abstractmethod
    def value(self): ...
    @value.setter
    @abstractmethod
    def value(self, v): ...
err("prop", WithProp)
class PropOk(WithProp):
    @property
    def value(self):
        return 1
print(PropOk().value, PropOk.__abstractmethods__)
print(ABC.__slots__, issubclass(ABC, object), type(ABC).__name__)

class Seq(ABC):
    pass
Seq.register(list)
Seq.register(tuple)
print([issubclass(t, Seq) for t in (list, tuple, dict, bool)], isinstance([], Seq))
class MyList(list):
    pass
print(issubclass(MyList, Seq))
