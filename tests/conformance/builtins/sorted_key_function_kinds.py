# sorted()/list.sort() with a Python key function: the keys are computed in Python, then sorted
# natively by the key kinds (ints, floats, strs, tuples, mixed), stable, with reverse.
pairs = [(i * 37) % 11 for i in range(40)]
print(sorted(range(40), key=lambda i: pairs[i]))
print(sorted(range(40), key=lambda i: pairs[i], reverse=True))
print(sorted(range(40), key=lambda i: pairs[i] / 3))
print(sorted(range(40), key=lambda i: -pairs[i] / 3, reverse=True))
print(sorted(range(40), key=lambda i: str(pairs[i])))
print(sorted(range(40), key=lambda i: (pairs[i] % 3, str(i))))
print(sorted(range(40), key=lambda i: pairs[i] if i % 2 else pairs[i] + 0.5, reverse=True))
print(sorted(["b", "a", "c"], key=lambda s: s * 2, reverse=True))
print(sorted((x for x in [3, 1, 2]), key=lambda v: -v))
xs = [5, 1, 4]
xs.sort(key=lambda v: v % 3, reverse=True)
print(xs)
try:
    sorted([1, "a", 2], key=lambda v: v)
except TypeError as e:
    print("TypeError:", e)
print(sorted([10**20, 3, -10**20], key=lambda v: v))
