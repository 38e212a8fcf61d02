# isinstance/issubclass with typing's aliases of collections.abc and builtin classes, and
# runtime_checkable protocols.
import typing
from typing import (Iterable, Iterator, Mapping, MutableMapping, Sequence, MutableSequence, Sized,
                    Hashable, Callable, Collection, Container, AbstractSet, MutableSet, Generator,
                    Reversible, List, Dict, Tuple, Set, FrozenSet, Type, Deque, DefaultDict,
                    Counter, OrderedDict, Protocol, runtime_checkable, Optional, Union, Any,
                    Awaitable, KeysView, SupportsInt, SupportsFloat, SupportsIndex, SupportsAbs)
import collections

values = [[1], (1,), {"a": 1}, {1}, frozenset(), "s", b"b", 3, 2.5, None, iter([]), range(3),
          collections.deque(), len, lambda: 0, (x for x in ()), {}.keys()]
for alias in (Iterable, Iterator, Mapping, MutableMapping, Sequence, MutableSequence, Sized,
              Hashable, Callable, Collection, Container, AbstractSet, MutableSet, Generator,
              Reversible, KeysView):
    print(repr(alias).ljust(24), "".join("1" if isinstance(v, alias) else "." for v in values))
for alias in (List, Dict, Tuple, Set, FrozenSet, Type, Deque, DefaultDict, Counter, OrderedDict):
    print(repr(alias).ljust(24), "".join("1" if isinstance(v, alias) else "." for v in values))
print(issubclass(list, Sequence), issubclass(dict, Mapping), issubclass(int, Hashable), issubclass(list, Hashable))
print(issubclass(str, Iterable), issubclass(int, Iterable), issubclass(collections.OrderedDict, MutableMapping))
print(isinstance(int, Type), issubclass(bool, Type) if False else "", isinstance([], (Mapping, Sequence)))
class Bag:
    def __init__(self):
        self.items = [1, 2]
    def __iter__(self):
        return iter(self.items)
    def __len__(self):
        return 2
    def __contains__(self, x):
        return x in self.items
print(isinstance(Bag(), Iterable), isinstance(Bag(), Sized), isinstance(Bag(), Collection), isinstance(Bag(), Sequence))
class MyMap(collections.abc.Mapping if hasattr(collections, "abc") else object):
    def __getitem__(self, k):
        return 1
    def __iter__(self):
        return iter(["a"])
    def __len__(self):
        return 1
print(isinstance(MyMap(), Mapping), dict(MyMap()))
class MySeq(Sequence):
    def __getitem__(self, i):
        return [5, 6][i]
    def __len__(self):
        return 2
print(list(MySeq()), MySeq().index(6), isinstance(MySeq(), Iterable), MySeq.__mro__[1])
class MyDict(Dict[str, int]):
    pass
print(MyDict(a=1), isinstance(MyDict(), dict), MyDict.__mro__[1], MyDict.__orig_bases__)
class MyList(List[int]):
    pass
print(MyList([1]), MyList.__bases__)

for alias in (List[int], Dict[str, int], Iterable[int], Callable[[int], str], Optional[int],
              Union[int, str], Tuple[int, str], Mapping[str, int], Type[int], typing.Literal[1]):
    try:
        print(isinstance([], alias))
    except TypeError as e:
        print("TypeError:", e)
    try:
        print(issubclass(list, alias))
    except TypeError as e:
        print("TypeError:", e)

@runtime_checkable
class Closable(Protocol):
    def close(self) -> None: ...
@runtime_checkable
class Named(Protocol):
    name: str
    def describe(self) -> str: ...
class NotRT(Protocol):
    def run(self): ...
class File:
    def close(self):
        pass
class Person:
    name = "p"
    def describe(self):
        return self.name
class Half:
    name = "h"
class Explicit(Closable):
    def close(self):
        return "explicit"
print(isinstance(File(), Closable), isinstance(3, Closable), issubclass(File, Closable), isinstance(Explicit(), Closable))
print(isinstance(Person(), Named), isinstance(Half(), Named), isinstance(File(), Named))
print(Explicit().close(), Closable._is_protocol, Explicit._is_protocol, Named.__mro__[-2:])
try:
    isinstance(File(), NotRT)
except TypeError as e:
    print("TypeError:", e)
try:
    issubclass(Person, Named)
except TypeError as e:
    print("TypeError:", e)
try:
    Closable()
except TypeError as e:
    print("TypeError:", e)
class Ext(Closable, Protocol):
    def flush(self) -> None: ...
print(Ext._is_protocol, runtime_checkable(Ext) is Ext, isinstance(File(), Ext))
print(isinstance(3, SupportsInt), isinstance("3", SupportsInt), isinstance(2.0, SupportsFloat),
      isinstance(3, SupportsIndex), isinstance(2.5, SupportsIndex), isinstance(-1, SupportsAbs))
