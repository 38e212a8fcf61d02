# Coroutines without an event loop: send/throw/close, await delegation, the reprs and errors.
async def double(x):
    return x * 2

async def outer():
    a = await double(3)
    b = await double(a)
    return a + b

c = outer()
print(type(c).__name__, type(c).__qualname__)
try:
    c.send(None)
except StopIteration as e:
    print("returned", e.value)

try:
    c.send(None)
except RuntimeError as e:
    print("RuntimeError:", e)

class Suspend:
    def __await__(self):
        received = yield "suspended"
        return received

async def waits():
    got = await Suspend()
    print("received", got)
    try:
        await Suspend()
    except ValueError as e:
        print("caught", repr(e))
        return "handled"

c = waits()
print(c.send(None))
print(c.send(7))
try:
    c.throw(ValueError("boom"))
except StopIteration as e:
    print("stop", e.value)

c = waits()
print(c.send(None))
c.close()
print("closed")

async def raises_stop():
    raise StopIteration(1)

try:
    raises_stop().send(None)
except RuntimeError as e:
    print("RuntimeError:", e, type(e.__cause__).__name__)

async def not_awaitable():
    await 5

try:
    not_awaitable().send(None)
except TypeError as e:
    print("TypeError:", e)

class BadAwait:
    def __await__(self):
        return 5

async def bad_await():
    await BadAwait()

try:
    bad_await().send(None)
except TypeError as e:
    print("TypeError:", e)

def gen(c):
    yield from c

c = double(1)
try:
    list(gen(c))
except TypeError as e:
    print("TypeError:", e)
c.close()

c = double(1)
try:
    for x in c:
        pass
except TypeError as e:
    print("TypeError:", e)
c.close()

c = double(2)
try:
    next(c)
except TypeError as e:
    print("TypeError:", e)
c.close()

async def deep(n):
    if n == 0:
        return await Suspend()
    return await deep(n - 1) + 1

c = deep(50)
print(c.send(None))
try:
    c.send(100)
except StopIteration as e:
    print("deep", e.value)
