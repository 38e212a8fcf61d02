# Cancellation: messages, propagation through await/gather/shield, uncancel, chaining.
import asyncio

async def sleeper(tag, log, d=1):
    try:
        await asyncio.sleep(d)
        log.append(tag + " done")
    except asyncio.CancelledError as e:
        log.append(f"{tag} cancelled {e.args}")
        raise
    finally:
        log.append(tag + " finally")

async def basic():
    log = []
    t = asyncio.create_task(sleeper("t", log))
    await asyncio.sleep(0)
    print(t.cancel("stop it"), t.cancelling(), t.done())
    print(t.cancel(), t.cancelling())
    try:
        await t
    except asyncio.CancelledError as e:
        print("outer sees", type(e).__name__, e.args)
    print(t.cancelled(), t.done(), log)
    try:
        t.result()
    except asyncio.CancelledError as e:
        print("result raises", e.args)
    try:
        t.exception()
    except asyncio.CancelledError as e:
        print("exception raises", e.args)
    print(t.cancel())

    # cancel before the task ever ran
    log = []
    t2 = asyncio.create_task(sleeper("t2", log))
    t2.cancel()
    try:
        await t2
    except asyncio.CancelledError as e:
        print("never ran", e.args, log)

    # a task that swallows cancellation
    async def stubborn():
        try:
            await asyncio.sleep(1)
        except asyncio.CancelledError:
            print("swallowed; cancelling =", asyncio.current_task().cancelling())
            print("uncancel ->", asyncio.current_task().uncancel())
        return "survived"
    t3 = asyncio.create_task(stubborn())
    await asyncio.sleep(0)
    t3.cancel()
    print(await t3, t3.cancelled())

    # cancelling a task that awaits another task cancels the inner one too
    log = []
    inner = asyncio.create_task(sleeper("inner", log))
    async def waiter():
        return await inner
    w = asyncio.create_task(waiter())
    await asyncio.sleep(0)
    w.cancel("from main")
    r = await asyncio.gather(w, return_exceptions=True)
    print(type(r[0]).__name__, r[0].args, inner.cancelled(), log)

asyncio.run(basic())

async def gather_cancel():
    log = []
    g = asyncio.gather(sleeper("a", log), sleeper("b", log, 2))
    await asyncio.sleep(0)
    print(g.cancel("gather msg"))
    try:
        await g
    except asyncio.CancelledError as e:
        print("gather cancelled", e.args)
    print(sorted(log), g.cancelled())

    # a child cancelled on its own: gather raises CancelledError (no return_exceptions)
    async def quick():
        await asyncio.sleep(0.5)
        return "quick"
    c1 = asyncio.create_task(sleeper("c1", log, 0.1))
    c2 = asyncio.create_task(quick())
    gg = asyncio.gather(c1, c2)
    await asyncio.sleep(0)
    c1.cancel("child msg")
    try:
        await gg
    except asyncio.CancelledError as e:
        print("child cancel ->", e.args)
    print(await c2)

    # with return_exceptions the cancelled child is a CancelledError in the results
    c3 = asyncio.create_task(sleeper("c3", log, 0.1))
    gg = asyncio.gather(c3, quick(), return_exceptions=True)
    await asyncio.sleep(0)
    c3.cancel("c3 msg")
    res = await gg
    print([type(x).__name__ for x in res], res[0].args, res[1])

asyncio.run(gather_cancel())

async def shield_demo():
    log = []
    inner = asyncio.create_task(sleeper("shielded", log, 0.1))
    outer = asyncio.shield(inner)
    async def user():
        return await outer
    u = asyncio.create_task(user())
    await asyncio.sleep(0)
    u.cancel()
    try:
        await u
    except asyncio.CancelledError:
        print("user cancelled; inner cancelled?", inner.cancelled())
    print(await inner, log)
    done = asyncio.get_running_loop().create_future()
    done.set_result(5)
    print(asyncio.shield(done) is done)

asyncio.run(shield_demo())

async def chained():
    async def bad():
        await asyncio.sleep(0)
        raise KeyError("k")
    t = asyncio.create_task(bad())
    try:
        await t
    except KeyError as e:
        print("KeyError", e, e.__context__, e.__cause__)
    print(type(t.exception()).__name__)
    async def wrapper():
        try:
            await bad()
        except KeyError as e:
            raise RuntimeError("wrapped") from e
    try:
        await asyncio.create_task(wrapper())
    except RuntimeError as e:
        print("RuntimeError", e, repr(e.__cause__))

    async def raises_cancel_inside():
        raise asyncio.CancelledError("self-made")
    t = asyncio.create_task(raises_cancel_inside())
    try:
        await t
    except asyncio.CancelledError as e:
        print("self cancel", e.args, t.cancelled())

    # cancel the current task itself
    async def cancel_self():
        asyncio.current_task().cancel("me")
        try:
            await asyncio.sleep(0)
        except asyncio.CancelledError as e:
            print("self cancelled at next await", e.args)
            raise
    t = asyncio.create_task(cancel_self())
    await asyncio.gather(t, return_exceptions=True)
    print(t.cancelled())

asyncio.run(chained())

try:
    asyncio.run(asyncio.sleep(0.1, "never"))
    print("run ok")
except Exception as e:
    print(type(e).__name__, e)

async def top_cancel():
    asyncio.current_task().cancel()
    await asyncio.sleep(1)
try:
    asyncio.run(top_cancel())
except asyncio.CancelledError as e:
    print("top-level CancelledError", e.args)
print(issubclass(asyncio.CancelledError, BaseException), issubclass(asyncio.CancelledError, Exception))
print(asyncio.TimeoutError is TimeoutError, issubclass(asyncio.InvalidStateError, Exception))
