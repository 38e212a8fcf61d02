items = [5, 3, 5, 1, 3, 9, 1, 0]
print(sorted(set(items)), len(set(items)))
seen = set()
ordered_unique = []
for x in items:
    if x not in seen:
        seen.add(x)
        ordered_unique.append(x)
print(ordered_unique)
words = ["b", "a", "b", "c", "a"]
print(sorted(set(words)), list(dict.fromkeys(words)))
allowed = {"read", "write"}
for op in ["read", "exec", "write"]:
    print(op, op in allowed)
print(len({w.lower() for w in ["A", "a", "B"]}))
