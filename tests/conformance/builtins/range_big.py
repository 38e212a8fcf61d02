# Ranges whose bounds do not fit in 64 bits: construction, repr, iteration, indexing, `in`,
# reversed, slicing, attributes, equality and hashing, as CPython answers.
r = range(10**20, 10**20 + 5)
print(r, repr(r), str(r))
print(len(r), bool(r), list(r))
print(r.start, r.stop, r.step, type(r.start).__name__)
print(r[0], r[1], r[-1], r[-5], r[4])
for i in (5, -6, 10**30, -10**30):
    try:
        r[i]
    except IndexError as e:
        print("IndexError:", e)
print(10**20 in r, 10**20 + 4 in r, 10**20 + 5 in r, 10**20 - 1 in r, 0 in r, 1.5 in r, float(10**20) in r)
print(list(reversed(r)), sum(r), max(r), min(r), sorted(r, reverse=True)[:2])
print(r.index(10**20 + 3), r.count(10**20), r.count(10**20 + 5), r.count(float(10**20)))
try:
    r.index(10**20 + 5)
except ValueError as e:
    print("ValueError:", e)
print(r[1:3], r[::2], r[::-1], r[-2:], r[:-2], r[10:], r[3:1], r[::-2])
print(r == range(10**20, 10**20 + 5), r != range(10**20, 10**20 + 5, 2), r == range(10**20, 10**20 + 5, 1))
print(hash(r) == hash(range(10**20, 10**20 + 5)), hash(range(10**20, 10**20)) == hash(range(0)))
print(range(10**20, 10**20) == range(5, 5), range(10**20, 10**20 + 1) == range(10**20, 10**20 + 2, 7))
print({r: 1}[range(10**20, 10**20 + 5)])

n = range(-10**20, -10**20 - 10, -3)
print(n, len(n), list(n), n[-1], n[1:], n[::-1], -10**20 - 9 in n, -10**20 - 6 in n)
a, b, *rest = range(2**64, 2**64 + 4)
print(a, b, rest)
print(list(zip(range(2**70, 2**70 + 3), "abc")), list(enumerate(range(-2**65, -2**65 + 2))))
print(dict.fromkeys(range(10**25, 10**25 + 2)), set(range(10**19, 10**19 + 3)) == {10**19, 10**19 + 1, 10**19 + 2})
it = iter(range(10**20, 10**20 + 2))
print(next(it), next(it), next(it, "done"))
print([x * 2 for x in range(2**63 - 2, 2**63 + 2)])
print(list(range(2**63 - 2, 2**63 + 2)), list(reversed(range(2**63 - 2, 2**63 + 2))))
print(list(reversed(range(-2**63, -2**63 + 3))), list(range(-2**63 - 1, -2**63 + 1)))
print(range(0, 2**64, 2**62), list(range(0, 2**64, 2**62)), range(0, 2**64, 2**62)[2:])
print(range(10**20)[10**19], range(10**20)[-1], range(10**20)[10**19:10**19 + 3])
print(range(3)[:10**20], range(3)[-10**20:], range(3)[::10**20], range(3)[::-10**20])
