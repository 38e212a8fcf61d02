# Allocation churn across many collections, small dicts growing past their scan limit, str
# split/join fast paths, tuple hashing, and built-ins looked up after globals misses (shadowed,
# restored, missing).

# Short-lived containers: many collections run while a few objects stay alive.
keep = []
total = 0
for i in range(60_000):
    row = [i, i + 1, (i, str(i))]
    rec = {"a": i, "b": row, "c": (i, -i)}
    if i % 5_000 == 0:
        keep.append(rec)
    total += len(rec["b"]) + rec["c"][0] % 7 + len(row[2][1])
print(total, len(keep), keep[3]["b"][2], sum(r["a"] for r in keep))

# Small dicts: colliding hashes, deletions, re-insertion, growth past eight entries.
class Key:
    def __init__(self, n):
        self.n = n
    def __hash__(self):
        return self.n % 2
    def __eq__(self, other):
        return isinstance(other, Key) and other.n == self.n
    def __repr__(self):
        return f"K{self.n}"

d = {}
for n in range(6):
    d[Key(n)] = n * 10
del d[Key(2)]
d[Key(2)] = 99
print(d, Key(4) in d, Key(7) in d, d[Key(5)])
for n in range(6, 20):
    d[Key(n)] = n
del d[Key(0)]
print(list(d.values()), len(d), d.get(Key(19)), d.get(Key(0), "gone"))
e = {"x": 1, "y": 2}
e.pop("x")
e["z"] = 3
e["x"] = 4
print(e, list(e), "y" in e, {1: 1, 1.0: 2, True: 3})

# split / join.
text = ",".join(f"item-{i}:{i * 3}" for i in range(1000))
back = text.split(",")
print(len(text), len(back), back[0], back[-1], back[500])
print("a,b,,c,".split(","), "a,b,,c,".split(",", 2), "a,b".split(",", 0), "".split(","))
print("ab--cd--ef".split("--"), "ab--cd--ef".split("--", 1), "--".split("--"))
print("é,ü,ß".split(","), len("é,ü,ß".split(",")[1]), "€".join(["a", "b"]), len("€".join(["ab", "cd"])))
print("-".join(("x", "y", "z")), "-".join(["solo"]), repr("-".join([])), "".join(c for c in "abc"))
try:
    "a,b".split("")
except ValueError as exc:
    print("ValueError:", exc)
try:
    ",".join(["a", 1])
except TypeError as exc:
    print("TypeError:", exc)

# Tuple hashes match CPython's and equal tuples find each other.
print(hash((1, 2, 3)), hash(()), hash((1, (2, "x"))) == hash((1, (2, "x"))), {(1, 2): "a"}[(1, 2)])
try:
    hash((1, [2]))
except TypeError as exc:
    print("TypeError:", exc)

# Built-ins after a globals miss: cached, shadowed by a global, restored by del, missing names.
def count():
    return len([1, 2, 3])

print(count(), count())
len = lambda x: -1
print(count())
del len
print(count())
for _ in range(3):
    try:
        undefined_name
    except NameError as exc:
        print("NameError:", exc)

class Body:
    size = len("abcd")
    name = str(42)
print(Body.size, Body.name)
