from typing import Annotated, ClassVar, Final, Optional, List, get_args, get_origin, get_type_hints
def t(f):
    try: v = f(); print(repr(v), get_origin(v), get_args(v))
    except Exception as e: print(type(e).__name__, e)
t(lambda: Annotated[ClassVar[int], "meta"])
t(lambda: Annotated[Final[str], "doc"])
t(lambda: Optional[Annotated[Final[int], 1]])
t(lambda: List[Annotated[ClassVar[int], 1]])
t(lambda: ClassVar[Annotated[int, "x"]])
t(lambda: Annotated[Annotated[Final[int], 1], 2])
t(lambda: List[ClassVar[int]])
t(lambda: Optional[Final[int]])
t(lambda: Annotated["Fwd", 1])
t(lambda: Annotated[None, 1])
class C:
    limit: Annotated[ClassVar[int], "max"] = 3
    name: Annotated[Final[str], "id"] = "c"
print(get_type_hints(C), get_type_hints(C, include_extras=True))
