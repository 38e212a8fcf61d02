# heapq: tie placement (items equal by key but distinguishable), errors, merge/nlargest/
# nsmallest stability and keys, the private max-heap helpers.
import heapq

class Item:
    def __init__(self, k, tag):
        self.k, self.tag = k, tag
    def __lt__(self, other):
        return self.k < other.k
    def __repr__(self):
        return f"{self.k}{self.tag}"

def err(label, fn, *a):
    try:
        print(label, "->", fn(*a))
    except Exception as e:
        print(label, "->", type(e).__name__, e)

print(sorted(heapq.__all__))
items = [Item(k, t) for k, t in zip([3, 1, 3, 2, 1, 2, 3, 1, 2, 1], "abcdefghij")]
h = []
for it in items:
    heapq.heappush(h, it)
print(h)
print([heapq.heappop(h) for _ in range(len(h))])
h = list(items)
heapq.heapify(h)
print(h)
print(heapq.heapreplace(h, Item(2, 'z')), h)
print(heapq.heappushpop(h, Item(1, 'y')), h)
print(heapq.heappushpop(h, Item(0, 'x')), h)
print(heapq.heappushpop([], 5))
big = [(i * 7919) % 101 for i in range(60)]
heapq.heapify(big)
print(big)
out = []
while big:
    out.append(heapq.heappop(big))
print(out == sorted(out), len(out))
h = []
for v in [5, 5, 3, 3, 1, 1]:
    heapq.heappush(h, Item(v, str(len(h))))
print(h)

err("heappop empty", heapq.heappop, [])
err("heapreplace empty", heapq.heapreplace, [], 1)
err("heappush tuple", heapq.heappush, (), 1)
err("heappop tuple", heapq.heappop, (1,))
err("heapify str", heapq.heapify, "abc")
err("heappushpop dict", heapq.heappushpop, {}, 1)
err("heapreplace tuple", heapq.heapreplace, (1,), 1)
err("heappush mixed", heapq.heappush, [1], "a")


ties = [Item(k, t) for k, t in zip([2, 1, 2, 3, 1, 3, 2], "abcdefg")]
for n in (0, 1, 2, 3, 5, 7, 10, -1):
    print(n, heapq.nsmallest(n, ties), heapq.nlargest(n, ties))
print(heapq.nsmallest(3, iter(ties)), heapq.nlargest(3, iter(ties)))
words = ["bb", "a", "ccc", "dd", "e", "fff"]
print(heapq.nsmallest(2, words, key=len), heapq.nlargest(2, words, key=len))
print(heapq.nsmallest(1, words, key=len), heapq.nlargest(1, words, key=len))
print(heapq.nlargest(4, words, key=len), heapq.nsmallest(10, words, key=len))
print(heapq.nsmallest(2, []), heapq.nlargest(2, [], key=len))
print(heapq.nlargest(3, {3: 'a', 1: 'b', 2: 'c'}), heapq.nsmallest(2, "hello"))

a = [Item(1, 'a'), Item(3, 'a'), Item(5, 'a')]
b = [Item(1, 'b'), Item(3, 'b'), Item(4, 'b')]
c = [Item(1, 'c'), Item(5, 'c')]
print(list(heapq.merge(a, b, c)))
print(list(heapq.merge(a[::-1], b[::-1], c[::-1], reverse=True)))
print(list(heapq.merge(["x", "yyy"], ["zz", "www"], ["", "qqqq"], key=len)))
print(list(heapq.merge(["yyy", "x"], ["www", "zz"], key=len, reverse=True)))
print(list(heapq.merge()), list(heapq.merge([])), list(heapq.merge([], [1], [])))
m = heapq.merge([1, 3], [2])
print(next(m), next(m), list(m))
print(list(heapq.merge(iter(range(0, 10, 3)), iter(range(1, 10, 3)), range(2, 10, 3))))
print(list(heapq.merge([1, 1, 1], [1, 1], key=lambda x: 0)))

mx = [3, 1, 4, 1, 5, 9, 2, 6]
heapq._heapify_max(mx)
print(mx, heapq._heappop_max(mx), mx, heapq._heapreplace_max(mx, 0), mx)

# pseudo-random tie-heavy runs, identity-equal items
seed = 7
def rnd():
    global seed
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed >> 16
pool = [Item(rnd() % 4, str(i)) for i in range(40)]
for n in (2, 3, 6, 17, 39):
    print(n, heapq.nsmallest(n, pool), heapq.nlargest(n, pool))
    print(heapq.nsmallest(n, pool, key=lambda it: it.k % 3), heapq.nlargest(n, iter(pool), key=lambda it: it.k % 3))
runs = [sorted(pool[i::4], key=lambda it: it.k) for i in range(4)]
print(list(heapq.merge(*runs)))
print(list(heapq.merge(*runs, key=lambda it: it.k)))
print(list(heapq.merge(*[r[::-1] for r in runs], reverse=True)))
h = []
for it in pool:
    heapq.heappush(h, it)
print(h)
print([heapq.heappushpop(h, Item(rnd() % 4, 'p')) for _ in range(5)], h)
