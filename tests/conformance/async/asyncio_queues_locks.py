# Queue, LifoQueue, PriorityQueue and the synchronization primitives, with their reprs and order.
import asyncio
import re

def r(obj):
    # CPython shows an address in a queue's repr; Basilisk does not (DEVIATIONS.md)
    return re.sub(r" at 0x[0-9a-f]+", "", repr(obj))

async def queues():
    q = asyncio.Queue(maxsize=2)
    print(r(q), q.maxsize, q.qsize(), q.empty(), q.full())
    q.put_nowait(1)
    q.put_nowait(2)
    print(r(q), q.full())
    try:
        q.put_nowait(3)
    except asyncio.QueueFull as e:
        print("QueueFull", repr(e))
    log = []
    async def producer():
        for i in range(3, 7):
            await q.put(i)
            log.append(f"put{i}")
    async def consumer():
        for _ in range(6):
            item = await q.get()
            log.append(f"got{item}")
            q.task_done()
    await asyncio.gather(producer(), consumer())
    print(log)
    await q.join()
    print(r(q))
    try:
        q.get_nowait()
    except asyncio.QueueEmpty as e:
        print("QueueEmpty", repr(e))
    try:
        q.task_done()
    except ValueError as e:
        print("ValueError", e)

    lq = asyncio.LifoQueue()
    pq = asyncio.PriorityQueue()
    for v in [3, 1, 4, 1, 5, 9, 2, 6]:
        lq.put_nowait(v)
        pq.put_nowait((v, str(v)))
    print(r(lq))
    print([lq.get_nowait() for _ in range(lq.qsize())])
    print([pq.get_nowait()[0] for _ in range(pq.qsize())])

    # getters wake in FIFO order; a cancelled getter does not lose an item
    uq = asyncio.Queue()
    got = []
    async def getter(tag):
        got.append((tag, await uq.get()))
    ts = [asyncio.create_task(getter(i)) for i in range(3)]
    await asyncio.sleep(0)
    print(r(uq))
    ts[1].cancel()
    await asyncio.sleep(0)
    for v in "ab":
        uq.put_nowait(v)
    await asyncio.gather(ts[0], ts[2])
    print(got, uq.qsize())

    # join waits for every task_done
    jq = asyncio.Queue()
    for i in range(3):
        jq.put_nowait(i)
    done = []
    async def worker():
        while True:
            i = await jq.get()
            await asyncio.sleep(0.01 * i)
            done.append(i)
            jq.task_done()
    w = asyncio.create_task(worker())
    await jq.join()
    print("joined", done)
    w.cancel()
    await asyncio.gather(w, return_exceptions=True)

asyncio.run(queues())

async def locks():
    lock = asyncio.Lock()
    print(repr(lock).split(" object")[0], lock.locked())
    order = []
    async def crit(i):
        async with lock:
            order.append(("in", i))
            await asyncio.sleep(0)
            order.append(("out", i))
    await asyncio.gather(*(crit(i) for i in range(3)))
    print(order)
    try:
        lock.release()
    except RuntimeError as e:
        print("RuntimeError", e)
    print(await lock.acquire(), lock.locked())
    lock.release()

    ev = asyncio.Event()
    seen = []
    async def waiter(i):
        await ev.wait()
        seen.append(i)
    ws = [asyncio.create_task(waiter(i)) for i in range(3)]
    await asyncio.sleep(0)
    print(ev.is_set(), seen)
    ev.set()
    await asyncio.gather(*ws)
    print(ev.is_set(), seen, await ev.wait())
    ev.clear()
    print(ev.is_set())

    sem = asyncio.Semaphore(2)
    active = []
    peak = [0]
    async def limited(i):
        async with sem:
            active.append(i)
            peak[0] = max(peak[0], len(active))
            await asyncio.sleep(0.1)
            active.remove(i)
        return i
    print(await asyncio.gather(*(limited(i) for i in range(5))), peak[0], sem.locked())
    try:
        asyncio.Semaphore(-1)
    except ValueError as e:
        print("ValueError", e)
    bs = asyncio.BoundedSemaphore(1)
    await bs.acquire()
    bs.release()
    try:
        bs.release()
    except ValueError as e:
        print("ValueError", e)

    cond = asyncio.Condition()
    items = []
    got = []
    async def consume(i):
        async with cond:
            await cond.wait_for(lambda: items)
            got.append((i, items.pop(0)))
    cs = [asyncio.create_task(consume(i)) for i in range(3)]
    await asyncio.sleep(0)
    async with cond:
        items.extend("xy")
        cond.notify(2)
    await asyncio.sleep(0)
    print(got)
    async with cond:
        items.append("z")
        cond.notify_all()
    await asyncio.gather(*cs)
    print(got)
    try:
        cond.notify()
    except RuntimeError as e:
        print("RuntimeError", e)
    try:
        await cond.wait()
    except RuntimeError as e:
        print("RuntimeError", e)

asyncio.run(locks())
