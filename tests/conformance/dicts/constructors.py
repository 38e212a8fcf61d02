print(dict(), dict(a=1, b=2), dict([("x", 1), ("y", 2)]), dict({"k": "v"}, extra=True))
print(dict(zip("abc", range(3))), dict([[1, 2], (3, 4)]), dict.fromkeys("ab"), dict.fromkeys(["x", "y"], 0))
print({k: v for k, v in [("a", 1), ("b", 2)]}, {i: i * i for i in range(4)})
shared = dict.fromkeys("ab", [])
shared["a"].append(1)
print(shared)
try:
    dict([1, 2])
except TypeError as e:
    print("TypeError:", e)
try:
    dict([("a", 1, 2)])
except ValueError as e:
    print("ValueError:", e)
