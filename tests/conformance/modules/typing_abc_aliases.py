# typing's collections.abc aliases have the real ABCs as origins: isinstance and subclassing work.
import typing, collections.abc
from typing import Iterable, Mapping, Callable, get_origin, get_args
print(get_origin(Iterable[int]), get_origin(Iterable[int]) is collections.abc.Iterable, get_args(Callable[[int], str]), get_origin(Callable[..., int]))
print(isinstance([], Iterable), isinstance({}, typing.Mapping), issubclass(dict, typing.MutableMapping), isinstance(3, typing.Hashable), isinstance(len, Callable))
class It(typing.Iterable):
    def __iter__(self): return iter([1])
print(list(It()), isinstance(It(), collections.abc.Iterable))
def f(x: Mapping[str, int]) -> Iterable[str]: return list(x)
print(f.__annotations__, Mapping[str, int], typing.Sequence[int], Iterable)
try:
    isinstance([], Iterable[int])
except TypeError as e:
    print("TypeError:", e)
