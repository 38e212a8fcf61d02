# The slot order CPython's set algorithms leave (merge, presize, reuse of removed slots,
# compaction), seen through iteration order with ints whose hashes collide in small tables.

s = {0, 8}
s.remove(0)
s.add(16)           # reuses the removed slot
print(s)

a = set([8, 16, 1, 2, 3])
print(a, set(a), a | set(), a.copy(), frozenset(a))

b = set(range(1, 21)) | {40, 80}
print(b - {1}, b.difference({1}), b - {1, 2, 3, 4, 5, 6})

x = set([64, 8, 1, 3, 5])
print(x | {2}, x & {1, 8, 64}, x ^ {3, 96}, {3, 96} ^ x)
print(x.union([2, 10]), x.intersection([64, 1, 8]), x.symmetric_difference([3, 96]))

print(set([32, 1, 64, 2, 128, 3]), {i * 8 for i in range(6)}, set(range(0, 80, 8)))

d = dict.fromkeys([64, 8, 1, 3, 5, 40])
print(set(d), set(d.keys()), d.keys() | {7}, {7} | d.keys())
print(d.keys() & {1, 64, 3}, {1, 64, 3, 99} & d.keys(), d.keys() - {1}, {1, 2, 100} - d.keys())
print(d.keys() ^ {7, 9}, {99, 64} ^ d.keys())

s = set(range(40))
s -= set(range(0, 40, 2))
print(s)
s.add(72)
s.add(100)
print(s)

s = set(range(20))
s.difference_update(range(12))
print(s)
s.add(64)
print(s)

y = set([9, 17, 25, 33, 1])
y.intersection_update({1, 17, 33, 99})
print(y)
y.add(65)
print(y)

z = {5, 13}
z.update([21, 29, 37, 45])
print(z)
z |= {53, 61, 69}
print(z)
z ^= {5, 77, 85}
print(z)
z &= {13, 21, 77, 85, 1000}
print(z)

big = set(range(0, 400, 7))
small = {7, 14, 700}
print(small - big, small & big, sorted(big - small)[:5])
print(big.difference(small) == big - small)

w = set(range(100))
for k in range(0, 100, 3):
    w.discard(k)
w.add(1000)
w.add(2048)
print(list(w)[:10], list(w)[-5:])

words = set(map(str, [10, 20, 30]))
print(sorted(words | {"40"}))
print(set() | set(), set() & {1}, set() - {1}, set() ^ set())
f = frozenset([1, 9, 17, 25, 33])
print(f | {41}, f - {9}, f ^ {9, 49}, f & frozenset([33, 1]))
u = set([602, 2, 232, 2288, 320, 1416, 0, 2400, 1636, 1561])
v = set([16, 471, 592, 2024, 1456, 1504, 1920, 648, 1892, 4])
print({*u, *v}, {*v, *u}, {*u, 7, *v})
