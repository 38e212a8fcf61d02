def matmul(a, b):
    if len(a[0]) != len(b):
        raise ValueError(f"shape mismatch: {len(a)}x{len(a[0])} @ {len(b)}x{len(b[0])}")
    return [[sum(x * y for x, y in zip(row, col)) for col in zip(*b)] for row in a]


def transpose(m):
    return [list(r) for r in zip(*m)]


def fmt(m):
    width = max(len(str(v)) for row in m for v in row)
    return "\n".join(" ".join(str(v).rjust(width) for v in row) for row in m)


A = [[1, 2, 3], [4, 5, 6]]
B = [[7, 8], [9, 10], [11, 12]]
print(fmt(matmul(A, B)))
print(fmt(transpose(A)))
I = [[int(i == j) for j in range(3)] for i in range(3)]
print(matmul(A, I) == A, [row[:] for row in I])
try:
    matmul(A, A)
except ValueError as e:
    print("ValueError:", e)
col_sums = [sum(c) for c in zip(*A)]
row_means = [sum(r) / len(r) for r in A]
print(col_sums, row_means)
flat = [v for row in B for v in row]
print(flat, max(flat), flat.index(10), sorted(flat, key=lambda v: -v)[:3])
diag = [B[i][i] for i in range(min(len(B), len(B[0])))]
print(diag, sum(map(sum, B)))
