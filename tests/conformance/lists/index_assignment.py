a = list(range(10))
a[0] = "zero"
a[-1] = "nine"
print(a)
a[2:5] = ["x"]
print(a)
a[1:1] = [100, 200]
print(a)
a[:] = [1, 2, 3]
print(a)
a[::2] = ["a", "b"]
print(a)
try:
    a[::2] = [1, 2, 3]
except ValueError as e:
    print("ValueError:", e)
try:
    a[10] = 5
except IndexError as e:
    print("IndexError:", e)
a[len(a):] = [4, 5]
print(a)
a[-2:] = []
print(a)
