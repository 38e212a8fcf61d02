# Async generators: __anext__, asend, athrow, aclose, and their errors.
class Suspend:
    def __await__(self):
        return (yield "tick")

async def counter(n):
    try:
        for i in range(n):
            got = yield i
            if got is not None:
                print("got", got)
            await Suspend()
    finally:
        print("counter cleanup")

def drive(coro):
    # A tiny event loop: resume on every yield until the coroutine returns.
    value = None
    while True:
        try:
            coro.send(value)
        except StopIteration as e:
            return e.value

async def main():
    g = counter(3)
    print(type(g).__name__)
    print(await g.__anext__())
    print(await g.asend("hello"))
    print(await g.asend(None))
    try:
        await g.__anext__()
    except StopAsyncIteration:
        print("exhausted")
    g2 = counter(5)
    print(await g2.__anext__())
    await g2.aclose()
    try:
        await g2.__anext__()
    except StopAsyncIteration:
        print("closed one is exhausted")
    g3 = counter(5)
    await g3.__anext__()
    try:
        await g3.athrow(ValueError("thrown"))
    except ValueError as e:
        print("athrow propagated", e)

    async def catcher():
        while True:
            try:
                yield 1
            except KeyError:
                yield "recovered"

    c = catcher()
    await c.__anext__()
    print(await c.athrow(KeyError))
    await c.aclose()

    async def stubborn():
        try:
            yield 1
        except GeneratorExit:
            yield 2

    s = stubborn()
    await s.__anext__()
    try:
        await s.aclose()
    except RuntimeError as e:
        print("RuntimeError:", e)

    async def stops():
        yield 1
        raise StopAsyncIteration

    out = []
    try:
        async for v in stops():
            out.append(v)
    except RuntimeError as e:
        print("RuntimeError:", e, out)

    async def empty():
        return
        yield

    print([x async for x in empty()])
    return "done"

print(drive(main()))
