# list/dict/set/bytearray (and 3.11's slice and set-like dict views) have __hash__ = None;
# hash() of them keeps "unhashable type", and a subclass may define __hash__ again.
import collections.abc
from dataclasses import dataclass, field

for t in (list, dict, set, bytearray, slice, type({}.keys()), type({}.items())):
    print(t.__name__, t.__hash__, hasattr(t, "__hash__"), "__hash__" in dir(t))
print(type({}.values()).__hash__ is None, tuple.__hash__ is None, frozenset.__hash__ is None)
print([].__hash__, {}.__hash__, set().__hash__, bytearray().__hash__)
print(callable(list.__hash__), callable(tuple.__hash__))

for v in ([], {}, set(), bytearray(), slice(1, 2), {}.keys(), {}.items()):
    try:
        hash(v)
    except TypeError as e:
        print("TypeError:", e)
vals, lst = {}.values(), []
print(hash(vals) == hash(vals), object.__hash__(lst) == object.__hash__(lst))

H = collections.abc.Hashable
print([isinstance(v, H) for v in ([], {}, set(), bytearray(), (), frozenset(), "", b"", 1, None)])
print(issubclass(list, H), issubclass(tuple, H), issubclass(dict, H))


class L(list):
    pass


class HL(list):
    def __hash__(self):
        return 42


class HD(dict):
    def __hash__(self):
        return hash(tuple(sorted(self.items())))


print(L.__hash__, isinstance(L(), H))
try:
    hash(L())
except TypeError as e:
    print("TypeError:", e)
print(hash(HL()), isinstance(HL(), H), hash(HD(a=1)) == hash((("a", 1),)))
d = {HL([1]): "list key", HD(a=1): "dict key"}
print(d[HL([1])], d[HD(a=1)], len({HL(), HL([2])}))

try:
    {[]: 1}
except TypeError as e:
    print("TypeError:", e)
try:
    {[1]}
except TypeError as e:
    print("TypeError:", e)


@dataclass
class D:
    x: list = field(default_factory=list)


print(D(), D([1]))
for default in ([], {}, set()):
    try:
        @dataclass
        class Bad:
            x: object = default
    except ValueError as e:
        print("ValueError:", e)


@dataclass
class Ok:
    x: object = ()


print(Ok())
