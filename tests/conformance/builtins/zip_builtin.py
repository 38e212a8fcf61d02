print(list(zip([1, 2, 3], "ab")), list(zip()), list(zip([1])), list(zip("ab", [1, 2], (True, False))))
print(dict(zip(["a", "b"], [1, 2])), list(zip(*[(1, 2), (3, 4), (5, 6)])))
print(list(zip([1, 2], [3, 4], strict=True)))
try:
    list(zip([1, 2, 3], [4], strict=True))
except ValueError as e:
    print("ValueError:", e)
try:
    list(zip([1], [4, 5], strict=True))
except ValueError as e:
    print("ValueError:", e)
z = zip(range(3), range(10, 13))
print(next(z), list(z))
