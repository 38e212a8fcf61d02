# Lock, Event, Semaphore, BoundedSemaphore, Condition and the queues, with CPython's wake order.
import asyncio

async def main():
    lock = asyncio.Lock()
    order = []
    async def critical(n):
        async with lock:
            order.append(f"in {n}")
            await asyncio.sleep(0.01)
            order.append(f"out {n}")
    await asyncio.gather(*(critical(i) for i in range(3)))
    print(order, lock.locked())

    ev = asyncio.Event()
    async def waiter(n):
        await ev.wait()
        return n
    ts = [asyncio.create_task(waiter(i)) for i in range(3)]
    await asyncio.sleep(0)
    print(ev.is_set())
    ev.set()
    print(await asyncio.gather(*ts))

    sem = asyncio.Semaphore(2)
    active = []
    peak = 0
    async def limited(n):
        nonlocal peak
        async with sem:
            active.append(n)
            peak = max(peak, len(active))
            await asyncio.sleep(0.01)
            active.remove(n)
        return n
    print(await asyncio.gather(*(limited(i) for i in range(6))), "peak", peak)
    b = asyncio.BoundedSemaphore(1)
    await b.acquire()
    b.release()
    try:
        b.release()
    except ValueError as e:
        print("ValueError:", e)

    q = asyncio.Queue()
    results = []
    async def producer():
        for i in range(5):
            await q.put(i)
            await asyncio.sleep(0)
        await q.put(None)
    async def consumer():
        while True:
            item = await q.get()
            q.task_done()
            if item is None:
                break
            results.append(item * 10)
    await asyncio.gather(producer(), consumer())
    await q.join()
    print(results, q.qsize(), q.empty())
    bq = asyncio.Queue(maxsize=2)
    bq.put_nowait(1)
    bq.put_nowait(2)
    print(bq.full())
    try:
        bq.put_nowait(3)
    except asyncio.QueueFull:
        print("QueueFull")
    print(bq.get_nowait(), bq.get_nowait())
    try:
        bq.get_nowait()
    except asyncio.QueueEmpty:
        print("QueueEmpty")
    pq = asyncio.PriorityQueue()
    for x in [5, 1, 4, 2]:
        pq.put_nowait(x)
    print([pq.get_nowait() for _ in range(4)])
    lq = asyncio.LifoQueue()
    for x in "abc":
        lq.put_nowait(x)
    print([lq.get_nowait() for _ in range(3)])
    try:
        q.task_done()
    except ValueError as e:
        print("ValueError:", e)

    cond = asyncio.Condition()
    ready = []
    async def cwait(n):
        async with cond:
            await cond.wait_for(lambda: ready)
            return n
    ts = [asyncio.create_task(cwait(i)) for i in range(2)]
    await asyncio.sleep(0)
    async with cond:
        ready.append(1)
        cond.notify_all()
    print(await asyncio.gather(*ts))

asyncio.run(main())
