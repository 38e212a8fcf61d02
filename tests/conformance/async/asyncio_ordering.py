# Order of task steps, done callbacks and call_soon handles, as printed.
import asyncio

log = []

async def worker(name, n):
    for i in range(n):
        log.append(f"{name}{i}")
        await asyncio.sleep(0)
    return name

async def chain():
    loop = asyncio.get_running_loop()
    loop.call_soon(log.append, "soon1")
    t = asyncio.create_task(worker("a", 3))
    loop.call_soon(log.append, "soon2")
    u = asyncio.create_task(worker("b", 2))
    t.add_done_callback(lambda f: log.append("cb-a:" + f.result()))
    u.add_done_callback(lambda f: log.append("cb-b:" + f.result()))
    log.append("main-before")
    await asyncio.sleep(0)
    log.append("main-after1")
    r = await t
    log.append("main-got-" + r)
    await u
    print(log)

asyncio.run(chain())

async def timers():
    out = []
    async def s(d, tag):
        await asyncio.sleep(d)
        out.append(tag)
    await asyncio.gather(s(0.3, "c"), s(0.1, "a"), s(0.2, "b"), s(0.1, "a2"), s(0, "z"))
    print(out)
    loop = asyncio.get_running_loop()
    seen = []
    h1 = loop.call_later(0.2, seen.append, 2)
    h2 = loop.call_later(0.1, seen.append, 1)
    h3 = loop.call_later(0.1, seen.append, "1b")
    h4 = loop.call_at(loop.time() + 0.15, seen.append, 1.5)
    h2.cancel()
    print(h2.cancelled(), h1.cancelled())
    await asyncio.sleep(0.3)
    print(seen)

asyncio.run(timers())

async def futures():
    loop = asyncio.get_running_loop()
    f = loop.create_future()
    print(repr(f), f.done(), f.cancelled())
    order = []
    f.add_done_callback(lambda x: order.append(1))
    f.add_done_callback(lambda x: order.append(2))
    def cb3(x):
        order.append(3)
    f.add_done_callback(cb3)
    print(f.remove_done_callback(cb3))
    loop.call_soon(f.set_result, 42)
    print(await f, order)
    await asyncio.sleep(0)
    print(order, repr(f))
    g = loop.create_future()
    g.set_exception(ValueError("boom"))
    print(repr(g))
    try:
        g.result()
    except ValueError as e:
        print("ValueError", e)
    print(type(g.exception()).__name__)
    h = loop.create_future()
    try:
        h.result()
    except asyncio.InvalidStateError as e:
        print("InvalidStateError", e)
    try:
        h.exception()
    except asyncio.InvalidStateError as e:
        print("InvalidStateError", e)
    h.set_result(None)
    try:
        h.set_result(1)
    except asyncio.InvalidStateError as e:
        print("InvalidStateError", e)
    c = loop.create_future()
    print(c.cancel("why"), c.cancel(), repr(c))
    try:
        c.result()
    except asyncio.CancelledError as e:
        print("CancelledError", e.args)
    fut2 = loop.create_future()
    fut2.set_result("x" * 100)
    print(repr(fut2))
    added_late = []
    fut2.add_done_callback(lambda x: added_late.append("late"))
    print(added_late)
    await asyncio.sleep(0)
    print(added_late)
    print(asyncio.isfuture(fut2), asyncio.isfuture(1))
    coro = worker("q", 0)
    print(asyncio.iscoroutine(coro), asyncio.iscoroutinefunction(worker), asyncio.iscoroutinefunction(print))
    await coro

asyncio.run(futures())

async def nested_tasks():
    seq = []
    async def inner(i):
        seq.append(("in", i))
        await asyncio.sleep(0)
        seq.append(("out", i))
        return i * i
    async def outer(i):
        t = asyncio.create_task(inner(i))
        seq.append(("made", i))
        return await t
    res = await asyncio.gather(*(outer(i) for i in range(3)))
    print(res)
    print(seq)

asyncio.run(nested_tasks())

# asyncio.run cancels the tasks main() left running, and lets them unwind before it returns.
async def leaves_tasks():
    async def lingering(tag):
        try:
            await asyncio.sleep(10)
        except asyncio.CancelledError:
            print(tag, "cancelled at shutdown")
            raise
        finally:
            print(tag, "finally")
    # one task only: CPython cancels the leftovers in set order
    asyncio.create_task(lingering("L1"))
    await asyncio.sleep(0)
    return "main done"

print(asyncio.run(leaves_tasks()))
with asyncio.Runner() as runner:
    print(runner.run(worker("r", 1)), runner.get_loop().is_closed())
    t_loop = runner.get_loop()
print(t_loop.is_closed())
