calls = []
def v(x):
    calls.append(x)
    return x
print(v(1) < v(2) < v(3))
print(calls)
calls.clear()
print(v(3) < v(2) < v(1))
print(calls)
x = 5
print(0 < x < 10, 0 < x < 4, x == 5 == 5.0)
print(1 < x > 3, 10 > x >= 5 != 6)
print("a" < "b" < "c" < "d")
print(1 in [1, 2] in [[1, 2]])
print(None is None is not False)
a = [1]
b = a
print(a is b == [1])
