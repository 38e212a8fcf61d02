# Generic classes, TypeVar/ParamSpec, NewType, and the small helpers agent code uses.
import typing
from typing import (TypeVar, Generic, ParamSpec, Callable, List, Dict, Optional, NewType, cast,
                    overload, get_overloads, final, assert_never, assert_type, Self, TypeAlias,
                    TYPE_CHECKING, Any, Iterator, Protocol, Concatenate, no_type_check)

T = TypeVar("T")
K = TypeVar("K")
V = TypeVar("V")
N = TypeVar("N", int, float)
B = TypeVar("B", bound="Node")
Co = TypeVar("Co", covariant=True)
Contra = TypeVar("Contra", contravariant=True)
print(T, N, B, Co, Contra, N.__constraints__, B.__bound__, T.__bound__, T.__constraints__)
print(T.__name__, Co.__covariant__, Co.__contravariant__, Contra.__contravariant__, T == T, T == K)
print(T | None, Optional[T], List[T] | int)

class Box(Generic[T]):
    def __init__(self, item: T):
        self.item = item
    def get(self) -> T:
        return self.item

class Pair(Generic[K, V]):
    def __init__(self, k: K, v: V):
        self.k, self.v = k, v

class IntBox(Box[int]):
    pass

class Child(Box[T]):
    pass

class Mixed(Dict[K, V], Generic[K, V]):
    pass

b = Box(3)
print(b.get(), Box[int], Box[int](5).item, Pair[str, int], Pair[str, int]("a", 1).v)
print(Box.__parameters__, Pair.__parameters__, IntBox.__parameters__, Child.__parameters__)
print(Box.__orig_bases__, IntBox.__orig_bases__, Child.__orig_bases__)
print(IntBox.__mro__, isinstance(IntBox(1), Box), issubclass(Child, Box), Generic in Box.__mro__)
print(Box[int] == Box[int], Box[int] == Box[str], typing.get_origin(Box[int]), typing.get_args(Pair[str, int]))
print(Box[int](7).__orig_class__, Pair[K, int], Pair[K, int][str], Box[List[T]][int])
m = Mixed(a=1)
print(m, Mixed.__parameters__, Mixed[str, int], isinstance(m, dict))
class Node(Generic[T]):
    def __init__(self, value: T, nxt: "Optional[Node[T]]" = None):
        self.value, self.nxt = value, nxt
    def __iter__(self) -> Iterator[T]:
        node = self
        while node is not None:
            yield node.value
            node = node.nxt
print(list(Node(1, Node(2, Node(3)))))
for bad in (lambda: Generic[int], lambda: Generic[T, T], lambda: Box[int, str], lambda: type(Generic()).__name__,
            lambda: Generic[()], lambda: IntBox[int]):
    try:
        print(bad())
    except TypeError as e:
        print("TypeError:", e)
try:
    class Bad(Generic[T], Generic[K]):
        pass
except TypeError as e:
    print("TypeError:", e)
try:
    TypeVar("X", int)
except TypeError as e:
    print("TypeError:", e)
try:
    TypeVar("X", covariant=True, contravariant=True)
except ValueError as e:
    print("ValueError:", e)

P = ParamSpec("P")
print(P, P.args, P.kwargs, P.__name__, Callable[P, int], Callable[Concatenate[int, P], int])
print(typing.get_args(Callable[P, int]), P.args.__origin__ is P)
def deco(fn: Callable[P, T]) -> Callable[P, T]:
    def inner(*args: P.args, **kwargs: P.kwargs) -> T:
        return fn(*args, **kwargs)
    return inner
print(deco(lambda x: x + 1)(1))

UserId = NewType("UserId", int)
Name = NewType("Name", str)
print(UserId, UserId(5), type(UserId(5)), UserId.__name__, UserId.__supertype__, Name("x"))
print(Optional[UserId], List[UserId], UserId | None)
try:
    class Sub(UserId):
        pass
except TypeError as e:
    print("TypeError:", e)

print(cast(int, "x"), cast("List[int]", [1]), cast(List[str], 3), assert_type(3, int), TYPE_CHECKING)
@overload
def parse(x: int) -> int: ...
@overload
def parse(x: str) -> str: ...
def parse(x):
    return x * 2
print(parse(2), parse("a"), len(get_overloads(parse)))
@overload
def only(x: int) -> int: ...
try:
    only(1)
except NotImplementedError as e:
    print("NotImplementedError:", e)

@final
class Leaf:
    @final
    def m(self):
        return 1
print(Leaf.__final__, Leaf().m(), Leaf.m.__final__)
def check(x: int) -> str:
    if isinstance(x, int):
        return "int"
    assert_never(x)
print(check(1))
for v in ("abc", list(range(60))):
    try:
        assert_never(v)
    except AssertionError as e:
        print("AssertionError:", e)
class Shape:
    def set_scale(self, scale: float) -> Self:
        self.scale = scale
        return self
print(Shape().set_scale(2.0).scale)
Vector: TypeAlias = List[float]
def scale(v: Vector) -> Vector:
    return [x * 2 for x in v]
print(scale([1.0]), Vector)
@no_type_check
def loose(a: int) -> int:
    return a
print(loose("s"))
for bad in (lambda: Self(), lambda: TypeAlias[int], lambda: isinstance(1, Any), lambda: isinstance(1, Self),
            lambda: issubclass(int, typing.Union), lambda: isinstance(1, T)):
    try:
        print(bad())
    except TypeError as e:
        print("TypeError:", e)
