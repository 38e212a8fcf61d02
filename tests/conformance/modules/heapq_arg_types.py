import heapq
from collections import deque
def t(f):
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
for bad in [(), deque([1]), None, "ab", {1: 2}]:
    t(lambda: heapq.heappush(bad, 1))
    t(lambda: heapq.heappop(bad))
    t(lambda: heapq.heapify(bad))
    t(lambda: heapq.heapreplace(bad, 1))
    t(lambda: heapq.heappushpop(bad, 1))
class L(list): pass
h = L([3, 1]); heapq.heapify(h); print(h, type(h).__name__)
t(lambda: heapq.nlargest("a", [1]))
t(lambda: heapq.nsmallest(2, 5))
t(lambda: heapq.nlargest(2, [1, "a", 3]))
t(lambda: list(heapq.merge([1], 3)))
t(lambda: heapq.heappushpop([], 1))
t(lambda: heapq.heappushpop([(1, "a")], (1, {})))
from collections import OrderedDict, defaultdict, Counter
for bad in [OrderedDict(), defaultdict(int), Counter(), 1.5, True]:
    t(lambda: heapq.heappush(bad, 1))
