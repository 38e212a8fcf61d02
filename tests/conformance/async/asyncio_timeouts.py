# wait_for, wait, as_completed, shield, timeout(), cancellation and CancelledError handling.
import asyncio

async def slow(n, delay):
    try:
        await asyncio.sleep(delay)
        return n
    except asyncio.CancelledError:
        print(f"slow {n} cancelled")
        raise

async def main():
    print(await asyncio.wait_for(slow(1, 0.1), timeout=1))
    try:
        await asyncio.wait_for(slow(2, 5), timeout=0.5)
    except asyncio.TimeoutError:
        print("timed out", asyncio.TimeoutError is TimeoutError)
    tasks = [asyncio.create_task(slow(i, i / 10)) for i in range(1, 4)]
    done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    print(sorted(t.result() for t in done), len(pending))
    done, pending = await asyncio.wait(tasks, timeout=0.15)
    print(sorted(t.result() for t in done), len(pending))
    for t in pending:
        t.cancel()
    await asyncio.sleep(0)
    order = []
    for coro in asyncio.as_completed([slow(i, d) for i, d in [(1, 0.3), (2, 0.1), (3, 0.2)]]):
        order.append(await coro)
    print("as_completed", order)
    t = asyncio.create_task(slow(7, 0.2))
    s = asyncio.shield(t)
    s.cancel()
    print("shielded result", await t)
    try:
        async with asyncio.timeout(0.05):
            await slow(8, 1)
    except TimeoutError:
        print("timeout() fired")
    async with asyncio.timeout(1):
        print("in time", await slow(9, 0.01))
    t = asyncio.create_task(slow(10, 1))
    await asyncio.sleep(0)
    print(t.cancel(), t.cancelled())
    try:
        await t
    except asyncio.CancelledError:
        print("awaiting a cancelled task raises CancelledError", t.cancelled())
    async def ignores():
        try:
            await asyncio.sleep(1)
        except asyncio.CancelledError:
            return "ignored"
    t = asyncio.create_task(ignores())
    await asyncio.sleep(0)
    t.cancel()
    print(await t, t.cancelled())
    loop = asyncio.get_running_loop()
    start = loop.time()
    await asyncio.sleep(2.5)
    print("virtual seconds", round(loop.time() - start, 1))

asyncio.run(main())
