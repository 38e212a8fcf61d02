words = {"cold", "cord", "card", "ward", "warm", "word", "worm", "corm", "wore", "core", "bore"}


def neighbors(w):
    for i in range(len(w)):
        for c in "abcdefghijklmnopqrstuvwxyz":
            if c != w[i]:
                cand = w[:i] + c + w[i + 1:]
                if cand in words:
                    yield cand


def ladder(start, goal):
    frontier = [[start]]
    seen = {start}
    while frontier:
        nxt = []
        for path in frontier:
            if path[-1] == goal:
                return path
            for n in sorted(neighbors(path[-1])):
                if n not in seen:
                    seen.add(n)
                    nxt.append(path + [n])
        frontier = nxt
    return None


print(ladder("cold", "warm"))
print(ladder("cold", "bore"))
print(ladder("cold", "zzzz"))
degree = {w: len(list(neighbors(w))) for w in sorted(words)}
print(degree)
print(max(degree, key=degree.get), [w for w, d in degree.items() if d == 1])
