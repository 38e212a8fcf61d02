# A TaskGroup whose tasks fail raises ExceptionGroup('unhandled errors in a TaskGroup', [...]):
# `except ExceptionGroup` and `except Exception` catch it, and split() sorts the errors.
import asyncio

async def fail(delay, exc):
    await asyncio.sleep(delay)
    raise exc

async def fine(delay, value):
    await asyncio.sleep(delay)
    return value

async def main():
    try:
        async with asyncio.TaskGroup() as tg:
            ok = tg.create_task(fine(0.1, "ok"))
            tg.create_task(fail(0.2, ValueError("v")))
            tg.create_task(fail(0.2, TypeError("t")))
    except ExceptionGroup as eg:
        print(type(eg).__name__, eg.message)
        print(repr(eg.exceptions))
        print(ok.result())
        match, rest = eg.split(ValueError)
        print(repr(match), repr(rest))
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(fail(0.1, KeyError("k")))
    except Exception as e:
        print(type(e).__name__, str(e), isinstance(e, BaseExceptionGroup))
    async with asyncio.TaskGroup() as tg:
        tg.create_task(fail(0.1, RuntimeError("last")))

asyncio.run(main())
