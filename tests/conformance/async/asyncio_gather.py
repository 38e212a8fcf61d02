# gather: result order, return_exceptions, the first error propagating while the others run on,
# cancellation of a child, nested gathers.
import asyncio

async def job(n, fail=False, delay=0.01):
    await asyncio.sleep(delay)
    if fail:
        raise ValueError(f"job {n} failed")
    return n * n

async def main():
    print(await asyncio.gather(job(1), job(2, delay=0.001), job(3)))
    print(await asyncio.gather(job(1), job(2, fail=True), job(3), return_exceptions=True))
    try:
        await asyncio.gather(job(1, delay=0.05), job(2, fail=True))
    except ValueError as e:
        print("gather raised:", e)
    await asyncio.sleep(0.1)
    print(await asyncio.gather(*(job(i) for i in range(5))))
    print(await asyncio.gather(asyncio.gather(job(1), job(2)), job(3)))
    t = asyncio.create_task(job(9, delay=1))
    g = asyncio.gather(t, job(4), return_exceptions=True)
    await asyncio.sleep(0.5)
    t.cancel()
    res = await g
    print(type(res[0]).__name__, res[1])
    print(await asyncio.gather())
    same = job(5)
    print(await asyncio.gather(same, same))
    outer = asyncio.gather(job(1, delay=1), job(2, delay=1))
    await asyncio.sleep(0)
    outer.cancel()
    try:
        await outer
    except asyncio.CancelledError:
        print("outer cancelled", outer.cancelled())

asyncio.run(main())
