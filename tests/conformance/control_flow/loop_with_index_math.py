s = "abcdefghij"
for i in range(0, len(s), 3):
    print(s[i:i + 3])
n = 5
for row in range(1, n + 1):
    print(" " * (n - row) + "*" * (2 * row - 1))
for i in range(1, 4):
    print(" ".join(f"{i * j:2d}" for j in range(1, 6)))
