a = list(range(8))
a[2:4] = ["a", "b", "c"]
print(a)
a[::3] = [None] * len(a[::3])
print(a)
a[:0] = ["start"]
print(a)
a[len(a):] = ["end"]
print(a)
a[1:-1] = []
print(a)
b = [0, 1, 2, 3, 4, 5]
b[5:1:-2] = ["x", "y"]
print(b)
b[2:4] = "PQ"
print(b)
try:
    b[::2] = [1]
except ValueError as e:
    print("ValueError:", e)
c = [1, 2, 3]
c[1:2] = range(5)
print(c)
