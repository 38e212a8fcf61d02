def accumulator():
    total = 0
    while True:
        value = yield total
        if value is None:
            break
        total += value
    yield f"final {total}"
g = accumulator()
print(next(g))
print(g.send(5))
print(g.send(10))
print(g.send(None))
def echo():
    received = []
    while True:
        x = yield len(received)
        received.append(x)
        if x == "stop":
            return received
e = echo()
next(e)
e.send("a")
e.send("b")
try:
    e.send("stop")
except StopIteration as si:
    print("returned", si.value)
try:
    g2 = accumulator()
    g2.send(1)
except TypeError as te:
    print("TypeError:", te)
