a = {1, 2, 3, 4}
b = {3, 4, 5, 6}
print(a | b, a & b, a - b, b - a, a ^ b)
print(a.union(b), a.intersection(b), a.difference(b), a.symmetric_difference(b))
print(a.union([7, 8], (9,)), a.intersection(range(3)), a.difference([1], [2]))
print(a <= b, {1, 2} <= a, {1, 2} < a, a < a, a >= {1}, a > a)
print({1, 2}.issubset(a), a.issuperset([1, 2]), a.isdisjoint({9}), a.isdisjoint(b))
print(len(a), 3 in a, 9 not in a, set(), {0}, set([3, 1, 2, 1]))
print(sorted(b), min(b), max(b), sum(b))
