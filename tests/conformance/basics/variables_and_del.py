a = 1
b = a
a = 2
print(a, b)
x = y = z = 0
print(x, y, z)
a, b = b, a
print(a, b)
del a
try:
    print(a)
except NameError as e:
    print("NameError:", e)
lst = [0, 1, 2, 3, 4, 5]
del lst[0]
print(lst)
del lst[1:3]
print(lst)
del lst[::2]
print(lst)
d = {"a": 1, "b": 2, "c": 3}
del d["b"]
print(d)
m, n = 1, 2
del m, n
print("deleted")
