a = [1, 2]
b = [3]
print(a + b, a * 3, 2 * b, [] * 5, a * 0, a * -1)
print(1 in a, 5 not in a, a == [1, 2], a < [1, 3], a > [1], [1, 2] <= [1, 2])
c = a
c += b
print(a, c is a)
c = c + [9]
print(a, c, c is a)
nested = [[0] * 2] * 3
nested[0][0] = 1
print(nested)
good = [[0] * 2 for _ in range(3)]
good[0][0] = 1
print(good)
print(len([[], [], []]), [[1, 2], [3]][1][0])
print(list(), list("xy"), list((1, 2)), list(range(3)), list({"k": 1}))
