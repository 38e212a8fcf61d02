vals = [1, -2.5, "s", "it's", 'q"', None, True, [1, "a"], (1,), {"k": [None]}, b"x", range(3), {1, 2}, frozenset({1}), 1e100, float("nan")]
for v in vals:
    print(repr(v), str(v))
print(repr(repr("x")), str(str("y")))
