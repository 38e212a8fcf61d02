grid = {}
for r in range(3):
    for c in range(3):
        grid[(r, c)] = r * c
print(grid[(2, 2)], grid[1, 2], len(grid))
print(sorted(k for k, v in grid.items() if v == 0))
seen = set()
for pair in [(1, 2), (2, 1), (1, 2), (3, 3)]:
    seen.add(pair)
print(sorted(seen))
print(hash((1, 2)) == hash((1, 2)), (1, 2) in seen)
try:
    {([1], 2): 3}
except TypeError as e:
    print("TypeError:", e)
