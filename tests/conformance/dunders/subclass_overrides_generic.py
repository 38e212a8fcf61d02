class Loud(dict):
    def __getitem__(self, k):
        return super().__getitem__(k).upper()

    def __len__(self):
        return 42

    def __iter__(self):
        return iter(sorted(super().keys()))

    def __repr__(self):
        return "Loud(" + ", ".join(f"{k}={v}" for k, v in self.items()) + ")"

    def __eq__(self, other):
        return "loud" == other


d = Loud(b="x", a="y")
print(d["a"], len(d), list(d), d, [k for k in d], d == "loud", d != "loud", d == {"a": "y", "b": "x"})
print(str(d), f"{d!r}", [d], {"k": d})
print(bool(d), sorted(d.items()), d.get("a"), "a" in d)


class Bag(list):
    def __contains__(self, x):
        return True

    def __getitem__(self, i):
        return "item" + str(i)


b = Bag([1, 2])
print(99 in b, b[0], b[5], len(b), list(b), b == [1, 2])


class NoDupes(set):
    def add(self, x):
        if x in self:
            raise ValueError(f"duplicate {x!r}")
        super().add(x)


s = NoDupes()
s.add(1)
s.add(2)
try:
    s.add(1)
except ValueError as e:
    print(e)
print(sorted(s), s | {5}, type(s | {5}).__name__, len(s), s == {1, 2}, 2 in s)
