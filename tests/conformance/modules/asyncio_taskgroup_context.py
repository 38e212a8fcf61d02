# The ExceptionGroup a TaskGroup raises (from None) has the body's exception as __context__:
# the body's own error, or the CancelledError the group used to stop the body.
import asyncio


async def tool(i, delay=0.01):
    await asyncio.sleep(delay)
    raise ValueError(f"tool {i} failed")


async def main():
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(tool(1))
            raise KeyError("body")
    except* KeyError as eg:
        print(repr(eg), repr(eg.__context__), eg.__cause__, eg.__suppress_context__)
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(tool(1))
            tg.create_task(tool(2, 0.02))
    except ExceptionGroup as eg:
        print(repr(eg), repr(eg.__context__), eg.__cause__, eg.__suppress_context__)
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(tool(3))
            await asyncio.sleep(1)
    except ExceptionGroup as eg:
        print(repr(eg), repr(eg.__context__), eg.__cause__, eg.__suppress_context__)
    async with asyncio.TaskGroup() as tg:
        tg.create_task(tool(4))
        await asyncio.sleep(1)

asyncio.run(main())
