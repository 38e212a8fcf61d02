# Subscription, reprs, equality and hashing of typing's aliases and special forms.
import typing
from typing import (Any, Optional, Union, List, Dict, Tuple, Set, FrozenSet, Callable, Literal,
                    Annotated, Type, Iterable, Iterator, Mapping, MutableMapping, Sequence,
                    DefaultDict, Deque, Counter, OrderedDict, ChainMap, Generator, AsyncIterator,
                    Awaitable, Coroutine, ClassVar, Final, TypeVar, Hashable, Sized, Collection,
                    Container, AbstractSet, MutableSet, MutableSequence, Reversible, KeysView,
                    ItemsView, ValuesView, ContextManager, Pattern, Match, TypeGuard, Concatenate,
                    ParamSpec, NoReturn, Never, Self, LiteralString, Required, NotRequired, Unpack)

T = TypeVar("T")
KT = TypeVar("KT")
print(List[int], Dict[str, Any], Set[bytes], FrozenSet[int], Type[str], Tuple[int, str])
print(Tuple[int, ...], Tuple[()], Tuple, List, Dict, Type)
print(Optional[int], Optional[Optional[int]], Optional[None], Optional[Any])
print(Union[int, str], Union[str, int, str], Union[int, Union[str, bytes]], Union[None, int])
print(Union[int, None, str], Union[int, str, None], Union[List[int], None], Union[int])
print(Callable[[int], str], Callable[[], None], Callable[..., Any], Callable[[int, str], List[int]])
print(Callable, Callable[[T], T], Literal['a'], Literal[1, 'b', None, True], Literal[Literal[1], 2])
print(Annotated[int, 'meta'], Annotated[List[int], 1, 2], Annotated[Annotated[int, 1], 2])
print(Iterable[int], Iterator[str], Mapping[str, int], MutableMapping[str, List[int]], Sequence[T])
print(DefaultDict[str, int], Deque[int], Counter[str], OrderedDict[str, int], ChainMap[str, int])
print(Generator[int, None, None], AsyncIterator[int], Awaitable[int], Coroutine[Any, Any, int])
print(ClassVar[int], Final[str], TypeGuard[int], Required[int], NotRequired[str])
print(Hashable, Sized, Collection[int], Container[int], AbstractSet[int], MutableSet[int])
print(MutableSequence[int], Reversible[int], KeysView[str], ItemsView[str, int], ValuesView[int])
print(ContextManager[int], Pattern[str], Match[bytes], Any, NoReturn, Never, Self, LiteralString)
print(List[T], Dict[KT, T], List[T][int], Dict[KT, T][str, int], Dict[str, T][List[int]])
print(List[T].__parameters__, Dict[KT, List[T]].__parameters__, List[int].__parameters__)
print(List[int].__origin__, List[int].__args__, Dict[str, int].__args__, Optional[int].__args__)
print(int | None, Optional[int] | str, List[int] | None, None | List[str], int | List[int])
print(typing.List[typing.Dict[str, typing.Optional[int]]], List['Foo'], Optional['Foo'])
print(List[int] == List[int], List[int] == List[str], List[int] == list, List == List)
print(Union[int, str] == Union[str, int], Optional[int] == Union[None, int], Union[int, str] == int)
print(Literal[1, 2] == Literal[2, 1], Literal[1] == Literal[True], Literal[1, 1] == Literal[1])
print(Callable[[int], str] == Callable[[int], str], Callable[[int], str] == Callable[[str], str])
print(Annotated[int, 1] == Annotated[int, 1], Annotated[int, 1] == Annotated[int, 2], Annotated[int, 1] == int)
print(hash(List[int]) == hash(List[int]), hash(Union[int, str]) == hash(Union[str, int]))
print(len({List[int], List[int], Dict[str, int], Optional[int], Union[int, None]}))
print({List[int]: 1}[List[int]], Tuple[int, str] == Tuple[int, str], Tuple[int] == Tuple[int, ...])
print(typing.get_origin(List[int]), typing.get_origin(Dict[str, int]), typing.get_origin(List))
print(typing.get_origin(Union[int, str]), typing.get_origin(Optional[int]), typing.get_origin(Literal[1]))
print(typing.get_origin(Annotated[int, 1]), typing.get_origin(Callable[[int], str]), typing.get_origin(int | str))
print(typing.get_origin(Iterable[int]), typing.get_origin(Mapping[str, int]), typing.get_origin(Tuple[int]))
print(typing.get_origin(ClassVar[int]), typing.get_origin(Type[int]), typing.get_origin(int), typing.get_origin(None))
print(typing.get_args(List[int]), typing.get_args(Dict[str, int]), typing.get_args(Optional[int]))
print(typing.get_args(Callable[[int, str], bool]), typing.get_args(Callable[..., int]), typing.get_args(Callable[[], int]))
print(typing.get_args(Literal['x', 1]), typing.get_args(Annotated[int, 1, 'a']), typing.get_args(int | str))
print(typing.get_args(Tuple[()]), typing.get_args(Tuple[int, ...]), typing.get_args(int), typing.get_args(List))
print(typing.get_origin(typing.Generic), typing.get_origin(Required[int]), typing.get_args(Required[int]))
print(List[int].__origin__ is list, Deque[int].__origin__, Callable[[int], str].__origin__, Iterable.__origin__)
print(Union[int, str].__origin__ is Union, Literal[1].__origin__ is Literal, Annotated[int, 1].__metadata__)
print(List._name, List[int]._name if hasattr(List[int], '_name') else '-', Optional[int].__args__)
for bad in (lambda: List[int, str], lambda: Dict[int], lambda: Union[()], lambda: Callable[int],
            lambda: Callable[[int]], lambda: Optional[int, str], lambda: Annotated[int],
            lambda: Hashable[int], lambda: ClassVar[int, str], lambda: Literal[()] if False else Final[1, 2],
            lambda: Any[int], lambda: Generator[int], lambda: typing.Generic[int]):
    try:
        print(bad())
    except TypeError as e:
        print("TypeError:", e)
for bad in (lambda: List(), lambda: Dict(), lambda: Tuple(), lambda: Any(), lambda: Union(),
            lambda: Optional[int](), lambda: Literal[1](), lambda: Type()):
    try:
        print(bad())
    except TypeError as e:
        print("TypeError:", e)
print(Deque[int]([1, 2]), DefaultDict[str, int](int), Counter[str]('aab'), OrderedDict[str, int](a=1))
print(List[int].__args__, List.__args__ if hasattr(List, '__args__') else '-', Type[int].__args__)
