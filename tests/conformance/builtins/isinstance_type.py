vals = [1, 1.0, True, "s", b"b", [1], (1,), {1: 1}, {1}, frozenset(), None, range(1), len, int]
for v in vals:
    print(type(v).__name__, isinstance(v, int), isinstance(v, (list, tuple)), isinstance(v, object))
print(type(1) is int, type(True) is int, type(True) is bool, type(type(1)).__name__)
print(isinstance(3, (str, (float, int))), issubclass(bool, (str, int)), issubclass(int, object))
try:
    isinstance(1, "int")
except TypeError as e:
    print("TypeError:", e)
print(type("x")("abc"), type(5)("7") + 1, type([1])((1, 2)))
