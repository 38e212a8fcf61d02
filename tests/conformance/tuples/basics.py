t = (1, "two", 3.0, None)
print(t, len(t), t[1], t[-1], t[1:3], t[::-1])
print((), (1,), (1), tuple(), tuple([1, 2]), tuple("ab"), tuple(range(3)))
print(t + (5,), (0,) * 3, 2 * ("a", "b"), 3.0 in t)
print((1, 2) == (1, 2), (1, 2) < (1, 3), (1, 2) < (1, 2, 0), (2,) > (1, 9))
print(t.index("two"), (1, 1, 2, 1).count(1), (1, 2, 3).index(3, 1))
try:
    t[0] = 9
except TypeError as e:
    print("TypeError:", e)
try:
    (1, 2).index(9)
except ValueError as e:
    print("ValueError:", e)
x = 1, 2, 3
print(x, type(x).__name__)
