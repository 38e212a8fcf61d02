// abc: ABCMeta, ABC, abstractmethod (and the deprecated abstract property/class/static method
// aliases, which return the built-in descriptors since those cannot be subclassed here),
// get_cache_token, update_abstractmethods. ABCMeta records a class's unimplemented abstract
// methods in __abstractmethods__; vm/instances.cpp refuses to instantiate such a class.
// isinstance/issubclass reach ABCMeta.__instancecheck__/__subclasscheck__, which ask the
// __subclasshook__ first, then real bases, registered classes and the ABC's own subclasses
// (tracked by ABCMeta, as there is no type.__subclasses__()), caching verdicts per class;
// "no" verdicts are dropped whenever any register() bumps the cache token.
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view abc_source() {
    return R"PY(
# No __all__: like CPython's module, `from abc import *` takes every public name.


def _mark(fn):
    fn.__isabstractmethod__ = True
    return fn


def abstractmethod(funcobj):
    return _mark(funcobj)


# The deprecated aliases are functions that return the built-in descriptor: classmethod,
# staticmethod and property cannot be subclassed here.
def abstractclassmethod(callable):
    return classmethod(_mark(callable))


def abstractstaticmethod(callable):
    return staticmethod(_mark(callable))


def abstractproperty(fget=None, fset=None, fdel=None, doc=None):
    for part in (fget, fset, fdel):
        if part is not None:
            _mark(part)
            break
    return property(fget, fset, fdel, doc)


# The built-in descriptors do not report __isabstractmethod__ themselves, so look through
# them at the functions they hold.
_HOLDERS = ('__func__', 'fget', 'fset', 'fdel')


def _abstract(value):
    if getattr(value, '__isabstractmethod__', False):
        return True
    for slot in _HOLDERS:
        held = getattr(value, slot, None)
        if held is not None and getattr(held, '__isabstractmethod__', False):
            return True
    return False


def _unimplemented(cls, own):
    # Names declared abstract in the class body, plus abstract names inherited from the
    # bases that the class (through its MRO) still resolves to an abstract object.
    found = {name for name, value in own.items() if _abstract(value)}
    for base in cls.__bases__:
        for name in getattr(base, '__abstractmethods__', ()):
            if name not in found and _abstract(getattr(cls, name, None)):
                found.add(name)
    return frozenset(found)


# Bumped by every register(): verdicts "not a subclass" cached before a registration may be
# stale after it. (Positive verdicts stay true, as nothing can be unregistered.)
_generation = 0


def _need_class(obj, message):
    if not isinstance(obj, type):
        raise TypeError(message)


def get_cache_token():
    return _generation


class ABCMeta(type):

    def __new__(mcls, name, bases, namespace, /, **kwargs):
        cls = super().__new__(mcls, name, bases, namespace, **kwargs)
        cls.__abstractmethods__ = _unimplemented(cls, namespace)
        cls._abc_registered = []
        cls._abc_children = []    # no type.__subclasses__() here: ABCs track their own
        cls._abc_yes = set()
        cls._abc_no = set()
        cls._abc_no_generation = _generation
        for base in bases:
            if isinstance(base, ABCMeta):
                base._abc_children.append(cls)
        return cls

    def register(cls, subclass):
        global _generation
        _need_class(subclass, "Can only register classes")
        if issubclass(subclass, cls):
            return subclass
        if issubclass(cls, subclass):
            raise RuntimeError("Refusing to create an inheritance cycle")
        cls._abc_registered.append(subclass)
        _generation += 1
        return subclass

    def __instancecheck__(cls, instance):
        kind = getattr(instance, '__class__', None) or type(instance)
        if kind in cls._abc_yes or cls.__subclasscheck__(kind):
            return True
        actual = type(instance)
        return actual is not kind and cls.__subclasscheck__(actual)

    def __subclasscheck__(cls, subclass):
        _need_class(subclass, 'issubclass() arg 1 must be a class')
        if subclass in cls._abc_yes:
            return True
        if cls._abc_no_generation != _generation:
            cls._abc_no = set()
            cls._abc_no_generation = _generation
        elif subclass in cls._abc_no:
            return False
        verdict = cls._abc_decide(subclass)
        (cls._abc_yes if verdict else cls._abc_no).add(subclass)
        return verdict

    def _abc_decide(cls, subclass):
        # The hook speaks first (it may even deny a real subclass); then real inheritance,
        # then registered classes, then the ABC's own subclasses' answers.
        hook = getattr(cls, '__subclasshook__', None)
        if hook is not None:
            said = hook(subclass)
            if said is not NotImplemented:
                return bool(said)
        if cls in subclass.__mro__:
            return True
        for known in cls._abc_registered:
            if issubclass(subclass, known):
                return True
        for child in cls._abc_children:
            if issubclass(subclass, child):
                return True
        return False

    def _dump_registry(cls, file=None):
        # Debugging aid: what this ABC has recorded.
        print(f"{cls.__module__}.{cls.__qualname__} (token {_generation}): registered "
              f"{cls._abc_registered!r}, known yes {len(cls._abc_yes)}, "
              f"no {len(cls._abc_no)}", file=file)

    def _abc_registry_clear(cls):
        del cls._abc_registered[:]

    def _abc_caches_clear(cls):
        cls._abc_yes.clear()
        cls._abc_no.clear()


def update_abstractmethods(cls):
    if hasattr(cls, '__abstractmethods__'):
        cls.__abstractmethods__ = _unimplemented(cls, cls.__dict__)
    return cls


class ABC(metaclass=ABCMeta):
    __slots__ = ()
)PY";
}

}  // namespace basilisk::stdlib
