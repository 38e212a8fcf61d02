it = iter([10, 20, 30])
print(next(it), next(it))
print(list(it))
s = iter("hi")
print(next(s), next(s), next(s, None))
d = iter({"a": 1, "b": 2})
print(list(d))
r = iter(range(3))
print(iter(r) is r, list(r))
calls = [0]
def tick():
    calls[0] += 1
    return calls[0]
print(list(iter(tick, 4)))
g = (x for x in [1])
print(iter(g) is g)
