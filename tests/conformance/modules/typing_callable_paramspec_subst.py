from typing import Callable, ParamSpec, TypeVar, Concatenate, Awaitable, get_args
P = ParamSpec("P"); R = TypeVar("R"); T = TypeVar("T")
A = Callable[P, R]
for b in (A[[int, str], bool], A[[], None], A[..., int], A[[list], Awaitable[R]],
          Callable[P, Awaitable[R]][[str], dict], Callable[Concatenate[int, P], R][[str], bool]):
    print(b, get_args(b))
print(A[[int], bool] == Callable[[int], bool])
print(Callable[[T], R][int, str])
