grid = [[1, 2, 3], [4, 99, 6], [7, 8, 9]]
found = None
for r, row in enumerate(grid):
    for c, v in enumerate(row):
        if v == 99:
            found = (r, c)
            break
    if found:
        break
print(found)
pairs = []
for a in range(4):
    for b in range(4):
        if b > a:
            break
        if (a + b) % 2:
            continue
        pairs.append((a, b))
print(pairs)
def first_dup(items):
    for i in range(len(items)):
        for j in range(i + 1, len(items)):
            if items[i] == items[j]:
                return items[i], i, j
    return None
print(first_dup([3, 1, 4, 1, 5]), first_dup([1, 2]))
