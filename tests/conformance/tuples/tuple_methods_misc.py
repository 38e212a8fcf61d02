t = tuple(range(10))
print(t[2:8:2], t[-3:], sum(t), max(t), t.count(5), t.index(7))
print(list(zip(*[(1, "a"), (2, "b"), (3, "c")])))
print(tuple(reversed(t))[:3], sorted(t, reverse=True)[:3])
a = (1, [2, 3])
a[1].append(4)
print(a)
try:
    hash(a)
except TypeError as e:
    print("TypeError:", e)
print(repr((1,)), repr(()), str(("x", 1)))
