grid = [[r * 3 + c for c in range(3)] for r in range(3)]
print(grid)
print([row[1] for row in grid], [grid[i][i] for i in range(3)])
transposed = [list(col) for col in zip(*grid)]
print(transposed)
flat = [x for row in grid for x in row]
print(flat, sum(flat))
grid[1][1] = "X"
for row in grid:
    print(" ".join(str(v).rjust(2) for v in row))
m = [[1, 2], [3, 4]]
n = [[5, 6], [7, 8]]
prod = [[sum(m[i][k] * n[k][j] for k in range(2)) for j in range(2)] for i in range(2)]
print(prod)
