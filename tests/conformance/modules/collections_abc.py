# collections.abc: the structural checks on built-in and user types, the registered built-ins,
# the mixin methods of Mapping/Sequence/MutableSequence/Set, register(), import forms.
import collections.abc as cabc
from collections.abc import (Mapping, MutableMapping, Sequence, MutableSequence, Iterable, Iterator, Generator,
                             Hashable, Sized, Container, Collection, Callable, Set, MutableSet, Reversible,
                             Awaitable, Coroutine, AsyncIterable, AsyncIterator, KeysView, ItemsView, ValuesView, ByteString)
import collections
from collections import OrderedDict, defaultdict, Counter, deque, UserDict, UserList, ChainMap
def gen():
    yield 1
async def co():
    pass
async def agen():
    yield 1
class WithEq:
    def __eq__(self, o): return True
class WithIter:
    def __iter__(self): return iter([])
class NoHash:
    __hash__ = None
c = co()
samples = [1, 1.5, "s", b"b", bytearray(b"x"), [1], (1,), {1: 2}, {1}, frozenset(), range(3), {}.keys(), {}.values(), {}.items(),
           iter([]), gen(), c, agen(), len, lambda: 0, int, None, OrderedDict(), defaultdict(int), Counter(), deque(), UserDict(), UserList(),
           ChainMap(), WithEq(), WithIter(), NoHash(), map(str, []), zip(), reversed([1]), enumerate([]), iter({}), iter(range(5))]
abcs = [Hashable, Iterable, Iterator, Generator, Reversible, Sized, Container, Collection, Callable, Set, MutableSet, Mapping,
        MutableMapping, Sequence, MutableSequence, ByteString, KeysView, ItemsView, ValuesView, Awaitable, Coroutine, AsyncIterable, AsyncIterator]
for s in samples:
    print(type(s).__name__.ljust(22), "".join("X" if isinstance(s, a) else "." for a in abcs))
c.close()
print(issubclass(list, Sequence), issubclass(dict, Mapping), issubclass(str, Iterable), issubclass(int, Hashable), issubclass(list, Hashable))
class MyMap(Mapping):
    def __init__(self, d): self._d = dict(d)
    def __getitem__(self, k): return self._d[k]
    def __iter__(self): return iter(self._d)
    def __len__(self): return len(self._d)
m = MyMap({"a": 1, "b": 2})
print(m["a"], len(m), list(m), "a" in m, m.get("z", 0), list(m.keys()), list(m.items()), list(m.values()), m == {"a": 1, "b": 2}, dict(m))
print(isinstance(m, Mapping), isinstance(m, MutableMapping), isinstance(m, Collection), isinstance(m, Hashable))
try:
    class Half(Mapping):
        def __getitem__(self, k): return 1
    Half()
except TypeError as e:
    print("TypeError:", e)
class MySeq(Sequence):
    def __init__(self, *xs): self.xs = xs
    def __getitem__(self, i): return self.xs[i]
    def __len__(self): return len(self.xs)
s = MySeq(3, 1, 4, 1)
print(list(s), s.index(4), s.count(1), 1 in s, list(reversed(s)), s[1:3])
class MyList(MutableSequence):
    def __init__(self): self.d = []
    def __getitem__(self, i): return self.d[i]
    def __setitem__(self, i, v): self.d[i] = v
    def __delitem__(self, i): del self.d[i]
    def __len__(self): return len(self.d)
    def insert(self, i, v): self.d.insert(i, v)
ml = MyList(); ml.append(1); ml.extend([2, 3]); ml += [4]; ml.reverse(); print(ml.d, ml.pop(), ml.d)
class MySet(Set):
    def __init__(self, it): self.s = set(it)
    def __contains__(self, x): return x in self.s
    def __iter__(self): return iter(sorted(self.s))
    def __len__(self): return len(self.s)
a, b = MySet([1, 2, 3]), MySet([2, 3, 4])
print(sorted(a & b), sorted(a | b), sorted(a - b), a <= MySet([1, 2, 3, 4]), a.isdisjoint([9]))
class Reg: pass
Sequence.register(Reg)
print(isinstance(Reg(), Sequence), isinstance(Reg(), Reversible), isinstance(Reg(), Iterable))
def flatten(x):
    for i in x:
        if isinstance(i, Iterable) and not isinstance(i, (str, bytes)):
            yield from flatten(i)
        else:
            yield i
print(list(flatten([1, [2, (3, {4})], "ab", range(2)])))
print(cabc.Mapping, repr(Iterable), Iterable.__module__, collections.abc.Sized, cabc.__name__)
def describe(x):
    if isinstance(x, Mapping): return "mapping"
    if isinstance(x, Sequence): return "sequence"
    if isinstance(x, Set): return "set"
    if isinstance(x, Iterator): return "iterator"
    return "other"
print([describe(v) for v in [{}, [], "s", (), {1}, frozenset(), iter([]), 5, range(1), OrderedDict(), b"", deque()]])
