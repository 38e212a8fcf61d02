edges = {1: [2, 3], 2: [4], 3: [4, 5], 4: [6], 5: [], 6: [], 7: [1]}
def reachable(start):
    seen = {start}
    stack = [start]
    while stack:
        node = stack.pop()
        for nxt in edges.get(node, []):
            if nxt not in seen:
                seen.add(nxt)
                stack.append(nxt)
    return seen
for n in (1, 3, 7, 6):
    print(n, sorted(reachable(n)))
print(reachable(1) & reachable(3), reachable(7) - reachable(1))
