# get_type_hints on functions, methods and classes; string annotations written with builtins
# and typing names (resolvable without the module's globals).
import typing
from typing import (get_type_hints, Optional, List, Dict, Union, Annotated, ClassVar, Final, Any,
                    Callable, Tuple, TypeVar)

def f(a: int, b: str = "x", *args: float, c: "int" = 0, **kw: bool) -> None:
    pass
print(get_type_hints(f))
def g(x: "Optional[int]", y: "List[Dict[str, int]]", z: "int | None" = None) -> "Tuple[int, ...]":
    pass
print(get_type_hints(g))
def h(x: "typing.List[int]", y: "Callable[[int], str]", z: "Union[int, str]", w: "list") -> "None":
    pass
print(get_type_hints(h))
def plain(a, b):
    pass
print(get_type_hints(plain), get_type_hints(lambda x: x), get_type_hints(len) if False else "")
def opt(a: int = None, b: Optional[str] = None) -> Any:
    pass
print(get_type_hints(opt))
def ann(a: Annotated[int, "pos"], b: Optional[Annotated[str, "n"]] = None, c: List[Annotated[int, 1]] = []):
    pass
print(get_type_hints(ann))
print(get_type_hints(ann, include_extras=True))
def nested(x: "Dict[str, 'List[int]']") -> "Optional['Dict[str, Any]']":
    pass
print(get_type_hints(nested))
print(get_type_hints(g, globalns={}, localns={"Optional": Optional, "List": List, "Dict": Dict, "Tuple": Tuple}))

class Base:
    x: int
    y: "str"
    z: ClassVar[int] = 1
class Derived(Base):
    y: float
    w: Final[List[int]] = []
    v: Annotated[int, "meta"] = 0
    def method(self, a: int) -> "Optional[str]":
        return None
print(get_type_hints(Base))
print(get_type_hints(Derived))
print(get_type_hints(Derived, include_extras=True))
print(get_type_hints(Derived.method), get_type_hints(Derived().method), Derived.__annotations__)
class Empty:
    pass
print(get_type_hints(Empty), get_type_hints(object), get_type_hints(int))
class Local:
    a: "Local"
print(get_type_hints(Local, localns={"Local": Local}))
for bad in (3, "s", [1]):
    try:
        print(get_type_hints(bad))
    except TypeError as e:
        print("TypeError:", e)
T = TypeVar("T")
def ident(x: T) -> T:
    return x
print(get_type_hints(ident), f.__annotations__, g.__annotations__["z"])
