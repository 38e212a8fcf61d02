print(list(range(5)), list(range(2, 5)), list(range(0, 10, 3)), list(range(5, 0, -1)), list(range(0)))
print(range(3), range(1, 5), range(1, 10, 2), repr(range(0, -5, -1)))
r = range(3, 30, 4)
print(r[1], r[-2], r[1:3], r[::-1], len(r), 7 in r, 8 in r, r.index(11), r.count(11))
print(range(0, 10, 2) == range(0, 9, 2), range(0) == range(5, 5), list(range(-3, 3)))
try:
    range(1, 5, 0)
except ValueError as e:
    print("ValueError:", e)
try:
    range(1.5)
except TypeError as e:
    print("TypeError:", e)
print(sum(range(1, 101)), max(range(7)), list(range(10**12, 10**12 + 3)))
