calls = []


def noisy(x):
    calls.append(x)
    return x * 10


m = map(noisy, [1, 2, 3])
print(type(m).__name__, calls)
print(next(m), calls)
print(list(m), calls)
print(list(m))

f = filter(lambda x: x % 2, range(10))
print(type(f).__name__, next(f), next(f), list(f))
print(list(filter(None, [0, 1, "", "a", None, [], [2]])))
print(list(map(lambda a, b: a + b, [1, 2, 3], [10, 20])))
print(list(map(str.upper, "abc")))

items = [1, 2, 3]
r = reversed(items)
print(type(r).__name__, next(r))
items[0] = 100
print(list(r))
print(type(reversed((1, 2))).__name__, list(reversed((1, 2, 3))), "".join(reversed("abc")))
print(type(reversed(range(3))).__name__, list(reversed(range(3))))

count = [0]


def tick():
    count[0] += 1
    return count[0]


ci = iter(tick, 4)
print(type(ci).__name__, list(ci), count)
lines = iter(["a", "b", "", "c"])
print(list(iter(lambda: next(lines), "")))

m2 = map(int, ["1", "2", "x"])
print(next(m2), next(m2))
try:
    next(m2)
except ValueError as e:
    print("ValueError:", e)
print(iter(m) is m, iter(f) is f)
squares = map(lambda n: n * n, range(1, 6))
print(sum(squares), sum(squares))
print(dict(map(lambda kv: (kv[0], kv[1] * 2), {"a": 1, "b": 2}.items())))
print(sorted(filter(lambda w: len(w) > 2, "a bb ccc dddd".split()), key=len, reverse=True))
