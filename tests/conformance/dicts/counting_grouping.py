words = "the cat and the hat and the bat".split()
counts = {}
for w in words:
    counts[w] = counts.get(w, 0) + 1
print(counts)
print(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
groups = {}
for w in words:
    groups.setdefault(len(w), []).append(w)
print(groups)
by_first = {}
for w in sorted(set(words)):
    by_first.setdefault(w[0], []).append(w)
print(by_first)
inv = {v: k for k, v in {"a": 1, "b": 2}.items()}
print(inv)
