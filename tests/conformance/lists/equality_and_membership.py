a = [1, 2.0, "three", [4], (5,), None, True]
print(2 in a, 1.0 in a, "three" in a, [4] in a, (5,) in a, None in a, 4 in a)
print(a.index(True), a.count(1), [1, 2] == [1.0, 2.0], [[]] == [[]])
print([1, 2, 3] < [1, 2, 4], [2] > [1, 100], [] < [0], [1, [2]] < [1, [3]])
print(a[3] is a[3], [None] * 3)
