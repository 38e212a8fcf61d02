def area(width: float, height: float = 1.0) -> float:
    """Return the area of a rectangle."""
    return width * height
print(area(3, 4), area(2.5), area.__doc__)
def nodoc(x: int) -> None:
    return None
print(nodoc.__doc__, nodoc(1))
x: int = 5
y: list[int] = [1, 2]
z: "dict[str, int]"
print(x, y)
def typed(a: int, *args: str, b: bool = False, **kw: float) -> tuple:
    return a, args, b, kw
print(typed(1, "s", b=True, q=1.5))
print(area.__name__)
