import collections.abc
from collections.abc import (Container, Hashable, Iterable, Iterator, Reversible, Generator,
                             Sized, Callable, Collection, Sequence, MutableSequence, ByteString,
                             Set, MutableSet, Mapping, MutableMapping, MappingView, KeysView,
                             ItemsView, ValuesView, Awaitable, Coroutine, AsyncIterable,
                             AsyncIterator, AsyncGenerator)
from collections import deque, OrderedDict, defaultdict, Counter, ChainMap, UserDict, UserList, UserString, namedtuple
import collections

print(collections.abc.Mapping is Mapping, Mapping.__module__, repr(Sequence), Sequence.__name__)
abcs = [Container, Hashable, Iterable, Iterator, Reversible, Generator, Sized, Callable,
        Collection, Sequence, MutableSequence, ByteString, Set, MutableSet, Mapping,
        MutableMapping, MappingView, KeysView, ItemsView, ValuesView, Awaitable, Coroutine,
        AsyncIterable, AsyncIterator, AsyncGenerator]

def gen():
    yield 1

async def coro():
    pass

async def agen():
    yield 1

class WithIter:
    def __iter__(self):
        return iter([])

class WithCall:
    def __call__(self):
        return 1

class NoHash:
    def __eq__(self, other):
        return True

class Plain:
    pass

c = coro()
P = namedtuple('P', 'a b')
samples = [('list', []), ('tuple', ()), ('str', ''), ('bytes', b''), ('bytearray', bytearray()),
           ('dict', {}), ('set', set()), ('frozenset', frozenset()), ('range', range(3)),
           ('int', 1), ('float', 1.5), ('None', None), ('gen', gen()), ('coro', c),
           ('agen', agen()), ('list_iter', iter([])), ('dict_keys', {}.keys()),
           ('dict_items', {}.items()), ('dict_values', {}.values()), ('func', len),
           ('lambda', lambda: 0), ('class', int), ('WithIter', WithIter()),
           ('WithCall', WithCall()), ('NoHash', NoHash()), ('Plain', Plain()),
           ('deque', deque()), ('OrderedDict', OrderedDict()), ('defaultdict', defaultdict()),
           ('Counter', Counter()), ('ChainMap', ChainMap()), ('UserDict', UserDict()),
           ('UserList', UserList()), ('UserString', UserString('')), ('namedtuple', P(1, 2)),
           ('zip', zip()), ('map', map(len, [])), ('enumerate', enumerate([])),
           ('bound', [].append), ('method', WithCall().__call__)]
for name, obj in samples:
    print(f'{name:12}', ' '.join(a.__name__ for a in abcs if isinstance(obj, a)))
c.close()
print(issubclass(list, Sequence), issubclass(list, MutableSequence), issubclass(tuple, MutableSequence))
print(issubclass(dict, Mapping), issubclass(dict, MutableMapping), issubclass(set, Set), issubclass(frozenset, MutableSet))
print(issubclass(str, Sequence), issubclass(str, MutableSequence), issubclass(bool, Hashable), issubclass(WithIter, Iterable))
print(issubclass(WithIter, Iterator), issubclass(WithIter, Collection), issubclass(NoHash, Hashable), issubclass(Plain, Hashable))

class MyList(list):
    pass

class MyDict(dict):
    pass

print(isinstance(MyList(), MutableSequence), isinstance(MyDict(), Mapping), isinstance(MyDict(), Hashable))

class Reg:
    pass

Sequence.register(Reg)
print(isinstance(Reg(), Sequence), issubclass(Reg, Sequence), issubclass(Reg, MutableSequence))

@MutableMapping.register
class Reg2:
    pass

print(Reg2.__name__, issubclass(Reg2, Mapping), issubclass(Reg2, MutableMapping))

class IterNone:
    __iter__ = None

print(issubclass(IterNone, Iterable))
try:
    issubclass(3, Iterable)
except TypeError as e:
    print('TypeError', e)
print(isinstance(3, Iterable), isinstance('x', Hashable), isinstance([], Hashable))
print(Sequence[int] is not None, Mapping[str, int] is not None, Callable[[int], str] is not None)
