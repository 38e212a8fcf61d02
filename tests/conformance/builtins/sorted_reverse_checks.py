# sorted() checks `reverse` the way list.sort does (an integer, not any truthy value), after it
# has consumed the iterable, whether the items come from a list, a generator or a key function.
def gen(label):
    for v in [3, 1, 2]:
        print("yield", label, v)
        yield v

for r in ["a", 2, 0, None, 1.5, True]:
    for label, make in [("list", lambda: [3, 1, 2]), ("gen", lambda: gen("g")),
                        ("gen+key", lambda: gen("k"))]:
        try:
            if label == "gen+key":
                print(label, r, sorted(make(), key=lambda v: -v, reverse=r))
            else:
                print(label, r, sorted(make(), reverse=r))
        except TypeError as e:
            print(label, r, "TypeError", e)

# Stability with reverse over a generator: equal keys keep their first-seen order.
pairs = ((k % 3, k) for k in range(10))
print(sorted(pairs, key=lambda p: p[0], reverse=True))
print(sorted((s for s in ["bb", "a", "cc", "d"]), key=len, reverse=True))
print(sorted(v * 7 % 10 for v in range(20)))
