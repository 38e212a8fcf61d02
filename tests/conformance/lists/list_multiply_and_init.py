row = [0] * 5
print(row)
board = [["."] * 3 for _ in range(3)]
board[1][2] = "X"
board[0][0] = "O"
for r in board:
    print("".join(r))
print([None] * 2, [1, 2] * 3, [[]] * 2)
counts = [0] * 26
for ch in "hello world":
    if ch.isalpha():
        counts[ord(ch) - ord("a")] += 1
print([(chr(i + 97), c) for i, c in enumerate(counts) if c])
