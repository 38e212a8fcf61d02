squares_loop = []
for i in range(8):
    if i % 2 == 0:
        squares_loop.append(i * i)
squares_comp = [i * i for i in range(8) if i % 2 == 0]
print(squares_loop, squares_comp, squares_loop == squares_comp)
matrix = [[1, 2, 3], [4, 5, 6]]
print([[row[i] for row in matrix] for i in range(3)])
print([x if x > 2 else -x for x in range(5)])
print([(x, y) for x in range(3) for y in range(x)])
words = ["hello", "to", "the", "world"]
print([w.upper() for w in words if len(w) > 2], {w: len(w) for w in words})
