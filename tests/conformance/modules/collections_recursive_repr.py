from collections import OrderedDict, defaultdict, deque, ChainMap
o = OrderedDict(); o["self"] = o; print(repr(o))
d = defaultdict(list); d["x"] = d; print(repr(d))
d2 = defaultdict(int, {"a": 1, "b": [2]}); print(d2, defaultdict(list), defaultdict(None, {1: "x"}))
q = deque(); q.append(q); print(repr(q))
q2 = deque([1, 2], maxlen=3); q2.append(q2); print(q2)
c = ChainMap(); c["me"] = c; print(repr(c))
l = [d, q, c]; print(l)
x = {"k": defaultdict(list, {"n": deque([OrderedDict(a=1)])})}; print(x)
