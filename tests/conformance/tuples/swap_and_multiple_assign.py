a, b = 1, 2
a, b = b, a
print(a, b)
x, y, z = 1, 2, 3
x, y, z = z, x, y
print(x, y, z)
fib = [0, 1]
a, b = 0, 1
for _ in range(10):
    a, b = b, a + b
print(a, b)
lst = [10, 20, 30]
lst[0], lst[2] = lst[2], lst[0]
print(lst)
i = 0
i, lst[i] = 1, 99
print(i, lst)
