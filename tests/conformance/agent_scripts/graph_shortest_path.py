edges = [("A", "B", 4), ("A", "C", 2), ("B", "C", 5), ("B", "D", 10), ("C", "E", 3), ("E", "D", 4), ("D", "F", 11), ("E", "F", 20)]
graph = {}
for a, b, w in edges:
    graph.setdefault(a, []).append((b, w))
    graph.setdefault(b, []).append((a, w))
def dijkstra(src):
    dist = {src: 0}
    prev = {}
    visited = set()
    while True:
        candidates = [(d, n) for n, d in dist.items() if n not in visited]
        if not candidates:
            break
        d, node = min(candidates)
        visited.add(node)
        for nxt, w in sorted(graph[node]):
            nd = d + w
            if nxt not in dist or nd < dist[nxt]:
                dist[nxt] = nd
                prev[nxt] = node
    return dist, prev
def path_to(prev, dst):
    path = [dst]
    while path[-1] in prev:
        path.append(prev[path[-1]])
    return path[::-1]
dist, prev = dijkstra("A")
for node in sorted(dist):
    print(f"A->{node}: {dist[node]:>2} via {' -> '.join(path_to(prev, node))}")
def bfs_hops(src):
    hops = {src: 0}
    queue = [src]
    while queue:
        n = queue.pop(0)
        for nxt, _ in sorted(graph[n]):
            if nxt not in hops:
                hops[nxt] = hops[n] + 1
                queue.append(nxt)
    return hops
print(dict(sorted(bfs_hops("F").items())))
