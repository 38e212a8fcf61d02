point = (3, 4)
x, y = point
print(x, y)
a, b, c = "xyz"
print(a, b, c)
(p, q), r = (1, 2), 3
print(p, q, r)
def minmax(seq):
    return min(seq), max(seq)
lo, hi = minmax([5, 2, 8])
print(lo, hi, minmax([1]))
for i, (name, score) in enumerate([("a", 1), ("b", 2)]):
    print(i, name, score)
try:
    m, n = (1, 2, 3)
except ValueError as e:
    print("ValueError:", e)
try:
    m, n, o = (1, 2)
except ValueError as e:
    print("ValueError:", e)
