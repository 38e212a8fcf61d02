# collections.abc.Callable[[args], result]: a GenericAlias with flat arguments, shown bracketed.
from collections.abc import Callable
import typing
P = typing.ParamSpec('P'); T = typing.TypeVar('T')
def t(f):
    try: print(repr(f()))
    except Exception as e: print(type(e).__name__, e)
t(lambda: Callable[[int, str], bool])
t(lambda: Callable[[int, str], bool].__args__)
t(lambda: Callable[[], int])
t(lambda: Callable[..., int])
t(lambda: Callable[..., int].__args__)
t(lambda: Callable[P, int])
t(lambda: Callable[typing.Concatenate[int, P], int])
t(lambda: Callable[int])
t(lambda: Callable[int, str])
t(lambda: Callable[[T], T][int])
t(lambda: Callable[[T], list[T]].__parameters__)
t(lambda: Callable[P, int][[int, str]])
t(lambda: typing.get_args(Callable[[int], str]))
t(lambda: typing.get_args(Callable[..., str]))
t(lambda: typing.get_origin(Callable[[int], str]))
t(lambda: Callable[[int], str] == Callable[[int], str])
t(lambda: Callable[[int], str] | None)
t(lambda: isinstance(len, Callable))
t(lambda: Callable[[list[int]], dict[str, int]])
def f(cb: Callable[[int], str], g: Callable[..., None] | None = None) -> Callable[[], int]: pass
t(lambda: f.__annotations__)
t(lambda: typing.get_type_hints(f))
