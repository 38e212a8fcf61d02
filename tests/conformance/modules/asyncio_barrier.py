# asyncio.Barrier (3.11) and BrokenBarrierError: arrival indexes, the draining/filling phases
# in its repr, abort(), reset() with and without waiters, a cancelled waiter, async with.
import asyncio
import re


def r(b):
    return re.sub(r' at 0x[0-9a-f]+', '', repr(b))


async def main():
    b = asyncio.Barrier(3)
    print(r(b), b.parties, b.n_waiting, b.broken)
    async def w(i):
        await asyncio.sleep(0.01*i)
        idx = await b.wait()
        print('w', i, idx, r(b))
        return idx
    print(await asyncio.gather(*(w(i) for i in range(3))))
    print(r(b))
    print(await asyncio.gather(*(w(i) for i in range(6))))
    b = asyncio.Barrier(2)
    t = asyncio.create_task(b.wait())
    await asyncio.sleep(0)
    print(r(b))
    await b.abort()
    print(r(b), b.broken)
    try: await t
    except Exception as e: print(repr(e), type(e))
    try: await b.wait()
    except Exception as e: print(repr(e))
    await b.reset()
    print(r(b))
    t = asyncio.create_task(b.wait())
    await asyncio.sleep(0)
    await b.reset()
    print(r(b))
    try: await t
    except Exception as e: print(repr(e))
    print(r(b))
    b1 = asyncio.Barrier(1)
    async with b1 as x:
        print("ctx", x)
    try:
        asyncio.Barrier(0)
    except ValueError as e:
        print(e)
    b = asyncio.Barrier(2)
    t = asyncio.create_task(b.wait())
    await asyncio.sleep(0)
    t.cancel()
    try: await t
    except asyncio.CancelledError: print("cancelled waiter", r(b))
    print(b.n_waiting)
asyncio.run(main())


async def phases():
    barrier = asyncio.Barrier(3)
    async def agent(name, delay):
        await asyncio.sleep(delay)
        print(name, "gathered data")
        await barrier.wait()
        print(name, "analysing")
        return name
    print(await asyncio.gather(agent("a", 0.03), agent("b", 0.01), agent("c", 0.02)))
    print(issubclass(asyncio.BrokenBarrierError, RuntimeError), asyncio.BrokenBarrierError.__module__)

asyncio.run(phases())
