from collections.abc import Sequence, MutableSequence, Mapping, MutableMapping, Set, MutableSet, Iterator, Iterable, Sized, Hashable

def attempt(f):
    try:
        print('ok', f())
    except Exception as e:
        print(type(e).__name__, e)

class Seq(Sequence):
    def __init__(self, *items):
        self._items = list(items)
    def __getitem__(self, i):
        return self._items[i]
    def __len__(self):
        return len(self._items)

s = Seq(3, 1, 4, 1, 5)
print(list(s), 4 in s, 9 in s, list(reversed(s)), s.index(1), s.index(1, 2), s.count(1), len(s))
attempt(lambda: s.index(9))
print(isinstance(s, Sequence), isinstance(s, Iterable), isinstance(s, Sized), isinstance(s, MutableSequence))

class MSeq(MutableSequence):
    def __init__(self):
        self._d = []
    def __getitem__(self, i):
        return self._d[i]
    def __setitem__(self, i, v):
        self._d[i] = v
    def __delitem__(self, i):
        del self._d[i]
    def __len__(self):
        return len(self._d)
    def insert(self, i, v):
        self._d.insert(i, v)
    def __repr__(self):
        return f'MSeq({self._d})'

m = MSeq()
m.append(1); m.extend([2, 3, 4]); m += [5]
print(m, m.pop(), m.pop(0), m)
m.reverse(); m.remove(3)
print(m, len(m))
m.clear()
print(m)
attempt(lambda: MSeq().pop())
attempt(lambda: Seq.__abstractmethods__ and sorted(MutableSequence.__abstractmethods__))

class Incomplete(Sequence):
    pass

attempt(lambda: Incomplete())

class Map(Mapping):
    def __init__(self, **kw):
        self._d = dict(kw)
    def __getitem__(self, k):
        return self._d[k]
    def __iter__(self):
        return iter(self._d)
    def __len__(self):
        return len(self._d)

mp = Map(a=1, b=2)
print(mp.get('a'), mp.get('z'), mp.get('z', 0), 'a' in mp, 'z' in mp, len(mp))
print(list(mp.keys()), list(mp.items()), list(mp.values()), type(mp.keys()).__name__, mp == {'a': 1, 'b': 2}, mp == Map(a=1))
print(mp.keys() & {'a', 'q'}, sorted(mp.keys() | {'q'}), ('a', 1) in mp.items(), 2 in mp.values(), dict(mp))
attempt(lambda: hash(mp))

class MMap(MutableMapping):
    def __init__(self):
        self._d = {}
    def __getitem__(self, k):
        return self._d[k]
    def __setitem__(self, k, v):
        self._d[k] = v
    def __delitem__(self, k):
        del self._d[k]
    def __iter__(self):
        return iter(self._d)
    def __len__(self):
        return len(self._d)

mm = MMap()
mm.update({'a': 1}, b=2)
mm.update([('c', 3)])
print(dict(mm), mm.setdefault('a', 9), mm.setdefault('d', 4), mm.pop('b'), mm.pop('zz', None))
attempt(lambda: mm.pop('zz'))
print(mm.popitem(), dict(mm))
mm.clear()
print(dict(mm), len(mm))
attempt(lambda: mm.popitem())

class FSet(Set):
    def __init__(self, it=()):
        self._s = []
        for x in it:
            if x not in self._s:
                self._s.append(x)
    def __contains__(self, x):
        return x in self._s
    def __iter__(self):
        return iter(self._s)
    def __len__(self):
        return len(self._s)
    def __repr__(self):
        return f'FSet({sorted(self._s)})'

a, b = FSet([1, 2, 3]), FSet([2, 3, 4])
print(a & b, a | b, a - b, a ^ b, a <= b, FSet([2]) < a, a == FSet([3, 2, 1]), a != b, a.isdisjoint([7]))
print(a & {1, 9}, a - [1], a >= FSet([1]), a > a)

class MSet(MutableSet):
    def __init__(self, it=()):
        self._s = set(it)
    def __contains__(self, x):
        return x in self._s
    def __iter__(self):
        return iter(sorted(self._s))
    def __len__(self):
        return len(self._s)
    def add(self, x):
        self._s.add(x)
    def discard(self, x):
        self._s.discard(x)

ms = MSet([1, 2])
ms |= {3, 4}
ms -= {1}
print(sorted(ms), ms.pop(), sorted(ms))
ms.remove(3)
attempt(lambda: ms.remove(99))
ms ^= {4, 5}
print(sorted(ms))
ms &= {5}
print(sorted(ms))
ms.clear()
print(len(ms))

class Count(Iterator):
    def __init__(self, n):
        self.n = n
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n

it = Count(3)
print(iter(it) is it, list(it), isinstance(it, Iterator))
