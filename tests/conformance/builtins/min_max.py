print(min(3, 1, 2), max(3, 1, 2), min([4, 5]), max("hello"), min("b", "a"), max([1], [1, 0]))
print(min([], default=None), max([], default="empty"), max([3], default=0))
print(max(["apple", "fig", "banana"], key=len), min(["apple", "fig", "banana"], key=len))
print(max([1, 5, 5, 2], key=lambda x: x % 5), max(1, 2, key=lambda x: -x))
print(max([(1, "b"), (1, "a")]), min({"x": 3, "y": 1}, key={"x": 3, "y": 1}.get))
print(max(2, 2.0), max(2.0, 2), min(True, 1), max(0, False))
for bad in [lambda: min([]), lambda: max(), lambda: max(1), lambda: min(1, "a")]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
