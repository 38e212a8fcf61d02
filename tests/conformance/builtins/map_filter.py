print(list(map(str, [1, 2, 3])), list(map(lambda x: x * 2, range(4))))
print(list(map(lambda a, b: a + b, [1, 2, 3], [10, 20])), list(map(pow, [2, 3], [3, 2], [5, 5])))
print(list(filter(None, [0, 1, "", "a", None, [], [0]])), list(filter(str.isdigit, "a1b22c")))
print(list(filter(lambda x: x % 2, range(10))))
m = map(int, ["1", "2", "x"])
print(next(m), next(m))
try:
    next(m)
except ValueError as e:
    print("ValueError:", e)
print(sum(map(len, ["ab", "cde"])), dict(map(lambda kv: (kv[1], kv[0]), {"a": 1}.items())))
