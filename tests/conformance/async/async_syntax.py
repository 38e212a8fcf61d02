# async for, async with and async comprehensions, driven by hand (no event loop).
class Ticker:
    def __init__(self, n):
        self.n = n
        self.i = 0
    def __aiter__(self):
        return self
    async def __anext__(self):
        if self.i >= self.n:
            raise StopAsyncIteration
        self.i += 1
        return self.i

class Manager:
    def __init__(self, name, swallow=False):
        self.name = name
        self.swallow = swallow
    async def __aenter__(self):
        print("enter", self.name)
        return self.name.upper()
    async def __aexit__(self, et, ev, tb):
        print("exit", self.name, et.__name__ if et else None)
        return self.swallow

async def agen(n):
    for i in range(n):
        yield i * 10
    print("agen done")

async def main():
    total = 0
    async for v in Ticker(4):
        total += v
    else:
        print("else ran")
    print("total", total)
    async with Manager("a") as x, Manager("b") as y:
        print("inside", x, y)
    async with Manager("c", swallow=True):
        raise KeyError("gone")
    print("after swallow")
    try:
        async with Manager("d"):
            raise ValueError("kept")
    except ValueError as e:
        print("propagated", e)
    print([v async for v in agen(3)])
    print({v: v * 2 async for v in Ticker(3) if v != 2})
    print([await w for w in [echo(1), echo(2)]])
    g = (v + 1 async for v in agen(2))
    print(type(g).__name__)
    print([v async for v in g])
    for i in range(3):
        async for v in Ticker(5):
            if v == 2:
                continue
            if v == 4:
                break
            print("loop", i, v)
    return "main done"

async def echo(x):
    return x

c = main()
try:
    c.send(None)
except StopIteration as e:
    print(e.value)

async def bad_for():
    async for x in [1, 2]:
        pass

try:
    bad_for().send(None)
except TypeError as e:
    print("TypeError:", e)

async def bad_with():
    async with Ticker(1):
        pass

try:
    bad_with().send(None)
except TypeError as e:
    print("TypeError:", e)
