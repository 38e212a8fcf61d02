# asyncio.TaskGroup's ExceptionGroup caught with except*, clause by clause.
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
            tg.create_task(fail(0.2, ValueError("v1")))
            tg.create_task(fail(0.3, TypeError("t")))
            tg.create_task(fail(0.2, ValueError("v2")))
    except* ValueError as e:
        print("ValueErrors:", repr(e.message), [str(x) for x in e.exceptions])
        await asyncio.sleep(0.1)   # a clause may await
    except* TypeError as e:
        print("TypeErrors:", [str(x) for x in e.exceptions])
    print(ok.result())

    # A clause that raises: the new error and the unhandled rest leave together.
    try:
        try:
            async with asyncio.TaskGroup() as tg:
                tg.create_task(fail(0.1, KeyError("k")))
                tg.create_task(fail(0.1, OSError("o")))
        except* KeyError:
            raise RuntimeError("retry failed")
    except ExceptionGroup as eg:
        print(type(eg).__name__, repr(eg.message), [type(x).__name__ for x in eg.exceptions])
        print([type(x).__name__ for x in eg.exceptions[1].exceptions])

    # Everything handled: the code after the try goes on.
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(fail(0.1, ValueError("only")))
    except* ValueError:
        print("all handled")
    print("done")

asyncio.run(main())
