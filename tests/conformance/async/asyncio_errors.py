# Errors as CPython words them: asyncio.run's checks, tasks, futures, TaskGroup.
import asyncio

async def boom():
    raise KeyError("inner")

async def ok(x):
    await asyncio.sleep(0.01)
    return x

async def main():
    t = asyncio.create_task(boom())
    try:
        await t
    except KeyError as e:
        print("task raised", repr(e), t.done(), repr(t.exception()))
    loop = asyncio.get_running_loop()
    f = loop.create_future()
    try:
        f.result()
    except asyncio.InvalidStateError as e:
        print("InvalidStateError:", e)
    f.set_result(1)
    try:
        f.set_result(2)
    except asyncio.InvalidStateError as e:
        print("InvalidStateError:", e)
    print(repr(f))
    f2 = loop.create_future()
    f2.cancel("stop it")
    try:
        f2.result()
    except asyncio.CancelledError as e:
        print("CancelledError:", e)
    c0 = ok(1)
    try:
        asyncio.run(c0)
    except RuntimeError as e:
        print("RuntimeError:", e)
    c0.close()
    c = ok(1)
    try:
        asyncio.create_task(5)
    except TypeError as e:
        print("TypeError:", e)
    print(await c)
    try:
        await asyncio.gather(1)
    except TypeError as e:
        print("TypeError:", e)
    print(asyncio.iscoroutinefunction(ok), asyncio.iscoroutinefunction(print), asyncio.iscoroutine(c))
    async with asyncio.TaskGroup() as tg:
        a = tg.create_task(ok(1))
        b = tg.create_task(ok(2))
    print("taskgroup", a.result(), b.result())
    return "end"

print(asyncio.run(main()))
try:
    asyncio.run(boom())
except KeyError as e:
    print("run raised", repr(e))
try:
    asyncio.run(5)
except ValueError as e:
    print("ValueError:", e)
asyncio.run(boom())
