print(len("abc"), len(""), len([1, 2]), len(()), len({"a": 1}), len({1, 2, 3}), len(range(10)), len(b"xy"))
print(len(range(0, 100, 7)), len(range(10, 0, -3)), len("日本"), len(frozenset()), len({}.keys()))
for bad in [5, None, 3.0, len]:
    try:
        len(bad)
    except TypeError as e:
        print("TypeError:", e)
