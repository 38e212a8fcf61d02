class Counter(dict):
    def __init__(self, iterable=()):
        super().__init__()
        for x in iterable:
            self[x] += 1

    def __missing__(self, key):
        return 0

    def most_common(self, n=None):
        items = sorted(self.items(), key=lambda kv: -kv[1])
        return items if n is None else items[:n]

    def __add__(self, other):
        out = Counter()
        for k in list(self) + [k for k in other if k not in self]:
            out[k] = self[k] + other[k]
        return out


c = Counter("mississippi")
print(c, c.most_common(2), c["z"], len(c), "z" in c)
d = Counter("sip")
print(c + d, type(c + d).__name__)
print(sorted(c), sum(c.values()), max(c, key=c.get))
c.update({"m": 5})
print(c["m"], c.pop("m"), "m" in c, c.setdefault("q", 9), c.copy(), type(c.copy()).__name__)
del c["q"]
print(list(c.items()), {**c}, dict(c) == c, c == Counter("mississippi"))
for k in c:
    print(k, end=" ")
print()
print(isinstance(c, dict), issubclass(Counter, dict), Counter.__mro__[1].__name__, Counter.__bases__)
