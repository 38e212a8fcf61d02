a = {1, 2}
b = {1, 2, 3}
print(a < b, a <= b, b > a, b >= a, a == b, a != b, a < a, a <= a)
print({1, 2} == frozenset([1, 2]), set() < {1}, {1} < set())
print(a.issubset(b), b.issubset(a), a.issuperset(a), set().isdisjoint(set()))
print(sorted([{3}, {1}, {2}], key=min), max([{1, 2}, {1, 2, 3}], key=len))
