deps = {
    "app": ["web", "db", "auth"],
    "web": ["http", "templates"],
    "auth": ["db", "crypto"],
    "db": ["driver"],
    "http": [],
    "templates": ["escape"],
    "escape": [],
    "crypto": [],
    "driver": [],
}


class CycleError(Exception):
    pass


def topo(graph):
    order, state = [], {}

    def visit(node, path):
        if state.get(node) == "done":
            return
        if state.get(node) == "visiting":
            raise CycleError(" -> ".join(path + [node]))
        state[node] = "visiting"
        for d in graph.get(node, []):
            visit(d, path + [node])
        state[node] = "done"
        order.append(node)

    for n in sorted(graph):
        visit(n, [])
    return order


print(topo(deps))
levels = {}


def depth(n):
    if n not in levels:
        levels[n] = 1 + max((depth(d) for d in deps[n]), default=-1)
    return levels[n]


for n in deps:
    depth(n)
by_level = {}
for n, l in levels.items():
    by_level.setdefault(l, []).append(n)
print({l: sorted(ns) for l, ns in sorted(by_level.items())})
deps["driver"] = ["app"]
try:
    topo(deps)
except CycleError as e:
    print("cycle:", e)
reverse = {}
for n, ds in deps.items():
    for d in ds:
        reverse.setdefault(d, []).append(n)
print(sorted(reverse["db"]), len(reverse), [n for n in deps if n not in reverse])
