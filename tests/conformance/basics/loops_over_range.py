for i in range(5):
    print(i, end=" ")
print()
for i in range(2, 10, 3):
    print(i, end=" ")
print()
for i in range(10, 0, -2):
    print(i, end=" ")
print()
for i in range(0):
    print("never")
print(list(range(-5, 5, 4)), list(range(5, -5, -3)))
r = range(1, 20, 3)
print(len(r), r[0], r[-1], r[2:4], 7 in r, 8 in r, r.index(10), r.count(4))
print(r, range(5), range(0, 5, 1) == range(5))
print(list(reversed(range(4))), sum(range(101)))
print(range(10)[::-1], list(range(10)[1:8:2]))
