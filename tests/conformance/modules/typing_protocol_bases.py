from typing import Protocol, Generic, TypeVar, runtime_checkable, Iterable, Sized, SupportsInt
import collections.abc as cabc
T = TypeVar("T")
def t(f):
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
class P(Protocol):
    x: int
def mk(*bases):
    def go():
        class Q(*bases): pass
        return Q, Q._is_protocol
    return go
class Plain: pass
t(mk(P, Protocol))
t(mk(P, int, Protocol))
t(mk(Plain, Protocol))
t(mk(cabc.Iterable, Protocol))
t(mk(cabc.Sized, cabc.Container, Protocol))
t(mk(cabc.Mapping, Protocol))
t(mk(Iterable[int], Protocol))
t(mk(Protocol[T]))
t(mk(P, Generic[T], Protocol))
t(mk(SupportsInt, Protocol))
t(mk(P, Plain))
t(mk(Plain, P))
