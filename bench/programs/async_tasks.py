# asyncio-heavy pure Python: tasks, gather batches, sleep(0) switches and a queue of workers.
import asyncio


async def leaf(i):
    await asyncio.sleep(0)
    return i


async def worker(q, out):
    while True:
        item = await q.get()
        q.task_done()
        if item is None:
            return
        out.append(item * 2)


async def main():
    total = 0
    for _ in range(20):
        rs = await asyncio.gather(*(leaf(i) for i in range(1000)))
        total += sum(rs)
    q = asyncio.Queue()
    out = []
    workers = [asyncio.create_task(worker(q, out)) for _ in range(10)]
    for i in range(30000):
        await q.put(i)
    for _ in workers:
        q.put_nowait(None)
    await q.join()
    await asyncio.gather(*workers)
    return total + sum(out)


print(asyncio.run(main()))
