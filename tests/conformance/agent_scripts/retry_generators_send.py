def averager():
    total = 0.0
    count = 0
    avg = None
    while True:
        value = yield avg
        if value is None:
            break
        total += value
        count += 1
        avg = total / count
    return {"count": count, "avg": avg}


acc = averager()
next(acc)
for v in [10, 20, 60]:
    print("running avg:", acc.send(v))
try:
    acc.send(None)
except StopIteration as stop:
    print("final:", stop.value)


def countdown(n):
    while n > 0:
        received = yield n
        n = n - 1 if received is None else received


cd = countdown(5)
print([next(cd), next(cd), cd.send(2), next(cd)])
print(list(cd))


def delegator():
    result = yield from averager()
    yield f"sub returned {result}"


d = delegator()
next(d)
d.send(4)
d.send(6)
print(d.send(None))
g = (x * x for x in range(3))
print(next(g), list(g), list(g))
