// collections.abc: the container ABCs, on the project's abc.ABCMeta. The one-method ABCs
// (Iterable, Sized, Hashable, Callable, ...) and Collection/Generator/Coroutine recognise a
// class structurally through a __subclasshook__ that walks its MRO: a Python class's own
// __dict__, and for built-in types (which have no __dict__ here) getattr, which gives None for
// the slots CPython sets to None (list.__hash__ and the like). The richer ABCs (Sequence,
// Mapping, Set and their mutable forms) give their mixin methods to subclasses and take
// built-in and collections types by register(); register() here also registers with the ABC's
// bases, because ABCMeta consults a class's own registry only. X[...] returns X, as list[int]
// does.
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view collections_abc_source() {
    return R"PY(
from abc import ABCMeta, abstractmethod

__all__ = ['Awaitable', 'Coroutine', 'AsyncIterable', 'AsyncIterator', 'AsyncGenerator',
           'Hashable', 'Iterable', 'Iterator', 'Generator', 'Reversible', 'Sized', 'Container',
           'Callable', 'Collection', 'Set', 'MutableSet', 'Mapping', 'MutableMapping',
           'MappingView', 'KeysView', 'ItemsView', 'ValuesView', 'Sequence', 'MutableSequence',
           'ByteString']

# How structural checks work here: a one-method ABC (Iterable, Sized, ...) answers
# issubclass(C, X) from C's MRO through __subclasshook__. A Python class lists what it
# defines in its __dict__; a built-in type has no __dict__ in Basilisk, so for those the
# answer comes from getattr (None for slots CPython sets to None, such as list.__hash__) and
# from the explicit register() calls at the bottom (types whose methods getattr cannot see,
# such as dict views). Richer ABCs (Sequence, Mapping, ...) have no hook:
# built-ins join them by registration, as in CPython.

def _has_method(C, name):
    # True when the first class on C's MRO that has `name` gives it a value other than None.
    for B in C.__mro__:
        own = getattr(B, '__dict__', None)
        if own is not None:
            if name in own:
                return own[name] is not None
            continue
        if B is not object and hasattr(B, name):
            return getattr(B, name) is not None
    return name == '__hash__'  # object itself is hashable


def _structural(C, *names):
    for name in names:
        if not _has_method(C, name):
            return NotImplemented
    return True


def _generic(cls, item):
    # Iterable[int]: a types.GenericAlias, as in CPython.
    if cls is Callable:
        return _callable_alias(cls, item)
    return _GenericAlias(cls, item)


def _is_signature(arg):
    # `...`, a ParamSpec or typing.Concatenate[...]: a whole parameter list.
    if arg is ...:
        return True
    if type(arg).__name__ == 'ParamSpec':
        return True
    return type(arg).__name__ == '_GenericAlias' and repr(getattr(arg, '__origin__', None)) == 'typing.Concatenate'


def _callable_alias(cls, item):
    # Callable[[int, str], bool] keeps (int, str, bool) flat in __args__, as CPython's alias does
    # (its repr brackets the argument types again).
    if type(item) is not tuple or len(item) != 2:
        raise TypeError("Callable must be used as Callable[[arg, ...], result].")
    takes, result = item
    if type(takes) is list:
        return _GenericAlias(cls, tuple(takes) + (result,))
    if not _is_signature(takes):
        raise TypeError(f"Expected a list of types, an ellipsis, ParamSpec, or Concatenate. Got {takes}")
    return _GenericAlias(cls, (takes, result))


_GenericAlias = type(list[int])


def _register_up(cls, subclass):
    # register() on one of these ABCs also registers with its ABC bases, so a type
    # registered as a MutableSequence is a Sequence, Reversible, Collection, ... too
    # (abc.ABCMeta here consults a class's own registry only).
    ABCMeta.register(cls, subclass)
    for base in cls.__mro__[1:]:
        if isinstance(base, ABCMeta) and base.__module__ == __name__:
            ABCMeta.register(base, subclass)
    return subclass


# ------------------------------------------------------------------ single-method ABCs

class Hashable(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __hash__(self):
        return 0


class Awaitable(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __await__(self):
        yield


class Coroutine(Awaitable):
    __slots__ = ()

    @abstractmethod
    def send(self, value):
        raise StopIteration

    @abstractmethod
    def throw(self, typ, val=None, tb=None):
        if val is None:
            raise typ if tb is None else typ.with_traceback(tb)
        raise val

    def close(self):
        try:
            self.throw(GeneratorExit)
        except (GeneratorExit, StopIteration):
            return
        raise RuntimeError('coroutine ignored GeneratorExit')


class AsyncIterable(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __aiter__(self):
        return AsyncIterator()


class AsyncIterator(AsyncIterable):
    __slots__ = ()

    @abstractmethod
    async def __anext__(self):
        raise StopAsyncIteration

    def __aiter__(self):
        return self


class AsyncGenerator(AsyncIterator):
    __slots__ = ()

    async def __anext__(self):
        return await self.asend(None)

    @abstractmethod
    async def asend(self, value):
        raise StopAsyncIteration

    @abstractmethod
    async def athrow(self, typ, val=None, tb=None):
        if val is None:
            raise typ if tb is None else typ.with_traceback(tb)
        raise val

    async def aclose(self):
        try:
            await self.athrow(GeneratorExit)
        except (GeneratorExit, StopAsyncIteration):
            return
        raise RuntimeError('asynchronous generator ignored GeneratorExit')


class Iterable(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __iter__(self):
        while False:
            yield None


class Iterator(Iterable):
    __slots__ = ()

    @abstractmethod
    def __next__(self):
        raise StopIteration

    def __iter__(self):
        return self


class Reversible(Iterable):
    __slots__ = ()

    @abstractmethod
    def __reversed__(self):
        while False:
            yield None


class Generator(Iterator):
    __slots__ = ()

    def __next__(self):
        return self.send(None)

    @abstractmethod
    def send(self, value):
        raise StopIteration

    @abstractmethod
    def throw(self, typ, val=None, tb=None):
        if val is None:
            raise typ if tb is None else typ.with_traceback(tb)
        raise val

    def close(self):
        try:
            self.throw(GeneratorExit)
        except (GeneratorExit, StopIteration):
            return
        raise RuntimeError('generator ignored GeneratorExit')


class Sized(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __len__(self):
        return 0


class Container(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __contains__(self, x):
        return False


class Collection(Sized, Iterable, Container):
    __slots__ = ()


class Callable(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __call__(self, *args, **kwds):
        return False


# ------------------------------------------------------------------ sets

def _set_operand(method):
    # Set comparisons are defined against other Sets only.
    def gated(self, other):
        return method(self, other) if isinstance(other, Set) else NotImplemented
    gated.__name__ = method.__name__
    return gated


def _iterable_operand(method):
    # The set-building operators take any iterable.
    def gated(self, other):
        return method(self, other) if isinstance(other, Iterable) else NotImplemented
    gated.__name__ = method.__name__
    return gated


def _as_set(owner, other):
    return other if isinstance(other, Set) else owner._from_iterable(other)


class Set(Collection):
    # Everything derives from __contains__, __iter__ and __len__. Results of the binary
    # operators are built with _from_iterable, which a subclass whose constructor does not
    # take one iterable should override.
    __slots__ = ()

    @classmethod
    def _from_iterable(cls, it):
        return cls(it)

    @_set_operand
    def __le__(self, other):
        return len(self) <= len(other) and _all_in(self, other)

    @_set_operand
    def __lt__(self, other):
        return len(self) < len(other) and _all_in(self, other)

    @_set_operand
    def __ge__(self, other):
        return len(self) >= len(other) and _all_in(other, self)

    @_set_operand
    def __gt__(self, other):
        return len(self) > len(other) and _all_in(other, self)

    @_set_operand
    def __eq__(self, other):
        return len(self) == len(other) and _all_in(self, other)

    @_iterable_operand
    def __and__(self, other):
        return self._from_iterable([x for x in other if x in self])

    __rand__ = __and__

    def isdisjoint(self, other):
        for x in other:
            if x in self:
                return False
        return True

    @_iterable_operand
    def __or__(self, other):
        return self._from_iterable(_chain_all(self, other))

    __ror__ = __or__

    @_iterable_operand
    def __sub__(self, other):
        other = _as_set(self, other)
        return self._from_iterable([x for x in self if x not in other])

    @_iterable_operand
    def __rsub__(self, other):
        other = _as_set(self, other)
        return self._from_iterable([x for x in other if x not in self])

    @_iterable_operand
    def __xor__(self, other):
        other = _as_set(self, other)
        return (self - other) | (other - self)

    __rxor__ = __xor__

    def _hash(self):
        # An order-independent hash of the members, for hashable Set subclasses to use.
        acc = 0x2545F491
        for x in self:
            h = hash(x)
            acc ^= (h ^ (h << 16) ^ 89869747) * 3644798167
            acc &= 0xFFFFFFFFFFFFFFFF
        acc ^= len(self) * 1927868237
        acc &= 0xFFFFFFFFFFFFFFFF
        if acc >= 1 << 63:
            acc -= 1 << 64
        return -2 if acc == -1 else acc


def _all_in(small, big):
    for x in small:
        if x not in big:
            return False
    return True


def _chain_all(*iterables):
    for it in iterables:
        for x in it:
            yield x


class MutableSet(Set):
    __slots__ = ()

    @abstractmethod
    def add(self, value):
        raise NotImplementedError

    @abstractmethod
    def discard(self, value):
        raise NotImplementedError

    def remove(self, value):
        if value not in self:
            raise KeyError(value)
        self.discard(value)

    def pop(self):
        for value in self:
            self.discard(value)
            return value
        raise KeyError

    def clear(self):
        while True:
            try:
                self.pop()
            except KeyError:
                return

    def __ior__(self, it):
        for value in it:
            self.add(value)
        return self

    def __iand__(self, it):
        for value in [v for v in self if v not in it]:
            self.discard(value)
        return self

    def __ixor__(self, it):
        if it is self:
            self.clear()
            return self
        if not isinstance(it, Set):
            it = self._from_iterable(it)
        for value in it:
            if value in self:
                self.discard(value)
            else:
                self.add(value)
        return self

    def __isub__(self, it):
        if it is self:
            self.clear()
            return self
        for value in it:
            self.discard(value)
        return self


# ------------------------------------------------------------------ mappings

class Mapping(Collection):
    # Read-only mapping API on top of __getitem__, __iter__ and __len__.
    __slots__ = ()
    __reversed__ = None

    @abstractmethod
    def __getitem__(self, key):
        raise KeyError

    def get(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            return default

    def __contains__(self, key):
        try:
            self[key]
        except KeyError:
            return False
        return True

    def keys(self):
        return KeysView(self)

    def items(self):
        return ItemsView(self)

    def values(self):
        return ValuesView(self)

    def __eq__(self, other):
        if not isinstance(other, Mapping):
            return NotImplemented
        return dict(self.items()) == dict(other.items())

    __hash__ = None


class MappingView(Sized):
    __slots__ = ('_mapping',)

    def __init__(self, mapping):
        self._mapping = mapping

    def __len__(self):
        return len(self._mapping)

    def __repr__(self):
        return f'{type(self).__name__}({self._mapping!r})'


class KeysView(MappingView, Set):
    __slots__ = ()

    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, key):
        return key in self._mapping

    def __iter__(self):
        for key in self._mapping:
            yield key


class ItemsView(MappingView, Set):
    __slots__ = ()

    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, item):
        key, value = item
        try:
            found = self._mapping[key]
        except KeyError:
            return False
        return found is value or found == value

    def __iter__(self):
        m = self._mapping
        for key in m:
            yield (key, m[key])


class ValuesView(MappingView, Collection):
    __slots__ = ()

    def __contains__(self, value):
        m = self._mapping
        for key in m:
            found = m[key]
            if found is value or found == value:
                return True
        return False

    def __iter__(self):
        m = self._mapping
        for key in m:
            yield m[key]


_MISSING = object()


class MutableMapping(Mapping):
    __slots__ = ()

    @abstractmethod
    def __setitem__(self, key, value):
        raise KeyError

    @abstractmethod
    def __delitem__(self, key):
        raise KeyError

    def pop(self, key, default=_MISSING):
        try:
            value = self[key]
        except KeyError:
            if default is _MISSING:
                raise
            return default
        del self[key]
        return value

    def popitem(self):
        for key in self:
            value = self[key]
            del self[key]
            return key, value
        raise KeyError

    def clear(self):
        while True:
            try:
                self.popitem()
            except KeyError:
                return

    def update(self, other=(), /, **kwds):
        if isinstance(other, Mapping):
            for key in other:
                self[key] = other[key]
        elif hasattr(other, 'keys'):
            for key in other.keys():
                self[key] = other[key]
        else:
            for key, value in other:
                self[key] = value
        for key, value in kwds.items():
            self[key] = value

    def setdefault(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            self[key] = default
        return default


# ------------------------------------------------------------------ sequences

class Sequence(Reversible, Collection):
    # Read-only sequence API on top of __getitem__ and __len__; iteration stops at the
    # first IndexError, as the old __getitem__ protocol does.
    __slots__ = ()

    @abstractmethod
    def __getitem__(self, index):
        raise IndexError

    def __iter__(self):
        i = 0
        try:
            while True:
                yield self[i]
                i += 1
        except IndexError:
            return

    def __contains__(self, value):
        for item in self:
            if item is value or item == value:
                return True
        return False

    def __reversed__(self):
        for i in range(len(self) - 1, -1, -1):
            yield self[i]

    def index(self, value, start=0, stop=None):
        n = len(self)
        if start is not None and start < 0:
            start = max(n + start, 0)
        if stop is not None and stop < 0:
            stop += n
        i = start or 0
        while stop is None or i < stop:
            try:
                item = self[i]
            except IndexError:
                break
            if item is value or item == value:
                return i
            i += 1
        raise ValueError

    def count(self, value):
        hits = 0
        for item in self:
            if item is value or item == value:
                hits += 1
        return hits


class ByteString(Sequence):
    __slots__ = ()


class MutableSequence(Sequence):
    __slots__ = ()

    @abstractmethod
    def __setitem__(self, index, value):
        raise IndexError

    @abstractmethod
    def __delitem__(self, index):
        raise IndexError

    @abstractmethod
    def insert(self, index, value):
        raise IndexError

    def append(self, value):
        self.insert(len(self), value)

    def clear(self):
        while True:
            try:
                self.pop()
            except IndexError:
                return

    def reverse(self):
        n = len(self)
        for i in range(n // 2):
            j = n - 1 - i
            self[i], self[j] = self[j], self[i]

    def extend(self, values):
        if values is self:
            values = list(values)
        for value in values:
            self.append(value)

    def pop(self, index=-1):
        value = self[index]
        del self[index]
        return value

    def remove(self, value):
        del self[self.index(value)]

    def __iadd__(self, values):
        self.extend(values)
        return self


# ------------------------------------------------------------------ wiring

# The one-method ABCs (and Collection, Generator, ...) recognise any class whose MRO has
# all of these names, not set to None. The hook applies to that exact ABC only: a user
# subclass of Iterable does not inherit it.
_PROTOCOLS = (
    (Hashable, ('__hash__',)),
    (Awaitable, ('__await__',)),
    (Coroutine, ('__await__', 'send', 'throw', 'close')),
    (AsyncIterable, ('__aiter__',)),
    (AsyncIterator, ('__anext__', '__aiter__')),
    (AsyncGenerator, ('__aiter__', '__anext__', 'asend', 'athrow', 'aclose')),
    (Iterable, ('__iter__',)),
    (Iterator, ('__iter__', '__next__')),
    (Reversible, ('__reversed__', '__iter__')),
    (Generator, ('__iter__', '__next__', 'send', 'throw', 'close')),
    (Sized, ('__len__',)),
    (Container, ('__contains__',)),
    (Collection, ('__len__', '__iter__', '__contains__')),
    (Callable, ('__call__',)),
)


def _protocol_hook(owner, names):
    def hook(cls, C):
        return _structural(C, *names) if cls is owner else NotImplemented
    return classmethod(hook)


for _abc, _names in _PROTOCOLS:
    _abc.__subclasshook__ = _protocol_hook(_abc, _names)
del _abc, _names

for _abc in (Hashable, Awaitable, Coroutine, AsyncIterable, AsyncIterator, AsyncGenerator,
             Iterable, Iterator, Reversible, Generator, Sized, Container, Collection, Callable,
             Set, MutableSet, Mapping, MappingView, KeysView, ItemsView, ValuesView,
             MutableMapping, Sequence, ByteString, MutableSequence):
    # Found on the class before ABCMeta.register, so user register() calls propagate too.
    _abc.register = classmethod(_register_up)
    if '__class_getitem__' not in _abc.__dict__:
        _abc.__class_getitem__ = classmethod(_generic)
del _abc


def _gen():
    yield


async def _coro():
    pass


async def _agen():
    yield


_a_coro = _coro()
_coroutine_type = type(_a_coro)
_a_coro.close()
del _a_coro


class _Probe:
    def method(self):
        pass


def _enroll(cls, *kinds):
    # The built-in registrations below, made directly: each one is known to be right, so the
    # checks register() makes (two issubclass() walks per ABC up the MRO) are skipped, which
    # keeps importing this module cheap.
    targets = [b for b in cls.__mro__ if isinstance(b, ABCMeta) and b.__module__ == __name__]
    for kind in kinds:
        for target in targets:
            if kind not in target._abc_registered:
                target._abc_registered.append(kind)


_d = {}
_enroll(Iterator, type(iter(b'')), type(iter(bytearray())), type(iter(_d)), type(iter(_d.values())),
        type(iter(_d.items())), type(iter([])), type(reversed([])), type(iter(range(0))),
        type(iter(set())), type(iter('')), type(iter(())), type(zip()), type(map(len, ())),
        type(filter(None, ())), type(enumerate(())), type(reversed(range(0))))
_enroll(Generator, type(_gen()))
_enroll(Coroutine, _coroutine_type)
_enroll(AsyncGenerator, type(_agen()))
_enroll(KeysView, type(_d.keys()))
_enroll(ItemsView, type(_d.items()))
_enroll(ValuesView, type(_d.values()))
_enroll(Reversible, type(_d.keys()), type(_d.items()), type(_d.values()), dict)
_enroll(Sequence, tuple, str, range)
_enroll(ByteString, bytes, bytearray)
_enroll(MutableSequence, list, bytearray)
_enroll(Set, frozenset)
_enroll(MutableSet, set)
_enroll(MutableMapping, dict)
_enroll(Callable, type(_gen), type(len), type(_Probe().method), type([].append))
del _d, _Probe, _gen, _coro, _agen, _coroutine_type

# The collections containers, which collections cannot import from here itself.
import collections as _c
_enroll(MutableSequence, _c.deque, _c.UserList)
_enroll(Sequence, _c.UserString)
_enroll(MutableMapping, _c.ChainMap, _c.UserDict)
_enroll(KeysView, _c._KeysView)
_enroll(ItemsView, _c._ItemsView)
_enroll(ValuesView, _c._ValuesView)
_enroll(KeysView, _c._OdictKeys)
_enroll(ItemsView, _c._OdictItems)
_enroll(ValuesView, _c._OdictValues)
_enroll(Reversible, _c._OdictKeys, _c._OdictItems, _c._OdictValues)
del _c
)PY";
}

}  // namespace basilisk::stdlib
