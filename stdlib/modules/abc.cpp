// abc: ABCMeta, ABC, abstractmethod (and the abstract property/class/static method aliases),
// get_cache_token, update_abstractmethods. ABCMeta records a class's unimplemented abstract
// methods in __abstractmethods__; instantiating such a class raises CPython's TypeError
// (vm/instances.cpp checks it, as CPython's object.__new__ does). register() makes virtual
// subclasses that isinstance/issubclass see through ABCMeta.__instancecheck__/__subclasscheck__
// when those are called directly (the built-ins consult only real bases here).
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view abc_source() {
    return R"PY(
__all__ = ['ABCMeta', 'ABC', 'abstractmethod', 'abstractclassmethod', 'abstractstaticmethod',
           'abstractproperty', 'get_cache_token', 'update_abstractmethods']


def abstractmethod(funcobj):
    funcobj.__isabstractmethod__ = True
    return funcobj


# The deprecated aliases are functions here (classmethod and property cannot be subclassed).
def abstractclassmethod(callable):
    callable.__isabstractmethod__ = True
    return classmethod(callable)


def abstractstaticmethod(callable):
    callable.__isabstractmethod__ = True
    return staticmethod(callable)


def abstractproperty(fget=None, fset=None, fdel=None, doc=None):
    if fget is not None:
        fget.__isabstractmethod__ = True
    return property(fget, fset, fdel, doc)


def _is_abstract(value):
    if getattr(value, '__isabstractmethod__', False):
        return True
    for attr in ('__func__', 'fget', 'fset', 'fdel'):
        inner = getattr(value, attr, None)
        if inner is not None and getattr(inner, '__isabstractmethod__', False):
            return True
    return False


def _compute_abstracts(cls):
    abstracts = set()
    for name, value in cls.__dict__.items():
        if _is_abstract(value):
            abstracts.add(name)
    for base in cls.__bases__:
        for name in getattr(base, '__abstractmethods__', ()):
            value = getattr(cls, name, None)
            if _is_abstract(value):
                abstracts.add(name)
    return frozenset(abstracts)


class ABCMeta(type):

    def __new__(mcls, name, bases, namespace, /, **kwargs):
        cls = super().__new__(mcls, name, bases, namespace, **kwargs)
        cls.__abstractmethods__ = _compute_abstracts(cls)
        cls._abc_registry = []
        return cls

    def register(cls, subclass):
        if not isinstance(subclass, type):
            raise TypeError("Can only register classes")
        if issubclass(subclass, cls):
            return subclass
        if issubclass(cls, subclass):
            raise RuntimeError("Refusing to create an inheritance cycle")
        cls._abc_registry.append(subclass)
        return subclass

    def __instancecheck__(cls, instance):
        return cls.__subclasscheck__(type(instance))

    def __subclasscheck__(cls, subclass):
        if not isinstance(subclass, type):
            raise TypeError('issubclass() arg 1 must be a class')
        if cls in subclass.__mro__:
            return True
        hook = cls.__dict__.get('__subclasshook__')
        if hook is not None:
            ok = hook.__func__(cls, subclass) if hasattr(hook, '__func__') else hook(subclass)
            if ok is not NotImplemented:
                return bool(ok)
        for rcls in cls._abc_registry:
            if issubclass(subclass, rcls):
                return True
        return False

    def _dump_registry(cls, file=None):
        print("Class: %s.%s" % (cls.__module__, cls.__qualname__))

    def _abc_registry_clear(cls):
        cls._abc_registry.clear()

    def _abc_caches_clear(cls):
        pass


def update_abstractmethods(cls):
    if not hasattr(cls, '__abstractmethods__'):
        return cls
    cls.__abstractmethods__ = _compute_abstracts(cls)
    return cls


def get_cache_token():
    return 0


class ABC(metaclass=ABCMeta):
    __slots__ = ()
)PY";
}

}  // namespace basilisk::stdlib
