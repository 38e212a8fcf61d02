# `X | Y` of classes (types.UnionType, PEP 604): what annotations such as `int | None` evaluate
# to, and what isinstance()/issubclass() accept.
class Node:
    pass

class Leaf(Node):
    pass

def find(name: str, default: int | None = None) -> Node | None:
    return default

print(find("x"), find.__annotations__)
print(find.__annotations__["default"] == (int | None))

u = int | str
print(u, repr(u), type(u), type(u).__name__, type(u).__module__)
print(u.__args__, (int | None).__args__, (None | int).__args__)
print(int | str | None, (int | str) | (float | None), int | int, str | str | str)
print(Node | None, Leaf | Node | int)
print(int | None == None | int, (int | str) == (str | int), (int | str) != (int | float), (int | str) == int)
print(hash(int | str) == hash(str | int), len({int | str, str | int, int | None}))
print(isinstance(3, int | str), isinstance("s", int | str), isinstance(None, int | None), isinstance(2.5, int | str))
print(isinstance(Leaf(), Node | None), isinstance(3, (str, int | None)), isinstance(3, str | (int | bytes)))
print(issubclass(bool, int | str), issubclass(Leaf, str | Node), issubclass(float, int | str))
print(int | None in {int | None: 1}, [int | str].count(str | int))
for bad in [lambda: int | 3, lambda: 3 | int, lambda: "Node" | None, lambda: None | None, lambda: [int] | None]:
    try:
        print(bad())
    except TypeError as e:
        print("TypeError:", e)
try:
    issubclass(3, int | str)
except TypeError as e:
    print("TypeError:", e)
print(sorted(n for n in dir(int | str) if not n.startswith("_")), "__args__" in dir(int | str))

def typed(items: list[int] | None = None, *, mapping: dict[str, int] | None = None) -> tuple[int, ...] | None:
    return None
print(typed(), sorted(typed.__annotations__))
