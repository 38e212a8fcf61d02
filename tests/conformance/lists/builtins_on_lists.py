a = [4, -2, 7, 0, 7, 3]
print(len(a), sum(a), min(a), max(a), sorted(a), list(reversed(a)))
print(any(x < 0 for x in a), all(x >= 0 for x in a), a.count(7), sum(a, 100))
print(list(enumerate(a, 1))[:3], list(zip(a, a[1:])))
print(list(map(abs, a)), list(filter(None, a)), list(filter(lambda x: x > 3, a)))
print(max(a, key=lambda x: -x), min([], default="empty"), sorted(a, key=abs))
print([x for x in a if x % 2], a.index(7), a[::-1].index(7))
