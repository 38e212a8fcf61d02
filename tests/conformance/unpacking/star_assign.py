a, *b = [1, 2, 3, 4]
print(a, b)
*a, b = "hello"
print(a, b)
a, *b, c = range(6)
print(a, b, c)
a, *b, c = [1, 2]
print(a, b, c)
(x, *y), z = "abc", 9
print(x, y, z)
first, *_ = [10, 20, 30]
print(first, _)
head, *tail = [1]
print(head, tail)
try:
    a, *b, c = [1]
except ValueError as e:
    print("ValueError:", e)
for a, *rest in [(1, 2, 3), (4,), (5, 6)]:
    print(a, rest)
