f = frozenset([3, 1, 2])
g = frozenset({2, 3, 4})
print(f, g, f | g, f & g, f - g, f ^ g)
print(type(f | {9}).__name__, type({9} | f).__name__)
print(f == {1, 2, 3}, frozenset() == set(), hash(f) == hash(frozenset([1, 2, 3])))
d = {f: "frozen key"}
print(d[frozenset({1, 2, 3})])
print(sorted(f.union([0])), f.issubset(range(5)), f.isdisjoint([7]))
try:
    f.add(5)
except AttributeError as e:
    print("AttributeError:", e)
print({frozenset([1]), frozenset([1])})
