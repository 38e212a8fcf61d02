from typing import *
Ts=TypeVarTuple('Ts')
print(Unpack[Ts], Unpack[Tuple[int,str]], [*Ts], Tuple[int, Unpack[Ts]], Tuple[Unpack[Ts]])
class G(Generic[Unpack[Ts]]): pass
print(G[int,str], G.__parameters__)
T = TypeVar("T")
class H(Generic[T, Unpack[Ts]]): pass
print(H[int], H[int, str, float], H.__parameters__)
try: H[()]
except TypeError as e: print(e)
