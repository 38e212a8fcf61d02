from typing import (Any, Optional, Union, List, Dict, Tuple, Set, Callable, Literal, Annotated,
                    TypeVar, Generic, Protocol, NamedTuple, TypedDict, cast, TYPE_CHECKING,
                    get_type_hints, get_origin, get_args, Iterable, Iterator, Sequence, Mapping,
                    ClassVar, Final, NewType, overload, final, runtime_checkable, Type, FrozenSet,
                    DefaultDict, Deque, Counter, OrderedDict, Awaitable, Coroutine, Generator,
                    NoReturn, Never, Self, TypeAlias, AnyStr, Text, ParamSpec, Concatenate,
                    TypeGuard, Required, NotRequired, LiteralString, SupportsInt, IO, TextIO)
import typing

T = TypeVar("T")
K = TypeVar("K", bound=int)
C = TypeVar("C", covariant=True)
print(T, K, C, K.__bound__, T.__name__)
print(Optional[int], Union[int, str], Union[int, None, str], List[int], Dict[str, List[int]])
print(Tuple[int, ...], Callable[[int, str], bool], Callable[..., int], Literal["a", 1])
print(Annotated[int, "meta"], Any, ClassVar[int], Final[int], Set, List, Iterable[int], Type[int], Sequence)
print(Optional[List[int]], Union[int], Union[int, int], Optional[Union[int, str]], Optional[int] | str)
print(Optional[int] == Union[int, None], Union[int, str] == Union[str, int], List[int] == List[int])
print(get_origin(List[int]), get_args(Dict[str, int]), get_origin(Optional[int]), get_args(Optional[int]))
print(get_args(Callable[[int], str]), get_origin(Literal[1]), get_args(Annotated[int, "x"]), get_origin(int))

class Movie(TypedDict):
    name: str
    year: int

m = Movie(name="x", year=1)
print(type(m), m, Movie.__annotations__, sorted(Movie.__required_keys__), Movie.__total__)

class Partial(TypedDict, total=False):
    title: str
print(Partial.__total__, sorted(Partial.__optional_keys__), Partial(title="t"))

class P(NamedTuple):
    x: int
    y: int = 0
    def norm(self):
        return self.x + self.y

print(P(1), P(1, 2).norm(), P._fields, P._field_defaults, P(3)._replace(y=4), P(1, 2) == (1, 2))
Pair = NamedTuple("Pair", [("a", int), ("b", str)])
print(Pair(1, "x"), Pair._fields)

class Stack(Generic[T]):
    def __init__(self):
        self.items: List[T] = []
    def push(self, item: T) -> None:
        self.items.append(item)
    def pop(self) -> T:
        return self.items.pop()

s = Stack[int]()
s.push(3)
print(Stack[int], s.pop(), Stack.__parameters__, isinstance(s, Stack))

class Greeter(Protocol):
    def greet(self) -> str: ...

class English:
    def greet(self) -> str:
        return "hello"

def welcome(g: Greeter) -> str:
    return g.greet()
print(welcome(English()))

UserId = NewType("UserId", int)
print(UserId, UserId(5), cast(int, "x"), TYPE_CHECKING)

def f(a: int, b: "str" = None) -> List[int]:
    pass
print(get_type_hints(f))

class A:
    x: int
    y: Optional[str] = None
    z: ClassVar[int] = 3
print(get_type_hints(A))
print(get_type_hints(f, include_extras=True) == get_type_hints(f))

def g(x: Annotated[int, "positive"]) -> None: ...
print(get_type_hints(g), get_type_hints(g, include_extras=True))

@overload
def h(x: int) -> int: ...
@overload
def h(x: str) -> str: ...
def h(x):
    return x
print(h(3), h("s"))

@final
class Leaf:
    pass
print(Leaf.__final__, NoReturn, Never, Self, AnyStr, Text, Generic, Protocol)
JSON: TypeAlias = Dict[str, Any]
print(JSON, isinstance([], List), isinstance({}, Dict), issubclass(list, typing.Sequence) if False else "skip")
try:
    Optional[int]()
except TypeError as e:
    print("TypeError:", e)
try:
    isinstance(1, List[int])
except TypeError as e:
    print("TypeError:", e)
try:
    Union[()]
except TypeError as e:
    print("TypeError:", e)
