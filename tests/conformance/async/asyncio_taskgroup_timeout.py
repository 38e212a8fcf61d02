# TaskGroup error collection and cancellation; timeout/timeout_at/wait_for/wait/as_completed.
import asyncio

async def job(tag, d, log, fail=None):
    try:
        await asyncio.sleep(d)
    except asyncio.CancelledError:
        log.append(tag + " cancelled")
        raise
    if fail:
        raise fail
    log.append(tag + " ok")
    return tag

async def groups():
    log = []
    async with asyncio.TaskGroup() as tg:
        a = tg.create_task(job("a", 0.2, log))
        b = tg.create_task(job("b", 0.1, log), name="bee")
        print(b.get_name(), repr(tg))
    print(a.result(), b.result(), log)

    log = []
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(job("x", 0.1, log, ValueError("x failed")))
            tg.create_task(job("y", 0.5, log))
            tg.create_task(job("z", 0.1, log, TypeError("z failed")))
            await asyncio.sleep(1)
            log.append("body end")
    except* ValueError as eg:
        print("ValueError group:", eg.message, [str(e) for e in eg.exceptions])
    except* TypeError as eg:
        print("TypeError group:", [str(e) for e in eg.exceptions])
    print(log)

    log = []
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(job("p", 0.5, log))
            raise KeyError("body")
    except BaseExceptionGroup as eg:
        print(type(eg).__name__, eg.message, [repr(e) for e in eg.exceptions])
    print(log)

    tg = asyncio.TaskGroup()
    c0 = job("n", 0, log)
    try:
        tg.create_task(c0)
    except RuntimeError as e:
        print("RuntimeError", e)
    c0.close()
    c = job("late", 0, log)
    async with tg:
        print(repr(tg))
        tg.create_task(job("in-tg", 0, log))
        print(repr(tg))
        await asyncio.sleep(0)
        print(repr(tg))
    try:
        tg.create_task(c)
    except RuntimeError as e:
        print("RuntimeError", e)
    c.close()

asyncio.run(groups())

async def timeouts():
    log = []
    try:
        async with asyncio.timeout(0.1) as cm:
            print(repr(cm).split(" when=")[0], cm.expired())
            await asyncio.sleep(1)
    except TimeoutError as e:
        print("timed out", type(e.__cause__).__name__, cm.expired(), repr(cm))
    async with asyncio.timeout(1) as cm:
        await asyncio.sleep(0.1)
    print("no timeout", cm.expired(), repr(cm))
    loop = asyncio.get_running_loop()
    try:
        async with asyncio.timeout_at(loop.time() + 0.05):
            await asyncio.sleep(0.2)
    except TimeoutError:
        print("timeout_at fired")
    async with asyncio.timeout(None) as cm:
        print("when", cm.when())
        cm.reschedule(loop.time() + 5)
        await asyncio.sleep(0.1)
    print(cm.expired())

    print(await asyncio.wait_for(job("w", 0.1, log), 1))
    try:
        await asyncio.wait_for(job("w2", 1, log), 0.1)
    except asyncio.TimeoutError as e:
        print("wait_for TimeoutError", type(e.__cause__).__name__, log)
    try:
        await asyncio.wait_for(job("w3", 0, log, ValueError("inner")), 1)
    except ValueError as e:
        print("ValueError", e)
    print(await asyncio.wait_for(job("w4", 0, log), None))
    print(await asyncio.wait_for(job("w5", 0.1, log), 0) if False else "skip")

    t1 = asyncio.create_task(job("t1", 0.1, log))
    t2 = asyncio.create_task(job("t2", 0.3, log))
    t3 = asyncio.create_task(job("t3", 0.2, log, OSError("t3")))
    done, pending = await asyncio.wait({t1, t2, t3}, return_when=asyncio.FIRST_COMPLETED)
    print(sorted(t.get_name() == t1.get_name() for t in done), len(pending))
    done, pending = await asyncio.wait({t2, t3}, return_when=asyncio.FIRST_EXCEPTION)
    print(t3 in done, t2 in pending)
    done, pending = await asyncio.wait({t2}, timeout=0.01)
    print(len(done), len(pending))
    done, pending = await asyncio.wait([t2])
    print(len(done), len(pending), t2.result())
    for bad in ([], ):
        try:
            await asyncio.wait(bad)
        except ValueError as e:
            print("ValueError", e)
    try:
        await asyncio.wait([t1], return_when="bogus")
    except ValueError as e:
        print("ValueError", e)

    order = []
    for f in asyncio.as_completed([job("s3", 0.3, log), job("s1", 0.1, log), job("s2", 0.2, log)]):
        order.append(await f)
    print(order)
    try:
        for f in asyncio.as_completed([job("slow", 1, log)], timeout=0.1):
            await f
    except TimeoutError:
        print("as_completed timeout")
    print(loop.time() > 0)

asyncio.run(timeouts())

async def tg_reprs():
    tg = asyncio.TaskGroup()
    async def bad():
        raise ValueError("v")
    async def slow():
        try:
            await asyncio.sleep(1)
        finally:
            print("slow finally", repr(tg))
    try:
        async with tg:
            tg.create_task(bad())
            tg.create_task(slow())
            await asyncio.sleep(0.5)
    except* ValueError as eg:
        print(repr(tg), [repr(e) for e in eg.exceptions])
    t = asyncio.timeout(None)
    print(repr(t))
    async with t:
        print(repr(t))
    print(repr(t))
    print(repr(asyncio.timeout_at(5.5)))
    for d in (0, -1):
        try:
            async with asyncio.timeout(d) as t:
                await asyncio.sleep(0)
        except TimeoutError:
            print(d, repr(t))
    t = asyncio.timeout(1)
    try:
        t.reschedule(3)
    except RuntimeError as e:
        print("RuntimeError", e)
    async with t:
        try:
            async with t:
                pass
        except RuntimeError as e:
            print("RuntimeError", e)

asyncio.run(tg_reprs())
